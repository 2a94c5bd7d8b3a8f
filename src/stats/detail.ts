// What /stats adds for the dashboard (GET /dashboard): one row per UTC day for the last DAILY_DAYS days (today so
// far included), and the clients, entries and skills that appear most in that span. Computed with the windows
// (same 10-minute cache): the daily totals' two queries (three while rows older than the UA-class column are in
// range) and three ranked ones (clients, clicked entries, downloaded skills), each at most a few hundred rows.

import { ok, type Result } from "../core/problem";
import { addDays, dayOf, dayStartMs } from "./days";
import { dailyTotals } from "./measure";
import { topClientsQuery, topIdsQuery, type Datasets } from "./queries";
import type { SqlRow, SqlRunner } from "./sql-client";
import { count, type CountedNames, type Totals } from "./totals";

// A month of days: long enough to see a trend, well inside Analytics Engine's three months.
export const DAILY_DAYS = 30;
// The lists the dashboard shows; past this is a long tail it sums up in one line.
export const TOP_LIMIT = 10;
// Client names are self-reported and published: plain names only (anything else is counted among the others), and
// twice the list's length is asked for, so names left out still leave a full list.
const CLIENT_NAME = /^[A-Za-z0-9][A-Za-z0-9 ._@/()+-]{0,63}$/;
const CLIENT_ROWS = TOP_LIMIT * 2;
// A share to a tenth of a percent: finer says nothing a day's few hundred searches can tell.
export const WEAK_SHARE_DECIMALS = 3;

/** `part` of `whole` to WEAK_SHARE_DECIMALS places, or null when there is no whole. */
export function shareOf(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 10 ** WEAK_SHARE_DECIMALS) / 10 ** WEAK_SHARE_DECIMALS : null;
}

/** One UTC day's figures. */
export interface DayCounts {
  readonly day: string;
  readonly mcp_requests: number;
  readonly mcp_tool_calls: number;
  readonly api_requests: number;
  readonly page_views: number;
  readonly outbound_clicks: number;
  readonly downloads: number;
  readonly agent: number;
  readonly human: number;
  /** Searches answered with a ranked first page (issue 33). */
  readonly ranked_searches: number;
  /** Of those, the ones answered with the weak-answer line. */
  readonly weak_answers: number;
  /** weak_answers / ranked_searches to WEAK_SHARE_DECIMALS places; null on a day without a ranked search. */
  readonly weak_answer_share: number | null;
}

export interface Daily {
  /** The first and last day of the series (the last one is today, so far). */
  readonly from: string;
  readonly through: string;
  readonly days: readonly DayCounts[];
}

export interface TopLists {
  /** Start of the span the lists count (the daily series' first day, 00:00 UTC). */
  readonly since: string;
  readonly limit: number;
  readonly clients: readonly { readonly name: string; readonly requests: number }[];
  /** MCP requests in the span from every client not listed (the long tail, and unnamed or unprintable names). */
  readonly other_clients: { readonly requests: number };
  readonly entries: readonly { readonly id: string; readonly clicks: number }[];
  readonly skills: readonly { readonly id: string; readonly downloads: number }[];
}

export interface UsageDetail {
  readonly daily: Daily;
  readonly top: TopLists;
}

function dayCounts(day: string, totals: Totals): DayCounts {
  return {
    day,
    mcp_requests: totals.mcp.requests,
    mcp_tool_calls: totals.mcp.tool_calls,
    api_requests: totals.api.requests,
    page_views: totals.site.page_views,
    outbound_clicks: totals.site.outbound_clicks,
    downloads: totals.site.downloads.total,
    agent: totals.agent_vs_human.agent,
    human: totals.agent_vs_human.human,
    ranked_searches: totals.search.ranked,
    weak_answers: totals.search.weak_answers,
    weak_answer_share: shareOf(totals.search.weak_answers, totals.search.ranked),
  };
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** Rows of a ranked query as (name, n), most first and then by name, without empty names or counts. */
function ranked(rows: readonly SqlRow[], column: string): { name: string; n: number }[] {
  return rows
    .map((row) => ({ name: text(row[column]), n: count(row.n) }))
    .filter((row) => row.name !== "" && row.n > 0)
    .sort((a, b) => b.n - a.n || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The daily series and the top lists at `now`. */
export async function usageDetail(sql: SqlRunner, datasets: Datasets, now: number, names: CountedNames): Promise<Result<UsageDetail>> {
  const through = dayOf(now);
  const from = addDays(through, 1 - DAILY_DAYS);
  const since = dayStartMs(from);
  const [days, clients, entries, skills] = await Promise.all([
    dailyTotals(sql, datasets, from, through, names),
    sql(topClientsQuery(datasets, since, CLIENT_ROWS)),
    sql(topIdsQuery(datasets, "click", since, TOP_LIMIT)),
    sql(topIdsQuery(datasets, "download", since, TOP_LIMIT)),
  ]);
  if (!days.ok) return days;
  if (!clients.ok) return clients;
  if (!entries.ok) return entries;
  if (!skills.ok) return skills;

  const series = [...days.value].map(([day, totals]) => dayCounts(day, totals));
  const listed = ranked(clients.value, "client")
    .filter((row) => CLIENT_NAME.test(row.name))
    .slice(0, TOP_LIMIT);
  const mcpRequests = series.reduce((sum, day) => sum + day.mcp_requests, 0);
  const listedRequests = listed.reduce((sum, row) => sum + row.n, 0);
  return ok({
    daily: { from, through, days: series },
    top: {
      since: new Date(since).toISOString(),
      limit: TOP_LIMIT,
      clients: listed.map((row) => ({ name: row.name, requests: row.n })),
      other_clients: { requests: Math.max(0, mcpRequests - listedRequests) },
      entries: ranked(entries.value, "id").map((row) => ({ id: row.name, clicks: row.n })),
      skills: ranked(skills.value, "id").map((row) => ({ id: row.name, downloads: row.n })),
    },
  });
}
