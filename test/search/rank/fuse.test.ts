// Several phrasings in one search (src/search/rank/fuse.ts): one ranking of every doc any phrasing matched, each doc
// scored by the sum of its scores under the phrasings, paged like any other ranking; on the bundled sample, and on
// random catalogues for what an index keeps between searches.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pairSignaturesOf } from "../../../src/search/index/pair-signatures";
import { runSearch } from "../../../src/search/rank/rank";
import { readAsOf } from "../../../src/search/answer/read-as";
import type { SearchRequest } from "../../../src/search/rank/request";
import { sampleCatalogue } from "../../relevance/catalogues";
import { indexOf, query as randomQuery, siteIndex } from "../arbitraries";

const index = sampleCatalogue().search;
const search = (query: string, extra: Partial<SearchRequest> = {}) =>
  runSearch(index, { query, type: "all", tags: [], limit: 50, offset: 0, ...extra });
const scoreOf = (query: string, id: string, extra: Partial<SearchRequest> = {}): number =>
  search(query, extra).hits.find((hit) => hit.doc.id === id)?.score ?? 0;
const ids = (query: string, extra: Partial<SearchRequest> = {}) => search(query, extra).hits.map((hit) => hit.doc.id);

describe("a search with alternatives", () => {
  it("is the query's own ranking when the alternatives are empty, blank or repeat the query", () => {
    const alone = search("browser automation");
    for (const alternatives of [[], ["  "], ["Browser   Automation"]]) {
      const fused = search("browser automation", { alternatives });
      expect(fused.hits.map((hit) => [hit.doc.id, hit.score])).toEqual(alone.hits.map((hit) => [hit.doc.id, hit.score]));
      expect(fused.total).toBe(alone.total);
    }
  });

  it("ranks every doc any phrasing matched, each by the sum of its scores under the phrasings", () => {
    const a = search("payments");
    const b = search("headless browser");
    const fused = search("payments", { alternatives: ["headless browser"] });
    const union = new Set([...a.hits, ...b.hits].map((hit) => hit.doc.id));
    expect(fused.total).toBe(union.size);
    expect(new Set(fused.hits.map((hit) => hit.doc.id))).toEqual(union);
    for (const hit of fused.hits) {
      const sum = scoreOf("payments", hit.doc.id) + scoreOf("headless browser", hit.doc.id);
      expect(hit.score, hit.doc.id).toBeCloseTo(sum, 1);
    }
    const scores = fused.hits.map((hit) => hit.score);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
  });

  it("lifts what the alternatives agree on above what only the query matched", () => {
    const top = ids("let my agent remember things", { alternatives: ["long-term memory", "agent memory layer"] })[0];
    expect(top).toBeDefined();
    expect(index.docs.find((doc) => doc.id === top)!.tags.join(" ")).toMatch(/memory/);
  });

  it("pages through one ranking: any page is a slice of the whole", () => {
    const request = { alternatives: ["sandbox", "browser automation", "payments"] };
    const whole = ids("mcp server", request);
    expect(whole.length).toBeGreaterThan(12);
    for (const limit of [1, 3, 7]) {
      const paged: string[] = [];
      for (let offset = 0; offset < whole.length; offset += limit) paged.push(...ids("mcp server", { ...request, offset, limit }));
      expect(paged).toEqual(whole);
    }
  });

  it("applies the filters to every phrasing", () => {
    const fused = search("browser", { alternatives: ["payments", "sandbox"], type: "entry", tags: ["mcp"] });
    expect(fused.hits.length).toBeGreaterThan(0);
    for (const hit of fused.hits) {
      expect(hit.doc.kind).toBe("entry");
      expect(hit.doc.tags).toContain("mcp");
    }
    expect(search("sandbox", { alternatives: ["browser automation"], type: "guide" }).hits.every((hit) => hit.doc.kind === "guide")).toBe(
      true,
    );
  });

  it("says how each alternative was read, and how many docs it matched", () => {
    const fused = search("playwright", { alternatives: ["headless chrome", "zzzqx", "not docker sandboxes"] });
    expect(fused.alternatives!.map((alt) => alt.query)).toEqual(["headless chrome", "zzzqx", "not docker sandboxes"]);
    const [chrome, nothing, sandboxes] = fused.alternatives!;
    expect(chrome!.expansions.map((match) => match.concept)).toContain("browser automation");
    expect(nothing!.total).toBe(0);
    expect(nothing!.unmatched).toEqual(["zzzqx"]);
    expect(sandboxes!.negations.map((negation) => negation.from)).toEqual(["not docker"]);
    expect(sandboxes!.total).toBeGreaterThan(0);
  });

  it("runs a phrasing once however it is punctuated, and numbers each alternative by its place as given", () => {
    const fused = search("playwright", { alternatives: ["Headless-Chrome!", "headless chrome", "PLAYWRIGHT.", "zzzqx"] });
    expect(fused.alternatives!.map((alt) => [alt.at, alt.query])).toEqual([
      [1, "Headless-Chrome!"],
      [4, "zzzqx"],
    ]);
    expect(
      readAsOf(fused)
        .filter((item) => item.alternative !== undefined)
        .map((item) => [item.alternative, item.from]),
    ).toContainEqual([1, "headless chrome"]);
    const once = search("playwright", { alternatives: ["Headless-Chrome!", "zzzqx"] });
    expect(fused.hits.map((hit) => [hit.doc.id, hit.score])).toEqual(once.hits.map((hit) => [hit.doc.id, hit.score]));
  });

  it("lists only the query's exact id or name match first", () => {
    const fused = search("playwright", { alternatives: ["e2b", "stripe", "x402"] });
    expect(fused.hits[0]!.doc.id).toBe("playwright");
    expect(fused.hits[0]!.exact).toBe(true);
    expect(fused.hits.filter((hit) => hit.exact).map((hit) => hit.doc.id)).toEqual(["playwright"]);
  });

  it("searches the alternatives when the query has no words of its own", () => {
    const fused = search("!!!", { alternatives: ["payments"] });
    expect(fused.hits.map((hit) => hit.doc.id)).toEqual(ids("payments"));
  });
});

describe("a search with alternatives on a random catalogue", () => {
  // What an index keeps between searches (the docs' pair signatures, worked out as searches read them) spares
  // work, never changes an answer: the same request on two copies of one catalogue, one fresh and one after
  // other searches (or with every signature worked out), answers the same, page by page.
  const request = fc.record({
    query: randomQuery,
    alternatives: fc.array(randomQuery, { maxLength: 4 }),
    limit: fc.constantFrom(1, 5, 10, 50),
    offset: fc.constantFrom(0, 3, 10),
    type: fc.constantFrom<"all" | "entry">("all", "entry"),
  });
  const answer = (outcome: ReturnType<typeof runSearch>) => ({
    ...outcome,
    hits: outcome.hits.map((hit) => [hit.doc.id, hit.score, hit.exact, hit.share]),
  });

  it("answers the same whatever the index kept from earlier searches", () => {
    fc.assert(
      fc.property(siteIndex(), request, fc.array(request, { maxLength: 6 }), fc.boolean(), (site, asked, earlier, everySignature) => {
        const fresh = indexOf(site);
        const used = indexOf(site);
        if (everySignature) {
          const signatures = pairSignaturesOf(used);
          for (let doc = 0; doc < used.docs.length; doc++) signatures.mayHave(doc, 1);
        }
        for (const other of earlier) runSearch(used, { tags: [], ...other });
        expect(answer(runSearch(used, { tags: [], ...asked }))).toEqual(answer(runSearch(fresh, { tags: [], ...asked })));
      }),
      { numRuns: 300 },
    );
  });
});
