// Pair signatures (src/search/index/pair-signatures.ts): a doc whose name, id, a tag or summary has a token starting with
// a followed by one starting with b is never told it has not (an unset bit is a sure no), and most docs without the
// pair are told so.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { adjacentIn } from "../../../src/search/words/adjacency";
import { pairBit, PairSignatures } from "../../../src/search/index/pair-signatures";
import type { SearchDoc } from "../../../src/search/index/search-index";
import { indexOf, siteIndex, WORDS } from "../arbitraries";

/** Every prefix of the words of at least three characters: what a pair test looks for. */
const PREFIXES = [...new Set(WORDS.flatMap((w) => Array.from({ length: w.length - 2 }, (_, n) => w.slice(0, n + 3))))];

/** The pair tests' own answer (phrase-test.ts, word-readings.ts), field by field. */
function sideBySide(d: SearchDoc, a: string, b: string): boolean {
  return (
    adjacentIn(d.nameText, " ", a, b) ||
    adjacentIn(d.id, "-", a, b) ||
    d.tags.some((tag) => adjacentIn(tag, "-", a, b)) ||
    adjacentIn(d.summaryText, " ", a, b)
  );
}

describe("pair signatures", () => {
  it("never say no to a doc that has the pair side by side, whatever order docs are asked in", () => {
    fc.assert(
      fc.property(siteIndex(), fc.integer({ min: 0, max: 1000 }), (site, start) => {
        const index = indexOf(site);
        const signatures = new PairSignatures(index);
        const n = index.docs.length;
        for (let k = 0; k < n; k++) {
          const doc = (start + k) % n;
          const d = index.docs[doc]!;
          for (const a of PREFIXES) {
            for (const b of PREFIXES) {
              if (sideBySide(d, a, b)) expect(signatures.mayHave(doc, pairBit(a, b)), `${d.id}: ${a} ${b}`).toBe(true);
            }
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it("look up no pair with a prefix shorter than three characters (every doc may have it)", () => {
    expect(pairBit("ai", "agent")).toBe(-1);
    expect(pairBit("agent", "db")).toBe(-1);
    const index = indexOf({
      generated: null,
      siteUrl: "https://indexagentica.com",
      categories: [],
      entries: [{ id: "plain", name: "Plain", category: "tools", summary: "nothing here", url: "https://plain.example" }],
    });
    expect(new PairSignatures(index).mayHave(0, -1)).toBe(true);
  });

  it("tell most docs without a pair that they do not have it", () => {
    const entries = Array.from({ length: 200 }, (_, at) => ({
      id: `tool-${at}`,
      name: `Tool ${at}`,
      category: "tools",
      summary: `${WORDS[at % WORDS.length]} helper for ${WORDS[(at * 7) % WORDS.length]} work and code review`,
      url: `https://t${at}.example`,
      tags: ["sandbox", "code"],
    }));
    const index = indexOf({ generated: null, siteUrl: "https://indexagentica.com", categories: [], entries });
    const signatures = new PairSignatures(index);
    const bit = pairBit("code", "sandbox");
    const told = index.docs.filter((_, doc) => signatures.mayHave(doc, bit)).length;
    // Each doc has both words, never side by side: an unset bit spares reading its fields.
    expect(index.docs.some((d) => sideBySide(d, "code", "sandbox"))).toBe(false);
    expect(told).toBeLessThan(index.docs.length / 2);
  });
});
