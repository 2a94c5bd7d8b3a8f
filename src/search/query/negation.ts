// Requests that say what they do not want: "a vector database, not python", "sandboxes without docker",
// "never langchain", "a crawler that isn't AGPL". Searching for the words a negation says no to ranked first
// exactly what was not wanted, so they are set aside as stop words are (planned out of the query, plan.ts), and so
// are the negation words themselves ("no" and "not" would only prefix-match node, nostr, notion). Where a negation
// begins one of the vocabulary's triggers ("no api key", "no signup", "at no cost", "non custodial"), the phrase
// names a need (keyless access, a custodial-free wallet), not an exclusion: its words are kept, and read as that
// concept. What is excluded is then read against the catalogue's fields (field-readings.ts: docs that have it rank
// lower), and every phrase set aside is listed in the answer's read_as (by "negation"), so a model sees how it was read.

import { exclusionAt } from "./exclusions";
import { phraseOf, domainVocabulary, triggerEnd, type CompiledVocabulary } from "../words/api";

// Words that turn what follows into what is not wanted, with what is left of "isn't", "aren't", "doesn't" and
// "don't". Not "can't": "can't overspend" asks for a spending limit, the very concept "overspend" reads as.
export const NEGATIONS: ReadonlySet<string> = new Set(["no", "not", "without", "never", "non", "nor", "isn", "aren", "doesn", "don"]);

// Verbs between a negation and what it excludes ("not written in python", "doesn't use docker", "not tied to aws").
const CONNECTORS: ReadonlySet<string> = new Set([
  "written",
  "built",
  "based",
  "made",
  "tied",
  "locked",
  "use",
  "uses",
  "using",
  "require",
  "requires",
  "requiring",
  "depend",
  "depends",
  "depending",
  "rely",
  "relies",
  "relying",
  "involve",
  "involving",
  "powered",
  "coded",
  "implemented",
  "run",
  "runs",
  "running",
]);

// Words that say no only with a connecting verb after them: "nothing built on langchain", "none that use docker"
// ("nothing else matches" and "none of these" refuse nothing).
const NEGATIONS_WITH_CONNECTOR: ReadonlySet<string> = new Set(["nothing", "none"]);

// Words naming the kind of thing excluded, read with it ("not a VS Code extension" excludes the extension, not code).
const KINDS: ReadonlySet<string> = new Set([
  "extension",
  "extensions",
  "plugin",
  "plugins",
  "addon",
  "addons",
  "version",
  "versions",
  "edition",
  "wrapper",
  "fork",
]);

/** One exclusion in a request: the phrase as typed ("without docker") and the words set aside (docker). */
export interface Negation {
  readonly from: string;
  readonly words: readonly string[];
  /** Where the phrase is in the request's words: from `start` (the negation) up to `end` (excluded). */
  readonly start: number;
  readonly end: number;
  /** What it excludes, when that is one of the vocabulary's triggers (its concept) or an exclusion phrase (its class). */
  readonly concept: number | null;
  readonly cls: number | null;
}

/** Whether a connecting verb follows at `at`, after stop words ("nothing that is built on"). */
function connectsAt(sequence: readonly string[], stop: readonly boolean[], at: number): boolean {
  let next = at;
  while (next < sequence.length && stop[next] && !CONNECTORS.has(sequence[next]!)) next++;
  return next < sequence.length && CONNECTORS.has(sequence[next]!);
}

/** The end of the longest trigger that starts at `start`, and its concept; end -1 when none does. */
function longestTrigger(
  vocabulary: CompiledVocabulary,
  stems: readonly string[],
  stop: readonly boolean[],
  start: number,
): { end: number; concept: number | null } {
  let end = -1;
  let concept: number | null = null;
  for (const trigger of vocabulary.byFirstStem.get(stems[start]!) ?? []) {
    const at = triggerEnd(trigger.stems, stems, stop, start);
    if (at > end) {
      end = at;
      concept = trigger.concept;
    }
  }
  return { end, concept };
}

/**
 * The exclusions of a request: `sequence` its words in order (stop words included), `stems` theirs, `stop` which
 * are stop words. A negation says no to the next word that is neither a stop word nor a connecting verb, or to the
 * whole exclusion phrase or vocabulary trigger starting there ("without a credit card" sets aside credit and card);
 * "or" right after an exclusion excludes what follows too ("without docker or a vendor cloud").
 */
export function readNegations(
  sequence: readonly string[],
  stems: readonly string[],
  stop: readonly boolean[],
  vocabulary: CompiledVocabulary = domainVocabulary(),
): Negation[] {
  const negations: Negation[] = [];
  let lastEnd = -1;
  for (let at = 0; at < sequence.length; at++) {
    const word = sequence[at]!;
    if (
      !NEGATIONS.has(word) &&
      !(word === "or" && at === lastEnd) &&
      !(NEGATIONS_WITH_CONNECTOR.has(word) && connectsAt(sequence, stop, at + 1))
    )
      continue;
    // A trigger that starts here, or at the stop words just before ("at no cost"), and goes on past the
    // negation is a need (a one-word trigger proves nothing: "notes" and "not" share a stem).
    let start = at;
    while (start > 0 && stop[start - 1]) start--;
    let need = false;
    for (let from = start; from <= at && !need; from++) need = longestTrigger(vocabulary, stems, stop, from).end > at + 1;
    if (need) continue;
    let next = at + 1;
    while (next < sequence.length && (stop[next] || CONNECTORS.has(sequence[next]!)) && !NEGATIONS.has(sequence[next]!)) next++;
    if (next >= sequence.length || NEGATIONS.has(sequence[next]!)) continue;
    const trigger = longestTrigger(vocabulary, stems, stop, next);
    const phrase = exclusionAt(stems, stop, next);
    let end = Math.max(next + 1, trigger.end, phrase?.end ?? -1);
    const whole = end;
    if (end < sequence.length && KINDS.has(sequence[end]!)) end++;
    const words = sequence.slice(next, whole).filter((_, i) => !stop[next + i]);
    const concept = trigger.end === whole ? trigger.concept : null;
    const cls = phrase !== null && phrase.end === whole ? phrase.cls : null;
    negations.push({ from: phraseOf(sequence.slice(at, end)), words, start: at, end, concept, cls });
    lastEnd = end;
    at = end - 1;
  }
  return negations;
}
