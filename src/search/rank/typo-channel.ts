// Which listed name, id or tag token a word the catalogue does not have was meant as, if any: a noisy-channel reading.
// The word is read as a token (typo-budget.ts: one edit from 4 letters, two from 10) when that token, misspelled
// so, is likelier than the word meant as typed:
//
//   P(token) × P(word typed | token)  >  P(word)
//
//   P(token)        a listed name is said about `namePerMillion` times a million words, `contextLift` times that
//                   beside a word it is listed with ("stipe agent toolkit": Stripe Agent Toolkit lists "agent");
//   P(word | token) `slip` for one slip of the fingers (a letter dropped, doubled, swapped or a neighbouring key:
//                   words/typing-slips.ts), `otherEdit` for any other edit, their product for two;
//   P(word)         how common the word is in English (words/lexicon/frequency.ts): a common or known word (0.5 per
//                   million or more) is never read as another ("filling", "email", "tripe" stay as typed), a rare one
//                   is read as a name one slip away, or any edit away beside a word listed with it ("stipe"), and a
//                   string that is no English word ("puppetter", "modle") as its closest tokens whenever there are some.
//
// Among several tokens at the smallest distance, the likeliest are kept (several when equally likely).

import { EXACT, FIELD, POSTING_FLAG_BITS, stemVariants, typoVariants, lowerBound, type SearchIndex } from "../index/api";
import type { Plan } from "../query/api";
import { englishUse, isTypingSlip, type EnglishUse } from "../words/api";

/** The channel's probabilities (per million words for the priors); docs/search.md has the decision they make. */
export const TYPO_CHANNEL = {
  /** How often a listed name, id or tag word is said, per million words. */
  namePerMillion: 1,
  /** How much likelier it is beside a word a listing that has it also has. */
  contextLift: 10,
  /** P(word | token) for one slip of the fingers... */
  slip: 1 / 20,
  /** ...and for any other edit. */
  otherEdit: 1 / 200,
} as const;

/** P(word) per million words, by how common the word is in English: the floor of its band, or below it. */
const WORD_PER_MILLION: Readonly<Record<EnglishUse, number>> = {
  common: 5,
  known: 0.5,
  // Under 0.5 per million, or WordNet only: below a name one slip away (0.05), above one another edit away (0.005).
  rare: 0.02,
  none: 0,
};

// The fields a token must be in for a neighbour to lift it: where a listing names what it is.
const TOKEN_FIELDS = FIELD.NAME | FIELD.ID | FIELD.TAG;
// Where the neighbour may be in the same listing: anywhere but the description, which mentions much else.
const NEIGHBOUR_FIELDS = FIELD.NAME | FIELD.ID | FIELD.TAG | FIELD.SUMMARY | EXACT.WHOLE;

export interface TypoMatch {
  /** The token's place in the vocabulary. */
  readonly token: number;
  readonly distance: number;
}

/** The scored words typed next to `word` (stop words between them skipped): the words beside it. */
function neighboursOf(plan: Plan, word: string): string[] {
  const out = new Set<string>();
  plan.content.forEach((w, at) => {
    if (w !== word) return;
    if (at > 0 && plan.content[at - 1] !== word) out.add(plan.content[at - 1]!);
    if (at + 1 < plan.content.length && plan.content[at + 1] !== word) out.add(plan.content[at + 1]!);
  });
  return [...out];
}

/** Docs (sorted) that hold vocabulary token `at` in any of `fields`. */
function docsWith(index: SearchIndex, at: number, fields: number): number[] {
  const out: number[] = [];
  for (let p = index.postingStart[at]!, stop = index.postingStart[at + 1]!; p < stop; p++) {
    const posting = index.postingData[p]!;
    if (posting & fields) out.push(posting >>> POSTING_FLAG_BITS);
  }
  return out;
}

/** The vocabulary tokens of a word: its own, and its stem variants. */
function formsOf(index: SearchIndex, word: string): number[] {
  const at = lowerBound(index.vocabulary, word);
  const variants = stemVariants(index, index.signals, word);
  return index.vocabulary[at] === word ? [at, ...variants] : variants;
}

/** Whether some doc names `token` (in its name, id or tags) and also has one of `neighbours` or a variant of it. */
function listedTogether(index: SearchIndex, token: number, neighbours: readonly string[]): boolean {
  const holders = new Set(docsWith(index, token, TOKEN_FIELDS));
  for (const neighbour of neighbours) {
    for (const form of formsOf(index, neighbour)) if (docsWith(index, form, NEIGHBOUR_FIELDS).some((doc) => holders.has(doc))) return true;
  }
  return false;
}

/** P(word typed | token meant), by the edits between them. */
function editChance(word: string, token: string, distance: number): number {
  if (distance === 1) return isTypingSlip(word, token) ? TYPO_CHANNEL.slip : TYPO_CHANNEL.otherEdit;
  return TYPO_CHANNEL.slip * TYPO_CHANNEL.otherEdit;
}

/**
 * The tokens `word` (scored in `plan`, matched by nothing in the catalogue) is read as: the likeliest of the name, id
 * and tag tokens closest to it, when a token so misspelled is likelier than the word as typed; none otherwise.
 */
export function likelyMisspellings(index: SearchIndex, plan: Plan, word: string): TypoMatch[] {
  const typed = WORD_PER_MILLION[englishUse(word)];
  // Nothing beats a common or known word: the likeliest reading of a token (a slip beside a listed word) is no
  // likelier, so no token is looked for (a request that matches nothing pays no scan for its English words).
  if (typed >= TYPO_CHANNEL.namePerMillion * TYPO_CHANNEL.contextLift * TYPO_CHANNEL.slip) return [];
  const matches = typoVariants(index, index.signals, word);
  if (matches.length === 0) return [];
  const neighbours = neighboursOf(plan, word);
  const chances = matches.map((match) => {
    const token = index.vocabulary[match.token]!;
    const lift = neighbours.length > 0 && listedTogether(index, match.token, neighbours) ? TYPO_CHANNEL.contextLift : 1;
    return TYPO_CHANNEL.namePerMillion * lift * editChance(word, token, match.distance);
  });
  const best = Math.max(...chances);
  if (best <= typed) return [];
  return matches.filter((_, at) => chances[at] === best);
}
