// Stage 3 of ranking (rank.ts): every scored word on every doc it reaches, then the candidates. Each word's
// readings (word-readings.ts) are weighed by its rarity (rarity.ts: BM25 idf, weights that average 1, so
// common words cannot outvote rare ones) and may be widened by the catalogue's terms for its need
// (concepts.ts: the domain vocabulary, and tags the word's own documents share), at a lower weight. A doc's
// sum is then multiplied by the share of the query's weight it matched.

import { CONCEPT_WEIGHTS, readGroup, readVocabulary, type ConceptGroup, type ConceptMatch } from "./concepts";
import { fieldFactor, NO_FIELDS, type FieldTest } from "./field-readings";
import { LONGFORM_BOOST, inAll, wordBit, type Plan } from "../query/api";
import { roundScore } from "./points";
import { wordRarity } from "./rarity";
import type { Scratch } from "./scratch";
import type { SearchIndex } from "../index/api";
import { readsSharedTags, sharedTags } from "./shared-tags";
import { scoreWord } from "./word-readings";

/** What scoring the words found, before candidates are ranked. */
export interface WordsScored {
  /** Scored words that matched nothing at all, in any reading (before filters). */
  readonly unmatched: string[];
  /** Words the index did not know, read as the closest name, id or tag tokens. */
  readonly readAs: Record<string, string[]>;
  /** Words also read as the catalogue's terms for the same need, where those found something. */
  readonly expansions: ConceptMatch[];
  /** Whether any word matched by its own readings: concepts only widen a query that found something. */
  readonly anyDirect: boolean;
  /** Per scored word: its rarity (0 for a word that matched nothing). */
  readonly rarity: Float64Array;
}

/**
 * Offers a word's concept readings (concepts.ts) to the docs they reach: a concept's points weighed by its
 * rarity (never more than the word's own, `weight`) and by how far a reading is from the word typed. Notes
 * what each concept found in `found`. Returns the word's weight: its own, or, for a word found only through
 * its concepts, what its rarest concept weighs.
 */
function offerConcepts(
  index: SearchIndex,
  scratch: Scratch,
  groups: readonly ConceptGroup[],
  weight: number,
  found: Map<string, readonly string[]>,
): number {
  const readings = groups.map((group) => readGroup(index, group, { mask: scratch.wordMask, list: scratch.masked }, scratch.conceptPoints));
  let own = weight;
  if (own === 0) for (const reading of readings) own = Math.max(own, reading?.rarity ?? 0);
  readings.forEach((reading, at) => {
    if (reading === null) return;
    const group = groups[at]!;
    found.set(group.name, reading.found);
    // Points are weighed by the word's weight when added up, so the factor is relative to it.
    const factor = (CONCEPT_WEIGHTS[group.source] * Math.min(own, reading.rarity)) / own;
    for (let i = 0; i < reading.docs.length; i++) scratch.offerConcept(reading.docs[i]!, factor * reading.points[i]!);
  });
  return own;
}

/** Scores every word of the plan into `scratch`: per doc, the rarity-weighted sum of each word's best reading. */
export function scoreWords(index: SearchIndex, plan: Plan, scratch: Scratch): WordsScored {
  const { wordTouched } = scratch;
  const unmatched: string[] = [];
  const readAs: Record<string, string[]> = {};
  const rarity = new Float64Array(plan.scored.length);
  const docCount = index.docs.length;
  const concepts = readVocabulary(plan.sequence, plan.scored, undefined, plan.stems);
  // One scored word: every doc it matched has all of the query (or the concept credit), no sum to keep.
  const oneWord = plan.scored.length === 1;
  // The concepts read for this query, by name: what each found (for the answer's read_as).
  const found = new Map<string, readonly string[]>();
  const catalogueReadings: ConceptMatch[] = [];
  let anyDirect = false;

  plan.scored.forEach((word, position) => {
    const bit = wordBit(position);
    scratch.wordTouchedCount = 0;
    scratch.elsewhereCount = 0;
    scratch.elsewhereFirst.length = 0;
    // A stamp comes back only after 2^32 words (0 is never one: it is what unmarked docs hold).
    scratch.wordStamp = (scratch.wordStamp + 1) >>> 0 || 1;
    const typos = scoreWord(index, plan, word, bit, scratch);
    if (typos.length > 0) readAs[word] = typos;
    const reached = scratch.wordTouchedCount + scratch.elsewhereCount;
    if (reached > 0) anyDirect = true;
    let weight = reached === 0 ? 0 : wordRarity(word, reached, docCount);
    // The word read as the catalogue's terms for its need (concepts.ts); where the vocabulary has nothing
    // for it (and it is not a misspelled name), the catalogue may.
    let groups = concepts.perWord[position]!;
    if (groups.length === 0 && typos.length === 0 && readsSharedTags(reached)) {
      const shared = sharedTags(index, word, [...wordTouched.subarray(0, scratch.wordTouchedCount), ...scratch.elsewhereFirst], reached);
      if (shared !== null) {
        groups = [shared];
        catalogueReadings.push({ from: word, concept: shared.name, source: "catalogue", terms: [] });
      }
    }
    if (groups.length > 0) weight = offerConcepts(index, scratch, groups, weight, found);
    if (scratch.wordTouchedCount + scratch.elsewhereCount === 0 && !plan.fieldWords.has(word)) unmatched.push(word);
    rarity[position] = weight;
    scratch.addWord(bit, weight, CONCEPT_WEIGHTS.coverage * weight, oneWord);
  });
  if (!anyDirect) return { unmatched, readAs, expansions: [], anyDirect, rarity };
  const readings = concepts.matches.length + catalogueReadings.length === 0 ? [] : [...concepts.matches, ...catalogueReadings];
  const expansions: ConceptMatch[] = readings
    .map((match) => ({
      ...match,
      terms: (found.get(match.concept) ?? []).filter((term) => match.source === "catalogue" || match.terms.includes(term)),
    }))
    .filter((match) => match.terms.length > 0);
  return { unmatched, readAs, expansions, anyDirect, rarity };
}

/**
 * The candidates: every doc a word matched (docs the filters leave out were never scored), into
 * scratch.candidates, with its score before phrase bonuses. Returns how many.
 */
export function collectCandidates(index: SearchIndex, plan: Plan, scratch: Scratch, scale: number, fields: FieldTest = NO_FIELDS): number {
  const { scores, lowers, coverage, matched, inName, inId, exact, candidates } = scratch;
  const wordCount = plan.scored.length;
  const oneWord = wordCount === 1;
  const readsFields = fields !== NO_FIELDS;
  // A summed rarity times this is the share of the query's weight it stands for.
  const perWord = scale / wordCount;
  let count = 0;
  for (let i = 0; i < scratch.touchedCount; i++) {
    const doc = scratch.touched[i]!;
    if (matched[doc] === 0) continue;
    // (One-word queries were marked while scoring.) The whole query as the id or name means every word is
    // in the id or in the name.
    if (plan.phrase !== plan.scored[0] && matched[doc] === wordCount && (inAll(plan, inId[doc]!) || inAll(plan, inName[doc]!))) {
      const d = index.docs[doc]!;
      if (d.id === plan.wholeId || d.nameText === plan.phrase) exact[doc] = 1;
    }
    candidates[count++] = doc;
    const lower = scores[doc]! * scale;
    lowers[doc] = lower;
    // From here on, the share of the query (by weight) that the doc matched: the spec's fraction of words;
    // a long-form item's counts for more when the request asks how to do or choose something.
    const share = oneWord ? (scratch.conceptOnly[doc] === 1 ? CONCEPT_WEIGHTS.coverage : 1) : coverage[doc]! * perWord;
    scratch.shares[doc] = share;
    const lifted = plan.howTo && index.docs[doc]!.kind !== "entry" ? share * (1 + LONGFORM_BOOST) : share;
    // Constraints and exclusions scale the share (field-readings.ts), so phrase bonuses are scaled with it.
    coverage[doc] = readsFields ? lifted * fieldFactor(index, fields, scratch, doc) : lifted;
    scores[doc] = roundScore(lower * coverage[doc]!);
  }
  return count;
}
