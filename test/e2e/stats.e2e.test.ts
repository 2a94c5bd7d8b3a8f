// Usage stats, the cron and beacons end to end: `wrangler dev --env test --test-scheduled` with the SQL API
// pointed at the local stand-in, the cron fired through GET /__scheduled, and local KV on disk.
// Local targets only: a deployment's analytics cannot be steered from here.

import { Validator } from "@seriousme/openapi-schema-validator";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, dayStartMs, lastSettledDay } from "../../src/stats/days";
import { hitPoint, requestPoint, sqlTenant } from "../support/analytics-helpers";
import { startSqlApiServer, type SqlApiServer } from "../support/sql-api-server";
import { startWranglerDev, type WranglerDev } from "../support/wrangler-dev";
import { getJson, targets } from "./helpers";

// A rollup is a handful of SQL queries and KV writes on this machine; this only bounds a lost signal.
const ROLLUP_WAIT_MS = 30_000;
const local = targets.find((target) => target.local && target.site !== null && target.name !== "real-fixture");

interface Totals {
  site: { page_views: number; downloads: { total: number } };
  mcp: { tool_calls: number; tool_calls_by_tool: Record<string, number> };
  api: { requests: number };
}
interface StatsBody {
  status: string;
  since: { mcp_api: string; site_beacon: string };
  stats_url: string;
  all_time_method: string;
  windows: { last_24h: Totals; last_7d: Totals; all_time: Totals };
  rollup: { last_stored_day: string | null; days_stored: number; complete: boolean };
}

/** The body matches the 200 schema /openapi.json publishes for /stats. */
async function expectDocumented(body: unknown): Promise<void> {
  const { body: document } = await getJson(`${local!.base}/openapi.json`);
  const validator = new Validator();
  await validator.validate(document);
  const spec = validator.resolveRefs() as {
    paths: Record<string, { get: { responses: Record<string, { content: Record<string, { schema: object }> }> } }>;
  };
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const check = ajv.compile(spec.paths["/stats"]!.get.responses["200"]!.content["application/json"]!.schema);
  expect(check(body), JSON.stringify(check.errors)).toBe(true);
}

describe.runIf(local !== undefined)("stats, cron and beacons on wrangler dev", () => {
  let sqlApi: SqlApiServer;
  let dev: WranglerDev;
  let tenant: ReturnType<typeof sqlTenant>;
  const now = Date.now();
  const since = addDays(lastSettledDay(now), -4);

  beforeAll(async () => {
    sqlApi = await startSqlApiServer();
    tenant = sqlTenant(sqlApi.url, "e2e");
    const points = [];
    for (let day = since; day <= lastSettledDay(now); day = addDays(day, 1)) {
      const noon = dayStartMs(day) + 12 * 3_600_000;
      points.push(requestPoint("indexagentica_mcp_test", noon, { route: "mcp", method: "tools/call", tool: "search" }));
      points.push(hitPoint("indexagentica_hits_test", noon, "pageview"));
    }
    points.push(requestPoint("indexagentica_mcp_test", now - 3_600_000, { route: "rest", tool: "get_entry", cls: "human" }));
    await tenant.load(points);
    dev = await startWranglerDev({
      env: "test",
      args: ["--test-scheduled"],
      // The Worker's console.log lines (the rollup's closing line) are what the cron test waits for.
      logLevel: "log",
      vars: {
        DATA_BASE_URL: local!.site!,
        CF_ANALYTICS_TOKEN: "test-token",
        ANALYTICS_SQL_URL: tenant.url,
        STATS_API_SINCE: `${since}T00:00:00Z`,
        STATS_BEACON_SINCE: `${since}T00:00:00Z`,
      },
    });
  }, 180_000);

  afterAll(async () => {
    await dev?.stop();
    await sqlApi?.close();
  });

  async function fireCron(): Promise<void> {
    const fired = await fetch(`${dev.url}/__scheduled?cron=30+0+*+*+*`);
    expect(fired.status).toBe(200);
    await fired.text();
  }

  /** The n-th rollup's closing line, once the Worker has printed it (bounded by ROLLUP_WAIT_MS). */
  async function rollupLine(n: number): Promise<string> {
    const deadline = Date.now() + ROLLUP_WAIT_MS;
    for (;;) {
      const lines = dev.output().match(/stats rollup (?:through|failed|skipped)[^\n]*/g) ?? [];
      if (lines.length >= n) return lines[n - 1]!;
      if (Date.now() > deadline) throw new Error(`no rollup line ${n} within ${ROLLUP_WAIT_MS} ms:\n${dev.output().slice(-2_000)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it("the cron (GET /__scheduled) rolls the settled days into KV, once", async () => {
    // /__scheduled answers before the rollup's waitUntil work ends; each run ends with one summary line
    // (src/stats/scheduled.ts), the signal that its SQL queries and KV writes are done.
    await fireCron();
    const first = await rollupLine(1);
    expect(first).toMatch(/: 5 computed, 0 reused, 0 lost/);
    const daily = (await tenant.log()).queries.filter((sql) => sql.includes(" AS day"));
    expect(daily).toHaveLength(2);

    await fireCron();
    expect(await rollupLine(2)).toMatch(/: 0 computed, 0 reused, 0 lost, 0 behind/);
    expect((await tenant.log()).queries.filter((sql) => sql.includes(" AS day"))).toHaveLength(2);
  });

  it("GET /stats answers all_time from the rollup plus a live query", async () => {
    const { status, body, headers } = await getJson<StatsBody>(`${dev.url}/stats`);
    expect(status).toBe(200);
    expect(body.status).toBe("ok");
    expect(headers.get("cache-control")).toBe("public, max-age=600");
    expect(body.rollup.last_stored_day).toBe(lastSettledDay(now));
    expect(body.rollup.days_stored).toBe(5);
    expect(body.rollup.complete).toBe(true);
    expect(body.windows.all_time.mcp.tool_calls_by_tool.search).toBe(5);
    expect(body.windows.all_time.site.page_views).toBe(5);
    expect(body.windows.last_24h.api.requests).toBe(1);
    // The live service's fields: the configured timestamps verbatim, the canonical /stats, how all_time is made.
    expect(body.since).toEqual({ mcp_api: `${since}T00:00:00Z`, site_beacon: `${since}T00:00:00Z` });
    expect(body.stats_url).toBe(`${dev.url}/stats`);
    expect(body.all_time_method).toMatch(/KV/);
    const alias = await getJson<StatsBody>(`${dev.url}/v1/usage`);
    expect(alias.body).toEqual(body);
    await expectDocumented(body);
    expect((await tenant.log()).rejected).toEqual([]);
  });

  it("POST /v1/e counts a beacon from the site and refuses the rest", async () => {
    const send = (origin: string, body: string) =>
      fetch(`${dev.url}/v1/e`, { method: "POST", headers: { origin, "content-type": "text/plain;charset=UTF-8" }, body });
    const accepted = await send("https://indexagentica.com", '{"t":"pageview","p":"/entries/test-site-only/"}');
    expect(accepted.status).toBe(204);
    const foreign = await send("https://evil.example", '{"t":"pageview","p":"/"}');
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { error: { code: string } }).error.code).toBe("forbidden_origin");
    const unknown = await send("https://indexagentica.com", '{"t":"pageview","p":"/nope/"}');
    expect(unknown.status).toBe(400);
    await unknown.text();
    const wrongMethod = await fetch(`${dev.url}/hit`);
    expect(wrongMethod.status).toBe(405);
    await wrongMethod.text();
  });

  it("without the token /stats says it is collecting (the suite's shared Worker)", async () => {
    const { status, body, headers } = await getJson<{ status: string; windows?: unknown }>(`${local!.base}/stats`);
    expect(status).toBe(200);
    expect(body.status).toBe("collecting");
    expect(headers.get("cache-control")).toBe("public, max-age=60");
    expect(body.windows).toBeUndefined();
    await expectDocumented(body);
  });
});
