// Word rarity: how much a query word tells documents apart, so that words found in most of the catalogue
// ("agent", "mcp", "api") cannot outvote the rare words that carry the need ("tickets", "invoices").
//
// Each scored word gets BM25's inverse document frequency over the documents its readings reach (word,
// prefix, stem, typo and compound readings, before filters, so a filter never changes the order of what it
// keeps). The weights are then rescaled to average 1 over the words that matched anything, which keeps the
// spec's per-word points on their scale: a one-word query scores exactly as the spec says, and only the
// split between the words of a longer query changes. Words that matched nothing weigh as much as an
// average word, so a query's score still falls with the share of its words that matched (the spec's rule).

import { isLightWord } from "../words/api";

// BM25's k1 for the points one reading of a word scores on a doc (the spec's field weights added up: 23 for
// an exact name that is also an id segment and a name word, 2 for a summary word). Measured on the judged
// sets (docs/search.md): 20 keeps most of the spec's spread while a word found in every field of one doc no
// longer outweighs two words found once each.
const SATURATION = 20;

/** BM25-style saturation of a word's points on one doc; 1 point (a description match) stays 1. */
export function saturate(points: number): number {
  return (points * (SATURATION + 1)) / (points + SATURATION);
}

/** BM25's inverse document frequency (never negative): ln(1 + (N - df + 0.5) / (df + 0.5)). */
export function inverseDocumentFrequency(df: number, docs: number): number {
  return Math.log(1 + (docs - df + 0.5) / (df + 0.5));
}

// A light word ("see", "last", "fresh", "thing") is rare in a catalogue of tool descriptions only because
// such text does not chat; it weighs at most what a word in this share of the documents would.
const LIGHT_WORD_SHARE = 0.1;

/** The rarity of one scored word whose readings reached `df` of `docs` documents. */
export function wordRarity(word: string, df: number, docs: number): number {
  const idf = inverseDocumentFrequency(df, docs);
  return isLightWord(word) ? Math.min(idf, inverseDocumentFrequency(Math.ceil(docs * LIGHT_WORD_SHARE), docs)) : idf;
}

export interface Weights {
  /** Per scored word: its weight, averaging 1 over the words that matched; 1 for a word that matched nothing. */
  readonly weights: Float64Array;
  /** What turns a rarity into its weight. */
  readonly scale: number;
}

/**
 * Weights from rarities (`rarity[i]` 0 for a word that matched nothing). Multiplying the spec's per-word
 * points by them keeps a one-word query's scores as they were; they sum to the number of scored words.
 */
export function normaliseWeights(rarity: Float64Array): Weights {
  let sum = 0;
  let count = 0;
  for (const value of rarity) {
    if (value > 0) {
      sum += value;
      count++;
    }
  }
  const scale = count > 0 && sum > 0 ? count / sum : 1;
  return { weights: rarity.map((value) => (value > 0 ? value * scale : 1)), scale };
}
