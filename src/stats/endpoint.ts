// GET /stats (and /v1/usage): computed at most once per 10 minutes per configuration and location: an isolate
// memo, a Cache API copy shared by the location's isolates, and concurrent misses coalesced into one
// computation. Without the token: "collecting" (no numbers, reusable for a minute). When the SQL API fails:
// 503 "unavailable", remembered for a minute so an outage is not hammered. `stats_url` names this server's
// canonical /stats; it is added per request (the memo is shared by every host name the Worker answers on).

import { defaultCache, readStamped, writeStamped, type CacheLike } from "../cache/shared-copy";
import { RecentMap } from "../cache/recent-map";
import { SingleFlight } from "../cache/single-flight";
import type { Config } from "../core/config";
import type { RequestContext } from "../routing/request-context";
import { jsonResponse } from "../http/json";
import { computeStats, PRIVACY_URL, sinceOf, STATS_CACHE_SECONDS, type Since, type StatsDeps } from "./compute";
import type { KvStore } from "./rollup";
import { sqlRunner, type SqlRunner } from "./sql-client";
import type { CountedNames } from "./totals";

// After a failed computation the SQL API is not asked again for this long.
export const FAILURE_RETRY_SECONDS = 60;
// One memo per configuration; a handful at most (environments, tests), bounded anyway.
const MAX_MEMOS = 32;
// "collecting" changes as soon as the token is set: a footer should not keep showing it for ten minutes.
export const COLLECTING_MAX_AGE_SECONDS = 60;
// Version of what is stored in the Cache API; bump when the answer's shape changes.
const CACHE_KEY_PREFIX = "https://cache.indexagentica-mcp.internal/stats/v2";
// The header that stamps a shared copy with when it was computed.
const COMPUTED_AT = "x-computed-at";

interface Answer {
  readonly status: 200 | 503;
  readonly body: object;
  readonly computedAt: number;
  readonly expiresAt: number;
}

const memos = new RecentMap<string, Answer>(MAX_MEMOS);
const computing = new SingleFlight<string, Answer>();
// Part of the Cache API key; tests bump it to stop reusing copies already stored.
let cacheGeneration = 0;

/** Forgets every memo in this isolate, like a fresh isolate; `cacheApi` also ignores stored Cache API copies (tests). */
export function resetStatsCache(options: { cacheApi?: boolean } = {}): void {
  memos.clear();
  computing.clear();
  if (options.cacheApi) cacheGeneration++;
}

/** What identifies one stats answer: where it is read from, never the token. */
function memoKey(config: Config): string {
  return [config.analyticsSqlUrl, config.analyticsDataset, config.hitsDataset, config.statsApiSince, config.statsBeaconSince].join("|");
}

function statsUrl(baseUrl: string): string {
  return `${baseUrl}/stats`;
}

function collectingBody(since: Since, now: number, baseUrl: string): object {
  return {
    status: "collecting",
    message:
      "Usage is being logged, but aggregate numbers are not published yet: the stats query token (CF_ANALYTICS_TOKEN) is not configured on this server.",
    since,
    generated: new Date(now).toISOString(),
    stats_url: statsUrl(baseUrl),
    privacy: PRIVACY_URL,
  };
}

function unavailableBody(message: string, since: Since, now: number): object {
  return { status: "unavailable", message, since, generated: new Date(now).toISOString() };
}

async function fromCache(cache: CacheLike | null, url: string, now: number): Promise<Answer | null> {
  const copy = await readStamped(cache, url, COMPUTED_AT);
  if (!copy || now - copy.at >= STATS_CACHE_SECONDS * 1000) return null;
  try {
    return { status: 200, body: JSON.parse(copy.text) as object, computedAt: copy.at, expiresAt: copy.at + STATS_CACHE_SECONDS * 1000 };
  } catch {
    return null;
  }
}

export interface StatsEnvironment {
  readonly config: Config;
  /** Canonical base URL for `stats_url` (PUBLIC_BASE_URL, else the request's origin). */
  readonly baseUrl: string;
  readonly kv: KvStore | null;
  readonly cache: CacheLike | null;
  readonly waitUntil: (promise: Promise<unknown>) => void;
  readonly now: () => number;
  readonly names: CountedNames;
  /** Overrides the SQL API client (tests); default is sqlRunner on the configured URL and token. */
  readonly sql?: SqlRunner;
}

async function produce(key: string, env: StatsEnvironment, since: Since): Promise<Answer> {
  const cacheUrl = `${CACHE_KEY_PREFIX}/${cacheGeneration}/${encodeURIComponent(key)}`;
  const cached = await fromCache(env.cache, cacheUrl, env.now());
  if (cached) return memos.set(key, cached);
  const { config } = env;
  const deps: StatsDeps = {
    sql: env.sql ?? sqlRunner({ url: config.analyticsSqlUrl!, token: config.analyticsToken! }),
    kv: env.kv,
    datasets: { requests: config.analyticsDataset, hits: config.hitsDataset },
    since,
    now: env.now(),
    names: env.names,
  };
  let result: Awaited<ReturnType<typeof computeStats>>;
  try {
    result = await computeStats(deps);
  } catch (error) {
    console.error("stats computation failed", error);
    result = { ok: false, problem: { code: "internal_error", message: "Usage stats are temporarily unavailable." } };
  }
  const at = env.now();
  if (!result.ok) {
    return memos.set(key, {
      status: 503,
      body: unavailableBody(result.problem.message, since, at),
      computedAt: at,
      expiresAt: at + FAILURE_RETRY_SECONDS * 1000,
    });
  }
  const answer = memos.set(key, { status: 200, body: result.value, computedAt: at, expiresAt: at + STATS_CACHE_SECONDS * 1000 });
  writeStamped(env.cache, cacheUrl, JSON.stringify(answer.body), {
    stamp: COMPUTED_AT,
    at,
    maxAgeSeconds: STATS_CACHE_SECONDS,
    waitUntil: env.waitUntil,
  });
  return answer;
}

function respond(answer: Answer, now: number, baseUrl: string): Response {
  if (answer.status === 503) {
    const retry = Math.max(1, Math.ceil((answer.expiresAt - now) / 1000));
    return jsonResponse(answer.body, 503, { "cache-control": "no-store", "retry-after": String(retry) });
  }
  // max-age stays the full 10 minutes; Age says how much of it has already passed.
  const age = Math.max(0, Math.floor((now - answer.computedAt) / 1000));
  return jsonResponse({ ...answer.body, stats_url: statsUrl(baseUrl) }, 200, {
    "cache-control": `public, max-age=${STATS_CACHE_SECONDS}`,
    age: String(age),
  });
}

/** The stats answer for one configuration (usable without HTTP routing). */
export async function statsResponse(env: StatsEnvironment): Promise<Response> {
  const { config } = env;
  const since = sinceOf(config.statsApiSince, config.statsBeaconSince);
  const now = env.now();
  if (config.analyticsToken === null || config.analyticsSqlUrl === null) {
    return jsonResponse(collectingBody(since, now, env.baseUrl), 200, {
      "cache-control": `public, max-age=${COLLECTING_MAX_AGE_SECONDS}`,
    });
  }
  const key = memoKey(config);
  const memo = memos.get(key);
  if (memo && now < memo.expiresAt) return respond(memo, now, env.baseUrl);
  const answer = await computing.run(key, () => produce(key, env, since));
  return respond(answer, env.now(), env.baseUrl);
}

export function handleStats(context: RequestContext, names: CountedNames): Promise<Response> {
  return statsResponse({
    names,
    config: context.config,
    baseUrl: context.baseUrl,
    kv: context.env.STATS_KV ?? null,
    cache: defaultCache(),
    waitUntil: (promise) => context.exec.waitUntil(promise),
    now: () => Date.now(),
  });
}
