// Snapshots through the real pipeline, the real Cache API of the workers pool and the fake site: the isolate that
// builds a catalogue from the site shares it; a fresh isolate (the store's state forgotten) then answers from the
// snapshot, labelled live, without asking the site for index.json; a snapshot that is refused changes nothing:
// the store goes on exactly as without one (text copy, site, stale copy, sample).
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SNAPSHOT_CODE_VERSION } from "../../src/catalog/snapshot/code-version";
import { pointerKey, resetCatalogueStore, sharedCopyKey, snapshotKey } from "../../src/catalog/store-state";
import { handleRequest } from "../../src/pipeline";

const siteUrl = env.DATA_BASE_URL;
const TTL_MS = Number(env.CACHE_TTL_SECONDS) * 1000;
const ENTRY_ID = "test-site-only";
let counter = 0;

interface Data {
  source: string;
  fetched_at: string | null;
  notice?: string;
}

/** One test's own slice of the fake site, its own clock, and its keys in the Cache API. */
function scenario(label: string) {
  const name = `${label}-${Date.now().toString(36)}-${++counter}`;
  const base = `${siteUrl}/t/${name}`;
  const testEnv = { ...env, DATA_BASE_URL: base } as Env;
  const clock = { now: 1_800_000_000_000 };
  const cache = caches.default;
  return {
    clock,
    async get<T = { data: Data }>(path: string): Promise<{ status: number; body: T }> {
      const ctx = createExecutionContext();
      const response = await handleRequest(new Request(`http://example.com${path}`), testEnv, ctx, { now: () => clock.now });
      const body = (await response.json()) as T;
      await waitOnExecutionContext(ctx);
      return { status: response.status, body };
    },
    async indexRequests(): Promise<number> {
      const stats = (await (await fetch(`${siteUrl}/__stats`)).json()) as { requests: Record<string, number> };
      return stats.requests[`/t/${name}/api/index.json`] ?? 0;
    },
    async siteDown(): Promise<void> {
      const response = await fetch(`${base}/__control`, {
        method: "POST",
        body: JSON.stringify({ faults: [{ match: "all", mode: "status-500" }] }),
      });
      expect(response.status).toBe(200);
    },
    async snapshotKeyNow(): Promise<string> {
      const pointer = await cache.match(pointerKey(base));
      expect(pointer, "the building isolate shared a pointer").toBeDefined();
      const { catalogue } = (await pointer!.json()) as { catalogue: string };
      return snapshotKey(base, SNAPSHOT_CODE_VERSION, catalogue);
    },
    /** Flips a byte the snapshot's digest covers, or every byte of its whole records (each checked on its own). */
    async corruptSnapshot(part: "digested" | "records" = "digested"): Promise<void> {
      const key = await this.snapshotKeyNow();
      const bytes = new Uint8Array(await (await cache.match(key))!.arrayBuffer());
      const digestEnd = new DataView(bytes.buffer).getUint32(16, true);
      if (part === "digested") bytes[digestEnd - 5]! ^= 0xff;
      else for (let at = digestEnd; at < bytes.length; at++) bytes[at]! ^= 0x55;
      await cache.put(key, new Response(bytes, { headers: { "cache-control": "max-age=600" } }));
    },
    /** How many of the site's answers for index.json and longform.json were 304s. */
    async notModified(): Promise<{ index: number; longform: number }> {
      const stats = (await (await fetch(`${siteUrl}/__stats`)).json()) as { notModified: Record<string, number> };
      return {
        index: stats.notModified[`/t/${name}/api/index.json`] ?? 0,
        longform: stats.notModified[`/t/${name}/api/longform.json`] ?? 0,
      };
    },
    async entryRequests(id: string): Promise<number> {
      const stats = (await (await fetch(`${siteUrl}/__stats`)).json()) as { requests: Record<string, number> };
      return stats.requests[`/t/${name}/api/entries/${id}.json`] ?? 0;
    },
    dropTextCopy: () => cache.delete(sharedCopyKey(base, "/api/index.json")),
  };
}

afterEach(() => vi.restoreAllMocks());

describe("catalogue snapshots shared by the isolates of a location", () => {
  it("let a fresh isolate past the TTL revalidate the snapshot (two 304s) and answer live without a download or a build", async () => {
    const site = scenario("snap-revalidate");
    const built = await site.get<{ results: { id: string }[]; data: Data }>("/search?q=agent");
    resetCatalogueStore();
    site.clock.now += TTL_MS + 1;
    const revalidated = await site.get<{ results: { id: string }[]; data: Data }>("/search?q=agent");
    expect(revalidated.body.data).toMatchObject({ source: "live", fetched_at: new Date(site.clock.now).toISOString() });
    expect(revalidated.body.results).toEqual(built.body.results);
    expect(await site.indexRequests()).toBe(2);
    expect(await site.notModified()).toEqual({ index: 1, longform: 1 });
    // The pointer now says the copy is fresh: a third isolate takes it without asking the site.
    resetCatalogueStore();
    site.clock.now += 1;
    expect((await site.get("/search?q=agent")).body.data.source).toBe("live");
    expect(await site.indexRequests()).toBe(2);
  });

  it("let a fresh isolate answer live without fetching index.json", async () => {
    const site = scenario("snap-live");
    const built = await site.get<{ total: number; results: unknown[]; data: Data }>("/search?q=agent");
    expect(built.body.data.source).toBe("live");
    expect(await site.indexRequests()).toBe(1);
    const key = await site.snapshotKeyNow();
    expect(await caches.default.match(key)).toBeDefined();
    // Without the text copy only the snapshot can spare the fetch.
    await site.dropTextCopy();
    resetCatalogueStore();
    site.clock.now += 1_000;
    const loaded = await site.get<{ total: number; results: unknown[]; data: Data }>("/search?q=agent");
    expect(loaded.body.data).toEqual(built.body.data);
    expect({ ...loaded.body, data: null }).toEqual({ ...built.body, data: null });
    expect((await site.get(`/entries/${ENTRY_ID}`)).status).toBe(200);
    expect(await site.indexRequests()).toBe(1);
  });

  it("serve a fresh isolate the stale copy when the site is down past the TTL", async () => {
    const site = scenario("snap-stale");
    const built = await site.get("/search?q=agent");
    await site.dropTextCopy();
    await site.siteDown();
    resetCatalogueStore();
    site.clock.now += TTL_MS + 1_000;
    const stale = await site.get("/search?q=agent");
    expect(stale.body.data.source).toBe("stale");
    expect(stale.body.data.fetched_at).toBe(built.body.data.fetched_at);
    expect(await site.indexRequests()).toBe(2);
  });

  it("whose whole records fail their checks still serve get_entry, fetching the entry from the site", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const site = scenario("snap-records");
    const built = await site.get<{ id: string; data: Data }>(`/entries/${ENTRY_ID}`);
    expect(await site.entryRequests(ENTRY_ID)).toBe(0);
    await site.corruptSnapshot("records");
    await site.dropTextCopy();
    resetCatalogueStore();
    const loaded = await site.get<{ id: string; data: Data }>(`/entries/${ENTRY_ID}`);
    expect(loaded.body).toEqual(built.body);
    expect(await site.entryRequests(ENTRY_ID)).toBe(1);
    expect(await site.indexRequests()).toBe(1);
  });

  it("refused, fall back to the text copy exactly as without snapshots", async () => {
    const warn = vi.spyOn(console, "warn");
    const site = scenario("snap-refused");
    const built = await site.get<{ total: number; data: Data }>("/search?q=agent");
    await site.corruptSnapshot();
    resetCatalogueStore();
    const fallback = await site.get<{ total: number; data: Data }>("/search?q=agent");
    expect(fallback.body).toEqual(built.body);
    expect(await site.indexRequests()).toBe(1);
    expect(warn.mock.calls.filter(([line]) => String(line).includes("snapshot not used (digest)"))).toHaveLength(1);
  });

  it("refused and without a text copy, fetch from the site, or serve the sample when it is down", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const site = scenario("snap-refused-fetch");
    await site.get("/search?q=agent");
    await site.corruptSnapshot();
    await site.dropTextCopy();
    resetCatalogueStore();
    expect((await site.get("/search?q=agent")).body.data.source).toBe("live");
    expect(await site.indexRequests()).toBe(2);

    await site.corruptSnapshot();
    await site.dropTextCopy();
    await site.siteDown();
    resetCatalogueStore();
    expect((await site.get("/search?q=agent")).body.data.source).toBe("sample");
  });
});
