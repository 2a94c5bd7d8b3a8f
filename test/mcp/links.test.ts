// resource_link blocks and search's compact text (src/mcp/links.ts): every value of the hit list is the structured
// one, one link per hit that opens as a resource, and a 10-hit search within SEARCH_CONTENT_BUDGET_BYTES on the
// sample and, when present, the real site copy. The full structured output stays in structuredContent.

import { describe, expect, it } from "vitest";
import { ok } from "../../src/core/problem";
import { SEARCH_CONTENT_BUDGET_BYTES, withLinks } from "../../src/mcp/links";
import { toolResult } from "../../src/mcp/tool-result";
import { parseResourceUri } from "../../src/resources/uri";
import { getEntryTool } from "../../src/tools/get-entry";
import { findTool, invokeTool } from "../../src/tools/registry";
import { searchTool } from "../../src/tools/search";
import { searchHitList, type SearchOutput } from "../../src/tools/search-output";
import type { ToolContext } from "../../src/tools/definition";
import { diskToolContext, hasRealFixture, REAL_FIXTURE, sampleToolContext } from "../support/disk-catalogue";
import { schemaErrors } from "../support/mcp-schemas";

const QUERIES = [
  "a",
  "code",
  "agent",
  "browser automation",
  "mcp server",
  "payments",
  "search",
  "api",
  "memory",
  "sandbox",
  "database",
  "tool",
];
const HIT_FIELDS = ["type", "id", "name", "summary", "category", "score"];

async function run(context: ToolContext, name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { outcome } = await invokeTool(findTool(name)!, args, context);
  if (!outcome.ok) throw new Error(outcome.problem.message);
  return outcome.value as Record<string, unknown>;
}

const bytes = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value)).byteLength;

/** The context is made inside the test, so a copy that is absent (the real site copy on a machine without it) is never read. */
function expectBudget(makeContext: () => ToolContext, label: string) {
  return async () => {
    const context = makeContext();
    let tenHits = 0;
    for (const query of QUERIES) {
      const output = await run(context, "search", { query, limit: 10 });
      const result = toolResult(ok(output), searchTool, true);
      const hits = (output.results as unknown[]).length;
      if (hits === 10) tenHits += 1;
      expect(bytes(result.content), `${label}: ${query}`).toBeLessThanOrEqual(SEARCH_CONTENT_BUDGET_BYTES);
      // Every hit gets its link: the budget holds without dropping any on this data.
      expect(
        result.content.filter((block) => block.type === "resource_link"),
        `${label}: ${query}`,
      ).toHaveLength(hits);
      expect(schemaErrors("2025-11-25", "CallToolResult", result)).toBeNull();
    }
    expect(tenHits).toBeGreaterThan(0);
  };
}

describe("search with resource_link blocks", () => {
  it("keeps only the listed fields, each equal to the structured one", async () => {
    const output = await run(sampleToolContext(), "search", { query: "browser automation", limit: 5 });
    const list = searchHitList(output as unknown as SearchOutput) as { results: Record<string, unknown>[] } & Record<string, unknown>;
    for (const field of ["query", "total", "next_offset", "notice", "read_as", "data"]) expect(list[field]).toEqual(output[field]);
    const results = output.results as Record<string, unknown>[];
    expect(list.results).toHaveLength(results.length);
    list.results.forEach((hit, at) => {
      for (const key of Object.keys(hit)) expect(HIT_FIELDS).toContain(key);
      for (const key of HIT_FIELDS) expect(hit[key]).toEqual(results[at]![key]);
    });
  });

  it("links each hit, in order, to a URI this server reads", async () => {
    const output = await run(sampleToolContext(), "search", { query: "agent", limit: 10 });
    const result = toolResult(ok(output), searchTool, true);
    expect(result.structuredContent).toBe(output);
    const [text, ...links] = result.content;
    expect(text!.type).toBe("text");
    expect(JSON.parse((text as { text: string }).text)).toEqual(searchHitList(output as unknown as SearchOutput));
    const results = output.results as { type: string; id: string }[];
    expect(links.map((link) => (link as { name: string }).name)).toEqual(results.map((hit) => hit.id));
    for (const link of links) {
      expect(link).toMatchObject({ type: "resource_link", mimeType: "text/markdown" });
      expect(parseResourceUri((link as { uri: string }).uri).ok).toBe(true);
    }
  });

  it("adds no link past the budget", () => {
    const link = { type: "resource_link" as const, uri: "indexagentica://entries/x", name: "x", mimeType: "text/markdown" };
    const big = { type: "text" as const, text: "x".repeat(SEARCH_CONTENT_BUDGET_BYTES - 200) };
    // Room for one link (~90 bytes) after ~4,950 bytes of text, not for two.
    const blocks = withLinks([big], [link, link, link], true);
    expect(blocks.length).toBe(2);
    expect(bytes(blocks)).toBeLessThanOrEqual(SEARCH_CONTENT_BUDGET_BYTES);
  });

  it("without links (2025-03-26), keeps one text block of the full JSON", async () => {
    const output = await run(sampleToolContext(), "search", { query: "agent", limit: 10 });
    expect(toolResult(ok(output), searchTool, false).content).toEqual([{ type: "text", text: JSON.stringify(output) }]);
  });

  it(
    `keeps a 10-hit search within ${SEARCH_CONTENT_BUDGET_BYTES} bytes of content on the sample`,
    expectBudget(sampleToolContext, "sample"),
  );
  it.runIf(hasRealFixture)(
    // Named without the copy's path: CI's two passes compare tests by name (.ci/run).
    `keeps a 10-hit search within ${SEARCH_CONTENT_BUDGET_BYTES} bytes of content on the real copy`,
    expectBudget(() => diskToolContext(REAL_FIXTURE), "real"),
  );
});

describe("get_entry with resource_link blocks", () => {
  it("links every related entry after its full JSON text", async () => {
    const output = await run(sampleToolContext(), "get_entry", { id: "x402" });
    const related = (output.entry as { related: string[] }).related;
    expect(related.length).toBeGreaterThan(0);
    const result = toolResult(ok(output), getEntryTool, true);
    expect(result.content[0]).toEqual({ type: "text", text: JSON.stringify(output) });
    expect(result.content.slice(1).map((link) => (link as { uri: string }).uri)).toEqual(
      related.map((id) => `indexagentica://entries/${id}`),
    );
  });
});
