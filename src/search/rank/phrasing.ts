// Stages 1-4 of ranking for one phrasing of a request (rank.ts runs one; fuse.ts runs several and fuses them),
// and what the answer says about how it was read.

import { Filter } from "./filter";
import type { Plan } from "../query/api";
import { applyPhraseBonuses } from "./phrase-bonus";
import { normaliseWeights } from "./rarity";
import type { Facets, PhrasingOutcome, SearchRequest } from "./request";
import type { Scratch } from "./scratch";
import { NO_FIELDS, readFields, type FieldTest } from "./field-readings";
import { collectCandidates, scoreWords, type WordsScored } from "./score";
import type { SearchIndex } from "../index/api";
import { fold } from "../words/api";

/** Matches per kind and per category among the first `count` of `docs`. */
export function facetsOf(index: SearchIndex, docs: Int32Array, count: number): Facets {
  const kinds: Record<string, number> = {};
  const categories: Record<string, number> = {};
  for (let c = 0; c < count; c++) {
    const d = index.docs[docs[c]!]!;
    kinds[d.kind] = (kinds[d.kind] ?? 0) + 1;
    if (d.category !== null) categories[d.category] = (categories[d.category] ?? 0) + 1;
  }
  return { kinds, categories };
}

/** How one phrasing was read, before any doc is ranked (its `total` is filled in by the caller). */
export function readingOf(plan: Plan, scored: WordsScored | null, total: number, fields: FieldTest = NO_FIELDS): PhrasingOutcome {
  return {
    constraints: fields === NO_FIELDS ? plan.constraints : fields.constraints,
    exclusions: fields.exclusions,
    words: plan.words,
    scored: plan.scored,
    unmatched: scored === null ? [] : scored.unmatched,
    readAs: scored === null ? {} : scored.readAs,
    expansions: scored === null ? [] : scored.expansions,
    negations: plan.negations,
    total,
  };
}

/**
 * Stages 1-4 for one phrasing, into `scratch` (its filter already set): the words scored, then, when any word
 * of it is in the catalogue, the candidates (scratch.candidates, how many returned) with the phrase bonuses of
 * those that could make the first `end`. Null words when the phrasing has none; 0 candidates when no word of
 * it is in the catalogue (then concepts find nothing either: the answer says so rather than show neighbours).
 */
export function scorePhrasing(
  index: SearchIndex,
  plan: Plan,
  scratch: Scratch,
  end: number,
): { scored: WordsScored | null; count: number; fields: FieldTest } {
  if (plan.words.length === 0) return { scored: null, count: 0, fields: NO_FIELDS };
  const scored = scoreWords(index, plan, scratch);
  if (!scored.anyDirect) return { scored: { ...scored, unmatched: plan.scored.slice() }, count: 0, fields: NO_FIELDS };
  const fields = readFields(index, plan.constraints, plan.negations, scratch, plan.howTo);
  // Sums of rarity-weighted points, rescaled so the weights average 1 (rarity.ts): points on the spec's scale.
  const { weights, scale } = normaliseWeights(scored.rarity);
  const count = collectCandidates(index, plan, scratch, scale, fields);
  if (plan.words.length > 1 && count > 0) {
    const pairWeights = plan.pairs.map(([a, b]) => (weights[plan.scored.indexOf(a)]! + weights[plan.scored.indexOf(b)]!) / 2);
    applyPhraseBonuses(index, plan, scratch, count, end, pairWeights);
  }
  return { scored, count, fields };
}

/** The filters of `request` on `scratch`, until release(). */
export function filterOf(index: SearchIndex, request: SearchRequest, scratch: Scratch): Filter {
  const filter = new Filter(
    index,
    request,
    request.tags.map((tag) => fold(tag.trim())),
    scratch.allowed,
  );
  scratch.filter = filter.active ? filter : null;
  return filter;
}
