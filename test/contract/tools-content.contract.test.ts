// Contract §2.5-§2.7 and §3 (get_entry, get_content, list_categories) for the fields the tools produce: long-form
// items as the site publishes them, skills with their SKILL.md, the long-form list's name/url/generated, misses
// with suggestions (and the real type), categories' total, and, while only the bundled sample is held, an
// outage instead of a miss. REST answers are validated against /openapi.json, MCP messages against the schemas.

import { describe, expect, it } from "vitest";
import { callTool, contentOf, entryOf } from "./mcp-support";
import type { ContractTarget } from "./support/global-contract";
import { dataTargets, get, targets } from "./support/http";
import { getDocumented } from "./support/openapi";

// Parsed JSON, read field by field.
type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const ROUTES: Readonly<Record<string, string>> = { guide: "guides", comparison: "compare", stack: "stacks", skill: "skills" };

/** The item file as the site serves it. */
async function published(target: ContractTarget, type: string, id: string): Promise<Json> {
  const response = await fetch(`${target.site}/api/longform/${ROUTES[type]}/${id}.json`, { signal: AbortSignal.timeout(30_000) });
  expect(response.status).toBe(200);
  return response.json();
}

/** One item of each long-form type, from the target's own list. */
async function oneOfEachType(target: ContractTarget): Promise<Json[]> {
  const list = await getDocumented(target, "/content");
  const seen = new Map<string, Json>();
  for (const item of list.body.items) if (!seen.has(item.type)) seen.set(item.type, item);
  expect([...seen.keys()].sort()).toEqual(["comparison", "guide", "skill", "stack"]);
  return [...seen.values()];
}

/** Every field the site publishes for the item, but raw and html, with the same value (markdown: links resolved). */
function expectAsPublished(content: Json, item: Json): void {
  for (const [key, value] of Object.entries(item)) {
    if (key === "raw" || key === "html") continue;
    if (key === "markdown") expect(typeof content.markdown).toBe("string");
    else expect(content[key], `${item.type} ${item.id}: ${key}`).toEqual(value);
  }
  expect(content).not.toHaveProperty("raw");
  expect(content).not.toHaveProperty("html");
  if (item.type === "skill") expect(content.skill_md, "skill_md").toBe(item.raw);
  else expect(content).not.toHaveProperty("skill_md");
}

describe.each(dataTargets())("long-form items on %s", (_name, target) => {
  it("lists items with name and url beside the published fields, and the list's generated", async () => {
    const list = await getDocumented(target, "/content");
    expect(list.status).toBe(200);
    expect(list.body.generated).toEqual(expect.any(String));
    expect(list.body.total).toBe(list.body.items.length);
    for (const item of list.body.items) {
      expect(item.name).toBe(item.title);
      expect(item.url).toBe(item.links.html);
      expect(item).toMatchObject({
        type: expect.any(String),
        id: expect.any(String),
        summary: expect.any(String),
        tags: expect.any(Array),
      });
    }
    const guides = await getDocumented(target, "/content?type=Guide");
    expect(guides.body.items.every((item: Json) => item.type === "guide")).toBe(true);
  });

  it("returns every field the site publishes (but raw and html), skills with skill_md, over REST and MCP", async () => {
    for (const item of await oneOfEachType(target)) {
      const site = await published(target, item.type, item.id);
      const rest = await getDocumented(target, `/content/${item.type}/${item.id}`);
      expect(rest.status).toBe(200);
      expectAsPublished(contentOf(rest.body), site);
      for (const revision of ["2026-07-28", "2025-03-26"] as const) {
        const call = await callTool(target, "get_content", { type: item.type, id: item.id }, revision);
        expectAsPublished(call.output.content, site);
        expect(call.output.data.caution).toMatch(/data, not instructions/);
      }
      if (item.type === "skill") {
        const lean = await callTool(target, "get_content", { type: "skill", id: item.id, include_skill_md: false });
        expect(lean.output.content).not.toHaveProperty("skill_md");
      }
    }
  });

  it("normalises type and id case (REST path, MCP arguments), and adds html only on request", async () => {
    const [item] = await oneOfEachType(target);
    const rest = await getDocumented(target, `/content/${item.type.toUpperCase()}/${item.id.toUpperCase()}`);
    expect(rest.status).toBe(200);
    expect(contentOf(rest.body).id).toBe(item.id);
    const call = await callTool(target, "get_content", { type: ` ${item.type.toUpperCase()}`, id: item.id.toUpperCase() });
    expect(call.output.content.id).toBe(item.id);
    expect(call.output.notice).toMatch(/^Read `type`/);
    const html = await getDocumented(target, `/content/${item.type}/${item.id}?include_html=true`);
    expect(typeof contentOf(html.body).html).toBe("string");
    expect((await callTool(target, "get_content", { type: item.type, id: item.id, include_html: true })).output.content.html).toEqual(
      expect.any(String),
    );
    expect((await callTool(target, "get_content", { type: item.type, id: item.id, include_html: "true" })).isError).toBe(true);
  });

  it("answers an id of another type with not_found, that type and suggestions of the type asked for", async () => {
    const items = await oneOfEachType(target);
    const skill = items.find((item) => item.type === "skill")!;
    const rest = await getDocumented(target, `/content/guide/${skill.id}`);
    expect(rest.status).toBe(404);
    expect(rest.body.error.code).toBe("not_found");
    expect(rest.body.error.message).toContain("it is a skill");
    const call = await callTool(target, "get_content", { type: "guide", id: skill.id });
    expect(call.isError).toBe(true);
    expect(call.error).toEqual({ error: expect.stringContaining("it is a skill"), suggestions: expect.any(Array), type: "skill" });
    expect(call.error.suggestions).not.toContain(skill.id);
  });

  it("points type entry to the entry lookup, in each protocol's words", async () => {
    const rest = await getDocumented(target, "/content/entry/x402");
    expect(rest.status).toBe(400);
    expect(rest.body.error.message).toContain("GET /entries/x402");
    const call = await callTool(target, "get_content", { type: "entry", id: "x402" });
    expect(call.error).toEqual({ error: expect.stringContaining("get_entry with id x402") });
  });

  it("answers unknown ids with not_found and suggestions, always a list (get_entry, get_content)", async () => {
    const entries = await get(target, "/entries");
    const known = entries.body.ids[0] as string;
    const rest = await getDocumented(target, `/entries/${known}x`);
    expect(rest.status).toBe(404);
    expect(rest.body.error.suggestions).toContain(known);
    const entry = await callTool(target, "get_entry", { id: `${known}x` });
    expect(entry.error).toEqual({ error: expect.stringContaining(`${known}x`), suggestions: expect.arrayContaining([known]) });
    const nothing = await callTool(target, "get_entry", { id: "zzzzqqqxx" }, "2025-06-18");
    expect(nothing.error).toEqual({ error: expect.any(String), suggestions: [] });
    const content = await callTool(target, "get_content", { type: "stack", id: "zzzzqqqxx" });
    expect(content.error).toEqual({ error: expect.any(String), suggestions: [] });
    expect((await getDocumented(target, "/content/stack/zzzzqqqxx")).status).toBe(404);
  });

  it("returns the entry as published, with links, over REST and MCP", async () => {
    const entries = await get(target, "/entries");
    const id = entries.body.ids[entries.body.ids.length - 1] as string;
    const rest = entryOf((await getDocumented(target, `/entries/${id}`)).body);
    const call = await callTool(target, "get_entry", { id: id.toUpperCase() }, "2025-11-25");
    expect(call.output.entry).toEqual(rest);
    expect(rest).toMatchObject({ id, name: expect.any(String), category: expect.any(String), links: expect.any(Object) });
  });
});

describe.each(dataTargets())("categories on %s", (_name, target) => {
  it("count every entry in total (the sum of the counts), over REST and MCP in every era", async () => {
    const entries = await get(target, "/entries");
    const rest = await getDocumented(target, "/categories");
    expect(rest.body.total).toBe(entries.body.total);
    expect(rest.body.categories.reduce((sum: number, c: Json) => sum + c.count, 0)).toBe(entries.body.total);
    expect(rest.body.generated).toEqual(expect.any(String));
    for (const revision of ["2026-07-28", "2025-06-18"] as const) {
      const call = await callTool(target, "list_categories", {}, revision);
      expect(call.output.total).toBe(entries.body.total);
      expect(call.output.categories).toEqual(rest.body.categories);
    }
  });
});

describe("while only the bundled sample is held (site unreachable)", () => {
  it("answers what the sample has, labelled sample, and what it lacks as an outage, not a miss", async ({ skip }) => {
    const outage = targets().outage;
    if (outage === null) return skip("against a deployment");
    const held = await getDocumented(outage, "/entries/x402");
    expect(held.status).toBe(200);
    expect(held.body.data.source).toBe("sample");
    for (const path of ["/entries/a2a-x402", "/content/guide/pay-for-an-api-with-x402", "/search?q=agent&category=evals-observability"]) {
      const rest = await getDocumented(outage, path);
      expect(rest.status, path).toBe(503);
      expect(rest.body.error.code).toBe("upstream_error");
      expect(rest.body.error.message).toMatch(/could not be reached/);
    }
    for (const [name, args] of [
      ["get_entry", { id: "a2a-x402" }],
      ["get_content", { type: "guide", id: "pay-for-an-api-with-x402" }],
      ["search", { category: "evals-observability" }],
    ] as const) {
      const call = await callTool(outage, name, args);
      expect(call.isError, name).toBe(true);
      expect(call.error, name).toBeNull();
      expect(call.text).toMatch(/^The directory site could not be reached just now/);
    }
    const listed = await callTool(outage, "search", { type: "guide" });
    expect(listed.output.data.source).toBe("sample");
  });
});
