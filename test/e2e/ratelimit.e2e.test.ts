// The limit end to end, on the low-limit Worker (`wrangler dev --env ratelimit-test`: 5 requests / 10 s)
// with the real rate-limit binding. Each test is its own client (CF-Connecting-IP, which wrangler dev
// keeps when the caller sets it; Cloudflare overwrites it in production).
import { describe, expect, it } from "vitest";
import { McpWire } from "../support/mcp-wire";
import { getJson, rateLimitBase } from "./helpers";

const LIMIT = 5;
const PERIOD_MS = 10_000;
// Enough of the window left for a handful of requests on a busy machine.
const MIN_WINDOW_LEFT_MS = 4_000;

let ipCounter = 0;
// The ratelimit-test Worker starts with empty counters on every run (fresh --persist-to).
const freshIp = () => `203.0.113.${++ipCounter}`;

/**
 * The local binding counts in windows aligned to the wall clock (miniflare's fixed windows), so a burst
 * only proves the limit when it falls inside one window. This waits for a fresh window when the current
 * one is nearly over, runs the burst as a fresh client, and runs it again (once) if a slow machine still
 * let it straddle a boundary: every timestamp the binding saw lies between `start` and `end`.
 */
async function inOneWindow<T>(burst: (ip: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const left = PERIOD_MS - (Date.now() % PERIOD_MS);
    if (left < MIN_WINDOW_LEFT_MS) await new Promise((resolve) => setTimeout(resolve, left + 50));
    const start = Date.now();
    const result = await burst(freshIp());
    const end = Date.now();
    if (Math.floor(start / PERIOD_MS) === Math.floor(end / PERIOD_MS) || attempt === 1) return result;
  }
}

interface Envelope {
  error: { status: number; code: string; message: string; retry_after?: number };
}

describe.runIf(rateLimitBase !== null)("rate limit on the ratelimit-test Worker", () => {
  const url = (path: string) => `${rateLimitBase}${path}`;
  const as = (ip: string, init: RequestInit = {}): RequestInit => ({
    ...init,
    headers: { ...(init.headers as Record<string, string>), "cf-connecting-ip": ip },
  });

  it("answers the 6th request within 10 s with 429, Retry-After and the rate_limited envelope", async () => {
    const { ip, replies } = await inOneWindow(async (ip) => {
      const replies = [];
      for (let i = 0; i <= LIMIT; i++) replies.push(await getJson<Envelope>(url("/search?q=agent"), as(ip)));
      return { ip, replies };
    });
    for (const [i, ok] of replies.slice(0, LIMIT).entries()) {
      expect(ok.status, `request ${i + 1}`).toBe(200);
      expect(ok.headers.get("x-ratelimit-limit")).toBe(String(LIMIT));
      expect(ok.headers.get("x-ratelimit-period")).toBe("10");
    }
    const refused = replies[LIMIT]!;
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 10).toBe(true);
    expect(refused.headers.get("x-ratelimit-limit")).toBe(String(LIMIT));
    expect(refused.headers.get("x-ratelimit-period")).toBe("10");
    expect(refused.headers.get("access-control-allow-origin")).toBe("*");
    expect(refused.body.error).toMatchObject({ status: 429, code: "rate_limited" });
    expect(refused.body.error.message).toMatch(/5 per 10 seconds/);
    // The live service's body member, equal to the header.
    expect(refused.body.error.retry_after).toBe(retryAfter);

    // Not metered: liveness and preflights still answer for the limited client.
    const health = await getJson<{ status: string }>(url("/health"), as(ip));
    expect(health.status).toBe(200);
    expect(health.headers.get("x-ratelimit-limit")).toBeNull();
    const preflight = await fetch(
      url("/search"),
      as(ip, { method: "OPTIONS", headers: { origin: "https://example.org", "access-control-request-method": "GET" } }),
    );
    expect(preflight.status).toBe(204);
    // Another client is unaffected.
    expect((await getJson(url("/categories"), as(freshIp()))).status).toBe(200);
  });

  it("stays exact under concurrency: 12 requests at once give exactly 5 answers and 7 refusals", async () => {
    const replies = await inOneWindow((ip) => Promise.all(Array.from({ length: 12 }, () => getJson(url("/entries"), as(ip)))));
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(200), ...Array<number>(7).fill(429)]);
    for (const reply of replies) expect(reply.headers.get("x-ratelimit-limit")).toBe(String(LIMIT));
  });

  it("answers a limited /mcp client with a JSON-RPC -32000 error", async () => {
    // A conforming 2025-11-25 client (the wire helper also checks every answer's transport rules).
    const wire = new McpWire((request) => fetch(request), rateLimitBase!);
    const post = (ip: string) => wire.legacy("tools/list", undefined, "2025-11-25", { headers: { "cf-connecting-ip": ip } });
    const replies = await inOneWindow(async (ip) => {
      const replies = [];
      for (let i = 0; i <= LIMIT; i++) replies.push(await post(ip));
      return replies;
    });
    expect(replies.map((reply) => reply.status)).toEqual([...Array<number>(LIMIT).fill(200), 429]);
    const refused = replies[LIMIT]!;
    expect(refused.headers.get("retry-after")).not.toBeNull();
    expect(refused.body.jsonrpc).toBe("2.0");
    expect(refused.body.error?.code).toBe(-32000);
  });
});
