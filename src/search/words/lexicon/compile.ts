// What `npm run compile:words` writes (./english-compiled.ts and ./frequency-compiled.ts), from a list of lemmas and
// from word counts: one function each, so the script and the tests that the committed copies are current compile the
// same way.

import { base64urlOf } from "../../../core/base64";
import { buildXorFilter } from "./xor-filter";

export interface CompiledWords {
  readonly source: string;
  readonly words: number;
  readonly seed: number;
  readonly blockLength: number;
  /** The filter's fingerprints, unpadded base64url. */
  readonly fingerprints: string;
}

export function compileEnglishWords(lemmas: readonly string[], source: string): CompiledWords {
  const filter = buildXorFilter(lemmas);
  return {
    source,
    words: lemmas.length,
    seed: filter.seed,
    blockLength: filter.blockLength,
    fingerprints: base64urlOf(filter.fingerprints),
  };
}

/** One band of a word list by frequency: the words used at least `perMillion` times in a million (and below the band above). */
export interface CompiledBand extends CompiledWords {
  readonly perMillion: number;
}

/**
 * The words of `counts` in bands by how often they are used, one filter per band: band i holds the words used at least
 * `perMillion[i]` times per million words of the corpus (`total` words) and less than `perMillion[i - 1]`
 * (`perMillion` from the most common band down).
 */
export function compileFrequencyBands(
  counts: ReadonlyMap<string, number>,
  total: number,
  perMillion: readonly number[],
  source: string,
): CompiledBand[] {
  const perWord = 1_000_000 / total;
  return perMillion.map((floor, band) => {
    const ceiling = band === 0 ? Infinity : perMillion[band - 1]!;
    const words = [...counts]
      .filter(([, count]) => count * perWord >= floor && count * perWord < ceiling)
      .map(([word]) => word)
      .sort();
    return { ...compileEnglishWords(words, source), perMillion: floor };
  });
}

/** The words of `counts` used at least `perMillion` times per million that `isLemma` does not know, sorted, space-separated. */
export function commonBeyondLemmas(
  counts: ReadonlyMap<string, number>,
  total: number,
  perMillion: number,
  isLemma: (word: string) => boolean,
): string {
  const least = (perMillion * total) / 1_000_000;
  return [...counts]
    .filter(([word, count]) => count >= least && !isLemma(word))
    .map(([word]) => word)
    .sort()
    .join(" ");
}
