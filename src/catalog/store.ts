// The catalogue as every request sees it: an isolate memo with a TTL, a Cache API copy shared by the
// isolates of a location, concurrent refreshes coalesced into one upstream fetch, the last good copy
// served (labelled stale) when the site fails, and the bundled sample when no good copy exists.

import type { Config } from "../core/config";
import { fail, ok, type Result } from "../core/problem";
import { buildCatalogue, type Catalogue } from "./catalogue";
import { FAILURE_RETRY_MS, iso, MAX_STALE_MS, readSharedCopy, stateFor, upstreamLimits, writeSharedCopy } from "./store-state";
import type { Held, State, StoreDeps } from "./store-state";
import { sampleLongform, sampleLongformGenerated, sampleSiteIndex } from "../site/sample";
import type { DataLabel, LongformSummary } from "../site/types";
import { fetchJson } from "./upstream";
import { longformGeneratedOf, validateLongformIndex, validateSiteIndex } from "../site/validate";

// Benchmarks replace this name at build time (wrangler dev --define) to time catalogues past the cap.
declare const __MAX_INDEX_BYTES__: number | undefined;
// A refresh holds the old catalogue, the new JSON text, its Cache API copy and the new catalogue at once:
// measured at ~5× the JSON's size (a parsed catalogue with its index is ~2×; docs/benchmarks.md). 16 MiB
// (~14,000 entries; today's index is 0.4 MB) keeps that peak near 85 MB, under one isolate's 128 MB with
// room for the runtime and requests. Larger directories need the design in docs/scaling.md.
export const MAX_INDEX_BYTES = typeof __MAX_INDEX_BYTES__ === "number" ? __MAX_INDEX_BYTES__ : 16 * 1024 * 1024;
// The long-form list holds metadata only (~25 KB today).
export const MAX_LONGFORM_INDEX_BYTES = 4 * 1024 * 1024;
const INDEX_PATH = "/api/index.json";
const LONGFORM_PATH = "/api/longform.json";

export interface CatalogueSnapshot {
  readonly catalogue: Catalogue;
  readonly label: DataLabel;
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
  const [index, longform] = await Promise.all([readSharedCopy(deps, base, INDEX_PATH), readSharedCopy(deps, base, LONGFORM_PATH)]);
  if (!index) return null;
  const held = parseCopy(index.text, longform?.text ?? null);
  return held ? { ...held, fetchedAt: index.at } : null;
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

  const [index, longform] = await Promise.all([
    fetchJson(deps.fetcher, `${base}${INDEX_PATH}`, upstreamLimits(deps, MAX_INDEX_BYTES)),
    fetchJson(deps.fetcher, `${base}${LONGFORM_PATH}`, upstreamLimits(deps, MAX_LONGFORM_INDEX_BYTES)),
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
  writeSharedCopy(deps, base, INDEX_PATH, index.text, now);
  if (longform.ok && list && list.ok) writeSharedCopy(deps, base, LONGFORM_PATH, longform.text, now);
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
  const state = stateFor(config);
  const now = deps.now();
  const good = state.good;
  const fresh = good !== null && good.fetchedAt !== null && !state.failing && now - good.fetchedAt < ttlMs;
  const backingOff = state.failing && now - state.checkedAt < FAILURE_RETRY_MS;
  if (!fresh && !backingOff) {
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
