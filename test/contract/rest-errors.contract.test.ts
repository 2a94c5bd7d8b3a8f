// The live contract's REST error answers: every 4xx of section 2 in the live envelope, on both catalogues,
// each valid against the Worker's own /openapi.json; and the 429 bodies on the rate-limited Worker.

import { describe, expect, it } from "vitest";
import { dataTargets, get, targets } from "./support/http";
import { expectDocumented } from "./support/openapi";
import { documenting, expectEnvelope, untilLimited } from "./support/rest";

describe.each(dataTargets())("REST errors on %s", (_name, target) => {
  async function documentedError(path: string, status: number, code: string) {
    const answer = await get(target, path);
    await expectEnvelope(target, answer, status, code, path);
    await expectDocumented(target, "GET", path, answer);
    return answer;
  }

  it("GET /search: 400 bad_request for each check the live service makes", async () => {
    for (const path of [
      "/search",
      "/search?q=%20%20",
      "/search?q=x&type=bogus",
      "/search?q=x&type=guide&category=tools",
      `/search?q=${"a".repeat(1001)}`,
      `/search?q=x&tags=${Array.from({ length: 11 }, (_, i) => `t${i}`).join(",")}`,
      "/search?q=x&limit=0",
      "/search?q=x&limit=51",
      "/search?q=x&limit=2.5",
      "/search?q=x&limit=abc",
    ]) {
      await documentedError(path, 400, "bad_request");
    }
  });

  it("GET /entries/{id}: 404 not_found naming the id, with suggestions (an empty list when nothing is close)", async () => {
    const ids = (await get(target, "/entries")).body.ids as string[];
    const far = await documentedError("/entries/zzzzqqqxx", 404, "not_found");
    expect(far.body.error.message).toContain("zzzzqqqxx");
    expect(far.body.error.suggestions).toEqual([]);
    const id = ids.find((candidate) => candidate.length >= 8) ?? ids[0]!;
    const typo = `${id.slice(0, -2)}${id.at(-1)}${id.at(-2)}`;
    const close = await documentedError(`/entries/${typo}`, 404, "not_found");
    expect(close.body.error.suggestions).toContain(id);
    expect(close.body.error.suggestions.length).toBeLessThanOrEqual(5);
  });

  it("GET /content: 400 for a type that is not a long-form type", async () => {
    for (const path of ["/content?type=recipe", "/content?type=entry"]) await documentedError(path, 400, "bad_request");
  });

  it("GET /content/{type}/{id}: 400 for a type outside the four, 404 with suggestions for an unknown id", async () => {
    await documentedError("/content/recipe/x", 400, "bad_request");
    await documentedError("/content/entry/x402", 400, "bad_request");
    const missing = await documentedError("/content/stack/zzzzqqqxx", 404, "not_found");
    expect(missing.body.error.suggestions).toEqual([]);
  });
});

describe("429 bodies on the rate-limited Worker (5 requests / 10 s)", () => {
  it("REST routes: 429 rate_limited with retry_after = Retry-After, and the X-RateLimit headers", async ({ skip }) => {
    const limited = targets().limited;
    if (limited === null) return skip("against a deployment");
    for (const path of ["/search?q=agent", "/entries", "/", "/nope"]) {
      const refused = await untilLimited(limited, path, "rest");
      await expectEnvelope(limited, refused, 429, "rate_limited", path);
      const retry = Number(refused.headers.get("retry-after"));
      expect(Number.isInteger(retry) && retry >= 1 && retry <= 10, path).toBe(true);
      expect(refused.headers.get("x-ratelimit-limit"), path).toBe("5");
      expect(refused.headers.get("x-ratelimit-period"), path).toBe("10");
      if (path !== "/nope") await expectDocumented(documenting(limited), "GET", path, refused);
    }
  });
});
