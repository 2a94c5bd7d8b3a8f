// `npm run relevance`: the judged sets through the spec formula and the current ranker, side by side.

import type { Catalogue } from "../../src/catalog/catalogue";
import { fixtureCatalogue, sampleCatalogue, REAL_FIXTURE_DIR } from "./catalogues";
import { evaluateFusion, evaluateSet, formatFusion, formatMisses, formatReport, formatWorst, unknownIds } from "./evaluate";
import { FIXTURE_BLIND_QUERIES } from "./fixture-blind-queries";
import { FIXTURE_BLIND_REPHRASINGS } from "./fixture-blind-rephrasings";
import { BLIND_TUNING } from "./fixture-blind-split";
import { FIXTURE_FRESH_QUERIES } from "./fixture-fresh-queries";
import { FIXTURE_FRESH_REPHRASINGS } from "./fixture-fresh-rephrasings";
import { FRESH_TUNING } from "./fixture-fresh-split";
import { FIXTURE_HELDOUT_QUERIES } from "./fixture-heldout-queries";
import { FIXTURE_NEED_QUERIES } from "./fixture-need-queries";
import { FIXTURE_PARAPHRASE_QUERIES } from "./fixture-paraphrase-queries";
import { FIXTURE_PARAPHRASE_REPHRASINGS } from "./fixture-paraphrase-rephrasings";
import { compareFusions } from "./fusion-methods";
import { FIXTURE_QUERIES } from "./fixture-queries";
import { FIXTURE_WRITER_B_QUERIES, FIXTURE_WRITER_B_REPHRASINGS } from "./fixture-writer-b";
import { KIND_HELP, type JudgedQuery } from "./judgements";
import { SAMPLE_NEED_QUERIES } from "./sample-need-queries";
import { SAMPLE_QUERIES } from "./sample-queries";
import { evaluateThreeWays, formatHalf, formatTuningMisses, summariseHalf } from "./three-ways";
import { formatWeakRates, rateRows } from "./weak-rates";
import { weakSets } from "./weak-sets";
import { MAX_QUERY_CHARS } from "../../src/tools/schema-parts";
import { absenceReason, SHARED_ITEMS } from "../../scripts/lib/shared-dir.mjs";

interface ReportSet {
  readonly name: string;
  readonly catalogue: Catalogue;
  readonly queries: readonly JudgedQuery[];
  /** Frozen rephrasings of its requests: the set is also scored with them as alternatives. */
  readonly rephrasings?: Readonly<Record<string, readonly string[]>>;
}

/** `--worst N` (or `--worst=N`): how many of the lowest-scoring queries to list per set; 0 when absent. */
function worstCount(argv: readonly string[]): number {
  const at = argv.findIndex((arg) => arg === "--worst" || arg.startsWith("--worst="));
  if (at < 0) return 0;
  const value = argv[at]!.includes("=") ? argv[at]!.split("=")[1] : argv[at + 1];
  const count = Number(value);
  return Number.isInteger(count) && count > 0 ? count : 10;
}

/** The blind set (issue 30): each half, the three ways an agent searches; misses of the tuning half only. */
function blindReport(catalogue: Catalogue, worst: number): string[] {
  const missing = unknownIds(catalogue, FIXTURE_BLIND_QUERIES);
  if (missing.length) return [`real site copy, blind set: judgements name ids the catalogue lacks:\n  ${missing.join("\n  ")}`];
  const results = evaluateThreeWays(catalogue, FIXTURE_BLIND_QUERIES, FIXTURE_BLIND_REPHRASINGS, halfOf, MAX_QUERY_CHARS);
  return [
    formatHalf("real site copy, blind set, tuning half", summariseHalf(results, "tuning")),
    formatHalf("real site copy, blind set, reporting half", summariseHalf(results, "reporting")),
    ...(worst > 0 ? [formatTuningMisses(results, worst)] : []),
  ];
}

/** The fresh blind set (issue 33): each half the three ways, as the blind set; misses of the tuning half only. */
function freshReport(catalogue: Catalogue, worst: number): string[] {
  const missing = unknownIds(catalogue, FIXTURE_FRESH_QUERIES);
  if (missing.length) return [`real site copy, fresh blind set: judgements name ids the catalogue lacks:\n  ${missing.join("\n  ")}`];
  const half = (place: number): "tuning" | "reporting" => (FRESH_TUNING.has(place) ? "tuning" : "reporting");
  const results = evaluateThreeWays(catalogue, FIXTURE_FRESH_QUERIES, FIXTURE_FRESH_REPHRASINGS, half, MAX_QUERY_CHARS);
  return [
    formatHalf("real site copy, fresh blind set, tuning half", summariseHalf(results, "tuning")),
    formatHalf("real site copy, fresh blind set, reporting half", summariseHalf(results, "reporting")),
    ...(worst > 0 ? [formatTuningMisses(results, worst, "fresh blind set")] : []),
  ];
}

/** Writer B's set (issue 33): a second writer's needs, all of them in the tuning pool, the three ways an agent searches. */
function writerBReport(catalogue: Catalogue, worst: number): string[] {
  const missing = unknownIds(catalogue, FIXTURE_WRITER_B_QUERIES);
  if (missing.length) return [`real site copy, writer B: judgements name ids the catalogue lacks:\n  ${missing.join("\n  ")}`];
  const results = evaluateThreeWays(catalogue, FIXTURE_WRITER_B_QUERIES, FIXTURE_WRITER_B_REPHRASINGS, () => "tuning", MAX_QUERY_CHARS);
  return [
    formatHalf("real site copy, writer B (every request tuning)", summariseHalf(results, "tuning")),
    ...(worst > 0 ? [formatTuningMisses(results, worst, "writer B")] : []),
  ];
}

/** Which half of the blind set's split a request (by its place) is in. */
export const halfOf = (place: number): "tuning" | "reporting" => (BLIND_TUNING.has(place) ? "tuning" : "reporting");

export function main(argv: readonly string[]): number {
  const verbose = argv.includes("--verbose") || argv.includes("-v");
  const fusion = argv.includes("--fusion");
  const worst = worstCount(argv);
  const out: string[] = [];
  const sample = sampleCatalogue();
  const sets: ReportSet[] = [
    { name: "sample catalogue", catalogue: sample, queries: SAMPLE_QUERIES },
    { name: "sample catalogue, need-queries", catalogue: sample, queries: SAMPLE_NEED_QUERIES },
  ];
  const fixture = fixtureCatalogue();
  if (fixture) {
    sets.push({ name: "real site copy", catalogue: fixture, queries: FIXTURE_QUERIES });
    sets.push({ name: "real site copy, need-queries", catalogue: fixture, queries: FIXTURE_NEED_QUERIES });
    sets.push({ name: "real site copy, held-out", catalogue: fixture, queries: FIXTURE_HELDOUT_QUERIES });
    sets.push({
      name: "real site copy, paraphrase set",
      catalogue: fixture,
      queries: FIXTURE_PARAPHRASE_QUERIES,
      rephrasings: FIXTURE_PARAPHRASE_REPHRASINGS,
    });
  } else
    out.push(
      `(no real site copy: ${REAL_FIXTURE_DIR === null ? absenceReason(SHARED_ITEMS.realSite) : `${REAL_FIXTURE_DIR} has no api/index.json`}; only the sample sets run)`,
    );
  let status = 0;
  for (const set of sets) {
    const missing = unknownIds(set.catalogue, set.queries);
    if (missing.length) {
      out.push(`${set.name}: judgements name ids the catalogue lacks:\n  ${missing.join("\n  ")}`);
      status = 1;
    }
    const report = evaluateSet(set.name, set.catalogue, set.queries);
    out.push(formatReport(report));
    if (set.rephrasings !== undefined) out.push(formatFusion(evaluateFusion(set.name, set.catalogue, set.queries, set.rephrasings)));
    if (set.rephrasings !== undefined && fusion) out.push(compareFusions(set.name, set.catalogue, set.queries, set.rephrasings));
    if (verbose) out.push(formatMisses(report));
    if (worst > 0) out.push(formatWorst(report, worst));
  }
  if (fixture) out.push(...blindReport(fixture, worst), ...writerBReport(fixture, worst), ...freshReport(fixture, worst));
  out.push(formatWeakRates(rateRows(weakSets(fixture))));
  out.push(
    [
      "Metrics: nDCG@5 (gain 2^grade-1), MRR and success@1/@5 on the first id graded 2 or more (grade 1 when a query has",
      "nothing higher); a 'none' query scores 1 only when nothing is returned. Grades: 2 = the answer, 1 = also useful on",
      "the first sets; 3 = ideal, 2 = good, 1 = partial on the need-queries and the held-out set (judged from the catalogue",
      "text, frozen before scoring; the held-out set was written without seeing the ranker or the need-queries and has no",
      "floor). The paraphrase set (issue 25) is also scored with its three frozen rephrasings as alternatives; they were",
      "written by an agent that had seen neither the catalogue nor the judgements. The blind set (issue 30) was written",
      "and judged by an agent that had seen neither the ranking code nor any earlier set, split at random into a tuning",
      "half (ranking work reads it) and a reporting half (only ever scored: its misses are never listed); each half is",
      "scored single, fused with its three frozen rephrasings, and as the advice loop (rephrased only when the answer",
      "says nothing matches well), beside the live service's plain formula. Writer B's set (issue 33: 48 needs by another",
      "writer, grades 2 = ideal, 1 = relevant, with its own frozen rephrasings) is scored the same three ways; every one of",
      "its requests is in the tuning pool. The fresh blind set (issue 33: 100 needs in ten kinds by a writer who saw no",
      "ranking code and no earlier set, with frozen rephrasings) is split and scored as the blind set is. Kinds: " +
        Object.entries(KIND_HELP)
          .map(([kind, help]) => `${kind} = ${help}`)
          .join("; ") +
        ".",
      "Details per query: npm run relevance -- --verbose; the N lowest per set: npm run relevance -- --worst N",
    ].join("\n"),
  );
  console.log(out.join("\n\n"));
  return status;
}
