// The rate-limit gate: each metered route counts against its own counter ("api", "hit", "stats"), per
// client address. The Workers rate-limit binding of that counter decides; when it is missing, throws or
// does not answer in time, this isolate's token buckets decide with the same numbers.

import { errorText } from "../core/guards";
import type { Config } from "../core/config";
import type { Problem } from "../core/problem";
import { TokenBuckets } from "./bucket";
import { clientKey } from "./client-key";

export type Meter = "api" | "hit" | "stats";

/** The `[[ratelimits]]` binding behind each counter (wrangler.toml). */
export const BINDING_BY_METER: Readonly<Record<Meter, "RATE_LIMITER" | "HIT_RATE_LIMITER" | "STATS_RATE_LIMITER">> = {
  api: "RATE_LIMITER",
  hit: "HIT_RATE_LIMITER",
  stats: "STATS_RATE_LIMITER",
};

// The binding answers from a cache in the same location, in well under a millisecond; a call this slow
// means it is unwell, and the request should not wait on it.
const BINDING_TIMEOUT_MS = 1_000;

export interface RateLimitVerdict {
  readonly allowed: boolean;
  readonly meter: Meter;
  readonly limit: number;
  readonly periodSeconds: number;
  /** Seconds to wait before retrying; 0 when allowed. */
  readonly retryAfterSeconds: number;
  /** Who decided: the binding, or this isolate's fallback buckets. */
  readonly decidedBy: "binding" | "isolate";
}

interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

// Fallback buckets per counter and numbers (the numbers only differ between test environments).
const fallbacks = new Map<string, TokenBuckets>();
// Each kind of binding trouble is logged once per isolate, not once per request.
const reported = new Set<string>();

/** Forgets every fallback counter in this isolate (tests). */
export function resetRateLimits(): void {
  fallbacks.clear();
  reported.clear();
}

function bindingFor(env: object, meter: Meter): RateLimitBinding | null {
  const candidate = (env as unknown as Record<string, unknown>)[BINDING_BY_METER[meter]];
  if (typeof candidate !== "object" || candidate === null) return null;
  return typeof (candidate as { limit?: unknown }).limit === "function" ? (candidate as RateLimitBinding) : null;
}

function reportOnce(kind: string, message: string): void {
  if (reported.has(kind)) return;
  reported.add(kind);
  console.warn(message);
}

/** The binding's answer, or null when it failed or took too long (then the fallback decides). */
async function askBinding(binding: RateLimitBinding, meter: Meter, key: string): Promise<boolean | null> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  try {
    const deadline = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), BINDING_TIMEOUT_MS);
    });
    const outcome = await Promise.race([binding.limit({ key }), deadline]);
    if (outcome === null) {
      reportOnce(
        `${meter}:timeout`,
        `rate limit binding ${BINDING_BY_METER[meter]} did not answer within ${BINDING_TIMEOUT_MS} ms; using the isolate fallback`,
      );
      return null;
    }
    if (typeof outcome !== "object" || typeof outcome.success !== "boolean") {
      reportOnce(`${meter}:shape`, `rate limit binding ${BINDING_BY_METER[meter]} gave an unexpected answer; using the isolate fallback`);
      return null;
    }
    return outcome.success;
  } catch (error) {
    reportOnce(`${meter}:error`, `rate limit binding ${BINDING_BY_METER[meter]} failed (${errorText(error)}); using the isolate fallback`);
    return null;
  } finally {
    if (timer !== null) clearTimeout(timer);
  }
}

function fallbackFor(meter: Meter, config: Config): TokenBuckets {
  const id = `${meter}:${config.rateLimitRequests}:${config.rateLimitPeriodSeconds}`;
  let buckets = fallbacks.get(id);
  if (!buckets) {
    buckets = new TokenBuckets(config.rateLimitRequests, config.rateLimitPeriodSeconds * 1000);
    fallbacks.set(id, buckets);
  }
  return buckets;
}

/** Counts this request against `meter` for its client and says whether it may proceed. */
export async function checkRateLimit(meter: Meter, request: Request, env: object, config: Config, now: number): Promise<RateLimitVerdict> {
  const key = clientKey(request);
  const base = { meter, limit: config.rateLimitRequests, periodSeconds: config.rateLimitPeriodSeconds };
  const binding = bindingFor(env, meter);
  if (binding) {
    const allowed = await askBinding(binding, meter, key);
    if (allowed !== null) {
      // The binding does not say when its window ends; a whole period is the honest upper bound.
      return { ...base, allowed, retryAfterSeconds: allowed ? 0 : config.rateLimitPeriodSeconds, decidedBy: "binding" };
    }
  } else {
    reportOnce(`${meter}:missing`, `rate limit binding ${BINDING_BY_METER[meter]} is not configured; using the isolate fallback`);
  }
  const decision = fallbackFor(meter, config).take(key, now);
  return { ...base, allowed: decision.allowed, retryAfterSeconds: decision.retryAfterSeconds, decidedBy: "isolate" };
}

/** Headers every metered response carries; a refusal adds Retry-After. */
export function rateLimitHeaders(verdict: RateLimitVerdict): Record<string, string> {
  const headers: Record<string, string> = {
    "x-ratelimit-limit": String(verdict.limit),
    "x-ratelimit-period": String(verdict.periodSeconds),
  };
  if (!verdict.allowed) headers["retry-after"] = String(verdict.retryAfterSeconds);
  return headers;
}

export function rateLimitProblem(verdict: RateLimitVerdict): Problem {
  const what = verdict.meter === "hit" ? "beacons" : verdict.meter === "stats" ? "stats requests" : "requests";
  return {
    code: "rate_limited",
    message: `Too many ${what}: this server allows ${verdict.limit} per ${verdict.periodSeconds} seconds from one client. Wait ${verdict.retryAfterSeconds} seconds (Retry-After) and try again.`,
    retryAfterSeconds: verdict.retryAfterSeconds,
  };
}
