// Ranked search over the index.
//
// The spec's additive formula, matched on word boundaries, gives each query word its points on a doc: exact
// id/name 12, id segment 6, name 5, exact tag 4 (partial tag 2), summary 2, category 1.5, description 1.
// Each word's points are saturated and weighted by the word's rarity (rarity.ts: BM25 idf, weights that
// average 1, so common words cannot outvote rare ones); +8 when the whole phrase is in the name (else +3 in
// summary or description); the sum is multiplied by the share of the query's weight the doc matched. A
// doc whose id or name is the whole query is listed first whatever the scores.
//
// Each word may also be read as the catalogue's terms for its need (concepts.ts: the domain vocabulary,
// and tags the word's own documents share), at a lower weight; the answer lists those readings.
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

export { SIGNALS, WEIGHTS } from "./points";

import { EXACT, FIELD, FIELDS_ONLY, POSTING_FLAG_BITS, POSTING_FLAGS, TOKEN_ONLY_BITS } from "./postings";
import type { DocKind, SearchDoc, SearchIndex, Signals } from "./search-index";
import { lowerBound } from "./sorted";
import { CONCEPT_WEIGHTS, readGroup, readVocabulary, type ConceptGroup, type ConceptMatch } from "./concepts";
import { Filter } from "./filter";
import { scratchFor, type Scratch } from "./scratch";
import { readsSharedTags, sharedTags } from "./shared-tags";
import { isHowTo, LONGFORM_BOOST } from "./intent";
import { adjacentIn, pairIn } from "./phrase";
import { stemVariants, typoVariants } from "./signals";
import { stem } from "./stem";
import { SATURATED_BY_BITS, SCORE_BY_BITS, SIGNALS, WEIGHTS } from "./points";
import { normaliseWeights, wordRarity } from "./rarity";
import { isStopWord } from "./stopwords";
import { fold, hasContinuousScript, tokenize, wordsOf } from "./text";

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
  /** Words also read as the catalogue's terms for the same need (concepts.ts), where those found something. */
  readonly expansions: readonly ConceptMatch[];
  readonly total: number;
  readonly hits: readonly Hit[];
  readonly facets?: Facets;
}

/** What a typo reading keeps: where the token is (name, id, tag) and the token's own exact bits. */
const TYPO_BITS = TYPO_FIELDS | EXACT.WHOLE | EXACT.TAG;

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

/** Whether `term` (a word token, so without "-") is one of the id's segments. */
function isIdSegment(id: string, term: string): boolean {
  return id === term || `-${id}-`.includes(`-${term}-`);
}

/** The EXACT and id-segment bits of `term` on a doc, from its fields (for readings not built from the term's own postings). */
function exactBits(doc: SearchDoc, term: string): number {
  let bits = 0;
  if (doc.id === term || doc.nameText === term) bits |= EXACT.WHOLE;
  if (isIdSegment(doc.id, term)) bits |= FIELD.ID;
  if (doc.tags.includes(term)) bits |= EXACT.TAG;
  return bits;
}

/** Scores a one-word term on a doc from the field bits it matched: the same sum as wordScore, by table. */
function termScore(doc: SearchDoc, term: string, mask: number): number {
  return SCORE_BY_BITS[(mask & FIELDS_ONLY) | exactBits(doc, term)]!;
}

function continuousMask(doc: SearchDoc, word: string): number {
  let mask = 0;
  if (fold(doc.name).includes(word)) mask |= FIELD.NAME;
  if (doc.tags.some((tag) => tag.includes(word))) mask |= FIELD.TAG;
  if (fold(doc.entry?.summary ?? doc.longform?.summary ?? "").includes(word)) mask |= FIELD.SUMMARY;
  if (doc.description && fold(doc.description).includes(word)) mask |= FIELD.DESCRIPTION;
  return mask;
}

/** Name, then id, then kind: the order of equal scores, so results never shuffle. */
function tieBreak(a: SearchDoc, b: SearchDoc): number {
  if (a.sortKey !== b.sortKey) return a.sortKey < b.sortKey ? -1 : 1;
  return a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0;
}

/**
 * The best `k` of the first `count` of `candidates` (doc indices) in order, by the final scores in
 * `scratch`, without sorting every candidate or allocating per candidate: a heap of k indices whose root is
 * the worst kept.
 */
function topK(index: SearchIndex, scratch: Scratch, candidates: Int32Array, count: number, k: number): number[] {
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
  for (let c = 0; c < count; c++) {
    const doc = candidates[c]!;
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
    } else if (k > 0) {
      // Most candidates lose to the worst kept on score alone; only near-ties pay for the full order.
      const root = heap[0]!;
      if (exact[doc]! < exact[root]! || (exact[doc] === exact[root] && scores[doc]! < scores[root]!)) continue;
      if (order(doc, root) < 0) {
        heap[0] = doc;
        siftDown();
      }
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
  /** The scored words in query order, repeats included (concept triggers are read from it). */
  readonly content: readonly string[];
}

function planQuery(query: string): Plan {
  const sequence = tokenize(query);
  const words = [...new Set(sequence)];
  const topical = words.filter((word) => !isStopWord(word));
  const scored = topical.length > 0 ? topical : words;
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
  const content = sequence.filter((w) => keep.has(w));
  return { words, scored, pairs, phrase: sequence.join(" "), scoredPhrase: content.join(" "), content };
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
 * stem, typo, compound) through `scratch.offer`. Returns the tokens a typo was read as.
 */
function scoreWord(index: SearchIndex, signals: Signals, plan: Plan, word: string, bit: number, scratch: Scratch): string[] {
  const { wordMask, wordExact, masked, inName, inId, inTag, inSummary, inDescription } = scratch;
  // The phrase is this one word (not the same word typed twice).
  const single = plan.phrase === word;
  const { vocabulary, postingStart, postingData } = index;
  // Exact and prefix: the spec's reading. Field bits from every token the word starts are OR-ed, then
  // scored once; the exact bits (whole id or name, id segment, whole tag) come from the word's own token.
  let maskedCount = 0;
  let known = false;
  const continuous = hasContinuousScript(word);
  if (continuous) {
    // Scripts without word spaces: substring search over the few docs that use them.
    for (const doc of index.continuousDocs) {
      const d = index.docs[doc]!;
      const mask = continuousMask(d, word);
      if (mask === 0) continue;
      masked[maskedCount++] = doc;
      wordMask[doc] = mask;
      wordExact[doc] = exactBits(d, word);
    }
  } else {
    // One-letter words would prefix-match much of the vocabulary: they match their own token only.
    const prefix = word.length >= MIN_PREFIX_CHARS;
    for (let at = lowerBound(vocabulary, word); at < vocabulary.length; at++) {
      const token = vocabulary[at]!;
      const whole = token === word;
      if (!whole && !(prefix && token.startsWith(word))) break;
      known = prefix;
      for (let p = postingStart[at]!, stop = postingStart[at + 1]!; p < stop; p++) {
        const posting = postingData[p]!;
        const doc = posting >>> POSTING_FLAG_BITS;
        if (wordMask[doc] === 0) masked[maskedCount++] = doc;
        wordMask[doc]! |= posting;
        if (whole) wordExact[doc] = posting & TOKEN_ONLY_BITS;
      }
    }
  }
  const filter = scratch.filter;
  if (!single && maskedCount > 0) scratch.evidence = true;
  for (let i = 0; i < maskedCount; i++) {
    const doc = masked[i]!;
    const mask = wordMask[doc]!;
    const score = SATURATED_BY_BITS[(mask & FIELDS_ONLY) | wordExact[doc]!]!;
    const whole = wordExact[doc]! & EXACT.WHOLE;
    wordMask[doc] = 0;
    wordExact[doc] = 0;
    if (filter !== null && !filter.passes(doc)) {
      if (score > 0) scratch.countElsewhere(doc);
      continue;
    }
    if (single) {
      // A one-word query is the whole id or name exactly where the word's own token says so; it has no
      // phrases, so it needs no field evidence.
      if (whole) scratch.exact[doc] = 1;
    } else {
      if (mask & FIELD.NAME) inName[doc]! |= bit;
      if (mask & FIELD.ID) inId[doc]! |= bit;
      if (mask & FIELD.TAG) inTag[doc]! |= bit;
      if (mask & FIELD.SUMMARY) inSummary[doc]! |= bit;
      if (mask & FIELD.DESCRIPTION) inDescription[doc]! |= bit;
      // A doc whose only reading scores nothing (an id segment the word is a prefix of) still holds evidence.
      scratch.touch(doc);
    }
    if (score > 0) scratch.keep(doc, score);
  }
  const readAs: string[] = [];
  if (continuous || word.length < MIN_PREFIX_CHARS) return readAs;

  // Stem variants: one map lookup; cost is their postings (scored on their own token's bits).
  const variants = stemVariants(index, signals, word);
  for (const at of variants) {
    if (vocabulary[at]!.startsWith(word)) continue;
    for (let p = postingStart[at]!, stop = postingStart[at + 1]!; p < stop; p++) {
      const posting = postingData[p]!;
      scratch.offerOwn(posting >>> POSTING_FLAG_BITS, SIGNALS.stem * SCORE_BY_BITS[posting & POSTING_FLAGS]!);
    }
  }

  // Typos: only for words the vocabulary has never seen, on name, id and tag tokens.
  if (!known && variants.length === 0) {
    for (const match of typoVariants(index, signals, word)) {
      readAs.push(vocabulary[match.token]!);
      const factor = match.distance === 1 ? SIGNALS.typo1 : SIGNALS.typo2;
      for (let p = postingStart[match.token]!, stop = postingStart[match.token + 1]!; p < stop; p++) {
        const posting = postingData[p]!;
        if ((posting & TYPO_FIELDS) === 0) continue;
        scratch.offerOwn(posting >>> POSTING_FLAG_BITS, factor * SCORE_BY_BITS[posting & TYPO_BITS]!);
      }
    }
  }

  // Two typed words that the catalogue writes as one: each word gets the joined token's score.
  for (const [a, b] of plan.pairs) {
    if (a !== word && b !== word) continue;
    const joined = a + b;
    if (joined.length < MIN_JOINED_CHARS) continue;
    for (let at = lowerBound(vocabulary, joined); at < vocabulary.length && vocabulary[at]!.startsWith(joined); at++) {
      for (let p = postingStart[at]!, stop = postingStart[at + 1]!; p < stop; p++) {
        const doc = postingData[p]! >>> POSTING_FLAG_BITS;
        scratch.offerOwn(doc, SIGNALS.compound * termScore(index.docs[doc]!, joined, postingData[p]! & POSTING_FLAGS));
      }
    }
  }

  // One typed word that the catalogue writes as two: each split into two known words, found side by side.
  // Cost: two binary searches per split point; then, for a real split, an adjacency test on each doc of
  // the rarer part.
  for (let cut = MIN_SPLIT_PART; cut <= word.length - MIN_SPLIT_PART; cut++) {
    const left = word.slice(0, cut);
    const right = word.slice(cut);
    const leftAt = lowerBound(vocabulary, left);
    if (vocabulary[leftAt] !== left) continue;
    const rightFrom = lowerBound(vocabulary, right);
    let rightTo = rightFrom;
    const shortRight = right.length < MIN_SPLIT_PREFIX;
    if (!shortRight) {
      while (rightTo < vocabulary.length && vocabulary[rightTo]!.startsWith(right)) rightTo++;
    } else if (vocabulary[rightFrom] === right) rightTo = rightFrom + 1;
    if (rightTo === rightFrom) continue;
    const rightCount = postingStart[rightTo]! - postingStart[rightFrom]!;
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
      scratch.offerOwn(doc, SIGNALS.compound * wordScore(d, `${left}-${right}`, mask, `${left} ${right}`, idRun));
    };
    // Postings of consecutive tokens are consecutive, so a token range is one run of postingData.
    const [from, to] =
      postingStart[leftAt + 1]! - postingStart[leftAt]! <= rightCount
        ? [postingStart[leftAt]!, postingStart[leftAt + 1]!]
        : [postingStart[rightFrom]!, postingStart[rightTo]!];
    for (let p = from; p < to; p++) test(postingData[p]! >>> POSTING_FLAG_BITS);
  }
  return readAs;
}

/** What the phrase bonuses look for, worked out once per query rather than once per doc tested. */
interface PhraseTest {
  /** The whole query, and the scored words alone when stop words were dropped. */
  readonly phrases: readonly string[];
  /** The same with a leading space: a phrase found after a word boundary inside a field. */
  readonly spaced: readonly string[];
  readonly wholeId: string;
  /** The scored words as one hyphenated tag ("web search" → web-search), for multi-word queries. */
  readonly tag: string | null;
  /** Per adjacent pair: the prefixes it is looked for by, the bits of its two words, and their mean weight. */
  readonly pairs: readonly { readonly a: string; readonly b: string; readonly bits: number; readonly weight: number }[];
}

function phraseTest(plan: Plan, pairBits: readonly number[], pairWeights: readonly number[]): PhraseTest {
  const phrases = plan.scoredPhrase === plan.phrase ? [plan.phrase] : [plan.phrase, plan.scoredPhrase];
  return {
    phrases,
    spaced: phrases.map((phrase) => ` ${phrase}`),
    wholeId: plan.phrase.replace(/ /g, "-"),
    tag: plan.scored.length > 1 ? plan.scoredPhrase.replace(/ /g, "-") : null,
    pairs: plan.pairs.map(([a, b], i) => ({ a: matchPrefix(a), b: matchPrefix(b), bits: pairBits[i]!, weight: pairWeights[i]! })),
  };
}

/** Whether `text` (folded words joined by spaces) has one of the phrases starting at a word. */
function hasPhrase(text: string, test: PhraseTest): boolean {
  for (let i = 0; i < test.phrases.length; i++) {
    if (text.startsWith(test.phrases[i]!) || text.includes(test.spaced[i]!)) return true;
  }
  return false;
}

/** The spec's phrase bonuses plus the added adjacency bonuses, for a doc that matched several words. */
function phraseBonus(doc: SearchDoc, test: PhraseTest, allMatched: boolean, bits: number, inDescription: boolean): number {
  let bonus = 0;
  if (allMatched) {
    if (hasPhrase(doc.nameText, test)) bonus += WEIGHTS.phraseInName;
    else if (hasPhrase(doc.summaryText, test)) bonus += WEIGHTS.phraseInText;
    else if (inDescription && doc.description && hasPhrase(wordsOf(fold(doc.description)).join(" "), test)) {
      bonus += WEIGHTS.phraseInText;
    }
    if (doc.id === test.wholeId || doc.nameText === test.phrases[0]) bonus += WEIGHTS.wholeQueryExact;
  }
  for (const { a, b, bits: need, weight } of test.pairs) {
    if ((bits & need) !== need) continue;
    let pair = 0;
    if (pairIn(doc.nameText, " ", a, b)) pair += SIGNALS.pairInName;
    if (pairIn(doc.id, "-", a, b)) pair += SIGNALS.pairInId;
    for (const tag of doc.tags) {
      if (pairIn(tag, "-", a, b)) {
        pair += SIGNALS.pairInTag;
        break;
      }
    }
    if (pairIn(doc.summaryText, " ", a, b)) pair += SIGNALS.pairInSummary;
    // Two common words side by side ("coding agent") say less than two rare ones.
    bonus += pair * weight;
  }
  if (allMatched && test.tag !== null && doc.tags.includes(test.tag)) bonus += SIGNALS.tagPhrase;
  return bonus;
}

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

/** Sifts lifts[i] down a max-heap of the first `count` lifts, keyed by their ceilings. */
function siftLift(lifts: Int32Array, count: number, uppers: Float64Array, i: number): void {
  const doc = lifts[i]!;
  const key = uppers[doc]!;
  for (;;) {
    let child = 2 * i + 1;
    if (child >= count) break;
    if (child + 1 < count && uppers[lifts[child + 1]!]! > uppers[lifts[child]!]!) child++;
    if (uppers[lifts[child]!]! <= key) break;
    lifts[i] = lifts[child]!;
    i = child;
  }
  lifts[i] = doc;
}

/** Bits of the scored words whose fields cannot be told from their own postings (one letter, scripts without spaces). */
function looseWords(scored: readonly string[]): number {
  let bits = 0;
  scored.forEach((word, position) => {
    if (word.length < MIN_PREFIX_CHARS || hasContinuousScript(word)) bits |= wordBit(position);
  });
  return bits;
}

/**
 * Pair tests read some words by a shorter prefix than the word ("browsers" → browser): for those, the fields
 * of the tokens that start with the prefix are added to the word's evidence on the docs it matched (looser
 * for the phrase ceilings, which stay upper bounds).
 */
function addPrefixEvidence(index: SearchIndex, plan: Plan, scratch: Scratch, loose: number): void {
  const { vocabulary, postingStart, postingData } = index;
  const { matched, inName, inId, inTag, inSummary } = scratch;
  scratch.evidence = true;
  plan.scored.forEach((word, position) => {
    const bit = wordBit(position);
    if (bit & loose || !plan.pairs.some(([a]) => a === word)) return;
    const prefix = matchPrefix(word);
    if (prefix === word) return;
    for (let at = lowerBound(vocabulary, prefix); at < vocabulary.length; at++) {
      const token = vocabulary[at]!;
      if (!token.startsWith(prefix)) break;
      if (token.startsWith(word)) continue;
      for (let p = postingStart[at]!, stop = postingStart[at + 1]!; p < stop; p++) {
        const posting = postingData[p]!;
        const doc = posting >>> POSTING_FLAG_BITS;
        if (matched[doc] === 0) continue;
        if (posting & FIELD.NAME) inName[doc]! |= bit;
        if (posting & FIELD.ID) inId[doc]! |= bit;
        if (posting & FIELD.TAG) inTag[doc]! |= bit;
        if (posting & FIELD.SUMMARY) inSummary[doc]! |= bit;
      }
    }
  });
}

/**
 * Offers a word's concept readings (concepts.ts) to the docs they reach: a concept's points weighed by its
 * rarity (never more than the word's own, `weight`) and by how far a reading is from the word typed. Notes
 * what each concept found in `found`. Returns the word's weight: its own, or, for a word found only through
 * its concepts, what its rarest concept weighs.
 */
function offerConcepts(
  index: SearchIndex,
  scratch: Scratch,
  groups: readonly ConceptGroup[],
  weight: number,
  found: Map<string, readonly string[]>,
): number {
  const readings = groups.map((group) => readGroup(index, group, { mask: scratch.wordMask, list: scratch.masked }, scratch.conceptPoints));
  let own = weight;
  if (own === 0) for (const reading of readings) own = Math.max(own, reading?.rarity ?? 0);
  readings.forEach((reading, at) => {
    if (reading === null) return;
    const group = groups[at]!;
    found.set(group.name, reading.found);
    // Points are weighed by the word's weight when added up, so the factor is relative to it.
    const factor = (CONCEPT_WEIGHTS[group.source] * Math.min(own, reading.rarity)) / own;
    for (let i = 0; i < reading.docs.length; i++) scratch.offerConcept(reading.docs[i]!, factor * reading.points[i]!);
  });
  return own;
}

export function runSearch(index: SearchIndex, request: SearchRequest): SearchOutcome {
  const plan = planQuery(request.query);
  if (plan.words.length === 0)
    return { words: plan.words, scored: plan.scored, unmatched: [], readAs: {}, expansions: [], total: 0, hits: [] };
  const signals = index.signals;
  const scratch = scratchFor(index);
  const filter = new Filter(
    index,
    request,
    request.tags.map((tag) => fold(tag.trim())),
    scratch.allowed,
  );
  scratch.filter = filter.active ? filter : null;
  const { scores, lowers, uppers, coverage, matched, wordBits, inName, inId, inTag, inSummary, inDescription, exact } = scratch;
  const { wordTouched, candidates, lifts } = scratch;
  const unmatched: string[] = [];
  const readAs: Record<string, string[]> = {};
  const rarity = new Float64Array(plan.scored.length);
  const docCount = index.docs.length;
  const sequence = plan.phrase.split(" ");
  const stems = sequence.map(stem);
  const concepts = readVocabulary(sequence, plan.scored, undefined, stems);
  // One scored word: every doc it matched has all of the query (or the concept credit), no sum to keep.
  const oneWord = plan.scored.length === 1;
  // The concepts read for this query, by name: what each found (for the answer's read_as).
  const found = new Map<string, readonly string[]>();
  const catalogueReadings: ConceptMatch[] = [];
  // Whether any word matched by its own readings: terms only widen a query that found something.
  let anyDirect = false;

  plan.scored.forEach((word, position) => {
    const bit = wordBit(position);
    scratch.wordTouchedCount = 0;
    scratch.elsewhereCount = 0;
    scratch.elsewhereFirst.length = 0;
    // A stamp comes back only after 2^32 words (0 is never one: it is what unmarked docs hold).
    scratch.wordStamp = (scratch.wordStamp + 1) >>> 0 || 1;
    const typos = scoreWord(index, signals, plan, word, bit, scratch);
    if (typos.length > 0) readAs[word] = typos;
    const reached = scratch.wordTouchedCount + scratch.elsewhereCount;
    if (reached > 0) anyDirect = true;
    let weight = reached === 0 ? 0 : wordRarity(word, reached, docCount);
    // The word read as the catalogue's terms for its need (concepts.ts); where the vocabulary has nothing
    // for it (and it is not a misspelled name), the catalogue may.
    let groups = concepts.perWord[position]!;
    if (groups.length === 0 && typos.length === 0 && readsSharedTags(reached)) {
      const shared = sharedTags(index, word, [...wordTouched.subarray(0, scratch.wordTouchedCount), ...scratch.elsewhereFirst], reached);
      if (shared !== null) {
        groups = [shared];
        catalogueReadings.push({ from: word, concept: shared.name, source: "catalogue", terms: [] });
      }
    }
    if (groups.length > 0) weight = offerConcepts(index, scratch, groups, weight, found);
    if (scratch.wordTouchedCount + scratch.elsewhereCount === 0) unmatched.push(word);
    rarity[position] = weight;
    scratch.addWord(bit, weight, CONCEPT_WEIGHTS.coverage * weight, oneWord);
  });
  if (!anyDirect) {
    // No word of the request is in the catalogue: say so (notice, "did you mean") rather than show what a
    // neighbouring concept finds.
    scratch.clear();
    filter.release();
    scratch.filter = null;
    return { words: plan.words, scored: plan.scored, unmatched: plan.scored, readAs, expansions: [], total: 0, hits: [] };
  }
  const readings = concepts.matches.length + catalogueReadings.length === 0 ? [] : [...concepts.matches, ...catalogueReadings];
  const expansions: ConceptMatch[] = readings
    .map((match) => ({
      ...match,
      terms: (found.get(match.concept) ?? []).filter((term) => match.source === "catalogue" || match.terms.includes(term)),
    }))
    .filter((match) => match.terms.length > 0);

  const wordCount = plan.scored.length;
  // Sums of rarity-weighted points, rescaled so the weights average 1 (rarity.ts): points on the spec's scale.
  const { weights, scale } = normaliseWeights(rarity);
  const pairWeights = plan.pairs.map(([a, b]) => (weights[plan.scored.indexOf(a)]! + weights[plan.scored.indexOf(b)]!) / 2);
  // Field evidence is exact for most words; the others count as present everywhere.
  const loose = looseWords(plan.scored);
  let allWords = 0;
  for (let position = 0; position < wordCount; position++) allWords |= wordBit(position);
  const inAll = (fieldBits: number): boolean => ((fieldBits | loose) & allWords) === allWords;
  const wholeId = plan.phrase.replace(/ /g, "-");
  const howTo = isHowTo(sequence, stems);
  // A summed rarity times this is the share of the query's weight it stands for.
  const perWord = scale / wordCount;
  // Docs the filters leave out were never scored, so every doc a word matched is a candidate.
  let count = 0;
  for (let i = 0; i < scratch.touchedCount; i++) {
    const doc = scratch.touched[i]!;
    if (matched[doc] === 0) continue;
    // (One-word queries were marked while scoring.) The whole query as the id or name means every word is
    // in the id or in the name.
    if (plan.phrase !== plan.scored[0] && matched[doc] === wordCount && (inAll(inId[doc]!) || inAll(inName[doc]!))) {
      const d = index.docs[doc]!;
      if (d.id === wholeId || d.nameText === plan.phrase) exact[doc] = 1;
    }
    candidates[count++] = doc;
    const lower = scores[doc]! * scale;
    lowers[doc] = lower;
    // From here on, the share of the query (by weight) that the doc matched: the spec's fraction of words;
    // a long-form item's counts for more when the request asks how to do or choose something.
    const share = oneWord ? (scratch.conceptOnly[doc] === 1 ? CONCEPT_WEIGHTS.coverage : 1) : coverage[doc]! * perWord;
    coverage[doc] = howTo && index.docs[doc]!.kind !== "entry" ? share * (1 + LONGFORM_BOOST) : share;
    scores[doc] = round(lower * coverage[doc]!);
  }
  const end = request.offset + request.limit;
  const pairBits = plan.pairs.map(([a, b]) => wordBit(plan.scored.indexOf(a)) | wordBit(plan.scored.indexOf(b)));
  if (plan.words.length > 1 && count > 0) {
    // Phrase bonuses only move docs up, by at most a ceiling known from which words a doc matched and in
    // which fields they are written. Docs are tested in order of their ceiling (a max-heap: built in
    // linear time, popped only as far as needed), and testing stops once no untested doc can reach the
    // page: a common-word query tests a few dozen docs for phrases, not every doc it touched.
    // The page's last score before bonuses, as a floor: the end-th best score of all candidates is at most
    // that (exact matches come first whatever their score), so it is a safe one, and needs no tie-breaks.
    const pageScores = new MinHeap(end);
    for (let c = 0; c < count; c++) pageScores.push(scores[candidates[c]!]!);
    const floor = count < end ? -Infinity : pageScores.threshold(-Infinity);
    const test = phraseTest(plan, pairBits, pairWeights);
    addPrefixEvidence(index, plan, scratch, loose);
    const pairFirst = plan.pairs.map(([a]) => wordBit(plan.scored.indexOf(a)));
    let liftCount = 0;
    for (let c = 0; c < count; c++) {
      const doc = candidates[c]!;
      const bits = wordBits[doc]!;
      let ceiling = 0;
      if (matched[doc] === wordCount) {
        if (inAll(inName[doc]!)) ceiling += WEIGHTS.phraseInName;
        else if (inAll(inSummary[doc]!) || inAll(inDescription[doc]!)) ceiling += WEIGHTS.phraseInText;
        if (wordCount > 1 && inAll(inTag[doc]!)) ceiling += SIGNALS.tagPhrase;
      }
      // A pair is found in a field only where a token starts with its first word's (prefix) form.
      for (let k = 0; k < pairBits.length; k++) {
        const need = pairBits[k]!;
        if ((bits & need) !== need) continue;
        // Words past the 31st have no bit, and so no evidence: every field counts as possible for them.
        const first = pairFirst[k]! || -1;
        let pair = 0;
        if ((inName[doc]! | loose) & first) pair += SIGNALS.pairInName;
        if ((inId[doc]! | loose) & first) pair += SIGNALS.pairInId;
        if ((inTag[doc]! | loose) & first) pair += SIGNALS.pairInTag;
        if ((inSummary[doc]! | loose) & first) pair += SIGNALS.pairInSummary;
        ceiling += pair * pairWeights[k]!;
      }
      if (ceiling === 0) continue;
      // Rounded as the final score will be: an unrounded ceiling just under a rounded score (25.666… against
      // 25.67) would stop testing a doc that ties with the page's last one and wins on the tie-break.
      const upper = exact[doc] ? Infinity : round((lowers[doc]! + ceiling) * coverage[doc]!);
      if (upper < floor) continue;
      uppers[doc] = upper;
      lifts[liftCount++] = doc;
    }
    for (let i = (liftCount >> 1) - 1; i >= 0; i--) siftLift(lifts, liftCount, uppers, i);
    const kept = new MinHeap(end);
    while (liftCount > 0) {
      const doc = lifts[0]!;
      if (uppers[doc]! < kept.threshold(floor)) break;
      lifts[0] = lifts[--liftCount]!;
      siftLift(lifts, liftCount, uppers, 0);
      const all = matched[doc] === wordCount;
      const everyWordInDescription = (inDescription[doc]! & wordBits[doc]!) === wordBits[doc];
      const bonus = phraseBonus(index.docs[doc]!, test, all, wordBits[doc]!, everyWordInDescription);
      if (bonus > 0) scores[doc] = round((lowers[doc]! + bonus) * coverage[doc]!);
      kept.push(scores[doc]!);
    }
  }
  const best = topK(index, scratch, candidates, count, end);
  const hits: Hit[] = best.slice(request.offset).map((doc) => ({ doc: index.docs[doc]!, score: scores[doc]!, exact: exact[doc] === 1 }));
  let facets: Facets | undefined;
  if (request.facets) {
    const kinds: Record<string, number> = {};
    const categories: Record<string, number> = {};
    for (let c = 0; c < count; c++) {
      const d = index.docs[candidates[c]!]!;
      kinds[d.kind] = (kinds[d.kind] ?? 0) + 1;
      if (d.category !== null) categories[d.category] = (categories[d.category] ?? 0) + 1;
    }
    facets = { kinds, categories };
  }
  scratch.clear();
  filter.release();
  scratch.filter = null;
  return { words: plan.words, scored: plan.scored, unmatched, readAs, expansions, total: count, hits, ...(facets ? { facets } : {}) };
}
