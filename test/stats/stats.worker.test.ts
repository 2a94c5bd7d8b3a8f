// GET /stats through the real fetch handler, against the SQL API stand-in and real local KV.

import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import worker from "../../src/index";
import { DAY_MS } from "../../src/core/calendar";
import { resetStatsCache } from "../../src/stats/endpoint";
import { validate } from "../../src/schema/validate";
import { STATS_COLLECTING_SCHEMA, STATS_OK_SCHEMA, STATS_UNAVAILABLE_SCHEMA } from "../../src/stats/schema";
import type { JsonSchema } from "../../src/schema/json-schema";
import { hitPoint, requestPoint, scopedKv, sqlTenant } from "../support/analytics-helpers";

const sqlApi = inject("sqlApiUrl");
const REQUESTS = env.ANALYTICS_DATASET;
const HITS = env.HITS_DATASET;

interface Totals {
  site: { page_views: number; outbound_clicks: number; downloads: { total: number; zip: number; skill_md: number } };
  mcp: { requests: number; tool_calls: number; tool_calls_by_tool: Record<string, number>; by_client: { agent: number; human: number } };
  api: { requests: number; by_operation: Record<string, number> };
  agent_vs_human: { agent: number; human: number };
  search: { ranked: number; weak_answers: number };
}
interface StatsBody {
  status: string;
  since: { mcp_api: string; site_beacon: string };
  windows: { last_24h: Totals; last_7d: Totals; all_time: Totals };
  rollup: { method: string; days_stored: number; last_stored_day: string | null; complete: boolean };
  definitions: Record<string, string>;
  daily?: { days: { day: string; ranked_searches: number; weak_answers: number; weak_answer_share: number | null }[] };
}

/** The test env with its own slice of KV (the pool shares storage between the tests of a file). */
function statsEnv(tenantUrl: string | null) {
  const base = { ...env, STATS_KV: scopedKv(env.STATS_KV!, tenantUrl ?? "no-token") };
  return tenantUrl === null ? base : { ...base, CF_ANALYTICS_TOKEN: "test-token", ANALYTICS_SQL_URL: tenantUrl };
}

async function getStats(testEnv: Env, path = "/stats") {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`http://example.com${path}`, { headers: { origin: "https://indexagentica.com" } }),
    testEnv,
    ctx,
  );
  const body = (await response.json()) as StatsBody & Record<string, unknown>;
  await waitOnExecutionContext(ctx);
  return { status: response.status, headers: response.headers, body };
}

function conforms(schema: unknown, value: unknown): void {
  const result = validate(schema as JsonSchema, value);
  expect(result.ok ? "" : result.message).toBe("");
}

describe("GET /stats", () => {
  it("without the token answers collecting, with no numbers, reusable for a minute", async () => {
    const { status, body, headers } = await getStats(statsEnv(null));
    expect(status).toBe(200);
    expect(body.status).toBe("collecting");
    expect(body.windows).toBeUndefined();
    // The configured timestamps verbatim (wrangler.toml [env.test]), as the live service echoes them.
    expect(body.since).toEqual({ mcp_api: "2026-10-02T20:21:47Z", site_beacon: "2026-10-03T00:00:00Z" });
    expect(body.stats_url).toBe("http://example.com/stats");
    expect(headers.get("cache-control")).toBe("public, max-age=60");
    conforms(STATS_COLLECTING_SCHEMA, body);
  });

  it("names the canonical /stats in stats_url: PUBLIC_BASE_URL when set", async () => {
    const { body } = await getStats({ ...statsEnv(null), PUBLIC_BASE_URL: "https://mcp.example.org" } as Env, "/v1/usage");
    expect(body.stats_url).toBe("https://mcp.example.org/stats");
  });

  it("publishes the spec's figures per window, only our tool names, from two SQL queries", async () => {
    const tenant = sqlTenant(sqlApi, "stats-figures");
    const now = Date.now();
    const hour = now - 3_600_000;
    const days3 = now - 3 * DAY_MS;
    const days30 = now - 30 * DAY_MS;
    await tenant.load([
      requestPoint(REQUESTS, hour, {
        route: "mcp",
        method: "tools/call",
        tool: "search",
        cls: "agent",
        weight: 3,
        search: { ranked: 1, weak: 0 },
      }),
      requestPoint(REQUESTS, hour, { route: "mcp", method: "tools/call", tool: "search", cls: "agent", search: { ranked: 1, weak: 1 } }),
      requestPoint(REQUESTS, hour, { route: "mcp", method: "tools/call", tool: "exfiltrate_secrets", cls: "agent" }),
      requestPoint(REQUESTS, hour, { route: "mcp", method: "initialize", cls: "human" }),
      requestPoint(REQUESTS, days3, { route: "mcp", method: "tools/call", tool: "get_entry", cls: "agent" }),
      requestPoint(REQUESTS, days3, { route: "rest", tool: "get_entry", cls: "human", weight: 10 }),
      requestPoint(REQUESTS, days30, { route: "rest", tool: "search", cls: "agent", search: { ranked: 1, weak: 1 } }),
      requestPoint(REQUESTS, hour, { route: "other", cls: "agent" }),
      hitPoint(HITS, hour, "pageview", "", 7),
      hitPoint(HITS, days3, "click"),
      hitPoint(HITS, days30, "download", "zip"),
      hitPoint(HITS, hour, "download", "skill_md"),
    ]);
    const { status, body, headers } = await getStats(statsEnv(tenant.url));
    expect(status).toBe(200);
    expect(body.status).toBe("ok");
    conforms(STATS_OK_SCHEMA, body);
    expect(headers.get("cache-control")).toBe("public, max-age=600");
    expect(headers.get("age")).toBe("0");
    expect(body.stats_url).toBe("http://example.com/stats");
    expect(body.all_time_method).toBe(body.rollup.method);
    expect(body.all_time_method).toMatch(/KV/);

    const { last_24h, last_7d, all_time } = body.windows;
    expect(last_24h.mcp).toEqual({
      requests: 6,
      tool_calls: 5,
      tool_calls_by_tool: { search: 4, get_entry: 0, get_content: 0, list_categories: 0, unknown_tool: 1 },
      by_client: { agent: 5, human: 1 },
    });
    expect(last_24h.site).toEqual({ page_views: 7, outbound_clicks: 0, downloads: { total: 1, zip: 0, skill_md: 1 } });
    expect(last_7d.mcp.tool_calls_by_tool.get_entry).toBe(1);
    expect(last_7d.api.requests).toBe(10);
    expect(last_7d.site.outbound_clicks).toBe(1);
    expect(all_time.api.requests).toBe(11);
    expect(all_time.api.by_operation).toMatchObject({ get_entry: 10, search: 1 });
    expect(all_time.site.downloads).toEqual({ total: 2, zip: 1, skill_md: 1 });
    // The "other" route (cards, docs) is in neither MCP nor REST, so not in the split either.
    expect(all_time.agent_vs_human).toEqual({ agent: 7, human: 11 });
    expect(JSON.stringify(body)).not.toContain("exfiltrate");
    // Searches answered with a ranked first page, and those with the weak-answer line; per day in the daily series.
    expect(last_24h.search).toEqual({ ranked: 4, weak_answers: 1 });
    expect(all_time.search).toEqual({ ranked: 5, weak_answers: 2 });
    const day = body.daily!.days.find((row) => row.day === new Date(hour).toISOString().slice(0, 10))!;
    expect(day).toMatchObject({ ranked_searches: 4, weak_answers: 1, weak_answer_share: 0.25 });
    expect(body.definitions.search).toMatch(/weak-answer line/);

    const log = await tenant.log();
    expect(log.rejected).toEqual([]);
    // Lazy catch-up: the first recompute also rolled up the settled days (one query per dataset), then
    // one query per dataset for the three windows.
    expect(log.queries.filter((sql) => sql.includes("AS last_24h"))).toHaveLength(2);
    expect(log.queries.every((sql) => !sql.includes("exfiltrate"))).toBe(true);
  });

  it("answers from the memo, then from the Cache API, without asking the SQL API again", async () => {
    const tenant = sqlTenant(sqlApi, "stats-cache");
    await tenant.load([hitPoint(HITS, Date.now() - 60_000, "pageview")]);
    const testEnv = statsEnv(tenant.url);
    const first = await getStats(testEnv);
    const asked = (await tenant.log()).queries.length;
    const second = await getStats(testEnv, "/v1/usage");
    expect(second.body).toEqual(first.body);
    resetStatsCache();
    const third = await getStats(testEnv);
    expect(third.status).toBe(200);
    expect(third.body.windows.last_24h.site.page_views).toBe(1);
    expect((await tenant.log()).queries.length).toBe(asked);
  });

  it("answers 503 unavailable when the SQL API fails, and does not hammer it", async () => {
    const tenant = sqlTenant(sqlApi, "stats-down");
    await tenant.mode("status-500");
    const testEnv = statsEnv(tenant.url);
    const first = await getStats(testEnv);
    expect(first.status).toBe(503);
    expect(first.body.status).toBe("unavailable");
    expect(first.body.message).toBe("Usage stats are temporarily unavailable: the SQL API answered HTTP 500.");
    conforms(STATS_UNAVAILABLE_SCHEMA, first.body);
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(Number(first.headers.get("retry-after"))).toBeGreaterThan(0);
    const asked = (await tenant.log()).queries.length;
    expect((await getStats(testEnv)).status).toBe(503);
    expect((await tenant.log()).queries.length).toBe(asked);
  });

  it("answers 503 when the token is refused, without echoing it", async () => {
    const tenant = sqlTenant(sqlApi, "stats-token");
    await tenant.mode("ok", "a-different-token");
    const { status, body } = await getStats(statsEnv(tenant.url));
    expect(status).toBe(503);
    expect(JSON.stringify(body)).not.toContain("test-token");
  });

  it("is documented in /openapi.json with its alias and the beacon routes", async () => {
    const ctx = createExecutionContext();
    const response = await worker.fetch(new Request("http://example.com/openapi.json"), env, ctx);
    const doc = (await response.json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown }>>;
    };
    await waitOnExecutionContext(ctx);
    for (const path of ["/stats", "/v1/usage"]) expect(Object.keys(doc.paths[path]!.get!.responses)).toEqual(["200", "429", "503"]);
    for (const path of ["/hit", "/v1/e"]) {
      expect(doc.paths[path]!.post!.requestBody).toBeDefined();
      expect(Object.keys(doc.paths[path]!.post!.responses)).toEqual(["204", "400", "403", "413", "429", "503"]);
    }
  });
});
