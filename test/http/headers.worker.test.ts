// The security headers SECURITY.md promises, on every kind of answer (success, errors, refusals, preflights).
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import worker from "../../src/index";

const SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
  "cross-origin-resource-policy": "cross-origin",
  "strict-transport-security": "max-age=31536000",
};

const limited = { ...env, RATE_LIMIT_REQUESTS: "1", RATE_LIMITER: undefined } as unknown as Env;
const broken = { ...env, CACHE_TTL_SECONDS: "forever" } as unknown as Env;

async function answer(path: string, init: RequestInit<IncomingRequestCfProperties> = {}, testEnv: Env = env): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`http://example.com${path}`, init), testEnv, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe("security headers", () => {
  it.each([
    ["a success", 200, () => answer("/search?q=agent")],
    ["a HEAD", 200, () => answer("/entries", { method: "HEAD" })],
    ["a 400", 400, () => answer("/search?q=x&limit=0")],
    ["a 404", 404, () => answer("/nope")],
    ["a 405", 405, () => answer("/search", { method: "DELETE" })],
    [
      "a preflight",
      204,
      () => answer("/search", { method: "OPTIONS", headers: { origin: "https://a.example", "access-control-request-method": "GET" } }),
    ],
    ["robots.txt", 200, () => answer("/robots.txt")],
    [
      "a 429",
      429,
      async () => {
        vi.spyOn(console, "warn").mockImplementation(() => undefined);
        const headers = { "cf-connecting-ip": "192.0.2.250" };
        await answer("/entries", { headers }, limited);
        return answer("/entries", { headers }, limited);
      },
    ],
    [
      "a configuration error",
      500,
      async () => {
        vi.spyOn(console, "error").mockImplementation(() => undefined);
        return answer("/entries", {}, broken);
      },
    ],
  ] satisfies [string, number, () => Promise<Response>][])("are on %s", async (_name, status, get) => {
    const response = await get();
    expect(response.status).toBe(status);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name), name).toBe(value);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("set-cookie")).toBeNull();
  });
});
