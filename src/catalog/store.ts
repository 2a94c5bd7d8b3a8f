// The catalogue as every request sees it: an isolate memo with a TTL, a Cache API copy shared by the
// isolates of a location, concurrent refreshes coalesced into one upstream fetch, the last good copy
// served (labelled stale) when the site fails, and the bundled sample when no good copy exists.

import type { Config } from "../core/config";
import { fail, ok, type Result } from "../core/problem";
import { readCappedChunks } from "../http/capped-stream";
import { buildCatalogue, catalogueOfCards, type Catalogue } from "./catalogue";
import { FAILURE_RETRY_MS, iso, MAX_STALE_MS, readSharedBody, readSharedCopy, stateFor, writeSharedCopy } from "./store-state";
import type { Held, State, StoreDeps } from "./store-state";
import { sampleLongform, sampleLongformGenerated, sampleSiteIndex } from "../site/sample";
import type { DataLabel, LongformSummary } from "../site/types";
import { catalogueHash } from "./snapshot/content-hash";
import { loadSharedSnapshot, publishSnapshot } from "./snapshot/shared";
import { fetchIndex, fetchLongform, INDEX_PATH, indexReader, LONGFORM_PATH, type IndexCaps } from "./site-read";
import { beforeRefresh, longformAfter, releaseIfLarge, renew } from "./refresh-steps";
import { longformGeneratedOf, validateLongformIndex } from "../site/validate";
import type { CatalogueSources } from "./validators";

// Benchmarks replace this name at build time (wrangler dev --define) to time catalogues past the cap.
declare const __MAX_INDEX_ENTRIES__: number | undefined;
// The production cap, from the 128 MB an isolate has on Workers (bench memory mode, docs/benchmarks.md): at 50,000
// entries a load and two refreshes complete in an 80 MB V8 heap (64 fails) with 18 MB of typed arrays at their peak
// (largest seen together: 83 MB), leaving the rest for the runtime, the code and requests; multi-word search also
// stays within its +5 ms there.
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

function indexCaps(deps: StoreDeps): IndexCaps {
  return {
    maxEntries: MAX_INDEX_ENTRIES,
    maxBytes: MAX_INDEX_BYTES,
    fullRecordsMaxEntries: deps.fullRecordsMaxEntries ?? FULL_RECORDS_MAX_ENTRIES,
  };
}

async function fromCache(base: string, deps: StoreDeps): Promise<Held | null> {
  const [index, longformCopy] = await Promise.all([readSharedBody(deps, base, INDEX_PATH), readSharedCopy(deps, base, LONGFORM_PATH)]);
  if (!index) return null;
  const reader = indexReader(indexCaps(deps));
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
  const { catalogue, fetchedAt, contentHash, sources } = loaded;
  const longform = catalogue.longformAvailable ? catalogue.longform : null;
  return { catalogue, fetchedAt, longform, longformGenerated: catalogue.longformGenerated, contentHash, ...(sources ? { sources } : {}) };
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

async function refresh(base: string, ttlMs: number, state: State, deps: StoreDeps): Promise<void> {
  if (state.good === null && (await takeShared(base, ttlMs, state, deps))) return;
  // Asked "changed since?" only when the copy held was built whole from files whose versions are known.
  const before = beforeRefresh(state);
  let released = false;
  const onFresh = () => {
    released ||= releaseIfLarge(state, deps.swapAboveEntries ?? SWAP_ABOVE_ENTRIES);
  };
  const startedAt = deps.now();
  const caps = indexCaps(deps);
  const [first, longform] = await Promise.all([
    fetchIndex(base, deps, caps, startedAt, before.sources?.index.validators, onFresh),
    fetchLongform(base, deps, MAX_LONGFORM_INDEX_BYTES, before.sources?.longform.validators),
  ]);
  const longformChanged = longform.ok && longform.notModified !== true;
  // A 304 comes only to a conditional GET, so a copy is held (a 304 never lets it go).
  if (first.notModified && state.good !== null && !longformChanged) {
    renew(base, state, deps, state.good, longform, (state.checkedAt = deps.now()));
    return;
  }
  // The long-form list changed under an unchanged index: the index is read again (cards are not rebuilt from a copy).
  const index = first.notModified ? await fetchIndex(base, deps, caps, startedAt, undefined, onFresh) : first;
  const now = deps.now();
  state.checkedAt = now;
  const site = index.notModified ? fail("upstream_error", "index.json answered 304 to an unconditional GET") : index.site;
  if (!site.ok) {
    state.failing = true;
    console.warn(`catalogue refresh failed: ${site.problem.message}`);
    if (released) {
      const reloaded = await fromShared(base, deps);
      if (reloaded) state.good = reloaded;
      else console.warn("catalogue released for a refresh that failed, and the Cache API no longer has it: serving the sample");
    }
    return;
  }
  const after = longformAfter(longform, before);
  // Only a catalogue made of exactly the files just fetched (or confirmed unchanged) has an identity to share it under.
  const sources: CatalogueSources | undefined =
    after.source && !index.notModified && index.source ? { index: index.source, longform: after.source } : undefined;
  const contentHash = sources ? await catalogueHash(sources.index.hash, sources.longform.hash) : undefined;
  // The same bytes as the copy still held (a site that sends no validators): its catalogue stands, nothing is built.
  const kept = state.good;
  const same = contentHash !== undefined && kept !== null && contentHash === kept.contentHash;
  const catalogue = same ? kept.catalogue : catalogueOfCards(site.value, after.list, after.generated);
  state.good = {
    catalogue,
    fetchedAt: now,
    longform: after.list,
    longformGenerated: after.generated,
    ...(contentHash ? { contentHash } : {}),
    ...(sources ? { sources } : {}),
  };
  state.failing = false;
  if (longform.ok && longform.notModified !== true && after.source) writeSharedCopy(deps, base, LONGFORM_PATH, longform.text, now);
  if (contentHash) {
    const known = contentHash === before.contentHash;
    publishSnapshot(deps, base, {
      catalogue,
      contentHash,
      fetchedAt: now,
      known,
      ...(sources ? { sources } : {}),
      ...(index.notModified ? {} : { after: index.copied }),
    });
  }
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
