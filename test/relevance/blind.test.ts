// The blind set (fixture-blind-queries.ts, issue 30) is well formed and split as it says, its everyday-words requests
// really are phrased away from their ideal answers, and the ranker meets the targets on both halves: the
// request alone, fused with the frozen rephrasings, and the advice loop (rephrased only when the answer says nothing
// matches well). Everything that needs the real site copy skips without it.

import { describe, expect, it } from "vitest";
import { MAX_QUERY_CHARS } from "../../src/tools/schema-parts";
import { fixtureCatalogue } from "./catalogues";
import { unknownIds } from "./evaluate";
import { FIXTURE_BLIND_QUERIES } from "./fixture-blind-queries";
import { FIXTURE_BLIND_REPHRASINGS } from "./fixture-blind-rephrasings";
import { BLIND_TUNING } from "./fixture-blind-split";
import type { QueryKind } from "./judgements";
import { wordsSharedWithIdeals } from "./wording";
import { evaluateThreeWays, summariseHalf, type Half } from "./three-ways";

const KINDS: readonly QueryKind[] = ["plain-purpose", "everyday-words", "constraint", "exclusion", "how-to", "two-needs", "terse", "task"];
// The issue asks for at least 120 needs, at least 12 of each kind.
const MIN_PER_KIND = 12;
const IDEAL = 3;
// The targets (docs/search.md has what was measured): single overall, task descriptions, terse keywords
// over the live service's formula, every kind but everyday words single, everyday words fused, fused, advice loop.
const TARGETS = { single: 0.65, task: 0.55, terseOverLive: 0.03, kind: 0.45, everydayFused: 0.75, fused: 0.8, advice: 0.72 } as const;

// Words the set's writer checked its rule without (its own stop list, wider than ours): "one account and one bill"
// shares "one" with OpenRouter's "one API", and nothing else.
const WRITERS_STOP_WORDS: ReadonlySet<string> = new Set(["one"]);

const fixture = fixtureCatalogue();
const queries = FIXTURE_BLIND_QUERIES;
const halfOf = (place: number): Half => (BLIND_TUNING.has(place) ? "tuning" : "reporting");

describe("the blind set", () => {
  it("has the eight kinds, at least 12 requests each, each asked once with an ideal answer", () => {
    for (const kind of KINDS) expect(queries.filter((q) => q.kind === kind).length, kind).toBeGreaterThanOrEqual(MIN_PER_KIND);
    expect(queries.filter((q) => !KINDS.includes(q.kind)).map((q) => q.q)).toEqual([]);
    expect(new Set(queries.map((q) => q.q.toLowerCase())).size).toBe(queries.length);
    expect(queries.filter((q) => !Object.values(q.relevant).includes(IDEAL)).map((q) => q.q)).toEqual([]);
  });

  it("is split into halves of every kind", () => {
    expect([...BLIND_TUNING].every((place) => Number.isInteger(place) && place >= 0 && place < queries.length)).toBe(true);
    for (const kind of KINDS) {
      const places = queries.flatMap((q, place) => (q.kind === kind ? [place] : []));
      const tuning = places.filter((place) => BLIND_TUNING.has(place)).length;
      expect(Math.abs(2 * tuning - places.length), kind).toBeLessThanOrEqual(1);
    }
  });

  it("has three frozen rephrasings of every request and of nothing else, each a valid alternative", () => {
    expect(Object.keys(FIXTURE_BLIND_REPHRASINGS).sort()).toEqual(queries.map((q) => q.q).sort());
    for (const [request, rephrasings] of Object.entries(FIXTURE_BLIND_REPHRASINGS)) {
      expect(rephrasings.length, request).toBe(3);
      for (const text of rephrasings) expect(text.trim().length > 0 && text.length <= MAX_QUERY_CHARS, text).toBe(true);
    }
  });

  it("asks task descriptions the way agents write them: 25 words or more, some past the old 200-character limit", () => {
    const tasks = queries.filter((q) => q.kind === "task");
    expect(tasks.filter((q) => q.q.split(/\s+/).length < 25).map((q) => q.q)).toEqual([]);
    expect(tasks.filter((q) => q.q.length > 200).length).toBeGreaterThanOrEqual(MIN_PER_KIND / 2);
    expect(Math.max(...tasks.map((q) => q.q.length))).toBeLessThanOrEqual(MAX_QUERY_CHARS);
  });

  it.skipIf(fixture === null)("names only ids that exist, and phrases everyday words away from the ideal answers", () => {
    expect(unknownIds(fixture!, queries)).toEqual([]);
    expect(wordsSharedWithIdeals(fixture!, queries, "everyday-words", WRITERS_STOP_WORDS)).toEqual([]);
  });

  describe.skipIf(fixture === null).each(["tuning", "reporting"] as const)("on its %s half, the issue's targets", (half) => {
    const results = fixture === null ? [] : evaluateThreeWays(fixture, queries, FIXTURE_BLIND_REPHRASINGS, halfOf, MAX_QUERY_CHARS);
    const summary = summariseHalf(results, half);
    const kind = (name: QueryKind) => summary.byKind.get(name)!;

    it("reads every request, long ones included, and the request alone scores its targets", () => {
      expect(summary.refused).toBe(0);
      expect(summary.overall.single.ndcg, "single").toBeGreaterThanOrEqual(TARGETS.single);
      expect(kind("task").single.ndcg, "task").toBeGreaterThanOrEqual(TARGETS.task);
      expect(kind("terse").single.ndcg, "terse over the live formula").toBeGreaterThanOrEqual(
        kind("terse").live.ndcg + TARGETS.terseOverLive,
      );
      for (const name of KINDS.filter((k) => k !== "everyday-words"))
        expect(kind(name).single.ndcg, name).toBeGreaterThanOrEqual(TARGETS.kind);
    });

    it("fused with the rephrasings, and as the advice loop, scores its targets", () => {
      expect(kind("everyday-words").fused.ndcg, "everyday words, fused").toBeGreaterThanOrEqual(TARGETS.everydayFused);
      expect(summary.overall.fused.ndcg, "fused").toBeGreaterThanOrEqual(TARGETS.fused);
      expect(summary.overall.advice.ndcg, "advice loop").toBeGreaterThanOrEqual(TARGETS.advice);
    });

    // Issue 33's target for the weak-answer line (weak-calibration.test.ts holds it on every set's ideal answers).
    it("says to rephrase on at least 2/3 of requests whose top five has no good answer, and on at most 1/4 of those that have one", () => {
      const { missed, missedFlagged, found, foundFlagged } = summary.weak;
      expect(missedFlagged, `${missedFlagged} of ${missed}`).toBeGreaterThanOrEqual((2 / 3) * missed);
      expect(foundFlagged, `${foundFlagged} of ${found}`).toBeLessThanOrEqual(found / 4);
    });
  });
});
