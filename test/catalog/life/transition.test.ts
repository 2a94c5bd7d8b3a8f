// The catalogue's transition function on its own: each state and event of docs/data.md's table gives the next state
// and the effects the table says, with real site files (site-versions.ts) and no clock but the events' own.
import { describe, expect, it } from "vitest";
import type { Event, Transition } from "../../../src/catalog/life/events";
import type { IndexRead, LongformRead } from "../../../src/catalog/life/site-answers";
import { EMPTY, type Held, type Life, type Refreshing } from "../../../src/catalog/life/states";
import { needsRefresh, step, type Rules } from "../../../src/catalog/life/transition";
import { FAILURE_RETRY_MS, MAX_STALE_MS } from "../../../src/catalog/store-state";
import {
  heldFrom,
  INDEX_NOT_MODIFIED,
  indexFailed,
  indexFresh,
  indexVersions,
  LONGFORM_NOT_MODIFIED,
  longformFailed,
  longformFresh,
  longformVersions,
  pairHash,
} from "./site-versions";

const RULES: Rules = { ttlMs: 600_000, swapAboveEntries: 25_000 };
const T0 = 1_800_000_000_000;
const [V0, V1] = indexVersions(2) as [ReturnType<typeof indexVersions>[0], ReturnType<typeof indexVersions>[0]];
const [L0, L1] = longformVersions() as [ReturnType<typeof longformVersions>[0], ReturnType<typeof longformVersions>[0]];

/** Runs events one after another from `life`, each through `step`; the last transition. */
function run(life: Life, events: readonly Event[], rules = RULES): Transition {
  let last: Transition = { life, fire: [], ask: null, join: false };
  for (const event of events) last = step(last.life, event, rules);
  return last;
}

const live = (held: Held, checkedAt = held.fetchedAt): Life => ({ kind: "live", held, checkedAt });
const kinds = (t: Transition) => t.fire.map((fire) => fire.fire);

describe("a request", () => {
  it("in a cold isolate starts a refresh that first reads the location's shared copy", () => {
    const t = step(EMPTY, { type: "request", now: T0 }, RULES);
    expect(t.life).toMatchObject({ kind: "refreshing", held: null, released: false, step: { step: "adopting" } });
    expect(t.ask).toEqual({ ask: "readShared" });
    expect(t.join).toBe(false);
  });

  it("with a fresh live copy answers as things are, and past the TTL revalidates with the copy's versions", () => {
    const held = heldFrom(V0, L0, T0);
    expect(step(live(held), { type: "request", now: T0 + RULES.ttlMs - 1 }, RULES)).toEqual({
      life: live(held),
      fire: [],
      ask: null,
      join: false,
    });
    const t = step(live(held), { type: "request", now: T0 + RULES.ttlMs }, RULES);
    expect(t.ask).toEqual({ ask: "fetchFiles", index: { etag: V0.etag }, longform: { etag: L0.etag } });
    expect(t.life).toMatchObject({ kind: "refreshing", held, step: { step: "fetching" } });
  });

  it("during a refresh joins it: no second refresh, the state untouched", () => {
    const refreshing = step(EMPTY, { type: "request", now: T0 }, RULES).life;
    const t = step(refreshing, { type: "request", now: T0 + 1 }, RULES);
    expect(t).toEqual({ life: refreshing, fire: [], ask: null, join: true });
    expect(t.life).toBe(refreshing);
  });

  it("leaves the site alone for FAILURE_RETRY_MS after a failure, stale or sample", () => {
    const stale: Life = { kind: "stale", held: heldFrom(V0, L0, T0), checkedAt: T0 + RULES.ttlMs };
    const sample: Life = { kind: "sample", checkedAt: T0 };
    for (const [life, at] of [
      [stale, T0 + RULES.ttlMs],
      [sample, T0],
    ] as const) {
      expect(needsRefresh(life, at + FAILURE_RETRY_MS - 1, RULES.ttlMs)).toBe(false);
      expect(step(life, { type: "request", now: at + FAILURE_RETRY_MS - 1 }, RULES).ask).toBeNull();
      expect(step(life, { type: "request", now: at + FAILURE_RETRY_MS }, RULES).ask).not.toBeNull();
    }
  });
});

describe("adopting the location's shared copy", () => {
  const begin = () => step(EMPTY, { type: "request", now: T0 }, RULES).life;

  it("takes a fresh copy as live, checked when it was fetched, without asking the site", () => {
    const copy = heldFrom(V1, L0, T0 - 1_000);
    const t = step(begin(), { type: "sharedRead", found: { copy, now: T0 } }, RULES);
    expect(t).toEqual({ life: { kind: "live", held: copy, checkedAt: T0 - 1_000 }, fire: [], ask: null, join: false });
  });

  it("holds one past its TTL (stale if the site fails) and revalidates it; one past a week is not held", () => {
    const expired = heldFrom(V1, L0, T0 - RULES.ttlMs);
    const t = step(begin(), { type: "sharedRead", found: { copy: expired, now: T0 } }, RULES);
    expect(t.life).toMatchObject({ kind: "refreshing", held: expired, step: { step: "fetching" } });
    expect(t.ask).toEqual({ ask: "fetchFiles", index: { etag: V1.etag }, longform: { etag: L0.etag } });
    const ancient = heldFrom(V1, L0, T0 - MAX_STALE_MS - 1);
    const old = step(begin(), { type: "sharedRead", found: { copy: ancient, now: T0 } }, RULES);
    expect(old.life).toMatchObject({ kind: "refreshing", held: null });
    expect(old.ask).toEqual({ ask: "fetchFiles", index: undefined, longform: undefined });
    expect(step(begin(), { type: "sharedRead", found: null }, RULES).ask).toEqual({
      ask: "fetchFiles",
      index: undefined,
      longform: undefined,
    });
  });
});

describe("a refresh's answers", () => {
  const held = heldFrom(V0, L0, T0);
  const fetching = (from: Held = held, rules = RULES) => step(live(from), { type: "request", now: T0 + RULES.ttlMs }, rules).life;
  const later = T0 + RULES.ttlMs + 50;
  const filesRead = (index: IndexRead, longform: LongformRead): Event => ({
    type: "filesRead",
    startedAt: T0 + RULES.ttlMs,
    index,
    longform,
    now: later,
  });

  it("two 304s renew the copy held: the same catalogue, live from now, the pointer renewed (nothing built)", () => {
    const t = step(fetching(), filesRead(INDEX_NOT_MODIFIED, LONGFORM_NOT_MODIFIED), RULES);
    expect(t.life).toEqual({ kind: "live", held: { ...held, fetchedAt: later }, checkedAt: later });
    expect(heldOfLive(t).catalogue).toBe(held.catalogue);
    expect(t.ask).toBeNull();
    expect(t.fire).toEqual([
      {
        fire: "publish",
        publication: { catalogue: held.catalogue, contentHash: held.contentHash, fetchedAt: later, known: true, sources: held.sources },
      },
    ]);
  });

  it("a 304 for index.json with longform.json failed keeps the copy, saying why", () => {
    const t = step(fetching(), filesRead(INDEX_NOT_MODIFIED, longformFailed()), RULES);
    expect(t.life).toMatchObject({ kind: "live", checkedAt: later });
    expect(t.fire[0]).toEqual({ fire: "log", level: "warn", line: expect.stringMatching(/^long-form index refresh failed: .*HTTP 500/) });
  });

  it("longform.json changed under an unchanged index: index.json again in full, identified, built, shared", () => {
    const refetch = step(fetching(), filesRead(INDEX_NOT_MODIFIED, longformFresh(L1)), RULES);
    expect(refetch.ask).toEqual({ ask: "fetchIndex", startedAt: T0 + RULES.ttlMs });
    const identify = step(refetch.life, { type: "indexRead", index: indexFresh(V0), now: later + 10 }, RULES);
    expect(identify.ask).toEqual({ ask: "identify", index: V0.hash, longform: L1.hash });
    const build = step(identify.life, { type: "identified", contentHash: pairHash(V0.hash, L1.hash) }, RULES);
    expect(build.ask).toMatchObject({ ask: "build", cards: V0.cards, longform: L1.list });
    const built = heldFrom(V0, L1, later + 10).catalogue;
    const done = step(build.life, { type: "built", catalogue: built }, RULES);
    expect(done.life).toMatchObject({
      kind: "live",
      checkedAt: later + 10,
      held: { catalogue: built, fetchedAt: later + 10, longform: L1.list },
    });
    expect(kinds(done)).toEqual(["shareLongform", "publish"]);
    expect(done.fire[1]).toMatchObject({ publication: { known: false, contentHash: pairHash(V0.hash, L1.hash) } });
  });

  it("the same bytes again from a site without validators build nothing: the catalogue held stands", () => {
    const bare = heldFrom(V0, L0, T0, false);
    const identify = step(fetching(bare), filesRead(indexFresh(V0, false), longformFresh(L0, false)), RULES);
    expect(identify.ask).toEqual({ ask: "identify", index: V0.hash, longform: L0.hash });
    const t = step(identify.life, { type: "identified", contentHash: bare.contentHash! }, RULES);
    expect(t.ask).toBeNull();
    expect(heldOfLive(t).catalogue).toBe(bare.catalogue);
    expect(t.fire).toContainEqual(expect.objectContaining({ fire: "publish", publication: expect.objectContaining({ known: true }) }));
  });

  it("a new index with longform.json failed is built with the list held before, unidentified, and not shared", () => {
    const t = step(fetching(), filesRead(indexFresh(V1), longformFailed()), RULES);
    expect(t.ask).toMatchObject({ ask: "build", cards: V1.cards, longform: L0.list });
    const done = step(t.life, { type: "built", catalogue: heldFrom(V1, L0, later).catalogue }, RULES);
    expect(heldOfLive(done)).not.toHaveProperty("contentHash");
    expect(heldOfLive(done)).not.toHaveProperty("sources");
    expect(done.fire).toEqual([]);
  });

  it("a failure keeps the copy, stale from now (or the sample with none), with the reason logged", () => {
    const t = step(fetching(), filesRead(indexFailed(), LONGFORM_NOT_MODIFIED), RULES);
    expect(t.life).toEqual({ kind: "stale", held, checkedAt: later });
    expect(t.fire).toEqual([
      { fire: "log", level: "warn", line: "catalogue refresh failed: https://site.example/api/index.json answered HTTP 500" },
    ]);
    const cold = run(EMPTY, [
      { type: "request", now: T0 },
      { type: "sharedRead", found: null },
      { type: "filesRead", startedAt: T0, index: indexFailed(), longform: longformFailed(), now: T0 + 5 },
    ]);
    expect(cold.life).toEqual({ kind: "sample", checkedAt: T0 + 5 });
  });

  it("a 304 to an unconditional GET is a failure, not 'unchanged'", () => {
    const refetch = step(fetching(), filesRead(INDEX_NOT_MODIFIED, longformFresh(L1)), RULES);
    const t = step(refetch.life, { type: "indexRead", index: INDEX_NOT_MODIFIED, now: later }, RULES);
    expect(t.life).toMatchObject({ kind: "stale", checkedAt: later });
    expect(t.fire[0]).toMatchObject({ line: "catalogue refresh failed: index.json answered 304 to an unconditional GET" });
  });

  it("a large copy is let go when a 200 arrives and, if the refresh then fails, read back from the shared copy", () => {
    const rules = { ...RULES, swapAboveEntries: 1 };
    const released = step(fetching(held, rules), { type: "indexArrived" }, rules);
    expect(released.life).toMatchObject({ kind: "refreshing", held: null, released: true });
    const reload = step(released.life, filesRead(indexFailed(), LONGFORM_NOT_MODIFIED), rules);
    expect(reload.ask).toEqual({ ask: "reloadShared" });
    expect(reload.life).toMatchObject({ step: { step: "reloading" }, failing: true, checkedAt: later });
    const back = heldFrom(V0, L0, T0);
    expect(step(reload.life, { type: "reloaded", copy: back }, rules).life).toEqual({ kind: "stale", held: back, checkedAt: later });
    const lost = step(reload.life, { type: "reloaded", copy: null }, rules);
    expect(lost.life).toEqual({ kind: "sample", checkedAt: later });
    expect(lost.fire[0]).toMatchObject({ line: expect.stringMatching(/no longer has it: serving the sample/) });
    // A small copy is kept through the arrival.
    expect(step(fetching(), { type: "indexArrived" }, RULES).life).toMatchObject({ held, released: false });
  });

  it("a step that breaks is a failed refresh with its back-off, logged as an error", () => {
    const error = new Error("clock broke");
    const t = step(fetching(), { type: "broke", now: later, error }, RULES);
    expect(t.life).toEqual({ kind: "stale", held, checkedAt: later });
    expect(t.fire).toEqual([{ fire: "log", level: "error", line: "catalogue refresh broke", error }]);
  });

  it("an answer that does not fit the step changes nothing, and a resting state ignores all but requests", () => {
    const refreshing = fetching() as Refreshing;
    for (const event of [
      { type: "built", catalogue: held.catalogue },
      { type: "identified", contentHash: "x" },
      { type: "reloaded", copy: null },
      { type: "sharedRead", found: null },
      { type: "indexRead", index: indexFresh(V1), now: later },
    ] satisfies Event[]) {
      expect(step(refreshing, event, RULES).life).toBe(refreshing);
      expect(step(live(held), event, RULES)).toEqual({ life: live(held), fire: [], ask: null, join: false });
    }
  });

  it("is pure: it changes neither its arguments nor its answer for the same arguments", () => {
    const life = Object.freeze(fetching());
    const event = Object.freeze(filesRead(INDEX_NOT_MODIFIED, LONGFORM_NOT_MODIFIED));
    const snapshot = structuredClone({ step: (life as Refreshing).step, kind: life.kind });
    expect(step(life, event, RULES)).toEqual(step(life, event, RULES));
    expect({ step: (life as Refreshing).step, kind: life.kind }).toEqual(snapshot);
  });
});

function heldOfLive(t: Transition): Held {
  if (t.life.kind !== "live") throw new Error(`expected live, got ${t.life.kind}`);
  return t.life.held;
}
