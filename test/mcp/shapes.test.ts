import { describe, expect, it } from "vitest";
import { fail, ok } from "../../src/problem";
import { problemText, toolForVersion, toolResult, toolsForVersion } from "../../src/mcp/shapes";
import { DIRECTORY_DATA_NOTICE } from "../../src/tools/shared";
import sample from "../../src/catalog/sample/index.json";
import { MCP_TOOLS } from "../../src/tools/registry";
import { schemaErrors, type Revision } from "../support/mcp-schemas";

const REVISIONS: Revision[] = ["2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26"];

function compactBytes(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value)).length;
}

describe("tools per revision", () => {
  it("validates every rendering against its revision's Tool schema", () => {
    for (const revision of REVISIONS) {
      for (const tool of toolsForVersion(revision))
        expect(schemaErrors(revision, "Tool", tool), `${revision} ${String(tool.name)}`).toBeNull();
    }
  });

  it("gives 2025-03-26 no title or outputSchema, and its display name in annotations.title", () => {
    const tool = toolForVersion(MCP_TOOLS[0]!, "2025-03-26");
    expect(Object.keys(tool)).toEqual(["name", "description", "inputSchema", "annotations"]);
    expect(tool.annotations).toMatchObject({
      title: MCP_TOOLS[0]!.title,
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    });
  });

  it("keeps x-mcp-header for 2026-07-28 only", () => {
    for (const revision of REVISIONS) {
      const text = JSON.stringify(toolsForVersion(revision));
      expect(text.includes("x-mcp-header"), revision).toBe(revision === "2026-07-28");
    }
  });

  it("lists the same tools in the same order every time, with object-rooted schemas", () => {
    expect(toolsForVersion("2026-07-28")).toBe(toolsForVersion("2026-07-28"));
    expect(toolsForVersion("2025-11-25").map((tool) => tool.name)).toEqual(["search", "get_entry", "get_content", "list_categories"]);
    for (const tool of toolsForVersion("2025-06-18")) {
      expect((tool.inputSchema as { type: string }).type).toBe("object");
      expect((tool.outputSchema as { type: string }).type).toBe("object");
    }
  });

  it("names no category slug (clients cache tools/list; slugs come from list_categories)", () => {
    // Single-word slugs ("tools", "skills") are ordinary words in descriptions; hyphenated ones are slugs.
    const slugs = sample.categories.map((category) => category.slug).filter((slug) => slug.includes("-"));
    expect(slugs.length).toBeGreaterThan(0);
    for (const revision of REVISIONS) {
      const text = JSON.stringify(toolsForVersion(revision));
      for (const slug of slugs) expect(text.includes(slug), `${revision} mentions ${slug}`).toBe(false);
    }
  });

  it("keeps tools/list within its byte budget (every byte is model context)", () => {
    const sizes = Object.fromEntries(REVISIONS.map((revision) => [revision, compactBytes({ tools: toolsForVersion(revision) })]));
    console.info(`tools/list tools bytes (compact): ${JSON.stringify(sizes)}`);
    // Budgets sit ~15% above today's size: growth past them should be a decision, not an accident.
    expect(sizes["2026-07-28"]).toBeLessThan(13_000);
    expect(sizes["2025-03-26"]).toBeLessThan(4_700);
    for (const tool of MCP_TOOLS) {
      expect(tool.description.length, tool.name).toBeLessThanOrEqual(600);
      expect(tool.description).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    }
  });
});

describe("tool results per revision", () => {
  const value = { total: 1, items: [{ id: "a", name: "Ä" }] };

  it("returns structuredContent and the same compact JSON as text (not for 2025-03-26)", () => {
    for (const revision of REVISIONS) {
      const result = toolResult(ok(value), revision);
      expect(result.content).toEqual([{ type: "text", text: '{"total":1,"items":[{"id":"a","name":"Ä"}]}' }]);
      if (revision === "2025-03-26") expect(result).not.toHaveProperty("structuredContent");
      else expect(result.structuredContent).toBe(value);
      expect(result).not.toHaveProperty("isError");
      const full = revision === "2026-07-28" ? { resultType: "complete", ...result } : result;
      expect(schemaErrors(revision, "CallToolResult", full), revision).toBeNull();
    }
  });

  it("labels third-party directory text as data in a second block, keeping the first block exact JSON", () => {
    for (const name of ["search", "get_entry", "get_content"]) {
      const result = toolResult(ok(value), "2026-07-28", name);
      expect(result.content).toEqual([
        { type: "text", text: JSON.stringify(value) },
        { type: "text", text: DIRECTORY_DATA_NOTICE },
      ]);
      expect(schemaErrors("2026-07-28", "CallToolResult", { resultType: "complete", ...result })).toBeNull();
    }
    expect(toolResult(ok(value), "2026-07-28", "list_categories").content).toHaveLength(1);
    expect(toolResult(fail("bad_request", "Bad."), "2026-07-28", "search").content).toEqual([{ type: "text", text: "Bad." }]);
  });

  it("turns a problem into isError with a sentence and no structuredContent", () => {
    const result = toolResult(fail("not_found", 'No entry with id "x40". Did you mean x402?', ["x402"]), "2025-11-25");
    expect(result).toEqual({ content: [{ type: "text", text: 'No entry with id "x40". Did you mean x402?' }], isError: true });
  });

  it("adds suggestions the message does not already name", () => {
    expect(problemText({ code: "not_found", message: "No such item.", suggestions: ["a-b", "c"] })).toBe(
      "No such item. Close matches: a-b, c.",
    );
    expect(problemText({ code: "bad_request", message: "Bad." })).toBe("Bad.");
  });
});
