import { describe, expect, it } from "vitest";
import { invokeTool } from "../../src/tools/registry";
import type { AnyTool } from "../../src/tools/definition";
import { searchTool, type SearchOutput } from "../../src/tools/search";
import { validate } from "../../src/schema/validate";
import { sampleContext } from "./context";

async function search(args: Record<string, unknown>): Promise<SearchOutput> {
  const result = await invokeTool(searchTool as unknown as AnyTool, args, sampleContext());
  if (!result.ok) throw new Error(result.problem.message);
  return result.value as SearchOutput;
}

describe("search tool", () => {
  it("returns lean results that fit the output schema: no nulls, only the page link", async () => {
    const output = await search({ query: "browser automation" });
    expect(validate(searchTool.outputSchema, output).ok).toBe(true);
    expect(output.notice).toBeUndefined();
    for (const result of output.results) {
      expect(Object.keys(result.links)).toEqual(["html"]);
      expect(Object.values(result).some((v) => v === null)).toBe(false);
    }
  });

  it("answers no hits with an empty page and a way to broaden, never an error", async () => {
    const none = await search({ query: "kubernetes operator" });
    expect(none.total).toBe(0);
    expect(none.results).toEqual([]);
    expect(none.next_offset).toBeNull();
    expect(none.notice).toMatch(/^No results for "kubernetes operator"\. Try fewer or other words/);
  });

  it("names the filter to drop and where the words do match", async () => {
    const output = await search({ query: "playwright", category: "apis" });
    expect(output.total).toBe(0);
    expect(output.notice).toContain("Without category apis the same words have");
    expect(output.notice).toMatch(/Categories where they match: (tools|mcp-servers) \(\d+\)/);
    const typed = await search({ query: "stablecoins", type: "guide" });
    expect(typed.notice).toMatch(/Other types that match: entry \(\d+\), stack \(1\)/);
  });

  it("suggests the nearest category for an unknown one", async () => {
    const output = await search({ query: "sandbox", category: "infrastucture" });
    expect(output.notice).toContain('There is no category "infrastucture"; did you mean infrastructure');
  });

  it('offers "did you mean" from the name, id and tag tokens', async () => {
    // Five letters: too short for ranking to correct, close enough to suggest.
    const output = await search({ query: "modl" });
    expect(output.total).toBe(0);
    expect(output.notice).toMatch(/Did you mean "mod(e|a)l" \(\d+ results\)\?/);
  });

  it("says how it read a misspelled word", async () => {
    const output = await search({ query: "playwrigth" });
    expect(output.results[0]!.id).toBe("playwright");
    expect(output.notice).toBe('Read "playwrigth" as playwright.');
  });

  it("says which words matched nothing when the others did", async () => {
    const output = await search({ query: "playwright qqqqqq" });
    expect(output.total).toBeGreaterThan(0);
    expect(output.notice).toBe('Nothing matches "qqqqqq"; results are ranked on the other words.');
  });

  it("pages with next_offset until null", async () => {
    const first = await search({ query: "agent", limit: 5 });
    expect(first.next_offset).toBe(5);
    const last = await search({ query: "agent", limit: 5, offset: first.total - 1 });
    expect(last.results).toHaveLength(1);
    expect(last.next_offset).toBeNull();
    const past = await search({ query: "agent", offset: first.total + 3 });
    expect(past.notice).toContain("past the last result");
  });
});
