// The catalogue's own concepts: a rare word whose documents mostly share a tag is also read as that tag
// ("lookups" → vector-database), so documents with the tag but not the word are found too (concepts.ts reads
// it like a vocabulary concept, at CONCEPT_WEIGHTS.catalogue). Only where the vocabulary has nothing for the word.

import type { ConceptGroup } from "./concepts";
import type { SearchIndex } from "../index/api";
import { stem } from "../words/api";

// Tags shared by a word's documents are looked for only for words on at most this many documents...
export const MAX_SHARED_TAG_DOCS = 8;
// ...and a tag qualifies when at least this share of them (and two of them) carry it.
const MIN_TAG_SHARE = 0.67;
const MIN_TAG_DOCS = 2;

/** Whether a word on this many documents is rare enough for sharedTags (a cheap test before listing them). */
export function readsSharedTags(count: number): boolean {
  return count >= MIN_TAG_DOCS && count <= MAX_SHARED_TAG_DOCS;
}

/**
 * Tags that most of a rare word's documents share and that do not already contain the word: the
 * catalogue's own name for what the word is about. `docs` are the word's documents (its own readings).
 * A word that is part of a name or an id names something ("playwright") rather than a need: none.
 */
export function sharedTags(index: SearchIndex, word: string, docs: ArrayLike<number>, count: number): ConceptGroup | null {
  if (!readsSharedTags(count)) return null;
  const tally = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const doc = index.docs[docs[i]!]!;
    if (doc.nameText.split(" ").includes(word) || doc.id.split("-").includes(word)) return null;
    for (const tag of doc.tags) tally.set(tag, (tally.get(tag) ?? 0) + 1);
  }
  const root = stem(word);
  const least = Math.max(MIN_TAG_DOCS, Math.ceil(MIN_TAG_SHARE * count));
  const terms: string[] = [];
  for (const [tag, n] of tally) {
    if (n < least) continue;
    if (tag.split("-").some((part) => part.startsWith(word) || stem(part) === root)) continue;
    terms.push(tag);
  }
  if (terms.length === 0) return null;
  terms.sort((a, b) => tally.get(b)! - tally.get(a)! || (a < b ? -1 : 1));
  return { name: `tags shared by the documents with "${word}"`, source: "catalogue", terms };
}
