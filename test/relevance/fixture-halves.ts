// Tuning and reporting halves of the judged sets that had none (issue 33), for calibrating the weak-answer line
// (scripts/calibrate-weak.mjs): which requests are in the tuning half, by their place in each set's file (0-based).
// Made once, before anything was fitted, as the blind set's split was (fixture-blind-split.ts): per kind, the places
// shuffled by Fisher-Yates with mulberry32 seeded 33, the first half (rounded down) to tuning, the rest to reporting.
// The held-out set has no tuning half: it was written to measure what nobody tuned on, so it is only ever reported.
// Writer B's set (fixture-writer-b.ts) is tuning as a whole: the issue released it for tuning. Frozen with the sets.

/** Places in FIXTURE_NEED_QUERIES of the need-query set's tuning half. */
export const NEED_TUNING: ReadonlySet<number> = new Set([
  1, 2, 4, 5, 8, 11, 14, 15, 16, 18, 23, 24, 26, 29, 33, 34, 35, 36, 37, 38, 42, 43, 47, 49, 51, 52, 53, 54, 56, 57, 58, 59, 67, 68, 69, 70,
]);

/** Places in FIXTURE_PARAPHRASE_QUERIES of the paraphrase set's tuning half. */
export const PARAPHRASE_TUNING: ReadonlySet<number> = new Set([
  1, 4, 6, 8, 9, 12, 13, 14, 15, 17, 19, 21, 23, 25, 30, 33, 35, 36, 37, 38, 41, 44, 46, 48, 50, 51, 53, 56, 59, 60, 61, 62, 63, 64, 65,
]);

/** Places in FIXTURE_QUERIES (the first judged set: names, ids, tags, typos, stems) of its tuning half. */
export const FIRST_TUNING: ReadonlySet<number> = new Set([
  1, 3, 4, 6, 8, 10, 13, 15, 19, 20, 21, 23, 24, 27, 29, 32, 34, 36, 41, 42, 43, 46, 47, 49, 52, 53, 55, 57, 59, 63, 64, 65, 68, 69, 70, 71,
  74, 78, 80, 83, 84, 89,
]);
