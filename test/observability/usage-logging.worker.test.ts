// Usage logging through the real fetch handler: a recording ANALYTICS binding checks every point's layout.

import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../src/index";
import { isLogged } from "../../src/observability/request-log";
import { ROUTES } from "../../src/route-table";
import { recordingDataset, throwingDataset } from "../support/analytics-helpers";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

async function call(request: Request, analytics: unknown) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    request as Parameters<typeof worker.fetch>[0],
    { ...env, ANALYTICS: analytics as AnalyticsEngineDataset },
    ctx,
  );
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body };
}

describe("usage logging", () => {
  it("writes one point per REST request with the spec's layout, and no query text", async () => {
    const dataset = recordingDataset({ blobs: 17, doubles: 8 });
    const request = new Request("http://example.com/search?q=supersecret%20browser%20automation&type=entry&limit=3", {
      headers: { "user-agent": CHROME },
      cf: { country: "DE", colo: "FRA", asn: 3320 },
    } as RequestInit) as Parameters<typeof worker.fetch>[0];
    const { response } = await call(request, dataset);
    expect(response.status).toBe(200);
    expect(dataset.problems).toEqual([]);
    expect(dataset.points).toHaveLength(1);
    const point = dataset.points[0]!;
    expect(point.indexes).toEqual(["rest:search"]);
    expect(point.blobs.slice(0, 4)).toEqual(["rest", "/search", "", "search"]);
    expect(point.blobs[6]).toBe(CHROME.slice(0, 128));
    expect(point.blobs.slice(9, 13)).toEqual(["ok", "", "DE", "FRA"]);
    expect(point.blobs[13]).toBe("entry");
    expect(point.blobs[16]).toBe("human");
    expect(point.doubles[0]).toBe(200);
    expect(point.doubles[2]).toBe(3320);
    expect(JSON.stringify(point)).not.toContain("supersecret");
  });

  it("logs filters and ids as the tool read them (trimmed, lower-cased)", async () => {
    const dataset = recordingDataset({ blobs: 17, doubles: 8 });
    await call(new Request("http://example.com/search?q=sandbox&type=GUIDE&category=%20Infrastructure"), dataset);
    await call(new Request("http://example.com/entries/%20Playwright-MCP"), dataset);
    expect(dataset.problems).toEqual([]);
    expect(dataset.points.map((p) => p.blobs.slice(13, 16))).toEqual([
      ["guide", "infrastructure", ""],
      ["", "", "playwright-mcp"],
    ]);
  });

  it("records as numbers whether a search answered a ranked first page (double8) and with the weak-answer line (double7)", async () => {
    const dataset = recordingDataset({ blobs: 17, doubles: 8 });
    const weak = encodeURIComponent("stop my browsing agent from using my own logged-in accounts");
    const answers: { notice?: string }[] = [];
    for (const path of [
      `/search?q=${weak}`,
      "/search?q=browser%20automation",
      `/search?q=${weak}&offset=1`,
      "/search?type=guide",
      "/entries/playwright-mcp",
    ]) {
      const { body } = await call(new Request(`http://example.com${path}`), dataset);
      answers.push(JSON.parse(body) as { notice?: string });
    }
    expect(dataset.problems).toEqual([]);
    expect(dataset.points.map((p) => p.doubles.slice(6))).toEqual([
      [1, 1],
      [0, 1],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    expect(answers[0]!.notice).toMatch(/Nothing matches this well/);
    expect(answers[1]!.notice ?? "").not.toMatch(/Nothing matches this well/);
    expect(JSON.stringify(dataset.points)).not.toContain("browsing");
  });

  it("logs errors and unknown paths with their status", async () => {
    const dataset = recordingDataset({ blobs: 17, doubles: 8 });
    await call(new Request("http://example.com/entries/no-such-entry-here"), dataset);
    await call(new Request("http://example.com/nowhere/at/all"), dataset);
    await call(new Request("http://example.com/search?q=x", { method: "POST" }), dataset);
    expect(dataset.problems).toEqual([]);
    expect(dataset.points.map((p) => [p.blobs[1], p.blobs[9], p.blobs[10], p.doubles[0]])).toEqual([
      ["/entries/{id}", "error", "404", 404],
      ["other", "error", "404", 404],
      ["/search", "error", "405", 405],
    ]);
    expect(dataset.points[0]!.blobs[15]).toBe("no-such-entry-here");
  });

  it("writes nothing for OPTIONS, /health, /robots.txt, /favicon.ico, /hit, /stats and their aliases", async () => {
    const dataset = recordingDataset({ blobs: 17, doubles: 8 });
    const requests = [
      new Request("http://example.com/search?q=x", {
        method: "OPTIONS",
        headers: { origin: "https://a.example", "access-control-request-method": "GET" },
      }),
      new Request("http://example.com/health"),
      new Request("http://example.com/robots.txt"),
      new Request("http://example.com/favicon.ico"),
      new Request("http://example.com/hit", { method: "POST", body: "{}" }),
      new Request("http://example.com/v1/e", { method: "POST", body: "{}" }),
      new Request("http://example.com/hit"),
      new Request("http://example.com/stats"),
      new Request("http://example.com/v1/usage"),
    ];
    for (const request of requests) await call(request, dataset);
    expect(dataset.points).toEqual([]);
  });

  it("a throwing binding never changes the response", async () => {
    const dataset = throwingDataset();
    const url = "http://example.com/entries/test-site-only";
    const broken = await call(new Request(url), dataset);
    const none = await call(new Request(url), undefined);
    expect(dataset.calls).toBe(1);
    expect(broken.response.status).toBe(200);
    expect(broken.response.status).toBe(none.response.status);
    expect(JSON.parse(broken.body).entry).toEqual(JSON.parse(none.body).entry);
  });
});

describe("the route table's logging and metering flags", () => {
  const unlogged = ["/health", "/robots.txt", "/favicon.ico", "/hit", "/v1/e", "/stats", "/v1/usage", "/dashboard", "/beacon.js"];
  const byEndpoint = new Map(ROUTES.map((route) => [route.endpoint, route]));

  it("skips /health, /robots.txt, /favicon.ico, /hit, /stats and their aliases, /dashboard and /beacon.js, logs the rest", () => {
    for (const endpoint of unlogged) {
      expect(byEndpoint.get(endpoint), endpoint).toBeDefined();
      expect(isLogged("GET", byEndpoint.get(endpoint)!), endpoint).toBe(false);
    }
    const logged = ROUTES.filter((route) => !unlogged.includes(route.endpoint));
    expect(logged.length).toBeGreaterThan(3);
    for (const route of logged) expect(isLogged("GET", route), route.endpoint).toBe(true);
    for (const route of ROUTES) expect(isLogged("OPTIONS", route)).toBe(false);
  });

  it("meters /hit and /stats (and aliases, and /dashboard with /stats) with their own counters; /beacon.js not at all", () => {
    expect(["/hit", "/v1/e", "/stats", "/v1/usage", "/dashboard", "/beacon.js"].map((endpoint) => byEndpoint.get(endpoint)?.meter)).toEqual(
      ["hit", "hit", "stats", "stats", "stats", null],
    );
  });
});
