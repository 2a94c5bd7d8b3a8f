// A long request (an agent describing its task in a paragraph) is read as a need: the words that tell listings apart
// carry it, the narrative around them does not. Past MAX_SCORED_WORDS scored words, only the most telling are
// scored: those on the fewest documents (by their exact and prefix postings, what scoring them would read), then
// light words (everyday English that phrases a request: vocabulary/light-words.ts), then words the catalogue does
// not have at all. So the cost of a search is bounded by a number of words, not by the request's length, and the
// words dropped are the narrative and the ones whose weight (BM25's idf) was smallest anyway.

import { lowerBound, postingCount, type SearchIndex } from "../index/api";
import { isLightWord } from "../words/api";
import { negateNames } from "./negated-names";
import { narrowPlan, type Plan } from "./plan";

// Scored words a search reads at most: about what a 200-character request has (its stop words aside), so a paragraph
// costs what such a request costs. On the blind set's tuning half (docs/search.md) 24 read task descriptions as well
// as every word did; 16 lost a fifth of their nDCG.
export const MAX_SCORED_WORDS = 24;
// Vocabulary tokens a word's reach is counted over (its own and those it starts): enough to rank words, bounded.
const MAX_PREFIX_TOKENS = 64;

/** How many postings the word's exact and prefix reading would read (an estimate of its documents). */
export function reachOf(index: SearchIndex, word: string): number {
  const { vocabulary } = index;
  let reach = 0;
  const from = lowerBound(vocabulary, word);
  for (let at = from; at < vocabulary.length && at - from < MAX_PREFIX_TOKENS && vocabulary[at]!.startsWith(word); at++) {
    reach += postingCount(index, at);
  }
  return reach;
}

/** The plan, narrowed to its MAX_SCORED_WORDS most telling scored words when it has more. */
export function focusPlan(index: SearchIndex, read: Plan): Plan {
  const plan = negateNames(index, read);
  if (plan.scored.length <= MAX_SCORED_WORDS) return plan;
  const reach = new Map(plan.scored.map((word) => [word, reachOf(index, word)]));
  // Found words first, rarest first, light words after the others; then words found nowhere (only a typo or a
  // concept could read them); ties by order in the request.
  const rank = (word: string, found: number): number => (found === 0 ? 2 : isLightWord(word) ? 1 : 0);
  const order = plan.scored
    .map((word, at) => ({ word, at, reach: reach.get(word)!, tier: rank(word, reach.get(word)!) }))
    .sort((a, b) => a.tier - b.tier || a.reach - b.reach || a.at - b.at);
  return narrowPlan(plan, new Set(order.slice(0, MAX_SCORED_WORDS).map((item) => item.word)));
}
