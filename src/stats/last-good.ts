// The last good /stats figures, kept for when the SQL API fails: the dashboard then shows them, labelled with when
// they were computed, instead of nothing. /stats itself still answers 503 "unavailable" (the live contract). An
// isolate memo and a Cache API copy shared by the location's isolates, kept a day.
//
// Keyed by what the figures are OF (the datasets and the `since` timestamps), not by the SQL endpoint that computed
// them: figures of the same datasets stay the last good ones whichever endpoint is asked next.

import { readStamped, writeStamped, type CacheLike } from "../cache/shared-copy";
import { RecentMap } from "../cache/recent-map";
import { isRecord } from "../core/guards";
import type { Config } from "../core/config";
import { STATS_SHAPE_VERSION, type StatsBody } from "./compute";

// Figures older than a day mislead more than they help: past it the dashboard says "unavailable" instead.
export const LAST_GOOD_SECONDS = 86_400;
// One per configuration; a handful at most (environments, tests), bounded anyway.
const MAX_KEPT = 32;
const CACHE_KEY_PREFIX = `https://cache.indexagentica-mcp.internal/stats-last-good/${STATS_SHAPE_VERSION}`;
const COMPUTED_AT = "x-computed-at";

export interface LastGood {
  readonly body: StatsBody;
  /** Epoch milliseconds when the figures were computed. */
  readonly computedAt: number;
}

const kept = new RecentMap<string, LastGood>(MAX_KEPT);

/** Forgets the memo (tests; a fresh isolate). */
export function forgetLastGood(): void {
  kept.clear();
}

function keyOf(config: Config, generation: number): string {
  const what = [config.analyticsDataset, config.hitsDataset, config.statsApiSince, config.statsBeaconSince].join("|");
  return `${CACHE_KEY_PREFIX}/${generation}/${encodeURIComponent(what)}`;
}

/** Our own stored answer read back: an "ok" body with its windows, else null. */
export function readStatsBody(text: string): StatsBody | null {
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) && value.status === "ok" && isRecord(value.windows) ? (value as unknown as StatsBody) : null;
  } catch {
    return null;
  }
}

export interface LastGoodStore {
  readonly config: Config;
  readonly cache: CacheLike | null;
  /** Part of the Cache API key (tests bump it to ignore copies stored earlier). */
  readonly generation: number;
  readonly waitUntil: (promise: Promise<unknown>) => void;
}

/** Keeps `good` (`text`: its body as JSON, when the caller has it already). */
export function rememberLastGood(store: LastGoodStore, good: LastGood, text = JSON.stringify(good.body)): void {
  const key = keyOf(store.config, store.generation);
  kept.set(key, good);
  writeStamped(store.cache, key, text, {
    stamp: COMPUTED_AT,
    at: good.computedAt,
    maxAgeSeconds: LAST_GOOD_SECONDS,
    waitUntil: store.waitUntil,
  });
}

/** The last good figures not older than LAST_GOOD_SECONDS at `now`, or null. */
export async function lastGood(store: LastGoodStore, now: number): Promise<LastGood | null> {
  const key = keyOf(store.config, store.generation);
  const fresh = (good: LastGood | null) => (good && now - good.computedAt < LAST_GOOD_SECONDS * 1000 ? good : null);
  const memo = fresh(kept.get(key) ?? null);
  if (memo) return memo;
  const copy = await readStamped(store.cache, key, COMPUTED_AT);
  const body = copy ? readStatsBody(copy.text) : null;
  const good = body && copy ? fresh({ body, computedAt: copy.at }) : null;
  if (good) kept.set(key, good);
  return good;
}
