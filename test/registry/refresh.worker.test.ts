// The registry over a catalogue that changes: a site served from memory through the pipeline's fetcher, on a clock
// the test moves past the TTL. Cursors given before a refresh still give valid pages after it; a word found only in
// an entry's description finds its server; a stale copy is served uncacheable.

import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { handleRequest } from "../../src/pipeline";
import longform from "../../src/site/sample/longform.json";
import type { Entry } from "../../src/site/types";

const TTL_MS = Number(env.CACHE_TTL_SECONDS) * 1000;
let counter = 0;

function entry(id: string, over: Partial<Entry> = {}): Entry {
  return {
    id,
    name: id.replace(/-/g, " "),
    category: "mcp-servers",
    summary: `Remote server ${id}.`,
    url: `https://${id}.example/`,
    tags: ["remote"],
    added: "2026-01-01",
    updated: "2026-01-01",
    agent_access: { mcp_endpoint: `https://${id}.example/mcp`, auth: "none" },
    ...over,
  };
}

/** A site whose index the test replaces, or breaks, between requests; a clock it moves. */
function memorySite(entries: Entry[]) {
  const base = `https://site-${Date.now().toString(36)}-${++counter}.example`;
  const state = { entries, down: false, now: 1_800_000_000_000 };
  const fetcher = async (input: Request | string | URL): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input);
    if (state.down) return new Response("down", { status: 500 });
    if (url.pathname === "/api/index.json") {
      return Response.json({
        site_url: "https://indexagentica.com",
        generated: new Date(state.now).toISOString(),
        categories: [],
        entries: state.entries,
      });
    }
    if (url.pathname === "/api/longform.json") return Response.json(longform);
    return new Response("not found", { status: 404 });
  };
  const get = async (path: string) => {
    const ctx = createExecutionContext();
    const response = await handleRequest(new Request(`https://mcp.example.com${path}`), { ...env, DATA_BASE_URL: base } as Env, ctx, {
      fetcher,
      now: () => state.now,
    });
    const body = (await response.json()) as { servers: { server: { name: string } }[]; metadata: { count: number; nextCursor?: string } };
    await waitOnExecutionContext(ctx);
    return { status: response.status, headers: response.headers, body, names: body.servers?.map((item) => item.server.name) ?? [] };
  };
  return { state, get, refresh: () => (state.now += TTL_MS + 1) };
}

const ns = (id: string) => `com.indexagentica/${id}`;

describe("cursors across a catalogue refresh", () => {
  it("continue a listing after the last name given, though that server is gone and others came", async () => {
    const site = memorySite(["alpha", "bravo", "charlie", "delta", "echo"].map((id) => entry(id)));
    const first = await site.get("/v0.1/servers?limit=2");
    expect(first.names).toEqual([ns("alpha"), ns("bravo")]);
    const cursor = first.body.metadata.nextCursor!;
    site.state.entries = ["aardvark", "alpha", "bravo-two", "charlie", "delta", "echo"].map((id) => entry(id));
    site.refresh();
    const next = await site.get(`/v0.1/servers?limit=2&cursor=${cursor}`);
    expect(next.status).toBe(200);
    // The refresh happened (aardvark is listed from the start), and the cursor went on after "bravo".
    expect((await site.get("/v0.1/servers?limit=1")).names).toEqual([ns("aardvark")]);
    expect(next.names).toEqual([ns("bravo-two"), ns("charlie")]);
  });

  it("give a valid page of a search, or an empty last one, after the results changed", async () => {
    const site = memorySite(["red-search", "blue-search", "green-search", "plain"].map((id) => entry(id)));
    const first = await site.get("/v0.1/servers?search=search&limit=2");
    expect(first.names).toHaveLength(2);
    const cursor = first.body.metadata.nextCursor!;
    site.state.entries = [entry("red-search")];
    site.refresh();
    const next = await site.get(`/v0.1/servers?search=search&limit=2&cursor=${cursor}`);
    expect(next.status).toBe(200);
    expect(next.body).toEqual({ servers: [], metadata: { count: 0 } });
  });
});

describe("search and data labels on a catalogue of our own", () => {
  it("finds a server by a word only its description has (and no entry without an endpoint)", async () => {
    const site = memorySite([
      entry("quiet-one", { description: "Streams zebrafinch telemetry to agents." }),
      entry("loud-one"),
      entry("no-remote", { agent_access: {}, description: "Also zebrafinch." }),
    ]);
    const found = await site.get("/v0.1/servers?search=zebrafinch");
    expect(found.names).toEqual([ns("quiet-one")]);
    // Stems and typos reach it too.
    expect((await site.get("/v0.1/servers?search=zebrafinchs")).names).toEqual([ns("quiet-one")]);
  });

  it("lists an endpoint two entries name once, from its mcp-servers entry; the other's name points to it", async () => {
    const site = memorySite([
      entry("shared-api", { category: "apis", agent_access: { mcp_endpoint: "https://shared.example/mcp/", auth: "api-key" } }),
      entry("shared-mcp", { agent_access: { mcp_endpoint: "https://shared.example/mcp" } }),
    ]);
    const list = await site.get("/v0.1/servers");
    expect(list.names).toEqual([ns("shared-mcp")]);
    const alias = await site.get(`/v0.1/servers/${encodeURIComponent(ns("shared-api"))}/versions/latest`);
    expect(alias.status).toBe(404);
    expect((alias.body as unknown as { detail: string }).detail).toContain(`listed as ${ns("shared-mcp")}`);
    expect((await site.get("/v0.1/servers?category=apis")).names).toEqual([ns("shared-mcp")]);
    expect((await site.get("/v0.1/servers?search=shared%20api")).names).toEqual([ns("shared-mcp")]);
  });

  it("serves the last good copy when the site fails, uncacheable", async () => {
    const site = memorySite([entry("alpha"), entry("bravo")]);
    const live = await site.get("/v0.1/servers");
    expect(live.headers.get("cache-control")).toBe("public, max-age=60");
    site.state.down = true;
    site.refresh();
    const stale = await site.get("/v0.1/servers");
    expect(stale.status).toBe(200);
    expect(stale.names).toEqual(live.names);
    expect(stale.headers.get("cache-control")).toBe("no-store");
  });
});
