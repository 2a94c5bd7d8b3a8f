// The startup prewarm (src/warm/prewarm.ts) in Node: every representative call does the work it stands for (a
// search with hits, a filtered one, a listing, a miss with "did you mean"), nothing breaks, and it leaves nothing
// behind that changes a later answer.

import { describe, expect, it } from "vitest";
import { buildCatalogue } from "../../src/catalog/catalogue";
import type { CatalogueSnapshot } from "../../src/catalog/store";
import { ok, type Result } from "../../src/core/problem";
import { sampleLongform, sampleLongformGenerated, sampleSiteIndex } from "../../src/site/sample";
import type { AnyTool, ToolContext } from "../../src/tools/definition";
import { getEntryTool } from "../../src/tools/get-entry";
import { invokeTool } from "../../src/tools/registry";
import { searchTool } from "../../src/tools/search";
import { prewarmSearchPath, readAsFetched } from "../../src/warm/prewarm";

/** A context over a fresh sample catalogue labelled `source`, as a request's would be. */
function contextOf(source: "live" | "sample"): ToolContext {
  const catalogue = buildCatalogue(sampleSiteIndex(), sampleLongform(), sampleLongformGenerated());
  const snapshot: CatalogueSnapshot = { catalogue, label: { source, generated: catalogue.generated, fetched_at: null } };
  return {
    catalogue: () => Promise.resolve(ok(snapshot)),
    longformItem: () => Promise.reject(new Error("not used")),
    fullEntry: (from, id) => {
      const entry = from.catalogue.recordById?.get(id);
      return Promise.resolve(ok(entry ? { entry, label: from.label } : undefined));
    },
  };
}

const CALLS: [AnyTool, Record<string, unknown>][] = [
  [searchTool as unknown as AnyTool, { query: "browser automation" }],
  [searchTool as unknown as AnyTool, { query: "playwrigth mcp", limit: 3 }],
  [searchTool as unknown as AnyTool, { query: "payments", type: "entry", category: "finance-payments" }],
  [searchTool as unknown as AnyTool, { query: "nothing-like-this-zzqx" }],
  [getEntryTool as unknown as AnyTool, { id: "playwright-mcp" }],
  [getEntryTool as unknown as AnyTool, { id: "playwright-mpc" }],
];

async function answers(context: ToolContext): Promise<Result<object>[]> {
  const out: Result<object>[] = [];
  for (const [tool, args] of CALLS) out.push((await invokeTool(tool, args, context)).outcome);
  return out;
}

describe("startup prewarm of the search path", () => {
  it("reads the sample as a fetched index is read (the scanner, cards and records) into the catalogue a build makes", () => {
    const read = readAsFetched();
    const built = buildCatalogue(sampleSiteIndex(), sampleLongform(), sampleLongformGenerated());
    expect(read).not.toBeNull();
    expect(read!.entries.map((entry) => entry.id)).toEqual(built.entries.map((entry) => entry.id));
    expect([...(read!.recordById?.keys() ?? [])]).toEqual([...(built.recordById?.keys() ?? [])]);
    expect(read!.search.docs.length).toBe(built.search.docs.length);
  });

  it("runs every representative call to the outcome it stands for, and breaks nothing", async () => {
    const { outcomes, broke } = await prewarmSearchPath();
    expect(broke).toBeNull();
    const values = outcomes.map((outcome) => (outcome.ok ? (outcome.value as Record<string, unknown>) : null));
    // Searches: a multi-word one with hits, a typo read as the word meant, a filtered one, a listing, a miss.
    const searches = values.slice(0, 7);
    expect(searches.every((value) => value !== null && typeof value.total === "number")).toBe(true);
    expect(searches[0]!.total).toBeGreaterThan(0);
    expect(searches[1]!.read_as).toBeDefined();
    expect(searches[3]!.type).toBe("entry");
    expect(searches[3]!.category).toBeDefined();
    expect(searches[5]!.total).toBeGreaterThan(0);
    expect(searches[6]!.total).toBe(0);
    expect(searches[6]!.notice).toEqual(expect.any(String));
    // get_entry: a remote MCP server's record with install snippets, then a near miss with suggestions.
    expect(values[7]?.install).toBeDefined();
    const miss = outcomes[8]!;
    expect(miss.ok).toBe(false);
    if (miss.ok) return;
    expect(miss.problem.code).toBe("not_found");
    expect(miss.problem.suggestions?.length).toBeGreaterThan(0);
    expect(outcomes).toHaveLength(9);
  });

  it("changes no later answer", async () => {
    const before = await answers(contextOf("live"));
    const sampleBefore = await answers(contextOf("sample"));
    await prewarmSearchPath();
    await prewarmSearchPath();
    expect(await answers(contextOf("live"))).toEqual(before);
    expect(await answers(contextOf("sample"))).toEqual(sampleBefore);
  });
});
