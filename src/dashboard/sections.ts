// The figures in words and tables: the windows people compare (last 24 hours, 7 days, all time), the tools and
// operations called most, and the clients, entries and skills of the last 30 days.

import { sitePageUrl } from "../site/links";
import type { StatsBody } from "../stats/compute";
import type { TopLists } from "../stats/detail";
import type { Totals } from "../stats/totals";
import { breakable, esc, fmt, percent, table } from "./html";

type Windows = StatsBody["windows"];
const WINDOW_NAMES = ["Last 24 hours", "Last 7 days", "All time"] as const;

function perWindow(windows: Windows, figure: (totals: Totals) => string): string[] {
  return [figure(windows.last_24h), figure(windows.last_7d), figure(windows.all_time)];
}

function agentShare(totals: Totals): string {
  const { agent, human } = totals.agent_vs_human;
  return percent(agent, agent + human);
}

/** Weak answers as a share of ranked searches, with the count ("12% (3)"; "–" without a ranked search). */
function weakShare(totals: Totals): string {
  const { ranked, weak_answers } = totals.search;
  return ranked > 0 ? `${percent(weak_answers, ranked)} (${fmt(weak_answers)})` : "–";
}

/** The headline table: each figure in each window. */
export function windowsSection(windows: Windows): string {
  const rows = [
    ["MCP tool calls", ...perWindow(windows, (t) => fmt(t.mcp.tool_calls))],
    ["MCP requests", ...perWindow(windows, (t) => fmt(t.mcp.requests))],
    ["REST requests", ...perWindow(windows, (t) => fmt(t.api.requests))],
    ["Page views", ...perWindow(windows, (t) => fmt(t.site.page_views))],
    ["Outbound clicks", ...perWindow(windows, (t) => fmt(t.site.outbound_clicks))],
    ["Skill downloads", ...perWindow(windows, (t) => fmt(t.site.downloads.total))],
    ["Requests by agents", ...perWindow(windows, (t) => fmt(t.agent_vs_human.agent))],
    ["Requests by people (browsers)", ...perWindow(windows, (t) => fmt(t.agent_vs_human.human))],
    ["Agents' share of requests", ...perWindow(windows, agentShare)],
    ["Searches answered (ranked first pages)", ...perWindow(windows, (t) => fmt(t.search.ranked))],
    ["Of those, told nothing matches well (weak answers)", ...perWindow(windows, weakShare)],
  ];
  return `<h2 id="windows">Usage at a glance</h2>${table("MCP, REST and the site, by window", ["Figure", ...WINDOW_NAMES], rows, "windows")}`;
}

/** Names counted in a window, most used first (by all time, then the name). */
function byUse(windows: Windows, pick: (totals: Totals) => Readonly<Record<string, number>>): string[][] {
  const names = new Set([
    ...Object.keys(pick(windows.all_time)),
    ...Object.keys(pick(windows.last_7d)),
    ...Object.keys(pick(windows.last_24h)),
  ]);
  return [...names]
    .map((name) => ({ name, all: pick(windows.all_time)[name] ?? 0 }))
    .sort((a, b) => b.all - a.all || (a.name < b.name ? -1 : 1))
    .map(({ name }) => [`<code>${breakable(esc(name))}</code>`, ...perWindow(windows, (t) => fmt(pick(t)[name] ?? 0))]);
}

/** MCP tools by calls and REST operations by requests, in every window. */
export function toolsSection(windows: Windows): string {
  return (
    `<h2 id="tools">Tools and operations called most</h2><div class="grid">` +
    `<div>${table(
      "MCP tool calls by tool",
      ["Tool", ...WINDOW_NAMES],
      byUse(windows, (t) => t.mcp.tool_calls_by_tool),
    )}</div>` +
    `<div>${table(
      "REST requests by operation",
      ["Operation", ...WINDOW_NAMES],
      byUse(windows, (t) => t.api.by_operation),
    )}</div></div>`
  );
}

function list(caption: string, columns: [string, string], rows: string[][], empty: string): string {
  return rows.length > 0 ? table(caption, columns, rows) : `<p><strong>${caption}</strong></p><p class="muted">${empty}</p>`;
}

/** The last 30 days' clients, entries clicked out to and skills downloaded, most first. */
export function topSection(top: TopLists, siteUrl: string): string {
  const none = "None in these 30 days.";
  const clients = top.clients.map((client) => [esc(client.name), fmt(client.requests)]);
  if (top.other_clients.requests > 0)
    clients.push(["All other clients (fewer requests, or no printable name)", fmt(top.other_clients.requests)]);
  const page = (section: string, id: string) => `<a href="${esc(sitePageUrl(siteUrl, section, id))}">${esc(id)}</a>`;
  return (
    `<h2 id="top">Who calls, what people open</h2>` +
    `<p class="muted">Since ${esc(top.since.slice(0, 10))}, most first (at most ${top.limit} each).</p><div class="grid">` +
    `<div>${list("MCP clients by requests", ["Client (as it names itself)", "Requests"], clients, none)}</div>` +
    `<div>${list(
      "Entries clicked out to",
      ["Entry", "Outbound clicks"],
      top.entries.map((e) => [page("entries", e.id), fmt(e.clicks)]),
      none,
    )}</div>` +
    `<div>${list(
      "Skills downloaded",
      ["Skill", "Downloads"],
      top.skills.map((s) => [page("skills", s.id), fmt(s.downloads)]),
      none,
    )}</div></div>`
  );
}
