// A seeded generator of misspelled names (issue 33): every listed name whose longest word has five letters or more,
// that word misspelled by one edit a hand makes (a letter dropped, doubled, two neighbours swapped, or a key beside
// the right one on a QWERTY keyboard), chosen by mulberry32 from a fixed seed, so every run asks the same requests.

import type { SearchDoc } from "../../src/search/api";
import { tokenize } from "../../src/search/api";
import { mulberry32 } from "../../scripts/lib/seeded-random.mjs";

// The rule: names whose longest word is shorter than this are left out.
export const MIN_LONGEST_WORD = 5;

// The keyboard's letter rows, each half a key right of the one above: its own table, not the ranker's.
const ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"];

function keysBeside(key: string): string[] {
  const out: string[] = [];
  ROWS.forEach((row, r) => {
    const c = row.indexOf(key);
    if (c < 0) return;
    const cells: [number, number][] = [
      [r, c - 1],
      [r, c + 1],
      [r - 1, c],
      [r - 1, c + 1],
      [r + 1, c - 1],
      [r + 1, c],
    ];
    for (const [rr, cc] of cells) {
      const near = ROWS[rr]?.[cc];
      if (near !== undefined) out.push(near);
    }
  });
  return out;
}

// Draws before giving up on a word (a word of one repeated letter has no swap that changes it).
const MAX_DRAWS = 50;

/** `word` with one edit of a kind drawn from `random`: dropped, doubled, swapped or a neighbouring key. */
export function misspell(word: string, random: () => number): string {
  for (let draw = 0; draw < MAX_DRAWS; draw++) {
    const kind = Math.floor(random() * 4);
    const at = Math.floor(random() * word.length);
    let out = word;
    if (kind === 0) out = word.slice(0, at) + word.slice(at + 1);
    else if (kind === 1) out = word.slice(0, at + 1) + word[at]! + word.slice(at + 1);
    else if (kind === 2 && at + 1 < word.length) out = word.slice(0, at) + word[at + 1]! + word[at]! + word.slice(at + 2);
    else if (kind === 3) {
      const near = keysBeside(word[at]!);
      if (near.length > 0) out = word.slice(0, at) + near[Math.floor(random() * near.length)]! + word.slice(at + 1);
    }
    if (out !== word) return out;
  }
  return word;
}

export interface MisspeltName {
  /** The doc whose name it is. */
  readonly id: string;
  /** The name as asked: its words, the longest misspelled. */
  readonly query: string;
}

/** One misspelled name per doc whose name's longest word has MIN_LONGEST_WORD letters or more, in doc order. */
export function misspeltNames(docs: readonly SearchDoc[], seed: number): MisspeltName[] {
  const random = mulberry32(seed);
  const out: MisspeltName[] = [];
  for (const doc of docs) {
    const words = tokenize(doc.name);
    const longest = words.reduce((a, b) => (b.length > a.length ? b : a), "");
    if (longest.length < MIN_LONGEST_WORD) continue;
    const typo = misspell(longest, random);
    out.push({ id: doc.id, query: words.map((word) => (word === longest ? typo : word)).join(" ") });
  }
  return out;
}
