// The catalogue store with a fake site, a fake Cache API and a fake clock: freshness, coalescing, stale and
// sample fallbacks, back-off and recovery, and the same rules for long-form items.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import guide from "../../src/site/sample/longform/guides/automate-a-browser-with-playwright-mcp.json";
import sampleIndex from "../../src/site/sample/index.json";
import sampleLongform from "../../src/site/sample/longform.json";
import type { CacheLike } from "../../src/cache/shared-copy";
import { getFullEntry } from "../../src/catalog/entries";
import { getLongformItem } from "../../src/catalog/longform-items";
import { getCatalogue, type CatalogueSnapshot } from "../../src/catalog/store";
import { FAILURE_RETRY_MS, MAX_STALE_MS, resetCatalogueStore, type StoreDeps } from "../../src/catalog/store-state";
import type { Fetcher } from "../../src/http/fetcher";
import { parseConfig } from "../../src/core/config";
import { liveSiteIndex } from "./live-site";

const TTL_MS = 600_000;
const GUIDE_ID = "automate-a-browser-with-playwright-mcp";
const GUIDE_PATH = `/api/longform/guides/${GUIDE_ID}.json`;
const ENTRY_ID = "x402";
const ENTRY_PATH = `/api/entries/${ENTRY_ID}.json`;
const ENTRY = (sampleIndex.entries as Record<string, unknown>[]).find((entry) => entry.id === ENTRY_ID)!;

/** The site: the sample catalogue plus an entry only the "live" site has, so answers show their source. */
function siteFiles(): Map<string, string> {
  const index = liveSiteIndex();
  return new Map([
    ["/api/index.json", JSON.stringify(index)],
    ["/api/longform.json", JSON.stringify(sampleLongform)],
    [GUIDE_PATH, JSON.stringify(guide)],
    [ENTRY_PATH, JSON.stringify(ENTRY)],
  ]);
}

type Fault = "down" | "garbage" | "hang";

/** A short stand-in for a host's ETag: any change to the bytes changes it. */
function tagOf(body: string): string {
  let h = 0;
  for (let i = 0; i < body.length; i++) h = (Math.imul(h, 31) + body.charCodeAt(i)) | 0;
  return `"${body.length}-${(h >>> 0).toString(16)}"`;
}

class FakeSite {
  readonly files = siteFiles();
  readonly faults = new Map<string, Fault>();
  readonly asked = new Map<string, number>();
  /** What the site says of a file's version (static hosts send ETag, Last-Modified or both); none by default. */
  validators: "none" | "etag" | "last-modified" = "none";
  /** The request headers of every request, in order. */
  readonly requests: { path: string; headers: Headers }[] = [];
  readonly notModified = new Map<string, number>();
  /** Resolves every request held back by `hold()`. */
  private release: (() => void) | null = null;
  private gate: Promise<void> | null = null;
  private readonly waiters: { path: string; resolve: () => void }[] = [];

  constructor(readonly base: string) {}

  hold(): void {
    this.gate = new Promise((resolve) => (this.release = resolve));
  }
  open(): void {
    this.release?.();
    this.gate = null;
  }

  count(path: string): number {
    return this.asked.get(path) ?? 0;
  }

  /** Resolves once `path` has been asked for: a request that `hold()` holds back has arrived. */
  arrived(path: string): Promise<void> {
    if (this.count(path) > 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ path, resolve }));
  }

  readonly fetcher: Fetcher = async (input, init) => {
    const path = new URL(input.toString()).pathname.replace(new URL(this.base).pathname, "");
    this.asked.set(path, this.count(path) + 1);
    for (const waiter of this.waiters.filter((one) => one.path === path)) {
      waiter.resolve();
      this.waiters.splice(this.waiters.indexOf(waiter), 1);
    }
    const headers = new Headers(init?.headers);
    this.requests.push({ path, headers });
    if (this.gate) await this.gate;
    const fault = this.faults.get(path) ?? this.faults.get("*");
    if (fault === "down") return new Response("boom", { status: 500 });
    if (fault === "garbage") return new Response('{"entries":');
    if (fault === "hang") {
      return new Promise<Response>((_, reject) => init?.signal?.addEventListener("abort", () => reject(new Error("aborted"))));
    }
    const body = this.files.get(path);
    if (body === undefined) return new Response("Not Found", { status: 404 });
    // Last-Modified as a host would derive it: the same instant for the same bytes.
    const version: Record<string, string> = {};
    if (this.validators === "etag") version.etag = tagOf(body);
    if (this.validators === "last-modified") {
      version["last-modified"] = new Date(1_700_000_000_000 + (Number.parseInt(tagOf(body).split("-")[1]!, 16) % 1e9) * 1000).toUTCString();
    }
    const unchanged =
      (version.etag !== undefined && headers.get("if-none-match") === version.etag) ||
      (version["last-modified"] !== undefined && headers.get("if-modified-since") === version["last-modified"]);
    if (unchanged) {
      this.notModified.set(path, (this.notModified.get(path) ?? 0) + 1);
      return new Response(null, { status: 304, headers: version });
    }
    return new Response(body, { headers: version });
  };
}

class FakeCache implements CacheLike {
  // Bytes, not text: snapshots are binary.
  readonly entries = new Map<string, { body: ArrayBuffer; headers: [string, string][] }>();
  throwOnPut = false;
  async match(key: string): Promise<Response | undefined> {
    const hit = this.entries.get(key);
    return hit ? new Response(hit.body.slice(0), { headers: hit.headers }) : undefined;
  }
  put(key: string, response: Response): Promise<void> {
    if (this.throwOnPut) throw new TypeError("cache is unwell");
    return response.arrayBuffer().then((body) => void this.entries.set(key, { body, headers: [...response.headers] }));
  }
  /** The JSON stored under the key that ends with `suffix`. */
  json(suffix: string): unknown {
    const key = [...this.entries.keys()].find((k) => k.endsWith(suffix));
    return key === undefined ? undefined : JSON.parse(new TextDecoder().decode(this.entries.get(key)!.body));
  }
}

let counter = 0;

function world(options: { cache?: FakeCache; fullRecordsMaxEntries?: number } = {}) {
  const base = `https://site.example/s${++counter}`;
  const site = new FakeSite(base);
  const cache = options.cache ?? new FakeCache();
  const clock = { now: 1_800_000_000_000 };
  const background: Promise<unknown>[] = [];
  const deps: StoreDeps = {
    fetcher: site.fetcher,
    cache,
    now: () => clock.now,
    waitUntil: (promise) => void background.push(promise),
    upstreamTimeoutMs: 100,
    ...(options.fullRecordsMaxEntries !== undefined ? { fullRecordsMaxEntries: options.fullRecordsMaxEntries } : {}),
  };
  const config = parseConfig({ DATA_BASE_URL: base, CACHE_TTL_SECONDS: String(TTL_MS / 1000) });
  return {
    site,
    cache,
    clock,
    deps,
    config,
    background,
    async catalogue(): Promise<CatalogueSnapshot> {
      const result = await getCatalogue(config, deps);
      await Promise.all(background);
      if (!result.ok) throw new Error(`unexpected problem: ${result.problem.message}`);
      return result.value;
    },
    async entry(from: CatalogueSnapshot, id = ENTRY_ID) {
      const result = await getFullEntry(config, deps, from, id);
      await Promise.all(background);
      return result;
    },
    async item(from: CatalogueSnapshot) {
      const result = await getLongformItem(config, deps, from, "guide", GUIDE_ID);
      await Promise.all(background);
      return result;
    },
  };
}

beforeEach(() => {
  resetCatalogueStore();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe("getCatalogue", () => {
  it("fetches once, then answers from memory until the TTL runs out", async () => {
    const w = world();
    const first = await w.catalogue();
    expect(first.label.source).toBe("live");
    expect(first.catalogue.entryById.has("live-only")).toBe(true);
    w.clock.now += TTL_MS - 1;
    expect((await w.catalogue()).label.source).toBe("live");
    expect(w.site.count("/api/index.json")).toBe(1);
    w.clock.now += 1;
    await w.catalogue();
    expect(w.site.count("/api/index.json")).toBe(2);
    expect(w.site.count("/api/longform.json")).toBe(2);
  });

  it("asks the site once however many requests arrive together", async () => {
    const w = world();
    w.site.hold();
    const pending = Array.from({ length: 25 }, () => w.catalogue());
    await w.site.arrived("/api/index.json");
    w.site.open();
    const snapshots = await Promise.all(pending);
    expect(new Set(snapshots.map((s) => s.catalogue)).size).toBe(1);
    expect(w.site.count("/api/index.json")).toBe(1);
    expect(w.site.count("/api/longform.json")).toBe(1);
  });

  it.each<Fault>(["down", "garbage", "hang"])("serves the labelled sample when the site is %s and nothing is held", async (fault) => {
    const w = world();
    w.site.faults.set("/api/index.json", fault);
    const snapshot = await w.catalogue();
    expect(snapshot.label.source).toBe("sample");
    expect(snapshot.label.notice).toMatch(/sample catalogue bundled with the server/);
    expect(snapshot.catalogue.entryById.has("live-only")).toBe(false);
  });

  it("backs off for FAILURE_RETRY_MS after a failure, then recovers by itself", async () => {
    const w = world();
    w.site.faults.set("/api/index.json", "down");
    await w.catalogue();
    w.clock.now += FAILURE_RETRY_MS - 1;
    await Promise.all([w.catalogue(), w.catalogue()]);
    expect(w.site.count("/api/index.json")).toBe(1);
    w.site.faults.clear();
    w.clock.now += 1;
    const recovered = await w.catalogue();
    expect(recovered.label.source).toBe("live");
    expect(w.site.count("/api/index.json")).toBe(2);
  });

  it("serves the last good copy labelled stale while the site fails, and a clear problem once it is too old", async () => {
    const w = world();
    const live = await w.catalogue();
    w.site.faults.set("*", "down");
    w.clock.now += TTL_MS;
    const stale = await w.catalogue();
    expect(stale.label.source).toBe("stale");
    expect(stale.label.fetched_at).toBe(live.label.fetched_at);
    expect(stale.catalogue).toBe(live.catalogue);
    w.clock.now += MAX_STALE_MS;
    const result = await getCatalogue(w.config, w.deps);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem).toMatchObject({ code: "upstream_error", message: expect.stringMatching(/too old to serve/) });
  });

  it("lets a large copy go before a refresh: the new one replaces it, or a failed refresh reloads it from the Cache API", async () => {
    const w = world();
    // Past the swap threshold (lowered so the sample-sized site crosses it).
    const deps: StoreDeps = { ...w.deps, swapAboveEntries: 1 };
    const get = async () => {
      const result = await getCatalogue(w.config, deps);
      // The copies shared with the location are written after the response: let them land, as a TTL would.
      await Promise.all(w.background);
      if (!result.ok) throw new Error(result.problem.message);
      return result.value;
    };
    const live = await get();
    w.clock.now += TTL_MS;
    const next = await get();
    expect(next.label.source).toBe("live");
    expect(next.catalogue).not.toBe(live.catalogue);
    // A refresh that fails part-way (a body that is not JSON) neither replaces the shared copy nor loses service.
    w.site.faults.set("/api/index.json", "garbage");
    w.clock.now += TTL_MS;
    const stale = await get();
    expect(stale.label).toMatchObject({ source: "stale", fetched_at: next.label.fetched_at });
    expect(stale.catalogue.entryById.has("live-only")).toBe(true);
    expect(stale.catalogue).not.toBe(next.catalogue);
  });

  it("serves the sample when a released copy cannot be reloaded (no Cache API copy) and the refresh fails", async () => {
    const w = world();
    const deps: StoreDeps = { ...w.deps, cache: null, swapAboveEntries: 1 };
    expect((await getCatalogue(w.config, deps)).ok).toBe(true);
    // A site that fails before answering 200 leaves the large copy in place: it is let go only for a new one.
    w.site.faults.set("*", "down");
    w.clock.now += TTL_MS;
    const down = await getCatalogue(w.config, deps);
    expect(down.ok && down.value.label.source).toBe("stale");
    // A 200 whose body breaks part-way has cost the copy; with nothing to reload, the sample answers.
    w.site.faults.set("*", "garbage");
    w.clock.now += FAILURE_RETRY_MS;
    const result = await getCatalogue(w.config, deps);
    expect(result.ok && result.value.label.source).toBe("sample");
    // Under the threshold the held copy is kept and serves, labelled stale.
    const kept = world();
    const keptDeps: StoreDeps = { ...kept.deps, cache: null };
    await getCatalogue(kept.config, keptDeps);
    kept.site.faults.set("*", "down");
    kept.clock.now += TTL_MS;
    const stale = await getCatalogue(kept.config, keptDeps);
    expect(stale.ok && stale.value.label.source).toBe("stale");
  });

  it("lets a fresh isolate take a fresh copy from the Cache API without asking the site", async () => {
    const w = world();
    await w.catalogue();
    resetCatalogueStore();
    w.clock.now += 60_000;
    const adopted = await w.catalogue();
    expect(adopted.label.source).toBe("live");
    expect(adopted.catalogue.entryById.has("live-only")).toBe(true);
    expect(w.site.count("/api/index.json")).toBe(1);
  });

  it.each([
    ["held and put after the response", undefined],
    ["streamed as it arrives", 0],
  ])("lets a fresh isolate take the index's text copy (%s) when there is no snapshot", async (_, indexCopyHoldBytes) => {
    const w = world();
    const deps: StoreDeps = { ...w.deps, snapshotMaxEntries: 0, ...(indexCopyHoldBytes !== undefined ? { indexCopyHoldBytes } : {}) };
    const first = await getCatalogue(w.config, deps);
    await Promise.all(w.background);
    expect(first.ok && first.value.label.source).toBe("live");
    expect([...w.cache.entries.keys()].some((key) => key.includes("/catalogue/current"))).toBe(false);
    expect([...w.cache.entries.keys()].some((key) => key.endsWith("/api/index.json"))).toBe(true);
    resetCatalogueStore();
    w.clock.now += 60_000;
    const adopted = await getCatalogue(w.config, deps);
    expect(adopted.ok && adopted.value.label.source).toBe("live");
    expect(adopted.ok && adopted.value.catalogue.entryById.has("live-only")).toBe(true);
    expect(w.site.count("/api/index.json")).toBe(1);
  });

  it("lets a fresh isolate serve an expired Cache API copy as stale when the site is down", async () => {
    const w = world();
    const live = await w.catalogue();
    resetCatalogueStore();
    w.site.faults.set("*", "down");
    w.clock.now += TTL_MS + 1;
    const stale = await w.catalogue();
    expect(stale.label.source).toBe("stale");
    expect(stale.label.fetched_at).toBe(live.label.fetched_at);
    expect(stale.catalogue.entryById.has("live-only")).toBe(true);
  });

  it("keeps the long-form list's build time, from the site and from the sample", async () => {
    const w = world();
    expect((await w.catalogue()).catalogue.longformGenerated).toBe(sampleLongform.generated);
    const down = world();
    down.site.faults.set("*", "down");
    expect((await down.catalogue()).catalogue.longformGenerated).toBe(sampleLongform.generated);
  });

  it("keeps entries live when only the long-form index fails, with a notice, and keeps an earlier list", async () => {
    const w = world();
    w.site.faults.set("/api/longform.json", "down");
    const partial = await w.catalogue();
    expect(partial.label.source).toBe("live");
    expect(partial.label.notice).toMatch(/long-form index/);
    expect(partial.catalogue.longformAvailable).toBe(false);
    expect(partial.catalogue.longformGenerated).toBeNull();

    w.site.faults.clear();
    w.clock.now += TTL_MS;
    expect((await w.catalogue()).catalogue.longform.length).toBeGreaterThan(0);
    w.site.faults.set("/api/longform.json", "garbage");
    w.clock.now += TTL_MS;
    const kept = await w.catalogue();
    expect(kept.label.notice).toBeUndefined();
    expect(kept.catalogue.longform.length).toBeGreaterThan(0);
    expect(kept.catalogue.longformGenerated).toBe(sampleLongform.generated);
  });

  it("does not fail a good fetch because the Cache API throws", async () => {
    const w = world();
    w.cache.throwOnPut = true;
    expect((await w.catalogue()).label.source).toBe("live");
  });

  it("treats a refresh that breaks unexpectedly as a failed refresh, with its back-off", async () => {
    const w = world();
    let calls = 0;
    const brittle: StoreDeps = {
      ...w.deps,
      now: () => {
        // The request's own reading and the refresh's first (the shared copy's stamp) work; the one after the
        // site answered breaks.
        if (++calls === 3) throw new Error("clock broke");
        return w.clock.now;
      },
    };
    const result = await getCatalogue(w.config, brittle);
    expect(result.ok && result.value.label.source).toBe("sample");
    const again = await getCatalogue(w.config, brittle);
    expect(again.ok && again.value.label.source).toBe("sample");
    expect(w.site.count("/api/index.json")).toBe(1);
  });
});

describe("getCatalogue: conditional refreshes", () => {
  const INDEX = "/api/index.json";
  const LONGFORM = "/api/longform.json";
  const asked = (w: ReturnType<typeof world>, path: string) => w.site.requests.filter((r) => r.path === path).map((r) => r.headers);

  it("asks 'changed since?' with the ETag each file came with, and keeps the catalogue on two 304s, renewing its age", async () => {
    const w = world();
    w.site.validators = "etag";
    const first = await w.catalogue();
    expect(asked(w, INDEX)[0]!.get("if-none-match")).toBeNull();
    w.clock.now += TTL_MS;
    const renewed = await w.catalogue();
    expect(asked(w, INDEX)[1]!.get("if-none-match")).toMatch(/^"\d+-[0-9a-f]+"$/);
    expect(asked(w, LONGFORM)[1]!.get("if-none-match")).toMatch(/^"\d+-[0-9a-f]+"$/);
    expect(w.site.notModified.get(INDEX)).toBe(1);
    expect(w.site.notModified.get(LONGFORM)).toBe(1);
    expect(renewed.catalogue).toBe(first.catalogue);
    expect(renewed.label).toMatchObject({ source: "live", fetched_at: new Date(w.clock.now).toISOString() });
    // The location's pointer is renewed too, so other isolates take the copy as fresh.
    expect(w.cache.json("/catalogue/current")).toMatchObject({ fetchedAt: w.clock.now });
    // And the copy is fresh for another TTL: no request until then.
    w.clock.now += TTL_MS - 1;
    await w.catalogue();
    expect(w.site.count(INDEX)).toBe(2);
  });

  it("builds from a changed index.json read in full, and asks with its new ETag next time", async () => {
    const w = world();
    w.site.validators = "etag";
    const first = await w.catalogue();
    const index = JSON.parse(w.site.files.get(INDEX)!) as { entries: Record<string, unknown>[] };
    index.entries.push({ ...index.entries[0], id: "added-later", name: "Added Later" });
    w.site.files.set(INDEX, JSON.stringify(index));
    w.clock.now += TTL_MS;
    const changed = await w.catalogue();
    expect(changed.catalogue).not.toBe(first.catalogue);
    expect(changed.catalogue.entryById.has("added-later")).toBe(true);
    expect(w.site.notModified.get(INDEX)).toBeUndefined();
    w.clock.now += TTL_MS;
    expect((await w.catalogue()).catalogue).toBe(changed.catalogue);
    expect(w.site.notModified.get(INDEX)).toBe(1);
  });

  it("reads index.json again, in full, when only longform.json changed, and builds with the new list", async () => {
    const w = world();
    w.site.validators = "etag";
    const first = await w.catalogue();
    const longform = JSON.parse(w.site.files.get(LONGFORM)!) as { items: unknown[] };
    const fewer = { ...longform, items: longform.items.slice(1) };
    w.site.files.set(LONGFORM, JSON.stringify(fewer));
    w.clock.now += TTL_MS;
    const changed = await w.catalogue();
    const indexAsks = asked(w, INDEX);
    expect(indexAsks).toHaveLength(3);
    expect(indexAsks[2]!.get("if-none-match")).toBeNull();
    expect(changed.catalogue).not.toBe(first.catalogue);
    expect(changed.catalogue.longform).toHaveLength(first.catalogue.longform.length - 1);
  });

  it("keeps the catalogue when index.json is unchanged and longform.json fails, with the earlier list", async () => {
    const w = world();
    w.site.validators = "etag";
    const first = await w.catalogue();
    w.site.faults.set(LONGFORM, "down");
    w.clock.now += TTL_MS;
    const kept = await w.catalogue();
    expect(kept.catalogue).toBe(first.catalogue);
    expect(kept.label.source).toBe("live");
    expect(kept.catalogue.longform.length).toBeGreaterThan(0);
  });

  it("asks with If-Modified-Since when the site sends only Last-Modified", async () => {
    const w = world();
    w.site.validators = "last-modified";
    const first = await w.catalogue();
    w.clock.now += TTL_MS;
    const renewed = await w.catalogue();
    expect(asked(w, INDEX)[1]!.get("if-modified-since")).toMatch(/ GMT$/);
    expect(asked(w, INDEX)[1]!.get("if-none-match")).toBeNull();
    expect(renewed.catalogue).toBe(first.catalogue);
  });

  it("builds nothing when a site without validators sends the same bytes again", async () => {
    const w = world();
    const first = await w.catalogue();
    w.clock.now += TTL_MS;
    const again = await w.catalogue();
    expect(asked(w, INDEX)[1]!.get("if-none-match")).toBeNull();
    expect(asked(w, INDEX)[1]!.get("if-modified-since")).toBeNull();
    expect(w.site.count(INDEX)).toBe(2);
    expect(again.catalogue).toBe(first.catalogue);
    expect(again.label.fetched_at).toBe(new Date(w.clock.now).toISOString());
  });

  it("lets a fresh isolate that loads the location's snapshot past its TTL revalidate it instead of rebuilding", async () => {
    const w = world();
    w.site.validators = "etag";
    await w.catalogue();
    resetCatalogueStore();
    w.clock.now += TTL_MS + 1;
    const revalidated = await w.catalogue();
    expect(revalidated.label.source).toBe("live");
    expect(revalidated.catalogue.entryById.has("live-only")).toBe(true);
    expect(w.site.notModified.get(INDEX)).toBe(1);
    expect(w.site.notModified.get(LONGFORM)).toBe(1);
  });

  it("keeps a large copy through a 304 (it is let go only once a 200 arrives)", async () => {
    const w = world();
    w.site.validators = "etag";
    const deps: StoreDeps = { ...w.deps, swapAboveEntries: 1 };
    const get = async () => {
      const result = await getCatalogue(w.config, deps);
      if (!result.ok) throw new Error(result.problem.message);
      return result.value;
    };
    const first = await get();
    w.clock.now += TTL_MS;
    expect((await get()).catalogue).toBe(first.catalogue);
    expect(w.site.notModified.get(INDEX)).toBe(1);
  });

  it("never takes a 304 it did not ask for as 'unchanged': with no validators held, it is a failed refresh", async () => {
    const w = world();
    await w.catalogue();
    const fetcher: Fetcher = async (input, init) => {
      const path = new URL(input.toString()).pathname;
      return path.endsWith(INDEX) ? new Response(null, { status: 304 }) : w.site.fetcher(input, init);
    };
    w.clock.now += TTL_MS;
    const result = await getCatalogue(w.config, { ...w.deps, fetcher });
    expect(result.ok && result.value.label.source).toBe("stale");
  });
});

describe("getLongformItem", () => {
  it("fetches an item once per TTL, coalescing concurrent requests", async () => {
    const w = world();
    const from = await w.catalogue();
    w.site.hold();
    const pending = Array.from({ length: 10 }, () => w.item(from));
    await w.site.arrived(GUIDE_PATH);
    w.site.open();
    for (const result of await Promise.all(pending)) expect(result.ok && result.value.label.source).toBe("live");
    await w.item(from);
    expect(w.site.count(GUIDE_PATH)).toBe(1);
  });

  it("serves a disappeared item from its last good copy, labelled stale, and recovers", async () => {
    const w = world();
    const from = await w.catalogue();
    const live = await w.item(from);
    expect(live.ok && live.value.label.source).toBe("live");
    w.site.files.delete(GUIDE_PATH);
    w.clock.now += TTL_MS;
    const stale = await w.item(from);
    expect(stale.ok && stale.value.label).toMatchObject({ source: "stale", notice: expect.stringMatching(/last good copy of this guide/) });
    expect(stale.ok && stale.value.item.markdown).toBe(guide.markdown);
    w.site.files.set(GUIDE_PATH, JSON.stringify(guide));
    w.clock.now += FAILURE_RETRY_MS;
    const back = await w.item(from);
    expect(back.ok && back.value.label.source).toBe("live");
  });

  it("keeps serving a Cache API copy through the back-off in a fresh isolate (not a 503)", async () => {
    const w = world();
    await w.item(await w.catalogue());
    resetCatalogueStore();
    w.site.faults.set(GUIDE_PATH, "down");
    w.clock.now += TTL_MS + 1;
    const from = await w.catalogue();
    const first = await w.item(from);
    expect(first.ok && first.value.label.source).toBe("stale");
    w.clock.now += 1_000;
    const second = await w.item(from);
    expect(second.ok && second.value.label.source).toBe("stale");
    expect(w.site.count(GUIDE_PATH)).toBe(2);
  });

  it("says plainly that a listed item cannot be loaded when no copy exists", async () => {
    const w = world();
    w.site.faults.set(GUIDE_PATH, "hang");
    const result = await w.item(await w.catalogue());
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem).toMatchObject({ code: "upstream_error", message: expect.stringMatching(/could not be loaded/) });
  });

  it("answers from the bundled items when the catalogue itself is the sample", async () => {
    const w = world();
    w.site.faults.set("*", "down");
    const from = await w.catalogue();
    const result = await w.item(from);
    expect(result.ok && result.value.label.source).toBe("sample");
    expect(w.site.count(GUIDE_PATH)).toBe(0);
    // Only the sample is held: an item it lacks may exist on the site, so that is an outage, not a 404.
    const missing = await getLongformItem(w.config, w.deps, from, "guide", "not-in-the-sample");
    expect(!missing.ok && missing.problem).toMatchObject({
      code: "upstream_error",
      message: expect.stringMatching(/could not be reached/),
    });
  });

  it("says an item is no longer published when the site answers 404 for it and no copy is held, until it is back", async () => {
    const w = world();
    w.site.files.delete(GUIDE_PATH);
    const from = await w.catalogue();
    const gone = await w.item(from);
    expect(!gone.ok && gone.problem).toEqual({
      code: "not_found",
      message: expect.stringMatching(/no longer published/),
      suggestions: [],
    });
    // Through the back-off too (no new request to the site).
    w.clock.now += 1_000;
    const still = await w.item(from);
    expect(!still.ok && still.problem.code).toBe("not_found");
    expect(w.site.count(GUIDE_PATH)).toBe(1);
    // Another failure is not a 404: then it is an outage again.
    w.site.faults.set(GUIDE_PATH, "down");
    w.clock.now += FAILURE_RETRY_MS;
    const down = await w.item(from);
    expect(!down.ok && down.problem.code).toBe("upstream_error");
    w.site.faults.clear();
    w.site.files.set(GUIDE_PATH, JSON.stringify(guide));
    w.clock.now += FAILURE_RETRY_MS;
    const back = await w.item(from);
    expect(back.ok && back.value.label.source).toBe("live");
  });
});

describe("getFullEntry", () => {
  const SAMPLE_ENTRIES = (sampleIndex.entries as unknown[]).length;
  /** A catalogue past the threshold (cards only, whole entries on demand), at the test catalogue's size. */
  const large = () => world({ fullRecordsMaxEntries: SAMPLE_ENTRIES });

  it("keeps every whole record of a catalogue at or under the threshold and answers from it, asking the site nothing", async () => {
    const w = world({ fullRecordsMaxEntries: SAMPLE_ENTRIES + 1 });
    const from = await w.catalogue();
    expect(from.catalogue.recordById?.size).toBe(SAMPLE_ENTRIES + 1);
    expect(await w.entry(from)).toEqual({ ok: true, value: { entry: ENTRY, label: from.label } });
    // The entry files fail and the catalogue goes stale: the records held still answer, under the catalogue's label.
    w.site.faults.set("*", "down");
    w.clock.now += TTL_MS;
    const stale = await w.catalogue();
    expect(stale.label.source).toBe("stale");
    const other = await w.entry(stale, "live-only");
    expect(other).toEqual({ ok: true, value: { entry: expect.objectContaining({ id: "live-only" }), label: stale.label } });
    expect(await w.entry(stale)).toEqual({ ok: true, value: { entry: ENTRY, label: stale.label } });
    expect(w.site.count(ENTRY_PATH)).toBe(0);
    expect(w.site.count("/api/entries/live-only.json")).toBe(0);
  });

  it("keeps no record once the index lists one entry more than the threshold, and fetches the entry's file", async () => {
    const w = large();
    const from = await w.catalogue();
    expect(from.catalogue.recordById).toBeNull();
    expect(await w.entry(from)).toEqual({ ok: true, value: { entry: ENTRY, label: from.label } });
    expect(w.site.count(ENTRY_PATH)).toBe(1);
  });

  it("fetches a whole entry on demand once per TTL, coalescing concurrent requests, and holds only its card", async () => {
    const w = large();
    const from = await w.catalogue();
    // The catalogue keeps what hits need, not the whole record (related ids, sources...).
    expect(from.catalogue.entryById.get(ENTRY_ID)).not.toHaveProperty("related");
    w.site.hold();
    const pending = Array.from({ length: 10 }, () => w.entry(from));
    await w.site.arrived(ENTRY_PATH);
    w.site.open();
    for (const result of await Promise.all(pending))
      expect(result).toEqual({ ok: true, value: { entry: ENTRY, label: expect.objectContaining({ source: "live" }) } });
    await w.entry(from);
    expect(w.site.count(ENTRY_PATH)).toBe(1);
    w.clock.now += TTL_MS;
    await w.catalogue();
    await w.entry(from);
    expect(w.site.count(ENTRY_PATH)).toBe(2);
  });

  it("answers an id the catalogue does not list with undefined, asking the site nothing", async () => {
    const w = large();
    const result = await w.entry(await w.catalogue(), "not-listed");
    expect(result).toEqual({ ok: true, value: undefined });
    expect(w.site.count("/api/entries/not-listed.json")).toBe(0);
  });

  it("never serves a file that describes another entry or breaks the entry rules", async () => {
    const w = large();
    const from = await w.catalogue();
    w.site.files.set(ENTRY_PATH, JSON.stringify({ ...ENTRY, id: "browserbase" }));
    const wrong = await w.entry(from);
    expect(!wrong.ok && wrong.problem.code).toBe("upstream_error");
    w.site.files.set(ENTRY_PATH, JSON.stringify({ ...ENTRY, name: 7 }));
    w.clock.now += FAILURE_RETRY_MS;
    const invalid = await w.entry(from);
    expect(!invalid.ok && invalid.problem).toMatchObject({ code: "upstream_error", message: expect.stringMatching(/could not be loaded/) });
  });

  it("serves the last good copy labelled stale when the site fails, from memory or from the Cache API in a fresh isolate", async () => {
    const w = large();
    const first = await w.entry(await w.catalogue());
    expect(first.ok && first.value?.label.source).toBe("live");
    const fetchedAt = first.ok ? first.value?.label.fetched_at : null;
    w.site.faults.set(ENTRY_PATH, "down");
    w.clock.now += TTL_MS;
    // The catalogue is live again (only the entry file fails); the entry says it is the last good copy.
    const from = await w.catalogue();
    expect(from.label.source).toBe("live");
    const stale = { source: "stale", fetched_at: fetchedAt, notice: expect.stringMatching(/last good copy of this entry/) };
    expect(await w.entry(from)).toEqual({ ok: true, value: { entry: ENTRY, label: expect.objectContaining(stale) } });
    resetCatalogueStore();
    w.clock.now += 1_000;
    expect(await w.entry(await w.catalogue())).toEqual({ ok: true, value: { entry: ENTRY, label: expect.objectContaining(stale) } });
  });

  it("says an entry is no longer published when the site answers 404 and no copy is held", async () => {
    const w = large();
    w.site.files.delete(ENTRY_PATH);
    const gone = await w.entry(await w.catalogue());
    expect(!gone.ok && gone.problem).toEqual({ code: "not_found", message: expect.stringMatching(/no longer published/), suggestions: [] });
  });

  it("answers from the bundle when the catalogue is the sample", async () => {
    const w = world();
    w.site.faults.set("*", "down");
    const from = await w.catalogue();
    expect(from.label.source).toBe("sample");
    expect(await w.entry(from)).toEqual({ ok: true, value: { entry: ENTRY, label: from.label } });
    expect(w.site.count(ENTRY_PATH)).toBe(0);
  });
});
