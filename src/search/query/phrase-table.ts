// Short phrase lists (constraints.ts, exclusions.ts) matched the way the vocabulary's triggers are: on stems, in
// order, only stop words between (vocabulary/domain.ts triggerEnd), the longest phrase starting at a word first.
// Compiled at an isolate's first search (a few dozen phrases), not at module load, so a
// Worker answering only lookups never compiles them.

import { stem, tokenize, triggerEnd } from "../words/api";

interface Phrase<T> {
  readonly stems: readonly string[];
  readonly value: T;
}

export interface PhraseTable<T> {
  /** The longest phrase starting at `start` of a request's `stems` (`stop` marks its stop words): its end and value, or null. */
  longestAt(stems: readonly string[], stop: readonly boolean[], start: number): { end: number; value: T } | null;
}

/** A table of `entries`, each a comma-separated list of phrases and the value they stand for. */
export function phraseTable<T>(entries: () => Iterable<readonly [when: string, value: T]>): PhraseTable<T> {
  let byFirst: Map<string, Phrase<T>[]> | null = null;
  const compile = (): Map<string, Phrase<T>[]> => {
    const map = new Map<string, Phrase<T>[]>();
    for (const [when, value] of entries()) {
      for (const phrase of when.split(",")) {
        const stems = tokenize(phrase).map(stem);
        if (stems.length === 0) continue;
        const list = map.get(stems[0]!) ?? [];
        list.push({ stems, value });
        map.set(stems[0]!, list);
      }
    }
    for (const list of map.values()) list.sort((a, b) => b.stems.length - a.stems.length);
    return map;
  };
  return {
    longestAt(stems, stop, start) {
      byFirst ??= compile();
      for (const phrase of byFirst.get(stems[start]!) ?? []) {
        const end = triggerEnd(phrase.stems, stems, stop, start);
        if (end >= 0) return { end, value: phrase.value };
      }
      return null;
    },
  };
}
