// GET /dashboard: the stats answer (the same one /stats serves, from the same 10-minute cache) drawn as one HTML
// page. A strict CSP: nothing may load or run; the one stylesheet is allowed by its hash, images only as data.

import type { RequestContext } from "../routing/request-context";
import { answerStatus, lastGoodFigures, requestStatsEnvironment, statsAnswer, type StatsAnswer } from "../stats/endpoint";
import type { LastGood } from "../stats/last-good";
import type { CountedNames } from "../stats/totals";
import { renderDashboard, type DashboardView, type PageLinks } from "./page";
import { styleHash } from "./style";

/** The page's Content-Security-Policy: no script, no connection, no frame; its own stylesheet and data: images. */
export async function dashboardCsp(): Promise<string> {
  return `default-src 'none'; style-src ${await styleHash()}; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
}

/** What the page shows for an answer (with the last good figures while /stats is unavailable), and how it is sent. */
export function dashboardView(
  answer: StatsAnswer,
  now: number,
  good: LastGood | null,
): { view: DashboardView; status: number; headers: Record<string, string> } {
  const sent = answerStatus(answer);
  switch (answer.kind) {
    case "collecting":
      return { view: { state: "collecting", body: answer.body }, ...sent };
    case "ok":
      return { view: { state: "ok", body: answer.body }, ...sent };
    case "unavailable":
      if (good) {
        const view: DashboardView = { state: "stale", body: good.body, computedAt: good.computedAt, now, reason: answer.reason };
        return { view, status: 200, headers: { "cache-control": "no-store" } };
      }
      return { view: { state: "unavailable", reason: answer.reason, retryAfterSeconds: answer.retryAfterSeconds }, ...sent };
  }
}

export async function handleDashboard(context: RequestContext, names: CountedNames): Promise<Response> {
  const env = requestStatsEnvironment(context, names);
  const answer = await statsAnswer(env);
  // Read only when it is shown: /stats itself never needs the last good figures.
  const good = answer.kind === "unavailable" ? await lastGoodFigures(env) : null;
  const { view, status, headers } = dashboardView(answer, env.now(), good);
  const links: PageLinks = { stats: `${context.baseUrl}/stats`, home: `${context.baseUrl}/`, site: context.config.dataBaseUrl };
  return new Response(renderDashboard(view, links), {
    status,
    headers: { ...headers, "content-type": "text/html; charset=utf-8", "content-security-policy": await dashboardCsp() },
  });
}
