// Whether an answer is weak: a prediction, from the ranking alone, that its first five hold no ideal answer
// (query-performance prediction). It decides the answer's "nothing matches this well; rephrase" line (rephrase.ts) and
// is what usage logging records. A logistic model over three features of the first page, each free of the scores'
// scale, so that a change to the points leaves them meaning what they meant:
//   share      ln of the share of the request's weight the best hit matched: how much of what was asked it has;
//   agreement  how far the first five agree on what the request is about: the mean overlap (Jaccard) of the tags of
//              hits 2 to 5 with the first's; an answer scattered over unrelated listings is a guess;
//   words      ln of the request's scored words: a long request's best hit covers a smaller share of it.
// The constants are fitted on the judged sets' tuning halves by `npm run calibrate:weak` (scripts/calibrate-weak.mjs),
// which prints them and how often the line fires on every judged set (docs/search.md): re-run it after any change to
// the ranking, and copy what it prints here. An answer whose first hit is the exact id or name asked for, or matched
// every word asked, is never weak.

import type { SearchOutcome } from "../rank/api";

export interface WeakAnswerModel {
  readonly intercept: number;
  readonly share: number;
  readonly agreement: number;
  readonly words: number;
  readonly threshold: number;
}

export const WEAK_ANSWER: WeakAnswerModel = {
  /** The log-odds of a weak answer when every feature is 0 (no tags shared, one word, a share near 1). */
  intercept: -1.02,
  /** Per unit of ln(share): a best hit that matches less of the request is likelier a miss. */
  share: -3.47,
  /** Per unit of tag agreement: first hits that agree on a subject are likelier right. */
  agreement: -0.9,
  /** Per unit of ln(scored words): a low share is less telling in a long request. */
  words: -2.09,
  /** The probability from which the line is shown: the lowest that flags at most 1/8 of the pool's good answers. */
  threshold: 0.143,
};

/** The hits the features read: the first five, as the judged sets' label does ("an ideal answer in the top five"). */
export const WEAK_DEPTH = 5;
// ln(share) of a best hit that matched nothing of the request's own words (concepts only): finite, and lowest.
const MIN_SHARE = 0.01;

export interface WeakAnswerFeatures {
  /** ln of the best hit's share of the request's weight (at least ln MIN_SHARE). */
  readonly share: number;
  /** Mean tag Jaccard of hits 2..WEAK_DEPTH with the first; 1 when there is no second hit (nothing disagrees). */
  readonly agreement: number;
  /** ln of the scored words (for a fused search, the mean over its phrasings); 0 for one word. */
  readonly words: number;
}

function jaccard(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 && b.length === 0) return 0;
  const mine = new Set(a);
  let shared = 0;
  for (const tag of new Set(b)) if (mine.has(tag)) shared++;
  return shared / (mine.size + new Set(b).size - shared);
}

/** The scored words per phrasing that had any: the query's, and with alternatives the mean over all of them. */
function scoredWords(outcome: SearchOutcome): number {
  const counts = [outcome.scored.length, ...(outcome.alternatives ?? []).map((reading) => reading.scored.length)].filter((n) => n > 0);
  return counts.length === 0 ? 1 : counts.reduce((sum, n) => sum + n, 0) / counts.length;
}

/**
 * The features of an answer whose hits start at its first (at least WEAK_DEPTH of them when there are), or null when
 * the line is not for it: no hits, a first hit that is the exact id or name asked for, or one that matched every word
 * of the request (of one of its phrasings): what was asked is there, and rephrasing cannot ask it better. Nor is it
 * for listings like a named one (similar_to, or "an alternative to X"): they are ranked by X's own words, which the
 * hits are not meant to share (X is left out), so the share of the request they match says nothing of the answer.
 */
export function weakAnswerFeatures(outcome: SearchOutcome): WeakAnswerFeatures | null {
  const [best, ...rest] = outcome.hits.slice(0, WEAK_DEPTH);
  if (best === undefined || best.exact || best.share >= 1 || outcome.similarTo !== undefined) return null;
  const agreement = rest.length === 0 ? 1 : rest.reduce((sum, hit) => sum + jaccard(best.doc.tags, hit.doc.tags), 0) / rest.length;
  return { share: Math.log(Math.max(MIN_SHARE, best.share)), agreement, words: Math.log(scoredWords(outcome)) };
}

/** The model's probability that the first five hold no ideal answer. */
export function weakAnswerProbability(features: WeakAnswerFeatures, model: WeakAnswerModel = WEAK_ANSWER): number {
  const logit = model.intercept + model.share * features.share + model.agreement * features.agreement + model.words * features.words;
  return 1 / (1 + Math.exp(-logit));
}

/** Whether the first page of `outcome` (its hits from the first on) is a weak answer. */
export function isWeakAnswer(outcome: SearchOutcome, model: WeakAnswerModel = WEAK_ANSWER): boolean {
  const features = weakAnswerFeatures(outcome);
  return features !== null && weakAnswerProbability(features, model) >= model.threshold;
}
