// Contract §2.3 and §3 (search): browse listings, lenient arguments, the unknown-category refusal and the fields
// of a hit, each checked over REST (every answer validated against the Worker's own /openapi.json) and over MCP
// (every message validated against the official schemas), on the sample site and on the generated catalogue.

import { describe, expect, it } from "vitest";
import { callTool, entryOf } from "./mcp-support";
import { dataTargets, get } from "./support/http";
import { getDocumented } from "./support/openapi";
import type { ContractTarget } from "./support/global-contract";

// Parsed JSON, read field by field.
type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

interface Facts {
  entries: number;
  longform: number;
  guides: number;
  categories: { slug: string; count: number }[];
}

const facts = new Map<string, Promise<Facts>>();

/** Counts the listings must match, read from the target's own list routes. */
function factsOf(target: ContractTarget): Promise<Facts> {
  let pending = facts.get(target.base);
  if (!pending) {
    pending = (async () => {
      const [entries, content, guides, categories] = await Promise.all([
        get(target, "/entries"),
        get(target, "/content"),
        get(target, "/content?type=guide"),
        get(target, "/categories"),
      ]);
      return {
        entries: entries.body.total,
        longform: content.body.total,
        guides: guides.body.total,
        categories: categories.body.categories,
      };
    })();
    facts.set(target.base, pending);
  }
  return pending;
}

function byName(results: Json[]): string[] {
  return results.map((hit) => hit.name.toLowerCase());
}

function expectListing(body: Json, total: number): void {
  expect(body.total).toBe(total);
  expect(body.results.length).toBe(Math.min(total, body.limit));
  for (const hit of body.results) expect(hit.score).toBe(1);
  const names = byName(body.results);
  expect(names).toEqual([...names].sort());
}

describe.each(dataTargets())("search on %s", (_name, target) => {
  it("lists a filter's whole pool when the query is left out or blank: total = the pool, score 1, by name (REST, MCP)", async () => {
    const { entries, guides } = await factsOf(target);
    const rest = await getDocumented(target, "/search?type=entry&limit=50");
    expect(rest.status).toBe(200);
    expect(rest.body.query).toBe("");
    expectListing(rest.body, entries);
    const blank = await getDocumented(target, "/search?q=%20%20&type=guide");
    expectListing(blank.body, guides);
    const call = await callTool(target, "search", { type: "entry", limit: 50 });
    expectListing(call.output, entries);
    expect(call.output.results.map((hit: Json) => hit.id)).toEqual(rest.body.results.map((hit: Json) => hit.id));
    expectListing((await callTool(target, "search", { query: "", type: "guide" }, "2025-06-18")).output, guides);
  });

  it("lists a category (type echoed as entry, also with type all) and tags (all of them)", async () => {
    const { categories } = await factsOf(target);
    const category = categories.find((c) => c.count > 0)!;
    const rest = await getDocumented(target, `/search?category=${category.slug}&limit=50`);
    expect(rest.body).toMatchObject({ type: "entry", category: category.slug });
    expectListing(rest.body, category.count);
    const all = await getDocumented(target, `/search?category=${category.slug}&type=all&limit=1`);
    expect(all.body.type).toBe("entry");
    expect(all.body.total).toBe(category.count);
    const call = await callTool(target, "search", { category: category.slug });
    expect(call.output).toMatchObject({ type: "entry", total: category.count });

    const tagged = await getDocumented(target, "/search?tags=mcp&limit=50");
    expect(tagged.body.total).toBeGreaterThan(0);
    for (const hit of tagged.body.results) expect(hit.tags).toContain("mcp");
    const both = await callTool(target, "search", { tags: ["mcp", "browser-automation"], limit: 50 });
    for (const hit of both.output.results) expect(hit.tags).toEqual(expect.arrayContaining(["mcp", "browser-automation"]));
    expect(both.output.total).toBeLessThanOrEqual(tagged.body.total);
  });

  it("lists everything for a query with no letters or digits, and refuses a blank query with no filter", async () => {
    const { entries, longform, guides } = await factsOf(target);
    const rest = await getDocumented(target, "/search?q=!!!&limit=5");
    expect(rest.status).toBe(200);
    expectListing(rest.body, entries + longform);
    expect(rest.body.notice).toMatch(/no letters or digits/);
    expectListing((await getDocumented(target, "/search?q=---&type=guide")).body, guides);
    expect((await callTool(target, "search", { query: "!!!" })).output.total).toBe(entries + longform);

    const refused = await getDocumented(target, "/search");
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe("bad_request");
    const call = await callTool(target, "search", { query: "  " });
    expect(call.isError).toBe(true);
    expect(call.error.error).toMatch(/^Nothing to search for/);
  });

  it("counts every match before paging, and pages on with offset", async () => {
    const whole = await getDocumented(target, "/search?q=agent&limit=50");
    const page = await getDocumented(target, "/search?q=agent&limit=2");
    expect(page.body.total).toBe(whole.body.total);
    expect(page.body.results).toHaveLength(2);
    const next = await getDocumented(target, `/search?q=agent&limit=2&offset=${page.body.next_offset}`);
    expect(next.body.results.map((hit: Json) => hit.id)).toEqual(whole.body.results.slice(2, 4).map((hit: Json) => hit.id));
  });

  it("trims and lower-cases type, category and tags, reads numeric strings as limit, and says so in notice", async () => {
    const { categories } = await factsOf(target);
    const slug = categories.find((c) => c.count > 0)!.slug;
    const rest = await getDocumented(target, `/search?q=agent&type=%20ENTRY%20&category=${slug.toUpperCase()}&tags=MCP&limit=5.0`);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ type: "entry", category: slug, tags: ["mcp"], limit: 5 });
    expect(rest.body.notice).toMatch(/^Read /);
    for (const limit of ["5", " 5", "5.0"]) {
      const call = await callTool(target, "search", { query: "agent", type: "Guide", limit });
      expect(call.output).toMatchObject({ type: "guide", limit: 5 });
      expect(call.output.notice).toContain(`\`limit\` ${JSON.stringify(limit)} as 5`);
    }
    const tags = await callTool(target, "search", { query: "agent", tags: [" Payments "] }, "2025-03-26");
    expect(tags.output.tags).toEqual(["payments"]);
  });

  it("takes null optionals as absent, an empty type as all, and ignores unknown arguments (MCP)", async () => {
    const nulls = await callTool(target, "search", { query: "agent", type: null, category: null, tags: null, limit: null });
    expect(nulls.output).toMatchObject({ type: "all", tags: [], limit: 10 });
    expect(nulls.output.notice).toBeUndefined();
    expect((await callTool(target, "search", { query: "agent", type: "" })).output.type).toBe("all");
    const extra = await callTool(target, "search", { query: "agent", foo: 1 }, "2025-11-25");
    expect(extra.output.notice).toMatch(/^Ignored unknown argument `foo`/);
  });

  it("keeps limit, type and query checks strict where the live service is", async () => {
    for (const limit of ["2.5", "abc", "0", "51"]) {
      const rest = await getDocumented(target, `/search?q=agent&limit=${limit}`);
      expect(rest.status, limit).toBe(400);
      const call = await callTool(target, "search", { query: "agent", limit });
      expect(call.isError, limit).toBe(true);
      expect(call.error).toEqual({ error: expect.stringMatching(/`limit`/) });
    }
    expect((await getDocumented(target, "/search?q=agent&type=bogus")).status).toBe(400);
    expect((await getDocumented(target, `/search?q=${"a".repeat(1001)}`)).status).toBe(400);
    expect((await getDocumented(target, "/search?q=agent&type=guide&category=tools")).status).toBe(400);
    const tooManyTags = await callTool(target, "search", { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) });
    expect(tooManyTags.isError).toBe(true);
  });

  it("refuses an unknown category, naming every valid slug and the closest (REST 400, MCP isError)", async () => {
    const { categories } = await factsOf(target);
    const slugs = categories.map((c) => c.slug);
    const typo = `${slugs[0]!.slice(0, -1)}x`;
    const rest = await getDocumented(target, `/search?q=agent&category=${typo}`);
    expect(rest.status).toBe(400);
    expect(rest.body.error.code).toBe("bad_request");
    for (const slug of slugs) expect(rest.body.error.message).toContain(slug);
    expect(rest.body.error.message).toContain(`Did you mean ${slugs[0]}?`);
    const call = await callTool(target, "search", { category: typo });
    expect(call.isError).toBe(true);
    expect(call.error.error).toContain(`Did you mean ${slugs[0]}?`);
    for (const slug of slugs) expect(call.error.error).toContain(slug);
  });

  it("gives entry hits status, pricing, mcp_endpoint and every link, as the entry publishes them", async () => {
    const rest = await getDocumented(target, "/search?q=mcp&type=entry&limit=50");
    const call = await callTool(target, "search", { query: "mcp", type: "entry", limit: 50 });
    expect(call.output.results.map((hit: Json) => hit.id)).toEqual(rest.body.results.map((hit: Json) => hit.id));
    let endpoints = 0;
    for (const hit of rest.body.results.slice(0, 15)) {
      const entry = entryOf((await get(target, `/entries/${hit.id}`)).body);
      expect(hit.links, hit.id).toEqual(entry.links);
      expect(hit.status, hit.id).toBe(entry.status || undefined);
      expect(hit.pricing, hit.id).toBe(entry.pricing || undefined);
      expect(hit.mcp_endpoint, hit.id).toBe(entry.agent_access?.mcp_endpoint || undefined);
      if (hit.mcp_endpoint) endpoints++;
    }
    expect(endpoints).toBeGreaterThan(0);
    const guide = await getDocumented(target, "/search?type=guide&limit=1");
    expect(Object.keys(guide.body.results[0].links)).toEqual(expect.arrayContaining(["html", "markdown", "json"]));
  });
});
