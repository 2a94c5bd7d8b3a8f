// The live contract, section 1 (conventions shared by every route), on the REST side: CORS on every answer,
// OPTIONS anywhere, the error envelope, methods and 405s, HEAD, paths, rate-limit headers on the right routes,
// Cache-Control, and the leniency clients rely on (unknown, repeated, empty and malformed query parameters).
// Where ours differs on purpose (docs/compatibility.md), the test says so and pins ours.

import { describe, expect, it } from "vitest";
import { type Answer, dataTargets, get, request } from "./support/http";
import { expectDocumented, getDocumented } from "./support/openapi";
import { expectCors, expectEnvelope, LIVE_ALLOWED_HEADERS } from "./support/rest";

describe.each(dataTargets())("REST conventions on %s", (_name, target) => {
  /** An entry id and a long-form item this target publishes. */
  async function known(): Promise<{ id: string; item: { type: string; id: string } }> {
    const entries = await get(target, "/entries");
    const content = await get(target, "/content");
    return { id: entries.body.ids[0], item: content.body.items[0] };
  }

  it("sends CORS on every answer: successes, errors, 404s, 405s and preflights", async () => {
    const { id } = await known();
    const answers: [string, Answer][] = [
      ["GET /", await get(target, "/")],
      ["GET /search", await get(target, "/search?q=agent")],
      [`GET /entries/${id}`, await get(target, `/entries/${id}`)],
      ["GET /search (400)", await get(target, "/search")],
      ["GET /entries/zzzzqqqxx (404)", await get(target, "/entries/zzzzqqqxx")],
      ["GET /nope (404)", await get(target, "/nope")],
      ["DELETE /entries (405)", await request(target, `/entries/${id}`, { method: "DELETE" })],
      ["POST /nope (405)", await request(target, "/nope", { method: "POST", body: "{}" })],
      ["GET /robots.txt", await get(target, "/robots.txt")],
      ["GET /health", await get(target, "/health")],
      ["GET /stats", await get(target, "/stats")],
    ];
    for (const [what, answer] of answers) expectCors(answer, what);
  });

  it("answers OPTIONS on any path with 204, an empty body and the preflight headers, Authorization allowed", async () => {
    for (const path of ["/search", "/mcp", "/nope", "/entries/x402", "/hit"]) {
      const answer = await request(target, path, {
        method: "OPTIONS",
        headers: {
          origin: "https://app.example",
          "access-control-request-method": "POST",
          "access-control-request-headers": "authorization, content-type, mcp-protocol-version",
        },
      });
      expect(answer.status, path).toBe(204);
      expect(answer.text, path).toBe("");
      expectCors(answer, path);
      const allowed = (answer.headers.get("access-control-allow-headers") ?? "").split(/,\s*/);
      expect(allowed, path).toEqual(expect.arrayContaining(LIVE_ALLOWED_HEADERS));
      expect((answer.headers.get("access-control-allow-methods") ?? "").split(/,\s*/), path).toEqual(
        expect.arrayContaining(["GET", "POST", "OPTIONS"]),
      );
      expect(answer.headers.get("access-control-max-age"), path).toBe("86400");
      // Never metered.
      expect(answer.headers.get("x-ratelimit-limit"), path).toBeNull();
    }
  });

  it("answers JSON with application/json; charset=utf-8 (ours compact, live pretty-printed: docs/compatibility.md)", async () => {
    for (const path of ["/", "/search?q=agent", "/categories", "/nope"]) {
      const answer = await get(target, path);
      expect(answer.headers.get("content-type"), path).toBe("application/json; charset=utf-8");
      expect(answer.text, path).toBe(JSON.stringify(answer.body));
    }
  });

  it("answers other methods with 405 method_not_allowed and Allow: GET, HEAD, OPTIONS, on unknown paths too", async () => {
    const { id } = await known();
    for (const [method, path] of [
      ["POST", "/search?q=mcp"],
      ["DELETE", `/entries/${id}`],
      ["PUT", "/"],
      ["PATCH", "/categories"],
      ["POST", "/nope"],
      ["DELETE", "/nope/deeper"],
    ] as const) {
      const answer = await request(target, path, { method, ...(method === "DELETE" ? {} : { body: "{}" }) });
      await expectEnvelope(target, answer, 405, "method_not_allowed", `${method} ${path}`);
      expect(answer.headers.get("allow"), `${method} ${path}`).toBe("GET, HEAD, OPTIONS");
    }
    const stats = await request(target, "/stats", { method: "POST", body: "{}" });
    await expectEnvelope(target, stats, 405, "method_not_allowed", "POST /stats");
    expect(stats.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    for (const path of ["/hit", "/v1/e"]) {
      const beacon = await get(target, path);
      await expectEnvelope(target, beacon, 405, "method_not_allowed", `GET ${path}`);
      expect(beacon.headers.get("allow"), path).toBe("POST, OPTIONS");
    }
  });

  it("answers HEAD with the GET status and headers and no body (HEAD /health too: live's 404 is a defect)", async () => {
    const { id } = await known();
    for (const path of ["/", "/health", "/search?q=agent", `/entries/${id}`, "/categories", "/nope", "/search"]) {
      const full = await get(target, path);
      const head = await request(target, path, { method: "HEAD" });
      expect(head.status, path).toBe(full.status);
      expect(head.text, path).toBe("");
      expect(head.headers.get("content-type"), path).toBe(full.headers.get("content-type"));
      expect(head.headers.get("cache-control"), path).toBe(full.headers.get("cache-control"));
    }
  });

  it("ignores trailing slashes", async () => {
    const { id, item } = await known();
    for (const path of [`/entries/${id}`, "/categories", `/content/${item.type}/${item.id}`, "/search?q=agent"]) {
      const plain = await get(target, path);
      const slashed = await get(target, path.replace(/(\?|$)/, "/$1"));
      expect(slashed.status, path).toBe(200);
      expect(slashed.body.id ?? slashed.body.total, path).toEqual(plain.body.id ?? plain.body.total);
    }
  });

  it("answers an unknown path with 404 not_found pointing to / (suggestions present, empty)", async () => {
    const answer = await get(target, "/nope");
    await expectEnvelope(target, answer, 404, "not_found", "GET /nope");
    expect(answer.body.error.message).toContain("/");
    expect(answer.body.error.suggestions).toEqual([]);
  });

  it("sends X-RateLimit-Limit and -Period on the metered routes, their errors included, and not on the free ones", async () => {
    const self = await getDocumented(target, "/");
    const limit = String(self.body.rate_limit.requests);
    const period = String(self.body.rate_limit.period_seconds);
    const { id, item } = await known();
    for (const path of [
      "/",
      "/openapi.json",
      "/.well-known/mcp/server-card.json",
      "/search?q=agent",
      "/search",
      "/entries",
      `/entries/${id}`,
      "/entries/zzzzqqqxx",
      "/content",
      `/content/${item.type}/${item.id}`,
      "/content/recipe/x",
      "/categories",
    ]) {
      const answer = await get(target, path);
      expect(answer.headers.get("x-ratelimit-limit"), path).toBe(limit);
      expect(answer.headers.get("x-ratelimit-period"), path).toBe(period);
    }
    for (const path of ["/health", "/robots.txt", "/favicon.ico"]) {
      expect((await get(target, path)).headers.get("x-ratelimit-limit"), path).toBeNull();
    }
  });

  it("sends the Cache-Control values of docs/rest.md (data 60 s where live says 300: docs/compatibility.md)", async () => {
    const { id } = await known();
    const expected: [string, string][] = [
      ["/", "public, max-age=300"],
      ["/openapi.json", "public, max-age=3600"],
      ["/search?q=agent", "public, max-age=60"],
      ["/entries", "public, max-age=60"],
      [`/entries/${id}`, "public, max-age=60"],
      ["/categories", "public, max-age=60"],
      ["/content", "public, max-age=60"],
      ["/stats", "public, max-age=60"],
      // Errors and liveness are never reused (live sends none).
      ["/search", "no-store"],
      ["/entries/zzzzqqqxx", "no-store"],
      ["/health", "no-store"],
    ];
    for (const [path, value] of expected) expect((await get(target, path)).headers.get("cache-control"), path).toBe(value);
  });

  describe("lenient query strings, each liberty named in the notice", () => {
    async function lenient(path: string, said: RegExp): Promise<Answer> {
      const answer = await getDocumented(target, path);
      expect(answer.status, path).toBe(200);
      expect(answer.body.notice, path).toMatch(said);
      return answer;
    }

    it("ignores unknown parameters on every route", async () => {
      const { id, item } = await known();
      const strict = await get(target, "/search?q=agent");
      const loose = await lenient("/search?q=agent&foo=bar", /Ignored unknown parameter "foo": GET \/search takes q, /);
      expect(loose.body.results).toEqual(strict.body.results);
      await lenient(`/entries/${id}?foo=1`, /Ignored unknown parameter "foo"/);
      await lenient("/content?foo=1", /Ignored unknown parameter "foo"/);
      await lenient(`/content/${item.type}/${item.id}?foo=1`, /Ignored unknown parameter "foo"/);
      await lenient("/categories?x=1", /GET \/categories takes no query parameters/);
      await lenient("/entries?x=1", /Ignored unknown parameter "x"/);
      // Cache busters and campaign tags are meant to be ignored: nothing to say.
      expect((await getDocumented(target, "/categories?_=123&utm_source=x")).body.notice).toBeUndefined();
    });

    it("takes the first value of a repeated scalar, q before its alias query", async () => {
      const first = await get(target, "/search?q=browser");
      const twice = await lenient("/search?q=browser&q=payments", /"q" was given 2 times; used the first value, "browser"/);
      expect(twice.body.query).toBe("browser");
      expect(twice.body.results).toEqual(first.body.results);
      const alias = await lenient("/search?query=payments&q=browser", /"q", "query" name the same parameter; used q="browser"/);
      expect(alias.body.query).toBe("browser");
      const limits = await lenient("/search?q=agent&limit=3&limit=5", /"limit" was given 2 times/);
      expect(limits.body.limit).toBe(3);
      expect(limits.body.results.length).toBeLessThanOrEqual(3);
    });

    it("treats empty parameters as absent", async () => {
      const answer = await lenient(
        "/search?q=agent&type=&category=&limit=&tags=",
        /Ignored empty parameters "type", "category", "tags", "limit"/,
      );
      expect(answer.body.limit).toBe(10);
      expect(answer.body.category).toBeUndefined();
      await lenient("/content?type=", /Ignored empty parameter "type"/);
    });

    it("decodes malformed percent-encoding in the query leniently (U+FFFD, like URLSearchParams), and says so", async () => {
      const answer = await lenient("/search?q=agent%E0%A4%A", /Repaired malformed percent-encoding in "q"/);
      expect(answer.body.query).toBe("agent\uFFFD%A");
      await lenient("/search?q=agent&x=%zz", /Repaired malformed percent-encoding in "x"/);
    });

    it("keeps paths strict: malformed percent-encoding in a path is 400, not live's 502 (a live defect we fix)", async () => {
      for (const path of ["/entries/%E0%A4%A", "/content/guide/%E0%A4%A"]) {
        const answer = await get(target, path);
        await expectEnvelope(target, answer, 400, "bad_request", path);
        await expectDocumented(target, "GET", path, answer);
      }
    });

    it("reads include_html=1 or true as on; 0 and false as the default; anything else is ignored with a notice", async () => {
      const { item } = await known();
      const path = `/content/${item.type}/${item.id}`;
      for (const value of ["1", "true"]) {
        const on = await getDocumented(target, `${path}?include_html=${value}`);
        expect(typeof on.body.html, value).toBe("string");
      }
      for (const value of ["0", "false"]) {
        const off = await getDocumented(target, `${path}?include_html=${value}`);
        expect(off.body.html, value).toBeUndefined();
        expect(off.body.notice, value).toBeUndefined();
      }
      for (const value of ["yes", "maybe"]) {
        const ignored = await lenient(`${path}?include_html=${value}`, new RegExp(`Ignored include_html="${value}"`));
        expect(ignored.body.html, value).toBeUndefined();
      }
      const empty = await lenient(`${path}?include_html=`, /Ignored empty parameter "include_html"/);
      expect(empty.body.html).toBeUndefined();
    });

    it("names what it ignored in an error too, when the call fails anyway", async () => {
      const answer = await get(target, "/search?qq=agent");
      await expectEnvelope(target, answer, 400, "bad_request", "GET /search?qq=agent");
      expect(answer.body.error.message).toMatch(/Also: Ignored unknown parameter "qq"/);
    });
  });
});
