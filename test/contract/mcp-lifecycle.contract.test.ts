// Contract §3, what a client learns about the server in each era: initialize, ping, server/discover, tools/list
// and the static server card (§2.9). Every message is validated against the official schema of its revision.

import { describe, expect, it } from "vitest";
import { ERAS, LEGACY_REVISIONS, TOOL_NAMES } from "./mcp-support";
import { dataTargets, mcp } from "./support/http";
import { getDocumented } from "./support/openapi";

// Parsed JSON, read field by field.
type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const SERVER_INFO = {
  name: "indexagentica-mcp",
  title: "Index Agentica",
  version: expect.any(String),
  websiteUrl: "https://indexagentica.com",
};
// The live service declares tools only; prompts, resources, completion, the Skills extension and MCP Apps are what
// we add.
const CAPABILITIES = {
  tools: { listChanged: false },
  prompts: { listChanged: false },
  resources: {},
  completions: {},
  extensions: { "io.modelcontextprotocol/skills": {}, "io.modelcontextprotocol/ui": {} },
};
const VERSIONS = ["2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26"];

function expectTools(tools: Json[]): void {
  expect(tools.map((tool) => tool.name)).toEqual(TOOL_NAMES);
  for (const tool of tools) {
    expect(Object.keys(tool)).toEqual(
      expect.arrayContaining(["name", "title", "description", "inputSchema", "outputSchema", "annotations"]),
    );
    expect(tool.annotations).toMatchObject({ title: tool.title, readOnlyHint: true, destructiveHint: false, idempotentHint: true });
    expect(tool.inputSchema.type).toBe("object");
    expect(tool.outputSchema.type).toBe("object");
  }
  expect(JSON.stringify(tools)).not.toContain("x-mcp-header");
  // No stricter than the server: search needs nothing, and slugs carry no pattern.
  const search = tools[0];
  expect(search.inputSchema.required ?? []).toEqual([]);
  expect(search.inputSchema.properties.category).not.toHaveProperty("pattern");
}

describe.each(dataTargets())("lifecycle on %s", (_name, target) => {
  const wire = mcp(target);

  it.each(LEGACY_REVISIONS)(
    "initialize %s: the version echoed, tools (listChanged false), full serverInfo, instructions",
    async (version) => {
      const params = { protocolVersion: version, capabilities: {}, clientInfo: { name: "contract", version: "1" } };
      const reply = await wire.legacy("initialize", params, null, { validate: { revision: version, method: "initialize" } });
      expect(reply.status).toBe(200);
      expect(reply.body.result).toEqual({
        protocolVersion: version,
        capabilities: CAPABILITIES,
        serverInfo: expect.objectContaining(SERVER_INFO),
        instructions: expect.any(String),
      });
      expect(reply.headers.has("mcp-session-id")).toBe(false);
    },
  );

  it("initialize asking for an unknown version gets 2025-11-25, and without _meta is legacy whatever the header says", async () => {
    const params = { protocolVersion: "2024-11-05", capabilities: {}, clientInfo: { name: "contract", version: "1" } };
    const old = await wire.legacy("initialize", params, null, { validate: { revision: "2025-11-25", method: "initialize" } });
    expect(old.body.result.protocolVersion).toBe("2025-11-25");
    const modernHeader = await wire.legacy("initialize", { ...params, protocolVersion: "2025-06-18" }, null, {
      headers: { "MCP-Protocol-Version": "2026-07-28" },
      validate: { revision: "2025-06-18", method: "initialize" },
    });
    expect(modernHeader.status).toBe(200);
    expect(modernHeader.body.result.protocolVersion).toBe("2025-06-18");
  });

  it.each(LEGACY_REVISIONS)("ping %s is {}; notifications are 202 with no body", async (version) => {
    expect((await wire.legacy("ping", undefined, version)).body.result).toEqual({});
    const note = await wire.post({ jsonrpc: "2.0", method: "notifications/initialized" }, { "MCP-Protocol-Version": version });
    expect(note.status).toBe(202);
    expect(note.text).toBe("");
  });

  it("server/discover: versions, capabilities, instructions, cache hints; serverInfo in _meta (2026) or in the result (legacy)", async () => {
    const modern = await wire.modern("server/discover");
    expect(modern.status).toBe(200);
    expect(modern.headers.get("mcp-protocol-version")).toBe("2026-07-28");
    expect(modern.body.result).toEqual({
      resultType: "complete",
      supportedVersions: VERSIONS,
      capabilities: CAPABILITIES,
      instructions: expect.any(String),
      ttlMs: expect.any(Number),
      cacheScope: "public",
      _meta: { "io.modelcontextprotocol/serverInfo": expect.objectContaining(SERVER_INFO) },
    });
    for (const version of LEGACY_REVISIONS) {
      const legacy = await wire.legacy("server/discover", {}, version, { validate: { revision: version, method: null } });
      expect(legacy.body.result).toEqual({
        supportedVersions: VERSIONS,
        capabilities: CAPABILITIES,
        serverInfo: expect.objectContaining(SERVER_INFO),
        instructions: modern.body.result.instructions,
        ttlMs: modern.body.result.ttlMs,
        cacheScope: "public",
      });
    }
  });

  it.each(ERAS)("tools/list %s: the four tools with title, outputSchema and annotations.title; a cursor is ignored", async (version) => {
    const reply =
      version === "2026-07-28"
        ? await wire.modern("tools/list", { cursor: "x" })
        : await wire.legacy("tools/list", { cursor: "x" }, version);
    expect(reply.status).toBe(200);
    expectTools(reply.body.result.tools);
    expect(reply.body.result).not.toHaveProperty("nextCursor");
    if (version === "2026-07-28") {
      expect(reply.body.result).toMatchObject({ resultType: "complete", ttlMs: expect.any(Number), cacheScope: "public" });
      expect(reply.body.result._meta["io.modelcontextprotocol/serverInfo"]).toMatchObject(SERVER_INFO);
    } else expect(reply.body.result).not.toHaveProperty("resultType");
  });

  it("tools/list is the same in every era, and it is the static card's tools", async () => {
    const modern = (await wire.modern("tools/list")).body.result.tools;
    for (const version of LEGACY_REVISIONS) expect((await wire.legacy("tools/list", undefined, version)).body.result.tools).toEqual(modern);
    const card = await getDocumented(target, "/.well-known/mcp/server-card.json");
    expect(card.body.tools).toEqual(modern);
  });

  it("the static card: serverInfo, description, instructions, transport, versions, no auth, capabilities, tools, no resources, the prompts", async () => {
    const card = await getDocumented(target, "/.well-known/mcp/server-card.json");
    expect(card.status).toBe(200);
    const discover = (await wire.modern("server/discover")).body.result;
    expect(card.body).toMatchObject({
      serverInfo: SERVER_INFO,
      description: expect.any(String),
      instructions: discover.instructions,
      transport: { type: "streamable-http", url: `${target.base}/mcp` },
      protocolVersions: VERSIONS,
      authentication: { required: false },
      capabilities: CAPABILITIES,
      resources: [],
    });
    expect(card.body.tools).toHaveLength(4);
    const prompts = (await wire.modern("prompts/list")).body.result.prompts;
    expect(card.body.prompts).toEqual(prompts);
  });
});
