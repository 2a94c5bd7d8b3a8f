// The dashboard's extras in /stats: the daily series of the last 30 UTC days and the top lists, computed through the
// strict SQL stand-in's grammar from stored points.

import { describe, expect, it } from "vitest";
import { ok } from "../../src/core/problem";
import { computeStats } from "../../src/stats/compute";
import { addDays, dayStartMs } from "../../src/stats/days";
import { DAILY_DAYS, TOP_LIMIT, usageDetail } from "../../src/stats/detail";
import type { SqlRunner } from "../../src/stats/sql-client";
import { hitPoint, idHitPoint, requestPoint } from "../support/analytics-helpers";
import { parseQuery, runQuery, type StoredPoint } from "../support/sql-api-server";
import { NAMES } from "./names";

const datasets = { requests: "mcp_ds", hits: "hits_ds" };
const NOW = Date.parse("2026-11-30T15:00:00Z");
const FIRST = addDays("2026-11-30", 1 - DAILY_DAYS);

function localSql(points: StoredPoint[], failWhen: (sql: string) => boolean = () => false): { sql: SqlRunner; queries: string[] } {
  const queries: string[] = [];
  return {
    queries,
    sql: async (text) => {
      queries.push(text);
      if (failWhen(text)) return { ok: false, problem: { code: "upstream_error", message: "the SQL API answered HTTP 500" } };
      return ok(runQuery(parseQuery(text), points).data);
    },
  };
}

const noon = (day: string) => dayStartMs(day) + 12 * 3_600_000;

function traffic(): StoredPoint[] {
  const points: StoredPoint[] = [];
  // Before the series: never in it.
  points.push(
    requestPoint(datasets.requests, noon(addDays(FIRST, -1)), { route: "mcp", method: "tools/call", tool: "search", client: "old" }),
  );
  for (let i = 0; i < DAILY_DAYS; i++) {
    const day = addDays(FIRST, i);
    for (let n = 0; n <= i % 3; n++) {
      points.push(
        requestPoint(datasets.requests, noon(day), { route: "mcp", method: "tools/call", tool: "search", client: "claude-code" }),
      );
    }
    points.push(requestPoint(datasets.requests, noon(day), { route: "rest", tool: "get_entry", cls: "human" }));
    points.push(hitPoint(datasets.hits, noon(day), "pageview"));
  }
  // A long tail: 40 one-off clients, one name a page must not publish, one unnamed.
  for (let n = 0; n < 40; n++)
    points.push(requestPoint(datasets.requests, noon(FIRST), { route: "mcp", method: "initialize", client: `tail-${n}` }));
  points.push(
    requestPoint(datasets.requests, noon(FIRST), { route: "mcp", method: "initialize", client: "<b>visit evil</b>", weight: 50 }),
  );
  points.push(requestPoint(datasets.requests, noon(FIRST), { route: "mcp", method: "initialize", client: "", weight: 7 }));
  points.push(requestPoint(datasets.requests, noon(FIRST), { route: "mcp", method: "initialize", client: "cursor", weight: 5 }));
  points.push(idHitPoint(datasets.hits, noon(FIRST), "click", "x402", 3));
  points.push(idHitPoint(datasets.hits, noon(FIRST), "click", "playwright-mcp", 4));
  points.push(idHitPoint(datasets.hits, noon(FIRST), "download", "connect-remote-mcp", 2));
  return points;
}

describe("usageDetail", () => {
  it("gives one row per UTC day for the last 30 days, today so far included", async () => {
    const { sql } = localSql(traffic());
    const result = await usageDetail(sql, datasets, NOW, NAMES);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { daily } = result.value;
    expect(daily.from).toBe(FIRST);
    expect(daily.through).toBe("2026-11-30");
    expect(daily.days.map((row) => row.day)).toEqual(Array.from({ length: DAILY_DAYS }, (_, i) => addDays(FIRST, i)));
    expect(daily.days.map((row) => row.mcp_tool_calls)).toEqual(Array.from({ length: DAILY_DAYS }, (_, i) => (i % 3) + 1));
    expect(daily.days.every((row) => row.api_requests === 1 && row.page_views === 1)).toBe(true);
    expect(daily.days[0]!.outbound_clicks).toBe(7);
    expect(daily.days[0]!.downloads).toBe(2);
    // 1 tool call + 40 tail + 50 + 7 + 5 MCP requests on the first day.
    expect(daily.days[0]!.mcp_requests).toBe(1 + 40 + 50 + 7 + 5);
    expect(daily.days[0]!.human).toBe(1);
  });

  it("gives each day's ranked searches, weak answers and their share (null on a day without a ranked search)", async () => {
    const search = { route: "rest", tool: "search" } as const;
    const [a, b, c] = [addDays(FIRST, 3), addDays(FIRST, 4), addDays(FIRST, 5)];
    const points = [
      requestPoint(datasets.requests, noon(a), { ...search, search: { ranked: 1, weak: 0 }, weight: 5 }),
      requestPoint(datasets.requests, noon(a), {
        ...search,
        route: "mcp",
        method: "tools/call",
        search: { ranked: 1, weak: 1 },
        weight: 2,
      }),
      requestPoint(datasets.requests, noon(a), { ...search, search: { ranked: 0, weak: 0 }, weight: 9 }),
      requestPoint(datasets.requests, noon(b), { ...search, search: { ranked: 1, weak: 0 }, weight: 3 }),
      // Written before the columns existed: a search, but not counted as ranked or weak.
      requestPoint(datasets.requests, noon(c), { ...search, weight: 4 }),
    ];
    const { sql } = localSql(points);
    const result = await usageDetail(sql, datasets, NOW, NAMES);
    if (!result.ok) throw new Error(result.problem.message);
    const row = (day: string) => result.value.daily.days.find((one) => one.day === day)!;
    expect(row(a)).toMatchObject({ api_requests: 14, mcp_tool_calls: 2, ranked_searches: 7, weak_answers: 2, weak_answer_share: 0.286 });
    expect(row(b)).toMatchObject({ ranked_searches: 3, weak_answers: 0, weak_answer_share: 0 });
    expect(row(c)).toMatchObject({ api_requests: 4, ranked_searches: 0, weak_answers: 0, weak_answer_share: null });
    expect(row(FIRST).weak_answer_share).toBeNull();
  });

  it("ranks clients, entries and skills, publishes plain client names only and sums up the rest", async () => {
    const { sql } = localSql(traffic());
    const result = await usageDetail(sql, datasets, NOW, NAMES);
    if (!result.ok) throw new Error(result.problem.message);
    const { top, daily } = result.value;
    expect(top.since).toBe(`${FIRST}T00:00:00.000Z`);
    expect(top.limit).toBe(TOP_LIMIT);
    expect(top.clients[0]).toEqual({ name: "claude-code", requests: 60 });
    expect(top.clients[1]).toEqual({ name: "cursor", requests: 5 });
    expect(top.clients).toHaveLength(TOP_LIMIT);
    expect(top.clients.map((client) => client.name)).not.toContain("<b>visit evil</b>");
    expect(top.clients.map((client) => client.name)).not.toContain("old");
    const mcp = daily.days.reduce((sum, row) => sum + row.mcp_requests, 0);
    const listed = top.clients.reduce((sum, client) => sum + client.requests, 0);
    expect(top.other_clients.requests).toBe(mcp - listed);
    expect(top.other_clients.requests).toBeGreaterThanOrEqual(50 + 7);
    expect(top.entries).toEqual([
      { id: "playwright-mcp", clicks: 4 },
      { id: "x402", clicks: 3 },
    ]);
    expect(top.skills).toEqual([{ id: "connect-remote-mcp", downloads: 2 }]);
  });

  it("sends ranked queries the strict grammar reads, bounded in time and rows", async () => {
    const { sql, queries } = localSql(traffic());
    await usageDetail(sql, datasets, NOW, NAMES);
    const ranked = queries.filter((text) => text.includes(" ORDER BY "));
    expect(ranked).toHaveLength(3);
    for (const text of ranked) {
      expect(text).toMatch(/ ORDER BY n DESC LIMIT \d+ FORMAT JSON$/);
      expect(text).toContain(`timestamp >= toDateTime('${FIRST} 00:00:00')`);
    }
    expect(ranked.find((text) => text.includes("blob5 AS client"))).toContain(`LIMIT ${TOP_LIMIT * 2} `);
  });

  it("fails as a value when any of its queries fails, and /stats then answers without it", async () => {
    const ranked = (text: string) => text.includes(" LIMIT ");
    const { sql } = localSql(traffic(), ranked);
    const result = await usageDetail(sql, datasets, NOW, NAMES);
    expect(result.ok).toBe(false);
    const since = { mcp_api: `${FIRST}T00:00:00Z`, site_beacon: `${FIRST}T00:00:00Z` };
    const stats = await computeStats({ sql, kv: null, datasets, since, now: NOW, names: NAMES });
    expect(stats.ok).toBe(true);
    if (!stats.ok) return;
    expect(stats.value.windows.last_24h.api.requests).toBe(1);
    expect(stats.value.daily).toBeUndefined();
    expect(stats.value.top).toBeUndefined();
  });
});
