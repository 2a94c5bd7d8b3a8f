// Whole entries fetched on demand (src/catalog/entries.ts), through the real pipeline against the fake site
// (test/support/site-server.ts): one upstream fetch for many concurrent get_entry calls, the last good copy when
// the entry file fails, and a clear answer when none is held. Time is a fake clock handed to the store.
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FAILURE_RETRY_MS, resetCatalogueStore } from "../../src/catalog/store-state";
import { handleRequest } from "../../src/pipeline";
import type { Fault } from "../support/site-faults";

const siteUrl = env.DATA_BASE_URL;
const TTL_MS = Number(env.CACHE_TTL_SECONDS) * 1000;
// An entry of the test site (scripts/make-test-site.mjs) with a file of its own.
const ENTRY_ID = "test-site-only";

let counter = 0;

function scenario(label: string) {
  const name = `${label}-${Date.now().toString(36)}-${++counter}`;
  const base = `${siteUrl}/t/${name}`;
  const testEnv = { ...env, DATA_BASE_URL: base } as Env;
  const clock = { now: 1_800_000_000_000 };
  return {
    clock,
    async faults(list: Fault[]) {
      const response = await fetch(`${base}/__control`, { method: "POST", body: JSON.stringify({ faults: list }) });
      expect(response.status).toBe(200);
    },
    async requests(path: string): Promise<number> {
      const stats = (await (await fetch(`${siteUrl}/__stats`)).json()) as { requests: Record<string, number> };
      return stats.requests[`/t/${name}${path}`] ?? 0;
    },
    async get(path: string): Promise<{ status: number; body: Record<string, unknown> }> {
      const ctx = createExecutionContext();
      const response = await handleRequest(new Request(`http://example.com${path}`), testEnv, ctx, { now: () => clock.now });
      const body = (await response.json()) as Record<string, unknown>;
      await waitOnExecutionContext(ctx);
      return { status: response.status, body };
    },
  };
}

beforeEach(() => {
  resetCatalogueStore();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe("whole entries on demand", () => {
  it("N concurrent get_entry requests for one entry cause exactly one fetch of its file", async () => {
    const site = scenario("entry-coalesce");
    await site.get("/entries");
    await site.faults([{ match: "entry", mode: "slow", delayMs: 200 }]);
    const replies = await Promise.all(Array.from({ length: 15 }, () => site.get(`/entries/${ENTRY_ID}`)));
    for (const reply of replies) {
      expect(reply.status).toBe(200);
      expect(reply.body.id).toBe(ENTRY_ID);
    }
    expect(await site.requests(`/api/entries/${ENTRY_ID}.json`)).toBe(1);
  });

  it("serves the last good copy of an entry whose file fails, then a clear 503 for one never fetched", async () => {
    const site = scenario("entry-stale");
    const first = await site.get(`/entries/${ENTRY_ID}`);
    expect(first.status).toBe(200);
    await site.faults([{ match: "entry", mode: "status-500" }]);
    site.clock.now += TTL_MS + FAILURE_RETRY_MS;
    const again = await site.get(`/entries/${ENTRY_ID}`);
    expect(again.status).toBe(200);
    // The same record (the label beside it is the catalogue's, refreshed meanwhile).
    expect({ ...again.body, data: null }).toEqual({ ...first.body, data: null });
    const entries = (await site.get("/entries")).body.ids as string[];
    const never = entries.find((id) => id !== ENTRY_ID)!;
    const reply = await site.get(`/entries/${never}`);
    expect(reply.status).toBe(503);
    expect(JSON.stringify(reply.body)).toMatch(/listed but could not be loaded/);
  });
});
