import { describe, expect, it } from "vitest";
import { buildCatalogue } from "../../../src/catalog/catalogue";
import type { Entry, LongformSummary } from "../../../src/site/types";
import { runSearch } from "../../../src/search/rank/rank";

// Docs that all score the same on "twin": their order is the tie-break alone (name, then id, then kind).
// Names repeat, ids share prefixes ("b" before "b-2"), and a guide has an entry's id and name.
const NAMES = ["Zeta", "alpha", "Beta", "beta", "Alpha Two", "Mu"];
const entries: Entry[] = Array.from({ length: 30 }, (_, i) => {
  const at = (i * 7) % 30;
  const id = `${String.fromCharCode(97 + (at % 5))}${at % 3 === 0 ? "" : `-${at}`}`;
  return {
    id: `${id}-${i}`,
    name: NAMES[at % NAMES.length]!,
    category: "tools",
    summary: "twin entry",
    url: `https://x${i}.example`,
    tags: [],
  };
});
const guides: LongformSummary[] = [
  { type: "guide", id: entries[3]!.id, title: entries[3]!.name, summary: "twin entry", tags: [], entries: [], links: { html: "h" } },
];
const catalogue = buildCatalogue(
  {
    generated: null,
    siteUrl: "https://indexagentica.com",
    categories: [{ slug: "tools", name: "Tools", description: "", count: entries.length, html: "", json: "" }],
    entries,
  },
  guides,
);

/** The tie-break written out on its own: folded name, then id, then kind. */
const expected = [
  ...entries.map((e) => ({ name: e.name.toLowerCase(), id: e.id, kind: "entry" })),
  ...guides.map((g) => ({ name: g.title.toLowerCase(), id: g.id, kind: g.type as string })),
]
  .sort((a, b) => (a.name !== b.name ? (a.name < b.name ? -1 : 1) : a.id !== b.id ? (a.id < b.id ? -1 : 1) : a.kind < b.kind ? -1 : 1))
  .map((doc) => `${doc.kind}:${doc.id}`);

describe("topK: equal scores", () => {
  it("orders ties by name, then id, then kind, on every page and page size", () => {
    const page = (offset: number, limit: number) =>
      runSearch(catalogue.search, { query: "twin", type: "all", tags: [], limit, offset }).hits.map(
        (hit) => `${hit.doc.kind}:${hit.doc.id}`,
      );
    const all = page(0, 50);
    expect(
      new Set(runSearch(catalogue.search, { query: "twin", type: "all", tags: [], limit: 50, offset: 0 }).hits.map((h) => h.score)).size,
    ).toBe(1);
    expect(all).toEqual(expected);
    for (const limit of [1, 4, 7]) {
      for (let offset = 0; offset < expected.length; offset += limit)
        expect(page(offset, limit)).toEqual(expected.slice(offset, offset + limit));
    }
  });
});
