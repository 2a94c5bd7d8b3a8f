// The rollup against an in-memory KV and an in-process copy of the SQL stand-in (the Workers tests repeat
// the important cases on real local KV).

import { describe, expect, it } from "vitest";
import { ok } from "../../src/core/problem";
import { addDays, dayStartMs, lastSettledDay } from "../../src/stats/days";
import { computeStats } from "../../src/stats/compute";
import {
  HEAD_KEY,
  MAX_DAYS_COMPUTED_PER_RUN,
  MAX_DAYS_SCANNED_PER_RUN,
  dayKey,
  parseHead,
  readHead,
  rollUp,
  type RollupDeps,
  type KvStore,
} from "../../src/stats/rollup";
import type { SqlRunner } from "../../src/stats/sql-client";
import { emptyTotals, readTotals } from "../../src/stats/totals";
import { countingKv, hitPoint, memoryKv, requestPoint } from "../support/analytics-helpers";
import { parseQuery, runQuery, type StoredPoint } from "../support/sql-api-server";
import { NAMES } from "./names";

const datasets = { requests: "mcp_ds", hits: "hits_ds" };

function localSql(points: StoredPoint[]): { sql: SqlRunner; queries: string[] } {
  const queries: string[] = [];
  return {
    queries,
    sql: async (text) => {
      queries.push(text);
      return ok(runQuery(parseQuery(text), points).data);
    },
  };
}

/** One MCP search call (a ranked first page, weak every other day), one REST request and one page view at noon of each day. */
function traffic(first: string, last: string): StoredPoint[] {
  const points: StoredPoint[] = [];
  for (let day = first, i = 0; day <= last; day = addDays(day, 1), i++) {
    const noon = dayStartMs(day) + 12 * 3_600_000;
    const search = { ranked: 1, weak: i % 2 === 0 ? 1 : 0 } as const;
    points.push(requestPoint(datasets.requests, noon, { route: "mcp", method: "tools/call", tool: "search", cls: "agent", search }));
    points.push(requestPoint(datasets.requests, noon, { route: "rest", tool: "get_entry", cls: "human" }));
    points.push(hitPoint(datasets.hits, noon, "pageview"));
  }
  return points;
}

const NOW = Date.parse("2026-11-05T00:30:00Z");

function deps(kv: ReturnType<typeof memoryKv>, sql: SqlRunner, firstDay: string, now = NOW): RollupDeps {
  return { kv: kv as unknown as KvStore, sql, datasets, firstDay, now, names: NAMES };
}

describe("rollUp", () => {
  it("stores each settled day and a running total, then does nothing until the next day settles", async () => {
    const memory = memoryKv();
    const { kv, counts } = countingKv(memory);
    const { sql, queries } = localSql(traffic("2026-11-01", "2026-11-05"));
    const first = await rollUp(deps(kv, sql, "2026-11-01"), null);
    expect(first.ok && first.value.computed).toEqual(["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04"]);
    const head = parseHead(memory.store.get(HEAD_KEY) ?? null, NAMES)!;
    expect(head.through).toBe("2026-11-04");
    expect(head.totals.mcp.tool_calls_by_tool.search).toBe(4);
    expect(head.totals.api.requests).toBe(4);
    expect(head.totals.site.page_views).toBe(4);
    expect(head.totals.search).toEqual({ ranked: 4, weak_answers: 2 });
    expect(readTotals(JSON.parse(memory.store.get(dayKey("2026-11-02"))!).totals, NAMES).mcp.tool_calls).toBe(1);
    expect(readTotals(JSON.parse(memory.store.get(dayKey("2026-11-01"))!).totals, NAMES).search).toEqual({ ranked: 1, weak_answers: 1 });
    // One bulk read of the due days, four day records and the head; two SQL queries for all four days.
    expect(counts.bulkGet).toBe(1);
    expect(counts.put).toBe(5);
    expect(queries).toHaveLength(2);

    counts.reset();
    queries.length = 0;
    const again = await rollUp(deps(kv, sql, "2026-11-01"), head);
    expect(again.ok && again.value.computed).toEqual([]);
    expect(counts.total()).toBe(0);
    expect(queries).toHaveLength(0);
  });

  it("is idempotent: re-running a day already in the head changes nothing", async () => {
    const memory = memoryKv();
    const { sql } = localSql(traffic("2026-11-01", "2026-11-05"));
    await rollUp(deps(memory, sql, "2026-11-01"), null);
    const before = new Map(memory.store);
    const read = await readHead(memory as unknown as KvStore, NAMES);
    expect(read.ok && read.value?.through).toBe("2026-11-04");
    await rollUp(deps(memory, sql, "2026-11-01"), read.ok ? read.value : null);
    expect(memory.store).toEqual(before);
  });

  it("reuses a day written by a run that failed before its head write, without querying it again", async () => {
    const memory = memoryKv();
    const { sql } = localSql(traffic("2026-11-01", "2026-11-05"));
    await rollUp(deps(memory, sql, "2026-11-01", Date.parse("2026-11-03T00:30:00Z")), null);
    const headThrough2 = memory.store.get(HEAD_KEY)!;
    await rollUp(deps(memory, sql, "2026-11-01"), parseHead(headThrough2, NAMES));
    const complete = new Map(memory.store);
    // Simulate the crash: the head falls back to day 2 while the records of days 3-4 exist.
    memory.store.set(HEAD_KEY, headThrough2);
    const replay = localSql(traffic("2026-11-01", "2026-11-05"));
    const run = await rollUp(deps(memory, replay.sql, "2026-11-01"), parseHead(headThrough2, NAMES));
    expect(run.ok && run.value.reused).toEqual(["2026-11-03", "2026-11-04"]);
    expect(replay.queries).toHaveLength(0);
    expect(parseHead(memory.store.get(HEAD_KEY)!, NAMES)!.totals).toEqual(parseHead(complete.get(HEAD_KEY)!, NAMES)!.totals);
  });

  it("bounds one run: at most 7 days computed, the rest caught up by later runs", async () => {
    const memory = memoryKv();
    const { kv, counts } = countingKv(memory);
    const { sql, queries } = localSql(traffic("2026-10-01", "2026-11-05"));
    let head = null;
    let runs = 0;
    for (; runs < 20; runs++) {
      counts.reset();
      queries.length = 0;
      const run = await rollUp(deps(kv, sql, "2026-10-01"), head);
      expect(run.ok).toBe(true);
      if (!run.ok) break;
      expect(run.value.computed.length).toBeLessThanOrEqual(MAX_DAYS_COMPUTED_PER_RUN);
      expect(counts.total()).toBeLessThanOrEqual(1 + MAX_DAYS_COMPUTED_PER_RUN + 1);
      expect(queries.length).toBeLessThanOrEqual(3);
      head = run.value.head;
      if (run.value.behind === 0) break;
    }
    expect(head?.through).toBe("2026-11-04");
    expect(head?.totals.site.page_views).toBe(35);
    expect(runs + 1).toBe(Math.ceil(35 / MAX_DAYS_COMPUTED_PER_RUN));
  });

  it("gives up days past retention that were never stored, scanning 100 days per run", async () => {
    const memory = memoryKv();
    const { sql, queries } = localSql([]);
    const firstDay = addDays(lastSettledDay(NOW), -299);
    const run = await rollUp(deps(memory, sql, firstDay), null);
    expect(run.ok && run.value.missing.length).toBe(MAX_DAYS_SCANNED_PER_RUN);
    expect(queries).toHaveLength(0);
    expect(parseHead(memory.store.get(HEAD_KEY)!, NAMES)!.days_missing).toBe(100);
  });

  it("stops before the first day whose SQL fails, writing nothing", async () => {
    const memory = memoryKv();
    const failing: SqlRunner = async () => ({ ok: false, problem: { code: "upstream_error", message: "down" } });
    const run = await rollUp(deps(memory, failing, "2026-11-01"), null);
    expect(run.ok).toBe(false);
    expect(memory.store.size).toBe(0);
  });
});

describe("computeStats", () => {
  it("answers all_time as the head plus one live query: 1 KV read, 2 SQL queries for the windows and 5 for the dashboard's extras", async () => {
    const memory = memoryKv();
    const { kv, counts } = countingKv(memory);
    const points = traffic("2026-11-01", "2026-11-05");
    const { sql, queries } = localSql(points);
    const now = Date.parse("2026-11-05T18:00:00Z");
    const since = { mcp_api: "2026-11-01T00:00:00.000Z", site_beacon: "2026-11-01T00:00:00.000Z" };
    await rollUp(deps(memory, sql, "2026-11-01", now), null);
    counts.reset();
    queries.length = 0;
    const result = await computeStats({ sql, kv: kv as unknown as KvStore, datasets, since, now, names: NAMES });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(counts.total()).toBe(1);
    expect(queries.filter((sql) => !sql.includes(" AS day") && !sql.includes(" LIMIT "))).toHaveLength(2);
    // The daily series (requests and beacons by day) and the three ranked lists.
    expect(queries.filter((sql) => sql.includes(" AS day"))).toHaveLength(2);
    expect(queries.filter((sql) => sql.includes(" LIMIT "))).toHaveLength(3);
    expect(queries).toHaveLength(7);
    const body = result.value;
    expect(body.windows.all_time.site.page_views).toBe(5);
    expect(body.windows.last_24h.site.page_views).toBe(1);
    expect(body.windows.last_7d.mcp.tool_calls).toBe(5);
    expect(body.rollup).toMatchObject({
      days_stored: 4,
      last_stored_day: "2026-11-04",
      live_from: "2026-11-05T00:00:00.000Z",
      complete: true,
    });
  });

  it("without KV counts everything still in Analytics Engine live", async () => {
    const { sql } = localSql(traffic("2026-11-01", "2026-11-05"));
    const result = await computeStats({
      sql,
      kv: null,
      datasets,
      since: { mcp_api: "2026-11-01T00:00:00.000Z", site_beacon: "2026-11-01T00:00:00.000Z" },
      now: Date.parse("2026-11-05T18:00:00Z"),
      names: NAMES,
    });
    expect(result.ok && result.value.windows.all_time.api.requests).toBe(5);
    expect(result.ok && result.value.rollup.last_stored_day).toBeNull();
  });

  it("fails as a value when the SQL API does", async () => {
    const failing: SqlRunner = async () => ({ ok: false, problem: { code: "upstream_error", message: "the SQL API answered HTTP 500" } });
    const result = await computeStats({
      sql: failing,
      kv: null,
      datasets,
      since: { mcp_api: "2026-11-01T00:00:00Z", site_beacon: "2026-11-01T00:00:00Z" },
      now: NOW,
      names: NAMES,
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem.message).toBe("the SQL API answered HTTP 500");
    expect(emptyTotals(NAMES).mcp.tool_calls).toBe(0);
  });
});
