// Stage 4 of ranking (rank.ts): phrase bonuses. +8 when the whole phrase is in the name (else +3 in the
// summary or description), +12 when the whole query is the id or name, +4 when it is one of the tags, and
// small bonuses for adjacent query words found adjacent in the name, id, a tag or the summary.
//
// Bonuses only move docs up, by at most a ceiling known from which words a doc matched and in which fields
// they are written. Docs are tested in order of their ceiling (a max-heap: built in linear time, popped only
// as far as needed), and testing stops once no untested doc can reach the page: a common-word query tests a
// few dozen docs for phrases, not every doc it touched.

import { BestOf, heapify, siftDown } from "./heap";
import { inAll, wordBit, type Plan } from "../query/api";
import { roundScore, SIGNALS, WEIGHTS } from "./points";
import { matchPrefix, phraseBonus, phraseTest } from "./phrase-test";
import { FIELD, POSTING_FLAG_BITS, type SearchIndex, lowerBound } from "../index/api";
import type { Scratch } from "./scratch";

/**
 * Pair tests read some words by a shorter prefix than the word ("browsers" → browser): for those, the fields
 * of the tokens that start with the prefix are added to the word's evidence on the docs it matched (looser
 * for the phrase ceilings, which stay upper bounds).
 */
export function addPrefixEvidence(index: SearchIndex, plan: Plan, scratch: Scratch): void {
  const { vocabulary, postingStart, postingData } = index;
  const { matched, inName, inId, inTag, inSummary } = scratch;
  scratch.evidence = true;
  plan.scored.forEach((word, position) => {
    const bit = wordBit(position);
    if (bit & plan.loose || !plan.pairs.some(([a]) => a === word)) return;
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

/** The most phrase bonuses could add to a candidate's score before it is scaled (0 when none can apply). */
function ceilingOf(plan: Plan, scratch: Scratch, doc: number, pairWeights: readonly number[]): number {
  const { matched, wordBits, inName, inId, inTag, inSummary, inDescription } = scratch;
  const wordCount = plan.scored.length;
  const { loose, pairBits, pairFirst } = plan;
  const bits = wordBits[doc]!;
  let ceiling = 0;
  if (matched[doc] === wordCount) {
    if (inAll(plan, inName[doc]!)) ceiling += WEIGHTS.phraseInName;
    else if (inAll(plan, inSummary[doc]!) || inAll(plan, inDescription[doc]!)) ceiling += WEIGHTS.phraseInText;
    if (wordCount > 1 && inAll(plan, inTag[doc]!)) ceiling += SIGNALS.tagPhrase;
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
  return ceiling;
}

/** The `end`-th best score in a heap of the best so far, or `fallback` while it holds fewer (or it is higher). */
function threshold(best: BestOf, fallback: number): number {
  return best.full ? Math.max(fallback, best.items[0]!) : fallback;
}

/**
 * Adds the phrase bonuses to the first `count` candidates that could still make the first `end` results
 * (`pairWeights`: per pair of the plan, the mean weight of its two words).
 */
export function applyPhraseBonuses(
  index: SearchIndex,
  plan: Plan,
  scratch: Scratch,
  count: number,
  end: number,
  pairWeights: readonly number[],
): void {
  const { scores, lowers, uppers, coverage, matched, wordBits, inDescription, exact, candidates, lifts } = scratch;
  const byScore = (a: number, b: number): boolean => a < b;
  // The page's last score before bonuses, as a floor: the end-th best score of all candidates is at most
  // that (exact matches come first whatever their score), so it is a safe one, and needs no tie-breaks.
  const pageScores = new BestOf(end, byScore);
  for (let c = 0; c < count; c++) {
    const score = scores[candidates[c]!]!;
    if (!pageScores.full || score > pageScores.items[0]!) pageScores.offer(score);
  }
  const floor = count < end ? -Infinity : threshold(pageScores, -Infinity);
  addPrefixEvidence(index, plan, scratch);
  let liftCount = 0;
  for (let c = 0; c < count; c++) {
    const doc = candidates[c]!;
    const ceiling = ceilingOf(plan, scratch, doc, pairWeights);
    if (ceiling === 0) continue;
    // Rounded as the final score will be: an unrounded ceiling just under a rounded score (25.666… against
    // 25.67) would stop testing a doc that ties with the page's last one and wins on the tie-break.
    const upper = exact[doc] ? Infinity : roundScore((lowers[doc]! + ceiling) * coverage[doc]!);
    if (upper < floor) continue;
    uppers[doc] = upper;
    lifts[liftCount++] = doc;
  }
  const byCeiling = (a: number, b: number): boolean => uppers[a]! > uppers[b]!;
  heapify(lifts, liftCount, byCeiling);
  const test = phraseTest(index, plan, pairWeights, liftCount);
  const kept = new BestOf(end, byScore);
  const wordCount = plan.scored.length;
  while (liftCount > 0) {
    const doc = lifts[0]!;
    if (uppers[doc]! < threshold(kept, floor)) break;
    lifts[0] = lifts[--liftCount]!;
    siftDown(lifts, liftCount, 0, byCeiling);
    const all = matched[doc] === wordCount;
    const everyWordInDescription = (inDescription[doc]! & wordBits[doc]!) === wordBits[doc];
    const bonus = phraseBonus(index, scratch, doc, test, all, wordBits[doc]!, everyWordInDescription);
    if (bonus > 0) scores[doc] = roundScore((lowers[doc]! + bonus) * coverage[doc]!);
    kept.offer(scores[doc]!);
  }
}
