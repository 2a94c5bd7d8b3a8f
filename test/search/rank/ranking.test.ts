import { describe, expect, it } from "vitest";
import { buildCatalogue } from "../../../src/catalog/catalogue";
import { sampleLongform, sampleSiteIndex } from "../../../src/site/sample";
import { runSearch } from "../../../src/search/rank/rank";
import type { SearchRequest } from "../../../src/search/rank/request";
import { saturate } from "../../../src/search/rank/rarity";
import { WEIGHTS } from "../../../src/search/rank/points";

const index = buildCatalogue(sampleSiteIndex(), sampleLongform()).search;

function search(query: string, extra: Partial<SearchRequest> = {}) {
  return runSearch(index, { query, type: "all", tags: [], limit: 10, offset: 0, ...extra });
}
const ids = (query: string, extra: Partial<SearchRequest> = {}): string[] => search(query, extra).hits.map((hit) => hit.doc.id);

describe("runSearch: the added signals", () => {
  it("puts an exact id or name first, and marks it exact", () => {
    for (const [query, id] of [
      ["playwright-mcp", "playwright-mcp"],
      ["Claude Code", "claude-code"],
      ["CodeSandbox SDK", "codesandbox-sdk"],
      ["Search the directory", "search-the-directory"],
    ]) {
      const first = search(query!).hits[0]!;
      expect(first.doc.id, query).toBe(id);
      expect(first.exact, query).toBe(true);
    }
    expect(search("playwright automation").hits.every((hit) => !hit.exact)).toBe(true);
  });

  it("scores a plain exact word by the spec's weights, saturated", () => {
    // playwright: exact id or name + id segment + name; a one-word query has weight 1.
    expect(search("playwright").hits[0]!.score).toBeCloseTo(saturate(WEIGHTS.exactIdOrName + WEIGHTS.idSegment + WEIGHTS.name), 2);
  });

  it("forgives typos in names, ids and tags", () => {
    expect(ids("playwrigth")[0]).toBe("playwright");
    expect(ids("stripe agent tolkit")[0]).toBe("stripe-agent-toolkit");
    expect(ids("clodflare workers")[0]).toBe("cloudflare-workers");
  });

  it("matches across spacing: joined, split and hyphenated", () => {
    expect(ids("deep wiki")[0]).toBe("deepwiki-mcp");
    expect(ids("llmstxt")[0]).toBe("llms-txt");
    expect(ids("codesandbox")).toContain("code-sandboxes-for-agents");
    expect(ids("code sandbox").slice(0, 3)).toEqual(expect.arrayContaining(["code-sandboxes-for-agents", "codesandbox-sdk"]));
    expect(ids("code-sandbox")).toEqual(ids("code sandbox"));
  });

  it("matches plurals and inflections at a lower weight than the word itself", () => {
    expect(ids("automating browsers")).toContain("playwright");
    const plural = search("microvms").hits;
    expect(plural.map((hit) => hit.doc.id)).toContain("e2b");
    expect(plural[0]!.score).toBeLessThan(search("microvm").hits[0]!.score);
  });

  it("sets stop words aside when the query has other words, and uses them when it has none", () => {
    const purpose = search("let my agent pay for an API");
    expect(purpose.scored).toEqual(["agent", "pay", "api"]);
    expect(purpose.hits[0]!.doc.id).toBe("agent-that-pays-for-apis");
    expect(search("the").scored).toEqual(["the"]);
  });

  it("finds text in scripts without spaces and in Cyrillic", () => {
    expect(ids("エージェント")).toEqual(["claude-code"]);
    expect(ids("протокол")[0]).toBe("model-context-protocol");
  });

  it("returns nothing for unrelated words, even ones a letter away from real tokens", () => {
    for (const query of ["kubernetes operator", "slack", "email", "zzzz"]) expect(search(query).total, query).toBe(0);
  });

  it("filters by type and category before counting", () => {
    const guides = search("playwright", { type: "guide" });
    expect(guides.hits.map((hit) => hit.doc.kind)).toEqual(["guide"]);
    expect(guides.total).toBe(1);
    expect(search("sandbox", { category: "infrastructure" }).hits.every((hit) => hit.doc.category === "infrastructure")).toBe(true);
  });

  it("pages consistently: every page is a slice of one ranking, whatever the page size", () => {
    for (const query of ["agent", "coding agents", "mcp server", "let my agent pay for an API", "code sandbox"]) {
      const all = ids(query, { limit: 50 });
      const total = search(query).total;
      expect(all.length, query).toBe(Math.min(50, total));
      for (const limit of [1, 3, 7]) {
        const paged: string[] = [];
        for (let offset = 0; offset < all.length; offset += limit) paged.push(...ids(query, { limit, offset }));
        expect(paged, `${query} by ${limit}`).toEqual(all);
      }
    }
  });

  it("never reorders what a filter keeps: rarity and readings are counted over the whole catalogue", () => {
    for (const query of ["agent memory", "drive headless chrome from my agent", "let my agent pay for an API", "sandbox"]) {
      for (const filter of [{ type: "entry" as const }, { category: "infrastructure" }, { tags: ["browser-automation"] }]) {
        const everything = search(query, { limit: 50 }).hits;
        const kept = search(query, { ...filter, limit: 50 }).hits;
        const expected = everything.filter((hit) => kept.some((k) => k.doc.id === hit.doc.id));
        expect(
          kept.slice(0, expected.length).map((hit) => `${hit.doc.id} ${hit.score}`),
          `${query} ${JSON.stringify(filter)}`,
        ).toEqual(expected.map((hit) => `${hit.doc.id} ${hit.score}`));
      }
    }
  });

  it("answers the same twice (no state leaks between queries)", () => {
    const first = search("coding agents");
    search("playwrigth");
    search("code sandbox", { category: "infrastructure" });
    expect(search("coding agents")).toEqual(first);
  });
});
