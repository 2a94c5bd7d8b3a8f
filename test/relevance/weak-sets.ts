// The judged sets the weak-answer line is calibrated on and reported for (issue 33), each with its catalogue, its
// halves and what an ideal answer is on its scale. Tuning halves make the calibration pool (weak-calibration.ts);
// reporting halves are only ever scored (weak-rates.ts), never fitted on and never listed request by request.

import type { Catalogue } from "../../src/catalog/catalogue";
import { fixtureCatalogue, sampleCatalogue } from "./catalogues";
import { FIXTURE_BLIND_QUERIES } from "./fixture-blind-queries";
import { FIXTURE_BLIND_REPHRASINGS } from "./fixture-blind-rephrasings";
import { BLIND_TUNING } from "./fixture-blind-split";
import { FIXTURE_FRESH_QUERIES } from "./fixture-fresh-queries";
import { FIXTURE_FRESH_REPHRASINGS } from "./fixture-fresh-rephrasings";
import { FRESH_TUNING } from "./fixture-fresh-split";
import { FIRST_TUNING, NEED_TUNING, PARAPHRASE_TUNING } from "./fixture-halves";
import { FIXTURE_HELDOUT_QUERIES } from "./fixture-heldout-queries";
import { FIXTURE_NEED_QUERIES } from "./fixture-need-queries";
import { FIXTURE_PARAPHRASE_QUERIES } from "./fixture-paraphrase-queries";
import { FIXTURE_PARAPHRASE_REPHRASINGS } from "./fixture-paraphrase-rephrasings";
import { FIXTURE_QUERIES } from "./fixture-queries";
import { FIXTURE_WRITER_B_QUERIES, FIXTURE_WRITER_B_REPHRASINGS } from "./fixture-writer-b";
import type { JudgedQuery } from "./judgements";
import { SAMPLE_NEED_QUERIES } from "./sample-need-queries";
import { SAMPLE_QUERIES } from "./sample-queries";

export type Half = "tuning" | "reporting";

export interface WeakSet {
  readonly name: string;
  readonly catalogue: Catalogue;
  readonly queries: readonly JudgedQuery[];
  /** Frozen rephrasings of its requests: its answers fused with them are reported too. */
  readonly rephrasings?: Readonly<Record<string, readonly string[]>>;
  /** Which half a request (by its place in `queries`) is in. */
  readonly halfOf: (place: number) => Half;
  /** Whether the set is split at all (else it is wholly one half). */
  readonly split: boolean;
}

const inSet =
  (tuning: ReadonlySet<number>) =>
  (place: number): Half =>
    tuning.has(place) ? "tuning" : "reporting";
const all = (half: Half) => (): Half => half;

/**
 * Every judged set: on the real site copy (when this checkout has it) the fresh and the first blind sets' halves,
 * writer B's set (tuning
 * as a whole: the issue released it for tuning), the need-query, paraphrase and first sets' halves
 * (fixture-halves.ts) and the held-out set (reporting as a whole: written to measure what nobody tuned on); on the
 * bundled sample its two small sets, reported only (another catalogue than the one the line is tuned for).
 */
export function weakSets(fixture: Catalogue | null = fixtureCatalogue()): WeakSet[] {
  const sample = sampleCatalogue();
  const sets: WeakSet[] = [];
  if (fixture !== null) {
    sets.push(
      {
        name: "fresh blind set",
        catalogue: fixture,
        queries: FIXTURE_FRESH_QUERIES,
        rephrasings: FIXTURE_FRESH_REPHRASINGS,
        halfOf: inSet(FRESH_TUNING),
        split: true,
      },
      {
        name: "blind set",
        catalogue: fixture,
        queries: FIXTURE_BLIND_QUERIES,
        rephrasings: FIXTURE_BLIND_REPHRASINGS,
        halfOf: inSet(BLIND_TUNING),
        split: true,
      },
      {
        name: "writer B",
        catalogue: fixture,
        queries: FIXTURE_WRITER_B_QUERIES,
        rephrasings: FIXTURE_WRITER_B_REPHRASINGS,
        halfOf: all("tuning"),
        split: false,
      },
      { name: "need-queries", catalogue: fixture, queries: FIXTURE_NEED_QUERIES, halfOf: inSet(NEED_TUNING), split: true },
      {
        name: "paraphrase set",
        catalogue: fixture,
        queries: FIXTURE_PARAPHRASE_QUERIES,
        rephrasings: FIXTURE_PARAPHRASE_REPHRASINGS,
        halfOf: inSet(PARAPHRASE_TUNING),
        split: true,
      },
      { name: "held-out", catalogue: fixture, queries: FIXTURE_HELDOUT_QUERIES, halfOf: all("reporting"), split: false },
      { name: "first set", catalogue: fixture, queries: FIXTURE_QUERIES, halfOf: inSet(FIRST_TUNING), split: true },
    );
  }
  sets.push(
    { name: "sample catalogue", catalogue: sample, queries: SAMPLE_QUERIES, halfOf: all("reporting"), split: false },
    { name: "sample need-queries", catalogue: sample, queries: SAMPLE_NEED_QUERIES, halfOf: all("reporting"), split: false },
  );
  return sets;
}

/** A set's ideal grade: 3 on the three-level scales, else its top grade (2 on writer B's set and the first sets). */
export function idealGrade(queries: readonly JudgedQuery[]): number {
  return Math.max(...queries.flatMap((query) => Object.values(query.relevant)));
}

/** Whether `ranked`'s top five hold an ideal answer to `query` (one of the set's ideal grade). */
export function holdsIdeal(query: JudgedQuery, ranked: readonly string[], ideal: number): boolean {
  return ranked.slice(0, 5).some((id) => query.relevant[id] === ideal);
}
