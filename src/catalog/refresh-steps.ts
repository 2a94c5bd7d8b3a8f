// The steps of a refresh that decide what is kept: the copy held let go (large ones, once a new index arrives),
// renewed (the site said nothing changed), or replaced; and the long-form list that goes with it.

import { publishSnapshot } from "./snapshot/shared";
import type { Held, State, StoreDeps } from "./store-state";
import type { LongformRead } from "./site-read";
import type { LongformSummary } from "../site/types";
import { longformGeneratedOf, validateLongformIndex } from "../site/validate";
import type { CatalogueSources, FileSource } from "./validators";

/**
 * A large copy is let go before its successor is read, so the two never share the isolate's memory; the Cache
 * API still has it (the new copy replaces it only once complete), to reload if the refresh fails. Called once the
 * site has answered 200: a 304 keeps the copy.
 */
export function releaseIfLarge(state: State, aboveEntries: number): boolean {
  const held = state.good;
  const released = held !== null && held.catalogue.entries.length > aboveEntries;
  if (released) state.good = null;
  return released;
}

/** The site said neither file changed (or index.json did not and longform.json failed): the copy held is current. */
export function renew(base: string, state: State, deps: StoreDeps, held: Held, longform: LongformRead, now: number): void {
  if (!longform.ok) console.warn(`long-form index refresh failed: ${longform.reason}`);
  state.good = { ...held, fetchedAt: now };
  state.failing = false;
  if (held.contentHash) {
    publishSnapshot(deps, base, {
      catalogue: held.catalogue,
      contentHash: held.contentHash,
      fetchedAt: now,
      known: true,
      ...(held.sources ? { sources: held.sources } : {}),
    });
  }
}

export interface LongformNow {
  readonly list: readonly LongformSummary[] | null;
  readonly generated: string | null;
  /** What identifies longform.json's bytes, when the list comes from it whole (new or unchanged). */
  readonly source: FileSource | undefined;
}

/** What a refresh keeps of the copy held: never the copy itself, which a large refresh lets go (releaseIfLarge). */
export interface Before {
  readonly longform: readonly LongformSummary[] | null;
  readonly longformGenerated: string | null;
  readonly contentHash: string | undefined;
  readonly sources: CatalogueSources | undefined;
}

/** What a refresh keeps of the copy held; a function of its own, so no local of the refresh references the copy. */
export function beforeRefresh(state: State): Before {
  const good = state.good;
  return {
    longform: good?.longform ?? null,
    longformGenerated: good?.longformGenerated ?? null,
    contentHash: good?.contentHash,
    sources: good?.sources,
  };
}

/** The long-form list after a refresh: the new one, or the one held when it is unchanged or could not be loaded. */
export function longformAfter(read: LongformRead, before: Before): LongformNow {
  const previous = { list: before.longform, generated: before.longformGenerated };
  if (read.ok && read.notModified === true) return { ...previous, source: before.sources?.longform };
  const list = read.ok ? validateLongformIndex(read.json) : null;
  if (read.ok && list?.ok) return { list: list.value, generated: longformGeneratedOf(read.json), source: read.source };
  console.warn(`long-form index refresh failed: ${read.ok ? (list && !list.ok ? list.problem.message : "invalid") : read.reason}`);
  return { ...previous, source: undefined };
}
