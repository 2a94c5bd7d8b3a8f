// How common a word is in English, for reading a word the catalogue does not have: a common word was meant as typed
// ("filling", "email", "slack"), a rare one beside a listed name is more likely that name misspelled ("stipe agent
// toolkit"). Bands of SUBTLEX-US (51 million words of film and television subtitles: how often people say a word),
// compiled into one xor filter per band by `npm run compile:words` (./frequency-compiled.ts) from the words that are
// English words by WordNet (./english.ts), and the few common words it lacks exactly; below the bands an English word is
// rare, and anything else is no English word.

import { bytesOfBase64url } from "../../../core/base64";
import { isEnglishWord } from "./english";
import { COMMON_BEYOND_LEMMAS, FREQUENCY_BANDS } from "./frequency-compiled";
import { inXorFilter, type XorFilter } from "./xor-filter";

// A word said at least this often per million words is common: no misspelling of a name is likelier (typo-channel.ts).
export const COMMON_PER_MILLION = 5;
// At least this often (and below common), a known word: still likelier than a name misspelled so, even beside it.
export const KNOWN_PER_MILLION = 0.5;
/** The bands the compiled file holds, most common first. */
export const BAND_FLOORS: readonly number[] = [COMMON_PER_MILLION, KNOWN_PER_MILLION];

/** common and known: the bands above; rare: a WordNet lemma used less; none: no English word. */
export type EnglishUse = "common" | "known" | "rare" | "none";

let bands: readonly XorFilter[] | null = null;
let beyondLemmas: ReadonlySet<string> | null = null;

function filters(): readonly XorFilter[] {
  bands ??= FREQUENCY_BANDS.map((band) => ({
    seed: band.seed,
    blockLength: band.blockLength,
    fingerprints: bytesOfBase64url(band.fingerprints) ?? new Uint8Array(0),
  }));
  return bands;
}

/**
 * How common a folded query word is in English. The common words WordNet lacks ("came", "told", "gonna") are held
 * exactly; otherwise only English words (./english.ts) are looked up in the bands, which
 * hold only such words: a misspelling then passes for a band word only when it passes for an English word too (about
 * 1 in 128 × 128).
 */
export function englishUse(word: string): EnglishUse {
  beyondLemmas ??= new Set(COMMON_BEYOND_LEMMAS.split(" "));
  if (beyondLemmas.has(word)) return "common";
  if (!isEnglishWord(word)) return "none";
  const [common, known] = filters();
  if (inXorFilter(common!, word)) return "common";
  if (inXorFilter(known!, word)) return "known";
  return "rare";
}
