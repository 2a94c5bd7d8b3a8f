// The cache primitives the catalogue store and /stats share: a memo of the latest writes, one run per key at a
// time, and the stamped copy in the Cache API.

import { describe, expect, it } from "vitest";
import { RecentMap } from "../../src/cache/recent-map";
import { readStamped, readStampedBody, streamStamped, writeStamped, type CacheLike } from "../../src/cache/shared-copy";
import { SingleFlight } from "../../src/cache/single-flight";

describe("RecentMap", () => {
  it("keeps the most recently written keys; reading does not refresh", () => {
    const map = new RecentMap<string, number>(2);
    map.set("a", 1);
    map.set("b", 2);
    expect(map.get("a")).toBe(1);
    map.set("c", 3);
    expect([map.get("a"), map.get("b"), map.get("c")]).toEqual([undefined, 2, 3]);
    map.set("b", 4);
    map.set("d", 5);
    expect([map.get("b"), map.get("c"), map.get("d")]).toEqual([4, undefined, 5]);
  });
});

describe("SingleFlight", () => {
  it("gives concurrent callers one run, and starts afresh once it settles", async () => {
    const flight = new SingleFlight<string, number>();
    let runs = 0;
    const kept: Promise<unknown>[] = [];
    const start = () => new Promise<number>((resolve) => setTimeout(() => resolve(++runs), 5));
    const [a, b] = await Promise.all([flight.run("k", start, (p) => kept.push(p)), flight.run("k", start, (p) => kept.push(p))]);
    expect([a, b, runs, kept.length]).toEqual([1, 1, 1, 1]);
    expect(await flight.run("k", start)).toBe(2);
  });

  it("frees the key after a failure", async () => {
    const flight = new SingleFlight<string, number>();
    await expect(flight.run("k", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await flight.run("k", () => Promise.resolve(7))).toBe(7);
  });
});

describe("stamped copies", () => {
  class MapCache implements CacheLike {
    readonly stored = new Map<string, Response>();
    async match(key: string) {
      return this.stored.get(key)?.clone();
    }
    async put(key: string, response: Response) {
      this.stored.set(key, response);
    }
  }

  it("read back with their stamp; a missing or unstamped one is a miss", async () => {
    const cache = new MapCache();
    const kept: Promise<unknown>[] = [];
    writeStamped(cache, "k", '{"a":1}', { stamp: "x-at", at: 1234, maxAgeSeconds: 60, waitUntil: (p) => kept.push(p) });
    await Promise.all(kept);
    expect(await readStamped(cache, "k", "x-at")).toEqual({ text: '{"a":1}', at: 1234 });
    expect(cache.stored.get("k")!.headers.get("cache-control")).toBe("public, max-age=60");
    expect(await readStamped(cache, "k", "x-other")).toBeNull();
    expect(await readStamped(cache, "nothing", "x-at")).toBeNull();
    expect(await readStamped(null, "k", "x-at")).toBeNull();
  });

  it("ignore a cache that fails, even by throwing", async () => {
    const broken: CacheLike = {
      match: () => Promise.reject(new Error("down")),
      put: () => {
        throw new Error("down");
      },
    };
    expect(await readStamped(broken, "k", "x-at")).toBeNull();
    expect(() => writeStamped(broken, "k", "{}", { stamp: "x-at", at: 1, maxAgeSeconds: 1, waitUntil: () => undefined })).not.toThrow();
  });

  it("written piece by piece are kept whole once closed, and not at all when aborted or when the cache fails", async () => {
    // A Cache API stand-in that reads what is put to the end, as the real one does before keeping it.
    const stored = new Map<string, { body: ArrayBuffer; at: string | null }>();
    const reading: CacheLike = {
      match: async (key) => {
        const hit = stored.get(key);
        return hit ? new Response(hit.body, { headers: hit.at === null ? {} : { "x-at": hit.at } }) : undefined;
      },
      put: async (key, response) => void stored.set(key, { body: await response.arrayBuffer(), at: response.headers.get("x-at") }),
    };
    const kept: Promise<unknown>[] = [];
    const options = { stamp: "x-at", at: 99, maxAgeSeconds: 60, waitUntil: (p: Promise<unknown>) => void kept.push(p) };
    // More than one piece's worth (1 MiB), in fetch-sized chunks.
    const chunks = Array.from({ length: 40 }, (_, i) => new Uint8Array(64 * 1024).fill(97 + (i % 26)));
    const copy = streamStamped(reading, "whole", options)!;
    for (const chunk of chunks) await copy.write(chunk);
    copy.close();
    const aborted = streamStamped(reading, "aborted", options)!;
    await aborted.write(chunks[0]!);
    aborted.abort();
    await Promise.all(kept);
    await Promise.all(kept);
    const whole = await readStampedBody(reading, "whole", "x-at");
    expect(whole?.at).toBe(99);
    const body = new Uint8Array(await new Response(whole!.body).arrayBuffer());
    expect(body).toEqual(new Uint8Array(chunks.flatMap((chunk) => [...chunk])));
    expect(stored.has("aborted")).toBe(false);
    const broken = streamStamped({ match: async () => undefined, put: () => Promise.reject(new Error("down")) }, "k", options)!;
    for (const chunk of chunks) await broken.write(chunk);
    expect(() => broken.close()).not.toThrow();
    expect(streamStamped(null, "k", options)).toBeNull();
  });
});

describe("streamStamped holding its bytes", () => {
  function memoryCache() {
    const stored = new Map<string, ArrayBuffer>();
    const puts: string[] = [];
    const cache: CacheLike = {
      match: async (key) => (stored.has(key) ? new Response(stored.get(key)!.slice(0), { headers: { "x-at": "7" } }) : undefined),
      put: async (key, response) => {
        puts.push(key);
        stored.set(key, await response.arrayBuffer());
      },
    };
    return { stored, puts, cache };
  }
  const chunks = Array.from({ length: 40 }, (_, i) => new Uint8Array(64 * 1024).fill(97 + (i % 26)));
  const whole = new Uint8Array(chunks.flatMap((chunk) => [...chunk]));

  /** A copy that holds up to `upToBytes`, its background work in `kept`; `later` runs what waits for the response. */
  function holdingCopy(
    cache: CacheLike,
    key: string,
    upToBytes: number,
    later: (task: () => Promise<void>) => Promise<void> = () => Promise.reject(new Error("not to be used once streaming")),
  ) {
    const kept: Promise<unknown>[] = [];
    const copy = streamStamped(cache, key, {
      stamp: "x-at",
      at: 7,
      maxAgeSeconds: 60,
      waitUntil: (p) => void kept.push(p),
      hold: { upToBytes, later },
    })!;
    return { copy, kept };
  }

  it("puts nothing while the bytes arrive, then the whole copy when `later` runs it", async () => {
    const { stored, puts, cache } = memoryCache();
    const tasks: (() => Promise<void>)[] = [];
    const { copy } = holdingCopy(cache, "held", 4 * 1024 * 1024, (task) => {
      tasks.push(task);
      return Promise.resolve();
    });
    for (const chunk of chunks) await copy.write(chunk);
    await copy.close();
    expect(puts).toEqual([]);
    expect(tasks).toHaveLength(1);
    await tasks[0]!();
    expect(new Uint8Array(stored.get("held")!)).toEqual(whole);
  });

  it.each([
    ["once told to (a body declared larger than the hold)", "declared", 64 * 1024 * 1024, true],
    ["once the bytes pass `upToBytes`", "streamed", 1024 * 1024, false],
  ])("streams as without holding %s, and `close` settles when the copy is stored", async (_, key, upToBytes, told) => {
    const { stored, puts, cache } = memoryCache();
    const { copy, kept } = holdingCopy(cache, key, upToBytes);
    if (told) copy.expect(upToBytes + 1);
    for (const chunk of chunks.slice(0, 20)) await copy.write(chunk);
    expect(puts).toEqual([key]);
    for (const chunk of chunks.slice(20)) await copy.write(chunk);
    await copy.close();
    await Promise.all(kept);
    expect(new Uint8Array(stored.get(key)!)).toEqual(whole);
  });
});
