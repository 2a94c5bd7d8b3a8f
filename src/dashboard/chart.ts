// The daily chart: inline SVG bars for the last 30 days (MCP tool calls, REST requests and page views stacked),
// each day's numbers in its <title> for pointer users, and the same numbers in a table beside it for everyone
// else, with the day's ranked searches and the share of them answered weak (the weak-answer line). No script: the
// page's CSP allows none.

import type { Daily, DayCounts } from "../stats/detail";
import { esc, fmt, percent, table } from "./html";

// The drawing's own units (it scales to the width of its box); 30 bars of 20 with room for the axis labels.
const WIDTH = 640;
const HEIGHT = 220;
const TOP = 12;
const BOTTOM = 24;
const LEFT = 40;

/** The stacked series, bottom first: their class (colour) and name. */
export const SERIES: readonly {
  readonly key: "mcp_tool_calls" | "api_requests" | "page_views";
  readonly css: string;
  readonly name: string;
}[] = [
  { key: "mcp_tool_calls", css: "s1", name: "MCP tool calls" },
  { key: "api_requests", css: "s2", name: "REST requests" },
  { key: "page_views", css: "s3", name: "Page views" },
];

/** One day's numbers in words, as its bar's <title> says them (the table has the same ones, the weak share "–" without a search). */
export function dayTitle(day: DayCounts): string {
  return (
    `${day.day}: ${fmt(day.mcp_tool_calls)} MCP tool calls, ${fmt(day.api_requests)} REST requests, ${fmt(day.page_views)} page views, ` +
    `${fmt(day.outbound_clicks)} outbound clicks, ${fmt(day.downloads)} downloads, ${fmt(day.ranked_searches)} searches ranked, ` +
    `${percent(day.weak_answers, day.ranked_searches)} answered weak`
  );
}

const round = (n: number) => Math.round(n * 10) / 10;

function bars(days: readonly DayCounts[], max: number): string {
  const plot = HEIGHT - TOP - BOTTOM;
  const step = (WIDTH - LEFT) / Math.max(1, days.length);
  const width = round(step * 0.8);
  return days
    .map((day, i) => {
      const x = round(LEFT + i * step + (step - width) / 2);
      let y = HEIGHT - BOTTOM;
      const rects = SERIES.map((series) => {
        const height = max > 0 ? round((day[series.key] / max) * plot) : 0;
        y = round(y - height);
        return height > 0
          ? `<rect class="${series.css}" x="${x}" y="${y}" width="${width}" height="${height}" data-value="${day[series.key]}"/>`
          : "";
      }).join("");
      // A transparent full-height target, so a day without traffic still shows its numbers on hover.
      const target = `<rect x="${x}" y="${TOP}" width="${width}" height="${plot}" fill="transparent"/>`;
      return `<g data-day="${day.day}"><title>${esc(dayTitle(day))}</title>${target}${rects}</g>`;
    })
    .join("");
}

function axis(days: readonly DayCounts[], max: number): string {
  const base = HEIGHT - BOTTOM;
  const labels = [days[0], days[Math.floor(days.length / 2)], days.at(-1)].filter((day): day is DayCounts => day !== undefined);
  const step = (WIDTH - LEFT) / Math.max(1, days.length);
  const ticks = labels
    .map((day, n) => {
      const i = days.indexOf(day);
      // The last label ends at the edge instead of being cut by it.
      const [x, anchor] = n === labels.length - 1 && labels.length > 1 ? [WIDTH, "end"] : [round(LEFT + i * step + step / 2), "middle"];
      return `<text class="tick" x="${x}" y="${HEIGHT - 6}" text-anchor="${anchor}">${day.day.slice(5)}</text>`;
    })
    .join("");
  return (
    `<line class="axis" x1="${LEFT}" y1="${base}" x2="${WIDTH}" y2="${base}"/>` +
    `<text class="tick" x="${LEFT - 6}" y="${TOP + 4}" text-anchor="end">${fmt(max)}</text>` +
    `<text class="tick" x="${LEFT - 6}" y="${base}" text-anchor="end">0</text>${ticks}`
  );
}

function legend(): string {
  const swatch = (css: string) =>
    `<svg width="12" height="12" aria-hidden="true" focusable="false"><rect class="${css}" width="12" height="12"/></svg>`;
  return `<ul class="legend">${SERIES.map((series) => `<li>${swatch(series.css)}${series.name}</li>`).join("")}</ul>`;
}

/** The chart and its table, side by side (one above the other on a phone). */
export function dailySection(daily: Daily): string {
  const max = Math.max(0, ...daily.days.map((day) => SERIES.reduce((sum, series) => sum + day[series.key], 0)));
  const summary =
    max > 0
      ? `Daily MCP tool calls, REST requests and page views from ${daily.from} to ${daily.through} (UTC), stacked; the table beside it has every number.`
      : `Nothing was recorded from ${daily.from} to ${daily.through} (UTC).`;
  const svg =
    `<svg class="bars" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="chart-title">` +
    `<title id="chart-title">${esc(summary)}</title>${axis(daily.days, max)}${bars(daily.days, max)}</svg>`;
  const rows = [...daily.days]
    .reverse()
    .map((day) => [
      day.day,
      fmt(day.mcp_tool_calls),
      fmt(day.api_requests),
      fmt(day.page_views),
      fmt(day.outbound_clicks),
      fmt(day.downloads),
      fmt(day.ranked_searches),
      percent(day.weak_answers, day.ranked_searches),
    ]);
  const numbers = table(
    "Day by day (UTC), newest first",
    ["Day", "MCP tool calls", "REST requests", "Page views", "Outbound clicks", "Downloads", "Searches ranked", "Answered weak"],
    rows,
    "daily",
  );
  return (
    `<h2 id="daily">The last ${daily.days.length} days</h2>` +
    `<p class="muted">${esc(summary)}${daily.days.length > 0 ? " Today so far is the last bar." : ""}</p>` +
    `<div class="chart"><div class="card">${legend()}${svg}</div>` +
    `<div class="scroll" tabindex="0" role="region" aria-label="Daily figures, newest first">${numbers}</div></div>`
  );
}
