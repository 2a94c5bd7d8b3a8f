// The directory app on the wire, through the real fetch handler, in every revision: the capability it is
// advertised under, the ui:// resource in resources/list and resources/read (MIME type, _meta.ui, digest, caching
// hints), and what does not change for it: tools/list and every tool result's content are the same bytes whether or
// not the client says it renders apps (a stateless server cannot know after initialize, so it never asks).

import { describe, expect, it } from "vitest";
import { SUPPORTED_PROTOCOL_VERSIONS } from "../../src/core/server-info";
import { APPS_EXTENSION } from "../../src/mcp/capabilities";
import { APP_DIGEST, APP_MIME_TYPE, APP_TTL_MS, APP_URI } from "../../src/app/api";
import { CARD_FACTS_META_KEY } from "../../src/tools/card-facts";
import { APP_HTML } from "../../src/app/served";
import { encodeCursor } from "../../src/resources/listing";
import type { Revision } from "../support/mcp-schemas";
import { McpWire, MODERN, modernMeta, standardHeaders, type Reply } from "../support/mcp-wire";
import { callWorker } from "../support/worker";

const mcp = new McpWire((request) => callWorker(request), "http://127.0.0.1:8787");
const REVISIONS = SUPPORTED_PROTOCOL_VERSIONS as readonly Revision[];
const LEGACY = REVISIONS.filter((version) => version !== MODERN);
/** What a host that renders MCP Apps adds to its capabilities (ext-apps getUiCapability). */
const APPS_CLIENT = { extensions: { [APPS_EXTENSION]: { mimeTypes: [APP_MIME_TYPE] } } };
const CALLS: [string, Record<string, unknown>][] = [
  ["search", { query: "remote mcp server", limit: 5 }],
  ["search", { query: "zzqx nothing matches this" }],
  ["get_entry", { id: "deepwiki-mcp" }],
  ["get_entry", { id: "no-such-entry" }],
  ["get_content", { type: "guide", id: "automate-a-browser-with-playwright-mcp", max_chars: 600 }],
  ["list_categories", {}],
];

function send(version: Revision, method: string, params: Record<string, unknown> = {}): Promise<Reply> {
  return version === MODERN ? mcp.modern(method, params) : mcp.legacy(method, params, version);
}

/** A 2026-07-28 request from a client that renders apps: the capability rides in every request's envelope. */
function modernAsAppHost(method: string, params: Record<string, unknown> = {}): Promise<Reply> {
  const meta = { ...modernMeta(), "io.modelcontextprotocol/clientCapabilities": APPS_CLIENT };
  const body = { jsonrpc: "2.0", id: 1, method, params: { ...params, _meta: meta } };
  return mcp.post(body, standardHeaders(method, params), { revision: MODERN, method });
}

describe("the app's capability", () => {
  it("is advertised in server/discover and in initialize of every legacy revision, beside the skills extension", async () => {
    expect((await mcp.modern("server/discover")).body.result.capabilities.extensions).toEqual({
      "io.modelcontextprotocol/skills": {},
      [APPS_EXTENSION]: {},
    });
    for (const version of LEGACY) {
      const init = await mcp.legacy(
        "initialize",
        { protocolVersion: version, capabilities: APPS_CLIENT, clientInfo: { name: "host", version: "1" } },
        version,
      );
      expect(init.body.result.capabilities.extensions[APPS_EXTENSION]).toEqual({});
    }
  });
});

describe("resources/list", () => {
  it.each(REVISIONS)("%s: the app heads the first page, once, in the revision's shape", async (version) => {
    const first = (await send(version, "resources/list")).body.result;
    const app = first.resources[0];
    expect(app).toMatchObject({
      uri: APP_URI,
      name: "directory-app",
      mimeType: APP_MIME_TYPE,
      size: new TextEncoder().encode(APP_HTML).length,
    });
    if (version === "2025-03-26") expect(app).not.toHaveProperty("_meta");
    else expect(app._meta).toEqual({ ui: { prefersBorder: true }, "com.indexagentica/digest": APP_DIGEST });
    expect(first.resources.filter((resource: { uri: string }) => resource.uri === APP_URI)).toHaveLength(1);
    // A page after a cursor (here: after the first category) continues the directory's order, without the app.
    const after = first.resources[1];
    const next = (await send(version, "resources/list", { cursor: encodeCursor({ section: "c", key: after.name }) })).body.result;
    expect(next.resources.length).toBeGreaterThan(0);
    expect(next.resources.some((resource: { uri: string }) => resource.uri === APP_URI)).toBe(false);
    expect(next.resources[0].uri).toBe(first.resources[2].uri);
  });
});

describe("resources/read", () => {
  it.each(REVISIONS)("%s: the whole document as text/html;profile=mcp-app, _meta.ui on the item, the URI echoed", async (version) => {
    const reply = await send(version, "resources/read", { uri: APP_URI });
    expect(reply.status, reply.text).toBe(200);
    const { contents } = reply.body.result;
    expect(contents).toHaveLength(1);
    expect(contents[0]).toMatchObject({ uri: APP_URI, mimeType: APP_MIME_TYPE });
    expect(contents[0].text === APP_HTML).toBe(true);
    if (version === "2025-03-26") expect(contents[0]).not.toHaveProperty("_meta");
    else expect(contents[0]._meta).toEqual({ ui: { prefersBorder: true }, "com.indexagentica/digest": APP_DIGEST });
    if (version === MODERN) expect(reply.body.result).toMatchObject({ resultType: "complete", ttlMs: APP_TTL_MS, cacheScope: "public" });
    else expect(reply.body.result).not.toHaveProperty("ttlMs");
  });

  it("answers another ui:// URI -32602 with the app's URI as the suggestion", async () => {
    const reply = await mcp.modern("resources/read", { uri: "ui://indexagentica/app.html" });
    expect(reply.body.error.code).toBe(-32602);
    expect(reply.body.error.data).toEqual({ uri: "ui://indexagentica/app.html", suggestions: [APP_URI] });
  });
});

describe("the cards' facts", () => {
  it.each(REVISIONS)("%s: search's result carries each entry's sign-in and licence in _meta, out of its content", async (version) => {
    const call = await send(version, "tools/call", { name: "search", arguments: { query: "remote mcp server", limit: 10 } });
    const { content, structuredContent, _meta } = call.body.result as {
      content: { text?: string }[];
      structuredContent: { results: { type: string; id: string }[] };
      _meta: Record<string, Record<string, { auth?: string; license?: string }>>;
    };
    const cards = _meta[CARD_FACTS_META_KEY]!;
    const entries = structuredContent.results.filter((hit) => hit.type === "entry").map((hit) => hit.id);
    expect(Object.keys(cards).length).toBeGreaterThan(0);
    for (const [id, facts] of Object.entries(cards)) {
      expect(entries, id).toContain(id);
      const published = (await send(version, "tools/call", { name: "get_entry", arguments: { id } })).body.result.structuredContent as {
        entry: { license?: string; agent_access?: { auth?: string } };
      };
      expect(facts, id).toEqual({
        ...(published.entry.agent_access?.auth !== undefined ? { auth: published.entry.agent_access.auth } : {}),
        ...(published.entry.license !== undefined ? { license: published.entry.license } : {}),
      });
    }
    // Nothing a model reads names them: the text blocks are what they were without the facts.
    for (const block of content) expect(block.text ?? "").not.toContain(CARD_FACTS_META_KEY);
    if (version === MODERN) expect(call.body.result._meta["io.modelcontextprotocol/serverInfo"]).toBeDefined();
  });

  it("is absent from a result with no entries, and from other tools", async () => {
    const none = await mcp.modern("tools/call", { name: "search", arguments: { query: "zzqx nothing matches this" } });
    expect(none.body.result._meta[CARD_FACTS_META_KEY]).toBeUndefined();
    const entry = await mcp.modern("tools/call", { name: "get_entry", arguments: { id: "deepwiki-mcp" } });
    expect(entry.body.result._meta[CARD_FACTS_META_KEY]).toBeUndefined();
  });
});

describe("what a client that renders apps gets", () => {
  it("2026-07-28: the same tools/list and the same bytes of every tool result as any other client", async () => {
    const plain = await mcp.modern("tools/list");
    const host = await modernAsAppHost("tools/list");
    expect(host.text).toBe(plain.text);
    for (const [name, args] of CALLS) {
      const a = await mcp.modern("tools/call", { name, arguments: args });
      const b = await modernAsAppHost("tools/call", { name, arguments: args });
      // data.fetched_at and the like are the same copy's: the two calls read one catalogue.
      expect(b.body.result.content, name).toEqual(a.body.result.content);
      expect(b.text, name).toBe(a.text);
    }
  });

  it.each(LEGACY)("%s: initialize answers alike with and without apps, and tools/list is the one every era gets", async (version) => {
    const init = (capabilities: Record<string, unknown>) =>
      mcp.legacy("initialize", { protocolVersion: version, capabilities, clientInfo: { name: "host", version: "1" } }, version);
    expect((await init(APPS_CLIENT)).text).toBe((await init({})).text);
    expect((await mcp.legacy("tools/list", {}, version)).body.result.tools).toEqual((await mcp.modern("tools/list")).body.result.tools);
  });
});
