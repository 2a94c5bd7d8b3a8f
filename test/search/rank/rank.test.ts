import { describe, expect, it } from "vitest";
import { buildCatalogue } from "../../../src/catalog/catalogue";
import type { Entry } from "../../../src/site/types";
import { runSearch } from "../../../src/search/rank/rank";
import type { SearchRequest } from "../../../src/search/rank/request";
import { saturate } from "../../../src/search/rank/rarity";
import { suggestIds } from "../../../src/search/answer/suggest";
import { fold, tokenize } from "../../../src/search/words/text";
import { WEIGHTS } from "../../../src/search/rank/points";

function entry(id: string, name: string, summary: string, extra: Partial<Entry> = {}): Entry {
  return { id, name, category: "tools", summary, url: `https://${id}.example`, tags: [], ...extra };
}

const entries: Entry[] = [
  entry("mailer", "Mailer", "Send email from agents", { tags: ["email"] }),
  entry("ai-kit", "AI Kit", "Toolkit for AI agents", { tags: ["ai"] }),
  entry("playwright", "Playwright", "Browser automation library", { tags: ["browser-automation", "testing"] }),
  entry("playwright-mcp", "Playwright MCP", "MCP server that drives a browser with Playwright", { tags: ["browser-automation", "mcp"] }),
  entry("kanji-tool", "漢字ツール", "日本語のドキュメント検索ツール", { tags: ["japanese"] }),
  entry("cafe", "Café Search", "Search for cafés", { category: "apis" }),
  entry("alpha", "Same Score", "twin entry", { tags: ["twin"] }),
  entry("beta", "Same Score", "twin entry", { tags: ["twin"] }),
];
const catalogue = buildCatalogue(
  {
    generated: null,
    siteUrl: "https://indexagentica.com",
    categories: [{ slug: "tools", name: "Tools", description: "", count: 7, html: "", json: "" }],
    entries,
  },
  [
    {
      type: "guide",
      id: "automate-a-browser",
      title: "Automate a browser",
      summary: "Use Playwright MCP",
      tags: ["browser-automation"],
      entries: ["playwright-mcp"],
      links: { html: "h" },
    },
  ],
);
const search = (query: string, extra: Partial<SearchRequest> = {}) =>
  runSearch(catalogue.search, { query, type: "all", tags: [], limit: 10, offset: 0, ...extra });
const ids = (query: string, extra: Partial<SearchRequest> = {}) => search(query, extra).hits.map((hit) => hit.doc.id);

describe("text", () => {
  it("folds case and Latin accents but keeps other scripts' marks", () => {
    expect(fold("Café ÉCOLE")).toBe("cafe ecole");
    expect(fold("ガイド")).toBe("ガイド");
    expect(tokenize("Model-Context_Protocol v2 — «Протокол»")).toEqual(["model", "context", "protocol", "v2", "протокол"]);
  });
});

describe("runSearch", () => {
  it("matches on word boundaries: 'ai' finds AI, not every 'email'", () => {
    expect(ids("ai")).toContain("ai-kit");
    expect(ids("ai")).not.toContain("mailer");
  });

  it("ranks an exact id first and applies the spec's weights, saturated", () => {
    const result = search("playwright");
    expect(result.hits[0]!.doc.id).toBe("playwright");
    // exact id or name + id segment + name (the summary word is the MCP entry's) for the exact entry
    expect(result.hits[0]!.score).toBeCloseTo(saturate(WEIGHTS.exactIdOrName + WEIGHTS.idSegment + WEIGHTS.name), 2);
  });

  it("adds the phrase bonus and scales by the share of words matched", () => {
    const full = search("playwright mcp").hits.find((hit) => hit.doc.id === "playwright-mcp")!;
    const partial = search("playwright unicorns").hits.find((hit) => hit.doc.id === "playwright")!;
    expect(full.score).toBeGreaterThan(search("playwright").hits.find((hit) => hit.doc.id === "playwright-mcp")!.score);
    // "unicorns" matches nothing anywhere, so it weighs as much as an average word: half the query matched.
    expect(partial.score).toBeCloseTo(saturate(WEIGHTS.exactIdOrName + WEIGHTS.idSegment + WEIGHTS.name) / 2, 2);
  });

  it("finds text in scripts without spaces and accented text from plain queries", () => {
    expect(ids("ドキュメント")).toEqual(["kanji-tool"]);
    expect(ids("漢字")).toEqual(["kanji-tool"]);
    expect(ids("cafe")).toEqual(["cafe"]);
  });

  it("reads a misspelled name as a typo, never a real English word", () => {
    expect(search("playwrigth").readAs).toEqual({ playwrigth: ["playwright"] });
    // One edit from the tag "testing" both; "tessting" is no word, "nesting" is one: what was meant.
    expect(search("tessting").readAs).toEqual({ tessting: ["testing"] });
    expect(search("nesting").readAs).toEqual({});
    expect(ids("nesting")).toEqual([]);
  });

  it("returns nothing for a query with no letters or digits", () => {
    expect(search("--- !!").words).toEqual([]);
    expect(search("--- !!").total).toBe(0);
  });

  it("filters by type, category and tags (AND), and pages with a stable order", () => {
    expect(ids("browser", { type: "guide" })).toEqual(["automate-a-browser"]);
    expect(ids("browser", { type: "entry" })).not.toContain("automate-a-browser");
    expect(ids("search", { category: "apis" })).toEqual(["cafe"]);
    expect(ids("browser", { tags: ["browser-automation", "mcp"] })).toEqual(["playwright-mcp"]);
    expect(ids("twin")).toEqual(["alpha", "beta"]);
    expect(ids("twin", { limit: 1, offset: 1 })).toEqual(["beta"]);
    expect(search("twin", { limit: 1 }).total).toBe(2);
  });
});

describe("suggestIds", () => {
  it("survives typos, case and missing words", () => {
    expect(suggestIds(catalogue.search, "playwrigth", ["entry"])[0]).toBe("playwright");
    expect(suggestIds(catalogue.search, "Playwright MCP", ["entry"])[0]).toBe("playwright-mcp");
    expect(suggestIds(catalogue.search, "playwright", ["entry"])).toContain("playwright-mcp");
    expect(suggestIds(catalogue.search, "automate browser", ["guide"])).toEqual(["automate-a-browser"]);
    expect(suggestIds(catalogue.search, "zzzz", ["entry"])).toEqual([]);
  });
});
