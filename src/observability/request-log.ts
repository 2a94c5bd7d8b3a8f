// The pipeline's hook: after the response is decided, one usage point per logged request goes to ANALYTICS.
// Routes opt out with `log: false` (/health, /robots.txt, /favicon.ico, /hit, /stats and aliases); OPTIONS is
// never logged. Writing happens in waitUntil, so it neither delays nor alters the response.

import type { UsageRecord } from "./usage";
import { usageDataPoint, type RequestFacts } from "./usage-point";
import { cfFacts, writePoint, type DatasetLike } from "./writer";

/** The one thing logging needs to know about a route (see Route.log). */
export interface LoggedRoute {
  readonly log: boolean;
}

export function isLogged(method: string, route: LoggedRoute | null): boolean {
  if (method === "OPTIONS") return false;
  return route === null || route.log;
}

export interface LoggedRequest {
  readonly request: Request;
  readonly route: LoggedRoute | null;
  readonly usage: UsageRecord;
  readonly status: number;
  readonly startedAt: number;
  readonly dataset: DatasetLike | null | undefined;
  readonly waitUntil: (promise: Promise<unknown>) => void;
}

export function logRequest(entry: LoggedRequest): void {
  if (!entry.dataset || !isLogged(entry.request.method, entry.route)) return;
  const facts: RequestFacts = {
    status: entry.status,
    latencyMs: Date.now() - entry.startedAt,
    userAgent: entry.request.headers.get("user-agent"),
    ...cfFacts(entry.request),
  };
  const usage: UsageRecord = { ...entry.usage };
  const dataset = entry.dataset;
  const write = Promise.resolve().then(() => {
    writePoint(dataset, usageDataPoint(usage, facts), "usage");
  });
  try {
    entry.waitUntil(write.catch(() => undefined));
  } catch {
    // No execution context (unit use): the write above still runs.
  }
}
