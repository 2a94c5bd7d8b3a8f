// A word's readings (src/search/rank/word-readings.ts). The joined reading ("code sandbox" → CodeSandbox) takes the
// joined token's exact bits (whole id or name, id segment, whole tag) from its postings rather than from the doc's
// fields: that holds because the index marks exactly those bits on a token's posting, and a doc without a posting
// of the token has none of them. Checked on every token of random catalogues. Split readings ("database" → "data
// base") read a doc's fields only where its pair signature says the two parts may be side by side: checked against
// reading every field.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { adjacentIn } from "../../../src/search/words/adjacency";
import { planQuery } from "../../../src/search/query/plan";
import { exactBits, SCORE_BY_BITS, SIGNALS, wordScore } from "../../../src/search/rank/points";
import { FIELD, FIELDS_ONLY, POSTING_FLAG_BITS, TOKEN_ONLY_BITS } from "../../../src/search/index/postings";
import { saturate } from "../../../src/search/rank/rarity";
import { Scratch } from "../../../src/search/rank/scratch";
import type { SearchIndex } from "../../../src/search/index/search-index";
import { lowerBound } from "../../../src/search/index/sorted";
import { joinedReadings, MIN_SPLIT_PREFIX, splitReadings } from "../../../src/search/rank/word-readings";
import { indexOf, siteIndex, WORDS } from "../arbitraries";

describe("a token's exact bits", () => {
  it("are on its postings exactly as the doc's fields give them, and no doc without a posting has any", () => {
    fc.assert(
      fc.property(siteIndex(), (site) => {
        const index = indexOf(site);
        const { vocabulary, postingStart, postingData, docs } = index;
        vocabulary.forEach((token, at) => {
          const posted = new Set<number>();
          for (let p = postingStart[at]!; p < postingStart[at + 1]!; p++) {
            const doc = postingData[p]! >>> POSTING_FLAG_BITS;
            posted.add(doc);
            expect(postingData[p]! & TOKEN_ONLY_BITS, `${token} on ${docs[doc]!.id}`).toBe(exactBits(docs[doc]!, token));
          }
          docs.forEach((d, doc) => {
            if (!posted.has(doc)) expect(exactBits(d, token), `${token} on ${d.id}`).toBe(0);
          });
        });
      }),
      { numRuns: 100 },
    );
  });
});

/**
 * A word read as two words side by side, reading every field of each doc of the rarer part (as split readings
 * did before pair signatures): per doc, the best score offered.
 */
function splitsReadEverywhere(index: SearchIndex, word: string): Map<number, number> {
  const { vocabulary, postingStart, postingData, docs } = index;
  const best = new Map<number, number>();
  for (let cut = 2; cut <= word.length - 2; cut++) {
    const [left, right] = [word.slice(0, cut), word.slice(cut)];
    const leftAt = lowerBound(vocabulary, left);
    if (vocabulary[leftAt] !== left) continue;
    const rightFrom = lowerBound(vocabulary, right);
    const shortRight = right.length < MIN_SPLIT_PREFIX;
    let rightTo = rightFrom;
    while (rightTo < vocabulary.length && (shortRight ? vocabulary[rightTo] === right : vocabulary[rightTo]!.startsWith(right))) rightTo++;
    if (rightTo === rightFrom) continue;
    const leftRarer = postingStart[leftAt + 1]! - postingStart[leftAt]! <= postingStart[rightTo]! - postingStart[rightFrom]!;
    const [from, to] = leftRarer ? [postingStart[leftAt]!, postingStart[leftAt + 1]!] : [postingStart[rightFrom]!, postingStart[rightTo]!];
    for (let p = from; p < to; p++) {
      const doc = postingData[p]! >>> POSTING_FLAG_BITS;
      const d = docs[doc]!;
      const side = (text: string, sep: string) => adjacentIn(text, sep, left, right, shortRight);
      let mask = 0;
      if (side(d.nameText, " ")) mask |= FIELD.NAME;
      if (side(d.summaryText, " ")) mask |= FIELD.SUMMARY;
      if (side(d.id, "-")) mask |= FIELD.ID;
      if (d.tags.some((tag) => side(tag, "-"))) mask |= FIELD.TAG;
      if (mask === 0) continue;
      const idRun = (mask & FIELD.ID) !== 0 && `-${d.id}-`.includes(`-${left}-${right}-`);
      const score = saturate(SIGNALS.compound * wordScore(d, `${left}-${right}`, mask, `${left} ${right}`, idRun));
      if (score > (best.get(doc) ?? 0)) best.set(doc, score);
    }
  }
  return best;
}

describe("split readings", () => {
  it("offer what reading every field of the rarer part's docs offers", () => {
    const candidates = fc.constantFrom(...WORDS, "database", "codesandbox", "vectordata", "agentmemory", "sandboxcode", "webbrowser");
    fc.assert(
      fc.property(siteIndex(), fc.array(candidates, { minLength: 1, maxLength: 4 }), (site, words) => {
        const index = indexOf(site);
        for (const word of words) {
          const scratch = new Scratch(index.docs.length);
          splitReadings(index, word, scratch);
          const offered = new Map<number, number>();
          for (let i = 0; i < scratch.wordTouchedCount; i++)
            offered.set(scratch.wordTouched[i]!, scratch.wordBest[scratch.wordTouched[i]!]!);
          expect(offered, word).toEqual(splitsReadEverywhere(index, word));
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe("joined readings", () => {
  it("score each doc as the joined token's fields and the doc's own fields say", () => {
    // Pairs the fixed entries write joined ("codesandbox" as an id, a name and a tag), and any two words.
    const pair = fc.oneof(
      fc.constantFrom<[string, string]>(
        ["code", "sandbox"],
        ["code", "sandboxes"],
        ["vector", "database"],
        ["agent", "memory"],
        ["data", "base"],
      ),
      fc.tuple(fc.constantFrom<string>(...WORDS), fc.constantFrom<string>(...WORDS)),
    );
    fc.assert(
      fc.property(siteIndex(), pair, (site, [a, b]) => {
        const index = indexOf(site);
        const plan = planQuery(`${a} ${b}`);
        const { vocabulary, postingStart, postingData, docs } = index;
        for (const word of plan.scored) {
          const expected = new Map<number, number>();
          for (const [x, y] of plan.pairs) {
            if (x !== word && y !== word) continue;
            const joined = x + y;
            if (joined.length < 5) continue;
            for (let at = lowerBound(vocabulary, joined); at < vocabulary.length && vocabulary[at]!.startsWith(joined); at++) {
              for (let p = postingStart[at]!; p < postingStart[at + 1]!; p++) {
                const doc = postingData[p]! >>> POSTING_FLAG_BITS;
                const bits = (postingData[p]! & FIELDS_ONLY) | exactBits(docs[doc]!, joined);
                const score = saturate(SIGNALS.compound * SCORE_BY_BITS[bits]!);
                if (score > (expected.get(doc) ?? 0)) expected.set(doc, score);
              }
            }
          }
          const scratch = new Scratch(docs.length);
          joinedReadings(index, plan, word, scratch);
          const offered = new Map<number, number>();
          for (let i = 0; i < scratch.wordTouchedCount; i++)
            offered.set(scratch.wordTouched[i]!, scratch.wordBest[scratch.wordTouched[i]!]!);
          expect(offered, `${word} in ${a} ${b}`).toEqual(expected);
          expect(scratch.wordExact.every((bits) => bits === 0)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});
