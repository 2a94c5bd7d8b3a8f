// The catalogue's life as one pure function: a state and an event in, the next state and the effects to run out
// (events.ts). No clock, no I/O, no logging here: the shell (store.ts) runs the effects and feeds their answers
// back. docs/data.md draws the machine and says which guarantee each transition keeps.

import { FAILURE_RETRY_MS, MAX_STALE_MS } from "../store-state";
import type { IndexRead, LongformRead } from "./site-answers";
import type { Ask, Event, Fire, Transition } from "./events";
import { afterRefresh, beforeRefresh } from "./refresh-facts";
import {
  checkedAtOf,
  failed,
  failingOf,
  heldOf,
  type Before,
  type Candidate,
  type Held,
  type Life,
  type Refreshing,
  type Step,
} from "./states";

export interface Rules {
  readonly ttlMs: number;
  /** Above this many entries a copy is let go once a new index arrives (SWAP_ABOVE_ENTRIES, store.ts). */
  readonly swapAboveEntries: number;
}

/** Whether a request must refresh: the copy is past its TTL (or there is none) and no failure's back-off is running. */
export function needsRefresh(life: Life, now: number, ttlMs: number): boolean {
  const held = heldOf(life);
  const failing = failingOf(life);
  const fresh = held !== null && !failing && now - held.fetchedAt < ttlMs;
  const backingOff = failing && now - checkedAtOf(life) < FAILURE_RETRY_MS;
  return !fresh && !backingOff;
}

const settle = (life: Life, fire: readonly Fire[] = []): Transition => ({ life, fire, ask: null, join: false });

const next = (life: Refreshing, step: Step, ask: Ask, fire: readonly Fire[] = []): Transition => ({
  life: { ...life, step },
  fire,
  ask,
  join: false,
});

const warn = (line: string): Fire => ({ fire: "log", level: "warn", line });

/** Both files asked for, "changed since?" when the copy held was built whole from files whose versions are known. */
function fetchBoth(life: Refreshing): Transition {
  const before = beforeRefresh(life.held);
  const ask: Ask = { ask: "fetchFiles", index: before.sources?.index.validators, longform: before.sources?.longform.validators };
  return next(life, { step: "fetching", before }, ask);
}

/** A request: answered as things are, or after the refresh it starts, or after the one under way. */
function request(life: Life, now: number, rules: Rules): Transition {
  if (life.kind === "refreshing") return { life, fire: [], ask: null, join: true };
  if (!needsRefresh(life, now, rules.ttlMs)) return settle(life);
  const held = heldOf(life);
  const begun: Refreshing = {
    kind: "refreshing",
    held,
    released: false,
    failing: failingOf(life),
    checkedAt: checkedAtOf(life),
    step: { step: "adopting" },
  };
  // Nothing held: first what another isolate of the location already fetched.
  return held === null ? next(begun, begun.step, { ask: "readShared" }) : fetchBoth(begun);
}

function adopt(life: Refreshing, found: Extract<Event, { type: "sharedRead" }>["found"], rules: Rules): Transition {
  if (found === null) return fetchBoth(life);
  const { copy, now } = found;
  const age = now - copy.fetchedAt;
  if (age < rules.ttlMs) return settle({ kind: "live", held: copy, checkedAt: copy.fetchedAt });
  // Past its TTL but still a good copy: held (it answers, stale, if the site fails) and revalidated with its versions.
  return fetchBoth(age <= MAX_STALE_MS ? { ...life, held: copy } : life);
}

/** A 200 arrived for index.json: a large copy goes now, so old and new never share the isolate's memory. */
function arrived(life: Refreshing, rules: Rules): Transition {
  const held = life.held;
  if (held === null || held.catalogue.entries.length <= rules.swapAboveEntries) return settle(life);
  return settle({ ...life, held: null, released: true });
}

function filesRead(life: Refreshing, before: Before, event: Extract<Event, { type: "filesRead" }>): Transition {
  const { index, longform, now, startedAt } = event;
  const longformChanged = longform.ok && longform.notModified !== true;
  // A 304 comes only to a conditional GET, so a copy is held (and a 304 never lets it go).
  if (index.notModified && life.held !== null && !longformChanged) return renew(life.held, longform, now);
  // The long-form list changed under an unchanged index: the index is read again, in full.
  if (index.notModified) return next(life, { step: "refetching", before, longform, startedAt }, { ask: "fetchIndex", startedAt });
  return indexRead(life, before, index, longform, now);
}

/** The site said neither file changed (or index.json did not and longform.json failed): the copy held is current. */
function renew(held: Held, longform: LongformRead, now: number): Transition {
  const fire: Fire[] = longform.ok ? [] : [warn(`long-form index refresh failed: ${longform.reason}`)];
  if (held.contentHash) {
    const publication = { catalogue: held.catalogue, contentHash: held.contentHash, fetchedAt: now, known: true };
    fire.push({ fire: "publish", publication: held.sources ? { ...publication, sources: held.sources } : publication });
  }
  return settle({ kind: "live", held: { ...held, fetchedAt: now }, checkedAt: now }, fire);
}

/** The refresh failed: a copy let go for it comes back from the location's shared copy; else what is held answers. */
function failure(life: Refreshing, reason: string, now: number): Transition {
  const fire = [warn(`catalogue refresh failed: ${reason}`)];
  if (!life.released) return settle(failed(life.held, now), fire);
  return { life: { ...life, failing: true, checkedAt: now, step: { step: "reloading" } }, fire, ask: { ask: "reloadShared" }, join: false };
}

function indexRead(life: Refreshing, before: Before, index: IndexRead, longform: LongformRead, now: number): Transition {
  if (index.notModified) return failure(life, "index.json answered 304 to an unconditional GET", now);
  if (!index.site.ok) return failure(life, index.site.problem.message, now);
  const after = afterRefresh(longform, before);
  const fire = after.warning === null ? [] : [warn(after.warning)];
  // Only a catalogue made of exactly the files just fetched (or confirmed unchanged) has an identity to share it under.
  const sources = after.now.source && index.source ? { index: index.source, longform: after.now.source } : undefined;
  const candidate: Candidate = {
    before,
    cards: index.site.value,
    longform: after.now,
    longformText: longform.ok && longform.notModified !== true && after.now.source ? longform.text : null,
    sources,
    contentHash: undefined,
    copied: index.copied,
    at: now,
  };
  const checked: Refreshing = { ...life, checkedAt: now };
  if (sources) {
    return next(
      checked,
      { step: "identifying", candidate },
      { ask: "identify", index: sources.index.hash, longform: sources.longform.hash },
      fire,
    );
  }
  const decided = decide(checked, candidate);
  return { ...decided, fire: [...fire, ...decided.fire] };
}

/** The same bytes as the copy still held (a site that sends no validators): its catalogue stands, nothing is built. */
function decide(life: Refreshing, candidate: Candidate): Transition {
  const kept = life.held;
  if (candidate.contentHash !== undefined && kept !== null && candidate.contentHash === kept.contentHash) {
    return commit(candidate, kept.catalogue);
  }
  const { cards, longform } = candidate;
  return next(
    life,
    { step: "building", candidate },
    { ask: "build", cards, longform: longform.list, longformGenerated: longform.generated },
  );
}

/** The new copy in place, live; then shared with the location (its long-form text, its snapshot). */
function commit(candidate: Candidate, catalogue: Held["catalogue"]): Transition {
  const { at, longform, contentHash, sources } = candidate;
  const held: Held = {
    catalogue,
    fetchedAt: at,
    longform: longform.list,
    longformGenerated: longform.generated,
    ...(contentHash ? { contentHash } : {}),
    ...(sources ? { sources } : {}),
  };
  const fire: Fire[] = [];
  if (candidate.longformText !== null) fire.push({ fire: "shareLongform", text: candidate.longformText, at });
  if (contentHash) {
    const known = contentHash === candidate.before.contentHash;
    const publication = { catalogue, contentHash, fetchedAt: at, known, ...(sources ? { sources } : {}), after: candidate.copied };
    fire.push({ fire: "publish", publication });
  }
  return settle({ kind: "live", held, checkedAt: at }, fire);
}

function reloaded(life: Refreshing, copy: Held | null): Transition {
  const fire = copy ? [] : [warn("catalogue released for a refresh that failed, and the Cache API no longer has it: serving the sample")];
  return settle(failed(copy, life.checkedAt), fire);
}

/** The next state of `life` after `event`, and the effects to run. Pure: the same arguments give the same answer. */
export function step(life: Life, event: Event, rules: Rules): Transition {
  if (event.type === "request") return request(life, event.now, rules);
  // Every other event answers a refresh's step; one that does not fit the step changes nothing.
  if (life.kind !== "refreshing") return settle(life);
  const at = life.step;
  switch (event.type) {
    case "sharedRead":
      return at.step === "adopting" ? adopt(life, event.found, rules) : settle(life);
    case "indexArrived":
      return at.step === "fetching" || at.step === "refetching" ? arrived(life, rules) : settle(life);
    case "filesRead":
      return at.step === "fetching" ? filesRead(life, at.before, event) : settle(life);
    case "indexRead":
      return at.step === "refetching" ? indexRead(life, at.before, event.index, at.longform, event.now) : settle(life);
    case "identified":
      return at.step === "identifying" ? decide(life, { ...at.candidate, contentHash: event.contentHash }) : settle(life);
    case "built":
      return at.step === "building" ? commit(at.candidate, event.catalogue) : settle(life);
    case "reloaded":
      return at.step === "reloading" ? reloaded(life, event.copy) : settle(life);
    case "broke":
      // A refresh that breaks unexpectedly is a failed refresh: the copy held (or the sample) answers, and the site
      // is left alone for FAILURE_RETRY_MS instead of being asked again by every request.
      return settle(failed(life.held, event.now), [{ fire: "log", level: "error", line: "catalogue refresh broke", error: event.error }]);
  }
}
