// How-to questions: "how do I stop my agent forgetting between sessions", "which sandbox should I pick",
// "what do I set up for ...". A guide, comparison, stack or skill answers those better than any single
// entry, so long-form items that match such a question rank higher (score.ts multiplies their share of
// the query by 1 + LONGFORM_BOOST). Read from the request's own words, stop words included.

import { stem } from "../words/api";

/** How much more a long-form item's match counts when the request is a how-to question. */
export const LONGFORM_BOOST = 0.3;

// Words that open a question about doing or choosing something.
const OPENERS: ReadonlySet<string> = new Set(["how", "which", "what", "should"]);
// Phrases (stems, in order) that ask for steps, a choice or a comparison wherever they stand.
const PHRASES: readonly (readonly string[])[] = [
  "how to",
  "how do",
  "how can",
  "how should",
  "step by step",
  "walkthrough",
  "walk me through",
  "walk through",
  "show me how",
  "tutorial",
  "guide",
  "best way",
  "set up",
  "setup",
  "should i",
  "choose",
  "choosing",
  "pick",
  "compare",
  "comparison",
  "versus",
  "vs",
  "difference between",
  "trade off",
  "tradeoffs",
  "checklist",
  "best practices",
].map((phrase) => phrase.split(" ").map(stem));

// The first stems of PHRASES: a request with none of them needs no phrase compared.
const FIRST_STEMS: ReadonlySet<string> = new Set(PHRASES.map((phrase) => phrase[0]!));

/**
 * Whether the request's words (in order, stop words included) ask how to do or choose something; `stems`
 * are theirs, when the caller has them already.
 */
export function isHowTo(sequence: readonly string[], stems: readonly string[] = sequence.map(stem)): boolean {
  if (sequence.length < 3) return false;
  if (OPENERS.has(sequence[0]!)) return true;
  if (!stems.some((s) => FIRST_STEMS.has(s))) return false;
  return PHRASES.some((phrase) => stems.some((_, at) => phrase.every((part, i) => stems[at + i] === part)));
}
