// The live contract, section 2.10: GET /stats and its alias /v1/usage. The contract Workers have no analytics
// token, so they answer "collecting"; the "ok" body is checked against the SQL API stand-in in
// test/stats/stats.worker.test.ts and test/e2e/stats.e2e.test.ts.

import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { experimental_readRawConfig } from "wrangler";
import { dataTargets, request, targets } from "./support/http";
import { expectDocumented, getDocumented } from "./support/openapi";
import { documenting, expectCors, expectEnvelope, untilLimited } from "./support/rest";

interface Vars {
  vars?: Record<string, string>;
}
const { rawConfig } = experimental_readRawConfig({ config: resolve(import.meta.dirname, "../../wrangler.toml") });

/** STATS_*_SINCE as wrangler.toml configures them for the environment a target runs (test, or the top level). */
function configuredSince(targetName: string): { mcp_api: string; site_beacon: string } {
  const vars = (targetName === "deployment" ? (rawConfig as Vars) : (rawConfig.env as Record<string, Vars>).test!).vars ?? {};
  const api = vars.STATS_API_SINCE!;
  return { mcp_api: api, site_beacon: vars.STATS_BEACON_SINCE || api };
}

describe.each(dataTargets())("GET /stats on %s", (name, target) => {
  it("collecting (no token): status, message, since verbatim as configured, generated, stats_url, privacy; 60 s", async () => {
    for (const path of ["/stats", "/v1/usage"]) {
      const { status, body, headers } = await getDocumented(target, path);
      expect(status, path).toBe(200);
      if (body.status === "ok") continue; // a deployment with its token: the ok body is checked elsewhere
      expect(body.status, path).toBe("collecting");
      expect(typeof body.message, path).toBe("string");
      expect(body.since, path).toEqual(configuredSince(name));
      expect(Number.isNaN(Date.parse(body.generated)), path).toBe(false);
      expect(body.stats_url, path).toBe(`${target.base}/stats`);
      expect(typeof body.privacy, path).toBe("string");
      expect(body.windows, path).toBeUndefined();
      expect(headers.get("cache-control"), path).toBe("public, max-age=60");
      expectCors({ status, body, headers, text: "" }, path);
    }
  });

  it("other methods: 405 with Allow: GET, HEAD, OPTIONS; HEAD answers with no body", async () => {
    for (const path of ["/stats", "/v1/usage"]) {
      const post = await request(target, path, { method: "POST", body: "{}" });
      await expectEnvelope(target, post, 405, "method_not_allowed", `POST ${path}`);
      expect(post.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
      const head = await request(target, path, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.text).toBe("");
    }
  });
});

describe("GET /stats on the rate-limited Worker", () => {
  it("429 rate_limited with retry_after = Retry-After (its own counter)", async ({ skip }) => {
    const limited = targets().limited;
    if (limited === null) return skip("against a deployment");
    for (const path of ["/stats", "/v1/usage"]) {
      const refused = await untilLimited(limited, path, "stats");
      await expectEnvelope(limited, refused, 429, "rate_limited", path);
      await expectDocumented(documenting(limited), "GET", path, refused);
    }
  });
});
