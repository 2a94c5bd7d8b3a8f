// The relevance floor: on each judged set the current ranker must do at least as well as the plain spec
// formula, every exact id or exact name must come back first, and names, ids, typos and compounds keep
// nDCG@5 >= 0.95. The need-queries have floors a few points under what the ranker achieved when they were
// set (docs/search.md has the table), so a regression fails CI. `npm run relevance` shows the figures.

import { describe, expect, it } from "vitest";
import type { Catalogue } from "../../src/catalog/catalogue";
import { fixtureCatalogue, sampleCatalogue } from "./catalogues";
import { evaluateSet, unknownIds } from "./evaluate";
import { FIXTURE_NEED_QUERIES } from "./fixture-need-queries";
import { FIXTURE_QUERIES } from "./fixture-queries";
import type { JudgedQuery, QueryKind } from "./judgements";
import { TARGET_GRADE } from "./metrics";
import { SAMPLE_NEED_QUERIES } from "./sample-need-queries";
import { SAMPLE_QUERIES } from "./sample-queries";

// The issue asks for at least this many judged queries per set.
const MIN_QUERIES = 60;
const METRICS = ["ndcg", "mrr", "s1", "s5"] as const;

interface JudgedSet {
  readonly name: string;
  readonly catalogue: Catalogue | null;
  readonly queries: readonly JudgedQuery[];
}

const fixture = fixtureCatalogue();
const sets: readonly JudgedSet[] = [
  { name: "sample catalogue", catalogue: sampleCatalogue(), queries: SAMPLE_QUERIES },
  { name: "real site copy", catalogue: fixture, queries: FIXTURE_QUERIES },
];

describe.each(sets)("relevance on the $name", ({ name, catalogue, queries }) => {
  it.skipIf(catalogue === null)("has enough judged queries, all naming ids that exist", () => {
    expect(queries.length).toBeGreaterThanOrEqual(MIN_QUERIES);
    expect(unknownIds(catalogue!, queries)).toEqual([]);
  });

  it.skipIf(catalogue === null)("scores at least the spec formula overall, on every metric", () => {
    const report = evaluateSet(name, catalogue!, queries);
    for (const metric of METRICS) {
      expect(report.overall.current[metric], metric).toBeGreaterThanOrEqual(report.overall.spec[metric]);
    }
  });

  it.skipIf(catalogue === null)("puts the named item first for every exact id and exact name query", () => {
    const report = evaluateSet(name, catalogue!, queries);
    const misses = report.results
      .filter((r) => (r.query.kind === "id" || r.query.kind === "name") && r.scores.current.s1 !== 1)
      .map((r) => `"${r.query.q}" → ${r.ranked.current.slice(0, 3).join(", ") || "(nothing)"}`);
    expect(misses).toEqual([]);
  });
});

// Kinds whose queries name what they want: the rarity and concept work must not cost them anything.
const EXACT_KINDS: readonly QueryKind[] = ["name", "id", "typo", "compound"];
const EXACT_KIND_FLOOR = 0.95;

describe.each(sets)("relevance of exact kinds on the $name", ({ name, catalogue, queries }) => {
  it.skipIf(catalogue === null)(`keeps nDCG@5 >= ${EXACT_KIND_FLOOR} for ${EXACT_KINDS.join(", ")}`, () => {
    const report = evaluateSet(name, catalogue!, queries);
    for (const kind of EXACT_KINDS) expect(report.byKind.get(kind)!.current.ndcg, kind).toBeGreaterThanOrEqual(EXACT_KIND_FLOOR);
  });
});

const NEED_KINDS: readonly QueryKind[] = ["plain-need", "different-wording", "platform-constraint", "how-to"];

interface NeedFloors {
  /** nDCG@5 over the whole set, and per kind. */
  readonly ndcg: number;
  readonly kinds: Readonly<Record<string, number>>;
  /** success@5 over the whole set. */
  readonly s5: number;
}

interface NeedSet extends JudgedSet {
  readonly minQueries: number;
  readonly minPerKind: number;
  readonly floors: NeedFloors;
}

// Issue 16 asks for at least 60 requests over the real copy, about a dozen of each kind; the sample is
// small, so its set only has to cover every kind.
// Floors: about three points under the figures measured when they were last set (vocabulary 1.2.0; sample:
// nDCG@5 0.888 overall; plain 0.874, different wording 0.862, platform 0.914, how-to 0.906; S@5 1.000. Real copy:
// 0.753 overall; plain 0.688, different wording 0.634, platform 0.852, how-to 0.859; S@5 0.945).
const needSets: readonly NeedSet[] = [
  {
    name: "sample catalogue",
    catalogue: sampleCatalogue(),
    queries: SAMPLE_NEED_QUERIES,
    minQueries: 20,
    minPerKind: 5,
    floors: {
      ndcg: 0.85,
      kinds: { "plain-need": 0.84, "different-wording": 0.83, "platform-constraint": 0.88, "how-to": 0.87 },
      s5: 0.96,
    },
  },
  {
    name: "real site copy",
    catalogue: fixture,
    queries: FIXTURE_NEED_QUERIES,
    minQueries: MIN_QUERIES,
    minPerKind: 12,
    floors: {
      ndcg: 0.72,
      kinds: { "plain-need": 0.66, "different-wording": 0.6, "platform-constraint": 0.82, "how-to": 0.83 },
      s5: 0.9,
    },
  },
];

describe.each(needSets)("need-queries on the $name", ({ name, catalogue, queries, minQueries, minPerKind, floors }) => {
  it.skipIf(catalogue === null)("stay above their floors: overall, per kind, and success@5", () => {
    const report = evaluateSet(name, catalogue!, queries);
    expect(report.overall.current.ndcg, "nDCG@5").toBeGreaterThanOrEqual(floors.ndcg);
    expect(report.overall.current.s5, "S@5").toBeGreaterThanOrEqual(floors.s5);
    for (const kind of NEED_KINDS) expect(report.byKind.get(kind)!.current.ndcg, kind).toBeGreaterThanOrEqual(floors.kinds[kind]!);
  });

  it.skipIf(catalogue === null)("has enough requests of every need kind, all naming ids that exist", () => {
    expect(queries.length).toBeGreaterThanOrEqual(minQueries);
    for (const kind of NEED_KINDS) expect(queries.filter((q) => q.kind === kind).length, kind).toBeGreaterThanOrEqual(minPerKind);
    expect(queries.filter((q) => !NEED_KINDS.includes(q.kind)).map((q) => q.q)).toEqual([]);
    expect(unknownIds(catalogue!, queries)).toEqual([]);
  });

  it("asks each request once and gives each a good answer to find", () => {
    const texts = queries.map((q) => q.q);
    expect(new Set(texts).size).toBe(texts.length);
    expect(queries.filter((q) => !Object.values(q.relevant).some((grade) => grade >= TARGET_GRADE)).map((q) => q.q)).toEqual([]);
  });

  it.skipIf(catalogue === null)("has a long-form item among the ideal answers of every how-to request", () => {
    const longform = new Set(catalogue!.search.docs.filter((doc) => doc.kind !== "entry").map((doc) => doc.id));
    const without = queries
      .filter((q) => q.kind === "how-to")
      .filter((q) => !Object.entries(q.relevant).some(([id, grade]) => grade === 3 && longform.has(id)))
      .map((q) => q.q);
    expect(without).toEqual([]);
  });
});
