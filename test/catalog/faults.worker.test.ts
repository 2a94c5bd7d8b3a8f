// The upstream fault matrix, through the real pipeline against the fake site (test/support/site-server.ts):
// for each way the site can misbehave, the Worker answers at once from the bundled sample (no copy held)
// or the last good copy (labelled stale), and recovers by itself once the site is healthy again. Time is
// a fake clock handed to the store, so the 30 s retry back-off and the 10 min TTL pass without waiting.
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FAILURE_RETRY_MS, resetCatalogueStore } from "../../src/catalog/store-state";
import { handleRequest } from "../../src/pipeline";
import { legacyRequest } from "../support/mcp-wire";
import type { Fault, FaultMode } from "../support/site-faults";

// The workers project points DATA_BASE_URL at the fake site (vitest.config.ts).
const siteUrl = env.DATA_BASE_URL;
const TTL_MS = Number(env.CACHE_TTL_SECONDS) * 1000;
// Deadline handed to the store for the slow modes, so they cost a second or two instead of 5 s. It also bounds the
// recovery fetch once the fault is lifted, which a loaded machine can take several hundred milliseconds to serve.
const SHORT_DEADLINE_MS = 1_500;
const SHORT_DEADLINE = new RegExp(`did not answer within ${SHORT_DEADLINE_MS} ms`);
const SAMPLE_GUIDE = "automate-a-browser-with-playwright-mcp";

// The fake site's fault modes, less the two that are not failures.
type Mode = Exclude<FaultMode, "ok" | "redirect-samehost">;

interface Data {
  source: string;
  notice?: string;
  fetched_at?: string;
}

let counter = 0;

/** One test's own slice of the fake site (its own prefix, faults and counters) and its own clock. */
function scenario(label: string, deadlineMs?: number, fullRecordsMaxEntries?: number) {
  const name = `${label}-${Date.now().toString(36)}-${++counter}`;
  const base = `${siteUrl}/t/${name}`;
  const testEnv = { ...env, DATA_BASE_URL: base } as Env;
  const clock = { now: 1_800_000_000_000 };
  const options = {
    now: () => clock.now,
    ...(deadlineMs !== undefined ? { upstreamTimeoutMs: deadlineMs } : {}),
    ...(fullRecordsMaxEntries !== undefined ? { fullRecordsMaxEntries } : {}),
  };
  return {
    clock,
    async faults(list: (Omit<Fault, "mode"> & { mode: Mode })[]) {
      const response = await fetch(`${base}/__control`, { method: "POST", body: JSON.stringify({ faults: list }) });
      expect(response.status).toBe(200);
    },
    async requests(path: string): Promise<number> {
      const stats = (await (await fetch(`${siteUrl}/__stats`)).json()) as { requests: Record<string, number> };
      return stats.requests[`/t/${name}${path}`] ?? 0;
    },
    async get<T = { data: Data }>(path: string): Promise<{ status: number; body: T }> {
      const ctx = createExecutionContext();
      const response = await handleRequest(new Request(`http://example.com${path}`), testEnv, ctx, options);
      const body = (await response.json()) as T;
      await waitOnExecutionContext(ctx);
      return { status: response.status, body };
    },
    /** One legacy (2025-11-25) MCP request, through the same pipeline and clock. */
    async mcp<T = { result: Record<string, unknown> }>(method: string, params: Record<string, unknown>): Promise<T> {
      const { headers, body } = legacyRequest(method, params, "2025-11-25");
      const ctx = createExecutionContext();
      const request = new Request("http://127.0.0.1:8787/mcp", { method: "POST", headers, body });
      const response = await handleRequest(request, testEnv, ctx, options);
      const reply = (await response.json()) as T;
      await waitOnExecutionContext(ctx);
      return reply;
    },
  };
}

interface Row {
  mode: Mode;
  /** What the store logs about the failure (the reason is part of the contract with operators). */
  reason: RegExp;
  delayMs?: number;
  deadlineMs?: number;
}

const MATRIX: Row[] = [
  { mode: "slow", delayMs: 4 * SHORT_DEADLINE_MS, deadlineMs: SHORT_DEADLINE_MS, reason: SHORT_DEADLINE },
  { mode: "hang", deadlineMs: SHORT_DEADLINE_MS, reason: SHORT_DEADLINE },
  { mode: "trickle", deadlineMs: SHORT_DEADLINE_MS, reason: SHORT_DEADLINE },
  { mode: "status-500", reason: /answered HTTP 500/ },
  { mode: "status-404", reason: /answered HTTP 404/ },
  { mode: "invalid-json", reason: /not valid JSON/ },
  { mode: "wrong-shape", reason: /no entries array/ },
  { mode: "oversize", reason: /over the \d+-byte cap/ },
  { mode: "oversize-declared", reason: /over the \d+-byte cap/ },
  { mode: "redirect-offsite", reason: /redirected to another host \(evil\.example\)/ },
];

let warnings: string[] = [];
beforeEach(() => {
  warnings = [];
  vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(" ")));
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(MATRIX)("site fault: $mode", ({ mode, reason, delayMs, deadlineMs }) => {
  it("with no copy held: answers from the labelled sample, backs off, then recovers by itself", async () => {
    const site = scenario(`cold-${mode}`, deadlineMs);
    await site.faults([{ match: "index", mode, ...(delayMs ? { delayMs } : {}) }]);

    const first = await site.get<{ total: number; data: Data }>("/search?q=agent");
    expect(first.status).toBe(200);
    expect(first.body.data.source).toBe("sample");
    expect(first.body.data.notice).toMatch(/sample catalogue/);
    expect(warnings.join("\n")).toMatch(reason);
    // Only the sample is held: an id it lacks is an outage (503 upstream_error), not a 404 (D66).
    expect((await site.get("/entries/test-site-only")).status).toBe(503);
    expect(await site.requests("/api/index.json")).toBe(1);

    // Within the back-off the site is not asked again, however many requests arrive.
    site.clock.now += FAILURE_RETRY_MS - 1_000;
    await Promise.all([site.get("/categories"), site.get("/entries"), site.get("/search?q=browser")]);
    expect(await site.requests("/api/index.json")).toBe(1);

    await site.faults([]);
    site.clock.now += 1_000;
    const recovered = await site.get<{ id: string; data: Data }>("/entries/test-site-only");
    expect(recovered.status).toBe(200);
    expect(recovered.body.data.source).toBe("live");
    expect(await site.requests("/api/index.json")).toBe(2);
  });

  it("with a good copy held: answers from it labelled stale, then recovers by itself", async () => {
    const site = scenario(`warm-${mode}`, deadlineMs);
    const live = await site.get<{ id: string; data: Data }>("/entries/test-site-only");
    expect(live.body.data.source).toBe("live");

    await site.faults([{ match: "index", mode, ...(delayMs ? { delayMs } : {}) }]);
    site.clock.now += TTL_MS + 1;
    const stale = await site.get<{ id: string; data: Data }>("/entries/test-site-only");
    expect(stale.status).toBe(200);
    expect(stale.body.id).toBe("test-site-only");
    expect(stale.body.data.source).toBe("stale");
    expect(stale.body.data.fetched_at).toBe(live.body.data.fetched_at);
    expect(stale.body.data.notice).toMatch(/last good copy/);
    expect(warnings.join("\n")).toMatch(reason);
    expect(await site.requests("/api/index.json")).toBe(2);

    await site.faults([]);
    site.clock.now += FAILURE_RETRY_MS;
    const recovered = await site.get<{ id: string; data: Data }>("/entries/test-site-only");
    expect(recovered.body.data.source).toBe("live");
    expect(recovered.body.data.fetched_at).not.toBe(live.body.data.fetched_at);
  });
});

describe("site fault: part of the data", () => {
  it("keeps entries live when only the long-form index fails, and says long-form is missing", async () => {
    const site = scenario("longform-500");
    await site.faults([{ match: "longform", mode: "status-500" }]);
    const entries = await site.get<{ total: number; data: Data }>("/entries");
    expect(entries.status).toBe(200);
    expect(entries.body.data.source).toBe("live");
    expect(entries.body.data.notice).toMatch(/long-form index/);
    expect((await site.get("/entries/test-site-only")).status).toBe(200);
  });

  it("serves a long-form item that disappears from its last good copy, labelled stale, and recovers", async () => {
    const site = scenario("item-gone");
    const path = `/content/guide/${SAMPLE_GUIDE}`;
    const live = await site.get<{ id: string; markdown: string; data: Data }>(path);
    expect(live.status).toBe(200);
    expect(live.body.data.source).toBe("live");

    await site.faults([{ match: "item", mode: "status-404" }]);
    site.clock.now += TTL_MS + 1;
    const stale = await site.get<{ id: string; markdown: string; data: Data }>(path);
    expect(stale.status).toBe(200);
    expect(stale.body.markdown).toBe(live.body.markdown);
    expect(stale.body.data.source).toBe("stale");
    expect(stale.body.data.notice).toMatch(/last good copy of this guide/);
    expect(warnings.join("\n")).toMatch(/answered HTTP 404/);

    // Backing off: the item is not asked for again within FAILURE_RETRY_MS.
    const asked = await site.requests(`/api/longform/guides/${SAMPLE_GUIDE}.json`);
    await site.get(path);
    expect(await site.requests(`/api/longform/guides/${SAMPLE_GUIDE}.json`)).toBe(asked);

    await site.faults([]);
    site.clock.now += FAILURE_RETRY_MS;
    const recovered = await site.get<{ id: string; data: Data }>(path);
    expect(recovered.body.data.source).toBe("live");
  });

  it("keeps serving the Cache API copy of an item through the back-off in a fresh isolate", async () => {
    const site = scenario("item-cache-only");
    const path = `/content/guide/${SAMPLE_GUIDE}`;
    expect((await site.get(path)).body.data.source).toBe("live");
    // A new isolate: nothing in memory, the location's Cache API still holds the item.
    resetCatalogueStore();
    await site.faults([{ match: "item", mode: "status-500" }]);
    site.clock.now += TTL_MS + 1;
    const first = await site.get<{ id: string; data: Data }>(path);
    expect(first.status).toBe(200);
    expect(first.body.data.source).toBe("stale");
    // Later requests inside the back-off used to get a 503 here: only memory was consulted.
    site.clock.now += 1_000;
    const second = await site.get<{ id: string; data: Data }>(path);
    expect(second.status).toBe(200);
    expect(second.body.data.source).toBe("stale");
  });

  it("answers a listed item the site cannot serve and no copy of which is held with a clear 503", async () => {
    const site = scenario("item-never");
    await site.faults([{ match: "item", mode: "status-500" }]);
    const reply = await site.get<{ error: { status: number; code: string; message: string } }>(`/content/guide/${SAMPLE_GUIDE}`);
    expect(reply.status).toBe(503);
    expect(reply.body.error.code).toBe("upstream_error");
    expect(reply.body.error.message).toMatch(/Try again in a few minutes/);
  });
});

describe("site fault: entry files, catalogue under FULL_RECORDS_MAX_ENTRIES (whole records held)", () => {
  const ENTRY_ID = "test-site-only";

  it("get_entry asks the site for no entry file, and answers whole records with the catalogue's label while the files fail", async () => {
    const site = scenario("records-held");
    const rest = await site.get<{ id: string; related?: unknown; data: Data }>(`/entries/${ENTRY_ID}`);
    expect(rest.status).toBe(200);
    expect(rest.body.data.source).toBe("live");
    const tool = await site.mcp<{ result: { structuredContent: { entry: { id: string }; data: Data } } }>("tools/call", {
      name: "get_entry",
      arguments: { id: ENTRY_ID },
    });
    expect(tool.result.structuredContent).toMatchObject({ entry: { id: ENTRY_ID }, data: { source: "live" } });
    await site.faults([{ match: "entry", mode: "status-500" }]);
    const ids = (await site.get<{ ids: string[] }>("/entries")).body.ids;
    const other = ids.find((id) => id !== ENTRY_ID)!;
    const live = await site.get<{ id: string; data: Data }>(`/entries/${other}`);
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ id: other, data: { source: "live" } });
    // The index fails too: the catalogue turns stale, and so does every record it holds, never fetched or not.
    await site.faults([{ match: "all", mode: "status-500" }]);
    site.clock.now += TTL_MS + 1;
    const stale = await site.get<{ id: string; data: Data }>(`/entries/${other}`);
    expect(stale.status).toBe(200);
    const catalogue = (await site.get("/entries")).body.data;
    expect(catalogue.source).toBe("stale");
    expect(stale.body.data).toMatchObject(catalogue);
    expect({ ...(await site.get(`/entries/${ENTRY_ID}`)).body, data: null }).toEqual({ ...rest.body, data: null });
    for (const id of [ENTRY_ID, other]) expect(await site.requests(`/api/entries/${id}.json`)).toBe(0);
  });
});

describe("site fault: entry files, catalogue over FULL_RECORDS_MAX_ENTRIES (whole entries fetched on demand)", () => {
  // An entry of the test site (scripts/make-test-site.mjs) with a file of its own.
  const ENTRY_ID = "test-site-only";
  // Threshold 0: every catalogue is past it, so the test site's takes the on-demand path.
  const onDemand = (label: string) => scenario(label, undefined, 0);

  it("serves the last good copy of an entry whose file fails, labelled stale, and a clear 503 for one never fetched", async () => {
    const site = onDemand("entry-stale");
    const first = await site.get<{ data: Data }>(`/entries/${ENTRY_ID}`);
    expect(first.status).toBe(200);
    expect(first.body.data.source).toBe("live");
    await site.faults([{ match: "entry", mode: "status-500" }]);
    site.clock.now += TTL_MS + FAILURE_RETRY_MS;
    const again = await site.get<{ data: Data }>(`/entries/${ENTRY_ID}`);
    expect(again.status).toBe(200);
    // The same record, labelled as the stale copy it is, though the catalogue beside it was refreshed live.
    expect({ ...again.body, data: null }).toEqual({ ...first.body, data: null });
    expect((await site.get("/entries")).body.data.source).toBe("live");
    expect(again.body.data).toMatchObject({ source: "stale", fetched_at: first.body.data.fetched_at });
    expect(again.body.data.notice).toMatch(/last good copy of this entry/);
    // The resource reads the same copy under the same label.
    const read = await site.mcp<{ result: { contents: { _meta: Record<string, Data> }[] } }>("resources/read", {
      uri: `indexagentica://entries/${ENTRY_ID}`,
    });
    expect(read.result?.contents[0]!._meta["com.indexagentica/data"], JSON.stringify(read)).toMatchObject({ source: "stale" });
    const ids = (await site.get<{ ids: string[] }>("/entries")).body.ids;
    const never = await site.get<{ error: { code: string; message: string } }>(`/entries/${ids.find((id) => id !== ENTRY_ID)!}`);
    expect(never.status).toBe(503);
    expect(never.body.error).toMatchObject({ code: "upstream_error", message: expect.stringMatching(/listed but could not be loaded/) });
  });

  it("says an entry whose file the site no longer serves is not found, over REST and as a resource (-32602)", async () => {
    const site = onDemand("entry-gone");
    await site.faults([{ match: "entry", mode: "status-404" }]);
    const rest = await site.get<{ error: { code: string; message: string } }>(`/entries/${ENTRY_ID}`);
    expect(rest.status).toBe(404);
    expect(rest.body.error.message).toMatch(/no longer published/);
    const read = await site.mcp<{ error: { code: number; message: string } }>("resources/read", {
      uri: `indexagentica://entries/${ENTRY_ID}`,
    });
    expect(read.error).toMatchObject({ code: -32602, message: expect.stringMatching(/no longer published/) });
  });

  it("N concurrent get_entry requests for one entry cause exactly one fetch of its file", async () => {
    const site = onDemand("entry-coalesce");
    await site.get("/entries");
    await site.faults([{ match: "entry", mode: "slow", delayMs: 200 }]);
    const replies = await Promise.all(Array.from({ length: 15 }, () => site.get<{ id: string }>(`/entries/${ENTRY_ID}`)));
    for (const reply of replies) {
      expect(reply.status).toBe(200);
      expect(reply.body.id).toBe(ENTRY_ID);
    }
    expect(await site.requests(`/api/entries/${ENTRY_ID}.json`)).toBe(1);
  });
});

describe("one upstream fetch per refresh", () => {
  it("N concurrent cold requests cause exactly one fetch of each index", async () => {
    const site = scenario("coalesce-cold");
    // A slow site keeps the refresh open while every request arrives.
    await site.faults([{ match: "index", mode: "slow", delayMs: 200 }]);
    const paths = ["/search?q=agent", "/entries", "/categories", "/entries/test-site-only", "/content"];
    const replies = await Promise.all(Array.from({ length: 30 }, (_, i) => site.get(paths[i % paths.length]!)));
    for (const reply of replies) {
      expect(reply.status).toBe(200);
      expect(reply.body.data.source).toBe("live");
    }
    expect(await site.requests("/api/index.json")).toBe(1);
    expect(await site.requests("/api/longform.json")).toBe(1);
  });

  it("N concurrent requests when the copy expires cause exactly one refresh", async () => {
    const site = scenario("coalesce-warm");
    await site.get("/entries");
    await site.faults([{ match: "index", mode: "slow", delayMs: 200 }]);
    site.clock.now += TTL_MS + 1;
    const replies = await Promise.all(Array.from({ length: 20 }, () => site.get("/search?q=agent")));
    for (const reply of replies) expect(reply.status).toBe(200);
    expect(await site.requests("/api/index.json")).toBe(2);
  });

  it("N concurrent requests for one long-form item cause exactly one fetch of it", async () => {
    const site = scenario("coalesce-item");
    await site.get("/entries");
    await site.faults([{ match: "item", mode: "slow", delayMs: 200 }]);
    const replies = await Promise.all(Array.from({ length: 15 }, () => site.get(`/content/guide/${SAMPLE_GUIDE}`)));
    for (const reply of replies) expect(reply.status).toBe(200);
    expect(await site.requests(`/api/longform/guides/${SAMPLE_GUIDE}.json`)).toBe(1);
  });
});
