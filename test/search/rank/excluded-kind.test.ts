// What a request's exclusions say about what it wants (src/search/rank/excluded-kind.ts, field-readings.ts): the category
// of the excluded near misses is the kind asked for, docs of other kinds count KIND_READING.outside times, a long-form
// item is read through the entries it covers, and no how-to question is read in what is excluded. Each factor is
// checked against the same words searched without the exclusion: the scored words are the same, so the ratio of a
// doc's scores is exactly what the exclusion did to it.
import { describe, expect, it } from "vitest";
import { buildCatalogue } from "../../../src/catalog/catalogue";
import { KIND_READING } from "../../../src/search/rank/excluded-kind";
import { CONSTRAINT_FACTORS } from "../../../src/search/rank/field-readings";
import { planQuery } from "../../../src/search/query/plan";
import { runSearch } from "../../../src/search/rank/rank";
import type { Category, Entry, LongformSummary } from "../../../src/site/types";

const category = (slug: string): Category => ({ slug, name: slug, description: "", count: 0, html: "", json: "" });

const entry = (id: string, categorySlug: string, tags: string[], summary: string): Entry => ({
  id,
  name: id,
  category: categorySlug,
  summary,
  url: `https://${id}.example`,
  tags,
});

const item = (type: LongformSummary["type"], id: string, entries: string[], summary: string): LongformSummary => ({
  type,
  id,
  title: id,
  summary,
  tags: ["notes"],
  entries,
  links: {},
});

const catalogue = buildCatalogue(
  {
    generated: null,
    siteUrl: "https://indexagentica.com",
    categories: [category("evals-observability"), category("tools"), category("harnesses")],
    entries: [
      // The near misses: evaluation frameworks in Python.
      entry("alpha", "evals-observability", ["evals", "python"], "Open-source evaluation framework for LLM apps"),
      entry("bravo", "evals-observability", ["evals", "python"], "Framework for agent evaluations"),
      // What is asked for: an eval tool that is not Python (it never says framework).
      entry("charlie", "evals-observability", ["evals", "red-teaming"], "Runs evals on prompts and agents"),
      // Frameworks of other kinds.
      entry("delta", "tools", ["browser-automation", "testing"], "Browser testing framework"),
      entry("echo", "harnesses", ["framework", "typescript"], "Agent framework in TypeScript"),
      // Others, so that the words tell docs apart.
      ...Array.from({ length: 24 }, (_, at) => entry(`other-${at}`, "tools", ["other"], "Something else entirely")),
    ],
  },
  [
    item("guide", "python-guide", ["alpha", "bravo"], "Run evals with a framework"),
    item("comparison", "mixed-comparison", ["charlie", "delta", "echo"], "Eval tools and frameworks compared"),
    item("guide", "bare-guide", [], "Evals without a framework, step by step"),
  ],
);

function scores(query: string): Map<string, number> {
  const outcome = runSearch(catalogue.search, { query, type: "all", tags: [], limit: 50, offset: 0 });
  return new Map(outcome.hits.map((hit) => [hit.doc.id, hit.score]));
}

/** Each doc's score with the exclusion over its score for the same words without it. */
function ratios(withExclusion: string, without: string): (id: string) => number {
  const a = scores(withExclusion);
  const b = scores(without);
  return (id) => a.get(id)! / b.get(id)!;
}

describe("the kind the exclusions name", () => {
  it("is the category of the excluded near misses: docs of other kinds count KIND_READING.outside times", () => {
    const ratio = ratios("eval framework, not python", "eval framework");
    expect(ratio("alpha")).toBeCloseTo(CONSTRAINT_FACTORS.excluded, 2);
    expect(ratio("charlie")).toBeCloseTo(1, 2);
    expect(ratio("delta")).toBeCloseTo(KIND_READING.outside, 2);
    expect(ratio("echo")).toBeCloseTo(KIND_READING.outside, 2);
    // Without the kind, a framework of another kind outranks the eval tool that never says framework.
    const plain = scores("eval framework");
    expect(plain.get("delta")!).toBeGreaterThan(plain.get("charlie")!);
    const read = scores("eval framework, not python");
    for (const id of ["delta", "echo", "alpha", "bravo"]) expect(read.get("charlie")!, id).toBeGreaterThan(read.get(id)!);
  });

  it("is none when fewer than KIND_READING.docs near misses share a category", () => {
    // Only echo is TypeScript: one near miss names no kind, and nothing else moves.
    const ratio = ratios("agent framework, not typescript", "agent framework");
    expect(ratio("echo")).toBeCloseTo(CONSTRAINT_FACTORS.excluded, 2);
    for (const id of ["alpha", "bravo", "delta"]) expect(ratio(id), id).toBeCloseTo(1, 2);
  });

  it("reads a long-form item through the entries it covers", () => {
    const ratio = ratios("eval framework, not python", "eval framework");
    // Every entry it covers is excluded (the geometric mean of their factors), and they are of the kind.
    expect(ratio("python-guide")).toBeCloseTo(CONSTRAINT_FACTORS.excluded, 2);
    // None is excluded, but two of its three are of other kinds.
    expect(ratio("mixed-comparison")).toBeCloseTo(KIND_READING.outside, 2);
    // One that covers no entry keeps its score.
    expect(ratio("bare-guide")).toBeCloseTo(1, 2);
  });

  it("leaves long-form items of any kind to a how-to question, which asks for them", () => {
    const ratio = ratios("how do i pick an eval framework, not python", "how do i pick an eval framework");
    expect(ratio("mixed-comparison")).toBeCloseTo(1, 2);
    expect(ratio("python-guide")).toBeCloseTo(CONSTRAINT_FACTORS.excluded, 2);
    expect(ratio("delta")).toBeCloseTo(KIND_READING.outside, 2);
  });

  it("reads no how-to question in what the request says no to", () => {
    expect(planQuery("terminal coding agent, not a VS Code extension").howTo).toBe(false);
    expect(planQuery("cursor vs windsurf for a terminal agent").howTo).toBe(true);
    expect(planQuery("which terminal agent, not a VS Code extension").howTo).toBe(true);
  });
});
