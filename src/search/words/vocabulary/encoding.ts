// The compiled vocabulary as text, for the generated ./compiled.ts: JSON, because the engine's native parser
// builds its ~2,000 triggers faster than any decoding written in JavaScript does with cold code (measured:
// ~1.9 ms against ~3.1 ms for a form half the size decoded by hand, docs/benchmarks.md).

import type { CompiledConcept, CompiledVocabulary, Trigger } from "./types";

interface EncodedVocabulary {
  readonly concepts: readonly CompiledConcept[];
  /** The map's entries in its order (the order triggers were first seen). */
  readonly byFirstStem: readonly (readonly [string, readonly Trigger[]])[];
}

export function encodeVocabulary(vocabulary: CompiledVocabulary): string {
  const encoded: EncodedVocabulary = {
    concepts: vocabulary.concepts.map(({ name, terms }) => ({ name, terms })),
    byFirstStem: [...vocabulary.byFirstStem].map(([first, triggers]) => [
      first,
      triggers.map(({ stems, concept }) => ({ stems, concept })),
    ]),
  };
  return JSON.stringify(encoded);
}

export function decodeVocabulary(text: string): CompiledVocabulary {
  const encoded = JSON.parse(text) as EncodedVocabulary;
  return { concepts: encoded.concepts, byFirstStem: new Map(encoded.byFirstStem) };
}
