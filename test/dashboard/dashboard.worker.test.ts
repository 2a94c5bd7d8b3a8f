// GET /dashboard through the real fetch handler, against the SQL API stand-in: every state of the page (collecting,
// figures, nothing recorded, the last good figures while the SQL API fails, unavailable), its headers and its CSP.
// What it looks like in a browser, and what axe says of it: test/e2e/browser/dashboard.e2e.test.ts.

import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import worker from "../../src/index";
import { dashboardCsp } from "../../src/dashboard/endpoint";
import { STYLE } from "../../src/dashboard/style";
import { DAY_MS } from "../../src/core/calendar";
import { hitPoint, idHitPoint, recordingDataset, requestPoint, scopedKv, sqlTenant } from "../support/analytics-helpers";

const sqlApi = inject("sqlApiUrl");
const REQUESTS = env.ANALYTICS_DATASET;
const HITS = env.HITS_DATASET;

function dashboardEnv(tenantUrl: string | null, extra: Record<string, unknown> = {}): Env {
  const base = { ...env, STATS_KV: scopedKv(env.STATS_KV!, `dash-${tenantUrl ?? "none"}`), ...extra };
  return (tenantUrl === null ? base : { ...base, CF_ANALYTICS_TOKEN: "test-token", ANALYTICS_SQL_URL: tenantUrl }) as Env;
}

async function get(testEnv: Env, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request("http://example.com/dashboard", init) as Parameters<typeof worker.fetch>[0],
    testEnv,
    ctx,
  );
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, headers: response.headers, text };
}

async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return btoa(String.fromCharCode(...digest));
}

/** Every <title> of a day's bar group, and every row of the daily table, as [day, numbers and shares…]. */
function chartAndTable(html: string): { bars: string[][]; rows: string[][] } {
  const bars = [...html.matchAll(/<g data-day="([\d-]+)"><title>[\d-]+: ([^<]*)<\/title>/g)].map((m) => [
    m[1]!,
    ...[...m[2]!.matchAll(/(\d[\d,]*%?|–) [a-zA-Z]/g)].map((n) => n[1]!),
  ]);
  const table = /<table class="daily">[\s\S]*?<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? "";
  const rows = [...table.matchAll(/<tr><th scope="row">([\d-]+)<\/th>(.*?)<\/tr>/g)].map((m) => [
    m[1]!,
    ...[...m[2]!.matchAll(/<td class="n">([^<]*)<\/td>/g)].map((n) => n[1]!),
  ]);
  return { bars, rows };
}

describe("GET /dashboard", () => {
  it("while collecting explains what will appear and since when, under a CSP that allows no script", async () => {
    const { status, headers, text } = await get(dashboardEnv(null));
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(headers.get("cache-control")).toBe("public, max-age=60");
    expect(headers.get("content-security-policy")).toBe(
      `default-src 'none'; style-src 'sha256-${await sha256(STYLE)}'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    expect(headers.get("content-security-policy")).toBe(await dashboardCsp());
    expect(text).toContain("Collecting");
    expect(text).toContain("2026-10-02 20:21 UTC");
    expect(text).toContain("a chart of the last 30 days");
    expect(text).not.toMatch(/<script|<img|<iframe|<link rel="stylesheet"|\son[a-z]+=|style="/i);
    expect(text).toContain(`<style>${STYLE}</style>`);
  });

  it("draws the figures: windows, a chart whose bars agree with its table, tools, clients, entries, skills", async () => {
    const tenant = sqlTenant(sqlApi, "dashboard-figures");
    const now = Date.now();
    const points = [];
    for (let day = 0; day < 30; day++) {
      const at = now - day * DAY_MS - 60_000;
      for (let n = 0; n <= day % 4; n++) {
        // Searches answered with a ranked first page, the first of each day but every third weak.
        const search = { ranked: 1, weak: n === 0 && day % 3 === 0 ? 1 : 0 } as const;
        points.push(requestPoint(REQUESTS, at, { route: "mcp", method: "tools/call", tool: "search", client: "claude-code", search }));
      }
      points.push(requestPoint(REQUESTS, at, { route: "rest", tool: "get_entry", cls: "human", weight: 2 }));
      points.push(hitPoint(HITS, at, "pageview", "", 3));
    }
    points.push(requestPoint(REQUESTS, now - 60_000, { route: "mcp", method: "initialize", client: "<script>alert(1)</script>" }));
    points.push(idHitPoint(HITS, now - 60_000, "click", "playwright-mcp", 4));
    points.push(idHitPoint(HITS, now - 60_000, "download", "connect-remote-mcp", 2));
    await tenant.load(points);
    const { status, headers, text } = await get(dashboardEnv(tenant.url));
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("public, max-age=600");
    expect(text).toContain("Usage at a glance");
    expect(text).toMatch(/<th scope="row">MCP tool calls<\/th><td class="n">\d+<\/td><td class="n">\d+<\/td><td class="n">73<\/td>/);
    const { bars, rows } = chartAndTable(text);
    expect(bars).toHaveLength(30);
    // The table lists the newest day first; each row says what its bar's title says.
    expect([...rows].reverse()).toEqual(bars);
    // Searches ranked and the share answered weak, per day: today 1 search, weak; yesterday 2, none weak; three days ago 4, one weak.
    expect(rows[0]!.slice(-2)).toEqual(["1", "100%"]);
    expect(rows[1]!.slice(-2)).toEqual(["2", "0%"]);
    expect(rows[3]!.slice(-2)).toEqual(["4", "25%"]);
    // 73 ranked searches in all, 10 of them weak (days 0, 3, … 27).
    expect(text).toMatch(
      /<th scope="row">Searches answered \(ranked first pages\)<\/th><td class="n">\d+<\/td><td class="n">\d+<\/td><td class="n">73<\/td>/,
    );
    expect(text).toMatch(
      /<th scope="row">Of those, told nothing matches well \(weak answers\)<\/th>(<td class="n">[^<]+<\/td>){2}<td class="n">14% \(10\)<\/td>/,
    );
    expect(text).toContain(">claude-code</th>");
    expect(text).toContain("/entries/playwright-mcp/");
    expect(text).toContain("/skills/connect-remote-mcp/");
    expect(text).not.toContain("<script>alert");
    // The caveats name /stats fields in backticks: drawn as code, never as literal backticks.
    expect(text).toContain("<code>since</code>");
    expect(text).not.toMatch(/<li>[^<]*`/);
    expect((await tenant.log()).rejected).toEqual([]);
  });

  it("says so when nothing was recorded", async () => {
    const tenant = sqlTenant(sqlApi, "dashboard-zero");
    await tenant.load([]);
    const { status, text } = await get(dashboardEnv(tenant.url));
    expect(status).toBe(200);
    expect(text).toContain("Nothing was recorded from");
    expect(text).toContain("None in these 30 days.");
    expect(chartAndTable(text).rows).toHaveLength(30);
    expect(chartAndTable(text).rows.every((row) => row.slice(-2).join(" ") === "0 –")).toBe(true);
    expect(text).not.toMatch(/<rect class="s\d" x=/);
  });

  it("shows the last good figures, labelled, while the SQL API fails; /stats still answers 503", async () => {
    const good = sqlTenant(sqlApi, "dashboard-good");
    await good.load([hitPoint(HITS, Date.now() - 60_000, "pageview", "", 9)]);
    expect((await get(dashboardEnv(good.url))).status).toBe(200);
    // The same datasets and start times read through an endpoint that now fails.
    const failing = sqlTenant(sqlApi, "dashboard-failing");
    await failing.mode("status-500");
    const testEnv = dashboardEnv(failing.url);
    const { status, headers, text } = await get(testEnv);
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(text).toContain("Not current: the analytics backend is not answering (the SQL API answered HTTP 500)");
    expect(text).toMatch(
      /These are the last figures computed, at \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC \((?:less than a minute|\d+ minutes?) ago\)/,
    );
    expect(text).toMatch(/<th scope="row">Page views<\/th><td class="n">9<\/td>/);
    const ctx = createExecutionContext();
    const stats = await worker.fetch(new Request("http://example.com/stats"), testEnv, ctx);
    expect(stats.status).toBe(503);
    expect(((await stats.json()) as { status: string }).status).toBe("unavailable");
    await waitOnExecutionContext(ctx);
  });

  it("is unavailable (503, Retry-After) when the SQL API fails and nothing recent is kept", async () => {
    const failing = sqlTenant(sqlApi, "dashboard-down");
    await failing.mode("status-500");
    const { status, headers, text } = await get(dashboardEnv(failing.url, { ANALYTICS_DATASET: "dashboard_down_requests" }));
    expect(status).toBe(503);
    expect(headers.get("retry-after")).toMatch(/^\d+$/);
    expect(text).toContain("Unavailable: the analytics backend is not answering");
  });

  it("answers HEAD, refuses other methods, and is counted in no usage total", async () => {
    const analytics = recordingDataset({ blobs: 17, doubles: 8 });
    const testEnv = dashboardEnv(null, { ANALYTICS: analytics });
    const head = await get(testEnv, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.text).toBe("");
    const post = await get(testEnv, { method: "POST", body: "x" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    await get(testEnv);
    expect(analytics.points).toEqual([]);
  });
});
