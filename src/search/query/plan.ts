// Stage 1 of ranking (rank.ts): the query as it will be scored. Its words in order and unique, the stop
// words set aside while there are others, the scored words typed side by side (pairs, for the phrase
// stage), and each scored word's bit in the per-doc word sets the later stages keep.

import { readConstraints, type Constraint } from "./constraints";
import { isHowTo } from "./intent";
import { NEGATIONS, readNegations, type Negation } from "./negation";
import { stem, isStopWord, hasContinuousScript, tokenize } from "../words/api";

// One-letter words would prefix-match a large part of the vocabulary; they match whole tokens only.
export const MIN_PREFIX_CHARS = 2;
// Words past the 31st share "no bit": pair checks for them are then never skipped, only not sped up.
const WORD_BITS = 31;

/** The bit of the scored word at `position` in per-doc word sets (0 past the 31st). */
export const wordBit = (position: number): number => (position < WORD_BITS ? 1 << position : 0);

/** The query as scored: words, stop words set aside, and which scored words were typed side by side. */
export interface Plan {
  /** The query's words in order of first appearance, each once. */
  readonly words: readonly string[];
  readonly scored: readonly string[];
  /** Adjacent scored words [a, b], in query order, each pair once. */
  readonly pairs: readonly (readonly [string, string])[];
  /** Every word joined, as the spec's phrase ("give an agent long term memory"). */
  readonly phrase: string;
  /** The phrase with hyphens: the id a multi-word query would be ("claude code" → claude-code). */
  readonly wholeId: string;
  /** Scored words only, when stop words were dropped ("agent pay api"). */
  readonly scoredPhrase: string;
  /** The scored words in query order, repeats included (concept triggers are read from it). */
  readonly content: readonly string[];
  /** What the request says no to ("without docker"): those words are not scored (negation.ts). */
  readonly negations: readonly Negation[];
  /** Constraints it states that the catalogue's fields answer ("no api key", "MIT licensed": constraints.ts). */
  readonly constraints: readonly Constraint[];
  /** Whether it asks how to do or choose something (intent.ts), outside what it says no to. */
  readonly howTo: boolean;
  /** The words of those constraints: read against fields, so never reported as matching nothing. */
  readonly fieldWords: ReadonlySet<string>;
  /** Every word in order, stop words and repeats included, and the stem of each. */
  readonly sequence: readonly string[];
  readonly stems: readonly string[];
  /** The bits of every scored word. */
  readonly allWords: number;
  /** Bits of the scored words whose fields cannot be told from their own postings (one letter, scripts without spaces). */
  readonly loose: number;
  /** Per pair: the bits of its two words, and of its first word. */
  readonly pairBits: readonly number[];
  readonly pairFirst: readonly number[];
}

function looseWords(scored: readonly string[]): number {
  let bits = 0;
  scored.forEach((word, position) => {
    if (word.length < MIN_PREFIX_CHARS || hasContinuousScript(word)) bits |= wordBit(position);
  });
  return bits;
}

export function planQuery(query: string): Plan {
  const sequence = tokenize(query);
  const words = [...new Set(sequence)];
  const stems = sequence.map(stem);
  const stop = sequence.map(isStopWord);
  const negations = readNegations(sequence, stems, stop);
  // Whether it asks how to do or choose something, read from what it asks for, not from what it says no to: the
  // "vs" of "not a VS Code extension" compares nothing.
  const howTo = isHowTo(
    sequence,
    negations.length === 0 ? stems : stems.map((s, at) => (negations.some((n) => at >= n.start && at < n.end) ? "" : s)),
  );
  // A question of how to do something ("how do i connect to a remote mcp server with oauth") names its topic, not
  // a constraint on what to pick: its words are read as typed.
  const constraints = howTo ? [] : readConstraints(sequence, stems, stop);
  const fieldWords = new Set(constraints.flatMap((constraint) => sequence.slice(constraint.start, constraint.end)));
  // Set aside like stop words: negation words, and words the request only ever says no to.
  const negated = new Array<boolean>(sequence.length).fill(false);
  for (const negation of negations) negated.fill(true, negation.start, negation.end);
  // And the words of a constraint that only name a field ("mit licensed"): its reading is the field.
  for (const constraint of constraints)
    for (let at = constraint.start; at < constraint.end; at++) if (constraint.fieldOnly.includes(sequence[at]!)) negated[at] = true;
  const wanted = new Set(sequence.filter((word, at) => !negated[at] && !NEGATIONS.has(word)));
  const topical = words.filter((word) => !isStopWord(word) && wanted.has(word));
  return withScored({ words, negations, constraints, howTo, fieldWords, sequence, stems }, topical.length > 0 ? topical : words);
}

/** What a plan is before its scored words are chosen: the request as read. */
type Reading = Pick<Plan, "words" | "negations" | "constraints" | "howTo" | "fieldWords" | "sequence" | "stems">;

/** The plan of a request read as `reading` that scores `scored` (in query order). */
function withScored(reading: Reading, scored: readonly string[]): Plan {
  const { sequence } = reading;
  const keep = new Set(scored);
  const pairs: [string, string][] = [];
  const seen = new Set<string>();
  for (let i = 0; i + 1 < sequence.length; i++) {
    const a = sequence[i]!;
    const b = sequence[i + 1]!;
    if (a === b || !keep.has(a) || !keep.has(b) || hasContinuousScript(a) || hasContinuousScript(b)) continue;
    const key = `${a} ${b}`;
    if (!seen.has(key)) {
      seen.add(key);
      pairs.push([a, b]);
    }
  }
  const content = sequence.filter((w) => keep.has(w));
  const phrase = sequence.join(" ");
  let allWords = 0;
  for (let position = 0; position < scored.length; position++) allWords |= wordBit(position);
  return {
    ...reading,
    scored,
    pairs,
    phrase,
    wholeId: phrase.replace(/ /g, "-"),
    scoredPhrase: content.join(" "),
    content,
    allWords,
    loose: looseWords(scored),
    pairBits: pairs.map(([a, b]) => wordBit(scored.indexOf(a)) | wordBit(scored.indexOf(b))),
    pairFirst: pairs.map(([a]) => wordBit(scored.indexOf(a))),
  };
}

/** Where a phrase is in a request's words: from `start` up to `end`. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/**
 * The scored words of `plan` that it also types outside every one of `spans` (the words of a phrase read, not
 * searched for: a product asked an alternative to, a product refused), in query order.
 */
export function scoredOutside(plan: Plan, spans: readonly Span[]): string[] {
  const outside = new Set(plan.sequence.filter((_, at) => spans.every((span) => at < span.start || at >= span.end)));
  return plan.scored.filter((word) => outside.has(word));
}

/** The same request scoring only the scored words in `keep` (a long request's most telling: focus.ts). */
export function narrowPlan(plan: Plan, keep: ReadonlySet<string>): Plan {
  return withScored(
    plan,
    plan.scored.filter((word) => keep.has(word)),
  );
}

/**
 * Whether a doc's field (its per-word bits) holds every scored word. Field evidence is exact for most
 * words; the loose ones count as present everywhere.
 */
export function inAll(plan: Plan, fieldBits: number): boolean {
  return ((fieldBits | plan.loose) & plan.allWords) === plan.allWords;
}
