// Each protocol hears its own words: through the real fetch handler, REST errors and notices name query
// parameters (`q`) and requests (GET /categories), MCP ones tool arguments (`query`) and tools
// (list_categories). The tools write both from one vocabulary the adapter passes in (src/tools/vocabulary.ts).

import { describe, expect, it } from "vitest";
import { McpWire } from "../support/mcp-wire";
import { callWorker, isolatedSiteUrl } from "../support/worker";

const GUIDE = "automate-a-browser-with-playwright-mcp";
const SKILL = "search-the-directory";
// MCP words that must never reach a REST caller.
const MCP_WORDS =
  /list_categories|get_entry|get_content|list_content|list_entries|search with|\bUse search\b|`query`|\bcall (\w+ )?again\b|\barguments?\b/;
// REST words that must never reach an MCP caller.
const REST_WORDS = /\bGET \/|`q`|\bparameters?\b/;

const site = isolatedSiteUrl("vocabulary");

interface Truncated {
  notice: string;
  offset: number;
}

/** The parts of an answer these tests read: an error, a notice, or a long-form item (REST: at the top level). */
interface Answer {
  error?: { message: string };
  notice?: string;
  markdown?: string;
  truncated?: Truncated;
  content?: { markdown: string; truncated?: Truncated };
}

async function rest(path: string): Promise<{ status: number; body: Answer }> {
  const response = await callWorker(new Request(`https://mcp.example.com${path}`), { DATA_BASE_URL: site });
  return { status: response.status, body: (await response.json()) as Answer };
}

/** The sentence a REST answer says to the caller: the error message, or a notice. */
async function restText(path: string): Promise<string> {
  const { body } = await rest(path);
  return body.error?.message ?? body.notice ?? body.truncated?.notice ?? "";
}

const mcp = new McpWire((request) => callWorker(request), "http://127.0.0.1:8787");

/** The sentence an MCP tool result says: an isError text, or a notice in the structured output. */
async function mcpText(name: string, args: Record<string, unknown>): Promise<string> {
  const reply = await mcp.modern("tools/call", { name, arguments: args });
  const result = reply.body.result;
  // Input errors and misses are JSON ({"error": sentence, ...}); an outage is the sentence itself.
  if (result.isError)
    return (result.content[0].text as string).startsWith("{") ? JSON.parse(result.content[0].text).error : result.content[0].text;
  const output = result.structuredContent as Answer;
  return output.notice ?? output.content?.truncated?.notice ?? "";
}

// The same situations in both protocols: [what, REST path, MCP tool, MCP arguments].
const SAME_SITUATIONS: [string, string, string, Record<string, unknown>][] = [
  ["missing query", "/search", "search", {}],
  ["query without letters", "/search?q=%20--%20", "search", { query: " -- " }],
  ["query too long", `/search?q=${"a".repeat(1001)}`, "search", { query: "a".repeat(1001) }],
  ["limit too large (query alias)", "/search?query=x&limit=99", "search", { query: "x", limit: 99 }],
  ["bad tag", "/search?q=x&tags=Not%20A%20Tag", "search", { query: "x", tags: ["Not A Tag"] }],
  ["category with a long-form type", "/search?q=x&type=guide&category=tools", "search", { query: "x", type: "guide", category: "tools" }],
  ["no hits", "/search?q=qqqzzzxx", "search", { query: "qqqzzzxx" }],
  ["unknown category", "/search?q=agent&category=zzzzzz-qqq", "search", { query: "agent", category: "zzzzzz-qqq" }],
  ["filtered to nothing", "/search?q=x402&type=comparison", "search", { query: "x402", type: "comparison" }],
  ["offset past the end", "/search?q=playwright&offset=900", "search", { query: "playwright", offset: 900 }],
  ["unknown entry", "/entries/does-not-exist", "get_entry", { id: "does-not-exist" }],
  ["unknown content", "/content/guide/does-not-exist", "get_content", { type: "guide", id: "does-not-exist" }],
  ["content under another type", `/content/guide/${SKILL}`, "get_content", { type: "guide", id: SKILL }],
  ["bad content type", "/content/recipe/x", "get_content", { type: "recipe", id: "x" }],
  ["max_chars too small", `/content/guide/${GUIDE}?max_chars=10`, "get_content", { type: "guide", id: GUIDE, max_chars: 10 }],
  ["unknown section", `/content/guide/${GUIDE}?section=nope`, "get_content", { type: "guide", id: GUIDE, section: "nope" }],
  ["offset outside the body", `/content/guide/${GUIDE}?offset=999999`, "get_content", { type: "guide", id: GUIDE, offset: 999_999 }],
  ["a partial body", `/content/guide/${GUIDE}?max_chars=500`, "get_content", { type: "guide", id: GUIDE, max_chars: 500 }],
  [
    "a partial section",
    `/content/guide/${GUIDE}?max_chars=500&section=keep-the-session-contained`,
    "get_content",
    { type: "guide", id: GUIDE, max_chars: 500, section: "keep-the-session-contained" },
  ],
];

describe("REST and MCP say the same things in their own words", () => {
  it.each(SAME_SITUATIONS)("%s", async (_what, path, tool, args) => {
    const restSays = await restText(path);
    const mcpSays = await mcpText(tool, args);
    expect(restSays, path).not.toBe("");
    expect(mcpSays, tool).not.toBe("");
    expect(restSays, path).not.toMatch(MCP_WORDS);
    expect(mcpSays, tool).not.toMatch(REST_WORDS);
  });
});

describe("REST errors and notices", () => {
  it("name the q parameter, and the request, in validation errors", async () => {
    const { status, body } = await rest("/search");
    expect(status).toBe(400);
    expect(body.error?.message).toBe(
      "Nothing to search for: give `q` (words to look for), or list what a filter holds with `type`, `category` or `tags` (e.g. GET /search?type=guide).",
    );
    expect(await restText("/search?query=x&limit=99")).toBe("Invalid parameters for GET /search: `limit` must be at most 50; got 99.");
    expect(await restText("/search?q=%20--%20")).toMatch(/^`q` " -- " has no letters or digits/);
    expect(await restText("/content/recipe/x")).toMatch(
      /^Invalid parameters for GET \/content\/\{type\}\/\{id\}: `type` must be one of guide/,
    );
  });

  it("point a search with no hits, or an unknown category, to GET /categories", async () => {
    expect(await restText("/search?q=qqqzzzxx")).toContain("or GET /categories to see what the directory covers");
    expect(await restText("/search?q=agent&category=zzzzzz-qqq")).toMatch(
      /^Unknown `category` "zzzzzz-qqq"\. Valid: .+ \(GET \/categories describes them\)\.$/,
    );
  });

  it("point a missing entry or item to a search request, and a misplaced item to its own URL", async () => {
    expect(await restText("/entries/does-not-exist")).toBe(
      'No entry with id "does-not-exist". Use GET /search?q=does%20not%20exist to find the id.',
    );
    expect(await restText("/content/guide/does-not-exist")).toBe(
      'No published guide with id "does-not-exist". Use GET /search?q=does%20not%20exist&type=guide to find it.',
    );
    const misplaced = await restText(`/content/guide/${SKILL}?max_chars=800`);
    expect(misplaced).toContain(`it is a skill, so GET /content/skill/${SKILL}?max_chars=800.`);
    expect((await rest(`/content/skill/${SKILL}?max_chars=800`)).status).toBe(200);
  });

  it("give requests that work: following a truncation notice's URLs pages on, or reads one section", async () => {
    let notice = await restText(`/content/guide/${GUIDE}?max_chars=500`);
    const [next, section] = [...notice.matchAll(/GET (\/\S+?)(?=[.,;]? |\.?$)/g)].map((match) => match[1]!);
    expect(next).toMatch(new RegExp(`^/content/guide/${GUIDE}\\?max_chars=500&offset=\\d+$`));
    expect(section).toMatch(new RegExp(`^/content/guide/${GUIDE}\\?max_chars=500&section=[a-z-]+$`));
    const following = await rest(next!);
    expect(following.status).toBe(200);
    expect(following.body.truncated?.offset).toBe(Number(next!.split("offset=")[1]));
    const one = await rest(section!);
    expect(one.status).toBe(200);
    expect(one.body.markdown).toMatch(/^## /);
    notice = one.body.truncated?.notice ?? "";
    expect(notice).not.toMatch(MCP_WORDS);
  });
});

describe("MCP errors and notices keep the tool vocabulary", () => {
  it("name tool arguments and tools", async () => {
    expect(await mcpText("search", {})).toMatch(/^Nothing to search for: give `query`/);
    expect(await mcpText("search", { query: " -- " })).toMatch(/^`query` " -- " has no letters or digits/);
    expect(await mcpText("search", { query: "qqqzzzxx" })).toContain("or list_categories to see what the directory covers");
    expect(await mcpText("get_entry", { id: "does-not-exist" })).toBe(
      'No entry with id "does-not-exist". Use search with query does not exist to find the id.',
    );
    expect(await mcpText("get_content", { type: "guide", id: "does-not-exist" })).toBe(
      'No published guide with id "does-not-exist". Use search with query does not exist and type guide to find it.',
    );
    expect(await mcpText("get_content", { type: "guide", id: SKILL })).toContain("call get_content again with type skill.");
    expect(await mcpText("get_content", { type: "guide", id: GUIDE, max_chars: 500 })).toMatch(
      /To continue, call get_content again with offset \d+\. Sections after this part: .+; for one of them alone, call get_content again with section [a-z-]+ \(or another of those\)\./,
    );
  });
});
