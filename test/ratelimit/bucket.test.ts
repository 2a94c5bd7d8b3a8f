import { describe, expect, it } from "vitest";
import { TokenBuckets } from "../../src/ratelimit/bucket";

describe("TokenBuckets", () => {
  it("allows a burst of `capacity`, then refuses with the seconds until the next token", () => {
    const buckets = new TokenBuckets(5, 10_000);
    const t0 = 1_000_000;
    const remaining = [];
    for (let i = 0; i < 5; i++) {
      const decision = buckets.take("a", t0);
      expect(decision.allowed).toBe(true);
      remaining.push(decision.remaining);
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0]);
    const refused = buckets.take("a", t0);
    expect(refused).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 2 });
  });

  it("refills at capacity per period, never above capacity", () => {
    const buckets = new TokenBuckets(120, 60_000);
    const t0 = 5_000;
    for (let i = 0; i < 120; i++) expect(buckets.take("a", t0).allowed).toBe(true);
    expect(buckets.take("a", t0).allowed).toBe(false);
    // Two tokens per second.
    expect(buckets.take("a", t0 + 499).allowed).toBe(false);
    expect(buckets.take("a", t0 + 1_000).allowed).toBe(true);
    expect(buckets.take("a", t0 + 1_000).allowed).toBe(true);
    expect(buckets.take("a", t0 + 1_000).allowed).toBe(false);
    // A long quiet spell gives back exactly one full burst.
    let allowed = 0;
    for (let i = 0; i < 200; i++) if (buckets.take("a", t0 + 3_600_000).allowed) allowed++;
    expect(allowed).toBe(120);
  });

  it("counts clients separately", () => {
    const buckets = new TokenBuckets(1, 60_000);
    expect(buckets.take("a", 0).allowed).toBe(true);
    expect(buckets.take("a", 0).allowed).toBe(false);
    expect(buckets.take("b", 0).allowed).toBe(true);
  });

  it("never gives tokens back when the clock steps backwards", () => {
    const buckets = new TokenBuckets(2, 10_000);
    buckets.take("a", 50_000);
    buckets.take("a", 50_000);
    expect(buckets.take("a", 10_000).allowed).toBe(false);
    expect(buckets.take("a", 50_000).allowed).toBe(false);
    expect(buckets.take("a", 55_000).allowed).toBe(true);
  });

  it("stays within its client bound, forgetting one least recently seen client at a time", () => {
    const buckets = new TokenBuckets(3, 60_000, 4);
    for (const key of ["a", "b", "c", "d"]) {
      buckets.take(key, 0);
      buckets.take(key, 0);
      buckets.take(key, 0);
    }
    // "a" is the least recently seen; touching it makes "b" the oldest.
    expect(buckets.take("a", 0).allowed).toBe(false);
    expect(buckets.take("e", 0).allowed).toBe(true);
    expect(buckets.size).toBe(4);
    // "b" was forgotten (fresh bucket); "a", "c" and "d" are still empty.
    expect(buckets.take("b", 0).allowed).toBe(true);
    expect(buckets.size).toBe(4);
    expect(buckets.take("a", 0).allowed).toBe(false);
    expect(buckets.take("d", 0).allowed).toBe(false);
    expect(buckets.size).toBe(4);
  });

  it("forgets a client whose bucket has refilled before one that is still being limited", () => {
    const buckets = new TokenBuckets(2, 10_000, 3);
    buckets.take("idle", 0);
    buckets.take("busy1", 0);
    buckets.take("busy1", 0);
    buckets.take("busy2", 0);
    buckets.take("busy2", 0);
    // At t=9000 "idle" (oldest) has refilled; the busy ones have not yet.
    buckets.take("busy1", 4_000);
    buckets.take("busy1", 4_000);
    expect(buckets.take("newcomer", 9_000).allowed).toBe(true);
    expect(buckets.size).toBe(3);
    // busy2 (now the least recently seen, and not full at 9 s) was kept: its second token is spent.
    expect(buckets.take("busy2", 9_000).allowed).toBe(true);
    expect(buckets.take("busy2", 9_000).allowed).toBe(false);
  });

  it("holds its bound under a flood of distinct clients", () => {
    const buckets = new TokenBuckets(10, 60_000, 1_000);
    for (let i = 0; i < 20_000; i++) buckets.take(`client-${i}`, i);
    expect(buckets.size).toBe(1_000);
  });

  it("rejects nonsensical numbers", () => {
    expect(() => new TokenBuckets(0, 1_000)).toThrow(RangeError);
    expect(() => new TokenBuckets(1, 0)).toThrow(RangeError);
  });
});
