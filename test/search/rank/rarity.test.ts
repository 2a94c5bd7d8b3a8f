import { describe, expect, it } from "vitest";
import { buildCatalogue } from "../../../src/catalog/catalogue";
import type { Entry } from "../../../src/site/types";
import { runSearch } from "../../../src/search/rank/rank";
import { inverseDocumentFrequency, normaliseWeights, saturate, wordRarity } from "../../../src/search/rank/rarity";

describe("word rarity", () => {
  it("falls as a word reaches more documents, and is never negative", () => {
    const docs = 200;
    let last = Infinity;
    for (const df of [1, 2, 10, 50, 100, 199, 200]) {
      const idf = inverseDocumentFrequency(df, docs);
      expect(idf, `df ${df}`).toBeLessThan(last);
      expect(idf).toBeGreaterThan(0);
      last = idf;
    }
  });

  it("caps a light word at a common word's rarity, and leaves other words alone", () => {
    expect(wordRarity("see", 1, 200)).toBeLessThan(wordRarity("invoices", 1, 200));
    expect(wordRarity("see", 1, 200)).toBeCloseTo(inverseDocumentFrequency(20, 200), 10);
    expect(wordRarity("invoices", 1, 200)).toBe(inverseDocumentFrequency(1, 200));
  });

  it("turns rarities into weights that average 1 over the words that matched; a word that matched nothing weighs 1", () => {
    const { weights, scale } = normaliseWeights(Float64Array.from([4, 1, 0]));
    expect(weights[0]! + weights[1]!).toBeCloseTo(2, 10);
    expect(weights[0]! / weights[1]!).toBeCloseTo(4, 10);
    expect(weights[2]).toBe(1);
    expect(scale).toBeCloseTo(2 / 5, 10);
    expect([...normaliseWeights(Float64Array.from([3])).weights]).toEqual([1]);
  });

  it("saturates a word's points: 1 stays 1, more always scores more, but less than in proportion", () => {
    expect(saturate(1)).toBeCloseTo(1, 10);
    let last = 0;
    for (const points of [1, 2, 5, 12, 23, 31.5]) {
      expect(saturate(points)).toBeGreaterThan(last);
      expect(saturate(points)).toBeLessThanOrEqual(points);
      last = saturate(points);
    }
    expect(saturate(23) / saturate(2)).toBeLessThan(23 / 2);
  });
});

describe("ranking with rarity", () => {
  const entry = (id: string, name: string, summary: string, tags: string[] = []): Entry => ({
    id,
    name,
    category: "tools",
    summary,
    url: `https://${id}.example`,
    tags,
  });
  // "agent" is in every entry; "invoices" in one, written only in its summary.
  const entries: Entry[] = [
    entry("agent-kit", "Agent Kit", "Build an agent with tools", ["agents"]),
    entry("agent-runner", "Agent Runner", "Run an agent in the cloud", ["agents"]),
    entry("agent-hub", "Agent Hub", "Share agent prompts", ["agents"]),
    entry("billing-tool", "Billing Tool", "Lets an agent send invoices to customers", ["billing"]),
  ];
  const index = buildCatalogue(
    {
      generated: null,
      siteUrl: "https://indexagentica.com",
      categories: [{ slug: "tools", name: "Tools", description: "", count: 4, html: "", json: "" }],
      entries,
    },
    [],
  ).search;
  const ids = (query: string): string[] =>
    runSearch(index, { query, type: "all", tags: [], limit: 10, offset: 0 }).hits.map((hit) => hit.doc.id);

  it("lets a rare word outweigh a common one written in more fields", () => {
    // Under the plain spec formula, "agent" in the name, id and tags of the others would outscore the one
    // entry that also has "invoices" in its summary.
    expect(ids("agent invoices")[0]).toBe("billing-tool");
  });

  it("keeps an exact name first whatever the rarity of its words", () => {
    expect(ids("agent kit")[0]).toBe("agent-kit");
  });
});
