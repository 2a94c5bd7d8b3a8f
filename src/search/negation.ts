// Requests that say what they do not want: "a vector database, not python", "sandboxes without docker",
// "never langchain". Searching for the words a negation says no to ranked first exactly what was not wanted,
// so they are set aside as stop words are (planned out of the query, plan.ts), and so are the negation words
// themselves ("no" and "not" would only prefix-match node, nostr, notion). Where a negation begins one of the
// vocabulary's triggers ("no api key", "no signup", "at no cost", "non custodial"), the phrase names a need
// (keyless access, a custodial-free wallet), not an exclusion: its words are kept, and read as that concept.
// Every phrase set aside is listed in the answer's read_as (by "negation"), so a model sees how it was read.

import { domainVocabulary, triggerEnd } from "./vocabulary/domain";
import type { CompiledVocabulary } from "./vocabulary/types";

// Words that turn what follows into what is not wanted. Not "n't": "can't overspend" asks for a spending
// limit, the very concept "overspend" reads as.
export const NEGATIONS: ReadonlySet<string> = new Set(["no", "not", "without", "never", "non", "nor"]);

/** One exclusion in a request: the phrase as typed ("without docker") and the words set aside (docker). */
export interface Negation {
  readonly from: string;
  readonly words: readonly string[];
  /** Where the phrase is in the request's words: from `start` (the negation) up to `end` (excluded). */
  readonly start: number;
  readonly end: number;
}

/** The end of the longest trigger that starts at `start`, or -1 when none does. */
function longestTrigger(vocabulary: CompiledVocabulary, stems: readonly string[], stop: readonly boolean[], start: number): number {
  let end = -1;
  for (const trigger of vocabulary.byFirstStem.get(stems[start]!) ?? []) end = Math.max(end, triggerEnd(trigger.stems, stems, stop, start));
  return end;
}

/**
 * The exclusions of a request: `sequence` its words in order (stop words included), `stems` theirs, `stop`
 * which are stop words. A negation says no to the next word that is not a stop word, or to the whole trigger
 * starting there ("without a credit card" sets aside credit and card).
 */
export function readNegations(
  sequence: readonly string[],
  stems: readonly string[],
  stop: readonly boolean[],
  vocabulary: CompiledVocabulary = domainVocabulary(),
): Negation[] {
  const negations: Negation[] = [];
  for (let at = 0; at < sequence.length; at++) {
    if (!NEGATIONS.has(sequence[at]!)) continue;
    // A trigger that starts here, or at the stop words just before ("at no cost"), and goes on past the
    // negation is a need (a one-word trigger proves nothing: "notes" and "not" share a stem).
    let start = at;
    while (start > 0 && stop[start - 1]) start--;
    let need = false;
    for (let from = start; from <= at && !need; from++) need = longestTrigger(vocabulary, stems, stop, from) > at + 1;
    if (need) continue;
    let next = at + 1;
    while (next < sequence.length && stop[next] && !NEGATIONS.has(sequence[next]!)) next++;
    if (next >= sequence.length || NEGATIONS.has(sequence[next]!)) continue;
    const end = Math.max(next + 1, longestTrigger(vocabulary, stems, stop, next));
    const words = sequence.slice(next, end).filter((_, i) => !stop[next + i]);
    negations.push({ from: sequence.slice(at, end).join(" "), words, start: at, end });
    at = end - 1;
  }
  return negations;
}
