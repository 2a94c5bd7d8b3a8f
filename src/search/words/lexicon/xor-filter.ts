// An xor filter (Graf and Lemire, "Xor Filters: Faster and Smaller Than Bloom and Cuckoo Filters", 2020) of 8-bit
// fingerprints over lower-case ASCII words: whether a word is in a set of tens of thousands, in under 10 bits a word
// and three byte reads, wrong for a word outside the set about once in 256 times (never for one inside it). Built
// ahead of time by scripts/compile-words.mjs (buildXorFilter), read at run time (inXorFilter).

/** A built filter: its hash seed, the length of each of its three blocks, and the fingerprints (3 blocks). */
export interface XorFilter {
  readonly seed: number;
  readonly blockLength: number;
  readonly fingerprints: Uint8Array;
}

// Slots per key: the paper's 1.23, plus a constant that keeps small sets buildable.
const SLOTS_PER_KEY = 1.23;
const EXTRA_SLOTS = 32;
// Seeds tried before giving up: each try peels with probability near 1 at this load.
const MAX_SEEDS = 64;

/** murmur3's 32-bit finaliser: every input bit affects every output bit. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Two 32-bit hashes of a word's char codes (FNV-1a style, then mixed), seeded. */
function hashes(word: string, seed: number): [number, number] {
  let a = (0x811c9dc5 ^ seed) >>> 0;
  let b = (0x01000193 ^ Math.imul(seed, 0x9e3779b9)) >>> 0;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
  }
  return [mix(a), mix(b ^ 0x27d4eb2f)];
}

/** `h` mapped onto 0 … `n` - 1 by multiply-shift (no division, no modulo bias worth the name). */
const reduce = (h: number, n: number): number => Math.floor((h / 0x1_0000_0000) * n);

/** A word's three slots (one per block) and its fingerprint. */
function slotsOf(word: string, seed: number, blockLength: number): [number, number, number, number] {
  const [a, b] = hashes(word, seed);
  const c = mix(a ^ Math.imul(b, 0x9e3779b1));
  return [reduce(a, blockLength), blockLength + reduce(b, blockLength), 2 * blockLength + reduce(c, blockLength), mix(a + b) & 0xff];
}

/** Whether `word` is (very probably) in the filter's set. */
export function inXorFilter(filter: XorFilter, word: string): boolean {
  const [s0, s1, s2, fingerprint] = slotsOf(word, filter.seed, filter.blockLength);
  const f = filter.fingerprints;
  return (f[s0]! ^ f[s1]! ^ f[s2]!) === fingerprint;
}

/** The filter of `words` (distinct), trying seeds from `firstSeed` until the keys peel. */
export function buildXorFilter(words: readonly string[], firstSeed = 1): XorFilter {
  if (new Set(words).size !== words.length) throw new Error("buildXorFilter: the words must be distinct");
  const blockLength = Math.ceil((Math.floor(SLOTS_PER_KEY * words.length) + EXTRA_SLOTS) / 3);
  for (let seed = firstSeed; seed < firstSeed + MAX_SEEDS; seed++) {
    const fingerprints = tryBuild(words, seed, blockLength);
    if (fingerprints !== null) return { seed, blockLength, fingerprints };
  }
  throw new Error(`buildXorFilter: no seed of ${MAX_SEEDS} peeled`);
}

function tryBuild(words: readonly string[], seed: number, blockLength: number): Uint8Array | null {
  const size = 3 * blockLength;
  const slots = words.map((word) => slotsOf(word, seed, blockLength));
  const count = new Int32Array(size);
  // Per slot, the xor of the numbers of the keys in it: once one key is left, it is that key.
  const keys = new Int32Array(size);
  slots.forEach((s, key) => {
    for (let j = 0; j < 3; j++) {
      count[s[j]!]!++;
      keys[s[j]!]! ^= key;
    }
  });
  const queue: number[] = [];
  for (let slot = 0; slot < size; slot++) if (count[slot] === 1) queue.push(slot);
  // Keys in the order they were peeled, each with the slot it alone held.
  const order: [number, number][] = [];
  while (queue.length > 0) {
    const slot = queue.pop()!;
    if (count[slot] !== 1) continue;
    const key = keys[slot]!;
    order.push([key, slot]);
    for (let j = 0; j < 3; j++) {
      const other = slots[key]![j]!;
      count[other]!--;
      keys[other]! ^= key;
      if (count[other] === 1) queue.push(other);
    }
  }
  if (order.length !== words.length) return null;
  const fingerprints = new Uint8Array(size);
  for (let i = order.length - 1; i >= 0; i--) {
    const [key, slot] = order[i]!;
    const [s0, s1, s2, fingerprint] = slots[key]!;
    fingerprints[slot] = 0;
    fingerprints[slot] = fingerprint ^ fingerprints[s0]! ^ fingerprints[s1]! ^ fingerprints[s2]!;
  }
  return fingerprints;
}
