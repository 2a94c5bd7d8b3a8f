// The discovery documents through the real fetch handler: shape, media types, CORS, ETag/304, and agreement
// with what server/discover and tools/list say at runtime.

import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../src/index";
import { schemaErrors } from "../support/mcp-schemas";
import { callWorker } from "../support/worker";
import { McpWire } from "../support/mcp-wire";

const BASE = "http://127.0.0.1:8787";

async function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Response> {
  const ctx = createExecutionContext();
  const request = new Request(`${BASE}${path}`, { method, headers }) as Request<unknown, IncomingRequestCfProperties>;
  const response = await worker.fetch(request, env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const mcp = new McpWire((request) => callWorker(request), BASE);

describe("SEP-2127 server card at /mcp/server-card", () => {
  it("validates, uses its media type and CORS, and matches server/discover", async () => {
    const response = await get("/mcp/server-card", { accept: "application/mcp-server-card+json" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/mcp-server-card+json");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-methods")).toBe("GET");
    expect(response.headers.get("access-control-allow-headers")).toBe("Content-Type, If-None-Match");
    expect(response.headers.get("access-control-expose-headers")?.toLowerCase()).toContain("etag");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    const card = (await response.json()) as Record<string, unknown> & { remotes: { url: string; supportedProtocolVersions: string[] }[] };
    expect(schemaErrors("server-card", "ServerCard", card)).toBeNull();
    expect(card.remotes[0]!.url).toBe(`${BASE}/mcp`);

    const discover = (await mcp.modern("server/discover")).body.result;
    const info = discover._meta["io.modelcontextprotocol/serverInfo"];
    expect(card.version).toBe(info.version);
    expect(card.title).toBe(info.title);
    expect(card.remotes[0]!.supportedProtocolVersions).toEqual(discover.supportedVersions);
  });

  it("honours If-None-Match with 304 and no body", async () => {
    const first = await get("/mcp/server-card");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    for (const condition of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const again = await get("/mcp/server-card", { "if-none-match": condition });
      expect(again.status, condition).toBe(304);
      expect(await again.text()).toBe("");
      expect(again.headers.get("etag")).toBe(etag);
    }
    expect((await get("/mcp/server-card", { "if-none-match": '"stale"' })).status).toBe(200);
  });

  it("answers HEAD and refuses POST", async () => {
    const head = await get("/mcp/server-card", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect((await get("/mcp/server-card", {}, "POST")).status).toBe(405);
  });
});

describe("/.well-known documents", () => {
  it("the AI Catalog points to the server card", async () => {
    const response = await get("/.well-known/ai-catalog.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/ai-catalog+json");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const catalog = (await response.json()) as { specVersion: string; entries: { identifier: string; type: string; url: string }[] };
    expect(catalog.specVersion).toBe("1.0");
    expect(catalog.entries).toHaveLength(1);
    expect(catalog.entries[0]!.type).toBe("application/mcp-server-card+json");
    expect(catalog.entries[0]!.identifier).toMatch(/^urn:air:[^:]+:mcp:[^:]+$/);
    expect(catalog.entries[0]!.url).toBe(`${BASE}/mcp/server-card`);
  });

  it("the static card carries serverInfo, how to connect, no auth and exactly the tools/list tools and prompts/list prompts", async () => {
    const response = await get("/.well-known/mcp/server-card.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("etag")).toBeTruthy();
    const card = (await response.json()) as Record<string, unknown>;
    const discover = (await mcp.modern("server/discover")).body.result;
    const list = (await mcp.modern("tools/list")).body.result.tools;
    expect(card.tools).toEqual(list);
    expect(card.serverInfo).toEqual(discover._meta["io.modelcontextprotocol/serverInfo"]);
    expect(card.instructions).toBe(discover.instructions);
    expect(card.protocolVersions).toEqual(discover.supportedVersions);
    expect(card.capabilities).toEqual(discover.capabilities);
    expect(card.transport).toEqual({ type: "streamable-http", url: `${BASE}/mcp` });
    expect(card.description).toEqual(expect.any(String));
    expect(card.authentication).toEqual({ required: false });
    expect(card.resources).toEqual([]);
    expect(card.prompts).toEqual((await mcp.modern("prompts/list")).body.result.prompts);
  });
});

describe("capabilities in every document", () => {
  it("agree: server/discover, every initialize and the static card send one object; the SEP card and the AI Catalog carry none", async () => {
    const discover = (await mcp.modern("server/discover")).body.result;
    expect(discover.capabilities).toMatchObject({ resources: {}, completions: {}, extensions: { "io.modelcontextprotocol/skills": {} } });
    for (const version of ["2025-11-25", "2025-06-18", "2025-03-26"] as const) {
      const params = { protocolVersion: version, capabilities: {}, clientInfo: { name: "cards-test", version: "1" } };
      const init = (await mcp.legacy("initialize", params, version)).body.result;
      expect(init.capabilities, version).toEqual(discover.capabilities);
    }
    const wellKnown = (await (await get("/.well-known/mcp/server-card.json")).json()) as Record<string, unknown>;
    expect(wellKnown.capabilities).toEqual(discover.capabilities);
    // SEP-2127: capabilities are negotiated at runtime, so the card and the catalog that points to it hold none.
    const card = (await (await get("/mcp/server-card")).json()) as Record<string, unknown>;
    const catalog = (await (await get("/.well-known/ai-catalog.json")).json()) as { entries: Record<string, unknown>[] };
    expect(JSON.stringify(card)).not.toContain("capabilities");
    expect(JSON.stringify(catalog)).not.toContain("capabilities");
    expect(catalog.entries.map((entry) => entry.url)).toEqual([`${BASE}/mcp/server-card`]);
  });
});

describe("OpenAPI and self-description", () => {
  it("documents /mcp and the discovery documents", async () => {
    const doc = (await (await get("/openapi.json")).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(Object.keys(doc.paths["/mcp"]!)).toEqual(["post"]);
    expect(Object.keys(doc.paths["/mcp"]!.post!.responses)).toEqual(expect.arrayContaining(["200", "202", "400", "403", "404", "413"]));
    for (const path of ["/mcp/server-card", "/.well-known/ai-catalog.json", "/.well-known/mcp/server-card.json"]) {
      expect(doc.paths[path]?.get?.responses["304"], path).toBeDefined();
    }
  });

  it("lists the MCP routes at /", async () => {
    const body = (await (await get("/")).json()) as { endpoints: { path: string; methods: string[] }[] };
    expect(body.endpoints).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: "/mcp", methods: ["POST"] }),
        expect.objectContaining({ path: "/mcp/server-card" }),
      ]),
    );
  });
});
