// One seeded generator for everything that must draw the same "random" data on every run: synthetic catalogues
// (scripts/make-scaled-catalogue.mjs), generated misspellings and test examples. mulberry32: 32 bits of state, fast,
// and good enough for test data (not for anything that must be unpredictable).

/**
 * Numbers in [0, 1) from `seed`, the same sequence for the same seed.
 * @param {number} seed
 * @returns {() => number}
 */
export function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
