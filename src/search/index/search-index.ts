// The search index as the ranker reads it: folded fields per document and an inverted index from word
// tokens to the documents and fields that contain them (postings.ts), sorted for prefix lookups by binary
// search, with the lookup tables derived from the vocabulary (signals.ts). Built by build-index.ts.

import type { EntryCard } from "../../site/entry-card";
import type { LongformSummary, LongformType } from "../../site/types";

export type DocKind = "entry" | LongformType;

export interface SearchDoc {
  readonly kind: DocKind;
  readonly id: string;
  readonly name: string;
  /** Folded name tokens joined by one space, for exact-name and phrase checks. */
  readonly nameText: string;
  /** Folded tags as published (kebab-case). */
  readonly tags: readonly string[];
  readonly category: string | null;
  readonly summaryText: string;
  readonly description: string;
  /** Tie-break key: folded name, then id. */
  readonly sortKey: string;
  readonly entry: EntryCard | null;
  readonly longform: LongformSummary | null;
}

export interface SearchIndex {
  readonly docs: readonly SearchDoc[];
  /** Sorted, unique word tokens. */
  readonly vocabulary: readonly string[];
  /** The postings of vocabulary[i] are postingData[postingStart[i]] up to postingData[postingStart[i + 1]]. */
  readonly postingStart: Uint32Array;
  /** Each posting: doc index << 8 | FIELD and EXACT bits; within a token, in doc order. */
  readonly postingData: Uint32Array;
  /** Docs containing text in scripts without word spaces (matched by substring instead of word prefix). */
  readonly continuousDocs: readonly number[];
  /** Per doc: its kind and category as small numbers, so type and category filters never load a doc. */
  readonly kindOf: Uint8Array;
  readonly categoryOf: Uint16Array;
  /** The kinds and categories those numbers stand for. */
  readonly kinds: readonly DocKind[];
  readonly categories: readonly string[];
  /** Per doc: what its structured fields say (facts.ts FACT bits; 0 for long-form items), for constraints. */
  readonly facts: Uint32Array;
  /** Per doc: 1 + its maker's place in `makers`, 0 when it publishes none (makers.ts: read by exclusions only). */
  readonly makerOf: Uint32Array;
  /** Each maker's folded words, joined by a space. */
  readonly makers: readonly string[];
  /** Stem groups and typo targets, derived from the vocabulary at build time (see signals.ts). */
  readonly signals: Signals;
  /** Each doc's place in the tie-break order (top-k.ts), when the index came with it (a snapshot carries it). */
  readonly tieRanks?: Int32Array;
}

/** Stem groups and typo targets, derived from the vocabulary when the index is built (signals.ts). */
export interface Signals {
  readonly stems: ReadonlyMap<string, readonly number[]>;
  /** Vocabulary indices of tokens in names, ids or tags, long enough to be typo targets. */
  readonly typoTokens: Int32Array;
  readonly typoLetters: Uint32Array;
}

/** How many documents vocabulary[at] occurs in. */
export function postingCount(index: SearchIndex, at: number): number {
  return index.postingStart[at + 1]! - index.postingStart[at]!;
}
