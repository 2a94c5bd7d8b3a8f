// How a query's words were read, for the answer's read_as: so a model sees which of its words were
// misspelled and read as others, and which were also read as the catalogue's terms for the same need
// (and can rephrase when a reading is not what it meant).

import type { PhrasingOutcome, SearchOutcome } from "../rank/api";

export interface ReadAs {
  /** The words of the query, as one phrase ("headless chrome") or one word ("playwrigth"). */
  from: string;
  /** What they were read as: the closest known words (typo), the catalogue's terms for the need, or the fields read. */
  as: string[];
  /** typo: a word the catalogue does not have, read as the closest; vocabulary: the domain vocabulary's
   * concept; catalogue: tags that most documents with the word share; negation: words the request says no
   * to ("without docker"), set aside rather than searched for, `as` the fields it was read against (docs that have
   * them rank lower); constraint: a constraint read against a field (`as`: "agent_access.auth: none"), docs that
   * meet it rank higher and docs whose field fails it lower; similar: a request for an alternative to a listed
   * product ("alternatives to browserbase"), `as` its ids: listings like it are ranked, it is left out. */
  by: "typo" | "vocabulary" | "catalogue" | "constraint" | "negation" | "similar";
  /** The concept, for vocabulary and catalogue readings. */
  concept?: string;
  /** Which of the request's alternatives it was read in (1 for the first); absent for the query. */
  alternative?: number;
}

/**
 * The readings of an outcome, an alternative asked for first, then typos, then concepts, constraints and negations, in query order, then those of each
 * alternative (marked with its number) in the same order; empty when every word was read as typed.
 */
export function readAsOf(outcome: SearchOutcome): ReadAs[] {
  const similar = outcome.similarTo;
  const asked: ReadAs[] = similar?.from ? [{ from: similar.from, as: [...similar.ids], by: "similar" }] : [];
  const own = [...asked, ...readingsOf(outcome)];
  const alternatives = (outcome.alternatives ?? []).flatMap((reading) =>
    readingsOf(reading).map((item) => ({ ...item, alternative: reading.at })),
  );
  return alternatives.length === 0 ? own : [...own, ...alternatives];
}

function readingsOf(outcome: PhrasingOutcome): ReadAs[] {
  const typos: ReadAs[] = Object.entries(outcome.readAs).map(([from, as]) => ({ from, as: [...as], by: "typo" }));
  const concepts: ReadAs[] = outcome.expansions.map((match) => ({
    from: match.from,
    as: [...match.terms],
    by: match.source,
    concept: match.concept,
  }));
  const constraints: ReadAs[] = outcome.constraints.map((constraint) => ({
    from: constraint.from,
    as: [constraint.field],
    by: "constraint",
  }));
  const negations: ReadAs[] = outcome.negations.map((negation, at) => ({
    from: negation.from,
    as: [...(outcome.exclusions[at] ?? [])],
    by: "negation",
  }));
  return [...typos, ...concepts, ...constraints, ...negations];
}
