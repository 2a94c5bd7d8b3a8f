// The spec's points per field and the added signals' weights, shared by every reading of a query word
// (the word itself, its variants, and the catalogue terms a concept reads it as), and what one word scores on
// one doc.

import { EXACT, FIELD, POSTING_FLAGS, type SearchDoc } from "../index/api";
import { saturate } from "./rarity";

// The spec's points per field (exact id/name 12, id segment 6, name 5, exact tag 4, partial tag 2, summary 2, category
// 1.5, description 1) refitted on the tuning half of the blind set (issue 30; docs/search.md): each change kept lifts
// the reporting half and every earlier judged set as well (a tag is what a listing says it is about; a name is
// often a brand; a description mentions much it is not about). A heavier exact tag (8) lifted only the tuning
// half and was left out.
export const WEIGHTS = {
  exactIdOrName: 12,
  idSegment: 4,
  name: 3,
  exactTag: 4,
  partialTag: 2,
  summary: 1,
  category: 0,
  description: 0.25,
  phraseInName: 8,
  phraseInText: 3,
  /** A multi-word query that is exactly the id ("claude code" → claude-code) or the name. */
  wholeQueryExact: 12,
} as const;

/** The added signals: multipliers on what an exact match would score, and small phrase bonuses. */
export const SIGNALS = {
  stem: 0.7,
  // Two typed words read as the one token a name or id writes them as: 0.8 of it before issue 30; with names and id
  // segments weighing less, 0.9 keeps "code sandbox" finding CodeSandbox as it did.
  compound: 0.9,
  typo1: 0.6,
  typo2: 0.4,
  pairInName: 2,
  pairInId: 2,
  pairInTag: 2,
  pairInSummary: 1,
  /** The query's words, hyphenated, are exactly one of the doc's tags ("web search" → web-search). */
  tagPhrase: 4,
} as const;

/**
 * The spec's per-word weights summed for every combination of posting bits: a reading whose bits come from
 * the postings of the very term it scores costs one table lookup instead of string comparisons.
 */
export const SCORE_BY_BITS: Float64Array = (() => {
  const table = new Float64Array(POSTING_FLAGS + 1);
  for (let bits = 0; bits <= POSTING_FLAGS; bits++) {
    let score = 0;
    if (bits & EXACT.WHOLE) score += WEIGHTS.exactIdOrName;
    if (bits & FIELD.ID) score += WEIGHTS.idSegment;
    if (bits & FIELD.NAME) score += WEIGHTS.name;
    if (bits & EXACT.TAG) score += WEIGHTS.exactTag;
    else if (bits & FIELD.TAG) score += WEIGHTS.partialTag;
    if (bits & FIELD.CATEGORY) score += WEIGHTS.category;
    if (bits & FIELD.SUMMARY) score += WEIGHTS.summary;
    if (bits & FIELD.DESCRIPTION) score += WEIGHTS.description;
    table[bits] = score;
  }
  return table;
})();

/** SCORE_BY_BITS saturated (rarity.ts): what a word's own exact or prefix reading scores, by table. */
export const SATURATED_BY_BITS: Float64Array = SCORE_BY_BITS.map(saturate);

/**
 * What one query word (or its variant `term`) scores on one doc, given the fields it matched.
 * `nameForm` is the term as it appears in a name (a split word is "llms txt" there, "llms-txt" in ids);
 * `idRun` says whether the term is a whole id segment (or run of segments).
 */
export function wordScore(doc: SearchDoc, term: string, mask: number, nameForm: string, idRun: boolean): number {
  let score = 0;
  if (doc.id === term || doc.nameText === nameForm) score += WEIGHTS.exactIdOrName;
  if (idRun) score += WEIGHTS.idSegment;
  if (mask & FIELD.NAME) score += WEIGHTS.name;
  if (doc.tags.includes(term)) score += WEIGHTS.exactTag;
  else if (mask & FIELD.TAG) score += WEIGHTS.partialTag;
  if (mask & FIELD.CATEGORY) score += WEIGHTS.category;
  if (mask & FIELD.SUMMARY) score += WEIGHTS.summary;
  if (mask & FIELD.DESCRIPTION) score += WEIGHTS.description;
  return score;
}

/** Whether `term` (a word token, so without "-") is one of the id's segments. */
function isIdSegment(id: string, term: string): boolean {
  return id === term || `-${id}-`.includes(`-${term}-`);
}

/** The EXACT and id-segment bits of `term` on a doc, from its fields (for readings not built from the term's own postings). */
export function exactBits(doc: SearchDoc, term: string): number {
  let bits = 0;
  if (doc.id === term || doc.nameText === term) bits |= EXACT.WHOLE;
  if (isIdSegment(doc.id, term)) bits |= FIELD.ID;
  if (doc.tags.includes(term)) bits |= EXACT.TAG;
  return bits;
}

/** Scores as answered: two decimals, applied wherever a score is final or compared with a final one. */
export const roundScore = (score: number): number => Math.round(score * 100) / 100;
