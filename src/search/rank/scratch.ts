// Per-doc buffers for ranking, one set per loaded index, reused by every query (rank.ts): what each word
// and each query leaves on a doc, and how it is cleared.

import { MAX_SHARED_TAG_DOCS } from "./shared-tags";
import type { Filter } from "./filter";
import type { SearchIndex } from "../index/api";
import { saturate } from "./rarity";

/**
 * Buffers sized to the index, reused across queries: search is synchronous, so one isolate never runs two
 * at once, and allocating them per query would dominate at large N. Per-doc arrays are zero between
 * queries (each query clears the docs on its `touched` list); the lists are filled from 0 each time.
 */
export class Scratch {
  /** Per doc: sum of its best score per word, then (after scoring) its final score. */
  readonly scores: Float64Array;
  /** Per doc: the sum before scaling by the share of words matched (valid for candidates). */
  readonly lowers: Float64Array;
  /** Per doc: the rarity of the words it matched, summed (the share of the query it matched). */
  readonly coverage: Float64Array;
  /** Per candidate: the share of the query's weight it matched, before any lift (valid after collectCandidates). */
  readonly shares: Float64Array;
  /** Per doc: the most phrase bonuses could make its score (valid while ranking phrases). */
  readonly uppers: Float64Array;
  readonly matched: Uint8Array;
  /** Per doc: bit i set when scored word i matched (pair bonuses need both of their words). */
  readonly wordBits: Uint32Array;
  /**
   * Per doc and field: bit i set when a token starting with scored word i is in that field. Phrase and
   * pair bonuses need their words written out in a field, so these bound what a doc's bonuses can be.
   */
  readonly inName: Uint32Array;
  readonly inId: Uint32Array;
  readonly inTag: Uint32Array;
  readonly inSummary: Uint32Array;
  readonly inDescription: Uint32Array;
  readonly exact: Uint8Array;
  /** Per doc: the current word's field bits (OR over the tokens it starts), and its own token's exact bits. */
  readonly wordMask: Uint8Array;
  readonly wordExact: Uint8Array;
  readonly wordBest: Float64Array;
  /** Per doc: 1 when the current word reached it only as a concept's term (not by one of its own readings). */
  readonly conceptOnly: Uint8Array;
  /** Per doc: a concept's points summed over its terms while it is read (zero otherwise). */
  readonly conceptPoints: Float64Array;
  /** Per doc: 1 while on the touched list. */
  readonly dirty: Uint8Array;
  /** Per doc: 1 when it has every tag the current query filters on. */
  readonly allowed: Uint8Array;
  /** Docs this query left state on, in order of first touch. */
  readonly touched: Int32Array;
  touchedCount = 0;
  /** Docs the current word's readings scored. */
  readonly wordTouched: Int32Array;
  wordTouchedCount = 0;
  /** Docs the current word reached that the filters leave out: counted for its rarity, never scored. */
  elsewhereCount = 0;
  /** Per doc: the word (`wordStamp`) that last counted it as elsewhere, so no mark ever needs clearing. */
  readonly elsewhereStamp: Uint32Array;
  wordStamp = 0;
  /** The first few docs counted as elsewhere (enough for sharedTags, which only reads rare words). */
  readonly elsewhereFirst: number[] = [];
  /** Docs marked conceptOnly by the current word (cleared after it is added up). */
  readonly conceptList: number[] = [];
  /** Docs the current word's exact and prefix reading reached. */
  readonly masked: Int32Array;
  /** Matched docs that pass the filters. */
  readonly candidates: Int32Array;
  /** Candidates that phrase bonuses could lift onto the page. */
  readonly lifts: Int32Array;
  /** Per doc: 1 when the query excludes it (field-readings.ts); the marked docs, to clear. */
  readonly excluded: Uint8Array;
  readonly excludedList: number[] = [];

  constructor(n: number) {
    this.scores = new Float64Array(n);
    this.lowers = new Float64Array(n);
    this.coverage = new Float64Array(n);
    this.shares = new Float64Array(n);
    this.uppers = new Float64Array(n);
    this.matched = new Uint8Array(n);
    this.wordBits = new Uint32Array(n);
    this.inName = new Uint32Array(n);
    this.inId = new Uint32Array(n);
    this.inTag = new Uint32Array(n);
    this.inSummary = new Uint32Array(n);
    this.inDescription = new Uint32Array(n);
    this.exact = new Uint8Array(n);
    this.wordMask = new Uint8Array(n);
    this.wordExact = new Uint8Array(n);
    this.wordBest = new Float64Array(n);
    this.conceptOnly = new Uint8Array(n);
    this.conceptPoints = new Float64Array(n);
    this.dirty = new Uint8Array(n);
    this.allowed = new Uint8Array(n);
    this.touched = new Int32Array(n);
    this.wordTouched = new Int32Array(n);
    this.elsewhereStamp = new Uint32Array(n);
    this.masked = new Int32Array(n);
    this.candidates = new Int32Array(n);
    this.lifts = new Int32Array(n);
    this.excluded = new Uint8Array(n);
  }

  get excludedCount(): number {
    return this.excludedList.length;
  }

  /** Marks a doc the query excludes. */
  exclude(doc: number): void {
    if (this.excluded[doc] === 0) {
      this.excluded[doc] = 1;
      this.excludedList.push(doc);
    }
  }

  /** The current query's filters, when it has any. */
  filter: Filter | null = null;

  /**
   * Keeps, per doc, the best score of the current word's readings. Docs the filters leave out are only
   * counted: how many docs a word reaches is its rarity, whatever the filters.
   */
  offer(doc: number, score: number): void {
    if (score <= 0) return;
    if (this.filter !== null && !this.filter.passes(doc)) this.countElsewhere(doc);
    else this.keep(doc, score);
  }

  /** offer() for a doc known to pass the filters, with a score above 0. */
  keep(doc: number, score: number): void {
    const best = this.wordBest[doc]!;
    if (best === 0) this.wordTouched[this.wordTouchedCount++] = doc;
    if (score > best) this.wordBest[doc] = score;
  }

  /** Counts a doc the filters leave out, once per word. */
  countElsewhere(doc: number): void {
    if (this.elsewhereStamp[doc] !== this.wordStamp) {
      this.elsewhereStamp[doc] = this.wordStamp;
      if (this.elsewhereCount++ < MAX_SHARED_TAG_DOCS) this.elsewhereFirst.push(doc);
    }
  }

  /** offer() for the word's own readings other than the word itself: their points saturated (rarity.ts). */
  offerOwn(doc: number, points: number): void {
    if (points > 0) this.offer(doc, saturate(points));
  }

  /** offer() for a concept's reading; a doc the word's own readings did not reach is marked as reached only so. */
  offerConcept(doc: number, score: number): void {
    if (score > 0 && this.wordBest[doc] === 0 && (this.filter === null || this.filter.passes(doc))) {
      this.conceptOnly[doc] = 1;
      this.conceptList.push(doc);
    }
    this.offer(doc, score);
  }

  /**
   * Adds the current word's best reading per doc to the docs' sums, weighted (`weight` towards coverage for
   * a doc the word's own readings reached, `conceptCredit` for one only its concepts did), and clears the
   * word's per-doc state. Kept small and apart: it runs once per doc a word reaches.
   */
  addWord(bit: number, weight: number, conceptCredit: number, oneWord: boolean): void {
    const { wordTouched, wordBest, conceptOnly, conceptList, matched, wordBits, scores, coverage } = this;
    if (oneWord) {
      // A one-word query's share is 1, or the concept credit where conceptOnly (kept until clear()) says so.
      for (let i = 0; i < this.wordTouchedCount; i++) {
        const doc = wordTouched[i]!;
        scores[doc]! += weight * wordBest[doc]!;
        wordBest[doc] = 0;
        this.touch(doc);
        matched[doc]!++;
        wordBits[doc]! |= bit;
      }
      return;
    }
    // Most words reach no doc through concepts alone: then every doc gets the whole weight.
    const mixed = conceptList.length > 0;
    for (let i = 0; i < this.wordTouchedCount; i++) {
      const doc = wordTouched[i]!;
      scores[doc]! += weight * wordBest[doc]!;
      coverage[doc]! += mixed && conceptOnly[doc] === 1 ? conceptCredit : weight;
      wordBest[doc] = 0;
      this.touch(doc);
      matched[doc]!++;
      wordBits[doc]! |= bit;
    }
    for (const doc of conceptList) conceptOnly[doc] = 0;
    conceptList.length = 0;
  }

  /** Puts a doc on the list of docs to clear after the query. */
  touch(doc: number): void {
    if (this.dirty[doc] === 0) {
      this.dirty[doc] = 1;
      this.touched[this.touchedCount++] = doc;
    }
  }

  /** Whether the current query wrote field evidence (multi-word queries do; one word needs none). */
  evidence = false;

  /** Clears what the query left on each touched doc. */
  clear(): void {
    const evidence = this.evidence;
    for (let i = 0; i < this.touchedCount; i++) {
      const doc = this.touched[i]!;
      this.scores[doc] = 0;
      this.coverage[doc] = 0;
      this.matched[doc] = 0;
      this.wordBits[doc] = 0;
      if (evidence) {
        this.inName[doc] = 0;
        this.inId[doc] = 0;
        this.inTag[doc] = 0;
        this.inSummary[doc] = 0;
        this.inDescription[doc] = 0;
      }
      this.exact[doc] = 0;
      this.dirty[doc] = 0;
    }
    this.touchedCount = 0;
    this.evidence = false;
    for (const doc of this.conceptList) this.conceptOnly[doc] = 0;
    this.conceptList.length = 0;
    for (const doc of this.excludedList) this.excluded[doc] = 0;
    this.excludedList.length = 0;
  }
}

const scratchByIndex = new WeakMap<SearchIndex, Scratch>();

export function scratchFor(index: SearchIndex): Scratch {
  let scratch = scratchByIndex.get(index);
  if (!scratch) {
    scratch = new Scratch(index.docs.length);
    scratchByIndex.set(index, scratch);
  }
  return scratch;
}
