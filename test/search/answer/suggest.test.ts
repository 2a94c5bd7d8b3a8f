// "Did you mean" for an unknown id: ids close to what was typed, or nothing. Never ids whose text merely
// mentions the typed words (GET /entries/does-not-exist once suggested x402, whose description says "does not").

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildCatalogue, type Catalogue } from "../../../src/catalog/catalogue";
import { sampleLongform, sampleSiteIndex } from "../../../src/site/sample";
import type { Entry } from "../../../src/site/types";
import { suggestionTypoBudget } from "../../../src/search/words/typo-budget";
import { suggestIds } from "../../../src/search/answer/suggest";
import { fixtureCatalogue } from "../../relevance/catalogues";

const sample = buildCatalogue(sampleSiteIndex(), sampleLongform());
const site = fixtureCatalogue();

/** The sample's entries, then `copies` more of each with a word and a number added to the id (as a big directory grows). */
function scaled(copies: number): Catalogue {
  const index = sampleSiteIndex();
  const words = ["atlas", "forge", "lumen", "relay", "tern", "weave"];
  const entries: Entry[] = [...index.entries];
  for (let n = 0; n < copies; n++) {
    for (const entry of index.entries) {
      const suffix = `${words[n % words.length]}-${n.toString(36)}`;
      entries.push({ ...entry, id: `${entry.id}-${suffix}`, name: `${entry.name} ${suffix}` });
    }
  }
  return buildCatalogue({ ...index, entries }, sampleLongform());
}
// 10,000+ entries: the sample's 43, 240 times over.
const large = scaled(240);

const entries = (catalogue: Catalogue, asked: string) => suggestIds(catalogue.search, asked, ["entry"]);

// Ids people type when they do not know one, and words no id has: none of them is close to any id.
const NOT_IDS = [
  "does-not-exist",
  "nothing-here",
  "hello-world",
  "foo-bar",
  "the-quick-brown-fox",
  "unknown",
  "test-entry",
  "new-tool",
  "my-agent",
  "my-api",
  "example-entry",
  "not-a-real-id",
  "zzzz",
  "abc",
  "404",
];

describe("suggestIds: real typos still find the id", () => {
  const cases: [asked: string, first: string][] = [
    ["playwrigth-mcp", "playwright-mcp"],
    ["playwrigth", "playwright"],
    ["x-402", "x402"],
    ["claude code", "claude-code"],
    ["Claude Code", "claude-code"],
    ["Playwright MCP", "playwright-mcp"],
    ["Model Context Protocol", "model-context-protocol"],
    ["openai-agent-sdk", "openai-agents-sdk"],
    ["mcp-server-github", "github-mcp-server"],
    ["github-server", "github-mcp-server"],
    ["stripe-agent-kit", "stripe-agent-toolkit"],
    ["cloudflare-mcp", "cloudflare-docs-mcp"],
    ["playw", "playwright"],
    ["x40", "x402"],
  ];

  it.each(cases)("on the sample: %s → %s", (asked, first) => {
    expect(entries(sample, asked)[0]).toBe(first);
  });

  it.each(cases)("among 10,000+ entries: %s → %s", (asked, first) => {
    expect(large.entries.length).toBeGreaterThanOrEqual(10_000);
    expect(entries(large, asked)[0]).toBe(first);
  });

  it.skipIf(site === null)("on the real site copy", () => {
    const on = (asked: string) => entries(site!, asked);
    expect(on("playwrigth-mcp")[0]).toBe("playwright-mcp");
    expect(on("x-402")[0]).toBe("x402");
    expect(on("claude code")[0]).toBe("claude-code");
    expect(on("Claude Code")[0]).toBe("claude-code");
    expect(on("stripe-agent")).toEqual(expect.arrayContaining(["stripe-agents", "stripe-mcp"]));
    expect(on("stripe-agent")).not.toContain("agent-skills-spec");
    expect(on("mcp-server-github").slice(0, 2)).toEqual(["github-mcp-server", "github-mcp-registry"]);
  });

  it("long-form ids by their own kind only", () => {
    expect(suggestIds(sample.search, "automate-a-browser-with-playwrigth", ["guide"])).toEqual(["automate-a-browser-with-playwright-mcp"]);
    expect(suggestIds(sample.search, "automate-a-browser", ["guide"])).toEqual(["automate-a-browser-with-playwright-mcp"]);
    expect(suggestIds(sample.search, "automate-a-browser", ["skill"])).toEqual([]);
  });
});

describe("suggestIds: a miss that is close to nothing suggests nothing", () => {
  it.each(NOT_IDS)("on the sample: %s", (asked) => {
    expect(entries(sample, asked)).toEqual([]);
  });

  it.each(NOT_IDS)("among 10,000+ entries: %s", (asked) => {
    expect(entries(large, asked)).toEqual([]);
  });

  it.skipIf(site === null)("on the real site copy", () => {
    for (const asked of NOT_IDS) expect(entries(site!, asked), asked).toEqual([]);
  });

  it("sharing only common id words, or a minority of what was typed, is not enough", () => {
    // "agent" and "mcp" are in more ids than MAX_COMMON_SHARE allows.
    for (const asked of ["agent-thing", "best-mcp", "for-the-agents"]) expect(entries(sample, asked), asked).toEqual([]);
    // "api" is specific enough, but "my" (which no id has) is half of what was typed.
    for (const asked of ["my-api", "my-skills", "the-best-search-api"]) expect(entries(sample, asked), asked).toEqual([]);
  });

  it("holds for ids made of any English words that no id has (property)", () => {
    const idWords = new Set(sample.entries.flatMap((e) => e.id.split("-")));
    // Far from every id word: not a prefix of one and not within its typo budget.
    const far = (word: string) =>
      [...idWords].every(
        (id) => !id.startsWith(word) && !word.startsWith(id) && levenshteinOver(word, id, 2 * suggestionTypoBudget(word.length) + 1),
      );
    const pool = [
      "does",
      "not",
      "exist",
      "hello",
      "world",
      "quick",
      "brown",
      "fox",
      "thing",
      "stuff",
      "missing",
      "random",
      "weather",
      "banana",
      "garden",
      "yellow",
      "window",
      "river",
      "pencil",
      "music",
    ].filter(far);
    expect(pool.length).toBeGreaterThan(10);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pool), { minLength: 1, maxLength: 4 }), fc.constantFrom("-", " ", "_"), (words, glue) => {
        expect(entries(sample, words.join(glue))).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});

/** True when plain edit distance is at least `min` (a reference implementation, independent of src/). */
function levenshteinOver(a: string, b: string, min: number): boolean {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = row;
  }
  return previous[b.length]! >= min;
}
