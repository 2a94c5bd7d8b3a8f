// What phrase bonuses look for in one query (phrase-bonus.ts, stage 4 of rank.ts), and the test of one doc.
//
// The bonus is the one reading every field gives, but a doc's fields are read only where they can hold what is looked
// for. A pair "a b" needs a token starting with a followed by one starting with b (the doc's per-word field bits,
// scratch.ts, and its pair signature, pair-signatures.ts, say where that cannot be), or one token starting with "ab"
// (that token's postings say where). Pairs are tested first: the whole phrase, the whole query or the query as a tag
// is in a field only if every pair and every scored word are. A common pair is tested on thousands of docs that hold
// both words apart ("code" and "sandbox" in one summary), and reading their fields was most of its cost.

import { adjacentIn, hasTokenPrefix, stem, fold, wordsOf } from "../words/api";
import { pairBit, pairSignaturesOf, type PairSignatures, FIELD, POSTING_FLAG_BITS, type SearchIndex, lowerBound } from "../index/api";
import { inAll, wordBit, type Plan } from "../query/api";
import { SIGNALS, WEIGHTS } from "./points";
import type { Scratch } from "./scratch";
import { MIN_SPLIT_PREFIX } from "./word-readings";

/** The fields a pair is looked for in. */
const PAIR_FIELDS = FIELD.NAME | FIELD.ID | FIELD.TAG | FIELD.SUMMARY;
// A pair's marks (docs whose tokens start with its joined form, or with its second word's shorter form) are read
// from postings only when there are at most this many per doc whose fields may be tested: past that, reading
// them costs more than the field tests they could spare, and every field with the first word is tested.
const MARKS_PER_TESTED_DOC = 4;

/** Per doc: the fields (FIELD bits) that hold a token starting with a given prefix. */
type FieldMarks = ReadonlyMap<number, number>;

interface PairTest {
  /** The prefixes the pair is looked for by, and the two as one token ("agent kit" → agentkit). */
  readonly a: string;
  readonly b: string;
  readonly ab: string;
  /** The bits of its two words, of its first word and of its second (-1 past the 31st word: no evidence). */
  readonly bits: number;
  readonly first: number;
  readonly second: number;
  /** Docs with a token starting with `ab`, by field; null when not read (then every field may hold one). */
  readonly joined: FieldMarks | null;
  /** Whether any token starts with `ab` at all. */
  readonly joinable: boolean;
  /**
   * When `b` is shorter than the second word ("browsers" → browser): docs with a token starting with `b` but not
   * with the word, by field (the word's own evidence has the rest); null when not read (then any field may).
   */
  readonly secondMarks: FieldMarks | null;
  /** The mean weight of its two words. */
  readonly weight: number;
  /** Its bit in the docs' pair signatures (pair-signatures.ts; -1: not looked up). */
  readonly signature: number;
}

/** What the phrase bonuses look for, worked out once per query rather than once per doc tested. */
export interface PhraseTest {
  /** The whole query, and the scored words alone when stop words were dropped. */
  readonly phrases: readonly string[];
  /** The same with a leading space: a phrase found after a word boundary inside a field. */
  readonly spaced: readonly string[];
  readonly wholeId: string;
  /** The scored words as one hyphenated tag ("web search" → web-search), for multi-word queries. */
  readonly tag: string | null;
  readonly pairs: readonly PairTest[];
  readonly plan: Plan;
  /** Per pair: the points it found on the doc being tested (rewritten for each doc). */
  readonly points: number[];
  readonly signatures: PairSignatures;
}

/** The part of a word that its stem variants share, for adjacency tests ("browsers" → "browser"). */
export function matchPrefix(word: string): string {
  const root = stem(word);
  let n = 0;
  while (n < word.length && n < root.length && word[n] === root[n]) n++;
  return n >= MIN_SPLIT_PREFIX && n < word.length ? word.slice(0, n) : word;
}

/** The vocabulary's tokens that start with `prefix` (and not with `except`), as ranges of postings. */
function tokenRanges(index: SearchIndex, prefix: string, except: string | null): { ranges: number[]; postings: number } {
  const { vocabulary, postingStart } = index;
  const ranges: number[] = [];
  let postings = 0;
  for (let at = lowerBound(vocabulary, prefix); at < vocabulary.length && vocabulary[at]!.startsWith(prefix); at++) {
    if (except !== null && vocabulary[at]!.startsWith(except)) continue;
    ranges.push(postingStart[at]!, postingStart[at + 1]!);
    postings += postingStart[at + 1]! - postingStart[at]!;
  }
  return { ranges, postings };
}

/** Per doc, the pair fields of the tokens in `ranges`; null when there are more than `most` postings. */
function marksOf(index: SearchIndex, found: { ranges: number[]; postings: number }, most: number): FieldMarks | null {
  if (found.postings > most) return null;
  const marks = new Map<number, number>();
  const { ranges } = found;
  for (let r = 0; r < ranges.length; r += 2) {
    for (let p = ranges[r]!; p < ranges[r + 1]!; p++) {
      const posting = index.postingData[p]!;
      const fields = posting & PAIR_FIELDS;
      if (fields === 0) continue;
      const doc = posting >>> POSTING_FLAG_BITS;
      marks.set(doc, (marks.get(doc) ?? 0) | fields);
    }
  }
  return marks;
}

/** The phrase test of `plan`, for up to `tested` docs (`pairWeights`: per pair, the mean weight of its two words). */
export function phraseTest(index: SearchIndex, plan: Plan, pairWeights: readonly number[], tested: number): PhraseTest {
  const phrases = plan.scoredPhrase === plan.phrase ? [plan.phrase] : [plan.phrase, plan.scoredPhrase];
  const most = tested * MARKS_PER_TESTED_DOC;
  const pairs = plan.pairs.map(([wordA, wordB], i): PairTest => {
    const a = matchPrefix(wordA);
    const b = matchPrefix(wordB);
    const ab = a + b;
    const joinedTokens = tokenRanges(index, ab, null);
    const joinable = joinedTokens.ranges.length > 0;
    const second = wordBit(plan.scored.indexOf(wordB)) || -1;
    return {
      a,
      b,
      ab,
      bits: plan.pairBits[i]!,
      first: plan.pairFirst[i]! || -1,
      second,
      joined: joinable ? marksOf(index, joinedTokens, most) : new Map(),
      joinable,
      secondMarks: second === -1 ? null : b === wordB ? new Map() : marksOf(index, tokenRanges(index, b, wordB), most),
      weight: pairWeights[i]!,
      signature: pairBit(a, b),
    };
  });
  return {
    phrases,
    spaced: phrases.map((phrase) => ` ${phrase}`),
    wholeId: plan.wholeId,
    tag: plan.scored.length > 1 ? plan.scoredPhrase.replace(/ /g, "-") : null,
    pairs,
    plan,
    points: pairs.map(() => 0),
    signatures: pairSignaturesOf(index),
  };
}

/** Whether `text` (folded words joined by spaces) has one of the phrases starting at a word. */
function hasPhrase(text: string, test: PhraseTest): boolean {
  for (let i = 0; i < test.phrases.length; i++) {
    if (text.startsWith(test.phrases[i]!) || text.includes(test.spaced[i]!)) return true;
  }
  return false;
}

/** The pair fields where a doc holds a token starting with the scored word(s) of `bits` (all of them at -1). */
function fieldsWith(scratch: Scratch, doc: number, bits: number, loose: number): number {
  if (bits === -1) return PAIR_FIELDS;
  let fields = 0;
  if ((scratch.inName[doc]! | loose) & bits) fields |= FIELD.NAME;
  if ((scratch.inId[doc]! | loose) & bits) fields |= FIELD.ID;
  if ((scratch.inTag[doc]! | loose) & bits) fields |= FIELD.TAG;
  if ((scratch.inSummary[doc]! | loose) & bits) fields |= FIELD.SUMMARY;
  return fields;
}

/**
 * The fields of a doc where `pair` may be found: those with its first word and either its second word (when its
 * signature says the two may be side by side) or its joined form (a token starting with `ab` starts with `a` too).
 */
function pairFields(scratch: Scratch, doc: number, pair: PairTest, test: PhraseTest): number {
  const loose = test.plan.loose;
  const first = fieldsWith(scratch, doc, pair.first, loose);
  if (first === 0) return 0;
  const joined = pair.joined === null ? PAIR_FIELDS : (pair.joined.get(doc) ?? 0);
  if (!test.signatures.mayHave(doc, pair.signature)) return first & joined;
  const second = pair.secondMarks === null ? PAIR_FIELDS : fieldsWith(scratch, doc, pair.second, loose) | (pair.secondMarks.get(doc) ?? 0);
  return first & (second | joined);
}

/** `a b` adjacent, or written as one token (`ab`, as in "agent kit" → AgentKit). */
function pairIn(text: string, sep: string, pair: PairTest): boolean {
  return adjacentIn(text, sep, pair.a, pair.b) || (pair.joinable && hasTokenPrefix(text, sep, pair.ab));
}

/** Per pair of `test`, the points it finds in the fields of `doc` (into test.points); returns where all of them are. */
function pairPoints(index: SearchIndex, scratch: Scratch, doc: number, test: PhraseTest, bits: number): number {
  const { pairs, points } = test;
  let everyPair = PAIR_FIELDS;
  for (let k = 0; k < pairs.length; k++) {
    const pair = pairs[k]!;
    points[k] = 0;
    if ((bits & pair.bits) !== pair.bits) continue;
    const fields = pairFields(scratch, doc, pair, test);
    if (fields === 0) {
      everyPair = 0;
      continue;
    }
    // Read only now: most docs tested for a common pair have no field to read.
    const d = index.docs[doc]!;
    let found = 0;
    if (fields & FIELD.NAME && pairIn(d.nameText, " ", pair)) found |= FIELD.NAME;
    if (fields & FIELD.ID && pairIn(d.id, "-", pair)) found |= FIELD.ID;
    if (fields & FIELD.TAG) {
      for (const tag of d.tags) {
        if (pairIn(tag, "-", pair)) {
          found |= FIELD.TAG;
          break;
        }
      }
    }
    if (fields & FIELD.SUMMARY && pairIn(d.summaryText, " ", pair)) found |= FIELD.SUMMARY;
    if (found & FIELD.NAME) points[k]! += SIGNALS.pairInName;
    if (found & FIELD.ID) points[k]! += SIGNALS.pairInId;
    if (found & FIELD.TAG) points[k]! += SIGNALS.pairInTag;
    if (found & FIELD.SUMMARY) points[k]! += SIGNALS.pairInSummary;
    everyPair &= found;
  }
  return everyPair;
}

/**
 * The spec's phrase bonuses plus the added adjacency bonuses, for a candidate `doc` that matched several words
 * (`allMatched`: every scored word; `bits`: which; `inDescription`: every word it matched is in its description).
 * Pairs are tested first: the phrase, the whole query and the query as a tag are in a field only where every
 * pair of the query is (each pair is two words the query has side by side).
 */
export function phraseBonus(
  index: SearchIndex,
  scratch: Scratch,
  doc: number,
  test: PhraseTest,
  allMatched: boolean,
  bits: number,
  inDescription: boolean,
): number {
  const { plan } = test;
  const everyPair = pairPoints(index, scratch, doc, test, bits);
  let bonus = 0;
  if (allMatched && (everyPair !== 0 || inDescription)) {
    const d = index.docs[doc]!;
    const inName = (everyPair & FIELD.NAME) !== 0 && inAll(plan, scratch.inName[doc]!);
    if (inName && hasPhrase(d.nameText, test)) bonus += WEIGHTS.phraseInName;
    else if (everyPair & FIELD.SUMMARY && inAll(plan, scratch.inSummary[doc]!) && hasPhrase(d.summaryText, test)) {
      bonus += WEIGHTS.phraseInText;
    } else if (inDescription && d.description && hasPhrase(wordsOf(fold(d.description)).join(" "), test)) {
      bonus += WEIGHTS.phraseInText;
    }
    if ((everyPair & FIELD.ID && inAll(plan, scratch.inId[doc]!) && d.id === test.wholeId) || (inName && d.nameText === test.phrases[0])) {
      bonus += WEIGHTS.wholeQueryExact;
    }
  }
  // Added in the order they always were: sums of fractions depend on it.
  for (let k = 0; k < test.pairs.length; k++) bonus += test.points[k]! * test.pairs[k]!.weight;
  if (
    allMatched &&
    test.tag !== null &&
    everyPair & FIELD.TAG &&
    inAll(plan, scratch.inTag[doc]!) &&
    index.docs[doc]!.tags.includes(test.tag)
  ) {
    bonus += SIGNALS.tagPhrase;
  }
  return bonus;
}
