// What `npm run compile:words` writes (./english-compiled.ts), from a list of lemmas: one function, so the script
// and the test that the committed copy is current compile the same way.

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
