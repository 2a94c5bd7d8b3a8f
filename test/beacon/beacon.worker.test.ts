// POST /hit and /v1/e through the real fetch handler, with a recording HITS binding and the test site as
// the published catalogue.

import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../src/index";
import { recordingDataset } from "../support/analytics-helpers";
import { isolatedSiteUrl } from "../support/worker";

const SITE = "https://indexagentica.com";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

let hits: ReturnType<typeof recordingDataset>;
beforeEach(() => {
  hits = recordingDataset({ blobs: 7, doubles: 1 });
});

async function post(
  body: BodyInit | null,
  init: {
    path?: string;
    origin?: string | null;
    type?: string | null;
    headers?: Record<string, string>;
    method?: string;
    vars?: Record<string, string>;
  } = {},
) {
  const headers = new Headers(init.headers);
  if (init.origin !== null) headers.set("origin", init.origin ?? SITE);
  if (init.type !== null) headers.set("content-type", init.type ?? "text/plain;charset=UTF-8");
  if (!headers.has("user-agent")) headers.set("user-agent", FIREFOX);
  const request = new Request(`http://example.com${init.path ?? "/v1/e"}`, {
    method: init.method ?? "POST",
    headers,
    body,
    cf: { country: "FR" },
  } as RequestInit) as Parameters<typeof worker.fetch>[0];
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    request as Parameters<typeof worker.fetch>[0],
    { ...env, ...init.vars, HITS: hits as unknown as AnalyticsEngineDataset },
    ctx,
  );
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, headers: response.headers, text };
}

describe("site beacons: accepted", () => {
  it("counts a page view: 204, CORS for the site, one HITS point", async () => {
    const res = await post('{"t":"pageview","p":"/entries/test-site-only/"}');
    expect(res.status).toBe(204);
    expect(res.text).toBe("");
    expect(res.headers.get("access-control-allow-origin")).toMatch(/^(\*|https:\/\/indexagentica\.com)$/);
    expect(hits.problems).toEqual([]);
    expect(hits.points).toEqual([
      { indexes: ["hit:pageview"], blobs: ["pageview", "/entries/test-site-only/", "", "", "", "human", "FR"], doubles: [1] },
    ]);
  });

  it("counts an outbound click to a host the entry links to, on /hit too", async () => {
    const res = await post('{"t":"click","p":"/entries/test-site-only/","id":"test-site-only","h":"example.com"}', { path: "/hit" });
    expect(res.status).toBe(204);
    expect(hits.points[0]!.blobs).toEqual(["click", "/entries/test-site-only/", "test-site-only", "example.com", "", "human", "FR"]);
  });

  it("counts skill downloads of both kinds, from any published page", async () => {
    expect((await post('{"t":"download","p":"/skills/search-the-directory/","id":"search-the-directory","k":"zip"}')).status).toBe(204);
    expect(
      (await post('{"t":"download","p":"/","id":"search-the-directory","k":"skill_md"}', { headers: { "user-agent": "curl/8.5.0" } }))
        .status,
    ).toBe(204);
    expect(hits.points.map((p) => [p.blobs[4], p.blobs[5]])).toEqual([
      ["zip", "human"],
      ["skill_md", "agent"],
    ]);
  });

  it("accepts the second allowed origin (www)", async () => {
    expect((await post('{"t":"pageview","p":"/"}', { origin: "https://www.indexagentica.com" })).status).toBe(204);
  });

  it.each([
    ["text/plain (what the site sends)", "text/plain;charset=UTF-8"],
    ["application/json", "application/json"],
    ["no content type at all", null],
    ["any other type", "application/x-www-form-urlencoded"],
  ] as const)("reads the body as JSON whatever the Content-Type: %s", async (_what, type) => {
    // Bytes, not a string: a string body would get text/plain from the Request constructor itself.
    const res = await post(new TextEncoder().encode('{"t":"pageview","p":"/"}'), { type });
    expect(res.status).toBe(204);
    expect(hits.points).toHaveLength(1);
  });

  it("counts page views of the site's 404 page", async () => {
    expect((await post('{"t":"pageview","p":"/404.html"}')).status).toBe(204);
    expect(hits.points[0]!.blobs.slice(0, 2)).toEqual(["pageview", "/404.html"]);
  });

  it("lower-cases a click's host before checking it", async () => {
    const res = await post('{"t":"click","p":"/entries/test-site-only/","id":"test-site-only","h":"EXAMPLE.com"}');
    expect(res.status).toBe(204);
    expect(hits.points[0]!.blobs[3]).toBe("example.com");
  });
});

describe("site beacons: refused, and nothing stored", () => {
  it.each([
    ["no Origin", { origin: null }],
    ["another origin", { origin: "https://evil.example" }],
    ["a look-alike origin", { origin: "https://indexagentica.com.evil.example" }],
  ] as const)("403 forbidden_origin for %s", async (_what, init) => {
    const res = await post('{"t":"pageview","p":"/"}', init);
    expect(res.status).toBe(403);
    expect(JSON.parse(res.text).error).toMatchObject({ status: 403, code: "forbidden_origin" });
    expect(hits.points).toEqual([]);
  });

  it.each([
    ["a page the site does not publish", '{"t":"pageview","p":"/entries/not-a-real-entry/"}'],
    ["an extra field", '{"t":"pageview","p":"/","uid":"abc"}'],
    ["a host the entry does not link to", '{"t":"click","p":"/entries/test-site-only/","id":"test-site-only","h":"evil.example"}'],
    ["a click from another page", '{"t":"click","p":"/","id":"test-site-only","h":"example.com"}'],
    ["an id that does not exist", '{"t":"download","p":"/","id":"no-such-skill","k":"zip"}'],
    ["invalid JSON", "{"],
    ["an empty body", ""],
    ["invalid UTF-8", new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])],
  ])("400 for %s", async (_what, body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text).error.code).toBe("bad_request");
    expect(hits.points).toEqual([]);
  });

  it("413 for a body over 512 bytes, declared or not", async () => {
    const big = JSON.stringify({ t: "pageview", p: `/${"a".repeat(600)}/` });
    const declared = await post(big);
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.text).error).toMatchObject({ status: 413, code: "too_large" });
    // Streamed in chunks with no Content-Length: the bytes are counted while reading.
    const chunks = [new TextEncoder().encode(big.slice(0, 300)), new TextEncoder().encode(big.slice(300))];
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    const streamed = await post(stream);
    expect(streamed.status).toBe(413);
    // Multi-byte characters count as bytes: 200 characters of "é" are 400+ bytes.
    const wide = await post(JSON.stringify({ t: "pageview", p: "/", x: "é".repeat(260) }));
    expect(wide.status).toBe(413);
    expect(hits.points).toEqual([]);
  });

  it("exactly 512 bytes is read (and then judged on its content)", async () => {
    const body = JSON.stringify({ t: "pageview", p: "/" }).padEnd(512, " ");
    expect(new TextEncoder().encode(body).byteLength).toBe(512);
    expect((await post(body)).status).toBe(204);
  });

  it("503 unavailable while only the bundled sample is held (checking against it would refuse real pages)", async () => {
    // The store's warning about the failing site is expected here.
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const site = isolatedSiteUrl("beacon-down");
    const control = await fetch(`${site}/__control`, {
      method: "POST",
      body: JSON.stringify({ faults: [{ match: "all", mode: "status-500" }] }),
    });
    expect(control.ok).toBe(true);
    const res = await post('{"t":"pageview","p":"/"}', { vars: { DATA_BASE_URL: site } });
    expect(res.status).toBe(503);
    expect(JSON.parse(res.text).error).toMatchObject({ status: 503, code: "unavailable" });
    expect(res.headers.get("access-control-allow-origin")).toMatch(/^(\*|https:\/\/indexagentica\.com)$/);
    expect(hits.points).toEqual([]);
    expect(warn.mock.calls.join("\n")).toMatch(/answered HTTP 500/);
    warn.mockRestore();
  });

  it("405 with Allow for other methods", async () => {
    for (const path of ["/hit", "/v1/e"]) {
      const res = await post(null, { path, method: "GET", type: null });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toContain("POST");
    }
    expect(hits.points).toEqual([]);
  });
});
