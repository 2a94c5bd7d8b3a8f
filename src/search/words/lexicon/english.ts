// Whether a query word is a real English word: such a word is what the person meant, so it is never read as a typo
// of a catalogue word ("filling" is not a misspelled "billing") and "did you mean" never replaces it
// ("programmers" is not "programming"). The words are WordNet 3.1's single-word lemmas (nouns, verbs, adjectives,
// adverbs) of MIN_LEMMA_CHARS letters or more, compiled into an xor filter by `npm run compile:words`
// (./english-compiled.ts); inflected forms are taken back to a lemma by WordNet's own detachment rules ("morphy"),
// plus a doubled final consonant ("stopped", "planning").

import { bytesOfBase64url } from "../../../core/base64";
import { ENGLISH_WORDS } from "./english-compiled";
import { inXorFilter, type XorFilter } from "./xor-filter";

// Shorter words are never read as typos nor corrected (typo-budget.ts gives them no edits): none is asked about.
export const MIN_ENGLISH_CHARS = 4;
// Lemmas this short are in the filter all the same: "running" is checked as "run".
export const MIN_LEMMA_CHARS = 2;

// WordNet's morphy: suffix → ending of the lemma, for nouns, verbs and adjectives; plus comparatives of -y words.
const DETACHMENTS: readonly (readonly [string, string])[] = [
  ["s", ""],
  ["ses", "s"],
  ["xes", "x"],
  ["zes", "z"],
  ["ches", "ch"],
  ["shes", "sh"],
  ["men", "man"],
  ["ies", "y"],
  ["es", "e"],
  ["es", ""],
  ["ed", "e"],
  ["ed", ""],
  ["ing", "e"],
  ["ing", ""],
  ["er", ""],
  ["est", ""],
  ["er", "e"],
  ["est", "e"],
  ["ier", "y"],
  ["iest", "y"],
];
const ASCII_LETTERS = /^[a-z]+$/;

let filter: XorFilter | null = null;

function words(): XorFilter {
  filter ??= {
    seed: ENGLISH_WORDS.seed,
    blockLength: ENGLISH_WORDS.blockLength,
    fingerprints: bytesOfBase64url(ENGLISH_WORDS.fingerprints) ?? new Uint8Array(0),
  };
  return filter;
}

/** The forms a word may have as a WordNet lemma: itself, then each detachment that applies. */
export function lemmaForms(word: string): string[] {
  const forms = [word];
  for (const [suffix, ending] of DETACHMENTS) {
    if (!word.endsWith(suffix) || word.length - suffix.length < 2) continue;
    const stem = word.slice(0, -suffix.length);
    forms.push(stem + ending);
    // "planning" → "plann" → "plan": a doubled consonant before -ing, -ed, -er, -est.
    if (ending === "" && stem.length >= 3 && stem.at(-1) === stem.at(-2) && !"aeiou".includes(stem.at(-1)!)) forms.push(stem.slice(0, -1));
  }
  return forms;
}

/** Whether a folded query word is (very probably: about 1 in 100 misspellings passes) an English word. */
export function isEnglishWord(word: string): boolean {
  if (word.length < MIN_ENGLISH_CHARS || !ASCII_LETTERS.test(word)) return false;
  const set = words();
  return lemmaForms(word).some((form) => form.length >= MIN_LEMMA_CHARS && inXorFilter(set, form));
}
