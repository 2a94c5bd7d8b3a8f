// The store with snapshots, a fake site, a byte-exact fake Cache API and a fake clock: what an isolate that builds
// from the site shares, what a fresh isolate and a released copy's reload take from it, and that an unchanged
// catalogue renews the pointer without writing the snapshot again.
import { afterEach, describe, expect, it, vi } from "vitest";
import sampleLongform from "../../../src/site/sample/longform.json";
import type { CacheLike } from "../../../src/cache/shared-copy";
import { getCatalogue } from "../../../src/catalog/store";
import { pointerKey, resetCatalogueStore, sharedCopyKey, type StoreDeps } from "../../../src/catalog/store-state";
import { parseConfig } from "../../../src/core/config";
import type { Fetcher } from "../../../src/http/fetcher";
import { liveSiteIndex } from "../live-site";

const TTL_MS = 600_000;

class BytesCache implements CacheLike {
  readonly entries = new Map<string, { body: ArrayBuffer; headers: [string, string][] }>();
  readonly puts: string[] = [];
  async match(key: string): Promise<Response | undefined> {
    const hit = this.entries.get(key);
    return hit ? new Response(hit.body.slice(0), { headers: hit.headers }) : undefined;
  }
  async put(key: string, response: Response): Promise<void> {
    this.puts.push(key);
    this.entries.set(key, { body: await response.arrayBuffer(), headers: [...response.headers] });
  }
}

let counter = 0;

function world() {
  const base = `https://site.example/snap${++counter}`;
  const index = liveSiteIndex();
  const files = new Map([
    ["/api/index.json", JSON.stringify(index)],
    ["/api/longform.json", JSON.stringify(sampleLongform)],
  ]);
  const asked = new Map<string, number>();
  const site = { down: false };
  const fetcher: Fetcher = async (input) => {
    const path = new URL(input.toString()).pathname.replace(new URL(base).pathname, "");
    asked.set(path, (asked.get(path) ?? 0) + 1);
    if (site.down) return new Response("boom", { status: 500 });
    const body = files.get(path);
    return body === undefined ? new Response("Not Found", { status: 404 }) : new Response(body);
  };
  const cache = new BytesCache();
  const clock = { now: 1_800_000_000_000 };
  const background: Promise<unknown>[] = [];
  const deps: StoreDeps = { fetcher, cache, now: () => clock.now, waitUntil: (p) => void background.push(p), upstreamTimeoutMs: 100 };
  const config = parseConfig({ DATA_BASE_URL: base, CACHE_TTL_SECONDS: String(TTL_MS / 1000) });
  return {
    base,
    site,
    cache,
    clock,
    indexRequests: () => asked.get("/api/index.json") ?? 0,
    snapshotPuts: () => cache.puts.filter((key) => key.includes("/snapshot/")).length,
    async catalogue(overrides: Partial<StoreDeps> = {}) {
      const result = await getCatalogue(config, { ...deps, ...overrides });
      await Promise.all(background);
      if (!result.ok) throw new Error(result.problem.message);
      return result.value;
    },
  };
}

afterEach(() => {
  resetCatalogueStore();
  vi.restoreAllMocks();
});

describe("the store with snapshots", () => {
  it("shares what it built, and a fresh isolate takes it without the text copy or the site", async () => {
    const w = world();
    const built = await w.catalogue();
    expect(w.snapshotPuts()).toBe(1);
    expect(await w.cache.match(pointerKey(w.base))).toBeDefined();
    w.cache.entries.delete(sharedCopyKey(w.base, "/api/index.json"));
    resetCatalogueStore();
    const loaded = await w.catalogue();
    expect(loaded.label).toEqual(built.label);
    expect(loaded.catalogue.entryById.has("live-only")).toBe(true);
    expect(loaded.catalogue).not.toBe(built.catalogue);
    expect(w.indexRequests()).toBe(1);
  });

  it("renews only the pointer when a refresh finds the same catalogue", async () => {
    const w = world();
    await w.catalogue();
    w.clock.now += TTL_MS;
    const refreshed = await w.catalogue();
    expect(w.indexRequests()).toBe(2);
    expect(w.snapshotPuts()).toBe(1);
    const pointer = (await (await w.cache.match(pointerKey(w.base)))!.json()) as { fetchedAt: number };
    expect(new Date(pointer.fetchedAt).toISOString()).toBe(refreshed.label.fetched_at);
  });

  it("shares no snapshot of a catalogue past SNAPSHOT_MAX_ENTRIES, and still serves it live", async () => {
    const w = world();
    const built = await w.catalogue({ snapshotMaxEntries: 1 });
    expect(built.label.source).toBe("live");
    expect(built.catalogue.entryById.has("live-only")).toBe(true);
    expect(w.snapshotPuts()).toBe(0);
    expect(await w.cache.match(pointerKey(w.base))).toBeUndefined();
  });

  it("reloads a released copy from the snapshot when the refresh fails", async () => {
    const w = world();
    const live = await w.catalogue({ swapAboveEntries: 1 });
    w.cache.entries.delete(sharedCopyKey(w.base, "/api/index.json"));
    w.site.down = true;
    w.clock.now += TTL_MS;
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const stale = await w.catalogue({ swapAboveEntries: 1 });
    expect(stale.label).toMatchObject({ source: "stale", fetched_at: live.label.fetched_at });
    expect(stale.catalogue.entryById.has("live-only")).toBe(true);
  });
});
