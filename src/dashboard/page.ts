// The whole page for each state of the stats answer: collecting (no token yet), ok, the last good figures while
// the SQL API fails (labelled), unavailable (failing, nothing recent to show), and ok with nothing recorded. One
// HTML document, no script, no request beyond itself (icons and images are inline).

import type { StatsBody } from "../stats/compute";
import type { CollectingBody } from "../stats/endpoint";
import { dailySection } from "./chart";
import { duration, esc, inlineCode, utc } from "./html";
import { toolsSection, topSection, windowsSection } from "./sections";
import { STYLE } from "./style";

export type DashboardView =
  | { readonly state: "collecting"; readonly body: CollectingBody }
  | { readonly state: "ok"; readonly body: StatsBody }
  | { readonly state: "stale"; readonly body: StatsBody; readonly computedAt: number; readonly now: number; readonly reason: string }
  | { readonly state: "unavailable"; readonly reason: string; readonly retryAfterSeconds: number };

export interface PageLinks {
  /** This server's /stats and / (absolute). */
  readonly stats: string;
  readonly home: string;
  /** The directory site, for entry and skill pages. */
  readonly site: string;
}

const TITLE = "Index Agentica usage";

function shell(main: string, links: PageLinks): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="color-scheme" content="light dark"><meta name="robots" content="noindex">` +
    `<title>${TITLE}</title><link rel="icon" href="data:,"><style>${STYLE}</style></head><body>` +
    `<header><h1>${TITLE}</h1><p class="muted">How the MCP server, its REST API and the directory's pages are used: counts only, no identities.</p></header>` +
    `<main>${main}</main>` +
    `<footer class="muted"><p>The same figures as JSON: <a href="${esc(links.stats)}">${esc(links.stats)}</a>. ` +
    `The server: <a href="${esc(links.home)}">${esc(links.home)}</a>. The directory: <a href="${esc(links.site)}">${esc(links.site)}</a>.</p></footer>` +
    `</body></html>`
  );
}

function figures(body: StatsBody, links: PageLinks): string {
  const detail =
    body.daily && body.top
      ? dailySection(body.daily) + toolsSection(body.windows) + topSection(body.top, links.site)
      : `${toolsSection(body.windows)}<p class="notice">The daily chart and the top lists could not be computed this time; the figures above are complete. They come back with the next computation (within 10 minutes).</p>`;
  const caveats = body.caveats.map((caveat) => `<li>${inlineCode(esc(caveat))}</li>`).join("");
  return (
    windowsSection(body.windows) +
    detail +
    `<h2 id="notes">How these are counted</h2><ul>${caveats}</ul>` +
    `<p class="muted">Counting started ${esc(utc(body.since.mcp_api))} (MCP and REST) and ${esc(utc(body.since.site_beacon))} (the site's pages). ` +
    `<a href="${esc(body.privacy)}">What is stored and what never is</a>.</p>`
  );
}

function collecting(body: CollectingBody): string {
  return (
    `<p class="notice">Collecting: usage is being recorded, but no figures are published yet.</p>` +
    `<p>This server has no analytics query token (<code>CF_ANALYTICS_TOKEN</code>) yet, so it cannot read back what it records. Once it has one, this page shows:</p>` +
    `<ul><li>MCP tool calls, REST requests, page views, outbound clicks and skill downloads for the last 24 hours, the last 7 days and all time, with the agent / human split;</li>` +
    `<li>a chart of the last 30 days, day by day, with a table of the same numbers;</li>` +
    `<li>the tools and MCP clients that call most, and the entries and skills people open most.</li></ul>` +
    `<p>Recording started ${esc(utc(body.since.mcp_api))} for MCP and REST and ${esc(utc(body.since.site_beacon))} for the site's pages; nothing earlier is counted. ` +
    `<a href="${esc(body.privacy)}">What is stored and what never is</a>.</p>`
  );
}

/** The page for one view of the stats answer. */
export function renderDashboard(view: DashboardView, links: PageLinks): string {
  switch (view.state) {
    case "collecting":
      return shell(collecting(view.body), links);
    case "ok":
      return shell(
        `<p class="muted">Computed ${esc(utc(view.body.generated))}; recomputed at most every 10 minutes.</p>${figures(view.body, links)}`,
        links,
      );
    case "stale": {
      const age = duration(Math.max(0, Math.floor((view.now - view.computedAt) / 1000)));
      return shell(
        `<p class="notice">Not current: the analytics backend is not answering (${esc(view.reason)}). These are the last figures computed, at ${esc(utc(new Date(view.computedAt).toISOString()))} (${age} ago).</p>${figures(view.body, links)}`,
        links,
      );
    }
    case "unavailable":
      return shell(
        `<p class="notice">Unavailable: the analytics backend is not answering (${esc(view.reason)}), and there are no recent figures to show instead.</p>` +
          `<p>Try again in ${duration(view.retryAfterSeconds)}. The JSON at <a href="${esc(links.stats)}">${esc(links.stats)}</a> says the same (HTTP 503).</p>`,
        links,
      );
  }
}
