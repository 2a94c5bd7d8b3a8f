// The rate-limit gate inside the real pipeline: which responses are metered, what a refusal looks like,
// separate counters per route meter, and the route's own error dialect (JSON-RPC on /mcp).
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../../src/http/json";
import type { Route } from "../../src/routing/route";
import { handleRequest } from "../../src/pipeline";
import { resetRateLimits } from "../../src/ratelimit/limiter";
import { ROUTES } from "../../src/route-table";

// Three requests per ten seconds, decided by the isolate fallback (no binding).
const limited = {
  ...env,
  RATE_LIMIT_REQUESTS: "3",
  RATE_LIMIT_PERIOD_SECONDS: "10",
  RATE_LIMITER: undefined,
  HIT_RATE_LIMITER: undefined,
  STATS_RATE_LIMITER: undefined,
} as unknown as Env;

let ipCounter = 0;
/** A fresh client address per test, so counters never leak between tests. */
const freshIp = () => `198.51.100.${++ipCounter}`;

// The pipeline's clock, held still: a bucket refills with time, so Retry-After (what is left of the period) would
// depend on how long the requests took on a busy machine. The refill test below moves its own clock.
const STILL_CLOCK_MS = 1_000_000;

async function call(
  path: string,
  ip: string,
  init: RequestInit<IncomingRequestCfProperties> = {},
  testEnv: Env = limited,
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("cf-connecting-ip", ip);
  const ctx = createExecutionContext();
  const request = new Request(`http://127.0.0.1:8787${path}`, { ...init, headers });
  const response = await handleRequest(request, testEnv, ctx, { now: () => STILL_CLOCK_MS });
  await waitOnExecutionContext(ctx);
  return response;
}

beforeEach(() => {
  resetRateLimits();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

describe("rate limiting in the pipeline", () => {
  it("lets `limit` requests through, then answers 429 rate_limited with Retry-After", async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      const ok = await call("/search?q=agent", ip);
      expect(ok.status).toBe(200);
      expect(ok.headers.get("x-ratelimit-limit")).toBe("3");
      expect(ok.headers.get("x-ratelimit-period")).toBe("10");
      expect(ok.headers.get("retry-after")).toBeNull();
    }
    const refused = await call("/search?q=agent", ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("4");
    expect(refused.headers.get("x-ratelimit-limit")).toBe("3");
    expect(refused.headers.get("x-ratelimit-period")).toBe("10");
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(refused.headers.get("content-type")).toContain("application/json");
    expect(refused.headers.get("access-control-expose-headers")).toContain("retry-after");
    const body = (await refused.json()) as { error: { status: number; code: string; message: string; retry_after: number } };
    expect(body.error.status).toBe(429);
    expect(body.error.code).toBe("rate_limited");
    expect(body.error.message).toMatch(/3 per 10 seconds/);
    // The live service's body member, the same number as the header.
    expect(body.error.retry_after).toBe(4);
  });

  it("counts clients separately", async () => {
    const first = freshIp();
    for (let i = 0; i < 4; i++) await call("/categories", first);
    expect((await call("/categories", first)).status).toBe(429);
    expect((await call("/categories", freshIp())).status).toBe(200);
  });

  it("never meters /health or OPTIONS, even for a client that is being limited", async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i++) await call("/entries", ip);
    expect((await call("/entries", ip)).status).toBe(429);
    for (let i = 0; i < 5; i++) {
      const health = await call("/health", ip);
      expect(health.status).toBe(200);
      expect(health.headers.get("x-ratelimit-limit")).toBeNull();
      const preflight = await call("/search", ip, {
        method: "OPTIONS",
        headers: { origin: "https://example.org", "access-control-request-method": "GET" },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get("x-ratelimit-limit")).toBeNull();
    }
  });

  it("meters unknown paths, undecodable paths and wrong methods as API traffic", async () => {
    const ip = freshIp();
    const missing = await call("/no-such-thing", ip);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("x-ratelimit-limit")).toBe("3");
    const undecodable = await call("/entries/%E0%A4%A", ip);
    expect(undecodable.status).toBe(400);
    expect(undecodable.headers.get("x-ratelimit-limit")).toBe("3");
    const wrongMethod = await call("/search?q=x", ip, { method: "POST" });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get("x-ratelimit-limit")).toBe("3");
    expect((await call("/no-such-thing", ip)).status).toBe(429);
  });

  it("answers HEAD refusals with the same status and headers and no body", async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) await call("/entries", ip, { method: "HEAD" });
    const refused = await call("/entries", ip, { method: "HEAD" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).not.toBeNull();
    expect(await refused.text()).toBe("");
  });

  it("lets a limited client back in as its bucket refills (no real waiting)", async () => {
    const ip = freshIp();
    let now = 1_000_000;
    const at = async (path: string) => {
      const ctx = createExecutionContext();
      const request = new Request(`http://127.0.0.1:8787${path}`, { headers: { "cf-connecting-ip": ip } });
      const response = await handleRequest(request, limited, ctx, { now: () => now });
      await waitOnExecutionContext(ctx);
      return response.status;
    };
    for (let i = 0; i < 3; i++) expect(await at("/entries")).toBe(200);
    expect(await at("/entries")).toBe(429);
    now += 3_400;
    expect(await at("/entries")).toBe(200);
    expect(await at("/entries")).toBe(429);
  });

  it("uses the Workers binding when it is there (the test environment's limit)", async () => {
    const response = await call("/entries", freshIp(), {}, env);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-ratelimit-limit")).toBe(env.RATE_LIMIT_REQUESTS);
    expect(response.headers.get("x-ratelimit-period")).toBe(env.RATE_LIMIT_PERIOD_SECONDS);
  });
});

describe("counters and dialects by route", () => {
  const probe = (meter: Route["meter"], pattern: string): Route => ({
    pattern: [pattern],
    methods: ["GET", "POST"],
    endpoint: `/${pattern}`,
    kind: "other",
    meter,
    log: false,
    checkOrigin: false,
    summary: pattern,
    handle: () => jsonResponse({ ok: true }),
  });
  const jsonRpcRoute: Route = {
    ...probe("api", "rpc"),
    kind: "mcp",
    renderProblem: (problem, _context, headers) =>
      jsonResponse(
        { jsonrpc: "2.0", id: null, error: { code: -32000, message: problem.message } },
        problem.code === "rate_limited" ? 429 : 400,
        headers,
      ),
  };
  const routes = [probe("api", "api"), probe("hit", "hit"), probe("stats", "stats"), probe(null, "free"), jsonRpcRoute];

  async function at(path: string, ip: string): Promise<Response> {
    const ctx = createExecutionContext();
    const request = new Request(`http://127.0.0.1:8787${path}`, { headers: { "cf-connecting-ip": ip } });
    const response = await handleRequest(request, limited, ctx, { routes, now: () => STILL_CLOCK_MS });
    await waitOnExecutionContext(ctx);
    return response;
  }

  it("gives /hit and /stats their own counters, keyed by the route's meter", async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await at("/api", ip)).status).toBe(200);
    expect((await at("/api", ip)).status).toBe(429);
    for (let i = 0; i < 3; i++) expect((await at("/hit", ip)).status).toBe(200);
    expect((await at("/hit", ip)).status).toBe(429);
    for (let i = 0; i < 3; i++) expect((await at("/stats", ip)).status).toBe(200);
    expect((await at("/stats", ip)).status).toBe(429);
    const free = await at("/free", ip);
    expect(free.status).toBe(200);
    expect(free.headers.get("x-ratelimit-limit")).toBeNull();
  });

  it("renders the refusal in the route's own dialect, keeping Retry-After and the limit headers", async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) await at("/rpc", ip);
    const refused = await at("/rpc", ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("4");
    expect(refused.headers.get("x-ratelimit-limit")).toBe("3");
    const body = (await refused.json()) as { jsonrpc: string; error: { code: number; message: string } };
    expect(body.jsonrpc).toBe("2.0");
    expect(body.error.code).toBe(-32000);
    expect(body.error.message).toMatch(/Retry-After/);
  });

  const routed = (endpoint: string) => ROUTES.some((route) => route.endpoint === endpoint);
  it.runIf(routed("/hit") && routed("/stats"))("keeps the real /hit and /stats usable for a client the API limit refuses", async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) await call("/entries", ip);
    expect((await call("/entries", ip)).status).toBe(429);
    const hit = await call("/hit", ip, {
      method: "POST",
      headers: { origin: "https://indexagentica.com", "content-type": "text/plain" },
      body: '{"t":"pageview","p":"/"}',
    });
    expect(hit.status).toBe(204);
    expect(hit.headers.get("x-ratelimit-limit")).toBe("3");
    const stats = await call("/stats", ip);
    expect(stats.status).not.toBe(429);
    expect(stats.headers.get("x-ratelimit-limit")).toBe("3");
  });

  const mcp = ROUTES.find((route) => route.kind === "mcp" && route.endpoint === "/mcp");
  it.runIf(mcp !== undefined)("answers a limited /mcp call with a JSON-RPC -32000 error and 429", async () => {
    const ip = freshIp();
    const post = () =>
      call("/mcp", ip, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
          "mcp-protocol-version": "2025-11-25",
        },
        body: JSON.stringify({ jsonrpc: "2.0", id: 7, method: "tools/list" }),
      });
    for (let i = 0; i < 3; i++) expect((await post()).status).toBe(200);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).not.toBeNull();
    expect(refused.headers.get("x-ratelimit-limit")).toBe("3");
    const body = (await refused.json()) as { jsonrpc: string; error: { code: number; message: string } };
    expect(body.jsonrpc).toBe("2.0");
    expect(body.error.code).toBe(-32000);
  });
});
