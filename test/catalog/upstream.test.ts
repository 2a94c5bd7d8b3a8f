import { describe, expect, it } from "vitest";
import { fetchBytes, fetchJson, fetchJsonIfChanged, fetchStreamed, fetchText } from "../../src/catalog/upstream";
import type { Fetcher } from "../../src/http/fetcher";

const LIMITS = { timeoutMs: 200, maxBytes: 64 };
const URL_A = "https://site.example/api/index.json";

/** A fetcher that answers each URL with the response `route` builds, and records what it was asked. */
function fakeFetcher(route: (url: string, init: RequestInit | undefined) => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetcher: Fetcher = async (input, init) => {
    const url = input.toString();
    calls.push({ url, init });
    return route(url, init);
  };
  return { fetcher, calls };
}

/** A body that yields `chunks`, then either ends or (with `hang`) never does; `cancelled` reports a cancel. */
function streamOf(chunks: Uint8Array[], hang = false) {
  const state = { cancelled: false, pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled < chunks.length) controller.enqueue(chunks[state.pulled++]!);
      else if (!hang) controller.close();
      else return new Promise<void>(() => undefined);
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

describe("fetchText", () => {
  it("returns the text of a 200 and asks for JSON without following redirects itself", async () => {
    const { fetcher, calls } = fakeFetcher(() => new Response('{"a":1}'));
    expect(await fetchText(fetcher, URL_A, LIMITS)).toEqual({ ok: true, text: '{"a":1}' });
    expect(calls[0]!.init).toMatchObject({ method: "GET", redirect: "manual", headers: { accept: "application/json" } });
    expect(calls[0]!.init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("reports any other status with the status", async () => {
    const { fetcher } = fakeFetcher(() => new Response("nope", { status: 500 }));
    expect(await fetchText(fetcher, URL_A, LIMITS)).toEqual({ ok: false, reason: `${URL_A} answered HTTP 500`, status: 500 });
  });

  it("follows a redirect on the same host, relative or absolute", async () => {
    const { fetcher, calls } = fakeFetcher((url) => {
      if (url.endsWith("/api/index.json")) return new Response(null, { status: 301, headers: { location: "/v2/index.json" } });
      if (url.endsWith("/v2/index.json")) return new Response(null, { status: 302, headers: { location: "https://site.example/v3.json" } });
      return new Response("[]");
    });
    expect(await fetchText(fetcher, URL_A, LIMITS)).toEqual({ ok: true, text: "[]" });
    expect(calls.map((call) => call.url)).toEqual([URL_A, "https://site.example/v2/index.json", "https://site.example/v3.json"]);
  });

  it("refuses a redirect to another host, another scheme, or without a Location", async () => {
    for (const [location, reason] of [
      ["https://evil.example/x.json", "redirected to another host (evil.example)"],
      ["http://site.example/x.json", "redirected to another host (site.example)"],
    ] as const) {
      const { fetcher, calls } = fakeFetcher(() => new Response(null, { status: 302, headers: { location } }));
      const result = await fetchText(fetcher, URL_A, LIMITS);
      expect(result).toMatchObject({ ok: false, status: 302 });
      expect(!result.ok && result.reason).toContain(reason);
      expect(calls).toHaveLength(1);
    }
    const { fetcher } = fakeFetcher(() => new Response(null, { status: 302 }));
    expect(await fetchText(fetcher, URL_A, LIMITS)).toMatchObject({ ok: false, reason: expect.stringContaining("without a Location") });
  });

  it("gives up on a redirect loop", async () => {
    const { fetcher, calls } = fakeFetcher(() => new Response(null, { status: 302, headers: { location: "/again" } }));
    const result = await fetchText(fetcher, URL_A, LIMITS);
    expect(result).toMatchObject({ ok: false, reason: expect.stringContaining("redirected more than 3 times") });
    expect(calls).toHaveLength(4);
  });

  it("refuses a body whose declared length is over the cap without reading it", async () => {
    const { stream, state } = streamOf([new Uint8Array(10)]);
    const { fetcher } = fakeFetcher(() => new Response(stream, { headers: { "content-length": "65" } }));
    expect(await fetchText(fetcher, URL_A, LIMITS)).toMatchObject({
      ok: false,
      reason: expect.stringContaining("65 bytes, over the 64-byte cap"),
    });
    expect(state.cancelled).toBe(true);
  });

  it("counts streamed bytes and stops reading past the cap", async () => {
    const chunk = new TextEncoder().encode("x".repeat(40));
    const { stream, state } = streamOf([chunk, chunk, chunk, chunk]);
    const { fetcher } = fakeFetcher(() => new Response(stream));
    expect(await fetchText(fetcher, URL_A, LIMITS)).toEqual({ ok: false, reason: `${URL_A} is over the 64-byte cap` });
    expect(state.cancelled).toBe(true);
    expect(state.pulled).toBeLessThan(4);
  });

  it("accepts a body of exactly the cap, decoding characters split across chunks", async () => {
    const text = "é".repeat(32);
    const bytes = new TextEncoder().encode(text);
    const { stream } = streamOf([bytes.slice(0, 7), bytes.slice(7, 40), bytes.slice(40)]);
    const { fetcher } = fakeFetcher(() => new Response(stream));
    expect(await fetchText(fetcher, URL_A, LIMITS)).toEqual({ ok: true, text });
  });

  it("refuses a body that is not UTF-8", async () => {
    const { fetcher } = fakeFetcher(() => new Response(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])));
    expect(await fetchText(fetcher, URL_A, LIMITS)).toEqual({ ok: false, reason: `${URL_A} is not valid UTF-8` });
  });

  it("keeps its deadline against a site that never answers, even when the fetcher ignores the signal", async () => {
    const { fetcher } = fakeFetcher(() => new Promise<Response>(() => undefined));
    expect(await fetchText(fetcher, URL_A, LIMITS)).toEqual({ ok: false, reason: `${URL_A} did not answer within 200 ms` });
  });

  it("keeps its deadline against a body that never ends, and cancels it", async () => {
    const { stream, state } = streamOf([new Uint8Array([0x5b])], true);
    const { fetcher } = fakeFetcher(() => new Response(stream));
    expect(await fetchText(fetcher, URL_A, LIMITS)).toEqual({ ok: false, reason: `${URL_A} did not answer within 200 ms` });
    expect(state.cancelled).toBe(true);
  });

  it("reports a network failure as a reason, never an exception", async () => {
    const fetcher: Fetcher = async () => {
      throw new TypeError("connection refused");
    };
    expect(await fetchText(fetcher, URL_A, LIMITS)).toEqual({ ok: false, reason: `${URL_A} could not be fetched (connection refused)` });
  });
});

describe("fetchJson", () => {
  it("parses JSON and keeps the text for the shared cache", async () => {
    const { fetcher } = fakeFetcher(() => new Response('{"entries":[]}'));
    expect(await fetchJson(fetcher, URL_A, LIMITS)).toEqual({ ok: true, json: { entries: [] }, text: '{"entries":[]}' });
  });

  it("reports invalid JSON as a reason", async () => {
    const { fetcher } = fakeFetcher(() => new Response('{"entries": ['));
    expect(await fetchJson(fetcher, URL_A, LIMITS)).toEqual({ ok: false, reason: `${URL_A} is not valid JSON` });
  });
});

describe("conditional GETs", () => {
  const ETAG = '"abc-1"';
  const DATE = "Tue, 01 Dec 2026 10:00:00 GMT";

  it("sends If-None-Match with the ETag held, and reports a 304 as 'not modified' without reading a body", async () => {
    let onFresh = 0;
    const { fetcher, calls } = fakeFetcher(() => new Response(null, { status: 304, headers: { etag: ETAG } }));
    const read = await fetchStreamed(fetcher, URL_A, LIMITS, () => true, {
      conditional: { etag: ETAG, lastModified: DATE },
      onFresh: () => void onFresh++,
    });
    expect(read).toEqual({ ok: true, notModified: true });
    expect(calls[0]!.init?.headers).toEqual({ accept: "application/json", "if-none-match": ETAG });
    expect(onFresh).toBe(0);
  });

  it("keeps a 200's validators for the next GET, and calls onFresh before its body is read", async () => {
    const order: string[] = [];
    const { fetcher } = fakeFetcher(() => new Response('{"a":1}', { headers: { etag: ETAG, "last-modified": DATE } }));
    const read = await fetchStreamed(fetcher, URL_A, LIMITS, () => order.push("body") > 0, {
      conditional: { etag: '"old"' },
      onFresh: () => void order.push("fresh"),
    });
    expect(read).toEqual({ ok: true, validators: { etag: ETAG, lastModified: DATE } });
    expect(order).toEqual(["fresh", "body"]);
    expect(await fetchJsonIfChanged(fetcher, URL_A, LIMITS, undefined, {})).toMatchObject({
      ok: true,
      json: { a: 1 },
      validators: { etag: ETAG },
    });
  });

  it("treats a 304 it did not ask for as a failure, never as 'unchanged'", async () => {
    const { fetcher } = fakeFetcher(() => new Response(null, { status: 304 }));
    expect(await fetchJson(fetcher, URL_A, LIMITS)).toMatchObject({ ok: false, status: 304 });
    expect(await fetchStreamed(fetcher, URL_A, LIMITS, () => true)).toMatchObject({ ok: false, status: 304 });
    expect(await fetchBytes(fetcher, URL_A, LIMITS)).toMatchObject({ ok: false, status: 304 });
  });
});
