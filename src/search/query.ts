// Ranked search over the index. Scoring is the spec's additive formula, matched on word boundaries:
// per query word, exact id/name 12, id segment 6, name 5, exact tag 4 (partial tag 2), summary 2,
// category 1.5, description 1; +8 when the whole phrase is in the name (else +3 in summary/description);
// the sum is multiplied by the fraction of query words matched.

import { FIELD, lowerBound, postingDoc, postingMask, type DocKind, type SearchDoc, type SearchIndex } from "./index";
import { fold, hasContinuousScript, tokenize, wordsOf } from "./text";

export const WEIGHTS = {
  exactIdOrName: 12,
  idSegment: 6,
  name: 5,
  exactTag: 4,
  partialTag: 2,
  summary: 2,
  category: 1.5,
  description: 1,
  phraseInName: 8,
  phraseInText: 3,
  /** A multi-word query that is exactly the id ("claude code" → claude-code) or the name. */
  wholeQueryExact: 12,
} as const;

// One-letter words would prefix-match a large part of the vocabulary; they match whole tokens only.
const MIN_PREFIX_CHARS = 2;

export interface SearchRequest {
  readonly query: string;
  readonly type: "all" | DocKind;
  readonly category?: string | undefined;
  readonly tags: readonly string[];
  readonly limit: number;
  readonly offset: number;
}

export interface Hit {
  readonly doc: SearchDoc;
  readonly score: number;
}

export interface SearchOutcome {
  /** Query words after normalisation; empty means the query had no letters or digits. */
  readonly words: readonly string[];
  readonly total: number;
  readonly hits: readonly Hit[];
}

interface Scratch {
  scores: Float64Array;
  matched: Uint8Array;
  wordMask: Uint8Array;
}

// Buffers sized to the index, reused across queries: search is synchronous, so one isolate never
// runs two at once, and allocating ~N×10 bytes per query would dominate at large N.
const scratchByIndex = new WeakMap<SearchIndex, Scratch>();

function scratchFor(index: SearchIndex): Scratch {
  let scratch = scratchByIndex.get(index);
  if (!scratch) {
    const n = index.docs.length;
    scratch = { scores: new Float64Array(n), matched: new Uint8Array(n), wordMask: new Uint8Array(n) };
    scratchByIndex.set(index, scratch);
  }
  return scratch;
}

/** Unique query words in order of first appearance. */
export function queryWords(query: string): string[] {
  return [...new Set(tokenize(query))];
}

function wordScore(doc: SearchDoc, word: string, mask: number): number {
  let score = 0;
  if (doc.id === word || doc.nameText === word) score += WEIGHTS.exactIdOrName;
  if (doc.idSegments.includes(word)) score += WEIGHTS.idSegment;
  if (mask & FIELD.NAME) score += WEIGHTS.name;
  if (doc.tags.includes(word)) score += WEIGHTS.exactTag;
  else if (mask & FIELD.TAG) score += WEIGHTS.partialTag;
  if (mask & FIELD.CATEGORY) score += WEIGHTS.category;
  if (mask & FIELD.SUMMARY) score += WEIGHTS.summary;
  if (mask & FIELD.DESCRIPTION) score += WEIGHTS.description;
  return score;
}

function continuousMask(doc: SearchDoc, word: string): number {
  let mask = 0;
  if (fold(doc.name).includes(word)) mask |= FIELD.NAME;
  if (doc.tags.some((tag) => tag.includes(word))) mask |= FIELD.TAG;
  if (fold(doc.entry?.summary ?? doc.longform?.summary ?? "").includes(word)) mask |= FIELD.SUMMARY;
  if (doc.description && fold(doc.description).includes(word)) mask |= FIELD.DESCRIPTION;
  return mask;
}

function phraseBonus(doc: SearchDoc, phrase: string): number {
  if (` ${doc.nameText}`.includes(` ${phrase}`)) return WEIGHTS.phraseInName;
  if (` ${doc.summaryText}`.includes(` ${phrase}`)) return WEIGHTS.phraseInText;
  if (doc.description && ` ${wordsOf(fold(doc.description)).join(" ")}`.includes(` ${phrase}`)) return WEIGHTS.phraseInText;
  return 0;
}

function passesFilters(doc: SearchDoc, request: SearchRequest, tags: readonly string[]): boolean {
  if (request.type !== "all" && doc.kind !== request.type) return false;
  if (request.category !== undefined && doc.category !== request.category) return false;
  for (const tag of tags) if (!doc.tags.includes(tag)) return false;
  return true;
}

/** Orders hits best first; ties broken by name, then id, then kind, so results never shuffle. */
export function compareHits(a: Hit, b: Hit): number {
  if (a.score !== b.score) return b.score - a.score;
  if (a.doc.sortKey !== b.doc.sortKey) return a.doc.sortKey < b.doc.sortKey ? -1 : 1;
  return a.doc.kind < b.doc.kind ? -1 : a.doc.kind > b.doc.kind ? 1 : 0;
}

/** The best `k` hits in order, without sorting every candidate. */
function topK(candidates: Hit[], k: number): Hit[] {
  if (candidates.length <= k * 4) return candidates.sort(compareHits).slice(0, k);
  // A max-heap on "worse" keeps the k best seen so far; its root is the worst of them.
  const heap: Hit[] = [];
  const worse = (i: number, j: number): boolean => compareHits(heap[i]!, heap[j]!) > 0;
  const swap = (i: number, j: number): void => {
    const t = heap[i]!;
    heap[i] = heap[j]!;
    heap[j] = t;
  };
  for (const hit of candidates) {
    if (heap.length < k) {
      heap.push(hit);
      let i = heap.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!worse(i, parent)) break;
        swap(i, parent);
        i = parent;
      }
    } else if (compareHits(hit, heap[0]!) < 0) {
      heap[0] = hit;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let largest = i;
        if (l < heap.length && worse(l, largest)) largest = l;
        if (r < heap.length && worse(r, largest)) largest = r;
        if (largest === i) break;
        swap(i, largest);
        i = largest;
      }
    }
  }
  return heap.sort(compareHits);
}

export function runSearch(index: SearchIndex, request: SearchRequest): SearchOutcome {
  const words = queryWords(request.query);
  if (words.length === 0) return { words, total: 0, hits: [] };
  const filterTags = request.tags.map((tag) => fold(tag.trim()));
  const { scores, matched, wordMask } = scratchFor(index);
  const touched: number[] = [];

  for (const word of words) {
    const wordTouched: number[] = [];
    const mark = (doc: number, mask: number): void => {
      if (mask === 0) return;
      if (wordMask[doc] === 0) wordTouched.push(doc);
      wordMask[doc]! |= mask;
    };
    if (hasContinuousScript(word)) {
      for (const doc of index.continuousDocs) mark(doc, continuousMask(index.docs[doc]!, word));
    } else if (word.length < MIN_PREFIX_CHARS) {
      const at = lowerBound(index.vocabulary, word);
      if (index.vocabulary[at] === word) for (const posting of index.postings[at]!) mark(postingDoc(posting), postingMask(posting));
    } else {
      for (let at = lowerBound(index.vocabulary, word); at < index.vocabulary.length; at++) {
        if (!index.vocabulary[at]!.startsWith(word)) break;
        for (const posting of index.postings[at]!) mark(postingDoc(posting), postingMask(posting));
      }
    }
    for (const doc of wordTouched) {
      if (matched[doc] === 0) touched.push(doc);
      matched[doc]!++;
      scores[doc]! += wordScore(index.docs[doc]!, word, wordMask[doc]!);
      wordMask[doc] = 0;
    }
  }

  const phrase = words.join(" ");
  const wholeId = words.join("-");
  const candidates: Hit[] = [];
  for (const docIndex of touched) {
    const doc = index.docs[docIndex]!;
    let score = scores[docIndex]!;
    const count = matched[docIndex]!;
    scores[docIndex] = 0;
    matched[docIndex] = 0;
    if (!passesFilters(doc, request, filterTags)) continue;
    if (words.length > 1 && count === words.length) {
      score += phraseBonus(doc, phrase);
      if (doc.id === wholeId || doc.nameText === phrase) score += WEIGHTS.wholeQueryExact;
    }
    score *= count / words.length;
    if (score > 0) candidates.push({ doc, score: Math.round(score * 100) / 100 });
  }
  const end = request.offset + request.limit;
  const best = topK(candidates, end);
  return { words, total: candidates.length, hits: best.slice(request.offset, end) };
}
