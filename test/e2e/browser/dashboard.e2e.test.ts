// GET /dashboard in Chromium, drawn by the real Worker under `wrangler dev` from the SQL API stand-in (test/support/
// sql-api-server.ts) loaded with 30 days of realistic traffic: every state of the page, each saved as a screenshot
// (test-results/dashboard/, git-ignored), with no console error, no request but the page itself (the Worker's own
// request log), the chart agreeing with its table, and no serious or critical axe-core violation (light and dark).
//
// Workers: one per state (collecting: no token; figures; nothing recorded; unavailable), then, sharing the figures
// Worker's persistence folder (its Cache API copies), one whose SQL API fails: it shows those figures, labelled.

import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { DAY_MS } from "../../../src/core/calendar";
import { hitPoint, idHitPoint, requestPoint, sqlTenant, type StoredPoint } from "../../support/analytics-helpers";
import { launchChromium } from "../../support/browser";
import { startSqlApiServer, type SqlApiServer } from "../../support/sql-api-server";
import { startWranglerDev, type WranglerDev } from "../../support/wrangler-dev";
import { targets } from "../helpers";

const skip = inject("browserSkip");
const site = targets.find((one) => one.local && one.site !== null)?.site ?? null;
/** Where the run saves the screenshots (git-ignored; docs/testing.md). */
export const SCREENSHOT_DIR = resolve(import.meta.dirname, "../../../test-results/dashboard");
const axeSource = (createRequire(import.meta.url)("axe-core") as { source: string }).source;
const REQUESTS = "indexagentica_mcp_test";
const HITS = "indexagentica_hits_test";
const SINCE = new Date(Date.now() - 40 * DAY_MS).toISOString().slice(0, 19) + "Z";

const TOOLS = ["search", "search", "search", "get_entry", "get_entry", "get_content", "list_categories"];
const CLIENTS = ["claude-code", "cursor-vscode", "Visual Studio Code", "codex-mcp-client", "cline", "windsurf", "mcp-inspector"];

/** 30 days of traffic that looks like ours: weekdays busier, a handful of clients and a long tail of one-offs. */
function realistic(now: number): StoredPoint[] {
  const points: StoredPoint[] = [];
  for (let day = 0; day < 30; day++) {
    const at = now - day * DAY_MS - 90_000;
    const busy = [0, 6].includes(new Date(at).getUTCDay()) ? 1 : 3;
    CLIENTS.forEach((client, i) => {
      const tool = TOOLS[(day + i) % TOOLS.length]!;
      points.push(
        requestPoint(REQUESTS, at, { route: "mcp", method: "tools/call", tool, client, weight: busy * (CLIENTS.length - i) * 3 }),
      );
      points.push(requestPoint(REQUESTS, at, { route: "mcp", method: "initialize", client, weight: busy * 2 }));
    });
    points.push(
      requestPoint(REQUESTS, at, {
        route: "rest",
        tool: "search",
        cls: "agent",
        weight: busy * 14 + (day % 5),
        search: { ranked: 1, weak: 0 },
      }),
    );
    points.push(
      requestPoint(REQUESTS, at, { route: "rest", tool: "search", cls: "agent", weight: 1 + (day % 4), search: { ranked: 1, weak: 1 } }),
    );
    points.push(requestPoint(REQUESTS, at, { route: "rest", tool: "get_entry", cls: "human", weight: busy * 6 }));
    points.push(hitPoint(HITS, at, "pageview", "", busy * 40 + (day % 7) * 3));
    points.push(idHitPoint(HITS, at, "click", ["x402", "playwright-mcp", "github-mcp-server"][day % 3]!, busy));
    if (day % 2 === 0)
      points.push(idHitPoint(HITS, at, "download", ["connect-remote-mcp", "indexagentica-lookup"][day % 4 === 0 ? 0 : 1]!, 1));
  }
  for (let n = 0; n < 120; n++)
    points.push(
      requestPoint(REQUESTS, now - (n % 30) * DAY_MS - 90_000, { route: "mcp", method: "initialize", client: `one-off-client-${n}` }),
    );
  return points;
}

describe.runIf(skip === null && site !== null)("GET /dashboard in Chromium", () => {
  let sqlApi: SqlApiServer;
  let browser: Browser;
  let page: Page;
  const workers: Record<string, WranglerDev> = {};
  const persist = mkdtempSync(join(tmpdir(), "iam-dashboard-"));
  const problems: string[] = [];

  const vars = (tenant: string | null) => ({
    DATA_BASE_URL: site!,
    STATS_API_SINCE: SINCE,
    STATS_BEACON_SINCE: SINCE,
    ...(tenant === null ? {} : { CF_ANALYTICS_TOKEN: "test-token", ANALYTICS_SQL_URL: sqlTenant(sqlApi.url, tenant).url }),
  });

  beforeAll(async () => {
    rmSync(SCREENSHOT_DIR, { recursive: true, force: true });
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    sqlApi = await startSqlApiServer();
    await sqlTenant(sqlApi.url, "figures").load(realistic(Date.now()));
    await sqlTenant(sqlApi.url, "zero").load([]);
    await sqlTenant(sqlApi.url, "down").mode("status-500");
    await sqlTenant(sqlApi.url, "down-after").mode("status-500");
    const started = await Promise.all([
      startWranglerDev({ env: "test", vars: vars(null) }),
      startWranglerDev({ env: "test", vars: vars("figures"), persistTo: persist }),
      startWranglerDev({ env: "test", vars: vars("zero") }),
      startWranglerDev({ env: "test", vars: { ...vars("down"), ANALYTICS_DATASET: "dashboard_down_requests" } }),
      launchChromium(),
    ]);
    const [collecting, figures, zero, down] = started.slice(0, 4) as WranglerDev[];
    Object.assign(workers, { collecting, figures, zero, down });
    browser = started[4] as Browser;
    // One page for every state, so each load is the page's own requests only.
    page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    page.on("console", (message) => {
      // The document's own status (the unavailable state is a 503 on purpose) is not an error of the page.
      if (message.location().url === page.url() && /^Failed to load resource/.test(message.text())) return;
      if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    for (const dev of Object.values(workers)) await dev.stop();
    await sqlApi?.close();
    rmSync(persist, { recursive: true, force: true });
  });

  /**
   * The Worker's request log lines since `from` (wrangler prints one per request it answered, a moment after), once
   * the page's own line is there; the harness's readiness probes (/health) are not the page's.
   */
  async function requestLines(dev: WranglerDev, from: number, own: string): Promise<string[]> {
    const lines = () =>
      (
        dev
          .output()
          .slice(from)
          .match(/\b(?:GET|HEAD|POST|PUT|DELETE|OPTIONS) \/\S*/g) ?? []
      ).filter((line) => line !== "GET /health");
    const deadline = Date.now() + 10_000;
    while (!lines().includes(own) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    return lines();
  }

  /** Loads the dashboard of one Worker, saves the screenshot and checks what every state must be. */
  async function visit(dev: WranglerDev, name: string, expectedStatus: number): Promise<void> {
    problems.length = 0;
    const from = dev.output().length;
    // A query of its own per visit: the page is cacheable, and each visit must reach the Worker.
    const path = `/dashboard?visit=${name}`;
    const response = await page.goto(`${dev.url}${path}`);
    expect(response?.status(), name).toBe(expectedStatus);
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
    await axeClean(name);
    // Nothing but the page itself reached the Worker (no icon, style, font or script); the CSP let nothing else out.
    // (wrangler logs the path without its query)
    expect(await requestLines(dev, from, "GET /dashboard"), name).toEqual(["GET /dashboard"]);
    expect(problems, name).toEqual([]);
  }

  async function axeClean(name: string): Promise<void> {
    // Evaluated over the DevTools protocol, which the page's CSP (no script at all) does not govern.
    await page.evaluate(axeSource);
    const violations = await page.evaluate(async () => {
      const result = await (
        window as unknown as { axe: { run: () => Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> } }
      ).axe.run();
      return result.violations.map((one) => ({ id: one.id, impact: one.impact, nodes: one.nodes.length }));
    });
    expect(
      violations.filter((one) => one.impact === "serious" || one.impact === "critical"),
      name,
    ).toEqual([]);
  }

  it("collecting (no token): says what will appear and since when", async () => {
    await visit(workers.collecting!, "collecting", 200);
    expect(await page.locator("main").textContent()).toContain("Collecting");
    expect(await page.locator("main").textContent()).toContain(`Recording started ${SINCE.slice(0, 10)}`);
  });

  it("figures: the windows, a chart that agrees with its table, tools, clients (a long tail summed up), entries, skills", async () => {
    await visit(workers.figures!, "figures", 200);
    expect(await page.locator("table.windows").textContent()).toContain("MCP tool calls");
    expect(await page.locator("table.windows").textContent()).toContain("told nothing matches well (weak answers)");
    const chart = await page.evaluate(() => {
      const bars = [...document.querySelectorAll("svg.bars g[data-day]")].map((group) => ({
        day: group.getAttribute("data-day")!,
        title: group.querySelector("title")!.textContent!,
        rects: [...group.querySelectorAll("rect[data-value]")].map((rect) => ({
          value: Number(rect.getAttribute("data-value")),
          height: Number(rect.getAttribute("height")),
        })),
      }));
      const rows = [...document.querySelectorAll("table.daily tbody tr")].map((row) =>
        [...row.querySelectorAll("th, td")].map((cell) => cell.textContent!),
      );
      return { bars, rows };
    });
    expect(chart.bars).toHaveLength(30);
    // Every day has ranked searches, some answered weak: a share in the last column.
    expect(chart.rows.every((row) => /^\d+%$/.test(row.at(-1)!))).toBe(true);
    const numbers = (text: string) => [...text.matchAll(/(\d[\d,]*%?|–) [A-Za-z]/g)].map((match) => match[1]!);
    expect(chart.bars.map((bar) => [bar.day, ...numbers(bar.title)])).toEqual([...chart.rows].reverse());
    // Every bar segment is drawn to the same scale (heights are rounded to 0.1 of the drawing's units).
    const scales = chart.bars.flatMap((bar) => bar.rects.filter((rect) => rect.value > 0).map((rect) => rect.height / rect.value));
    expect(scales.length).toBeGreaterThan(60);
    for (const scale of scales) expect(Math.abs(scale - scales[0]!)).toBeLessThan(0.2);
    expect(await page.locator("#top ~ .grid").textContent()).toContain("claude-code");
    expect(await page.locator("#top ~ .grid").textContent()).toContain("All other clients");
    expect(await page.locator("#top ~ .grid").textContent()).not.toContain("one-off-client-119");
    expect(await page.locator("#top ~ .grid").textContent()).toContain("playwright-mcp");
    expect(await page.locator("#top ~ .grid").textContent()).toContain("connect-remote-mcp");
  });

  it("figures, dark colour scheme and a phone's width: readable, nothing wider than the screen", async () => {
    await page.emulateMedia({ colorScheme: "dark" });
    await visit(workers.figures!, "figures-dark", 200);
    await page.emulateMedia({ colorScheme: "light" });
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(workers.figures!, "figures-phone", 200);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.setViewportSize({ width: 1200, height: 900 });
  });

  it("nothing recorded: zeros, an empty chart that says so, empty lists", async () => {
    await visit(workers.zero!, "zero", 200);
    expect(await page.locator("main").textContent()).toContain("Nothing was recorded from");
    expect(await page.locator("svg.bars rect[data-value]").count()).toBe(0);
  });

  it("the SQL API failing with nothing recent kept: unavailable (503)", async () => {
    await visit(workers.down!, "unavailable", 503);
    expect(await page.locator("main").textContent()).toContain("Unavailable: the analytics backend is not answering");
  });

  it("the SQL API failing after good figures: those figures, labelled with when they were computed", async () => {
    await workers.figures!.stop();
    delete workers.figures;
    workers.stale = await startWranglerDev({ env: "test", vars: vars("down-after"), persistTo: persist });
    await visit(workers.stale, "last-good", 200);
    expect(await page.locator(".notice").textContent()).toContain("Not current: the analytics backend is not answering");
    expect(await page.locator(".notice").textContent()).toContain("These are the last figures computed, at");
    expect(await page.locator("table.windows").textContent()).toContain("MCP tool calls");
  });
});
