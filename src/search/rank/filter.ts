// Stage 2 of ranking (rank.ts): a query's type, category and tag filters, and a caller's set of docs (`within`),
// checked on doc numbers.

import { FIELD, POSTING_FLAG_BITS, type SearchIndex, lowerBound } from "../index/api";
import type { SearchRequest } from "./request";
import { wordsOf } from "../words/api";

// Stand-ins for a kind or category no doc has: no doc's number equals them, so nothing passes.
const NO_SUCH_KIND = 0x100;
const NO_SUCH_CATEGORY = 0x10000;

/**
 * A query's type, category and tag filters, tested on doc numbers as each word's matches are added up:
 * docs that fail them still count towards the word's rarity (so a filter never reorders what it keeps, and a
 * word that matched only there still counts as matched) but are never scored or ranked. Tags are
 * checked once, up front, on the docs whose tags contain the first filter tag's first word (from its
 * postings), rather than on every doc a word reaches.
 */
export class Filter {
  private readonly kind: number;
  private readonly category: number;
  /** Docs that have every filter tag (marked in `allowed`), or null when no tags are asked for. */
  private readonly tagged: number[] | null;
  /** The docs the caller ranks among (1), or null for all. */
  private readonly within: Uint8Array | null;

  constructor(
    private readonly index: SearchIndex,
    request: SearchRequest,
    tags: readonly string[],
    private readonly allowed: Uint8Array,
  ) {
    const kind = request.type === "all" ? -1 : index.kinds.indexOf(request.type);
    this.kind = request.type === "all" ? -1 : kind < 0 ? NO_SUCH_KIND : kind;
    const category = request.category === undefined ? -1 : index.categories.indexOf(request.category);
    this.category = request.category === undefined ? -1 : category < 0 ? NO_SUCH_CATEGORY : category;
    this.tagged = tags.length === 0 ? null : taggedDocs(index, tags);
    this.within = request.within ?? null;
    for (const doc of this.tagged ?? []) allowed[doc] = 1;
  }

  get active(): boolean {
    return this.kind !== -1 || this.category !== -1 || this.tagged !== null || this.within !== null;
  }

  passes(doc: number): boolean {
    if (this.kind !== -1 && this.index.kindOf[doc] !== this.kind) return false;
    if (this.category !== -1 && this.index.categoryOf[doc] !== this.category) return false;
    if (this.within !== null && this.within[doc] !== 1) return false;
    return this.tagged === null || this.allowed[doc] === 1;
  }

  /** Clears the marks this filter left in the shared `allowed` array. */
  release(): void {
    for (const doc of this.tagged ?? []) this.allowed[doc] = 0;
  }
}

/** Docs whose tags include every one of `tags` (folded). */
export function taggedDocs(index: SearchIndex, tags: readonly string[]): number[] {
  const hasAll = (doc: number): boolean => {
    const own = index.docs[doc]!.tags;
    for (const tag of tags) if (!own.includes(tag)) return false;
    return true;
  };
  const words = wordsOf(tags[0]!);
  // A tag with no letters or digits has no postings to start from: every doc is checked.
  if (words.length === 0) return index.docs.map((_doc, at) => at).filter(hasAll);
  const at = lowerBound(index.vocabulary, words[0]!);
  if (index.vocabulary[at] !== words[0]) return [];
  const out: number[] = [];
  for (let p = index.postingStart[at]!, stop = index.postingStart[at + 1]!; p < stop; p++) {
    const posting = index.postingData[p]!;
    if (posting & FIELD.TAG && hasAll(posting >>> POSTING_FLAG_BITS)) out.push(posting >>> POSTING_FLAG_BITS);
  }
  return out;
}
