// The live contract, section 2 (REST routes), route by route: every field the live service answers with,
// under the same name and meaning, on both catalogues, every answer valid against the Worker's own
// /openapi.json. Search ranking, browse listings, the normalisation of filters and the long-form fields the
// tools restore are pinned by the tool-side contract files; this file pins the REST surface.

import { describe, expect, it } from "vitest";
import { dataTargets, get, request } from "./support/http";
import { expectDocumented, getDocumented } from "./support/openapi";

describe.each(dataTargets())("REST routes on %s", (_name, target) => {
  /** The site's own copy of the index this target reads (null against a deployment). */
  async function siteIndex(): Promise<{ entries: Record<string, unknown>[] } | null> {
    if (target.site === null) return null;
    const response = await fetch(`${target.site}/api/index.json`);
    return (await response.json()) as { entries: Record<string, unknown>[] };
  }

  it("GET /: every field of the live self-description, with absolute URLs", async () => {
    const { status, body } = await getDocumented(target, "/");
    expect(status).toBe(200);
    for (const key of ["name", "description", "version"]) expect(typeof body[key], key).toBe("string");
    expect(body.mcp).toMatchObject({ endpoint: `${target.base}/mcp`, transport: "streamable-http" });
    expect(body.mcp.protocol_versions).toEqual(["2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26"]);
    expect(body.mcp.tools).toEqual(["search", "get_entry", "get_content", "list_categories"]);
    expect(typeof body.mcp.notes).toBe("string");
    expect(body.rest).toEqual({
      search: `${target.base}/search?q={query}&type={entry|guide|comparison|stack|skill|all}&category={slug}&tags={a,b}&limit={1-50}`,
      entry: `${target.base}/entries/{id}`,
      content: `${target.base}/content/{type}/{id}`,
      content_list: `${target.base}/content?type={guide|comparison|stack|skill}`,
      categories: `${target.base}/categories`,
      openapi: `${target.base}/openapi.json`,
      server_card: `${target.base}/.well-known/mcp/server-card.json`,
      stats: `${target.base}/stats`,
      stats_alias: `${target.base}/v1/usage`,
    });
    expect(Number.isInteger(body.rate_limit.requests)).toBe(true);
    expect(Number.isInteger(body.rate_limit.period_seconds)).toBe(true);
    expect(typeof body.rate_limit.scope).toBe("string");
    // The links name the site the data comes from (DATA_BASE_URL), except the directory's own repository.
    const site = body.links.site as string;
    if (target.site !== null) expect(site).toBe(target.site);
    expect(body.links).toMatchObject({
      llms_txt: `${site}/llms.txt`,
      agents: `${site}/agents/`,
      api_index: `${site}/api/index.json`,
      api_longform: `${site}/api/longform.json`,
      schema: `${site}/schema/entry.schema.json`,
      repository: "https://github.com/Drudley/indexagentica",
      contribute: `${site}/agents/#contribute`,
    });
    expect(body.license).toEqual({ content: "CC-BY-4.0", code: "MIT" });
  });

  it("GET /health: ok true and the version", async () => {
    const { status, body } = await getDocumented(target, "/health");
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
    expect(typeof body.version).toBe("string");
  });

  it("GET /entries: total and every id, in the site's order", async () => {
    const { status, body } = await getDocumented(target, "/entries");
    expect(status).toBe(200);
    expect(body.total).toBe(body.ids.length);
    const index = await siteIndex();
    if (index) expect(body.ids).toEqual(index.entries.map((entry) => entry.id));
  });

  it("GET /entries/{id} (and .json, any case, spaces, trailing slash): the entry itself, every published field as published", async () => {
    const index = await siteIndex();
    const ids = (await get(target, "/entries")).body.ids as string[];
    for (const id of [ids[0]!, ids[Math.floor(ids.length / 2)]!, ids.at(-1)!]) {
      const { status, body } = await getDocumented(target, `/entries/${id}`);
      expect(status, id).toBe(200);
      expect(body.entry, id).toBeUndefined();
      expect(body.id, id).toBe(id);
      for (const key of ["name", "category", "summary", "url"]) expect(typeof body[key], `${id}.${key}`).toBe("string");
      expect(body.data.source, id).toBe("live");
      const published = index?.entries.find((entry) => entry.id === id);
      if (published) for (const [key, value] of Object.entries(published)) expect(body[key], `${id}.${key}`).toEqual(value);
      for (const variant of [`${id}.json`, `${id.toUpperCase()}`, `%20${id}%20`, `${id}/`]) {
        const same = await get(target, `/entries/${variant}`);
        expect(same.status, variant).toBe(200);
        expect(same.body.id, variant).toBe(id);
        // The document's paths have no trailing slash; the answer is the same route's.
        await expectDocumented(target, "GET", `/entries/${variant}`.replace(/\/$/, ""), same);
      }
    }
  });

  it("GET /content: total and items (type, id, summary, tags, links), filtered by type", async () => {
    const all = await getDocumented(target, "/content");
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(all.body.items.length);
    for (const item of all.body.items) {
      expect(["guide", "comparison", "stack", "skill"]).toContain(item.type);
      for (const key of ["id", "summary"]) expect(typeof item[key], `${item.id}.${key}`).toBe("string");
      expect(Array.isArray(item.tags)).toBe(true);
    }
    for (const type of ["guide", "comparison", "stack", "skill"]) {
      const one = await getDocumented(target, `/content?type=${type}`);
      expect(one.status, type).toBe(200);
      expect(one.body.type, type).toBe(type);
      expect(
        one.body.items.every((item: { type: string }) => item.type === type),
        type,
      ).toBe(true);
      expect(one.body.total, type).toBe(all.body.items.filter((item: { type: string }) => item.type === type).length);
    }
  });

  it("GET /content/{type}/{id} (and .json, any case): the item itself at the top level, markdown whole", async () => {
    const items = (await get(target, "/content")).body.items as { type: string; id: string }[];
    const seen = new Set<string>();
    for (const item of items) {
      if (seen.has(item.type)) continue;
      seen.add(item.type);
      const { status, body } = await getDocumented(target, `/content/${item.type}/${item.id}`);
      expect(status, item.id).toBe(200);
      expect(body.content, item.id).toBeUndefined();
      expect(body).toMatchObject({ type: item.type, id: item.id });
      for (const key of ["title", "summary", "markdown"]) expect(typeof body[key], `${item.id}.${key}`).toBe("string");
      expect(typeof body.links).toBe("object");
      expect(body.truncated, item.id).toBeUndefined();
      expect(body.data.source).toBe("live");
      for (const variant of [`${item.id}.json`, `${item.id}/`, item.id.toUpperCase()]) {
        const same = await get(target, `/content/${item.type}/${variant}`);
        expect(same.status, variant).toBe(200);
        expect(same.body.id, variant).toBe(item.id);
        await expectDocumented(target, "GET", `/content/${item.type}/${variant}`.replace(/\/$/, ""), same);
      }
    }
    expect(seen.size).toBe(4);
  });

  it("GET /categories: slug, name and count per category, counts summing to the entries", async () => {
    const { status, body } = await getDocumented(target, "/categories");
    expect(status).toBe(200);
    const entries = (await get(target, "/entries")).body.total as number;
    let sum = 0;
    for (const category of body.categories) {
      expect(typeof category.slug).toBe("string");
      expect(typeof category.name).toBe("string");
      expect(Number.isInteger(category.count)).toBe(true);
      sum += category.count;
    }
    expect(sum).toBe(entries);
  });

  it("GET /search: query, type, tags, limit, total and results (entry hits: type, id, name, category, summary, url, tags, score)", async () => {
    const { status, body } = await getDocumented(target, "/search?q=agent&limit=5");
    expect(status).toBe(200);
    expect(body).toMatchObject({ query: "agent", limit: 5 });
    expect(typeof body.type).toBe("string");
    expect(Array.isArray(body.tags)).toBe(true);
    expect(body.total).toBeGreaterThanOrEqual(body.results.length);
    expect(body.results.length).toBeLessThanOrEqual(5);
    for (const hit of body.results.filter((result: { type: string }) => result.type === "entry")) {
      for (const key of ["id", "name", "category", "summary", "url"]) expect(typeof hit[key], `${hit.id}.${key}`).toBe("string");
      expect(Array.isArray(hit.tags)).toBe(true);
      expect(typeof hit.score).toBe("number");
    }
    const alias = await getDocumented(target, "/search?query=agent&limit=5");
    expect(alias.body.results).toEqual(body.results);
    const none = await getDocumented(target, "/search?q=zzzzqqqxxyy");
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ total: 0, results: [] });
  });

  it("GET /openapi.json: OpenAPI 3.1 with live's paths and operationIds, and the Error schema", async () => {
    const { status, body } = await get(target, "/openapi.json");
    expect(status).toBe(200);
    expect(body.openapi).toBe("3.1.0");
    for (const key of ["title", "version", "description", "license"]) expect(body.info[key], key).toBeDefined();
    expect(body.servers).toEqual([{ url: target.base }]);
    const ids: Record<string, [string, string]> = {
      "/search": ["get", "search"],
      "/entries/{id}": ["get", "getEntry"],
      "/content": ["get", "listContent"],
      "/content/{type}/{id}": ["get", "getContent"],
      "/stats": ["get", "getStats"],
      "/hit": ["post", "postHit"],
      "/categories": ["get", "listCategories"],
      "/mcp": ["post", "mcp"],
    };
    for (const [path, [method, operationId]] of Object.entries(ids))
      expect(body.paths[path]?.[method]?.operationId, path).toBe(operationId);
    expect(body.paths["/.well-known/mcp/server-card.json"]?.get).toBeDefined();
    const id = body.paths["/entries/{id}"].get.parameters.find((param: { name: string }) => param.name === "id");
    expect(id.schema.pattern).toBe("^[a-z0-9]+(?:-[a-z0-9]+)*$");
    const error = body.components.schemas.Error.properties.error.properties;
    for (const key of ["status", "code", "message", "suggestions", "type", "retry_after"]) expect(error[key], key).toBeDefined();
    expect(error.code.enum).toEqual(expect.arrayContaining(["forbidden_origin", "too_large", "unavailable", "rate_limited"]));
    const hit = body.paths["/hit"].post.requestBody.content["text/plain"].schema;
    expect(hit).toMatchObject({ type: "string", maxLength: 512 });
  });

  it("GET /robots.txt allows everything, as plain text; /favicon.ico is empty", async () => {
    const robots = await get(target, "/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.headers.get("content-type")).toBe("text/plain");
    expect(robots.text).toBe("User-agent: *\nAllow: /\n");
    const favicon = await request(target, "/favicon.ico");
    // Live answers 404 and ours 204: both empty (docs/compatibility.md).
    expect(favicon.status).toBe(204);
    expect(favicon.text).toBe("");
  });
});
