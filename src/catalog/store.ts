// The catalogue as every request sees it: an isolate memo with a TTL, a Cache API copy shared by the
// isolates of a location, concurrent refreshes coalesced into one upstream fetch, the last good copy
// served (labelled stale) when the site fails, and the bundled sample when no good copy exists.

import type { Config } from "../core/config";
import { fail, ok, type Result } from "../core/problem";
import { readCappedChunks } from "../http/capped-stream";
import { buildCatalogue, catalogueOfCards, type Catalogue } from "./catalogue";
import {
  FAILURE_RETRY_MS,
  iso,
  MAX_STALE_MS,
  readSharedBody,
  readSharedCopy,
  stateFor,
  streamSharedCopy,
  upstreamLimits,
  writeSharedCopy,
} from "./store-state";
import type { Held, State, StoreDeps } from "./store-state";
import { SiteIndexStream, WHOLE_BELOW_CHARS, type IndexCards } from "../site/index-stream";
import { sampleLongform, sampleLongformGenerated, sampleSiteIndex } from "../site/sample";
import type { DataLabel, LongformSummary } from "../site/types";
import { ContentHasher, catalogueHash } from "./snapshot/content-hash";
import { loadSharedSnapshot, publishSnapshot } from "./snapshot/shared";
import { fetchJson, fetchStreamed } from "./upstream";
import { longformGeneratedOf, validateLongformIndex } from "../site/validate";

// Benchmarks replace this name at build time (wrangler dev --define) to time catalogues past the cap.
declare const __MAX_INDEX_ENTRIES__: number | undefined;
// The production cap, from the 128 MB an isolate has on Workers (bench memory mode, docs/benchmarks.md): at 50,000
// entries a load or refresh needs 80 MB of V8 heap (72 fails) plus 28 MB of typed arrays at its peak, ~108 MB,
// leaving ~20 MB for the runtime, the code and requests; multi-word search also stays within its +5 ms there.
export const MAX_INDEX_ENTRIES = typeof __MAX_INDEX_ENTRIES__ === "number" ? __MAX_INDEX_ENTRIES__ : 50_000;
// A network guard only (the index is read as it arrives, never held whole): the site serves ~1.6 KB per entry
// pretty-printed, so an index at the entry cap is ~80 MB; more bytes than this is not an index.
export const MAX_INDEX_BYTES = 96 * 1024 * 1024;
// Above this many entries a refresh lets the copy it serves go before reading the new one (reloading it from the
// Cache API if the refresh fails): at 50,000 the two copies together need ~128 MB of V8 heap, the load alone ~80
// (bench memory mode, docs/benchmarks.md); up to here both fit with room, as they always have.
export const SWAP_ABOVE_ENTRIES = 25_000;
// Up to this many entries the catalogue also keeps every whole record (get_entry fetches nothing, and answers while
// the site is down, as before issue 15); above, cards only and entries on demand. At 10,000 a load + 2 refreshes
// complete in a 64 MB heap (48 fails) + 13 MB typed arrays, cards only 48 + 8.6 (bench memory mode, docs/benchmarks.md):
// well inside 128 MB; main held records up to its 16 MiB cap (~14,000 entries), whose refresh needed ~100 MB of heap.
export const FULL_RECORDS_MAX_ENTRIES = 10_000;
// The long-form list holds metadata only (~25 KB today).
export const MAX_LONGFORM_INDEX_BYTES = 4 * 1024 * 1024;
const INDEX_PATH = "/api/index.json";
const LONGFORM_PATH = "/api/longform.json";

export interface CatalogueSnapshot {
  readonly catalogue: Catalogue;
  readonly label: DataLabel;
}

/** The long-form list of a shared copy's text; null when it is absent or unusable (entries still serve). */
function longformOf(text: string | null): { longform: LongformSummary[] | null; longformGenerated: string | null } {
  if (text === null) return { longform: null, longformGenerated: null };
  try {
    const raw: unknown = JSON.parse(text);
    const list = validateLongformIndex(raw);
    return list.ok ? { longform: list.value, longformGenerated: longformGeneratedOf(raw) } : { longform: null, longformGenerated: null };
  } catch {
    return { longform: null, longformGenerated: null };
  }
}

function indexReader(deps: StoreDeps): SiteIndexStream {
  return new SiteIndexStream(MAX_INDEX_ENTRIES, WHOLE_BELOW_CHARS, deps.fullRecordsMaxEntries ?? FULL_RECORDS_MAX_ENTRIES);
}

async function fromCache(base: string, deps: StoreDeps): Promise<Held | null> {
  const [index, longformCopy] = await Promise.all([readSharedBody(deps, base, INDEX_PATH), readSharedCopy(deps, base, LONGFORM_PATH)]);
  if (!index) return null;
  const reader = indexReader(deps);
  const read = await readCappedChunks(index.body, MAX_INDEX_BYTES, (text) => {
    reader.push(text);
    return !reader.refused;
  });
  const site = read.ok ? reader.finish() : null;
  if (!site?.ok) return null;
  const { longform, longformGenerated } = longformOf(longformCopy?.text ?? null);
  return { catalogue: catalogueOfCards(site.value, longform, longformGenerated), fetchedAt: index.at, longform, longformGenerated };
}

/** A location's snapshot (snapshot/shared.ts) when it has one this code can use, else its text copy. */
async function fromShared(base: string, deps: StoreDeps): Promise<Held | null> {
  const loaded = await loadSharedSnapshot(deps, base);
  if (!loaded) return fromCache(base, deps);
  const { catalogue, fetchedAt, contentHash } = loaded;
  const longform = catalogue.longformAvailable ? catalogue.longform : null;
  return { catalogue, fetchedAt, longform, longformGenerated: catalogue.longformGenerated, contentHash };
}

/**
 * index.json from the site, read as it arrives into cards, byte for byte into the shared copy, and into `hasher`
 * (the catalogue's identity).
 */
async function fetchIndex(base: string, deps: StoreDeps, fetchedAt: number, hasher: ContentHasher): Promise<Result<IndexCards>> {
  const reader = indexReader(deps);
  const copy = streamSharedCopy(deps, base, INDEX_PATH, fetchedAt);
  const read = await fetchStreamed(deps.fetcher, `${base}${INDEX_PATH}`, upstreamLimits(deps, MAX_INDEX_BYTES), async (text, bytes) => {
    reader.push(text);
    // A refused index is not shared, nor decoded further; the rest is still read, so a byte cap or a deadline
    // reports as such, as when the text was parsed whole.
    if (reader.refused) {
      copy?.abort();
      return false;
    }
    if (bytes) {
      await hasher.push(bytes);
      await copy?.write(bytes);
    }
    return true;
  });
  const site = read.ok ? reader.finish() : fail("upstream_error", read.reason);
  if (site.ok) copy?.close();
  else copy?.abort();
  return site;
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

/** A cold isolate's first step: a fresh copy another isolate of this location already fetched; true if taken. */
async function takeShared(base: string, ttlMs: number, state: State, deps: StoreDeps): Promise<boolean> {
  const cached = await fromShared(base, deps);
  if (!cached || cached.fetchedAt === null) return false;
  const age = deps.now() - cached.fetchedAt;
  if (age < ttlMs) {
    state.good = cached;
    state.checkedAt = cached.fetchedAt;
    state.failing = false;
    return true;
  }
  if (age <= MAX_STALE_MS) state.good = cached;
  return false;
}

/**
 * A large copy is let go before its successor is read, so the two never share the isolate's memory; the Cache
 * API still has it (the new copy replaces it only once complete), to reload if the refresh fails. What the
 * refresh still needs of it (the long-form list, kept when longform.json fails) is returned.
 */
function releaseIfLarge(
  state: State,
  deps: StoreDeps,
): { released: boolean; longform: Held["longform"]; longformGenerated: string | null } {
  const held = state.good;
  const kept = { longform: held?.longform ?? null, longformGenerated: held?.longformGenerated ?? null };
  const released = held !== null && held.catalogue.entries.length > (deps.swapAboveEntries ?? SWAP_ABOVE_ENTRIES);
  if (released) state.good = null;
  return { released, ...kept };
}

async function refresh(base: string, ttlMs: number, state: State, deps: StoreDeps): Promise<void> {
  if (state.good === null && (await takeShared(base, ttlMs, state, deps))) return;
  const heldHash = state.good?.contentHash;
  const previous = releaseIfLarge(state, deps);

  const startedAt = deps.now();
  const indexHash = new ContentHasher();
  const longformHash = new ContentHasher();
  const [site, longform] = await Promise.all([
    fetchIndex(base, deps, startedAt, indexHash),
    fetchJson(deps.fetcher, `${base}${LONGFORM_PATH}`, upstreamLimits(deps, MAX_LONGFORM_INDEX_BYTES), (bytes) => longformHash.push(bytes)),
  ]);
  const now = deps.now();
  state.checkedAt = now;

  if (!site.ok) {
    state.failing = true;
    console.warn(`catalogue refresh failed: ${site.problem.message}`);
    if (previous.released) {
      const reloaded = await fromShared(base, deps);
      if (reloaded) state.good = reloaded;
      else console.warn("catalogue released for a refresh that failed, and the Cache API no longer has it: serving the sample");
    }
    return;
  }
  const list = longform.ok ? validateLongformIndex(longform.json) : null;
  const listed = list !== null && list.ok;
  const longformList = listed ? list.value : previous.longform;
  const longformGenerated = listed ? longformGeneratedOf(longform.ok ? longform.json : null) : previous.longformGenerated;
  if (!list || !list.ok) {
    console.warn(
      `long-form index refresh failed: ${longform.ok ? (list && !list.ok ? list.problem.message : "invalid") : longform.reason}`,
    );
  }
  const catalogue = catalogueOfCards(site.value, longformList, longformGenerated);
  // Only a catalogue made of exactly the files just fetched has an identity to share it under.
  const contentHash = listed ? await catalogueHash(await indexHash.digest(), await longformHash.digest()) : undefined;
  state.good = { catalogue, fetchedAt: now, longform: longformList, longformGenerated, ...(contentHash ? { contentHash } : {}) };
  state.failing = false;
  if (longform.ok && list && list.ok) writeSharedCopy(deps, base, LONGFORM_PATH, longform.text, now);
  if (contentHash) publishSnapshot(deps, base, catalogue, contentHash, now, contentHash === heldHash);
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

/** Whether the copy held is past its TTL and the site is not being left alone after a failure. */
function needsRefresh(state: State, now: number, ttlMs: number): boolean {
  // Not an async function's local: a copy a refresh is about to let go must not stay reachable from here.
  const good = state.good;
  const fresh = good !== null && good.fetchedAt !== null && !state.failing && now - good.fetchedAt < ttlMs;
  const backingOff = state.failing && now - state.checkedAt < FAILURE_RETRY_MS;
  return !fresh && !backingOff;
}

/** The catalogue to answer from, with a label saying where it came from. */
export async function getCatalogue(config: Config, deps: StoreDeps): Promise<Result<CatalogueSnapshot>> {
  const base = config.dataBaseUrl;
  const ttlMs = config.cacheTtlSeconds * 1000;
  const state = stateFor(config);
  if (needsRefresh(state, deps.now(), ttlMs)) {
    const refreshing = () =>
      refresh(base, ttlMs, state, deps).catch((error: unknown) => {
        // A refresh that breaks unexpectedly is a failed refresh: the copy held (or the sample) answers,
        // and the site is left alone for FAILURE_RETRY_MS instead of being asked again by every request.
        state.failing = true;
        state.checkedAt = deps.now();
        console.error("catalogue refresh broke", error);
      });
    await state.refreshing.run("index", refreshing, deps.waitUntil);
  }
  return snapshot(state, deps.now(), ttlMs);
}
