// Stage 3a of ranking (rank.ts): one query word on every doc it reaches, read every way an agent may have
// meant it, each doc keeping the best of its readings (scratch.ts):
//   - exact or prefix: the spec's reading (scripts without word spaces: substrings of the few docs that use them);
//   - stem variants ("rails" → rail) at SIGNALS.stem × what the variant would score;
//   - a word the vocabulary does not know at all ("playwrigth"): the closest name, id and tag tokens within an
//     edit budget scaled to its length (typo-budget.ts), at SIGNALS.typo1 / typo2;
//   - two adjacent words written as one ("code sandbox" → CodeSandbox) and one word written as two
//     ("codesandbox" → "code sandboxes", "llmstxt" → llms-txt), at SIGNALS.compound.
// The cost of each is noted where it is read.

import { adjacentIn, fold, hasContinuousScript } from "../words/api";
import {
  pairBit,
  pairSignaturesOf,
  EXACT,
  FIELD,
  FIELDS_ONLY,
  POSTING_FLAG_BITS,
  POSTING_FLAGS,
  TOKEN_ONLY_BITS,
  type SearchDoc,
  type SearchIndex,
  stemVariants,
  lowerBound,
} from "../index/api";
import { MIN_PREFIX_CHARS, type Plan } from "../query/api";
import { exactBits, SATURATED_BY_BITS, SCORE_BY_BITS, SIGNALS, wordScore } from "./points";
import type { Scratch } from "./scratch";
import { likelyMisspellings } from "./typo-channel";

// Parts of a split word must be real words, not single letters ("e" + "2b").
const MIN_SPLIT_PART = 2;
// A split's right part may be a prefix ("code" + "sandbox" → "sandboxes") only when it is this long.
export const MIN_SPLIT_PREFIX = 3;
// Below this a joined pair ("ai" + "sdk") is too short to be a compound worth looking up.
const MIN_JOINED_CHARS = 5;
const TYPO_FIELDS = FIELD.NAME | FIELD.ID | FIELD.TAG;
/** What a typo reading keeps: where the token is (name, id, tag) and the token's own exact bits. */
const TYPO_BITS = TYPO_FIELDS | EXACT.WHOLE | EXACT.TAG;

/**
 * Scores one word on every doc it reaches, keeping per doc the best of its readings (exact or prefix,
 * stem, typo, compound) through `scratch.offer`. Returns the tokens a typo was read as.
 */
export function scoreWord(index: SearchIndex, plan: Plan, word: string, bit: number, scratch: Scratch): string[] {
  const known = exactOrPrefix(index, plan, word, bit, scratch);
  if (hasContinuousScript(word) || word.length < MIN_PREFIX_CHARS) return [];
  const variants = stemReadings(index, word, scratch);
  // Typos: only for words the catalogue has never seen, read as a listed token when that is likelier (typo-channel.ts).
  const readAs = !known && variants === 0 ? typoReadings(index, plan, word, scratch) : [];
  joinedReadings(index, plan, word, scratch);
  splitReadings(index, word, scratch);
  return readAs;
}

function continuousMask(doc: SearchDoc, word: string): number {
  let mask = 0;
  if (fold(doc.name).includes(word)) mask |= FIELD.NAME;
  if (doc.tags.some((tag) => tag.includes(word))) mask |= FIELD.TAG;
  if (fold(doc.entry?.summary ?? doc.longform?.summary ?? "").includes(word)) mask |= FIELD.SUMMARY;
  if (doc.description && fold(doc.description).includes(word)) mask |= FIELD.DESCRIPTION;
  return mask;
}

/**
 * Exact and prefix: the spec's reading. Field bits from every token the word starts are OR-ed, then scored
 * once; the exact bits (whole id or name, id segment, whole tag) come from the word's own token. Also notes,
 * per doc, which fields hold the word (for the phrase stage). Returns whether the word starts known tokens.
 */
function exactOrPrefix(index: SearchIndex, plan: Plan, word: string, bit: number, scratch: Scratch): boolean {
  const { wordMask, wordExact, masked, inName, inId, inTag, inSummary, inDescription } = scratch;
  // The phrase is this one word (not the same word typed twice).
  const single = plan.phrase === word;
  const { vocabulary, postingStart, postingData } = index;
  let maskedCount = 0;
  let known = false;
  if (hasContinuousScript(word)) {
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
  return known;
}

/** Stem variants: one map lookup; cost is their postings (scored on their own token's bits). Returns how many. */
function stemReadings(index: SearchIndex, word: string, scratch: Scratch): number {
  const { vocabulary, postingStart, postingData } = index;
  const variants = stemVariants(index, index.signals, word);
  for (const at of variants) {
    if (vocabulary[at]!.startsWith(word)) continue;
    for (let p = postingStart[at]!, stop = postingStart[at + 1]!; p < stop; p++) {
      const posting = postingData[p]!;
      scratch.offerOwn(posting >>> POSTING_FLAG_BITS, SIGNALS.stem * SCORE_BY_BITS[posting & POSTING_FLAGS]!);
    }
  }
  return variants.length;
}

/** Typos, on name, id and tag tokens only. Returns the tokens the word was read as. */
function typoReadings(index: SearchIndex, plan: Plan, word: string, scratch: Scratch): string[] {
  const { vocabulary, postingStart, postingData } = index;
  const readAs: string[] = [];
  for (const match of likelyMisspellings(index, plan, word)) {
    readAs.push(vocabulary[match.token]!);
    const factor = match.distance === 1 ? SIGNALS.typo1 : SIGNALS.typo2;
    for (let p = postingStart[match.token]!, stop = postingStart[match.token + 1]!; p < stop; p++) {
      const posting = postingData[p]!;
      if ((posting & TYPO_FIELDS) === 0) continue;
      scratch.offerOwn(posting >>> POSTING_FLAG_BITS, factor * SCORE_BY_BITS[posting & TYPO_BITS]!);
    }
  }
  return readAs;
}

/**
 * Two typed words that the catalogue writes as one: each word gets the joined token's score, the fields of the
 * token it is read in with the joined token's own exact bits (whole id or name, id segment, whole tag). Cost: the
 * postings of the tokens the joined form starts; those exact bits are read from the joined token's postings, where
 * the index marked exactly them, not from the doc's fields.
 */
export function joinedReadings(index: SearchIndex, plan: Plan, word: string, scratch: Scratch): void {
  const { vocabulary, postingStart, postingData } = index;
  // Zero between words (exactOrPrefix clears it): lent for the joined token's exact bits, and cleared again.
  const ownBits = scratch.wordExact;
  for (const [a, b] of plan.pairs) {
    if (a !== word && b !== word) continue;
    const joined = a + b;
    if (joined.length < MIN_JOINED_CHARS) continue;
    const from = lowerBound(vocabulary, joined);
    const own = vocabulary[from] === joined;
    if (own) markOwnBits(index, from, ownBits, true);
    for (let at = from; at < vocabulary.length && vocabulary[at]!.startsWith(joined); at++) {
      for (let p = postingStart[at]!, stop = postingStart[at + 1]!; p < stop; p++) {
        const posting = postingData[p]!;
        const doc = posting >>> POSTING_FLAG_BITS;
        scratch.offerOwn(doc, SIGNALS.compound * SCORE_BY_BITS[(posting & FIELDS_ONLY) | ownBits[doc]!]!);
      }
    }
    if (own) markOwnBits(index, from, ownBits, false);
  }
}

/** Marks (or clears) in `bits` each doc's exact bits of vocabulary token `at`, from its postings. */
function markOwnBits(index: SearchIndex, at: number, bits: Uint8Array, mark: boolean): void {
  for (let p = index.postingStart[at]!, stop = index.postingStart[at + 1]!; p < stop; p++) {
    const posting = index.postingData[p]!;
    bits[posting >>> POSTING_FLAG_BITS] = mark ? posting & TOKEN_ONLY_BITS : 0;
  }
}

/**
 * One typed word that the catalogue writes as two: each split into two known words, found side by side.
 * Cost: two binary searches per split point; then, for a real split, an adjacency test on each doc of the
 * rarer part whose pair signature (pair-signatures.ts) says it may have the two side by side.
 */
export function splitReadings(index: SearchIndex, word: string, scratch: Scratch): void {
  const { vocabulary, postingStart, postingData } = index;
  const signatures = pairSignaturesOf(index);
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
    const bit = pairBit(left, right);
    const test = (doc: number): void => {
      if (seen.has(doc)) return;
      seen.add(doc);
      if (!signatures.mayHave(doc, bit)) return;
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
}
