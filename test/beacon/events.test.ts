import { describe, expect, it } from "vitest";
import { parseBeacon } from "../../src/beacon/events";

describe("parseBeacon: exactly the three event shapes", () => {
  it("accepts each event with exactly its fields", () => {
    expect(parseBeacon('{"t":"pageview","p":"/entries/x402/"}')).toEqual({ ok: true, value: { t: "pageview", p: "/entries/x402/" } });
    expect(parseBeacon('{"t":"click","p":"/entries/x402/","id":"x402","h":"www.x402.org"}')).toEqual({
      ok: true,
      value: { t: "click", p: "/entries/x402/", id: "x402", h: "www.x402.org" },
    });
    expect(parseBeacon('{"p":"/skills/s/","t":"download","k":"zip","id":"s"}')).toEqual({
      ok: true,
      value: { t: "download", p: "/skills/s/", id: "s", k: "zip" },
    });
    expect(parseBeacon('{"t":"pageview","p":"/"}').ok).toBe(true);
  });

  it("accepts the site's 404 page, and reads a click's host in any case (host names are case-insensitive)", () => {
    expect(parseBeacon('{"t":"pageview","p":"/404.html"}')).toEqual({ ok: true, value: { t: "pageview", p: "/404.html" } });
    expect(parseBeacon('{"t":"click","p":"/entries/x402/","id":"x402","h":"Docs.X402.org"}')).toEqual({
      ok: true,
      value: { t: "click", p: "/entries/x402/", id: "x402", h: "docs.x402.org" },
    });
  });

  it.each([
    ["not JSON", "pageview /"],
    ["an array", '[{"t":"pageview","p":"/"}]'],
    ["a string", '"pageview"'],
    ["null", "null"],
    ["an unknown event", '{"t":"scroll","p":"/"}'],
    ["no event type", '{"p":"/"}'],
    ["an extra field", '{"t":"pageview","p":"/","ref":"https://news.example/"}'],
    ["a click field on a page view", '{"t":"pageview","p":"/","id":"x402"}'],
    ["a missing field", '{"t":"click","p":"/entries/x402/","id":"x402"}'],
    ["a number where a string belongs", '{"t":"pageview","p":7}'],
    ["a query string", '{"t":"pageview","p":"/entries/x402/?utm_source=x"}'],
    ["a fragment", '{"t":"pageview","p":"/entries/x402/#top"}'],
    ["a path without its trailing slash", '{"t":"pageview","p":"/entries/x402"}'],
    ["an absolute URL", '{"t":"pageview","p":"https://indexagentica.com/"}'],
    ["upper case", '{"t":"pageview","p":"/Entries/"}'],
    ["dot segments", '{"t":"pageview","p":"/entries/../"}'],
    ["an overlong path", `{"t":"pageview","p":"/${"a".repeat(130)}/"}`],
    ["a bad id", '{"t":"click","p":"/entries/x402/","id":"X 402","h":"www.x402.org"}'],
    ["a host with a scheme", '{"t":"click","p":"/entries/x402/","id":"x402","h":"https://www.x402.org"}'],
    ["a host with a port", '{"t":"click","p":"/entries/x402/","id":"x402","h":"www.x402.org:443"}'],
    ["a host with a space", '{"t":"click","p":"/entries/x402/","id":"x402","h":"www x402.org"}'],
    ["another .html file", '{"t":"pageview","p":"/index.html"}'],
    ["the 404 page under a folder", '{"t":"pageview","p":"/entries/404.html"}'],
    ["an unknown download kind", '{"t":"download","p":"/skills/s/","id":"s","k":"tar"}'],
  ])("refuses %s", (_what, body) => {
    const result = parseBeacon(body);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problem.code).toBe("bad_request");
      expect(result.problem.message.length).toBeGreaterThan(10);
    }
  });
});
