// Which words each doc has side by side, as a small signature: a doc's name, id, tags and summary, each read as
// tokens, and every two adjacent tokens of one of them set one bit, picked by the first three characters of each.
// A pair test ("a token starting with a, then one starting with b": adjacency.ts) can only succeed on a doc whose
// bit for (a, b) is set, so the phrase stage (phrase-test.ts) and split readings (word-readings.ts) read a doc's
// fields only where it is; an unset bit is a sure no, a set one a maybe (the fields are then read as before).
//
// A common pair in a listing's words ("code sandbox", "agent payments") is tested on thousands of docs that hold
// both words apart; the signature spares reading their fields, which is most of such a search's phrase stage.
// A doc's signature is worked out the first time one of its fields would be read for a pair, from the fields
// being read anyway, and kept with the index (as its tie order is): 16 bytes a doc.

import type { SearchIndex } from "./search-index";

// Per doc: this many 32-bit words. Bit 0 of the first says the signature is worked out; 127 bits for pairs.
const WORDS = 4;
const PAIR_BITS = WORDS * 32 - 1;
const WORKED_OUT = 1;
// Tokens are told apart by this many first characters (a pair's prefixes must have as many to be looked up).
const PREFIX_CHARS = 3;
const SPACE = 0x20;
const HYPHEN = 0x2d;

/** A hash of the first PREFIX_CHARS characters of text[from, to). */
function prefixHash(text: string, from: number, to: number): number {
  let hash = 0;
  for (let i = from; i < to && i < from + PREFIX_CHARS; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  return hash;
}

/** The bit of two adjacent tokens, from their prefix hashes: 1 to PAIR_BITS. */
function bitOf(first: number, second: number): number {
  return 1 + ((Math.imul(first ^ Math.imul(second, 0x9e3779b1), 0x85ebca6b) >>> 0) % PAIR_BITS);
}

/**
 * The bit that a token starting with `a` followed by one starting with `b` sets, or -1 when either is shorter
 * than PREFIX_CHARS (such a pair is never looked up: every doc may have it).
 */
export function pairBit(a: string, b: string): number {
  return a.length < PREFIX_CHARS || b.length < PREFIX_CHARS ? -1 : bitOf(prefixHash(a, 0, a.length), prefixHash(b, 0, b.length));
}

/** Per-doc signatures of one index, each worked out on first use. */
export class PairSignatures {
  private readonly words: Uint32Array;

  constructor(private readonly index: SearchIndex) {
    this.words = new Uint32Array(index.docs.length * WORDS);
  }

  /**
   * Whether doc `doc` may have, in its name, id, a tag or its summary, a token starting with a pair's first word
   * directly followed by one starting with its second (`bit` from pairBit); false only when it has not.
   */
  mayHave(doc: number, bit: number): boolean {
    if (bit < 0) return true;
    const at = doc * WORDS;
    if ((this.words[at]! & WORKED_OUT) === 0) this.workOut(doc);
    return (this.words[at + (bit >>> 5)]! & (1 << (bit & 31))) !== 0;
  }

  private workOut(doc: number): void {
    const d = this.index.docs[doc]!;
    const at = doc * WORDS;
    this.words[at]! |= WORKED_OUT;
    this.add(at, d.nameText, SPACE);
    this.add(at, d.id, HYPHEN);
    for (const tag of d.tags) this.add(at, tag, HYPHEN);
    this.add(at, d.summaryText, SPACE);
  }

  /** Sets the bit of every two adjacent tokens of `text`, split at `sep` as the pair tests split it. */
  private add(at: number, text: string, sep: number): void {
    let previous = 0;
    let start = 0;
    for (let i = 0; i <= text.length; i++) {
      if (i < text.length && text.charCodeAt(i) !== sep) continue;
      const hash = prefixHash(text, start, i);
      if (start > 0) {
        const bit = bitOf(previous, hash);
        this.words[at + (bit >>> 5)]! |= 1 << (bit & 31);
      }
      previous = hash;
      start = i + 1;
    }
  }
}

const signatures = new WeakMap<SearchIndex, PairSignatures>();

/** The pair signatures of `index` (none worked out until asked for). */
export function pairSignaturesOf(index: SearchIndex): PairSignatures {
  let kept = signatures.get(index);
  if (kept === undefined) signatures.set(index, (kept = new PairSignatures(index)));
  return kept;
}
