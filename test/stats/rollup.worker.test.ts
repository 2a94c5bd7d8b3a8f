// The daily rollup on real local KV, driven through the Worker's scheduled handler with the pool's
// createScheduledController, and /stats's lazy catch-up; KV operations are counted by a wrapper and SQL
// queries by the stand-in's log.

import { env } from "cloudflare:workers";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import worker from "../../src/index";
import { addDays, dayStartMs, lastSettledDay } from "../../src/stats/days";
import { resetStatsCache } from "../../src/stats/endpoint";
import { HEAD_KEY, MAX_DAYS_SCANNED_PER_RUN, dayKey, parseHead } from "../../src/stats/rollup";
import { countingKv, hitPoint, requestPoint, scopedKv, sqlTenant } from "../support/analytics-helpers";
import { seedStoredDays, type Seeded } from "./seed-days";
import { NAMES } from "./names";

const sqlApi = inject("sqlApiUrl");
const REQUESTS = env.ANALYTICS_DATASET;
const HITS = env.HITS_DATASET;

function rollupEnv(tenantUrl: string, kv: KVNamespace, since?: string): Env {
  return {
    ...env,
    STATS_KV: kv,
    CF_ANALYTICS_TOKEN: "test-token",
    ANALYTICS_SQL_URL: tenantUrl,
    ...(since ? { STATS_API_SINCE: since, STATS_BEACON_SINCE: since } : {}),
  };
}

async function cron(testEnv: Env, scheduledTime: number): Promise<void> {
  const ctx = createExecutionContext();
  worker.scheduled(createScheduledController({ scheduledTime, cron: "30 0 * * *" }), testEnv, ctx);
  await waitOnExecutionContext(ctx);
}

async function head(kv: KVNamespace) {
  return parseHead(await kv.get(HEAD_KEY, "text"), NAMES);
}

/** An MCP search call, a REST request and a page view at noon of each day. */
function traffic(first: string, last: string) {
  const points = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    const noon = dayStartMs(day) + 12 * 3_600_000;
    points.push(requestPoint(REQUESTS, noon, { route: "mcp", method: "tools/call", tool: "search", cls: "agent" }));
    points.push(requestPoint(REQUESTS, noon, { route: "rest", tool: "get_entry", cls: "human" }));
    points.push(hitPoint(HITS, noon, "pageview"));
  }
  return points;
}

describe("the cron (scheduled handler)", () => {
  const AT = Date.parse("2026-11-05T00:30:00Z");

  it("stores each settled day and the running total in KV; re-running the same day changes nothing", async () => {
    const tenant = sqlTenant(sqlApi, "cron-basic");
    await tenant.load(traffic("2026-11-01", "2026-11-05"));
    const store = scopedKv(env.STATS_KV!, "cron-basic");
    const { kv, counts } = countingKv(store);
    const testEnv = rollupEnv(tenant.url, kv, "2026-11-01T00:00:00Z");

    await cron(testEnv, AT);
    const first = await head(store);
    expect(first?.through).toBe("2026-11-04");
    expect(first?.totals.mcp.tool_calls_by_tool.search).toBe(4);
    expect(first?.totals.api.by_operation.get_entry).toBe(4);
    expect(first?.totals.site.page_views).toBe(4);
    const day = JSON.parse((await store.get(dayKey("2026-11-03")))!) as { day: string; totals: { site: { page_views: number } } };
    expect(day.day).toBe("2026-11-03");
    expect(day.totals.site.page_views).toBe(1);
    expect({ get: counts.get, bulkGet: counts.bulkGet, put: counts.put }).toEqual({ get: 1, bulkGet: 1, put: 5 });
    expect((await tenant.log()).queries).toHaveLength(2);

    counts.reset();
    const before = await Promise.all(["2026-11-01", "2026-11-04"].map((d) => store.get(dayKey(d))));
    await cron(testEnv, AT);
    await cron(testEnv, AT + 3_600_000);
    expect(counts.total()).toBe(2);
    expect((await tenant.log()).queries).toHaveLength(2);
    expect(await head(store)).toEqual(first);
    expect(await Promise.all(["2026-11-01", "2026-11-04"].map((d) => store.get(dayKey(d))))).toEqual(before);
    expect((await tenant.log()).rejected).toEqual([]);
  });

  it("does nothing without the token (and says so)", async () => {
    const store = scopedKv(env.STATS_KV!, "cron-no-token");
    const { kv, counts } = countingKv(store);
    await cron({ ...env, STATS_KV: kv }, AT);
    expect(counts.total()).toBe(0);
    expect(await head(store)).toBeNull();
  });

  it("catches up a missed month over bounded runs", async () => {
    const tenant = sqlTenant(sqlApi, "cron-month");
    await tenant.load(traffic("2026-10-01", "2026-11-05"));
    const store = scopedKv(env.STATS_KV!, "cron-month");
    const { kv, counts } = countingKv(store);
    const testEnv = rollupEnv(tenant.url, kv, "2026-10-01T00:00:00Z");
    let runs = 0;
    let queries = 0;
    while ((await head(store))?.through !== "2026-11-04" && runs < 10) {
      counts.reset();
      await cron(testEnv, AT);
      runs++;
      expect(counts.total()).toBeLessThanOrEqual(1 + 1 + 7 + 1);
      const sent = (await tenant.log()).queries.length;
      expect(sent - queries).toBeLessThanOrEqual(3);
      queries = sent;
    }
    expect(runs).toBe(5);
    expect((await head(store))?.totals.site.page_views).toBe(35);
  });
});

describe("at 1,000 stored days", () => {
  // Seeding 1,000 keys into local KV takes seconds, so it happens once; each test puts the fixture back.
  const now = Date.now();
  const store = scopedKv(env.STATS_KV!, "days-1000");
  let seeded: Seeded;
  let seededHead: string;
  beforeAll(async () => {
    // The head stops one day short, so a cron run has exactly one new day to add.
    seeded = await seedStoredDays(store, now, 1_000, { withHead: true, endsBefore: 1 });
    seededHead = (await store.get(HEAD_KEY))!;
  }, 120_000);
  afterEach(async () => {
    await store.put(HEAD_KEY, seededHead);
    await store.delete(dayKey(lastSettledDay(now)));
  });

  it("a cron run adding the new day costs 4 KV operations and 2 SQL queries", async () => {
    const tenant = sqlTenant(sqlApi, "days-1000-cron");
    const newDay = lastSettledDay(now);
    await tenant.load(traffic(newDay, newDay));
    const { kv, counts } = countingKv(store);
    await cron(rollupEnv(tenant.url, kv), now);
    expect({ get: counts.get, bulkGet: counts.bulkGet, put: counts.put, total: counts.total() }).toEqual({
      get: 1,
      bulkGet: 1,
      put: 2,
      total: 4,
    });
    expect((await tenant.log()).queries).toHaveLength(2);
    const after = await head(store);
    expect(after?.through).toBe(newDay);
    expect(after?.days_stored).toBe(1_001);
    expect(after?.totals.site.page_views).toBe(seeded.pageViews + 1);

    counts.reset();
    await cron(rollupEnv(tenant.url, kv), now);
    expect(counts.total()).toBe(1);
    expect((await tenant.log()).queries).toHaveLength(2);
  });

  it("a /stats recompute costs 1 KV read and 7 SQL queries, 2 of them for the windows (plus the one-day catch-up the first time)", async () => {
    const tenant = sqlTenant(sqlApi, "days-1000-stats");
    const newDay = lastSettledDay(now);
    await tenant.load([...traffic(newDay, newDay), hitPoint(HITS, Date.now() - 60_000, "pageview", "", 2)]);
    const { kv, counts } = countingKv(store);
    const testEnv = rollupEnv(tenant.url, kv);
    const get = async () => {
      const ctx = createExecutionContext();
      const response = await worker.fetch(new Request("http://example.com/stats"), testEnv, ctx);
      const body = (await response.json()) as { windows: { all_time: { site: { page_views: number } } }; rollup: { days_stored: number } };
      await waitOnExecutionContext(ctx);
      return body;
    };

    const first = await get();
    // Lazy catch-up of the one missing day: head read, bulk read, day + head writes; 2 daily + 2 window queries,
    // and the dashboard's extras: 2 daily-series + 3 ranked queries.
    expect({ kv: counts.total(), sql: (await tenant.log()).queries.length }).toEqual({ kv: 4, sql: 9 });
    expect(first.rollup.days_stored).toBe(1_001);

    resetStatsCache({ cacheApi: true });
    counts.reset();
    const second = await get();
    expect({ kv: counts.total(), sql: (await tenant.log()).queries.length - 9 }).toEqual({ kv: 1, sql: 7 });
    // 1,000 seeded days + the new day (1 view) + 2 views today.
    expect(second.windows.all_time.site.page_views).toBe(seeded.pageViews + 1 + 2);
  });

  it("migrates 1,000 day records without a head (the reference's layout) in bounded runs, with no SQL", async () => {
    const tenant = sqlTenant(sqlApi, "days-1000-migrate");
    await store.delete(HEAD_KEY);
    const { kv, counts } = countingKv(store);
    const testEnv = rollupEnv(tenant.url, kv, `${seeded.first}T00:00:00Z`);
    let runs = 0;
    const perRun: number[] = [];
    while ((await head(store))?.through !== lastSettledDay(now) && runs < 20) {
      counts.reset();
      await cron(testEnv, now);
      perRun.push(counts.total());
      runs++;
    }
    // 1,000 stored days, 100 per bulk read; the last settled day (not seeded) is computed by the 11th run.
    expect(runs).toBe(Math.ceil(1_000 / MAX_DAYS_SCANNED_PER_RUN) + 1);
    expect(Math.max(...perRun)).toBeLessThanOrEqual(4);
    const migrated = await head(store);
    expect(migrated?.days_stored).toBe(1_001);
    expect(migrated?.days_missing).toBe(0);
    expect(migrated?.totals.site.page_views).toBe(seeded.pageViews);
    expect((await tenant.log()).queries).toHaveLength(2);
  });
});
