// Lookup structures for the lower-weighted signals, derived from the index's vocabulary when the index is
// built (so the first search after a load pays nothing extra):
//   stems:  stem → the vocabulary tokens that reduce to it but are not the stem themselves
//           (one stem() call per token, one map entry per token that stemming changes);
//   typos:  the tokens that occur in names, ids or tags, with a letter-set bit mask, so a misspelled
//           word is compared only against plausible tokens (8 bytes per such token).
// Nothing here grows with the number of queries, and nothing is fetched: it is all in the index.

import { boundedDistance, canStem, stem, rankingTypoBudget } from "../words/api";
import type { SearchIndex, Signals } from "./search-index";
import { lowerBound } from "./sorted";

// Shorter tokens are mostly acronyms and version numbers, where one edit changes the meaning.
const MIN_TYPO_TOKEN = 4;

/** One bit per letter or digit class: an edit changes at most two bits, so masks prune comparisons. */
export function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    const bit = code >= 97 && code <= 122 ? code - 97 : code >= 48 && code <= 57 ? 26 + ((code - 48) % 5) : 31;
    mask |= 1 << bit;
  }
  return mask >>> 0;
}

/** Number of bits set. */
export function popcount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * Builds the signals of a sorted vocabulary; `nameIdTag[i]` says whether vocabulary[i] occurs in any name,
 * id or tag.
 */
export function deriveSignals(vocabulary: readonly string[], nameIdTag: Uint8Array): Signals {
  const stems = new Map<string, number[]>();
  const typo: number[] = [];
  for (let at = 0; at < vocabulary.length; at++) {
    const token = vocabulary[at]!;
    const root = canStem(token) ? stem(token) : token;
    if (root !== token) {
      const group = stems.get(root);
      if (group) group.push(at);
      else stems.set(root, [at]);
    }
    if (token.length >= MIN_TYPO_TOKEN && nameIdTag[at] === 1) typo.push(at);
  }
  const typoTokens = Int32Array.from(typo);
  const typoLetters = new Uint32Array(typoTokens.length);
  typoTokens.forEach((at, i) => {
    typoLetters[i] = letterMask(vocabulary[at]!);
  });
  return { stems, typoTokens, typoLetters };
}

/** Vocabulary indices of every token with the same stem as `word` (the stem itself included), except `word`. */
export function stemVariants(index: SearchIndex, signals: Signals, word: string): number[] {
  const root = stem(word);
  const out: number[] = [];
  const at = lowerBound(index.vocabulary, root);
  if (index.vocabulary[at] === root && root !== word) out.push(at);
  for (const variant of signals.stems.get(root) ?? []) if (index.vocabulary[variant] !== word) out.push(variant);
  return out;
}

export interface TypoMatch {
  readonly token: number;
  readonly distance: number;
}

/**
 * Name, id and tag tokens closest to `word` within `budget` edits (only those at the smallest distance found).
 * Linear in the number of such tokens, but each costs two integer comparisons unless its length and letters
 * are close; the edit distance runs on the few that are.
 */
export function typoVariants(
  index: SearchIndex,
  signals: Signals,
  word: string,
  budget: number = rankingTypoBudget(word.length),
): TypoMatch[] {
  if (budget === 0) return [];
  const mask = letterMask(word);
  let best = budget;
  let out: TypoMatch[] = [];
  const { typoTokens, typoLetters } = signals;
  for (let i = 0; i < typoTokens.length; i++) {
    if (popcount((typoLetters[i]! ^ mask) >>> 0) > 2 * best) continue;
    const token = index.vocabulary[typoTokens[i]!]!;
    if (Math.abs(token.length - word.length) > best) continue;
    const distance = boundedDistance(word, token, best);
    if (distance > best || distance === 0) continue;
    if (distance < best) {
      best = distance;
      out = [];
    }
    out.push({ token: typoTokens[i]!, distance });
  }
  return out;
}
