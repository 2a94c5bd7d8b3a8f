// GET /dashboard: the stats answer (the same one /stats serves, from the same 10-minute cache) drawn as one HTML
// page. A strict CSP: nothing may load or run; the one stylesheet is allowed by its hash, images only as data.

import { isRecord } from "../core/guards";
import type { RequestContext } from "../routing/request-context";
import { COLLECTING_MAX_AGE_SECONDS, requestStatsEnvironment, statsAnswer, type StatsAnswer } from "../stats/endpoint";
import { STATS_CACHE_SECONDS } from "../stats/compute";
import type { CountedNames } from "../stats/totals";
import { renderDashboard, type DashboardView, type PageLinks } from "./page";
import { styleHash } from "./style";

/** The page's Content-Security-Policy: no script, no connection, no frame; its own stylesheet and data: images. */
export async function dashboardCsp(): Promise<string> {
  return `default-src 'none'; style-src ${await styleHash()}; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
}

function reasonOf(body: object): string {
  const message = isRecord(body) && typeof body.message === "string" ? body.message : "";
  // "Usage stats are temporarily unavailable: the SQL API answered HTTP 500." → "the SQL API answered HTTP 500"
  return message.replace(/^[^:]*:\s*/, "").replace(/\.$/, "") || "no answer";
}

/** What the page shows for an answer, and how the response is sent. */
export function dashboardView(answer: StatsAnswer, now: number): { view: DashboardView; status: number; headers: Record<string, string> } {
  switch (answer.kind) {
    case "collecting":
      return {
        view: { state: "collecting", body: answer.body },
        status: 200,
        headers: { "cache-control": `public, max-age=${COLLECTING_MAX_AGE_SECONDS}` },
      };
    case "ok":
      return {
        view: { state: "ok", body: answer.body },
        status: 200,
        headers: { "cache-control": `public, max-age=${STATS_CACHE_SECONDS}`, age: String(answer.ageSeconds) },
      };
    case "unavailable": {
      const reason = reasonOf(answer.body);
      if (answer.lastGood) {
        const { body, computedAt } = answer.lastGood;
        return { view: { state: "stale", body, computedAt, now, reason }, status: 200, headers: { "cache-control": "no-store" } };
      }
      return {
        view: { state: "unavailable", reason, retryAfterSeconds: answer.retryAfterSeconds },
        status: 503,
        headers: { "cache-control": "no-store", "retry-after": String(answer.retryAfterSeconds) },
      };
    }
  }
}

export async function handleDashboard(context: RequestContext, names: CountedNames): Promise<Response> {
  const answer = await statsAnswer(requestStatsEnvironment(context, names));
  const { view, status, headers } = dashboardView(answer, Date.now());
  const links: PageLinks = { stats: `${context.baseUrl}/stats`, home: `${context.baseUrl}/`, site: context.config.dataBaseUrl };
  return new Response(renderDashboard(view, links), {
    status,
    headers: { ...headers, "content-type": "text/html; charset=utf-8", "content-security-policy": await dashboardCsp() },
  });
}
