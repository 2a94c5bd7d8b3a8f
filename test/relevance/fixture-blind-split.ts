// The blind set's split (fixture-blind-queries.ts): which requests are in the tuning half, by their place in that
// file (0-based). Made once, before anything was scored: per kind, the requests' places shuffled by Fisher-Yates with
// mulberry32 seeded 30, the first half (9 of 18) to tuning, the rest to reporting. Frozen with the set.

/** Places (in FIXTURE_BLIND_QUERIES) of the tuning half; every other request is in the reporting half. */
export const BLIND_TUNING: ReadonlySet<number> = new Set([
  0, 1, 3, 7, 8, 11, 12, 13, 17, 19, 20, 23, 24, 25, 27, 29, 30, 35, 38, 40, 41, 42, 44, 45, 49, 50, 52, 54, 57, 60, 63, 64, 65, 66, 70, 71,
  72, 74, 77, 78, 80, 82, 83, 84, 89, 91, 97, 99, 100, 102, 104, 105, 106, 107, 108, 109, 111, 113, 114, 117, 118, 123, 124, 126, 129, 130,
  132, 133, 136, 137, 140, 143,
]);
