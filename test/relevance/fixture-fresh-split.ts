// The fresh blind set's split (fixture-fresh-queries.ts): which requests are in the tuning half, by their place in
// that file (0-based). Made once, before anything was scored: per kind (in the order kinds first appear), the
// requests' places shuffled by Fisher-Yates with mulberry32 seeded 33, the first half (5 of 10) to tuning, the rest to
// reporting. Frozen with the set.

/** Places (in FIXTURE_FRESH_QUERIES) of the tuning half; every other request is in the reporting half. */
export const FRESH_TUNING: ReadonlySet<number> = new Set([
  1, 3, 7, 8, 9, 10, 13, 15, 17, 18, 23, 25, 27, 28, 29, 30, 31, 32, 37, 38, 40, 42, 44, 46, 49, 50, 53, 54, 56, 58, 60, 61, 66, 67, 68, 71,
  72, 73, 77, 78, 80, 81, 83, 84, 86, 91, 92, 96, 97, 98,
]);
