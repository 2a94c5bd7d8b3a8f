// A listing read as a phrasing of the need it meets, for finding the listings that meet it too (similar.ts), in the
// manner of a more-like-this query: its tags (what the listing says it is about) and the words of its summary and
// description that few other listings use (the most telling first, by how often it uses them times their rarity),
// never its own name or id (a brand finds only itself) nor the words the request says no to. Planned as a request
// is, then given the request's constraints and exclusions, so "open source" and "not python" apply to it too.

import { postingCount, lowerBound, type SearchIndex } from "../index/api";
import { planQuery, type Plan } from "../query/api";
import { isLightWord, isStopWord, tokenize } from "../words/api";
import { inverseDocumentFrequency } from "./rarity";

/** How a listing's text becomes a phrasing: how many of its text's words, and which are telling. */
export const PROFILE = {
  /** Words of the summary and description kept, the most telling first. */
  textWords: 8,
  /** A word on fewer docs finds no neighbour (only the listing itself)... */
  minDocs: 2,
  /** ...and on more than this share of them it tells nothing apart. */
  maxShare: 0.15,
} as const;

/** A listing's words as phrasings: its tags' words, and its text's most telling words. */
export interface Profile {
  readonly tags: readonly string[];
  readonly text: readonly string[];
}

const profiles = new WeakMap<SearchIndex, Map<string, Profile>>();

/** On how many docs the word is, by its own token's postings (0 when the index lacks it). */
function docsWith(index: SearchIndex, word: string): number {
  const at = lowerBound(index.vocabulary, word);
  return index.vocabulary[at] === word ? postingCount(index, at) : 0;
}

/** The words a listing is read as (tags first, then its most telling text words), computed once per index and docs. */
export function profileWords(index: SearchIndex, docs: readonly number[]): Profile {
  let cache = profiles.get(index);
  if (cache === undefined) profiles.set(index, (cache = new Map()));
  const key = docs.join(",");
  const known = cache.get(key);
  if (known !== undefined) return known;
  const own = new Set(docs.flatMap((doc) => [...tokenize(index.docs[doc]!.name), ...index.docs[doc]!.id.split("-")]));
  const tagWords = docs.flatMap((doc) => index.docs[doc]!.tags.flatMap((tag) => tokenize(tag)));
  const counts = new Map<string, number>();
  for (const doc of docs) {
    const d = index.docs[doc]!;
    for (const word of tokenize(`${d.summaryText} ${d.description}`)) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const n = index.docs.length;
  const telling = [...counts]
    .filter(([word]) => !own.has(word) && !isStopWord(word) && !isLightWord(word) && word.length > 1)
    .map(([word, count]) => ({ word, count, df: docsWith(index, word) }))
    .filter(({ df }) => df >= PROFILE.minDocs && df <= PROFILE.maxShare * n)
    .map(({ word, count, df }) => ({ word, weight: count * inverseDocumentFrequency(df, n) }))
    .sort((a, b) => b.weight - a.weight || (a.word < b.word ? -1 : 1))
    .slice(0, PROFILE.textWords)
    .map(({ word }) => word);
  const tags = [...new Set(tagWords.filter((word) => !own.has(word)))];
  const words = { tags, text: telling.filter((word) => !tags.includes(word)) };
  cache.set(key, words);
  return words;
}

/** The listings `docs` as phrasings (tags, then text; null when one has no words), with what `request` says no to and constrains. */
export function profilePlans(index: SearchIndex, docs: readonly number[], request: Plan): [Plan | null, Plan | null] {
  const refused = new Set(request.negations.flatMap((negation) => negation.words));
  const profile = profileWords(index, docs);
  const planned = (words: readonly string[]): Plan | null => {
    const kept = words.filter((word) => !refused.has(word));
    if (kept.length === 0) return null;
    const plan = planQuery(kept.join(" "));
    return { ...plan, constraints: request.constraints, negations: request.negations, fieldWords: request.fieldWords };
  };
  return [planned(profile.tags), planned(profile.text)];
}
