// The relevance floor: on each judged set the current ranker must do at least as well as the plain spec
// formula, and every exact id or exact name must come back first. `npm run relevance` shows the table.
// The need-queries have no floor yet (the ranking work for issue 16 sets one); here they are only
// checked to be well formed, so a typo in a judgement cannot hide.

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

const NEED_KINDS: readonly QueryKind[] = ["plain-need", "different-wording", "platform-constraint", "how-to"];

interface NeedSet extends JudgedSet {
  readonly minQueries: number;
  readonly minPerKind: number;
}

// Issue 16 asks for at least 60 requests over the real copy, about a dozen of each kind; the sample is
// small, so its set only has to cover every kind.
const needSets: readonly NeedSet[] = [
  { name: "sample catalogue", catalogue: sampleCatalogue(), queries: SAMPLE_NEED_QUERIES, minQueries: 20, minPerKind: 5 },
  { name: "real site copy", catalogue: fixture, queries: FIXTURE_NEED_QUERIES, minQueries: MIN_QUERIES, minPerKind: 12 },
];

describe.each(needSets)("need-queries on the $name", ({ catalogue, queries, minQueries, minPerKind }) => {
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
