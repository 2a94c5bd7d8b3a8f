// Site files fetched one at a time when a tool asks for them (a long-form item, a whole entry), under the same
// rules as the index copy: a memo with a TTL, one upstream fetch per file however many ask at once, the Cache
// API copy or the last good copy when the site fails, and a back-off after a failure.

import { ok, type Result } from "../core/problem";
import type { DataLabel } from "../site/types";
import type { HeldFile, OnDemandFiles } from "./on-demand-files";
import { FAILURE_RETRY_MS, MAX_STALE_MS, iso, readSharedCopy, upstreamLimits, writeSharedCopy, type StoreDeps } from "./store-state";
import { fetchJson } from "./upstream";

export interface FileRequest<T> {
  /** Memo key (unique within one OnDemandFiles). */
  readonly key: string;
  /** Site path, e.g. /api/entries/x402.json. */
  readonly path: string;
  readonly maxBytes: number;
  /** Names the kind of file in log lines ("long-form item", "entry"). */
  readonly what: string;
  /** The file's rules, including that it is the file asked for (a wrong one is never served). */
  validate(raw: unknown): Result<T>;
}

export type OnDemand<T> =
  { readonly found: true; readonly copy: HeldFile<T>; readonly fresh: boolean } | { readonly found: false; readonly gone: boolean };

async function load<T>(
  base: string,
  files: OnDemandFiles<T>,
  request: FileRequest<T>,
  deps: StoreDeps,
): Promise<Result<HeldFile<T> | null>> {
  const { key, path } = request;
  const fetched = await fetchJson(deps.fetcher, `${base}${path}`, upstreamLimits(deps, request.maxBytes));
  const now = deps.now();
  if (fetched.ok) {
    const valid = request.validate(fetched.json);
    if (valid.ok) {
      const held = files.held.set(key, { value: valid.value, fetchedAt: now });
      files.failures.delete(key);
      files.gone.delete(key);
      writeSharedCopy(deps, base, path, fetched.text, now);
      return ok(held);
    }
    console.warn(`${request.what} refresh failed: ${valid.problem.message}`);
  } else {
    console.warn(`${request.what} refresh failed: ${fetched.reason}`);
  }
  // A 404 is the site saying the file is gone (the answer when no copy is held), unlike a failure to answer.
  if (!fetched.ok && fetched.status === 404) files.gone.add(key);
  else files.gone.delete(key);
  files.failures.set(key, now);
  const cached = await readSharedCopy(deps, base, path);
  if (cached && now - cached.at <= MAX_STALE_MS) {
    try {
      const valid = request.validate(JSON.parse(cached.text));
      if (valid.ok) {
        // Held in memory too: during the back-off that follows, requests look only at memory, and without
        // it they would get a 503 where this request got the stale copy.
        const stale = { value: valid.value, fetchedAt: cached.at };
        const held = files.held.get(key);
        if (!held || held.fetchedAt < stale.fetchedAt) files.held.set(key, stale);
        return ok(stale);
      }
    } catch {
      // A corrupt cached copy is the same as none.
    }
  }
  return ok(null);
}

/** One file: from memory while fresh (or while backing off), else fetched once for every caller, else stale. */
export async function readOnDemand<T>(
  base: string,
  files: OnDemandFiles<T>,
  request: FileRequest<T>,
  deps: StoreDeps,
  ttlMs: number,
): Promise<OnDemand<T>> {
  const key = request.key;
  const now = deps.now();
  const held = files.held.get(key);
  const failedAt = files.failures.get(key);
  const backingOff = failedAt !== undefined && now - failedAt < FAILURE_RETRY_MS;
  let current: HeldFile<T> | null = held && (now - held.fetchedAt < ttlMs || backingOff) ? held : null;
  if (!current && !backingOff) {
    const loading = () =>
      load(base, files, request, deps).catch((error: unknown): Result<HeldFile<T> | null> => {
        // Same rule as the index: a load that breaks is a failed load, with its back-off.
        files.failures.set(key, deps.now());
        console.error(`${request.what} load broke`, error);
        return ok(null);
      });
    const loaded = await files.loading.run(key, loading, deps.waitUntil);
    if (loaded.ok && loaded.value) current = loaded.value;
  }
  if (!current && held && deps.now() - held.fetchedAt <= MAX_STALE_MS) current = held;
  if (!current) return { found: false, gone: files.gone.has(key) };
  const fresh = deps.now() - current.fetchedAt < ttlMs + FAILURE_RETRY_MS && files.failures.get(key) === undefined;
  return { found: true, copy: current, fresh };
}

/**
 * What an answer built from a file read on demand says of its data: the file's own freshness, not the catalogue's
 * (a stale copy of the file under a live catalogue is stale). `generated` is the catalogue's build time; `what`
 * names the file in the notice ("guide", "entry").
 */
export function onDemandLabel<T>(read: Extract<OnDemand<T>, { found: true }>, generated: string | null, what: string): DataLabel {
  const fetchedAt = iso(read.copy.fetchedAt);
  if (read.fresh) return { source: "live", generated, fetched_at: fetchedAt };
  return {
    source: "stale",
    generated,
    fetched_at: fetchedAt,
    notice: `The directory site could not be reached just now; this is the last good copy of this ${what}, fetched ${fetchedAt}.`,
  };
}
