// The fresh blind set (fixture-fresh-queries.ts, issue 33) is well formed and split as it says, and the ranker holds
// what issue 33 asks of its two new kinds on both halves: an alternative to a listed product (nDCG@5 0.60 or more,
// the request alone; the product itself is never among the answers) and a misspelt name (never answered with
// nothing). Everything that needs the real site copy skips without it.

import { describe, expect, it } from "vitest";
import { MAX_QUERY_CHARS } from "../../src/tools/schema-parts";
import { fixtureCatalogue } from "./catalogues";
import { unknownIds } from "./evaluate";
import { FIXTURE_FRESH_QUERIES } from "./fixture-fresh-queries";
import { FIXTURE_FRESH_REPHRASINGS } from "./fixture-fresh-rephrasings";
import { FRESH_TUNING } from "./fixture-fresh-split";
import type { QueryKind } from "./judgements";
import { evaluateThreeWays, summariseHalf, type Half } from "./three-ways";

const KINDS: readonly QueryKind[] = [
  "plain-purpose",
  "job-everyday",
  "constraint",
  "exclusion",
  "how-to",
  "two-needs",
  "terse",
  "task",
  "alternative-to",
  "misspelt-name",
];
// Ten needs of each of ten kinds, as the set's note says.
const PER_KIND = 10;
const IDEAL = 3;
// The target for the alternative-to kind, the request alone (docs/search.md has what was measured).
const ALTERNATIVE_TO = 0.6;

const fixture = fixtureCatalogue();
const queries = FIXTURE_FRESH_QUERIES;
const halfOf = (place: number): Half => (FRESH_TUNING.has(place) ? "tuning" : "reporting");

describe("the fresh blind set", () => {
  it("has ten requests of each of ten kinds, each asked once with an ideal answer, split half and half per kind", () => {
    for (const kind of KINDS) expect(queries.filter((q) => q.kind === kind).length, kind).toBe(PER_KIND);
    expect(queries.length).toBe(KINDS.length * PER_KIND);
    expect(new Set(queries.map((q) => q.q.toLowerCase())).size).toBe(queries.length);
    expect(queries.filter((q) => !Object.values(q.relevant).includes(IDEAL)).map((q) => q.q)).toEqual([]);
    for (const kind of KINDS) {
      const places = queries.flatMap((q, place) => (q.kind === kind ? [place] : []));
      expect(places.filter((place) => FRESH_TUNING.has(place)).length, kind).toBe(PER_KIND / 2);
    }
  });

  it("has three frozen rephrasings of every request and of nothing else", () => {
    expect(Object.keys(FIXTURE_FRESH_REPHRASINGS).sort()).toEqual(queries.map((q) => q.q).sort());
    for (const [request, rephrasings] of Object.entries(FIXTURE_FRESH_REPHRASINGS)) {
      expect(rephrasings.length, request).toBe(3);
      for (const text of rephrasings) expect(text.trim().length > 0 && text.length <= MAX_QUERY_CHARS, text).toBe(true);
    }
  });

  it.skipIf(fixture === null)("names only ids that exist", () => {
    expect(unknownIds(fixture!, queries)).toEqual([]);
  });

  describe.skipIf(fixture === null).each(["tuning", "reporting"] as const)("on its %s half", (half) => {
    const results = fixture === null ? [] : evaluateThreeWays(fixture, queries, FIXTURE_FRESH_REPHRASINGS, halfOf, MAX_QUERY_CHARS);
    const mine = results.filter((result) => result.half === half);
    const summary = summariseHalf(results, half);

    it("answers a request for an alternative to a listed product with others, 0.60 or more alone", () => {
      expect(summary.byKind.get("alternative-to")!.single.ndcg).toBeGreaterThanOrEqual(ALTERNATIVE_TO);
    });

    it("never answers a misspelt name with nothing", () => {
      const empty = mine.filter((result) => result.query.kind === "misspelt-name" && result.ranked.single.length === 0);
      expect(empty.length).toBe(0);
      expect(mine.filter((result) => result.query.kind === "misspelt-name").length).toBe(PER_KIND / 2);
    });
  });
});
