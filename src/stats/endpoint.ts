// GET /stats (and /v1/usage): computed at most once per 10 minutes per configuration and location: an isolate
// memo, a Cache API copy shared by the location's isolates, and concurrent misses coalesced into one
// computation. Without the token: "collecting" (no numbers, reusable for a minute). When the SQL API fails:
// 503 "unavailable", remembered for a minute so an outage is not hammered. `stats_url` names this server's
// canonical /stats; it is added per request (the memo is shared by every host name the Worker answers on).
// statsAnswer is the answer as data (the dashboard draws it, with the last good figures when the SQL API fails);
// statsResponse renders it as /stats.

import { defaultCache, readStamped, writeStamped, type CacheLike } from "../cache/shared-copy";
import { RecentMap } from "../cache/recent-map";
import { SingleFlight } from "../cache/single-flight";
import type { Config } from "../core/config";
import type { RequestContext } from "../routing/request-context";
import { jsonResponse } from "../http/json";
import {
  computeStats,
  PRIVACY_URL,
  sinceOf,
  STATS_CACHE_SECONDS,
  STATS_SHAPE_VERSION,
  type Since,
  type StatsBody,
  type StatsDeps,
} from "./compute";
import { forgetLastGood, lastGood, readStatsBody, rememberLastGood, type LastGood, type LastGoodStore } from "./last-good";
import type { KvStore } from "./rollup";
import { sqlRunner, type SqlRunner } from "./sql-client";
import type { CountedNames } from "./totals";

// After a failed computation the SQL API is not asked again for this long.
export const FAILURE_RETRY_SECONDS = 60;
// One memo per configuration; a handful at most (environments, tests), bounded anyway.
const MAX_MEMOS = 32;
// "collecting" changes as soon as the token is set: a footer should not keep showing it for ten minutes.
export const COLLECTING_MAX_AGE_SECONDS = 60;
// Versioned by the body's shape (STATS_SHAPE_VERSION, shared with the last good copy).
const CACHE_KEY_PREFIX = `https://cache.indexagentica-mcp.internal/stats/${STATS_SHAPE_VERSION}`;
// The header that stamps a shared copy with when it was computed.
const COMPUTED_AT = "x-computed-at";

type Answer =
  | { readonly status: 200; readonly body: StatsBody; readonly computedAt: number; readonly expiresAt: number }
  | {
      readonly status: 503;
      readonly body: object;
      /** Why, as a phrase ("the SQL API answered HTTP 500"): the body's message says it in a sentence. */
      readonly reason: string;
      readonly computedAt: number;
      readonly expiresAt: number;
    };

/** The stats answer as data: what /stats renders as JSON and GET /dashboard draws. */
export type StatsAnswer =
  | { readonly kind: "collecting"; readonly body: CollectingBody }
  | { readonly kind: "ok"; readonly body: StatsBody & { readonly stats_url: string }; readonly ageSeconds: number }
  | { readonly kind: "unavailable"; readonly body: object; readonly reason: string; readonly retryAfterSeconds: number };

export interface CollectingBody {
  readonly status: "collecting";
  readonly message: string;
  readonly since: Since;
  readonly generated: string;
  readonly stats_url: string;
  readonly privacy: string;
}

const memos = new RecentMap<string, Answer>(MAX_MEMOS);
const computing = new SingleFlight<string, Answer>();
// Part of the Cache API key; tests bump it to stop reusing copies already stored.
let cacheGeneration = 0;

/** Forgets every memo in this isolate, like a fresh isolate; `cacheApi` also ignores stored Cache API copies (tests). */
export function resetStatsCache(options: { cacheApi?: boolean } = {}): void {
  memos.clear();
  computing.clear();
  forgetLastGood();
  if (options.cacheApi) cacheGeneration++;
}

/** What identifies one stats answer: where it is read from, never the token. */
function memoKey(config: Config): string {
  return [config.analyticsSqlUrl, config.analyticsDataset, config.hitsDataset, config.statsApiSince, config.statsBeaconSince].join("|");
}

function statsUrl(baseUrl: string): string {
  return `${baseUrl}/stats`;
}

function collectingBody(since: Since, now: number, baseUrl: string): CollectingBody {
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

function unavailableBody(reason: string, since: Since, now: number): object {
  return {
    status: "unavailable",
    message: `Usage stats are temporarily unavailable: ${reason}.`,
    since,
    generated: new Date(now).toISOString(),
  };
}

async function fromCache(cache: CacheLike | null, url: string, now: number): Promise<Answer | null> {
  const copy = await readStamped(cache, url, COMPUTED_AT);
  if (!copy || now - copy.at >= STATS_CACHE_SECONDS * 1000) return null;
  const body = readStatsBody(copy.text);
  return body ? { status: 200, body, computedAt: copy.at, expiresAt: copy.at + STATS_CACHE_SECONDS * 1000 } : null;
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

function lastGoodStore(env: StatsEnvironment): LastGoodStore {
  return { config: env.config, cache: env.cache, generation: cacheGeneration, waitUntil: env.waitUntil };
}

/** The last good figures of this configuration (for the dashboard while /stats is unavailable), or null. */
export function lastGoodFigures(env: StatsEnvironment): Promise<LastGood | null> {
  return lastGood(lastGoodStore(env), env.now());
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
    result = { ok: false, problem: { code: "internal_error", message: "the stats computation failed" } };
  }
  const at = env.now();
  if (!result.ok) {
    const reason = result.problem.message;
    return memos.set(key, {
      status: 503,
      body: unavailableBody(reason, since, at),
      reason,
      computedAt: at,
      expiresAt: at + FAILURE_RETRY_SECONDS * 1000,
    });
  }
  const answer = memos.set(key, { status: 200, body: result.value, computedAt: at, expiresAt: at + STATS_CACHE_SECONDS * 1000 });
  const text = JSON.stringify(answer.body);
  writeStamped(env.cache, cacheUrl, text, { stamp: COMPUTED_AT, at, maxAgeSeconds: STATS_CACHE_SECONDS, waitUntil: env.waitUntil });
  rememberLastGood(lastGoodStore(env), { body: result.value, computedAt: at }, text);
  return answer;
}

function asAnswer(answer: Answer, now: number, baseUrl: string): StatsAnswer {
  if (answer.status === 503) {
    const retryAfterSeconds = Math.max(1, Math.ceil((answer.expiresAt - now) / 1000));
    return { kind: "unavailable", body: answer.body, reason: answer.reason, retryAfterSeconds };
  }
  const ageSeconds = Math.max(0, Math.floor((now - answer.computedAt) / 1000));
  return { kind: "ok", body: { ...answer.body, stats_url: statsUrl(baseUrl) }, ageSeconds };
}

/** The stats answer for one configuration, as data (usable without HTTP routing). */
export async function statsAnswer(env: StatsEnvironment): Promise<StatsAnswer> {
  const { config } = env;
  const since = sinceOf(config.statsApiSince, config.statsBeaconSince);
  const now = env.now();
  if (config.analyticsToken === null || config.analyticsSqlUrl === null) {
    return { kind: "collecting", body: collectingBody(since, now, env.baseUrl) };
  }
  const key = memoKey(config);
  const memo = memos.get(key);
  if (memo && now < memo.expiresAt) return asAnswer(memo, now, env.baseUrl);
  const answer = await computing.run(key, () => produce(key, env, since));
  return asAnswer(answer, env.now(), env.baseUrl);
}

/** How an answer is sent, by /stats and by the dashboard drawing it: status and caching headers. */
export function answerStatus(answer: StatsAnswer): { status: number; headers: Record<string, string> } {
  switch (answer.kind) {
    case "collecting":
      return { status: 200, headers: { "cache-control": `public, max-age=${COLLECTING_MAX_AGE_SECONDS}` } };
    case "unavailable":
      return { status: 503, headers: { "cache-control": "no-store", "retry-after": String(answer.retryAfterSeconds) } };
    case "ok":
      // max-age stays the full 10 minutes; Age says how much of it has already passed.
      return { status: 200, headers: { "cache-control": `public, max-age=${STATS_CACHE_SECONDS}`, age: String(answer.ageSeconds) } };
  }
}

/** The stats answer for one configuration as the /stats response. */
export async function statsResponse(env: StatsEnvironment): Promise<Response> {
  const answer = await statsAnswer(env);
  const { status, headers } = answerStatus(answer);
  return jsonResponse(answer.body, status, headers);
}

/** The stats environment of one request: its configuration, KV, the location's cache and the clock. */
export function requestStatsEnvironment(context: RequestContext, names: CountedNames): StatsEnvironment {
  return {
    names,
    config: context.config,
    baseUrl: context.baseUrl,
    kv: context.env.STATS_KV ?? null,
    cache: defaultCache(),
    waitUntil: (promise) => context.exec.waitUntil(promise),
    now: () => Date.now(),
  };
}

export function handleStats(context: RequestContext, names: CountedNames): Promise<Response> {
  return statsResponse(requestStatsEnvironment(context, names));
}
