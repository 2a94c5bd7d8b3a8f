// Who makes each entry, as the index keeps it (src/search/index/makers.ts), and an excluded maker read against it
// (field-readings.ts): "without zenith" sets aside Zenith AI's entries whatever their names say, and nothing else.
import { describe, expect, it } from "vitest";
import { buildCatalogue } from "../../../src/catalog/catalogue";
import { CONSTRAINT_FACTORS } from "../../../src/search/rank/field-readings";
import { docsMadeBy } from "../../../src/search/index/makers";
import { runSearch } from "../../../src/search/rank/rank";
import { readAsOf } from "../../../src/search/answer/read-as";
import type { Entry } from "../../../src/site/types";

const entry = (id: string, maintainer?: unknown): Entry => ({
  id,
  name: id,
  category: "tools",
  summary: "Runs evals on prompts and agents",
  url: `https://${id}.example`,
  tags: ["evals"],
  ...(maintainer !== undefined ? { maintainer } : {}),
});

const catalogue = buildCatalogue(
  {
    generated: null,
    siteUrl: "https://indexagentica.com",
    categories: [{ slug: "tools", name: "Tools", description: "", count: 0, html: "", json: "" }],
    entries: [
      entry("alpha", "Zenith AI"),
      entry("bravo", "Zenith AI"),
      entry("charlie", "Zenithal Labs"),
      entry("delta"),
      entry("echo", ""),
      ...Array.from({ length: 24 }, (_, at): Entry => ({ ...entry(`other-${at}`), summary: "Something else", tags: ["other"] })),
    ],
  },
  null,
);
const index = catalogue.search;
const doc = (id: string): number => index.docs.findIndex((d) => d.id === id);

function scores(query: string): Map<string, number> {
  const outcome = runSearch(index, { query, type: "all", tags: [], limit: 50, offset: 0 });
  return new Map(outcome.hits.map((hit) => [hit.doc.id, hit.score]));
}

describe("makers", () => {
  it("keeps one code per maker published as text, its words folded", () => {
    expect(index.makers).toEqual(["zenith ai", "zenithal labs"]);
    expect([...index.makerOf.subarray(0, 5)]).toEqual([1, 1, 2, 0, 0]);
  });

  it("finds a maker's docs by its words from the start, as whole words", () => {
    expect(docsMadeBy(index, ["zenith"])).toEqual([doc("alpha"), doc("bravo")]);
    expect(docsMadeBy(index, ["zenith", "ai"])).toEqual([doc("alpha"), doc("bravo")]);
    expect(docsMadeBy(index, ["zenithal"])).toEqual([doc("charlie")]);
    expect(docsMadeBy(index, ["zen"])).toEqual([]);
    expect(docsMadeBy(index, ["ai"])).toEqual([]);
  });

  it("sets aside an excluded maker's entries, whatever they are called, and says so in read_as", () => {
    const read = scores("evals for prompts, not zenith");
    const plain = scores("evals for prompts");
    expect(read.get("alpha")! / plain.get("alpha")!).toBeCloseTo(CONSTRAINT_FACTORS.excluded, 2);
    expect(read.get("bravo")! / plain.get("bravo")!).toBeCloseTo(CONSTRAINT_FACTORS.excluded, 2);
    expect(read.get("charlie")).toBe(plain.get("charlie"));
    expect(read.get("delta")).toBe(plain.get("delta"));
    const outcome = runSearch(index, { query: "evals for prompts, not zenith", type: "all", tags: [], limit: 10, offset: 0 });
    expect(readAsOf(outcome)).toContainEqual({ from: "not zenith", as: ["maintainer: zenith"], by: "negation" });
  });
});
