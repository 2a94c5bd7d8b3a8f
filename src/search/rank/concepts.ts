// The need, not the wording: a query word is also read as the catalogue's terms for the same need, at a
// lower weight than the word itself, so "file tickets for bugs" finds issue trackers and "drive headless
// chrome" finds browser automation. Two sources:
//   - the domain vocabulary (./vocabulary): triggers in the request ("tickets", "headless chrome") read as
//     the catalogue's words and tags for the concept ("issue-tracking", "jira"; "browser-automation");
//   - the catalogue itself: a rare word whose documents mostly share a tag is also read as that tag
//     (shared-tags.ts), so documents with the tag but not the word are found too.
// Each reading is one more way a word can match a document; the document keeps the best of them
// (score.ts), and every reading that found something is listed in the answer's read_as.
//
// Cost per query: trigger lookups by stem (one map lookup per content word), then, per term read, the
// postings of its token and stem variants (a phrase: of its rarest word). Terms on more than
// MAX_TERM_SHARE of the documents are skipped: they tell nothing apart.

import { EXACT, FIELD, POSTING_FLAG_BITS, POSTING_FLAGS, type SearchIndex, lowerBound, stemVariants } from "../index/api";
import { hasWholePhrase, stem, isStopWord, phraseOf, domainVocabulary, triggerEnd, type CompiledVocabulary } from "../words/api";
import { SCORE_BY_BITS } from "./points";
import { inverseDocumentFrequency } from "./rarity";
import { NEGATIONS } from "../query/api";

/** What a reading of a word as a catalogue term is worth, against the word itself. */
export const CONCEPT_WEIGHTS = {
  /** A term from the domain vocabulary. */
  vocabulary: 0.5,
  /** A tag that most of the word's own documents share. */
  catalogue: 0.3,
  /** The share of a word's weight that a document matched only through a reading gets towards coverage. */
  coverage: 0.75,
} as const;

// A term on more of the catalogue than this says nothing about the need ("agents", "python").
const MAX_TERM_SHARE = 0.15;
export type ReadingSource = "vocabulary" | "catalogue";

/** One concept a word is also read as: its catalogue terms are alternatives to each other. */
export interface ConceptGroup {
  /** The vocabulary concept's name, or what the catalogue reading is ("tags shared by ..."). */
  readonly name: string;
  readonly source: ReadingSource;
  /** Terms in the catalogue's spelling: a word, or words joined by "-". */
  readonly terms: readonly string[];
}

export interface ConceptMatch {
  /** The words of the request it was read from, as one phrase ("headless chrome"). */
  readonly from: string;
  readonly concept: string;
  readonly source: ReadingSource;
  readonly terms: readonly string[];
}

export interface VocabularyReading {
  /** Per scored word (same order): the concepts it is also read as. */
  readonly perWord: readonly (readonly ConceptGroup[])[];
  readonly matches: readonly ConceptMatch[];
}

// Shared by every word without concepts; never written to.
const NO_GROUPS: ConceptGroup[] = [];

/** Whether the words before `start`, past stop words, say no to it ("no api key": the key is not the need). */
function negated(sequence: readonly string[], stop: readonly boolean[], start: number): boolean {
  for (let at = start - 1; at >= 0; at--) {
    if (NEGATIONS.has(sequence[at]!)) return true;
    if (!stop[at]) return false;
  }
  return false;
}

/**
 * The vocabulary's concepts in a request: `sequence` is the request's words in order (stop words
 * included), `scored` the unique words scored. Where triggers of different lengths match at the same word,
 * the longest wins ("logged in" is sign-in, not logs), and a match inside an earlier one adds nothing. A word is never read as a term with its own stem
 * (that is its own reading).
 */
export function readVocabulary(
  sequence: readonly string[],
  scored: readonly string[],
  vocabulary: CompiledVocabulary = domainVocabulary(),
  stems: readonly string[] = sequence.map(stem),
): VocabularyReading {
  // Most requests have few trigger words: nothing is allocated per word until one is found.
  const perWord: ConceptGroup[][] = new Array<ConceptGroup[]>(scored.length).fill(NO_GROUPS);
  const matches: ConceptMatch[] = [];
  if (!stems.some((s) => vocabulary.byFirstStem.has(s))) return { perWord, matches };
  const stop = sequence.map(isStopWord);
  const typed = new Set(stems.filter((_, at) => !stop[at]));
  const seen = new Set<string>();
  // Per concept, how far into the request its matches reach: a match inside an earlier one of the same
  // concept ("per request" in "pay per request") adds nothing.
  const reach = new Map<number, number>();
  // How far any match reaches: a phrase is read whole, so a match inside an earlier one of another concept
  // ("hosted" in "self hosted", "automation" in "browser automation") adds nothing either.
  let covered = 0;
  for (let start = 0; start < sequence.length; start++) {
    const triggers = vocabulary.byFirstStem.get(stems[start]!);
    if (triggers === undefined || negated(sequence, stop, start)) continue;
    let longest = 0;
    const here = new Set<number>();
    // Triggers come longest first, so the first to match sets the length the others must have.
    for (const trigger of triggers) {
      if (trigger.stems.length < longest || here.has(trigger.concept)) continue;
      const end = triggerEnd(trigger.stems, stems, stop, start);
      if (end < 0) continue;
      longest = trigger.stems.length;
      here.add(trigger.concept);
      if ((reach.get(trigger.concept) ?? 0) >= end || (start < covered && end <= covered)) continue;
      reach.set(trigger.concept, end);
      covered = Math.max(covered, end);
      const concept = vocabulary.concepts[trigger.concept]!;
      const terms = concept.terms.filter((term) => !term.split("-").every((part) => typed.has(stem(part))));
      if (terms.length === 0) continue;
      const words = sequence.slice(start, end).filter((_, i) => !stop[start + i]);
      // Each phrase once per concept in the answer, however often the request repeats it.
      const key = `${trigger.concept}:${words.join(" ")}`;
      if (!seen.has(key)) matches.push({ from: phraseOf(sequence.slice(start, end)), concept: concept.name, source: "vocabulary", terms });
      seen.add(key);
      for (const word of new Set(words)) {
        const at = scored.indexOf(word);
        if (at < 0) continue;
        if (perWord[at] === NO_GROUPS) perWord[at] = [];
        const groups = perWord[at]!;
        if (!groups.some((group) => group.name === concept.name)) groups.push({ name: concept.name, source: "vocabulary", terms });
      }
    }
  }
  return { perWord, matches };
}

/** The documents a term reaches and what each scores there, in the spec's points. */
export interface TermReading {
  readonly docs: Int32Array;
  readonly points: Float64Array;
}

/** Per-doc buffers the caller lends: `mask` all zero on entry and on return; `list` any content. */
export interface Buffers {
  readonly mask: Uint8Array;
  readonly list: Int32Array;
}

function postingRange(index: SearchIndex, token: string): [number, number] | null {
  const at = lowerBound(index.vocabulary, token);
  if (index.vocabulary[at] !== token) return null;
  return [index.postingStart[at]!, index.postingStart[at + 1]!];
}

/** A one-word term: its own token and its stem variants, with the fields each is in. */
function readWord(index: SearchIndex, term: string, buffers: Buffers): number {
  const { mask, list } = buffers;
  const tokens: number[] = [];
  const own = lowerBound(index.vocabulary, term);
  if (index.vocabulary[own] === term) tokens.push(own);
  for (const variant of stemVariants(index, index.signals, term)) if (variant !== own) tokens.push(variant);
  let count = 0;
  for (const token of tokens) {
    for (let p = index.postingStart[token]!, stop = index.postingStart[token + 1]!; p < stop; p++) {
      const posting = index.postingData[p]!;
      const doc = posting >>> POSTING_FLAG_BITS;
      if (mask[doc] === 0) list[count++] = doc;
      mask[doc]! |= posting & POSTING_FLAGS;
    }
  }
  return count;
}

/** A term of several words: the tag itself, or the words side by side in the name, id, a tag or the summary. */
function readPhrase(index: SearchIndex, term: string, buffers: Buffers): number {
  const words = term.split("-");
  let rarest: [number, number] | null = null;
  for (const word of words) {
    const range = postingRange(index, word);
    if (range === null) return 0;
    if (rarest === null || range[1] - range[0] < rarest[1] - rarest[0]) rarest = range;
  }
  const spaced = words.join(" ");
  const { mask, list } = buffers;
  let count = 0;
  for (let p = rarest![0]; p < rarest![1]; p++) {
    const doc = index.postingData[p]! >>> POSTING_FLAG_BITS;
    const d = index.docs[doc]!;
    let bits = 0;
    if (hasWholePhrase(d.nameText, " ", spaced)) bits |= FIELD.NAME;
    if (hasWholePhrase(d.summaryText, " ", spaced)) bits |= FIELD.SUMMARY;
    if (hasWholePhrase(d.id, "-", term)) bits |= FIELD.ID;
    if (d.id === term || d.nameText === spaced) bits |= EXACT.WHOLE;
    if (d.tags.includes(term)) bits |= FIELD.TAG | EXACT.TAG;
    else if (d.tags.some((tag) => hasWholePhrase(tag, "-", term))) bits |= FIELD.TAG;
    if (bits === 0 || mask[doc] !== 0) continue;
    mask[doc] = bits;
    list[count++] = doc;
  }
  return count;
}

/** Reads a term on the index, or null when it reaches nothing or too much of the catalogue. */
export function readTerm(index: SearchIndex, term: string, buffers: Buffers): TermReading | null {
  const count = term.includes("-") ? readPhrase(index, term, buffers) : readWord(index, term, buffers);
  const { mask, list } = buffers;
  const docs = new Int32Array(count);
  const points = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const doc = list[i]!;
    docs[i] = doc;
    points[i] = SCORE_BY_BITS[mask[doc]!]!;
    mask[doc] = 0;
  }
  if (count === 0 || count > Math.max(1, MAX_TERM_SHARE * index.docs.length)) return null;
  return { docs, points };
}

/** What a concept reads as on the index: the documents its terms reach, with their points there. */
export interface GroupReading {
  readonly docs: Int32Array;
  readonly points: Float64Array;
  /** The rarity of the concept: from how many documents its terms reach together. */
  readonly rarity: number;
  /** Its terms that reached something. */
  readonly found: readonly string[];
}

// A concept reads as at most this many documents, those most about it: readings come after the words
// themselves, and two pages of the largest page size are as deep as a reading needs to reach. (Its rarity
// still counts every document its terms reach.)
const MAX_CONCEPT_DOCS = 50;
// A document's points for a concept add up over its terms (one with the tag, the words in its name and
// summary is more about it than one that mentions a term once), up to what one exact word could score.
const MAX_CONCEPT_POINTS = 12;

// A concept's reading depends only on the loaded catalogue and its terms, so it is kept per index: the
// vocabulary's concepts are read once per catalogue, not once per query. Readings of words' shared tags
// vary more; past this many kept readings the memo starts again.
const MAX_KEPT_READINGS = 512;
const kept = new WeakMap<SearchIndex, Map<string, GroupReading | null>>();

/**
 * Reads a concept: per document, its terms' points added up (to MAX_CONCEPT_POINTS). `sums` is a per-doc
 * buffer, all zero on entry and on return. Kept per index (the result must not be changed).
 */
export function readGroup(index: SearchIndex, group: ConceptGroup, buffers: Buffers, sums: Float64Array): GroupReading | null {
  let readings = kept.get(index);
  if (readings === undefined) {
    readings = new Map();
    kept.set(index, readings);
  }
  const key = group.terms.join(" ");
  const known = readings.get(key);
  if (known !== undefined) return known;
  const reading = readTerms(index, group.terms, buffers, sums);
  if (readings.size >= MAX_KEPT_READINGS) readings.clear();
  readings.set(key, reading);
  return reading;
}

function readTerms(index: SearchIndex, terms: readonly string[], buffers: Buffers, sums: Float64Array): GroupReading | null {
  const docs: number[] = [];
  const found: string[] = [];
  for (const term of terms) {
    const reading = readTerm(index, term, buffers);
    if (reading === null) continue;
    found.push(term);
    for (let i = 0; i < reading.docs.length; i++) {
      const doc = reading.docs[i]!;
      if (sums[doc] === 0) docs.push(doc);
      sums[doc]! += reading.points[i]!;
    }
  }
  if (docs.length === 0) return null;
  const rarity = inverseDocumentFrequency(docs.length, index.docs.length);
  const all = docs.map((doc) => {
    const points = Math.min(MAX_CONCEPT_POINTS, sums[doc]!);
    sums[doc] = 0;
    return { doc, points };
  });
  // The documents most about the concept, then by catalogue order: a fixed cost per query at any size.
  const top = all.length <= MAX_CONCEPT_DOCS ? all : all.sort((a, b) => b.points - a.points || a.doc - b.doc).slice(0, MAX_CONCEPT_DOCS);
  return { docs: Int32Array.from(top, (item) => item.doc), points: Float64Array.from(top, (item) => item.points), rarity, found };
}
