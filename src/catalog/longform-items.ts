// Long-form items (one guide, comparison, stack or skill with its body), fetched on demand when a tool asks
// for one, under the same rules as the index copy: a memo with a TTL, one fetch per item however many ask at
// once, the Cache API copy or the last good copy (labelled stale) when the site fails, a back-off after a
// failure, and the bundled sample's items while only the sample is held.

import type { Config } from "../core/config";
import { fail, ok, type Result } from "../core/problem";
import { FAILURE_RETRY_MS, iso, MAX_STALE_MS, readSharedCopy, stateFor, upstreamLimits, writeSharedCopy } from "./store-state";
import type { HeldItem, State, StoreDeps } from "./store-state";
import type { CatalogueSnapshot } from "./store";
import { sampleItem } from "../site/sample";
import { LONGFORM_ROUTES, type DataLabel, type LongformItem, type LongformType } from "../site/types";
import { fetchJson } from "./upstream";
import { validateLongformItem } from "../site/validate";

// One guide, comparison, stack or skill with markdown, raw and html (largest today ~70 KB).
export const MAX_ITEM_BYTES = 2 * 1024 * 1024;

export interface ItemSnapshot {
  readonly item: LongformItem;
  readonly label: DataLabel;
}

function itemKey(type: LongformType, id: string): string {
  return `${type}:${id}`;
}

async function loadItem(base: string, state: State, type: LongformType, id: string, deps: StoreDeps): Promise<Result<HeldItem | null>> {
  const path = `/api/longform/${LONGFORM_ROUTES[type]}/${id}.json`;
  const key = itemKey(type, id);
  const fetched = await fetchJson(deps.fetcher, `${base}${path}`, upstreamLimits(deps, MAX_ITEM_BYTES));
  const now = deps.now();
  if (fetched.ok) {
    const item = validateLongformItem(fetched.json, type, id);
    if (item.ok) {
      const held = state.items.set(key, { item: item.value, fetchedAt: now });
      state.itemFailures.delete(key);
      state.itemsGone.delete(key);
      writeSharedCopy(deps, base, path, fetched.text, now);
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
  const cached = await readSharedCopy(deps, base, path);
  if (cached && now - cached.at <= MAX_STALE_MS) {
    try {
      const item = validateLongformItem(JSON.parse(cached.text), type, id);
      if (item.ok) {
        // Held in memory too: during the back-off that follows, requests look only at memory, and without
        // it they would get a 503 where this request got the stale copy.
        const stale = { item: item.value, fetchedAt: cached.at };
        const held = state.items.get(key);
        if (!held || held.fetchedAt < stale.fetchedAt) state.items.set(key, stale);
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
  const state = stateFor(config);
  const key = itemKey(type, id);
  const ttlMs = config.cacheTtlSeconds * 1000;
  const now = deps.now();
  const held = state.items.get(key);
  const failedAt = state.itemFailures.get(key);
  const backingOff = failedAt !== undefined && now - failedAt < FAILURE_RETRY_MS;
  let current: HeldItem | null = held && (now - held.fetchedAt < ttlMs || backingOff) ? held : null;
  if (!current && !backingOff) {
    const loading = () =>
      loadItem(base, state, type, id, deps).catch((error: unknown): Result<HeldItem | null> => {
        // Same rule as the index: a load that breaks is a failed load, with its back-off.
        state.itemFailures.set(key, deps.now());
        console.error("long-form item load broke", error);
        return ok(null);
      });
    const loaded = await state.loadingItems.run(key, loading, deps.waitUntil);
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
