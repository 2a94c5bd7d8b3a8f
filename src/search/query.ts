// Ranked search over the index.
//
// The spec's additive formula, matched on word boundaries, decides the ranking whenever the words match
// exactly: per query word, exact id/name 12, id segment 6, name 5, exact tag 4 (partial tag 2), summary
// 2, category 1.5, description 1; +8 when the whole phrase is in the name (else +3 in summary or
// description); the sum is multiplied by the fraction of query words matched.
//
// Under it, at lower weights, signals for what agents actually type (each derived from the index once,
// see signals.ts; the cost per query is noted at each):
//   - stop words ("let my agent pay for an API") are not scored while the query has other words;
//   - stem variants ("rails" → rail) score at STEM × what the variant would score;
//   - a word the vocabulary does not know at all ("playwrigth") matches the closest name, id and tag
//     tokens within an edit budget scaled to its length, at TYPO_1 / TYPO_2;
//   - two adjacent words written as one ("code sandbox" → CodeSandbox) and one word written as two
//     ("codesandbox" → "code sandboxes", "llmstxt" → llms-txt) score at COMPOUND;
//   - adjacent query words found adjacent in the name, id, a tag or the summary add small phrase bonuses.

import { FIELD, lowerBound, postingDoc, postingMask, type DocKind, type SearchDoc, type SearchIndex } from "./index";
import { adjacentIn, pairIn } from "./phrase";
import { signalsFor, stemVariants, typoVariants, type Signals } from "./signals";
import { stem } from "./stem";
import { isStopWord } from "./stopwords";
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

/** The added signals: multipliers on what an exact match would score, and small phrase bonuses. */
export const SIGNALS = {
  stem: 0.7,
  compound: 0.8,
  typo1: 0.6,
  typo2: 0.4,
  pairInName: 2,
  pairInId: 2,
  pairInTag: 2,
  pairInSummary: 1,
  /** The query's words, hyphenated, are exactly one of the doc's tags ("web search" → web-search). */
  tagPhrase: 4,
} as const;

// One-letter words would prefix-match a large part of the vocabulary; they match whole tokens only.
const MIN_PREFIX_CHARS = 2;
// Parts of a split word must be real words, not single letters ("e" + "2b").
const MIN_SPLIT_PART = 2;
// A split's right part may be a prefix ("code" + "sandbox" → "sandboxes") only when it is this long.
const MIN_SPLIT_PREFIX = 3;
// Below this a joined pair ("ai" + "sdk") is too short to be a compound worth looking up.
const MIN_JOINED_CHARS = 5;
const TYPO_FIELDS = FIELD.NAME | FIELD.ID | FIELD.TAG;

export interface SearchRequest {
  readonly query: string;
  readonly type: "all" | DocKind;
  readonly category?: string | undefined;
  readonly tags: readonly string[];
  readonly limit: number;
  readonly offset: number;
  /** Also count the hits per kind and per category (for "where else does this match" hints). */
  readonly facets?: boolean;
}

export interface Facets {
  readonly kinds: Readonly<Record<string, number>>;
  readonly categories: Readonly<Record<string, number>>;
}

export interface Hit {
  readonly doc: SearchDoc;
  readonly score: number;
  /** The whole query is this doc's id or name: listed before every other hit, whatever the scores. */
  readonly exact: boolean;
}

export interface SearchOutcome {
  /** Query words after normalisation; empty means the query had no letters or digits. */
  readonly words: readonly string[];
  /** The words that were scored (stop words are left out when the query has others). */
  readonly scored: readonly string[];
  /** Scored words that matched nothing at all, in any reading (before filters). */
  readonly unmatched: readonly string[];
  /** Words the index did not know, read as the closest name, id or tag tokens ("playwrigth" → playwright). */
  readonly readAs: Readonly<Record<string, readonly string[]>>;
  readonly total: number;
  readonly hits: readonly Hit[];
  readonly facets?: Facets;
}

interface Scratch {
  /** Per doc: sum of its best score per word, then (after scoring) its final score. */
  scores: Float64Array;
  matched: Uint8Array;
  /** Per doc: bit i set when scored word i matched (pair bonuses need both of their words). */
  wordBits: Uint32Array;
  /** Per doc: bit i set when scored word i matched its description (else no phrase can be found there). */
  descriptionBits: Uint32Array;
  exact: Uint8Array;
  wordMask: Uint8Array;
  wordBest: Float64Array;
}

// Buffers sized to the index, reused across queries: search is synchronous, so one isolate never
// runs two at once, and allocating ~N×30 bytes per query would dominate at large N.
const scratchByIndex = new WeakMap<SearchIndex, Scratch>();

function scratchFor(index: SearchIndex): Scratch {
  let scratch = scratchByIndex.get(index);
  if (!scratch) {
    const n = index.docs.length;
    scratch = {
      scores: new Float64Array(n),
      matched: new Uint8Array(n),
      wordBits: new Uint32Array(n),
      descriptionBits: new Uint32Array(n),
      exact: new Uint8Array(n),
      wordMask: new Uint8Array(n),
      wordBest: new Float64Array(n),
    };
    scratchByIndex.set(index, scratch);
  }
  return scratch;
}

/** Unique query words in order of first appearance. */
export function queryWords(query: string): string[] {
  return [...new Set(tokenize(query))];
}

/**
 * What one query word (or its variant `term`) scores on one doc, given the fields it matched.
 * `nameForm` is the term as it appears in a name (a split word is "llms txt" there, "llms-txt" in ids);
 * `idRun` says whether the term is a whole id segment (or run of segments).
 */
function wordScore(doc: SearchDoc, term: string, mask: number, nameForm: string, idRun: boolean): number {
  let score = 0;
  if (doc.id === term || doc.nameText === nameForm) score += WEIGHTS.exactIdOrName;
  if (idRun) score += WEIGHTS.idSegment;
  if (mask & FIELD.NAME) score += WEIGHTS.name;
  if (doc.tags.includes(term)) score += WEIGHTS.exactTag;
  else if (mask & FIELD.TAG) score += WEIGHTS.partialTag;
  if (mask & FIELD.CATEGORY) score += WEIGHTS.category;
  if (mask & FIELD.SUMMARY) score += WEIGHTS.summary;
  if (mask & FIELD.DESCRIPTION) score += WEIGHTS.description;
  return score;
}

/** Scores a one-word term: its name form is itself, and it is an id run when it equals a segment. */
function termScore(doc: SearchDoc, term: string, mask: number): number {
  return wordScore(doc, term, mask, term, doc.idSegments.includes(term));
}

function continuousMask(doc: SearchDoc, word: string): number {
  let mask = 0;
  if (fold(doc.name).includes(word)) mask |= FIELD.NAME;
  if (doc.tags.some((tag) => tag.includes(word))) mask |= FIELD.TAG;
  if (fold(doc.entry?.summary ?? doc.longform?.summary ?? "").includes(word)) mask |= FIELD.SUMMARY;
  if (doc.description && fold(doc.description).includes(word)) mask |= FIELD.DESCRIPTION;
  return mask;
}

function passesFilters(doc: SearchDoc, request: SearchRequest, tags: readonly string[]): boolean {
  if (request.type !== "all" && doc.kind !== request.type) return false;
  if (request.category !== undefined && doc.category !== request.category) return false;
  for (const tag of tags) if (!doc.tags.includes(tag)) return false;
  return true;
}

/** Name, then id, then kind: the order of equal scores, so results never shuffle. */
function tieBreak(a: SearchDoc, b: SearchDoc): number {
  if (a.sortKey !== b.sortKey) return a.sortKey < b.sortKey ? -1 : 1;
  return a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0;
}

/** Orders hits best first: exact id or name matches before all others, then by score, then tieBreak. */
export function compareHits(a: Hit, b: Hit): number {
  if (a.exact !== b.exact) return a.exact ? -1 : 1;
  if (a.score !== b.score) return b.score - a.score;
  return tieBreak(a.doc, b.doc);
}

/**
 * The best `k` of `candidates` (doc indices) in order, by the final scores in `scratch`, without sorting
 * every candidate or allocating per candidate: a heap of k indices whose root is the worst kept.
 */
function topK(index: SearchIndex, scratch: Scratch, candidates: readonly number[], k: number): number[] {
  const { scores, exact } = scratch;
  const docs = index.docs;
  // Negative when doc a ranks before doc b.
  const order = (a: number, b: number): number => {
    if (exact[a] !== exact[b]) return exact[b]! - exact[a]!;
    if (scores[a] !== scores[b]) return scores[b]! - scores[a]!;
    return tieBreak(docs[a]!, docs[b]!);
  };
  const heap: number[] = [];
  const siftDown = (): void => {
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let worst = i;
      if (l < heap.length && order(heap[l]!, heap[worst]!) > 0) worst = l;
      if (r < heap.length && order(heap[r]!, heap[worst]!) > 0) worst = r;
      if (worst === i) return;
      const t = heap[i]!;
      heap[i] = heap[worst]!;
      heap[worst] = t;
      i = worst;
    }
  };
  for (const doc of candidates) {
    if (heap.length < k) {
      heap.push(doc);
      let i = heap.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (order(heap[i]!, heap[parent]!) <= 0) break;
        const t = heap[i]!;
        heap[i] = heap[parent]!;
        heap[parent] = t;
        i = parent;
      }
    } else if (k > 0 && order(doc, heap[0]!) < 0) {
      heap[0] = doc;
      siftDown();
    }
  }
  return heap.sort(order);
}

/** The query as scored: words, stop words set aside, and which scored words were typed side by side. */
interface Plan {
  readonly words: readonly string[];
  readonly scored: readonly string[];
  /** Adjacent scored words [a, b], in query order, each pair once. */
  readonly pairs: readonly (readonly [string, string])[];
  /** Every word joined, as the spec's phrase ("give an agent long term memory"). */
  readonly phrase: string;
  /** Scored words only, when stop words were dropped ("agent pay api"). */
  readonly scoredPhrase: string;
}

function planQuery(query: string): Plan {
  const sequence = tokenize(query);
  const words = [...new Set(sequence)];
  const content = words.filter((word) => !isStopWord(word));
  const scored = content.length > 0 ? content : words;
  const keep = new Set(scored);
  const pairs: [string, string][] = [];
  const seen = new Set<string>();
  for (let i = 0; i + 1 < sequence.length; i++) {
    const a = sequence[i]!;
    const b = sequence[i + 1]!;
    if (a === b || !keep.has(a) || !keep.has(b) || hasContinuousScript(a) || hasContinuousScript(b)) continue;
    const key = `${a} ${b}`;
    if (!seen.has(key)) {
      seen.add(key);
      pairs.push([a, b]);
    }
  }
  return { words, scored, pairs, phrase: sequence.join(" "), scoredPhrase: sequence.filter((w) => keep.has(w)).join(" ") };
}

/** Visits the postings of every vocabulary token starting with `prefix`; returns how many tokens it saw. */
function forPrefix(index: SearchIndex, prefix: string, visit: (token: string, posting: number) => void): number {
  let count = 0;
  for (let at = lowerBound(index.vocabulary, prefix); at < index.vocabulary.length; at++) {
    const token = index.vocabulary[at]!;
    if (!token.startsWith(prefix)) break;
    count++;
    for (const posting of index.postings[at]!) visit(token, posting);
  }
  return count;
}

/** The part of a word that its stem variants share, for adjacency tests ("browsers" → "browser"). */
function matchPrefix(word: string): string {
  const root = stem(word);
  let n = 0;
  while (n < word.length && n < root.length && word[n] === root[n]) n++;
  return n >= MIN_SPLIT_PREFIX && n < word.length ? word.slice(0, n) : word;
}

/**
 * Scores one word on every doc it reaches, keeping per doc the best of its readings (exact or prefix,
 * stem, typo, compound); `offer` receives each reading's score. Returns the tokens a typo was read as.
 */
function scoreWord(
  index: SearchIndex,
  signals: Signals,
  plan: Plan,
  word: string,
  bit: number,
  scratch: Scratch,
  offer: (doc: number, score: number) => void,
): string[] {
  const { wordMask, descriptionBits } = scratch;
  // Exact and prefix: the spec's reading. Masks from every token the word starts are OR-ed, then scored once.
  const masked: number[] = [];
  const mark = (doc: number, mask: number): void => {
    if (mask === 0) return;
    if (wordMask[doc] === 0) masked.push(doc);
    wordMask[doc]! |= mask;
  };
  let known = false;
  if (hasContinuousScript(word)) {
    // Scripts without word spaces: substring search over the few docs that use them.
    for (const doc of index.continuousDocs) mark(doc, continuousMask(index.docs[doc]!, word));
  } else if (word.length < MIN_PREFIX_CHARS) {
    const at = lowerBound(index.vocabulary, word);
    if (index.vocabulary[at] === word) for (const posting of index.postings[at]!) mark(postingDoc(posting), postingMask(posting));
  } else {
    known = forPrefix(index, word, (_token, posting) => mark(postingDoc(posting), postingMask(posting))) > 0;
  }
  for (const doc of masked) {
    if (wordMask[doc]! & FIELD.DESCRIPTION) descriptionBits[doc]! |= bit;
    offer(doc, termScore(index.docs[doc]!, word, wordMask[doc]!));
    wordMask[doc] = 0;
  }
  const readAs: string[] = [];
  if (hasContinuousScript(word) || word.length < MIN_PREFIX_CHARS) return readAs;

  // Stem variants: one map lookup; cost is their postings.
  const variants = stemVariants(index, signals, word);
  for (const at of variants) {
    const token = index.vocabulary[at]!;
    if (token.startsWith(word)) continue;
    for (const posting of index.postings[at]!) {
      const doc = postingDoc(posting);
      offer(doc, SIGNALS.stem * termScore(index.docs[doc]!, token, postingMask(posting)));
    }
  }

  // Typos: only for words the vocabulary has never seen, on name, id and tag tokens.
  if (!known && variants.length === 0) {
    for (const match of typoVariants(index, signals, word)) {
      const token = index.vocabulary[match.token]!;
      readAs.push(token);
      const factor = match.distance === 1 ? SIGNALS.typo1 : SIGNALS.typo2;
      for (const posting of index.postings[match.token]!) {
        const mask = postingMask(posting) & TYPO_FIELDS;
        if (mask === 0) continue;
        const doc = postingDoc(posting);
        offer(doc, factor * termScore(index.docs[doc]!, token, mask));
      }
    }
  }

  // Two typed words that the catalogue writes as one: each word gets the joined token's score.
  for (const [a, b] of plan.pairs) {
    if (a !== word && b !== word) continue;
    const joined = a + b;
    if (joined.length < MIN_JOINED_CHARS) continue;
    forPrefix(index, joined, (_token, posting) => {
      const doc = postingDoc(posting);
      offer(doc, SIGNALS.compound * termScore(index.docs[doc]!, joined, postingMask(posting)));
    });
  }

  // One typed word that the catalogue writes as two: each split into two known words, found side by side.
  // Cost: two binary searches per split point; then, for a real split, an adjacency test on each doc of
  // the rarer part.
  for (let cut = MIN_SPLIT_PART; cut <= word.length - MIN_SPLIT_PART; cut++) {
    const left = word.slice(0, cut);
    const right = word.slice(cut);
    const leftAt = lowerBound(index.vocabulary, left);
    if (index.vocabulary[leftAt] !== left) continue;
    const rightFrom = lowerBound(index.vocabulary, right);
    let rightTo = rightFrom;
    const shortRight = right.length < MIN_SPLIT_PREFIX;
    if (!shortRight) {
      while (rightTo < index.vocabulary.length && index.vocabulary[rightTo]!.startsWith(right)) rightTo++;
    } else if (index.vocabulary[rightFrom] === right) rightTo = rightFrom + 1;
    if (rightTo === rightFrom) continue;
    let rightCount = 0;
    for (let at = rightFrom; at < rightTo; at++) rightCount += index.postings[at]!.length;
    const seen = new Set<number>();
    const test = (doc: number): void => {
      if (seen.has(doc)) return;
      seen.add(doc);
      const d = index.docs[doc]!;
      let mask = 0;
      if (adjacentIn(d.nameText, " ", left, right, shortRight)) mask |= FIELD.NAME;
      if (adjacentIn(d.summaryText, " ", left, right, shortRight)) mask |= FIELD.SUMMARY;
      const inId = adjacentIn(d.id, "-", left, right, shortRight);
      if (inId) mask |= FIELD.ID;
      if (d.tags.some((tag) => adjacentIn(tag, "-", left, right, shortRight))) mask |= FIELD.TAG;
      if (mask === 0) return;
      const idRun = inId && `-${d.id}-`.includes(`-${left}-${right}-`);
      offer(doc, SIGNALS.compound * wordScore(d, `${left}-${right}`, mask, `${left} ${right}`, idRun));
    };
    if (index.postings[leftAt]!.length <= rightCount) for (const posting of index.postings[leftAt]!) test(postingDoc(posting));
    else for (let at = rightFrom; at < rightTo; at++) for (const posting of index.postings[at]!) test(postingDoc(posting));
  }
  return readAs;
}

/** The spec's phrase bonuses plus the added adjacency bonuses, for a doc that matched several words. */
function phraseBonus(
  doc: SearchDoc,
  plan: Plan,
  allMatched: boolean,
  bits: number,
  pairBits: readonly number[],
  inDescription: boolean,
): number {
  let bonus = 0;
  if (allMatched) {
    const phrases = plan.scoredPhrase === plan.phrase ? [plan.phrase] : [plan.phrase, plan.scoredPhrase];
    if (phrases.some((p) => ` ${doc.nameText}`.includes(` ${p}`))) bonus += WEIGHTS.phraseInName;
    else if (phrases.some((p) => ` ${doc.summaryText}`.includes(` ${p}`))) bonus += WEIGHTS.phraseInText;
    else if (inDescription && doc.description) {
      const text = ` ${wordsOf(fold(doc.description)).join(" ")}`;
      if (phrases.some((p) => text.includes(` ${p}`))) bonus += WEIGHTS.phraseInText;
    }
    const wholeId = plan.phrase.replace(/ /g, "-");
    if (doc.id === wholeId || doc.nameText === plan.phrase) bonus += WEIGHTS.wholeQueryExact;
  }
  plan.pairs.forEach(([a, b], i) => {
    if ((bits & pairBits[i]!) !== pairBits[i]) return;
    const pa = matchPrefix(a);
    const pb = matchPrefix(b);
    if (pairIn(doc.nameText, " ", pa, pb)) bonus += SIGNALS.pairInName;
    if (pairIn(doc.id, "-", pa, pb)) bonus += SIGNALS.pairInId;
    if (doc.tags.some((tag) => pairIn(tag, "-", pa, pb))) bonus += SIGNALS.pairInTag;
    if (pairIn(doc.summaryText, " ", pa, pb)) bonus += SIGNALS.pairInSummary;
  });
  if (allMatched && plan.scored.length > 1 && doc.tags.includes(plan.scoredPhrase.replace(/ /g, "-"))) bonus += SIGNALS.tagPhrase;
  return bonus;
}

/** The most one adjacent pair can add (found in name, id, a tag and the summary). */
const PAIR_MAX = SIGNALS.pairInName + SIGNALS.pairInId + SIGNALS.pairInTag + SIGNALS.pairInSummary;

/** The k largest numbers pushed so far, to know the score a doc must reach to make the page. */
class MinHeap {
  private readonly items: number[] = [];
  constructor(private readonly size: number) {}

  push(value: number): void {
    const items = this.items;
    if (items.length < this.size) {
      items.push(value);
      let i = items.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (items[parent]! <= items[i]!) break;
        [items[parent], items[i]] = [items[i]!, items[parent]!];
        i = parent;
      }
      return;
    }
    if (this.size === 0 || value <= items[0]!) return;
    items[0] = value;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let least = i;
      if (l < items.length && items[l]! < items[least]!) least = l;
      if (r < items.length && items[r]! < items[least]!) least = r;
      if (least === i) return;
      [items[least], items[i]] = [items[i]!, items[least]!];
      i = least;
    }
  }

  /** The k-th largest value pushed, or `fallback` while fewer than k were pushed (or it is higher). */
  threshold(fallback: number): number {
    return this.items.length < this.size ? fallback : Math.max(fallback, this.items[0]!);
  }
}

const round = (score: number): number => Math.round(score * 100) / 100;

// Words past the 31st share "no bit": pair checks for them are then never skipped, only not sped up.
const WORD_BITS = 31;
const wordBit = (position: number): number => (position < WORD_BITS ? 1 << position : 0);

export function runSearch(index: SearchIndex, request: SearchRequest): SearchOutcome {
  const plan = planQuery(request.query);
  if (plan.words.length === 0) return { words: plan.words, scored: plan.scored, unmatched: [], readAs: {}, total: 0, hits: [] };
  const signals = signalsFor(index);
  const filterTags = request.tags.map((tag) => fold(tag.trim()));
  const scratch = scratchFor(index);
  const { scores, matched, wordBits, descriptionBits, exact, wordBest } = scratch;
  const touched: number[] = [];
  const unmatched: string[] = [];
  const readAs: Record<string, string[]> = {};

  plan.scored.forEach((word, position) => {
    const bit = wordBit(position);
    const wordTouched: number[] = [];
    const typos = scoreWord(index, signals, plan, word, bit, scratch, (doc, score) => {
      if (score <= 0) return;
      if (wordBest[doc] === 0) wordTouched.push(doc);
      if (score > wordBest[doc]!) wordBest[doc] = score;
    });
    if (typos.length > 0) readAs[word] = typos;
    if (wordTouched.length === 0) unmatched.push(word);
    for (const doc of wordTouched) {
      if (matched[doc] === 0) touched.push(doc);
      matched[doc]!++;
      wordBits[doc]! |= bit;
      scores[doc]! += wordBest[doc]!;
      wordBest[doc] = 0;
    }
  });

  const wordCount = plan.scored.length;
  const wholeId = plan.phrase.replace(/ /g, "-");
  const candidates: number[] = [];
  for (const doc of touched) {
    const d = index.docs[doc]!;
    if (!passesFilters(d, request, filterTags)) continue;
    exact[doc] = d.id === wholeId || d.nameText === plan.phrase ? 1 : 0;
    candidates.push(doc);
  }
  const end = request.offset + request.limit;
  const pairBits = plan.pairs.map(([a, b]) => wordBit(plan.scored.indexOf(a)) | wordBit(plan.scored.indexOf(b)));
  const lowers = new Float64Array(candidates.length);
  candidates.forEach((doc, i) => {
    lowers[i] = scores[doc]!;
    scores[doc] = round((lowers[i]! * matched[doc]!) / wordCount);
  });
  if (plan.words.length > 1 && candidates.length > 0) {
    // Phrase bonuses only move docs up, by at most a ceiling known from which words a doc matched. Docs
    // are tested in order of their ceiling, and testing stops once no untested doc can reach the page:
    // a common-word query tests a few dozen docs for phrases, not every doc it touched.
    const page = topK(index, scratch, candidates, end);
    const floor = page.length < end ? -Infinity : scores[page[page.length - 1]!]!;
    const upper = new Float64Array(candidates.length);
    const order: number[] = [];
    candidates.forEach((doc, i) => {
      const bits = wordBits[doc]!;
      let ceiling = 0;
      if (matched[doc] === wordCount) ceiling += WEIGHTS.phraseInName + SIGNALS.tagPhrase;
      for (const need of pairBits) if ((bits & need) === need) ceiling += PAIR_MAX;
      if (ceiling === 0) return;
      upper[i] = exact[doc] ? Infinity : ((lowers[i]! + ceiling) * matched[doc]!) / wordCount;
      if (upper[i]! >= floor) order.push(i);
    });
    order.sort((a, b) => upper[b]! - upper[a]!);
    const kept = new MinHeap(end);
    for (const i of order) {
      if (upper[i]! < kept.threshold(floor)) break;
      const doc = candidates[i]!;
      const all = matched[doc] === wordCount;
      const everyWordInDescription = descriptionBits[doc] === wordBits[doc];
      const bonus = phraseBonus(index.docs[doc]!, plan, all, wordBits[doc]!, pairBits, everyWordInDescription);
      if (bonus > 0) scores[doc] = round(((lowers[i]! + bonus) * matched[doc]!) / wordCount);
      kept.push(scores[doc]!);
    }
  }
  const best = topK(index, scratch, candidates, end);
  const hits: Hit[] = best.slice(request.offset).map((doc) => ({ doc: index.docs[doc]!, score: scores[doc]!, exact: exact[doc] === 1 }));
  let facets: Facets | undefined;
  if (request.facets) {
    const kinds: Record<string, number> = {};
    const categories: Record<string, number> = {};
    for (const doc of candidates) {
      const d = index.docs[doc]!;
      kinds[d.kind] = (kinds[d.kind] ?? 0) + 1;
      if (d.category !== null) categories[d.category] = (categories[d.category] ?? 0) + 1;
    }
    facets = { kinds, categories };
  }
  for (const doc of touched) {
    scores[doc] = 0;
    matched[doc] = 0;
    wordBits[doc] = 0;
    descriptionBits[doc] = 0;
    exact[doc] = 0;
  }
  return { words: plan.words, scored: plan.scored, unmatched, readAs, total: candidates.length, hits, ...(facets ? { facets } : {}) };
}
