// Generators for the ranker's property tests: small catalogues whose entries are written with a few words that
// share prefixes and stems, are often side by side, are written joined ("codesandbox") or split ("data base"),
// and sometimes repeat across name, id, tags, summary and description; and requests in the same words.

import fc from "fast-check";
import { buildCatalogue } from "../../src/catalog/catalogue";
import type { SearchIndex } from "../../src/search/index/search-index";
import type { Entry, SiteIndex } from "../../src/site/types";

export const WORDS = [
  "code",
  "codex",
  "coding",
  "sandbox",
  "sandboxes",
  "sand",
  "box",
  "codesandbox",
  "agent",
  "agents",
  "memory",
  "vector",
  "data",
  "base",
  "database",
  "browser",
  "browsers",
  "automation",
  "web",
  "payments",
  "x402",
  "ai",
  "db",
  "a",
  "mcp",
  "café",
  "日本語",
] as const;
const STOP_WORDS = ["for", "the", "my", "with", "no", "not", "without", "and"] as const;
const CATEGORIES = ["tools", "mcp-servers"] as const;

const word = fc.constantFrom(...WORDS);
const words = (min: number, max: number) => fc.array(word, { minLength: min, maxLength: max });
/** Text as people write it: capitals, punctuation and hyphens now and then. */
const text = (min: number, max: number) =>
  fc.array(fc.tuple(word, fc.constantFrom(" ", " ", " ", "-", ", ", ". ")), { minLength: min, maxLength: max }).chain((parts) =>
    fc.boolean().map((capital) =>
      parts
        .map(([w, sep]) => (capital ? w.toUpperCase() : w) + sep)
        .join("")
        .trim(),
    ),
  );

const entry = fc.record({
  name: text(1, 3),
  idWords: words(1, 3),
  tags: fc.array(
    words(1, 2).map((parts) => parts.join("-")),
    { maxLength: 4 },
  ),
  summary: text(0, 12),
  description: fc.option(text(0, 16), { nil: undefined }),
  category: fc.constantFrom(...CATEGORIES),
});

// Entries every catalogue has, where the readings meet: a word written joined in one field and apart in another,
// two words side by side in one field and apart in the others, a word written as two.
const FIXED: readonly {
  id: string;
  name: string;
  summary: string;
  tags: readonly string[];
  category: (typeof CATEGORIES)[number];
  description?: string;
}[] = [
  {
    id: "codesandbox",
    name: "CodeSandbox",
    summary: "a code sandbox for agents",
    tags: ["codesandbox", "code-sandboxes"],
    category: "tools",
  },
  { id: "code-box", name: "Code Box", summary: "sandbox code and box data", tags: ["code", "sandbox"], category: "tools" },
  {
    id: "vector-db",
    name: "Vector DataBase",
    summary: "a vector data base for agent memory",
    tags: ["vector-database"],
    category: "mcp-servers",
  },
  {
    id: "agent-memory",
    name: "Agent Memory",
    summary: "memory for agents",
    description: "An agent memory layer with vector search.",
    tags: ["agent-memory"],
    category: "tools",
  },
];

/** A site index of the fixed entries and 0 to `most` entries in WORDS. */
export function siteIndex(most = 40): fc.Arbitrary<SiteIndex> {
  return fc.array(entry, { maxLength: most }).map((drawn) => ({
    generated: null,
    siteUrl: "https://indexagentica.com",
    categories: CATEGORIES.map((slug) => ({ slug, name: slug, description: "", count: 0, html: "", json: "" })),
    entries: [
      ...FIXED.map((e): Entry => ({ ...e, url: `https://${e.id}.example`, tags: [...e.tags] })),
      ...drawn.map((e, at): Entry => ({
        id: `${e.idWords.map((w) => w.replace(/[^a-z0-9]/g, "") || "x").join("-")}-${at}`,
        name: e.name || `entry ${at}`,
        category: e.category,
        summary: e.summary,
        url: `https://e${at}.example`,
        tags: [...new Set(e.tags)],
        ...(e.description === undefined ? {} : { description: e.description }),
      })),
    ],
  }));
}

/** The search index of `site`, built as the Worker builds it. */
export function indexOf(site: SiteIndex): SearchIndex {
  return buildCatalogue(site, null).search;
}

/** A request in the catalogue's words, with stop words and negations now and then; now and then one of the fixed entries' pairs. */
export const query = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .array(fc.oneof({ weight: 4, arbitrary: word }, { weight: 1, arbitrary: fc.constantFrom(...STOP_WORDS) }), {
        minLength: 1,
        maxLength: 5,
      })
      .map((parts) => parts.join(" ")),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "code sandboxes",
      "a code sandbox",
      "vector database",
      "vector data base",
      "agents memory layer",
      "codes box data",
    ),
  },
);
