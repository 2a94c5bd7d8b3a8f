// The model-based test of the catalogue's life: random sequences of what happens to an isolate (requests, alone and
// while a refresh is under way; the site publishing, failing, sending garbage or validators; other isolates
// publishing to the location's shared copy, the Cache API dropping it or refusing writes; a step that throws; the
// clock moving; a fresh isolate) drive the real transition function through a model of the world (model-world.ts),
// and after every step the guarantees docs/data.md states are checked against what the world knows. The clock is a
// number in the events: nothing waits, and what is asserted depends only on the generated sequence.

import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { buildCatalogue } from "../../../src/catalog/catalogue";
import { answer } from "../../../src/catalog/life/answer";
import type { Ask, Event } from "../../../src/catalog/life/events";
import { EMPTY, heldOf, type Life } from "../../../src/catalog/life/states";
import { step, type Rules } from "../../../src/catalog/life/transition";
import { FAILURE_RETRY_MS, MAX_STALE_MS } from "../../../src/catalog/store-state";
import { sampleLongform, sampleLongformGenerated, sampleSiteIndex } from "../../../src/site/sample";
import { World, type SiteMode } from "./model-world";
import { indexVersions, longformVersions } from "./site-versions";

const INDEXES = indexVersions(6);
const LONGFORMS = longformVersions();
const SAMPLE = buildCatalogue(sampleSiteIndex(), sampleLongform(), sampleLongformGenerated());

type Command =
  | { readonly c: "request" }
  | { readonly c: "resolve" }
  | { readonly c: "settle" }
  | { readonly c: "break" }
  | { readonly c: "tick"; readonly ms: number }
  | { readonly c: "site"; readonly mode: SiteMode }
  | { readonly c: "publish"; readonly what: "index" | "longform" | "validators" }
  | { readonly c: "other"; readonly what: "publish-now" | "publish-past" | "evict" | "cache-fails" | "cache-works"; readonly pick: number }
  | { readonly c: "new-isolate" };

// The clock moves by the amounts the rules turn on (the back-off, both TTLs, a week), and by anything up to two weeks.
const tick = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      1,
      999,
      FAILURE_RETRY_MS - 1,
      FAILURE_RETRY_MS,
      59_999,
      60_000,
      599_999,
      600_000,
      630_000,
      MAX_STALE_MS,
      MAX_STALE_MS + 1,
    ),
  },
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 1_200_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 2 * MAX_STALE_MS }) },
);

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 16, arbitrary: fc.constant({ c: "request" } as const) },
  // One step of the refresh under way (requests and the world may move between steps), or all of them.
  { weight: 8, arbitrary: fc.constant({ c: "resolve" } as const) },
  { weight: 8, arbitrary: fc.constant({ c: "settle" } as const) },
  { weight: 1, arbitrary: fc.constant({ c: "break" } as const) },
  { weight: 10, arbitrary: fc.record({ c: fc.constant("tick" as const), ms: tick }) },
  {
    weight: 5,
    arbitrary: fc.record({
      c: fc.constant("site" as const),
      mode: fc.constantFrom<SiteMode>("up", "up", "down", "garbage", "longform-down"),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      c: fc.constant("publish" as const),
      what: fc.constantFrom("index" as const, "longform" as const, "validators" as const),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      c: fc.constant("other" as const),
      what: fc.constantFrom(
        "publish-now" as const,
        "publish-past" as const,
        "evict" as const,
        "cache-fails" as const,
        "cache-works" as const,
      ),
      pick: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ c: "new-isolate" } as const) },
);

/** How often each kind of transition happened over all runs (the examples reach every one, whatever the seed). */
const seen = new Map<string, number>();
const saw = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);

/** One isolate and what the model knows of it: its pending ask, and the guarantees' baselines. */
class Isolate {
  life: Life = EMPTY;
  pending: { ask: Ask; askedAt: number } | null = null;
  waiting = 0;
  released = false;
  failedAt: number | null = null;
  /** Whether the last refresh that ended failed. */
  failing = false;
  /** When the site or the shared copy last answered the refresh under way. */
  answeredAt = -Infinity;
  // Baselines: the last good answer's ids and `generated`, the end of its TTL, the last failure's time.
  ids: ReadonlySet<string> | null = null;
  generated: string | null = null;
  freshUntil = -Infinity;
  backoffFrom: number | null = null;
}

function scenario(rules: Rules, commands: readonly Command[]): void {
  const world = new World(INDEXES, LONGFORMS);
  let isolate = new Isolate();

  const dispatch = (event: Event): Ask | null => {
    const t = step(isolate.life, event, rules);
    isolate.life = t.life;
    if (t.life.kind === "refreshing") {
      isolate.released ||= t.life.released;
      // A copy let go is held by no one: the state holds nothing until the refresh ends.
      if (t.life.released) expect(t.life.held).toBeNull();
    }
    for (const fire of t.fire) world.apply(fire);
    return t.ask;
  };

  /** A request answered at the clock's time, checked against every guarantee. */
  const answered = (afterRefresh: boolean) => {
    const now = world.clock;
    const result = answer(isolate.life, now, rules.ttlMs, () => SAMPLE);
    if (!result.ok) {
      // Only a copy older than a week is refused: never a good one.
      const held = heldOf(isolate.life);
      expect(held !== null && now - held.fetchedAt > MAX_STALE_MS).toBe(true);
      expect(result.problem.code).toBe("upstream_error");
      if (afterRefresh) isolate.freshUntil = -Infinity;
      return saw("answer: too old");
    }
    const { catalogue, label } = result.value;
    expect(label.generated).toBe(catalogue.generated);
    if (label.source === "sample") {
      // `source` tells the truth, and a good copy served before is never replaced by the sample (but for a released one).
      expect(catalogue).toBe(SAMPLE);
      expect(label.fetched_at).toBeNull();
      expect(isolate.ids).toBeNull();
      if (afterRefresh) isolate.freshUntil = -Infinity;
      return saw("answer: sample");
    }
    const version = world.version(catalogue);
    expect(version).toBeDefined();
    const fetchedAt = Date.parse(label.fetched_at!);
    // The site did publish this version between `fetched_at` and now; live when the last refresh did not fail and
    // within the TTL (and the back-off's grace), else stale, saying when it was fetched; never older than a week.
    expect(world.siteHad(version!, fetchedAt, now)).toBe(true);
    const live = !isolate.failing && now - fetchedAt < rules.ttlMs + FAILURE_RETRY_MS;
    if (live) expect(label.source).toBe("live");
    else expect(label).toMatchObject({ source: "stale", notice: expect.stringContaining(label.fetched_at!) });
    expect(now - fetchedAt).toBeLessThanOrEqual(MAX_STALE_MS);
    // Never a false "not found": every id a good answer listed is still listed; `generated` never goes back.
    for (const id of isolate.ids ?? []) expect(catalogue.entryById.has(id)).toBe(true);
    if (isolate.generated !== null) expect(label.generated! >= isolate.generated).toBe(true);
    isolate.ids = new Set(catalogue.entryById.keys());
    isolate.generated = label.generated;
    if (afterRefresh) isolate.freshUntil = label.source === "live" ? fetchedAt + rules.ttlMs : -Infinity;
    saw(`answer: ${label.source}`);
  };

  /** The refresh has ended: the requests that waited are answered now. */
  const ended = () => {
    isolate.pending = null;
    // `source` tells the truth from here: a refresh ends live exactly when nothing in it failed.
    expect(isolate.life.kind === "live").toBe(isolate.failedAt === null);
    // And a refresh that ends live holds a copy within its TTL when the last answer came: never one it should revalidate.
    const held = heldOf(isolate.life);
    if (isolate.life.kind === "live") expect(isolate.answeredAt - held!.fetchedAt).toBeLessThan(rules.ttlMs);
    isolate.failing = isolate.failedAt !== null;
    isolate.backoffFrom = isolate.failedAt;
    // A copy let go for a refresh that then failed comes back from the shared copy as it now is (older, or gone):
    // the one way the isolate's baselines start again, as a fresh isolate's do (docs/data.md).
    if (isolate.released && isolate.failedAt !== null) {
      isolate.ids = null;
      isolate.generated = null;
      saw("released copy lost or reloaded");
    }
    saw(`end: ${isolate.life.kind}`);
    for (; isolate.waiting > 0; isolate.waiting--) answered(true);
  };

  const run = (ask: Ask | null) => {
    if (ask === null) return ended();
    isolate.pending = { ask, askedAt: world.clock };
  };

  /** The world answers the pending ask, as the shell would in the Worker. */
  const resolve = () => {
    if (!isolate.pending) return;
    const { ask, askedAt } = isolate.pending;
    const event = world.answer(ask, askedAt, () => {
      saw("index arrived");
      expect(dispatch({ type: "indexArrived" })).toBeNull();
    });
    if ((event.type === "filesRead" || event.type === "indexRead") && !event.index.notModified && !event.index.site.ok) {
      isolate.failedAt = world.clock;
    }
    if ("now" in event || (event.type === "sharedRead" && event.found)) isolate.answeredAt = world.clock;
    saw(`event: ${event.type}`);
    run(dispatch(event));
  };

  for (const cmd of commands) {
    switch (cmd.c) {
      case "request": {
        const before = isolate.life;
        const now = world.clock;
        const t = step(before, { type: "request", now }, rules);
        if (before.kind === "refreshing") {
          // One refresh at a time: a request during one waits for it.
          expect(t).toEqual({ life: before, fire: [], ask: null, join: true });
          isolate.waiting++;
          saw("request: joined");
          break;
        }
        const backingOff = isolate.backoffFrom !== null && now - isolate.backoffFrom < FAILURE_RETRY_MS;
        // The site is asked exactly when the copy is past its TTL (or there is none) and no failure's back-off runs.
        expect(t.ask !== null).toBe(now >= isolate.freshUntil && !backingOff);
        expect(t.join).toBe(false);
        if (t.ask === null) {
          answered(false);
          break;
        }
        Object.assign(isolate, { waiting: 1, released: false, failedAt: null });
        saw(`request: ${t.ask.ask}`);
        run(dispatch({ type: "request", now }));
        break;
      }
      case "resolve":
        resolve();
        break;
      case "settle":
        // Bounded: a refresh takes at most five steps (shared copy, files, index again, identity, build).
        for (let steps = 0; isolate.pending && steps < 6; steps++) resolve();
        expect(isolate.pending).toBeNull();
        break;
      case "break":
        if (!isolate.pending) break;
        isolate.failedAt = world.clock;
        saw("event: broke");
        run(dispatch({ type: "broke", now: world.clock, error: new Error("a step threw") }));
        break;
      case "tick":
        world.clock += cmd.ms;
        break;
      case "site":
        world.mode = cmd.mode;
        break;
      case "publish":
        if (cmd.what === "validators") world.validators = !world.validators;
        else if (cmd.what === "index") world.publish({ index: Math.min(world.site.index + 1, INDEXES.length - 1) });
        else world.publish({ longform: 1 - world.site.longform });
        break;
      case "other": {
        if (cmd.what === "cache-fails" || cmd.what === "cache-works") world.cacheWorks = cmd.what === "cache-works";
        else if (cmd.what === "evict") [world.pointer, world.text] = cmd.pick < 0.5 ? [null, world.text] : [null, null];
        else if (world.mode === "up") {
          // Another isolate of the location read the site (now, or a while ago and it publishes only now).
          const at =
            cmd.what === "publish-now"
              ? world.clock
              : world.history[0]!.from + Math.floor(cmd.pick * (world.clock - world.history[0]!.from));
          const { index, longform } = world.publishedAt(at);
          world.pointer = { index, longform, fetchedAt: at };
        }
        break;
      }
      case "new-isolate":
        isolate = new Isolate();
        break;
    }
    // After every step: a refresh is under way exactly while the machine waits on one ask.
    expect(isolate.life.kind === "refreshing").toBe(isolate.pending !== null);
  }
}

const REQUEST: Command = { c: "request" };
const SETTLE: Command = { c: "settle" };
const TTL: Command = { c: "tick", ms: 600_000 };
const RETRY: Command = { c: "tick", ms: FAILURE_RETRY_MS };
const site = (mode: SiteMode): Command => ({ c: "site", mode });

// Cold start, a copy built; longform.json changes under an unchanged index (read again in full) while a second request
// waits; the site goes down (stale), and stays down past a week (too old); a step throws.
const DOWN_FOR_A_WEEK: Command[] = [REQUEST, SETTLE, REQUEST, { c: "publish", what: "longform" }, TTL, REQUEST, REQUEST, SETTLE];
DOWN_FOR_A_WEEK.push(site("down"), TTL, REQUEST, SETTLE, { c: "tick", ms: MAX_STALE_MS }, REQUEST, SETTLE, site("up"), RETRY, REQUEST, {
  c: "break",
});
// A large copy let go for a refresh whose body breaks, read back from the text copy; then, the Cache API emptied, lost:
// the sample. A fresh isolate then takes the location's snapshot without asking the site.
const RELEASED: Command[] = [REQUEST, SETTLE, site("garbage"), TTL, REQUEST, SETTLE, REQUEST, { c: "other", what: "evict", pick: 0.9 }];
RELEASED.push(RETRY, REQUEST, SETTLE, REQUEST, site("up"), RETRY, REQUEST, SETTLE, { c: "new-isolate" }, REQUEST, SETTLE, REQUEST);

/** Sequences run before the random ones, so that every transition is reached whatever the seed. */
const EXAMPLES: [Rules, Command[]][] = [
  [{ ttlMs: 600_000, swapAboveEntries: 25_000 }, DOWN_FOR_A_WEEK],
  [{ ttlMs: 600_000, swapAboveEntries: 0 }, RELEASED],
];

describe("the catalogue's life, driven by random sequences of events", () => {
  it("keeps its guarantees after every step (docs/data.md)", { timeout: 60_000 }, () => {
    const rules = fc.record({
      ttlMs: fc.constantFrom(600_000, 60_000),
      // Never, always, or for the later versions only (the versions list 44 to 49 entries).
      swapAboveEntries: fc.constantFrom(25_000, 0, 46),
    });
    fc.assert(
      fc.property(rules, fc.array(command, { minLength: 1, maxLength: 120, size: "max" }), (r, commands) => scenario(r, commands)),
      { numRuns: 300, examples: EXAMPLES },
    );
  });

  afterAll(() => {
    // Every transition of the table was reached (the examples make sure of it, whatever the seed).
    for (const what of [
      "request: readShared",
      "request: fetchFiles",
      "request: joined",
      "event: sharedRead",
      "index arrived",
      "event: filesRead",
      "event: indexRead",
      "event: identified",
      "event: built",
      "event: reloaded",
      "event: broke",
      "released copy lost or reloaded",
      "answer: live",
      "answer: stale",
      "answer: sample",
      "answer: too old",
    ]) {
      expect(seen.get(what) ?? 0, what).toBeGreaterThan(0);
    }
  });
});
