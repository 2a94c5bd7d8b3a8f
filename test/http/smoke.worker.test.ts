import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../src/index";
import { resetCatalogueStore } from "../../src/catalog/store";

describe("smoke", () => {
  it("serves search from the fake site through the default export", async () => {
    const ctx0 = createExecutionContext();
    const res = await worker.fetch(new Request("http://example.com/search?q=playwright"), env, ctx0);
    const body = (await res.json()) as { data: { source: string }; total: number };
    expect(res.status).toBe(200);
    expect(body.data.source).toBe("live");
  });
  it("module state is shared with the test", async () => {
    resetCatalogueStore();
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request("http://example.com/entries/test-site-only"),
      { ...env, DATA_BASE_URL: "http://127.0.0.1:1" },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(404);
  });
});
