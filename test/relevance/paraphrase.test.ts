// The paraphrase set (fixture-paraphrase-queries.ts) is well formed, its paraphrases really are phrased away
// from the catalogue (no content word of a paraphrase request, stop words aside, compared as tokens and as stems,
// is in the name, summary or tags of any of its ideal answers), and the ranker stays above its floors on it: the
// issue's targets (constraints and exclusions ≥ 0.75 single phrasing, fused ≥ 0.10 above single overall) and a few
// points under what it measured (docs/search.md). Everything that needs the real site copy skips without it.

import { describe, expect, it } from "vitest";
import { fixtureCatalogue } from "./catalogues";
import { evaluateFusion, unknownIds } from "./evaluate";
import { MAX_QUERY_CHARS } from "../../src/tools/schema-parts";
import { FIXTURE_PARAPHRASE_QUERIES } from "./fixture-paraphrase-queries";
import { FIXTURE_PARAPHRASE_REPHRASINGS } from "./fixture-paraphrase-rephrasings";
import type { QueryKind } from "./judgements";
import { TARGET_GRADE } from "./metrics";
import { wordsSharedWithIdeals } from "./wording";

const KINDS: readonly QueryKind[] = ["paraphrase", "constraint", "exclusion"];
// The issue asks for at least 40 paraphrased needs, plus constraint and exclusion requests.
const MIN_PARAPHRASES = 40;
const MIN_CONSTRAINTS = 12;
const MIN_EXCLUSIONS = 12;
const IDEAL = 3;
// nDCG@5 floors. Measured (issue 25, then exclusions read for the kind they name, makers and long-form items'
// entries): single phrasing constraint 0.779, exclusion 0.765, overall 0.394; fused with the rephrasings paraphrase
// 0.880, overall 0.841.
const FLOORS = { constraint: 0.75, exclusion: 0.75, fusedParaphrase: 0.85, fusedOverall: 0.81, fusionGain: 0.1 } as const;

const fixture = fixtureCatalogue();
const queries = FIXTURE_PARAPHRASE_QUERIES;

describe("the paraphrase set on the real site copy", () => {
  it.skipIf(fixture === null)("has enough requests of each kind and nothing else, all naming ids that exist", () => {
    expect(queries.filter((q) => q.kind === "paraphrase").length).toBeGreaterThanOrEqual(MIN_PARAPHRASES);
    expect(queries.filter((q) => q.kind === "constraint").length).toBeGreaterThanOrEqual(MIN_CONSTRAINTS);
    expect(queries.filter((q) => q.kind === "exclusion").length).toBeGreaterThanOrEqual(MIN_EXCLUSIONS);
    expect(queries.filter((q) => !KINDS.includes(q.kind)).map((q) => q.q)).toEqual([]);
    expect(unknownIds(fixture!, queries)).toEqual([]);
  });

  it("asks each request once and gives each an ideal answer", () => {
    const texts = queries.map((q) => q.q.toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
    expect(queries.filter((q) => !Object.values(q.relevant).some((grade) => grade >= TARGET_GRADE)).map((q) => q.q)).toEqual([]);
    expect(queries.filter((q) => !Object.values(q.relevant).includes(IDEAL)).map((q) => q.q)).toEqual([]);
  });

  it("has three frozen rephrasings of every request and of nothing else, each a valid alternative", () => {
    expect(Object.keys(FIXTURE_PARAPHRASE_REPHRASINGS).sort()).toEqual(queries.map((q) => q.q).sort());
    for (const [request, rephrasings] of Object.entries(FIXTURE_PARAPHRASE_REPHRASINGS)) {
      expect(rephrasings.length, request).toBe(3);
      for (const text of rephrasings) expect(text.trim().length > 0 && text.length <= MAX_QUERY_CHARS, text).toBe(true);
    }
  });

  it.skipIf(fixture === null)("phrases every paraphrase in words none of its ideal answers' names, summaries or tags use", () => {
    expect(wordsSharedWithIdeals(fixture!, queries, "paraphrase")).toEqual([]);
  });

  it.skipIf(fixture === null)("stays above its floors, single phrasing and fused with the frozen rephrasings", () => {
    const report = evaluateFusion("paraphrase set", fixture!, queries, FIXTURE_PARAPHRASE_REPHRASINGS);
    expect(report.byKind.get("constraint")!.single.ndcg, "constraint").toBeGreaterThanOrEqual(FLOORS.constraint);
    expect(report.byKind.get("exclusion")!.single.ndcg, "exclusion").toBeGreaterThanOrEqual(FLOORS.exclusion);
    expect(report.byKind.get("paraphrase")!.fused.ndcg, "paraphrase, fused").toBeGreaterThanOrEqual(FLOORS.fusedParaphrase);
    expect(report.overall.fused.ndcg, "overall, fused").toBeGreaterThanOrEqual(FLOORS.fusedOverall);
    expect(report.overall.fused.ndcg - report.overall.single.ndcg, "fused over single").toBeGreaterThanOrEqual(FLOORS.fusionGain);
  });
});
