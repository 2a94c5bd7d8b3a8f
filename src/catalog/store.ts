// The catalogue as every request sees it: the shell that runs the catalogue's life (life/transition.ts) in the
// Worker. It feeds the machine its events (a request, what the site and the location's shared copy answered, the
// clock's reading), runs the effects it asks for, and answers each request from the state it ends in
// (life/answer.ts): live, stale while the site fails, the bundled sample when no good copy exists.

import type { Config } from "../core/config";
import type { Result } from "../core/problem";
import { sampleLongform, sampleLongformGenerated, sampleSiteIndex } from "../site/sample";
import { buildCatalogue, catalogueOfCards, type Catalogue } from "./catalogue";
import { answer, type CatalogueSnapshot } from "./life/answer";
import type { Ask, Event, Fire } from "./life/events";
import { step, type Rules } from "./life/transition";
import { fromShared } from "./shared-read";
import { fetchIndex, fetchLongform, LONGFORM_PATH, type IndexCaps } from "./site-read";
import { catalogueHash } from "./snapshot/content-hash";
import { publishSnapshot } from "./snapshot/shared";
import { stateFor, writeSharedCopy, type State, type StoreDeps } from "./store-state";

export type { CatalogueSnapshot };

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

function indexCaps(deps: StoreDeps): IndexCaps {
  return {
    maxEntries: MAX_INDEX_ENTRIES,
    maxBytes: MAX_INDEX_BYTES,
    fullRecordsMaxEntries: deps.fullRecordsMaxEntries ?? FULL_RECORDS_MAX_ENTRIES,
  };
}

/** One run of the shell: the state it moves, where the site is, what the Worker gives it. */
interface Shell {
  readonly state: State;
  readonly base: string;
  readonly rules: Rules;
  readonly deps: StoreDeps;
}

function sampleOf(state: State): Catalogue {
  state.sample ??= buildCatalogue(sampleSiteIndex(), sampleLongform(), sampleLongformGenerated());
  return state.sample;
}

function run(shell: Shell, fire: Fire): void {
  const { deps, base } = shell;
  switch (fire.fire) {
    case "shareLongform":
      return writeSharedCopy(deps, base, LONGFORM_PATH, fire.text, fire.at);
    case "publish":
      return publishSnapshot(deps, base, fire.publication);
    case "log":
      if (fire.level === "error") console.error(fire.line, fire.error);
      else console.warn(fire.line);
  }
}

/**
 * Moves the machine by `event`, runs what it fires, and says what it asks next. Only the state keeps what the
 * machine holds (no caller keeps a transition), so a copy the machine lets go is garbage at once.
 */
function dispatch(shell: Shell, event: Event): { readonly ask: Ask | null; readonly join: boolean } {
  const transition = step(shell.state.life, event, shell.rules);
  shell.state.life = transition.life;
  for (const fire of transition.fire) run(shell, fire);
  return { ask: transition.ask, join: transition.join };
}

/** Runs one ask against the site, the location's shared copy or the CPU; its answer is the machine's next event. */
async function perform(shell: Shell, ask: Ask): Promise<Event> {
  const { base, deps } = shell;
  const caps = indexCaps(deps);
  const arrived = (): void => void dispatch(shell, { type: "indexArrived" });
  switch (ask.ask) {
    case "readShared": {
      const copy = await fromShared(base, deps, caps);
      return { type: "sharedRead", found: copy ? { copy, now: deps.now() } : null };
    }
    case "fetchFiles": {
      const startedAt = deps.now();
      const [index, longform] = await Promise.all([
        fetchIndex(base, deps, caps, startedAt, ask.index, arrived),
        fetchLongform(base, deps, MAX_LONGFORM_INDEX_BYTES, ask.longform),
      ]);
      return { type: "filesRead", startedAt, index, longform, now: deps.now() };
    }
    case "fetchIndex": {
      const index = await fetchIndex(base, deps, caps, ask.startedAt, undefined, arrived);
      return { type: "indexRead", index, now: deps.now() };
    }
    case "identify":
      return { type: "identified", contentHash: await catalogueHash(ask.index, ask.longform) };
    case "build":
      return { type: "built", catalogue: catalogueOfCards(ask.cards, ask.longform, ask.longformGenerated) };
    case "reloadShared":
      return { type: "reloaded", copy: await fromShared(base, deps, caps) };
  }
}

/** A refresh from its first ask to its end; one that throws is a failed refresh (the machine's `broke`). */
async function refresh(shell: Shell, first: Ask): Promise<void> {
  try {
    let ask: Ask | null = first;
    while (ask) ask = dispatch(shell, await perform(shell, ask)).ask;
  } catch (error) {
    dispatch(shell, { type: "broke", now: shell.deps.now(), error });
  }
}

/** The catalogue to answer from, with a label saying where it came from. */
export async function getCatalogue(config: Config, deps: StoreDeps): Promise<Result<CatalogueSnapshot>> {
  const state = stateFor(config);
  const rules: Rules = { ttlMs: config.cacheTtlSeconds * 1000, swapAboveEntries: deps.swapAboveEntries ?? SWAP_ABOVE_ENTRIES };
  const shell: Shell = { state, base: config.dataBaseUrl, rules, deps };
  const { ask, join } = dispatch(shell, { type: "request", now: deps.now() });
  if (ask) {
    const running = refresh(shell, ask).finally(() => {
      if (state.running === running) state.running = null;
    });
    state.running = running;
    // Finishes even when every caller has gone.
    deps.waitUntil(running.catch(() => undefined));
  }
  if ((ask || join) && state.running) await state.running;
  return answer(state.life, deps.now(), rules.ttlMs, () => sampleOf(state));
}
