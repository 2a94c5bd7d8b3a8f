// Phrase bonuses read a doc's fields only where its evidence, its pair signature and the joined form's postings say
// a phrase or pair can be (src/search/rank/phrase-test.ts); the bonus must be what reading every field gives. Checked
// on every candidate of random requests on random catalogues, against the bonus as the spec states it, read field
// by field (below), with and without filters, and whether the joined forms' marks are read or not.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { adjacentIn, hasTokenPrefix } from "../../../src/search/words/adjacency";
import { readFields } from "../../../src/search/rank/field-readings";
import { planQuery, type Plan } from "../../../src/search/query/plan";
import { filterOf } from "../../../src/search/rank/phrasing";
import { addPrefixEvidence } from "../../../src/search/rank/phrase-bonus";
import { matchPrefix, phraseBonus, phraseTest } from "../../../src/search/rank/phrase-test";
import { SIGNALS, WEIGHTS } from "../../../src/search/rank/points";
import { normaliseWeights } from "../../../src/search/rank/rarity";
import { collectCandidates, scoreWords } from "../../../src/search/rank/score";
import { scratchFor } from "../../../src/search/rank/scratch";
import type { SearchDoc } from "../../../src/search/index/search-index";
import { fold, wordsOf } from "../../../src/search/words/text";
import { indexOf, query, siteIndex } from "../arbitraries";

/** The reference reading of a pair: `a b` adjacent, or written as one token (`ab`: "agent kit" → AgentKit). */
function pairIn(text: string, sep: string, a: string, b: string): boolean {
  return adjacentIn(text, sep, a, b) || hasTokenPrefix(text, sep, a + b);
}

/** The bonus read from every field: the phrase in the name, else the summary, else the description; the whole query; pairs; the query as a tag. */
function everyField(
  d: SearchDoc,
  plan: Plan,
  pairWeights: readonly number[],
  allMatched: boolean,
  bits: number,
  inDescription: boolean,
): number {
  const phrases = plan.scoredPhrase === plan.phrase ? [plan.phrase] : [plan.phrase, plan.scoredPhrase];
  const has = (text: string) => phrases.some((phrase) => text.startsWith(phrase) || text.includes(` ${phrase}`));
  let bonus = 0;
  if (allMatched) {
    if (has(d.nameText)) bonus += WEIGHTS.phraseInName;
    else if (has(d.summaryText)) bonus += WEIGHTS.phraseInText;
    else if (inDescription && d.description && has(wordsOf(fold(d.description)).join(" "))) bonus += WEIGHTS.phraseInText;
    if (d.id === plan.wholeId || d.nameText === phrases[0]) bonus += WEIGHTS.wholeQueryExact;
  }
  plan.pairs.forEach(([wordA, wordB], k) => {
    const need = plan.pairBits[k]!;
    if ((bits & need) !== need) return;
    const [a, b] = [matchPrefix(wordA), matchPrefix(wordB)];
    let pair = 0;
    if (pairIn(d.nameText, " ", a, b)) pair += SIGNALS.pairInName;
    if (pairIn(d.id, "-", a, b)) pair += SIGNALS.pairInId;
    if (d.tags.some((tag) => pairIn(tag, "-", a, b))) pair += SIGNALS.pairInTag;
    if (pairIn(d.summaryText, " ", a, b)) pair += SIGNALS.pairInSummary;
    bonus += pair * pairWeights[k]!;
  });
  if (allMatched && plan.scored.length > 1 && d.tags.includes(plan.scoredPhrase.replace(/ /g, "-"))) bonus += SIGNALS.tagPhrase;
  return bonus;
}

const filter = fc.constantFrom<{ type: "all" | "entry"; category?: string }>(
  { type: "all" },
  { type: "entry", category: "tools" },
  { type: "all", category: "mcp-servers" },
);

describe("phrase bonuses", () => {
  it("are what reading every field gives, on every candidate", () => {
    let tested = 0;
    fc.assert(
      fc.property(siteIndex(), query, filter, fc.constantFrom(0, 1, 1000), (site, text, filters, marksPerDoc) => {
        const plan = planQuery(text);
        if (plan.words.length < 2) return;
        const index = indexOf(site);
        const scratch = scratchFor(index);
        const request = { query: text, tags: [], limit: 10, offset: 0, ...filters };
        const filtered = filterOf(index, request, scratch);
        try {
          const scored = scoreWords(index, plan, scratch);
          if (!scored.anyDirect) return;
          const fields = readFields(index, plan.constraints, plan.negations, scratch);
          const { weights, scale } = normaliseWeights(scored.rarity);
          const count = collectCandidates(index, plan, scratch, scale, fields);
          const pairWeights = plan.pairs.map(([a, b]) => (weights[plan.scored.indexOf(a)]! + weights[plan.scored.indexOf(b)]!) / 2);
          addPrefixEvidence(index, plan, scratch);
          // 0 and 1 docs to test: the joined forms' marks are read only when there are few; 1000: always.
          const test = phraseTest(index, plan, pairWeights, marksPerDoc);
          const { candidates, matched, wordBits, inDescription } = scratch;
          for (let c = 0; c < count; c++) {
            const doc = candidates[c]!;
            const all = matched[doc] === plan.scored.length;
            const bits = wordBits[doc]!;
            const described = (inDescription[doc]! & bits) === bits;
            const expected = everyField(index.docs[doc]!, plan, pairWeights, all, bits, described);
            expect(phraseBonus(index, scratch, doc, test, all, bits, described), `${text} on ${index.docs[doc]!.id}`).toBe(expected);
            if (expected > 0) tested++;
          }
        } finally {
          scratch.clear();
          filtered.release();
          scratch.filter = null;
        }
      }),
      { numRuns: 400 },
    );
    // The requests found bonuses to compare, not only zeros.
    expect(tested).toBeGreaterThan(100);
  });
});
