// The cache primitives the catalogue store and /stats share: a memo of the latest writes, one run per key at a
// time, and the stamped copy in the Cache API.

import { describe, expect, it } from "vitest";
import { RecentMap } from "../../src/cache/recent-map";
import { readStamped, writeStamped, type CacheLike } from "../../src/cache/shared-copy";
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
});
