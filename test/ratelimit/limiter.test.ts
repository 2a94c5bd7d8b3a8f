import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseConfig } from "../../src/core/config";
import { checkRateLimit, rateLimitHeaders, rateLimitProblem, resetRateLimits, type Meter } from "../../src/ratelimit/limiter";

const config = parseConfig({ RATE_LIMIT_REQUESTS: "3", RATE_LIMIT_PERIOD_SECONDS: "10" });
const from = (ip: string) => new Request("https://mcp.example/search?q=x", { headers: { "cf-connecting-ip": ip } });

function binding(answer: () => Promise<{ success: boolean }>) {
  const calls: string[] = [];
  return {
    calls,
    limit: (options: { key: string }) => {
      calls.push(options.key);
      return answer();
    },
  };
}

async function run(meter: Meter, env: object, ip: string, times: number, now = 0) {
  const verdicts = [];
  for (let i = 0; i < times; i++) verdicts.push(await checkRateLimit(meter, from(ip), env, config, now));
  return verdicts;
}

beforeEach(() => {
  resetRateLimits();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("checkRateLimit", () => {
  it("lets the binding decide, keyed by the client address", async () => {
    const limiter = binding(async () => ({ success: false }));
    const [verdict] = await run("api", { RATE_LIMITER: limiter }, "198.51.100.9", 1);
    expect(limiter.calls).toEqual(["198.51.100.9"]);
    expect(verdict).toMatchObject({ allowed: false, decidedBy: "binding", limit: 3, periodSeconds: 10, retryAfterSeconds: 10 });
  });

  it("uses the binding of the route's own counter", async () => {
    const api = binding(async () => ({ success: true }));
    const hit = binding(async () => ({ success: true }));
    const stats = binding(async () => ({ success: true }));
    const env = { RATE_LIMITER: api, HIT_RATE_LIMITER: hit, STATS_RATE_LIMITER: stats };
    await run("hit", env, "192.0.2.1", 2);
    await run("stats", env, "192.0.2.1", 1);
    expect([api.calls.length, hit.calls.length, stats.calls.length]).toEqual([0, 2, 1]);
  });

  it("falls back to the isolate's bucket with the same numbers when the binding is missing", async () => {
    const verdicts = await run("api", {}, "192.0.2.1", 4);
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
    expect(verdicts[3]).toMatchObject({ decidedBy: "isolate", retryAfterSeconds: 4 });
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it("falls back when the binding throws, and says so once", async () => {
    const limiter = binding(async () => {
      throw new Error("binding unavailable");
    });
    const verdicts = await run("api", { RATE_LIMITER: limiter }, "192.0.2.1", 4);
    expect(verdicts.map((v) => [v.allowed, v.decidedBy])).toEqual([
      [true, "isolate"],
      [true, "isolate"],
      [true, "isolate"],
      [false, "isolate"],
    ]);
    expect(limiter.calls).toHaveLength(4);
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it("falls back when the binding answers nonsense", async () => {
    const limiter = binding(async () => ({ nope: 1 }) as unknown as { success: boolean });
    const [verdict] = await run("api", { RATE_LIMITER: limiter }, "192.0.2.1", 1);
    expect(verdict!.decidedBy).toBe("isolate");
  });

  it("does not wait on a binding that never answers", async () => {
    vi.useFakeTimers();
    const limiter = binding(() => new Promise(() => undefined));
    const pending = checkRateLimit("api", from("192.0.2.1"), { RATE_LIMITER: limiter }, config, 0);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(pending).resolves.toMatchObject({ allowed: true, decidedBy: "isolate" });
  });

  it("keeps separate fallback counters for /hit, /stats and the API", async () => {
    expect((await run("api", {}, "192.0.2.1", 4)).map((v) => v.allowed)).toEqual([true, true, true, false]);
    expect((await run("hit", {}, "192.0.2.1", 4)).map((v) => v.allowed)).toEqual([true, true, true, false]);
    expect((await run("stats", {}, "192.0.2.1", 1)).map((v) => v.allowed)).toEqual([true]);
    expect((await run("api", {}, "192.0.2.2", 1)).map((v) => v.allowed)).toEqual([true]);
  });

  it("refills the fallback bucket as time passes", async () => {
    await run("api", {}, "192.0.2.1", 3, 0);
    expect((await run("api", {}, "192.0.2.1", 1, 1_000))[0]!.allowed).toBe(false);
    expect((await run("api", {}, "192.0.2.1", 1, 3_400))[0]!.allowed).toBe(true);
  });
});

describe("rate-limit responses", () => {
  it("always carry the limit and period, and Retry-After only on a refusal", async () => {
    const [ok] = await run("api", {}, "192.0.2.1", 1);
    expect(rateLimitHeaders(ok!)).toEqual({ "x-ratelimit-limit": "3", "x-ratelimit-period": "10" });
    const refused = (await run("api", {}, "192.0.2.1", 3))[2]!;
    expect(rateLimitHeaders(refused)).toEqual({ "x-ratelimit-limit": "3", "x-ratelimit-period": "10", "retry-after": "4" });
  });

  it("explain the limit and the wait in a sentence", async () => {
    const refused = (await run("hit", {}, "192.0.2.1", 4))[3]!;
    const problem = rateLimitProblem(refused);
    expect(problem.code).toBe("rate_limited");
    expect(problem.message).toBe(
      "Too many beacons: this server allows 3 per 10 seconds from one client. Wait 4 seconds (Retry-After) and try again.",
    );
  });
});
