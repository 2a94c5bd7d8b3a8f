// The catalogue as every request sees it: an isolate memo with a TTL, a Cache API copy shared by the
// isolates of a location, concurrent refreshes coalesced into one upstream fetch, the last good copy
// served (labelled stale) when the site fails, and the bundled sample when no good copy exists.

import type { Config } from "../core/config";
import { fail, ok, type Result } from "../core/problem";
import { buildCatalogue, type Catalogue } from "./catalogue";
import { sampleItem, sampleLongform, sampleLongformGenerated, sampleSiteIndex } from "./sample";
import { LONGFORM_ROUTES, type DataLabel, type LongformItem, type LongformSummary, type LongformType } from "./types";
import type { Fetcher } from "../http/fetcher";
import { fetchJson } from "./upstream";
import { longformGeneratedOf, validateLongformIndex, validateLongformItem, validateSiteIndex } from "./validate";

// Long enough for a slow origin on a cold cache, short enough that a caller is not left hanging.
export const UPSTREAM_TIMEOUT_MS = 5_000;
// Benchmarks replace this name at build time (wrangler dev --define) to time catalogues past the cap.
declare const __MAX_INDEX_BYTES__: number | undefined;
// A refresh holds the old catalogue, the new JSON text, its Cache API copy and the new catalogue at once:
// measured at ~5× the JSON's size (a parsed catalogue with its index is ~2×; docs/benchmarks.md). 16 MiB
// (~14,000 entries; today's index is 0.4 MB) keeps that peak near 85 MB, under one isolate's 128 MB with
// room for the runtime and requests. Larger directories need the design in docs/scaling.md.
export const MAX_INDEX_BYTES = typeof __MAX_INDEX_BYTES__ === "number" ? __MAX_INDEX_BYTES__ : 16 * 1024 * 1024;
// The long-form list holds metadata only (~25 KB today).
export const MAX_LONGFORM_INDEX_BYTES = 4 * 1024 * 1024;
// One guide, comparison, stack or skill with markdown, raw and html (largest today ~70 KB).
export const MAX_ITEM_BYTES = 2 * 1024 * 1024;
// After a failed refresh the site is not asked again for this long; callers get the copy already held.
export const FAILURE_RETRY_MS = 30_000;
// Directory data changes slowly, so a week-old copy is still useful; older than that it is an outage.
export const MAX_STALE_MS = 7 * 24 * 60 * 60 * 1000;
// Long-form items are fetched on demand; this many stay in memory (each is well under 100 KB).
export const MAX_ITEMS_IN_MEMORY = 64;
// Version of what is stored in the Cache API; bump when the stored shape changes.
const CACHE_KEY_PREFIX = "https://cache.indexagentica-mcp.internal/v1";

export interface CacheLike {
  match(key: string): Promise<Response | undefined>;
  put(key: string, response: Response): Promise<void>;
}

export interface StoreDeps {
  readonly fetcher: Fetcher;
  /** The Cache API (caches.default), or null where there is none. */
  readonly cache: CacheLike | null;
  readonly now: () => number;
  /** Keeps background work (cache writes, a shared refresh) alive after the response. */
  readonly waitUntil: (promise: Promise<unknown>) => void;
  /** Deadline of one upstream fetch; UPSTREAM_TIMEOUT_MS unless a test shortens it. */
  readonly upstreamTimeoutMs?: number;
}

export interface CatalogueSnapshot {
  readonly catalogue: Catalogue;
  readonly label: DataLabel;
}

export interface ItemSnapshot {
  readonly item: LongformItem;
  readonly label: DataLabel;
}

interface Held {
  readonly catalogue: Catalogue;
  /** When the copy was fetched from the site; null for the sample. */
  readonly fetchedAt: number | null;
  readonly longform: readonly LongformSummary[] | null;
  readonly longformGenerated: string | null;
}

interface HeldItem {
  readonly item: LongformItem;
  readonly fetchedAt: number;
}

interface State {
  /** The last good copy from the site (live or, once the site fails, stale). */
  good: Held | null;
  sample: Held | null;
  /** Last time the site was asked (success or failure). */
  checkedAt: number;
  failing: boolean;
  inflight: Promise<void> | null;
  items: Map<string, HeldItem>;
  itemFailures: Map<string, number>;
  /** Items the site answered 404 for while no copy of them was held: "no longer published" until it has them again. */
  itemsGone: Set<string>;
  itemInflight: Map<string, Promise<Result<HeldItem | null>>>;
}

// Keyed by DATA_BASE_URL, so environments (and tests) that point elsewhere never share a copy.
const states = new Map<string, State>();

/** Forgets every copy held in this isolate (tests). */
export function resetCatalogueStore(): void {
  states.clear();
}

function stateFor(base: string): State {
  let state = states.get(base);
  if (!state) {
    state = {
      good: null,
      sample: null,
      checkedAt: -Infinity,
      failing: false,
      inflight: null,
      items: new Map(),
      itemFailures: new Map(),
      itemsGone: new Set(),
      itemInflight: new Map(),
    };
    states.set(base, state);
  }
  return state;
}

function iso(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString();
}

function cacheKey(base: string, path: string): string {
  return `${CACHE_KEY_PREFIX}/${encodeURIComponent(base)}${path}`;
}

async function readCached(deps: StoreDeps, key: string): Promise<{ text: string; fetchedAt: number } | null> {
  if (!deps.cache) return null;
  try {
    const response = await deps.cache.match(key);
    if (!response) return null;
    const fetchedAt = Number(response.headers.get("x-fetched-at"));
    if (!Number.isFinite(fetchedAt)) return null;
    return { text: await response.text(), fetchedAt };
  } catch {
    return null;
  }
}

function writeCached(deps: StoreDeps, key: string, text: string, fetchedAt: number): void {
  if (!deps.cache) return;
  const cache = deps.cache;
  // Kept past the TTL so that another isolate can still serve it as stale during an outage.
  const maxAge = Math.ceil(MAX_STALE_MS / 1000);
  const response = new Response(text, {
    headers: {
      "content-type": "application/json",
      "cache-control": `public, max-age=${maxAge}`,
      "x-fetched-at": String(fetchedAt),
    },
  });
  // A cache that fails (even by throwing instead of rejecting) must not fail the copy just fetched.
  try {
    deps.waitUntil(cache.put(key, response).catch(() => undefined));
  } catch {
    // The shared copy is an optimisation; the isolate's own copy is already in place.
  }
}

function parseCopy(indexText: string, longformText: string | null): Held | null {
  try {
    const site = validateSiteIndex(JSON.parse(indexText));
    if (!site.ok) return null;
    let longform: LongformSummary[] | null = null;
    let longformGenerated: string | null = null;
    if (longformText !== null) {
      const raw: unknown = JSON.parse(longformText);
      const list = validateLongformIndex(raw);
      if (list.ok) {
        longform = list.value;
        longformGenerated = longformGeneratedOf(raw);
      }
    }
    return { catalogue: buildCatalogue(site.value, longform, longformGenerated), fetchedAt: null, longform, longformGenerated };
  } catch {
    return null;
  }
}

async function fromCache(base: string, deps: StoreDeps): Promise<Held | null> {
  const [index, longform] = await Promise.all([
    readCached(deps, cacheKey(base, "/api/index.json")),
    readCached(deps, cacheKey(base, "/api/longform.json")),
  ]);
  if (!index) return null;
  const held = parseCopy(index.text, longform?.text ?? null);
  return held ? { ...held, fetchedAt: index.fetchedAt } : null;
}

function sampleHeld(state: State): Held {
  if (!state.sample) {
    const longform = sampleLongform();
    const longformGenerated = sampleLongformGenerated();
    state.sample = {
      catalogue: buildCatalogue(sampleSiteIndex(), longform, longformGenerated),
      fetchedAt: null,
      longform,
      longformGenerated,
    };
  }
  return state.sample;
}

async function refresh(base: string, ttlMs: number, state: State, deps: StoreDeps): Promise<void> {
  // A cold isolate first takes a fresh copy another isolate of this location already fetched.
  if (state.good === null) {
    const cached = await fromCache(base, deps);
    if (cached && cached.fetchedAt !== null) {
      const age = deps.now() - cached.fetchedAt;
      if (age < ttlMs) {
        state.good = cached;
        state.checkedAt = cached.fetchedAt;
        state.failing = false;
        return;
      }
      if (age <= MAX_STALE_MS) state.good = cached;
    }
  }

  const limits = (maxBytes: number) => ({ timeoutMs: deps.upstreamTimeoutMs ?? UPSTREAM_TIMEOUT_MS, maxBytes });
  const [index, longform] = await Promise.all([
    fetchJson(deps.fetcher, `${base}/api/index.json`, limits(MAX_INDEX_BYTES)),
    fetchJson(deps.fetcher, `${base}/api/longform.json`, limits(MAX_LONGFORM_INDEX_BYTES)),
  ]);
  const now = deps.now();
  state.checkedAt = now;

  const site = index.ok ? validateSiteIndex(index.json) : null;
  if (!index.ok || !site || !site.ok) {
    state.failing = true;
    console.warn(`catalogue refresh failed: ${index.ok ? (site && !site.ok ? site.problem.message : "invalid") : index.reason}`);
    return;
  }
  const list = longform.ok ? validateLongformIndex(longform.json) : null;
  const listed = list !== null && list.ok;
  const longformList = listed ? list.value : (state.good?.longform ?? null);
  const longformGenerated = listed ? longformGeneratedOf(longform.ok ? longform.json : null) : (state.good?.longformGenerated ?? null);
  if (!list || !list.ok) {
    console.warn(
      `long-form index refresh failed: ${longform.ok ? (list && !list.ok ? list.problem.message : "invalid") : longform.reason}`,
    );
  }
  state.good = {
    catalogue: buildCatalogue(site.value, longformList, longformGenerated),
    fetchedAt: now,
    longform: longformList,
    longformGenerated,
  };
  state.failing = false;
  writeCached(deps, cacheKey(base, "/api/index.json"), index.text, now);
  if (longform.ok && list && list.ok) writeCached(deps, cacheKey(base, "/api/longform.json"), longform.text, now);
}

function snapshot(state: State, now: number, ttlMs: number): Result<CatalogueSnapshot> {
  const good = state.good;
  if (good && good.fetchedAt !== null) {
    const age = now - good.fetchedAt;
    if (!state.failing && age < ttlMs + FAILURE_RETRY_MS) {
      return ok({ catalogue: good.catalogue, label: liveLabel(good) });
    }
    if (age <= MAX_STALE_MS) {
      return ok({
        catalogue: good.catalogue,
        label: {
          source: "stale",
          generated: good.catalogue.generated,
          fetched_at: iso(good.fetchedAt),
          notice: `The directory site could not be reached just now; this is the last good copy, fetched ${iso(good.fetchedAt)}.`,
        },
      });
    }
    return fail(
      "upstream_error",
      `The directory's data could not be loaded from the site, and the last good copy (fetched ${iso(good.fetchedAt)}) is too old to serve. Try again in a few minutes.`,
    );
  }
  const sample = sampleHeld(state);
  return ok({
    catalogue: sample.catalogue,
    label: {
      source: "sample",
      generated: sample.catalogue.generated,
      fetched_at: null,
      notice:
        "The directory site could not be reached and no copy of it is held, so this answer comes from the small sample catalogue bundled with the server, not the live directory.",
    },
  });
}

function liveLabel(held: Held): DataLabel {
  const label: DataLabel = { source: "live", generated: held.catalogue.generated, fetched_at: iso(held.fetchedAt) };
  if (!held.catalogue.longformAvailable) {
    label.notice = "The long-form index (guides, comparisons, stacks, skills) could not be loaded; directory entries are complete.";
  }
  return label;
}

/** The catalogue to answer from, with a label saying where it came from. */
export async function getCatalogue(config: Config, deps: StoreDeps): Promise<Result<CatalogueSnapshot>> {
  const base = config.dataBaseUrl;
  const ttlMs = config.cacheTtlSeconds * 1000;
  const state = stateFor(base);
  const now = deps.now();
  const good = state.good;
  const fresh = good !== null && good.fetchedAt !== null && !state.failing && now - good.fetchedAt < ttlMs;
  const backingOff = state.failing && now - state.checkedAt < FAILURE_RETRY_MS;
  if (!fresh && !backingOff) {
    if (!state.inflight) {
      state.inflight = refresh(base, ttlMs, state, deps)
        .catch((error: unknown) => {
          // A refresh that breaks unexpectedly is a failed refresh: the copy held (or the sample) answers,
          // and the site is left alone for FAILURE_RETRY_MS instead of being asked again by every request.
          state.failing = true;
          state.checkedAt = deps.now();
          console.error("catalogue refresh broke", error);
        })
        .finally(() => {
          state.inflight = null;
        });
      deps.waitUntil(state.inflight.catch(() => undefined));
    }
    await state.inflight;
  }
  return snapshot(state, deps.now(), ttlMs);
}

function itemKey(type: LongformType, id: string): string {
  return `${type}:${id}`;
}

function remember(state: State, key: string, held: HeldItem): void {
  state.items.delete(key);
  state.items.set(key, held);
  while (state.items.size > MAX_ITEMS_IN_MEMORY) {
    const oldest = state.items.keys().next().value;
    if (oldest === undefined) break;
    state.items.delete(oldest);
  }
}

async function loadItem(base: string, state: State, type: LongformType, id: string, deps: StoreDeps): Promise<Result<HeldItem | null>> {
  const path = `/api/longform/${LONGFORM_ROUTES[type]}/${id}.json`;
  const key = itemKey(type, id);
  const fetched = await fetchJson(deps.fetcher, `${base}${path}`, {
    timeoutMs: deps.upstreamTimeoutMs ?? UPSTREAM_TIMEOUT_MS,
    maxBytes: MAX_ITEM_BYTES,
  });
  const now = deps.now();
  if (fetched.ok) {
    const item = validateLongformItem(fetched.json, type, id);
    if (item.ok) {
      const held = { item: item.value, fetchedAt: now };
      remember(state, key, held);
      state.itemFailures.delete(key);
      state.itemsGone.delete(key);
      writeCached(deps, cacheKey(base, path), fetched.text, now);
      return ok(held);
    }
    console.warn(`long-form item refresh failed: ${item.problem.message}`);
  } else {
    console.warn(`long-form item refresh failed: ${fetched.reason}`);
  }
  // A 404 is the site saying the file is gone (the answer when no copy is held), unlike a failure to answer.
  if (!fetched.ok && fetched.status === 404) state.itemsGone.add(key);
  else state.itemsGone.delete(key);
  state.itemFailures.set(key, now);
  const cached = await readCached(deps, cacheKey(base, path));
  if (cached && now - cached.fetchedAt <= MAX_STALE_MS) {
    try {
      const item = validateLongformItem(JSON.parse(cached.text), type, id);
      if (item.ok) {
        // Held in memory too: during the back-off that follows, requests look only at memory, and without
        // it they would get a 503 where this request got the stale copy.
        const stale = { item: item.value, fetchedAt: cached.fetchedAt };
        const held = state.items.get(key);
        if (!held || held.fetchedAt < stale.fetchedAt) remember(state, key, stale);
        return ok(stale);
      }
    } catch {
      // A corrupt cached copy is the same as none.
    }
  }
  return ok(null);
}

/**
 * One long-form item (already known to be published in `from`). Fetched on demand through the same
 * memo, Cache API and stale rules as the index; the sample catalogue answers from its bundled items.
 */
export async function getLongformItem(
  config: Config,
  deps: StoreDeps,
  from: CatalogueSnapshot,
  type: LongformType,
  id: string,
): Promise<Result<ItemSnapshot>> {
  if (from.label.source === "sample") {
    const item = sampleItem(type, id);
    if (item) return ok({ item, label: from.label });
    // Only the sample is held: the item may well exist on the site, so this is an outage, not a miss.
    return fail(
      "upstream_error",
      `The directory site could not be reached and the small bundled sample has no ${type} "${id}". Try again in a few minutes.`,
    );
  }
  const base = config.dataBaseUrl;
  const state = stateFor(base);
  const key = itemKey(type, id);
  const ttlMs = config.cacheTtlSeconds * 1000;
  const now = deps.now();
  const held = state.items.get(key);
  const failedAt = state.itemFailures.get(key);
  const backingOff = failedAt !== undefined && now - failedAt < FAILURE_RETRY_MS;
  let current: HeldItem | null = held && (now - held.fetchedAt < ttlMs || backingOff) ? held : null;
  if (!current && !backingOff) {
    let pending = state.itemInflight.get(key);
    if (!pending) {
      pending = loadItem(base, state, type, id, deps)
        .catch((error: unknown): Result<HeldItem | null> => {
          // Same rule as the index: a load that breaks is a failed load, with its back-off.
          state.itemFailures.set(key, deps.now());
          console.error("long-form item load broke", error);
          return ok(null);
        })
        .finally(() => state.itemInflight.delete(key));
      state.itemInflight.set(key, pending);
      deps.waitUntil(pending.catch(() => undefined));
    }
    const loaded = await pending;
    if (loaded.ok && loaded.value) current = loaded.value;
  }
  if (!current && held && deps.now() - held.fetchedAt <= MAX_STALE_MS) current = held;
  if (!current) {
    if (state.itemsGone.has(key)) {
      return fail("not_found", `The ${type} "${id}" is no longer published: the site lists it but no longer serves its file.`, []);
    }
    return fail("upstream_error", `The ${type} "${id}" is listed but could not be loaded from the site. Try again in a few minutes.`);
  }
  const fresh = deps.now() - current.fetchedAt < ttlMs + FAILURE_RETRY_MS && state.itemFailures.get(key) === undefined;
  return ok({
    item: current.item,
    label: fresh
      ? { source: "live", generated: from.label.generated, fetched_at: iso(current.fetchedAt) }
      : {
          source: "stale",
          generated: from.label.generated,
          fetched_at: iso(current.fetchedAt),
          notice: `The directory site could not be reached just now; this is the last good copy of this ${type}, fetched ${iso(current.fetchedAt)}.`,
        },
  });
}
