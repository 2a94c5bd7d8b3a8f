import { describe, expect, it } from "vitest";
import { invokeTool } from "../../src/tools/registry";
import type { AnyTool } from "../../src/tools/definition";
import { searchTool, type SearchOutput } from "../../src/tools/search";
import { DIRECTORY_TEXT_CAUTION } from "../../src/tools/outcomes";
import { validate } from "../../src/schema/validate";
import { sampleContext } from "./context";
import { sampleEntry } from "../../src/site/sample";

const context = sampleContext();

async function search(args: Record<string, unknown>): Promise<SearchOutput> {
  const result = (await invokeTool(searchTool as unknown as AnyTool, args, context)).outcome;
  if (!result.ok) throw new Error(result.problem.message);
  return result.value as SearchOutput;
}

async function catalogue() {
  const snapshot = await context.catalogue();
  if (!snapshot.ok) throw new Error("no catalogue");
  return snapshot.value.catalogue;
}

describe("search tool", () => {
  it("reads a misspelled name as the name, and says so in the notice and read_as", async () => {
    const output = await search({ query: "stipe agent toolkit" });
    expect(output.results[0]?.id).toBe("stripe-agent-toolkit");
    expect(output.notice).toBe('Read "stipe" as stripe.');
    expect(output.read_as?.[0]).toEqual({ from: "stipe", as: ["stripe"], by: "typo" });
    const common = await search({ query: "filling payments" });
    expect(common.notice).toContain('Nothing matches "filling"');
    expect(common.read_as ?? []).toEqual(expect.not.arrayContaining([expect.objectContaining({ by: "typo" })]));
  });

  it("ranks alternatives to a listed product, in words or by similar_to, the product left out and said so", async () => {
    const worded = await search({ query: "browserbase alternative" });
    expect(worded.results.map((hit) => hit.id)).not.toContain("browserbase");
    expect(worded.notice).toBe(
      'Read "browserbase alternative" as a request for listings that do the job of browserbase, best first; browserbase is left out.',
    );
    expect(worded.read_as?.[0]).toEqual({ from: "browserbase alternative", as: ["browserbase"], by: "similar" });
    const byId = await search({ similar_to: "BrowserBase" });
    expect(byId.similar_to).toBe("browserbase");
    expect(byId.notice).toContain('Read `similar_to` "BrowserBase" as "browserbase".');
    expect(byId.notice).toContain("`similar_to`: listings that do the job of browserbase, best first; browserbase is left out.");
    expect(byId.results.map((hit) => hit.id)).toEqual(worded.results.map((hit) => hit.id));
    expect(validate(searchTool.outputSchema, byId).ok).toBe(true);
  });

  it("answers an unknown similar_to id as get_entry does: an error naming the closest ids", async () => {
    const result = (await invokeTool(searchTool as unknown as AnyTool, { similar_to: "browserbse" }, context)).outcome;
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem.code).toBe("not_found");
    expect(result.problem.suggestions).toContain("browserbase");
    expect(result.problem.message).toMatch(/^No entry with id "browserbse" for `similar_to`\. Did you mean browserbase/);
  });

  it("returns results that fit the output schema, no nulls, each hit with the fields the live service gives", async () => {
    const output = await search({ query: "mcp server", limit: 50 });
    expect(validate(searchTool.outputSchema, output).ok).toBe(true);
    expect(output.notice).toBeUndefined();
    expect(output.data.caution).toBe(DIRECTORY_TEXT_CAUTION);
    for (const result of output.results) {
      expect(Object.values(result).some((v) => v === null)).toBe(false);
      if (result.type !== "entry") continue;
      // Hits come from the catalogue's cards; they must say what the whole published record says.
      const entry = sampleEntry(result.id)!;
      expect(result.links).toEqual(entry.links);
      expect(result.status).toBe(entry.status);
      expect(result.pricing).toBe(entry.pricing);
      expect(result.mcp_endpoint).toBe(entry.agent_access?.mcp_endpoint);
    }
    expect(output.results.some((r) => r.mcp_endpoint !== undefined)).toBe(true);
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

  it('offers "did you mean" from the name, id and tag tokens', async () => {
    // Two edits at seven letters: too far for ranking to read it so (one edit), close enough to suggest.
    const output = await search({ query: "stirpee" });
    expect(output.total).toBe(0);
    expect(output.notice).toMatch(/Did you mean "stripe" \(\d+ results\)\?/);
  });

  it("says how it read a misspelled word", async () => {
    const output = await search({ query: "playwrigth" });
    expect(output.results[0]!.id).toBe("playwright");
    expect(output.notice).toBe('Read "playwrigth" as playwright.');
  });

  it("says which words matched nothing when the others did", async () => {
    const output = await search({ query: "playwright qqqqqq" });
    expect(output.total).toBeGreaterThan(0);
    // Half the request matched nothing, so the answer may also be predicted weak (search.md, the weak-answer line).
    expect(output.notice).toMatch(/^Nothing matches "qqqqqq"; results are ranked on the other words\.( Nothing matches this well; .*)?$/);
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

  it("echoes type entry when only a category narrows the search", async () => {
    expect((await search({ query: "mcp", category: "mcp-servers" })).type).toBe("entry");
    expect((await search({ query: "mcp", category: "mcp-servers", type: "all" })).type).toBe("entry");
    expect((await search({ query: "mcp" })).type).toBe("all");
  });
});

describe("search listings (no query words)", () => {
  it("lists a filter's whole pool by name, score 1, total before paging", async () => {
    const { entries, longform } = await catalogue();
    const all = await search({ type: "entry", limit: 50 });
    expect(all.total).toBe(entries.length);
    expect(all.query).toBe("");
    expect(all.results.every((hit) => hit.score === 1 && hit.type === "entry")).toBe(true);
    const names = all.results.map((hit) => hit.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(all.notice).toBeUndefined();
    const guides = await search({ query: "  ", type: "guide" });
    expect(guides.total).toBe(longform.filter((item) => item.type === "guide").length);
    const page = await search({ type: "entry", limit: 5, offset: 5 });
    expect(page.results.map((hit) => hit.id)).toEqual(all.results.slice(5, 10).map((hit) => hit.id));
    expect(page.next_offset).toBe(10);
  });

  it("lists a category, or tags (all of them), among entries", async () => {
    const { entries } = await catalogue();
    const category = await search({ category: "mcp-servers" });
    expect(category.type).toBe("entry");
    expect(category.total).toBe(entries.filter((entry) => entry.category === "mcp-servers").length);
    const tagged = await search({ tags: ["payments"] });
    expect(tagged.total).toBeGreaterThan(0);
    expect(tagged.results.every((hit) => hit.tags.includes("payments"))).toBe(true);
    const both = await search({ tags: ["payments", "x402"], limit: 50 });
    expect(both.results.every((hit) => hit.tags.includes("payments") && hit.tags.includes("x402"))).toBe(true);
    expect(both.total).toBeLessThanOrEqual(tagged.total);
  });

  it("treats a query with no letters or digits as no query, and says so", async () => {
    const { entries, longform } = await catalogue();
    const everything = await search({ query: "!!!" });
    expect(everything.total).toBe(entries.length + longform.length);
    expect(everything.notice).toBe('`query` "!!!" has no letters or digits, so it narrows nothing: this lists every item, by name.');
    const guides = await search({ query: "---", type: "guide" });
    expect(guides.total).toBe(longform.filter((item) => item.type === "guide").length);
    expect(guides.notice).toContain("with `type` guide");
  });

  it("says when a listing is empty", async () => {
    const none = await search({ tags: ["no-such-tag"] });
    expect(none.total).toBe(0);
    expect(none.notice).toBe("Nothing has `tags` no-such-tag; drop a filter, or see list_categories for what the directory covers.");
  });
});

describe("lenient arguments (normalised before validation, said in the notice)", () => {
  it("trims and lower-cases type, category and tags, echoing the normalised values", async () => {
    const output = await search({ type: " Guide ", category: undefined, tags: ["Payments"], query: "x402" });
    expect(output.type).toBe("guide");
    expect(output.tags).toEqual(["payments"]);
    expect(output.notice).toMatch(/^Read `type` " Guide " as "guide" and `tags` \["Payments"\] as \["payments"\]\./);
    expect((await search({ query: "mcp", category: "MCP-Servers" })).category).toBe("mcp-servers");
  });

  it("reads integral numeric strings as numbers; other strings stay errors", async () => {
    for (const limit of ["5", "5.0", " 5", "+5"]) {
      const output = await search({ query: "agent", limit });
      expect(output.limit, limit).toBe(5);
      expect(output.notice).toContain(`Read \`limit\` ${JSON.stringify(limit)} as 5.`);
    }
    for (const limit of ["2.5", "abc", "0", "51", "0x5", ""]) {
      const result = (await invokeTool(searchTool as unknown as AnyTool, { query: "agent", limit }, context)).outcome;
      expect(result.ok, limit).toBe(false);
    }
  });

  it("ignores unknown arguments and nulls (strict-mode clients send every optional one), empty type is all", async () => {
    const output = await search({ query: "agent", type: null, category: null, tags: null, limit: null, offset: null, foo: 1, bar: "x" });
    expect(output).toMatchObject({ type: "all", tags: [], limit: 10, offset: 0 });
    expect(output.notice).toBe(
      "Ignored unknown arguments `foo` and `bar` (search: it takes query, alternatives, similar_to, type, category, tags, limit, offset).",
    );
    const empty = await search({ query: "agent", type: "" });
    expect(empty.type).toBe("all");
    expect(empty.notice).toBeUndefined();
  });
});

describe("search with alternatives", () => {
  const failure = async (args: Record<string, unknown>): Promise<string> => {
    const result = (await invokeTool(searchTool as unknown as AnyTool, args, context)).outcome;
    if (result.ok) throw new Error(`expected a refusal of ${JSON.stringify(args)}`);
    return result.problem.message;
  };

  it("echoes them and ranks every phrasing together, readings marked with their alternative", async () => {
    const output = await search({ query: "my agent forgets users", alternatives: ["long-term memory", "headless chrome"] });
    expect(validate(searchTool.outputSchema, output).ok).toBe(true);
    expect(output.alternatives).toEqual(["long-term memory", "headless chrome"]);
    expect(output.read_as).toContainEqual(expect.objectContaining({ from: "headless chrome", by: "vocabulary", alternative: 2 }));
    expect(output.read_as!.filter((item) => item.alternative === undefined).every((item) => !item.from.includes("chrome"))).toBe(true);
    const alone = await search({ query: "my agent forgets users", limit: 50 });
    expect(output.total).toBeGreaterThan(alone.total);
  });

  it("searches the alternatives when the query is left out, and lists nothing by name", async () => {
    const output = await search({ alternatives: ["payments"] });
    expect(output.query).toBe("");
    expect(output.results.map((hit) => hit.id)).toEqual((await search({ query: "payments" })).results.map((hit) => hit.id));
    expect(output.results[0]!.score).not.toBe(1);
  });

  it("names alternatives that matched nothing, and says when no phrasing found anything", async () => {
    expect((await search({ query: "payments", alternatives: ["zzqxv wwkq"] })).notice).toBe(
      'Nothing matches alternative 1 ("zzqxv wwkq").',
    );
    // Numbered as given: the repeat of the query is not run, and not counted out of the numbering either.
    expect(
      (
        await search({
          query: "payments",
          alternatives: ["Payments!", "zzqxv 🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀"],
        })
      ).notice,
    ).toBe('Nothing matches alternative 2 ("zzqxv 🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀").');
    const none = await search({ query: "kubernetes operator", alternatives: ["zzqxv"] });
    expect(none.total).toBe(0);
    expect(none.notice).toMatch(/^No results for "kubernetes operator" or its alternatives\./);
    const alone = await search({ alternatives: ["zzqxv"] });
    expect(alone.total).toBe(0);
    expect(alone.notice).toMatch(/^No results for its alternatives\./);
  });

  it("takes at most four, each within the query limit; null is none", async () => {
    expect(await failure({ query: "x", alternatives: ["a", "b", "c", "d", "e"] })).toMatch(/`alternatives` must have at most 4 items/);
    expect(await failure({ query: "x", alternatives: ["a".repeat(1001)] })).toMatch(/at most 1000 characters/);
    expect(await failure({ query: "x", alternatives: "browser automation" })).toMatch(/`alternatives` must be a list/);
    expect((await search({ query: "payments", alternatives: null })).alternatives).toBeUndefined();
  });
});
