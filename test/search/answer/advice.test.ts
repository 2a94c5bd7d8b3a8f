// The advice that goes with a search (search/answer/advice.ts): what is true, for the tools to put in words.

import { describe, expect, it } from "vitest";
import { buildCatalogue } from "../../../src/catalog/catalogue";
import { nearestSlugs, searchWithAdvice } from "../../../src/search/api";
import { sampleLongform, sampleSiteIndex } from "../../../src/site/sample";

const index = buildCatalogue(sampleSiteIndex(), sampleLongform()).search;
const ask = (query: string, more: { type?: "all" | "guide" | "entry"; category?: string; offset?: number } = {}) =>
  searchWithAdvice(index, { query, type: more.type ?? "all", category: more.category, tags: [], limit: 10, offset: more.offset ?? 0 });

describe("searchWithAdvice", () => {
  it("gives no advice when every word matched", () => {
    const answer = ask("browser automation");
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.advice).toEqual({ didYouMean: null, unfiltered: null, rephrase: null });
  });

  it("offers the corrected query with its total when a word matched nothing", () => {
    // Two edits from "stripe": too far for ranking to read it so at seven letters (one edit), near enough to suggest.
    const answer = ask("stirpee payments");
    const corrected = answer.advice.didYouMean;
    expect(answer.unmatched).toEqual(["stirpee"]);
    expect(answer.readAs).toEqual({});
    expect(corrected?.query).toBe("stripe payments");
    expect(corrected!.total).toBe(ask(corrected!.query).total);
  });

  it("never offers to replace a real English word, even one the catalogue lacks", () => {
    // "filling" is a common word, one edit from "billing"; "stirpee" is none.
    expect(ask("filling payments").unmatched).toEqual(["filling"]);
    expect(ask("filling payments").advice.didYouMean).toBeNull();
    expect(ask("stirpee payments").advice.didYouMean?.query).toBe("stripe payments");
  });

  it("needs no correction for a word ranking already read as the name it misspells", () => {
    // "stipe" is a rare word (a plant's stalk), "strpe" none: both are read as stripe, and the notice says so.
    for (const query of ["stipe payments", "strpe payments"]) {
      const answer = ask(query);
      expect(answer.readAs, query).toEqual({ [query.split(" ")[0]!]: ["stripe"] });
      expect(answer.unmatched, query).toEqual([]);
      expect(answer.advice.didYouMean, query).toBeNull();
    }
  });

  it("says what the same words find without the filters when filters left nothing", () => {
    const none = ask("sandbox", { category: "no-such-category", type: "entry" });
    expect(none.total).toBe(0);
    const everywhere = ask("sandbox");
    expect(none.advice.unfiltered?.total).toBe(everywhere.total);
    expect(Object.values(none.advice.unfiltered!.facets.kinds).reduce((a, b) => a + b, 0)).toBe(everywhere.total);
  });

  it("looks for no correction on a page past the end", () => {
    const total = ask("agent").total;
    expect(ask("agent zzqx", { offset: total + 10 }).advice.didYouMean).toBeNull();
  });
});

describe("nearestSlugs", () => {
  it("offers close slugs, closest first, at most three", () => {
    expect(nearestSlugs("payment", ["finance-payments", "payments", "tools", "apis"])[0]).toBe("payments");
    expect(nearestSlugs("zzzzzzzzzz", ["payments", "tools"])).toEqual([]);
    expect(nearestSlugs("a", ["b", "c", "d", "e"]).length).toBeLessThanOrEqual(3);
  });
});
