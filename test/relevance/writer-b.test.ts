// Writer B's set (fixture-writer-b.ts, issue 33): a second writer's 48 needs, well formed as its header says, and the
// ranker's figures on it the three ways an agent searches (the request alone, fused with the frozen rephrasings, and
// rephrased only when the answer says nothing matches well). Every request is in the tuning pool. What needs the real
// site copy skips without it.

import { describe, expect, it } from "vitest";
import { MAX_QUERY_CHARS } from "../../src/tools/schema-parts";
import { fixtureCatalogue } from "./catalogues";
import { unknownIds } from "./evaluate";
import { FIXTURE_WRITER_B_QUERIES, FIXTURE_WRITER_B_REPHRASINGS } from "./fixture-writer-b";
import type { QueryKind } from "./judgements";
import { evaluateThreeWays, summariseHalf } from "./three-ways";

const KINDS: readonly QueryKind[] = ["plain-purpose", "everyday-words", "constraint", "exclusion", "how-to", "two-needs", "terse", "task"];
// Six needs of each of eight kinds, as the writer's note says.
const PER_KIND = 6;
// Its scale: 2 = the ideal answer.
const IDEAL = 2;

// Floors a little under what the ranker scores (docs/search.md: 0.599 alone, 0.785 with the rephrasings), so a
// regression fails. Issue 33 asks for 0.66 and 0.82; neither is met yet, and these are not those targets.
const FLOORS = { single: 0.585, fused: 0.77 } as const;

const fixture = fixtureCatalogue();
const queries = FIXTURE_WRITER_B_QUERIES;

describe("writer B's set", () => {
  it("has six requests of each of the eight kinds, each asked once with an ideal answer", () => {
    for (const kind of KINDS) expect(queries.filter((q) => q.kind === kind).length, kind).toBe(PER_KIND);
    expect(queries.length).toBe(KINDS.length * PER_KIND);
    expect(new Set(queries.map((q) => q.q.toLowerCase())).size).toBe(queries.length);
    expect(queries.filter((q) => !Object.values(q.relevant).includes(IDEAL)).map((q) => q.q)).toEqual([]);
    expect(queries.filter((q) => Object.values(q.relevant).some((grade) => grade > IDEAL)).map((q) => q.q)).toEqual([]);
  });

  it("has three frozen rephrasings of every request and of nothing else, each a valid alternative", () => {
    expect(Object.keys(FIXTURE_WRITER_B_REPHRASINGS).sort()).toEqual(queries.map((q) => q.q).sort());
    for (const [request, rephrasings] of Object.entries(FIXTURE_WRITER_B_REPHRASINGS)) {
      expect(rephrasings.length, request).toBe(3);
      for (const text of rephrasings) expect(text.trim().length > 0 && text.length <= MAX_QUERY_CHARS, text).toBe(true);
    }
  });

  it.skipIf(fixture === null)("names only ids that exist, reads every request (none refused for its length), and holds its floors", () => {
    expect(unknownIds(fixture!, queries)).toEqual([]);
    const summary = summariseHalf(
      evaluateThreeWays(fixture!, queries, FIXTURE_WRITER_B_REPHRASINGS, () => "tuning", MAX_QUERY_CHARS),
      "tuning",
    );
    expect(summary.refused).toBe(0);
    expect(summary.overall.single.n).toBe(queries.length);
    expect(summary.overall.single.ndcg, "the request alone").toBeGreaterThanOrEqual(FLOORS.single);
    expect(summary.overall.fused.ndcg, "with the rephrasings").toBeGreaterThanOrEqual(FLOORS.fused);
  });
});
