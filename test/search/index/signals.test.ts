import { describe, expect, it } from "vitest";
import { buildCatalogue } from "../../../src/catalog/catalogue";
import { sampleLongform, sampleSiteIndex } from "../../../src/site/sample";
import { letterMask, stemVariants, typoVariants } from "../../../src/search/index/signals";
import { rankingTypoBudget } from "../../../src/search/words/typo-budget";

const index = buildCatalogue(sampleSiteIndex(), sampleLongform()).search;
const signals = index.signals;
const words = (ats: readonly number[]): string[] => ats.map((at) => index.vocabulary[at]!).sort();

describe("signals derived from the index", () => {
  it("scale the typo budget with word length, and refuse short words", () => {
    expect([3, 4, 5, 6, 9, 10, 14].map(rankingTypoBudget)).toEqual([0, 1, 1, 1, 1, 2, 2]);
  });

  it("give letter masks that differ in at most two bits per edit", () => {
    const popcount = (n: number): number => n.toString(2).replace(/0/g, "").length;
    expect(popcount(letterMask("playwright") ^ letterMask("playwrigth"))).toBe(0);
    expect(popcount(letterMask("stripe") ^ letterMask("strive"))).toBeLessThanOrEqual(2);
  });

  it("find stem variants in both directions", () => {
    expect(words(stemVariants(index, signals, "sandbox"))).toContain("sandboxes");
    expect(words(stemVariants(index, signals, "sandboxes"))).toContain("sandbox");
    expect(words(stemVariants(index, signals, "sandboxes"))).not.toContain("sandboxes");
  });

  it("find the nearest name, id or tag tokens for a misspelling, and only the nearest", () => {
    expect(typoVariants(index, signals, "playwrigth").map((m) => [index.vocabulary[m.token], m.distance])).toEqual([["playwright", 1]]);
    expect(typoVariants(index, signals, "langgrpah").map((m) => index.vocabulary[m.token])).toEqual(["langgraph"]);
    // Too short to correct, and too far from anything.
    expect(typoVariants(index, signals, "slack")).toEqual([]);
    expect(typoVariants(index, signals, "kubernetes")).toEqual([]);
  });
});
