// Listings like a given one (src/search/rank/similar.ts, neighbourhood.ts): asked for in words ("alternatives to X")
// or by `similarTo` (an entry id), the product is left out, its neighbours come first, and the request's other
// words, constraints and filters narrow them.

import { describe, expect, it } from "vitest";
import { buildCatalogue } from "../../../src/catalog/catalogue";
import { runSearch, type SearchRequest } from "../../../src/search/rank/api";
import { profileWords } from "../../../src/search/rank/neighbourhood";
import { sampleLongform, sampleSiteIndex } from "../../../src/site/sample";

const index = buildCatalogue(sampleSiteIndex(), sampleLongform()).search;
const docOf = (id: string): number => index.docs.findIndex((doc) => doc.id === id);
const search = (query: string, more: Partial<SearchRequest> = {}) =>
  runSearch(index, { query, type: "all", tags: [], limit: 10, offset: 0, ...more });
const idsOf = (outcome: ReturnType<typeof search>): string[] => outcome.hits.map((hit) => hit.doc.id);

describe("listings like a given one", () => {
  it("reads a listing as its tags and its text's telling words, never its own name", () => {
    const words = profileWords(index, [docOf("browserbase")]);
    expect(words.tags.length).toBeGreaterThan(0);
    expect([...words.tags, ...words.text]).not.toContain("browserbase");
    expect(words.text.every((word) => !words.tags.includes(word))).toBe(true);
  });

  it("answers an alternative to a product with what does its job, the product left out", () => {
    const plain = search("browserbase");
    expect(idsOf(plain)[0]).toBe("browserbase");
    const outcome = search("browserbase alternative");
    expect(idsOf(outcome)).not.toContain("browserbase");
    expect(outcome.similarTo).toEqual({ docs: [docOf("browserbase")], ids: ["browserbase"], from: "browserbase alternative" });
    // Browser automation is what Browserbase does: those listings come first.
    expect(idsOf(outcome).slice(0, 3)).toEqual(expect.arrayContaining(["playwright", "puppeteer"]));
  });

  it("answers similarTo as it answers the words, and with no words at all", () => {
    const byId = search("", { similarTo: "browserbase" });
    expect(byId.similarTo?.from).toBeNull();
    expect(idsOf(byId)).not.toContain("browserbase");
    expect(idsOf(byId)).toEqual(idsOf(search("alternatives to browserbase")));
    expect(byId.total).toBeGreaterThan(0);
  });

  it("narrows the neighbours by the request's other words, and ranks what only those words find after them", () => {
    const narrowed = idsOf(search("replace cursor with something open source"));
    expect(narrowed).not.toContain("cursor");
    // Coding agents (what Cursor is), the open-source ones first.
    expect(narrowed.slice(0, 2)).toEqual(expect.arrayContaining(["cline"]));
    const plain = idsOf(search("alternatives to cursor"));
    expect(plain.indexOf("cline")).toBeGreaterThanOrEqual(0);
  });

  it("keeps the filters: a type or category filter applies to the neighbours too", () => {
    const entries = search("", { similarTo: "e2b", type: "entry" });
    expect(entries.hits.every((hit) => hit.doc.kind === "entry")).toBe(true);
    const guides = search("", { similarTo: "e2b", type: "guide" });
    expect(guides.hits.every((hit) => hit.doc.kind === "guide")).toBe(true);
    expect(idsOf(search("", { similarTo: "e2b", category: "no-such-category" }))).toEqual([]);
  });
});
