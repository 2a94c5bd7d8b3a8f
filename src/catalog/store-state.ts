// The store's state and rules: what it keeps per DATA_BASE_URL (the index copy's life, and the long-form items and entries fetched so far), the rules
// every copy follows (deadline, back-off, how stale is too stale), and the copies shared through the Cache API.

import type { Config } from "../core/config";
import {
  readStamped,
  readStampedBody,
  streamStamped,
  writeStamped,
  type CacheLike,
  type CopyWriter,
  type StampedCopy,
} from "../cache/shared-copy";
import type { Fetcher } from "../http/fetcher";
import type { Catalogue } from "./catalogue";
import { EMPTY, type Life } from "./life/states";
import { OnDemandFiles } from "./on-demand-files";
import type { Entry, LongformItem } from "../site/types";

// Long enough for a slow origin on a cold cache, short enough that a caller is not left hanging.
export const UPSTREAM_TIMEOUT_MS = 5_000;
// After a failed refresh the site is not asked again for this long; callers get the copy already held.
export const FAILURE_RETRY_MS = 30_000;
// Directory data changes slowly, so a week-old copy is still useful; older than that it is an outage.
export const MAX_STALE_MS = 7 * 24 * 60 * 60 * 1000;
// Long-form items are fetched on demand; this many stay in memory (each is well under 100 KB).
export const MAX_ITEMS_IN_MEMORY = 64;
// Whole entries are fetched on demand too; this many stay in memory (each ~1–2 KB: ~0.5 MB at most).
export const MAX_ENTRIES_IN_MEMORY = 256;
// Keys of what the store shares through the Cache API: a host no request can reach, then a version of the stored
// shape (bump it when that shape changes): v1 for the text copies, v2 for snapshots and their pointer.
const CACHE_ORIGIN = "https://cache.indexagentica-mcp.internal";
const CACHE_KEY_PREFIX = `${CACHE_ORIGIN}/v1`;
const SNAPSHOT_KEY_PREFIX = `${CACHE_ORIGIN}/v2`;
// The header that stamps a shared copy with when it was fetched from the site.
const FETCHED_AT = "x-fetched-at";
// How long background work that needs the isolate's thread waits after a refresh (snapshot encode, an index copy held
// whole): a zero delay let it run before the response had left (bench --cold: the building isolate's first search at
// 250 entries took 110 ms of wall with 0, 95 with this delay); a copy shared this much later costs nothing.
const AFTER_RESPONSE_MS = 250;
// Up to this many bytes the index's shared copy is held and put after the response instead of written while the
// index streams in: its writes held the building isolate's first answer up (bench --cold, wrangler dev: ~20 ms at 250
// entries, ~170 ms at 10,000). ~10,000 entries as the site pretty-prints them; a larger index streams its copy as
// it arrives, so a refresh never holds tens of MB.
export const INDEX_COPY_HOLD_BYTES = 16 * 1024 * 1024;

/** Resolves once the response has (most likely) left: background work after it cannot hold it up. */
export function afterResponse(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, AFTER_RESPONSE_MS));
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
  /** SWAP_ABOVE_ENTRIES (store.ts) unless a test lowers it to reach that path with a small catalogue. */
  readonly swapAboveEntries?: number;
  /** FULL_RECORDS_MAX_ENTRIES (store.ts) unless a test moves it to reach either side with a small catalogue. */
  readonly fullRecordsMaxEntries?: number;
  /** SNAPSHOT_MAX_ENTRIES (snapshot/shared.ts) unless a test lowers it to reach that path with a small catalogue. */
  readonly snapshotMaxEntries?: number;
  /** INDEX_COPY_HOLD_BYTES unless a test lowers it to reach the streamed copy with a small catalogue. */
  readonly indexCopyHoldBytes?: number;
}

export interface State {
  /** Where the index copy is in its life (life/states.ts); only the shell (store.ts) moves it, through life/transition.ts. */
  life: Life;
  /** The bundled sample's catalogue, built the first time it answers. */
  sample: Catalogue | null;
  /** The refresh under way, which requests that arrive meanwhile wait for (the machine says when one starts). */
  running: Promise<void> | null;
  readonly longformItems: OnDemandFiles<LongformItem>;
  readonly entries: OnDemandFiles<Entry>;
}

// Keyed by DATA_BASE_URL, so environments (and tests) that point elsewhere never share a copy.
const states = new Map<string, State>();

/** Forgets every copy held in this isolate (tests). */
export function resetCatalogueStore(): void {
  states.clear();
}

export function stateFor(config: Config): State {
  const base = config.dataBaseUrl;
  let state = states.get(base);
  if (!state) {
    state = {
      life: EMPTY,
      sample: null,
      running: null,
      longformItems: new OnDemandFiles(MAX_ITEMS_IN_MEMORY),
      entries: new OnDemandFiles(MAX_ENTRIES_IN_MEMORY),
    };
    states.set(base, state);
  }
  return state;
}

export function iso(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString();
}

/** The fetch limits of one upstream GET. */
export function upstreamLimits(deps: StoreDeps, maxBytes: number): { timeoutMs: number; maxBytes: number } {
  return { timeoutMs: deps.upstreamTimeoutMs ?? UPSTREAM_TIMEOUT_MS, maxBytes };
}

/** Where the shared text copy of one site file is kept. */
export function sharedCopyKey(base: string, path: string): string {
  return `${CACHE_KEY_PREFIX}/${encodeURIComponent(base)}${path}`;
}

/** Where the pointer to the latest catalogue of `base` is shared: its content hash and when it was fetched. */
export function pointerKey(base: string): string {
  return `${SNAPSHOT_KEY_PREFIX}/${encodeURIComponent(base)}/catalogue/current`;
}

/** Where the snapshot of catalogue `hash`, written by code `code`, is shared. */
export function snapshotKey(base: string, code: string, hash: string): string {
  return `${SNAPSHOT_KEY_PREFIX}/${encodeURIComponent(base)}/snapshot/${code}/${hash}`;
}

/** The shared copy of one site file (e.g. "/api/index.json"), with when it was fetched. */
export function readSharedCopy(deps: StoreDeps, base: string, path: string): Promise<StampedCopy | null> {
  return readStamped(deps.cache, sharedCopyKey(base, path), FETCHED_AT);
}

/** Shares a site file just fetched; kept past the TTL, so another isolate can still serve it as stale. */
export function writeSharedCopy(deps: StoreDeps, base: string, path: string, text: string, fetchedAt: number): void {
  writeStamped(deps.cache, sharedCopyKey(base, path), text, {
    stamp: FETCHED_AT,
    at: fetchedAt,
    maxAgeSeconds: Math.ceil(MAX_STALE_MS / 1000),
    waitUntil: deps.waitUntil,
  });
}

/** The shared copy of one site file as a stream (the index, read as it arrives), with when it was fetched. */
export function readSharedBody(deps: StoreDeps, base: string, path: string): ReturnType<typeof readStampedBody> {
  return readStampedBody(deps.cache, sharedCopyKey(base, path), FETCHED_AT);
}

/** Shares a site file while it is being fetched (writeSharedCopy for a body that is never held whole). */
export function streamSharedCopy(deps: StoreDeps, base: string, path: string, fetchedAt: number): CopyWriter | null {
  const later = (task: () => Promise<void>): Promise<void> => {
    const done = afterResponse().then(task);
    deps.waitUntil(done);
    return done;
  };
  return streamStamped(deps.cache, sharedCopyKey(base, path), {
    stamp: FETCHED_AT,
    at: fetchedAt,
    maxAgeSeconds: Math.ceil(MAX_STALE_MS / 1000),
    waitUntil: deps.waitUntil,
    hold: { upToBytes: deps.indexCopyHoldBytes ?? INDEX_COPY_HOLD_BYTES, later },
  });
}
