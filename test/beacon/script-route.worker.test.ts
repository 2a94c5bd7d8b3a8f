// GET /beacon.js through the real fetch handler: the served script, cached long with a strong ETag, loadable
// cross-origin (CORP and CORS, for Subresource Integrity), and never logged as usage.

import { describe, expect, it } from "vitest";
import { BEACON_SCRIPT, BEACON_SCRIPT_SHA256 } from "../../src/beacon/script/served";
import { recordingDataset } from "../support/analytics-helpers";
import { callWorker } from "../support/worker";

describe("GET /beacon.js", () => {
  it("serves the script with a week of cache, an ETag, CORP cross-origin and CORS", async () => {
    const analytics = recordingDataset({ blobs: 17, doubles: 8 });
    const response = await callWorker(new Request("http://example.com/beacon.js", { headers: { origin: "https://indexagentica.com" } }), {
      ANALYTICS: analytics,
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(BEACON_SCRIPT);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=604800");
    expect(response.headers.get("etag")).toBe(`"sha256-${BEACON_SCRIPT_SHA256}"`);
    expect(response.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(analytics.points).toEqual([]);
  });

  it("lets any page load it with SRI even where ALLOWED_ORIGINS is a list that leaves that page out", async () => {
    const response = await callWorker(new Request("http://example.com/beacon.js", { headers: { origin: "https://indexagentica.com" } }), {
      ALLOWED_ORIGINS: "https://app.example",
    });
    expect(response.status).toBe(200);
    await response.text();
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const revalidated = await callWorker(
      new Request("http://example.com/beacon.js", {
        headers: { origin: "https://indexagentica.com", "if-none-match": `"sha256-${BEACON_SCRIPT_SHA256}"` },
      }),
      { ALLOWED_ORIGINS: "https://app.example" },
    );
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("answers 304 to its own ETag and HEAD without a body; other methods 405", async () => {
    const etag = `"sha256-${BEACON_SCRIPT_SHA256}"`;
    const revalidated = await callWorker(new Request("http://example.com/beacon.js", { headers: { "if-none-match": `W/"x", ${etag}` } }));
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    expect(revalidated.headers.get("etag")).toBe(etag);
    const changed = await callWorker(new Request("http://example.com/beacon.js", { headers: { "if-none-match": '"sha256-old"' } }));
    expect(changed.status).toBe(200);
    await changed.text();
    const head = await callWorker(new Request("http://example.com/beacon.js", { method: "HEAD" }));
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const post = await callWorker(new Request("http://example.com/beacon.js", { method: "POST", body: "x" }));
    expect(post.status).toBe(405);
    await post.text();
  });
});
