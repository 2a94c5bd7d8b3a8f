// Misspelled names are never answered with nothing (issue 33): every listed name whose longest word has five letters
// or more, that word misspelled by one edit a hand makes (misspellings.ts, seeded), finds its listing in the top three,
// but for a few that the misspelling turned into another word. On the real site copy (when the shared folder has it)
// the bar: at least 229 of 234 found, so at most 5 missed, and none empty; on the bundled sample, always.

import { describe, expect, it } from "vitest";
import type { Catalogue } from "../../src/catalog/catalogue";
import { searchWithAdvice } from "../../src/search/api";
import { fixtureCatalogue, sampleCatalogue } from "./catalogues";
import { mulberry32 } from "../../scripts/lib/seeded-random.mjs";
import { misspell, misspeltNames } from "./misspellings";

// The seed the figures were measured with (docs/search.md).
const SEED = 33;
// In the top three: one screen of results.
const TOP = 3;

interface Case {
  readonly name: string;
  readonly catalogue: Catalogue | null;
  /** Names allowed to miss the top three: the 5 of 234 on the real copy; on the sample's 42, none. */
  readonly misses: number;
}

const cases: readonly Case[] = [
  { name: "the bundled sample", catalogue: sampleCatalogue(), misses: 0 },
  { name: "the real site copy", catalogue: fixtureCatalogue(), misses: 5 },
];

describe("the misspelling generator", () => {
  it("makes one edit of each kind a hand makes, the same every run", () => {
    const draws = (seed: number) =>
      Array.from({ length: 40 }, (_, i) => misspell(["playwright", "browserbase", "langfuse"][i % 3]!, mulberry32(seed + i)));
    expect(draws(1)).toEqual(draws(1));
    const lengths = new Set(draws(1).map((word, i) => word.length - ["playwright", "browserbase", "langfuse"][i % 3]!.length));
    expect([...lengths].sort()).toEqual([-1, 0, 1]);
    expect(draws(1).every((word, i) => word !== ["playwright", "browserbase", "langfuse"][i % 3])).toBe(true);
  });
});

describe.each(cases)("misspelled names on $name", ({ catalogue, misses }) => {
  it.skipIf(catalogue === null)("find their listing in the top three, and none is answered with nothing", () => {
    const names = misspeltNames(catalogue!.search.docs, SEED);
    expect(names.length).toBeGreaterThan(0);
    const missed: string[] = [];
    const empty: string[] = [];
    for (const { id, query } of names) {
      const answer = searchWithAdvice(catalogue!.search, { query, type: "all", tags: [], limit: TOP, offset: 0 });
      if (answer.total === 0) empty.push(query);
      if (!answer.hits.some((hit) => hit.doc.id === id)) missed.push(`${query} (${id})`);
    }
    expect(empty).toEqual([]);
    expect(missed.length, `${names.length - missed.length} of ${names.length} found; missed: ${missed.join(", ")}`).toBeLessThanOrEqual(
      misses,
    );
  });
});
