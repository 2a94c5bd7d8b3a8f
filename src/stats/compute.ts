// One /stats answer: lazy catch-up of the rollup, then one windows measurement (last 24 h, last 7 days, and
// everything after the rollup head), added to the head for all_time; beside it the dashboard's daily series and
// top lists (./detail.ts), which are left out of an answer whose windows succeeded but they did not.

import { fail, ok, type Result } from "../core/problem";
import { DAY_MS } from "../core/calendar";
import { dayOf, dayStartMs, firstRetainedDay } from "./days";
import { usageDetail, type Daily, type TopLists } from "./detail";
import { windowTotals } from "./measure";
import type { Datasets } from "./queries";
import { readHead, rollUp, type KvStore, type RollupHead } from "./rollup";
import type { SqlRunner } from "./sql-client";
import { addTotals, type CountedNames, type Totals } from "./totals";

// The spec's default: the first deploy with request logging (written as wrangler.toml and the live service write it).
export const DEFAULT_API_SINCE = "2026-10-02T20:21:47Z";
// The answer says how long it may be reused; the memo and Cache API keep it that long too.
export const STATS_CACHE_SECONDS = 600;
// The shape of StatsBody as stored in the Cache API (the 10-minute copy and the last good one, keyed alike): bump it
// when the body's shape changes, so a copy stored by an older deploy is never read as the new shape.
export const STATS_SHAPE_VERSION = "v4";
export const PRIVACY_URL = "https://indexagentica.com/agents/#privacy";

/** The two starting points, echoed exactly as configured. */
export interface Since {
  /** Where MCP and REST counting starts (STATS_API_SINCE). */
  readonly mcp_api: string;
  /** Where site-beacon counting starts (STATS_BEACON_SINCE, else the API's). */
  readonly site_beacon: string;
}

export function sinceOf(apiSince: string | null, beaconSince: string | null): Since {
  const api = apiSince ?? DEFAULT_API_SINCE;
  return { mcp_api: api, site_beacon: beaconSince ?? api };
}

/** The first UTC day anything is counted. */
export function firstCountedDay(since: Since): string {
  return dayOf(Math.min(Date.parse(since.mcp_api), Date.parse(since.site_beacon)));
}

export interface RollupInfo {
  readonly method: string;
  readonly days_stored: number;
  readonly days_missing: number;
  readonly last_stored_day: string | null;
  readonly live_from: string;
  readonly behind_days: number;
  readonly complete: boolean;
}

export interface StatsBody {
  readonly status: "ok";
  readonly generated: string;
  readonly since: Since;
  readonly windows: { readonly last_24h: Totals; readonly last_7d: Totals; readonly all_time: Totals };
  /** How all_time is computed (the live service's field; also rollup.method). */
  readonly all_time_method: string;
  readonly rollup: RollupInfo;
  readonly definitions: Readonly<Record<string, string>>;
  readonly caveats: readonly string[];
  readonly privacy: string;
  readonly cache_seconds: number;
  /** Added for the dashboard: one row per UTC day, the last 30 days (absent when its queries failed). */
  readonly daily?: Daily;
  /** Added for the dashboard: the clients, entries and skills that appear most in the same 30 days. */
  readonly top?: TopLists;
}

export const ALL_TIME_METHOD =
  "all_time = per-UTC-day totals kept in Workers KV as one running total (daily cron, 00:30 UTC) + a live Analytics Engine query from the first day not yet rolled up.";

export const DEFINITIONS: Readonly<Record<string, string>> = {
  "site.page_views":
    "Page views reported by the site's inline beacon (browsers running JavaScript; none when navigator.webdriver, Do Not Track or Global Privacy Control is set).",
  "site.outbound_clicks": "Clicks on a listing's outbound links (website, repository, docs, sources) on its entry page.",
  "site.downloads": "Clicks on skill downloads (zip or raw SKILL.md) on the site. Direct downloads by curl or agents are not counted.",
  "mcp.requests": "Every POST /mcp request (initialize, tools/list, tools/call, ...).",
  "mcp.tool_calls": "MCP tools/call requests, by tool; names other than this server's tools are counted as unknown_tool.",
  "api.requests":
    "REST requests (search, entries, content, categories, the landing page, OpenAPI), by operation. /stats, /hit and /health are not counted.",
  agent_vs_human: "MCP + REST requests split by User-Agent: mainstream browsers count as human, everything else as agent.",
  search:
    "Searches over MCP and REST answered with a ranked first page (ranked: words searched, from the first result), and those of them answered with the weak-answer line (weak_answers: the answer predicted that its top five hold no good match and suggested rephrasing). Counted from the first deploy that records them.",
  daily:
    "The same figures per UTC day for the last 30 days, today so far included (rolling, not since-bound); weak_answer_share is weak_answers / ranked_searches (null on a day without a ranked search).",
  top: "Over the daily series' 30 days: MCP clients by requests (self-reported names; others summed), entries by outbound clicks, skills by downloads.",
};

export const CAVEATS: readonly string[] = [
  "Counting starts at the `since` timestamps; nothing earlier is included or estimated.",
  "The site is static: page views without JavaScript (most crawlers and agents reading HTML, llms.txt or JSON from indexagentica.com) are not counted.",
  "Human vs agent is a User-Agent heuristic, not an identity.",
  "Analytics Engine data can lag a few minutes, and this answer is reused for up to 10 minutes.",
];

export interface StatsDeps {
  readonly sql: SqlRunner;
  /** STATS_KV, or null where there is none (all_time is then only what Analytics Engine still holds). */
  readonly kv: KvStore | null;
  readonly datasets: Datasets;
  readonly since: Since;
  readonly now: number;
  readonly names: CountedNames;
}

export async function computeStats(deps: StatsDeps): Promise<Result<StatsBody>> {
  const firstDay = firstCountedDay(deps.since);
  let head: RollupHead | null = null;
  let behind = 0;
  if (deps.kv) {
    const read = await readHead(deps.kv, deps.names);
    if (read.ok) {
      head = read.value;
      const run = await rollUp({ kv: deps.kv, sql: deps.sql, datasets: deps.datasets, firstDay, now: deps.now, names: deps.names }, head);
      if (run.ok) {
        head = run.value.head;
        behind = run.value.behind;
      } else {
        // The live query below still covers the days the rollup could not store.
        console.warn(`stats rollup catch-up failed: ${run.problem.message}`);
      }
    } else {
      console.warn(`stats rollup head unreadable: ${read.problem.message}`);
    }
  }
  const liveFrom = head ? dayStartMs(head.through) + DAY_MS : dayStartMs(firstDay);
  const [measured, detail] = await Promise.all([
    windowTotals(deps.sql, deps.datasets, { last_24h: deps.now - DAY_MS, last_7d: deps.now - 7 * DAY_MS, live: liveFrom }, deps.names),
    usageDetail(deps.sql, deps.datasets, deps.now, deps.names),
  ]);
  // The reason alone ("the SQL API answered HTTP 500"): /stats puts it in a sentence, the dashboard shows it as is.
  if (!measured.ok) return fail("upstream_error", measured.problem.message);
  // The windows are the contract; the dashboard's extras must never cost an answer that has them.
  if (!detail.ok) console.warn(`stats daily series and top lists left out: ${detail.problem.message}`);
  const windows = measured.value;
  const daysMissing = head?.days_missing ?? 0;
  return ok({
    status: "ok",
    generated: new Date(deps.now).toISOString(),
    since: deps.since,
    windows: {
      last_24h: windows.last_24h,
      last_7d: windows.last_7d,
      all_time: head ? addTotals(head.totals, windows.live) : windows.live,
    },
    all_time_method: ALL_TIME_METHOD,
    rollup: {
      method: ALL_TIME_METHOD,
      days_stored: head?.days_stored ?? 0,
      days_missing: daysMissing,
      last_stored_day: head?.through ?? null,
      live_from: new Date(liveFrom).toISOString(),
      behind_days: behind,
      complete: daysMissing === 0 && liveFrom >= dayStartMs(firstRetainedDay(deps.now)),
    },
    definitions: DEFINITIONS,
    caveats: CAVEATS,
    privacy: PRIVACY_URL,
    cache_seconds: STATS_CACHE_SECONDS,
    ...(detail.ok ? detail.value : {}),
  });
}
