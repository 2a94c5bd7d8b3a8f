// POST /mcp through the real fetch handler: every rule of both eras, every reply checked against the
// official schema of the revision it was served under (test/support/mcp-wire.ts does the checking).

import { DIRECTORY_TEXT_CAUTION } from "../../src/tools/outcomes";
import { SERVER_INFO } from "../../src/core/server-info";
import Ajv2020 from "ajv/dist/2020";
import { describe, expect, it } from "vitest";
import { SUPPORTED_PROTOCOL_VERSIONS } from "../../src/core/server-info";
import { MCP_TOOLS } from "../../src/tools/registry";
import { expectValidMessage, type Revision } from "../support/mcp-schemas";
import { callWorker } from "../support/worker";
import { McpWire, modernMeta, standardHeaders, type Reply } from "../support/mcp-wire";

const BASE = "http://127.0.0.1:8787";

function wire(overrides: Record<string, string> = {}, base = BASE): McpWire {
  return new McpWire((request) => callWorker(request, overrides), base);
}

const mcp = wire();
const LEGACY: Revision[] = ["2025-11-25", "2025-06-18", "2025-03-26"];
const outputValidators = new Ajv2020({ strict: false, allErrors: true });

const QUOTING = new Set(MCP_TOOLS.filter((tool) => tool.quotesDirectoryText).map((tool) => tool.name));
const FULL_SERVER_INFO = {
  name: "indexagentica-mcp",
  title: "Index Agentica",
  version: SERVER_INFO.version,
  websiteUrl: "https://indexagentica.com",
};

const CALLS: [string, Record<string, unknown>][] = [
  ["search", { query: "browser automation", limit: 3 }],
  ["search", { query: "let my agent click around websites", alternatives: ["headless chrome", "browser automation"], limit: 3 }],
  ["get_entry", { id: "x402" }],
  ["get_content", { type: "guide", id: "automate-a-browser-with-playwright-mcp" }],
  ["list_categories", {}],
];

function expectOutputConforms(name: string, structured: unknown): void {
  const tool = MCP_TOOLS.find((candidate) => candidate.name === name)!;
  const validate = outputValidators.compile(tool.outputSchema as object);
  expect(validate(structured), JSON.stringify(validate.errors)).toBe(true);
}

/**
 * A successful call's content: from 2025-06-18, search's text is the compact hit list (each value the structured
 * one) and resource_link blocks follow for each hit (get_entry: each related entry); 2025-03-26 gets one text block
 * of the full structured JSON.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function expectContent(name: string, result: { content: Record<string, unknown>[]; structuredContent: any }, links: boolean): void {
  const [text, ...rest] = result.content;
  expect(text!.type).toBe("text");
  const structured = result.structuredContent;
  if (!links) {
    expect(result.content).toEqual([{ type: "text", text: JSON.stringify(structured) }]);
    return;
  }
  if (name === "search") {
    const list = JSON.parse(text!.text as string);
    expect(list.total).toBe(structured.total);
    expect(list.results.map((hit: { id: string }) => hit.id)).toEqual(structured.results.map((hit: { id: string }) => hit.id));
    list.results.forEach((hit: Record<string, unknown>, at: number) => {
      for (const [key, value] of Object.entries(hit)) expect(value).toEqual(structured.results[at][key]);
    });
  } else {
    expect(text!.text).toBe(JSON.stringify(structured));
  }
  const expected =
    name === "search"
      ? structured.results.map((hit: { type: string; id: string }) =>
          hit.type === "entry" ? `indexagentica://entries/${hit.id}` : `indexagentica://content/${hit.type}/${hit.id}`,
        )
      : name === "get_entry"
        ? structured.entry.related.map((id: string) => `indexagentica://entries/${id}`)
        : [];
  expect(rest.map((block) => block.type)).toEqual(expected.map(() => "resource_link"));
  expect(rest.map((block) => block.uri)).toEqual(expected);
}

function expectError(reply: Reply, status: number, code: number, id?: string | number): void {
  expect(reply.status, reply.text).toBe(status);
  expect(reply.body.error.code, reply.text).toBe(code);
  expect(typeof reply.body.error.message).toBe("string");
  if (id === undefined) expect(reply.body).not.toHaveProperty("id");
  else expect(reply.body.id).toBe(id);
}

describe("2026-07-28", () => {
  it("server/discover: versions, capabilities (tools, prompts, resources, completions, skills, apps), instructions, cache hints, serverInfo in _meta", async () => {
    const reply = await mcp.modern("server/discover");
    expect(reply.status).toBe(200);
    const result = reply.body.result;
    expect(result.resultType).toBe("complete");
    expect(result.supportedVersions).toEqual(SUPPORTED_PROTOCOL_VERSIONS);
    expect(result.capabilities).toEqual({
      tools: { listChanged: false },
      prompts: { listChanged: false },
      resources: {},
      completions: {},
      extensions: { "io.modelcontextprotocol/skills": {}, "io.modelcontextprotocol/ui": {} },
    });
    expect(result.instructions).toMatch(/read-only/i);
    expect(result.instructions).toContain(`${BASE}/openapi.json`);
    expect(result).toMatchObject({ ttlMs: expect.any(Number), cacheScope: "public" });
    expect(result._meta["io.modelcontextprotocol/serverInfo"]).toMatchObject(FULL_SERVER_INFO);
    expect(result).not.toHaveProperty("serverInfo");
    expect(reply.headers.get("mcp-protocol-version")).toBe("2026-07-28");
  });

  it("tools/list: four read-only tools, identical bytes on every call, cache hints, no x-mcp-header", async () => {
    const first = await mcp.modern("tools/list");
    const second = await mcp.modern("tools/list", {}, { id: 9 });
    expect(first.text.replace('"id":1', '"id":9')).toBe(second.text);
    const result = first.body.result;
    expect(result).toMatchObject({ resultType: "complete", ttlMs: expect.any(Number), cacheScope: "public" });
    expect(result.tools.map((tool: { name: string }) => tool.name)).toEqual(["search", "get_entry", "get_content", "list_categories"]);
    for (const tool of result.tools) {
      expect(tool.annotations).toEqual({
        title: tool.title,
        readOnlyHint: true,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: false,
      });
      expect(tool.title).toEqual(expect.any(String));
      expect(tool.outputSchema.type).toBe("object");
    }
    expect(first.text).not.toContain("x-mcp-header");
    expect(result._meta["io.modelcontextprotocol/serverInfo"]).toEqual(SERVER_INFO);
  });

  it("ignores a cursor: every tool is on the one page", async () => {
    const paged = await mcp.modern("tools/list", { cursor: "abc" });
    expect(paged.status).toBe(200);
    expect(paged.body.result.tools).toHaveLength(4);
    expect(paged.body.result).not.toHaveProperty("nextCursor");
  });

  it.each(CALLS)(
    "tools/call %s: a text block of compact JSON, resource_link blocks, structuredContent, isError false",
    async (name, args) => {
      const reply = await mcp.modern("tools/call", { name, arguments: args });
      expect(reply.status).toBe(200);
      expect(reply.headers.get("mcp-protocol-version")).toBe("2026-07-28");
      const result = reply.body.result;
      expect(result.resultType).toBe("complete");
      expect(result.isError).toBe(false);
      expectContent(name, result, true);
      // Tools quoting third-party directory text say inside the JSON that it is data, not instructions.
      expect(result.structuredContent.data.caution).toBe(QUOTING.has(name) ? DIRECTORY_TEXT_CAUTION : undefined);
      expect(result._meta["io.modelcontextprotocol/serverInfo"]).toEqual(SERVER_INFO);
      expectOutputConforms(name, result.structuredContent);
    },
  );

  it("bad arguments and unknown ids are isError results with one block of JSON and no structuredContent", async () => {
    const bad = await mcp.modern("tools/call", { name: "search", arguments: { query: "x", limit: 500 } });
    expect(bad.status).toBe(200);
    expect(bad.headers.get("mcp-protocol-version")).toBe("2026-07-28");
    expect(bad.body.result).toMatchObject({ resultType: "complete", isError: true });
    expect(bad.body.result).not.toHaveProperty("structuredContent");
    expect(bad.body.result.content).toHaveLength(1);
    expect(JSON.parse(bad.body.result.content[0].text)).toEqual({
      error: "Invalid arguments for search: `limit` must be at most 50; got 500.",
    });

    const unknown = await mcp.modern("tools/call", { name: "get_entry", arguments: { id: "x40" } });
    expect(unknown.body.result.isError).toBe(true);
    expect(JSON.parse(unknown.body.result.content[0].text)).toMatchObject({ error: expect.stringContaining("x40"), suggestions: ["x402"] });

    const empty = await mcp.modern("tools/call", { name: "search", arguments: {} });
    expect(empty.body.result.isError).toBe(true);
    expect(JSON.parse(empty.body.result.content[0].text).error).toMatch(/^Nothing to search for: give `query`/);

    // Arguments that are not an object: an input error of the call (SEP-1303), not a protocol error.
    const notObject = await mcp.modern("tools/call", { name: "search", arguments: "q" });
    expect(notObject.status).toBe(200);
    expect(notObject.body.result.isError).toBe(true);
    expect(JSON.parse(notObject.body.result.content[0].text).error).toMatch(/must be an object/);
  });

  it("lenient arguments: nulls, unknown ones, case and numeric strings, said in the notice", async () => {
    const reply = await mcp.modern("tools/call", {
      name: "search",
      arguments: { query: "agent", type: "ENTRY", category: null, tags: null, limit: "3", offset: null, foo: 1 },
    });
    const result = reply.body.result;
    expect(result.isError).toBe(false);
    expect(result.structuredContent).toMatchObject({ type: "entry", limit: 3 });
    expect(result.structuredContent.notice).toMatch(
      /^Read `type` "ENTRY" as "entry" and `limit` "3" as 3\. Ignored unknown argument `foo`/,
    );
  });

  it("an unknown tool or a call without a name is JSON-RPC -32602", async () => {
    expectError(await mcp.modern("tools/call", { name: "nope", arguments: {} }), 200, -32602, 1);
    const noName = await mcp.post(
      { jsonrpc: "2.0", id: 4, method: "tools/call", params: { _meta: modernMeta() } },
      standardHeaders("tools/list"),
      null,
    );
    expect(noName.status).toBe(400); // Mcp-Method says tools/list: header mismatch comes first
    const noName2 = await mcp.post(
      { jsonrpc: "2.0", id: 4, method: "tools/call", params: { _meta: modernMeta() } },
      standardHeaders("tools/call"),
    );
    expectError(noName2, 200, -32602, 4);
  });

  it("missing or malformed _meta is 400 -32602 even with a correct version header; clientInfo is optional", async () => {
    const headers = standardHeaders("tools/list");
    const cases = [
      {},
      { _meta: {} },
      { _meta: { "io.modelcontextprotocol/clientCapabilities": {} } },
      { _meta: { "io.modelcontextprotocol/protocolVersion": "2026-07-28" } },
      { _meta: { "io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": "all" } },
    ];
    for (const [index, params] of cases.entries()) {
      const reply = await mcp.post({ jsonrpc: "2.0", id: `m${index}`, method: "tools/list", params }, headers, {
        revision: "2026-07-28",
        method: null,
      });
      expectError(reply, 400, -32602, `m${index}`);
    }
    const noInfo = { "io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {} };
    const ok = await mcp.post({ jsonrpc: "2.0", id: 1, method: "tools/list", params: { _meta: noInfo } }, headers, {
      revision: "2026-07-28",
      method: "tools/list",
    });
    expect(ok.status).toBe(200);
  });

  it("a version header that disagrees with the body is -32020, checked before version support", async () => {
    const params = { _meta: modernMeta("v999.0.0") };
    const reply = await mcp.post({ jsonrpc: "2.0", id: 3, method: "tools/list", params }, standardHeaders("tools/list"), {
      revision: "2026-07-28",
      method: null,
    });
    expectError(reply, 400, -32020, 3);
  });

  it("an unsupported version is -32022 with supported ⊆ discover's list and requested echoed", async () => {
    const params = { _meta: modernMeta("v999.0.0") };
    const reply = await mcp.post({ jsonrpc: "2.0", id: "u", method: "tools/list", params }, standardHeaders("tools/list", {}, "v999.0.0"), {
      revision: "2026-07-28",
      method: null,
    });
    expectError(reply, 400, -32022, "u");
    const discover = await mcp.modern("server/discover");
    expect(reply.body.error.data.requested).toBe("v999.0.0");
    expect(reply.body.error.data.supported.length).toBeGreaterThan(0);
    for (const version of reply.body.error.data.supported) expect(discover.body.result.supportedVersions).toContain(version);
  });

  it("Mcp-Method must be present and equal the body method (values are case-sensitive, whitespace is not part of them)", async () => {
    expectError(await mcp.modern("tools/list", {}, { headers: { "Mcp-Method": "TOOLS/LIST" } }), 400, -32020, 1);
    expectError(await mcp.modern("tools/list", {}, { headers: { "Mcp-Method": "prompts/list" } }), 400, -32020, 1);
    expectError(await mcp.modern("tools/list", {}, { headers: { "Mcp-Method": null } }), 400, -32020, 1);
    expectError(await mcp.modern("tools/list", {}, { headers: { "MCP-Protocol-Version": null } }), 400, -32020, 1);
    expect((await mcp.modern("tools/list", {}, { headers: { "Mcp-Method": "  tools/list  " } })).status).toBe(200);
  });

  it("Mcp-Name: required and compared with params.name", async () => {
    const params = { name: "list_categories", arguments: {} };
    expectError(await mcp.modern("tools/call", params, { headers: { "Mcp-Name": null } }), 400, -32020, 1);
    expectError(await mcp.modern("tools/call", params, { headers: { "Mcp-Name": "wrong_tool_name" } }), 400, -32020, 1);
  });

  it("Mcp-Name accepts surrounding whitespace and a valid Base64 sentinel", async () => {
    const params = { name: "list_categories", arguments: {} };
    expect((await mcp.modern("tools/call", params, { headers: { "Mcp-Name": "  list_categories  " } })).status).toBe(200);
    expect((await mcp.modern("tools/call", params, { headers: { "Mcp-Name": "=?base64?bGlzdF9jYXRlZ29yaWVz?=" } })).status).toBe(200);
    expectError(await mcp.modern("tools/call", params, { headers: { "Mcp-Name": "=?base64?bGlzdF9jYXRlZ29yaWVz?" } }), 400, -32020, 1);
    expectError(await mcp.modern("tools/call", params, { headers: { "Mcp-Name": "=?base64?bGlzdF9jYXRlZ29yaWVz=?=" } }), 400, -32020, 1);
  });

  it("needs no Mcp-Param-* header: no argument is declared x-mcp-header, so any sent are ignored", async () => {
    const plain = await mcp.modern("tools/call", { name: "get_content", arguments: { type: "skill", id: "search-the-directory" } });
    expect(plain.status).toBe(200);
    expect(plain.body.result.isError).toBe(false);
    const stray = await mcp.modern(
      "tools/call",
      { name: "get_entry", arguments: { id: "x402" } },
      { headers: { "Mcp-Param-Id": "something-else", "Mcp-Param-Type": "=?base64?not-base64?=" } },
    );
    expect(stray.status).toBe(200);
    expect(stray.body.result.structuredContent.entry.id).toBe("x402");
    const unicode = await mcp.modern("tools/call", { name: "get_entry", arguments: { id: "世界" } });
    expect(unicode.status).toBe(200);
    expect(unicode.body.result.isError).toBe(true);
  });

  it.each([
    "initialize",
    "ping",
    "logging/setLevel",
    "resources/subscribe",
    "resources/unsubscribe",
    "prompts/subscribe",
    "resources/directory/read",
    "subscriptions/listen",
    "unknown/method",
  ])("%s sent modern is 404 -32601", async (method) => {
    const reply = await mcp.modern(method, {}, { id: 500 });
    expectError(reply, 404, -32601, 500);
    expect(reply.headers.get("mcp-protocol-version")).toBe("2026-07-28");
  });

  it("echoes MCP-Protocol-Version only on answers that reach dispatch, not on the 400 validation errors", async () => {
    const refused = await mcp.modern("tools/list", {}, { headers: { "Mcp-Method": "tools/call" }, validate: null });
    expect(refused.status).toBe(400);
    expect(refused.headers.has("mcp-protocol-version")).toBe(false);
    const legacy = await mcp.legacy("tools/list", {}, "2025-11-25");
    expect(legacy.headers.has("mcp-protocol-version")).toBe(false);
  });

  it("an unsupported version is -32022 whatever else the request lacks (no clientCapabilities, no _meta at all)", async () => {
    const bare = { _meta: { "io.modelcontextprotocol/protocolVersion": "2099-01-01" } };
    const noCapabilities = await mcp.post(
      { jsonrpc: "2.0", id: 7, method: "tools/list", params: bare },
      standardHeaders("tools/list", {}, "2099-01-01"),
      {
        revision: "2026-07-28",
        method: null,
      },
    );
    expectError(noCapabilities, 400, -32022, 7);
    expect(noCapabilities.body.error.data).toEqual({ supported: [...SUPPORTED_PROTOCOL_VERSIONS], requested: "2099-01-01" });
    const headerOnly = await mcp.post(
      { jsonrpc: "2.0", id: 8, method: "tools/list" },
      { "MCP-Protocol-Version": "2099-01-01" },
      {
        revision: "2026-07-28",
        method: null,
      },
    );
    expectError(headerOnly, 400, -32022, 8);
    expect(headerOnly.body.error.data.requested).toBe("2099-01-01");
  });

  it("refuses batches and posted responses under a modern header", async () => {
    const batch = [{ jsonrpc: "2.0", id: 1, method: "tools/list", params: { _meta: modernMeta() } }];
    expectError(await mcp.post(batch, standardHeaders("tools/list"), { revision: "2026-07-28", method: null }), 400, -32600);
    expectError(await mcp.post(batch, {}, { revision: "2026-07-28", method: null }), 400, -32600);
    const response = await mcp.post({ jsonrpc: "2.0", id: 1, result: {} }, standardHeaders("tools/list"), {
      revision: "2026-07-28",
      method: null,
    });
    expectError(response, 400, -32600);
  });

  it("accepts notifications with 202 and no body", async () => {
    const reply = await mcp.post(
      { jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 1 } },
      { "MCP-Protocol-Version": "2026-07-28" },
    );
    expect(reply.status).toBe(202);
    expect(reply.text).toBe("");
  });

  it("echoes string and integer ids on errors", async () => {
    expectError(await mcp.modern("nope", {}, { id: "abc" }), 404, -32601, "abc");
    expectError(await mcp.modern("nope", {}, { id: 0 }), 404, -32601, 0);
  });
});

describe("legacy revisions", () => {
  it.each(LEGACY)(
    "initialize %s: echoes the version, declares tools and prompts (listChanged false), resources, completions and the skills and apps extensions, full serverInfo, no resultType",
    async (version) => {
      const params = { protocolVersion: version, capabilities: {}, clientInfo: { name: "legacy-test", version: "1" } };
      const reply = await mcp.legacy("initialize", params, null, { validate: { revision: version, method: "initialize" } });
      expect(reply.status).toBe(200);
      const result = reply.body.result;
      expect(result.protocolVersion).toBe(version);
      expect(result.capabilities).toEqual({
        tools: { listChanged: false },
        prompts: { listChanged: false },
        resources: {},
        completions: {},
        extensions: { "io.modelcontextprotocol/skills": {}, "io.modelcontextprotocol/ui": {} },
      });
      expect(result.serverInfo).toEqual(SERVER_INFO);
      expect(result.serverInfo).toMatchObject(FULL_SERVER_INFO);
      expect(result.instructions).toMatch(/read-only/i);
      expect(result).not.toHaveProperty("resultType");
    },
  );

  it("answers an unknown or modern version in initialize with 2025-11-25", async () => {
    for (const asked of ["2024-11-05", "2026-07-28", "1999-01-01"]) {
      const reply = await mcp.legacy(
        "initialize",
        { protocolVersion: asked, capabilities: {}, clientInfo: { name: "x", version: "1" } },
        null,
        {
          validate: { revision: "2025-11-25", method: "initialize" },
        },
      );
      expect(reply.body.result.protocolVersion, asked).toBe("2025-11-25");
    }
  });

  it("answers initialize without a _meta version as the legacy handshake, whatever the header says", async () => {
    const params = { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "x", version: "1" } };
    expect((await mcp.legacy("initialize", params, "2025-11-25")).status).toBe(200);
    for (const header of ["2026-07-28", "1999-01-01"]) {
      const reply = await mcp.legacy("initialize", params, null, {
        headers: { "MCP-Protocol-Version": header },
        validate: { revision: "2025-11-25", method: "initialize" },
      });
      expect(reply.status, header).toBe(200);
      expect(reply.body.result.protocolVersion).toBe("2025-11-25");
      expect(reply.headers.has("mcp-protocol-version")).toBe(false);
    }
  });

  it("notifications/initialized is 202 with no body", async () => {
    const reply = await mcp.post({ jsonrpc: "2.0", method: "notifications/initialized" }, { "MCP-Protocol-Version": "2025-11-25" });
    expect(reply.status).toBe(202);
    expect(reply.text).toBe("");
  });

  it.each(LEGACY)("ping %s is exactly {}", async (version) => {
    const reply = await mcp.legacy("ping", undefined, version);
    expect(reply.body.result).toEqual({});
  });

  it.each(LEGACY)(
    "tools/list and tools/call under %s: the same tools and structured results as every revision (title, outputSchema, structuredContent)",
    async (version) => {
      const list = await mcp.legacy("tools/list", { cursor: "ignored" }, version);
      const tools = list.body.result.tools;
      expect(tools).toHaveLength(4);
      expect(list.body.result).not.toHaveProperty("resultType");
      expect(tools).toEqual((await mcp.modern("tools/list")).body.result.tools);
      for (const tool of tools) {
        const keys = ["name", "title", "description", "inputSchema", "outputSchema", "annotations"];
        expect(Object.keys(tool)).toEqual(tool._meta === undefined ? keys : [...keys, "_meta"]);
      }
      for (const [name, args] of CALLS) {
        const call = await mcp.legacy("tools/call", { name, arguments: args }, version);
        const result = call.body.result;
        expect(result).not.toHaveProperty("resultType");
        expect(result.isError).toBe(false);
        expectContent(name, result, version !== "2025-03-26");
        expectOutputConforms(name, result.structuredContent);
      }
    },
  );

  it.each<Revision>(["2026-07-28", ...LEGACY])(
    "search with alternatives under %s: one fused ranking, each alternative's reading in read_as",
    async (version) => {
      const args = { query: "settle tiny charges", alternatives: ["x402 micropayments", "zzqxv"], limit: 5 };
      const call =
        version === "2026-07-28"
          ? await mcp.modern("tools/call", { name: "search", arguments: args })
          : await mcp.legacy("tools/call", { name: "search", arguments: args }, version);
      const result = call.body.result;
      expect(result.isError).toBe(false);
      const out = result.structuredContent;
      expect(out.alternatives).toEqual(["x402 micropayments", "zzqxv"]);
      expect(out.results[0].id).toBe("x402");
      expect(out.notice).toContain('Nothing matches alternative 2 ("zzqxv").');
      expect(out.read_as.some((item: { alternative?: number }) => item.alternative === 1)).toBe(true);
      // The alternative's score adds to the query's own: the same first hit, scored as both phrasings together.
      const alone = (await mcp.modern("tools/call", { name: "search", arguments: { query: "settle tiny charges", limit: 5 } })).body.result
        .structuredContent;
      expect(out.results[0].score).toBeGreaterThan(alone.results[0].score + 10);
      expect(out.total).toBeGreaterThanOrEqual(alone.total);
      expectOutputConforms("search", out);
    },
  );

  it("without a header a request is 2025-03-26", async () => {
    const call = await mcp.legacy("tools/call", { name: "get_entry", arguments: { id: "x402" } }, null);
    expect(call.body.result.structuredContent.entry.id).toBe("x402");
    expect(JSON.parse(call.body.result.content[0].text).entry.id).toBe("x402");
  });

  it.each(LEGACY)(
    "server/discover under %s: as in 2026-07-28, with serverInfo in the result and no resultType or _meta",
    async (version) => {
      const reply = await mcp.legacy("server/discover", {}, version, { validate: { revision: version, method: null } });
      expect(reply.status).toBe(200);
      expect(reply.body.result).toEqual({
        supportedVersions: SUPPORTED_PROTOCOL_VERSIONS,
        capabilities: {
          tools: { listChanged: false },
          prompts: { listChanged: false },
          resources: {},
          completions: {},
          extensions: { "io.modelcontextprotocol/skills": {}, "io.modelcontextprotocol/ui": {} },
        },
        serverInfo: SERVER_INFO,
        instructions: expect.stringMatching(/read-only/i),
        ttlMs: expect.any(Number),
        cacheScope: "public",
      });
    },
  );

  it("an envelope naming a legacy version is served under that version", async () => {
    const body = { jsonrpc: "2.0", id: 1, method: "tools/list", params: { _meta: modernMeta("2025-06-18") } };
    const reply = await mcp.post(body, { "MCP-Protocol-Version": "2025-06-18" }, { revision: "2025-06-18", method: "tools/list" });
    expect(reply.body.result.tools[0]).toHaveProperty("outputSchema");
  });

  it("an unsupported MCP-Protocol-Version is 400", async () => {
    const reply = await mcp.legacy("tools/list", {}, null, {
      headers: { "MCP-Protocol-Version": "2024-11-05" },
      validate: { revision: "2025-11-25", method: null },
    });
    expectError(reply, 400, -32022, 1);
    expect(reply.body.error.data).toEqual({ supported: [...SUPPORTED_PROTOCOL_VERSIONS], requested: "2024-11-05" });
  });

  it("a modern header without the envelope is 400 -32602", async () => {
    expectError(
      await mcp.legacy("tools/list", {}, null, {
        headers: { "MCP-Protocol-Version": "2026-07-28" },
        validate: { revision: "2026-07-28", method: null },
      }),
      400,
      -32602,
      1,
    );
  });

  it("unknown methods and unknown tools are in-band JSON-RPC errors", async () => {
    expectError(await mcp.legacy("logging/setLevel", { level: "info" }, "2025-11-25"), 200, -32601, 1);
    expectError(await mcp.legacy("tools/call", { name: "nope" }, "2025-06-18"), 200, -32602, 1);
    expectError(await mcp.legacy("prompts/get", { name: "nope" }, "2025-06-18"), 200, -32602, 1);
  });

  it("tool failures are isError results of one JSON text block in every revision", async () => {
    for (const version of LEGACY) {
      const reply = await mcp.legacy(
        "tools/call",
        { name: "get_content", arguments: { type: "guide", id: "search-the-directory" } },
        version,
      );
      expect(reply.body.result.isError, version).toBe(true);
      expect(reply.body.result).not.toHaveProperty("structuredContent");
      expect(reply.body.result.content).toHaveLength(1);
      expect(JSON.parse(reply.body.result.content[0].text)).toEqual({
        error: expect.stringContaining("it is a skill"),
        suggestions: expect.any(Array),
        type: "skill",
      });
    }
  });
});

describe("2025-03-26 batches", () => {
  const validate = { revision: "2025-03-26" as Revision, method: null };

  it("answers the requests of a batch with an array, skipping notifications", async () => {
    const batch = [
      { jsonrpc: "2.0", id: 1, method: "ping" },
      { jsonrpc: "2.0", method: "notifications/initialized" },
      { jsonrpc: "2.0", id: "two", method: "tools/call", params: { name: "get_entry", arguments: { id: "x402" } } },
      { jsonrpc: "2.0", id: 3, method: "logging/setLevel", params: { level: "info" } },
    ];
    const reply = await mcp.post(batch, {}, validate);
    expect(reply.status).toBe(200);
    expect(reply.body.map((item: { id: unknown }) => item.id)).toEqual([1, "two", 3]);
    expect(reply.body[0].result).toEqual({});
    expect(JSON.parse(reply.body[1].result.content[0].text).entry.id).toBe("x402");
    expect(reply.body[2].error.code).toBe(-32601);
    expectValidMessage("2025-03-26", "tools/call", reply.body[1]);
  });

  it("answers a batch of notifications and responses with 202", async () => {
    const reply = await mcp.post(
      [
        { jsonrpc: "2.0", method: "notifications/initialized" },
        { jsonrpc: "2.0", id: 1, result: {} },
      ],
      { "MCP-Protocol-Version": "2025-03-26" },
    );
    expect(reply.status).toBe(202);
    expect(reply.text).toBe("");
  });

  it("reports invalid elements in place", async () => {
    const reply = await mcp.post([{ jsonrpc: "2.0", id: 1, method: "ping" }, { jsonrpc: "1.0", id: 2, method: "ping" }, 5], {}, null);
    expect(reply.body).toHaveLength(3);
    expect(reply.body[1]).toMatchObject({ id: 2, error: { code: -32600 } });
    expect(reply.body[2].error.code).toBe(-32600);
  });

  it("refuses empty, oversized, initialize-holding, enveloped and non-2025-03-26 batches", async () => {
    const ping = { jsonrpc: "2.0", id: 1, method: "ping" };
    expectError(await mcp.post([], {}, { revision: "2025-11-25", method: null }), 400, -32600);
    expectError(
      await mcp.post(
        Array.from({ length: 17 }, (_, id) => ({ ...ping, id })),
        {},
        { revision: "2025-11-25", method: null },
      ),
      400,
      -32600,
    );
    const init = {
      jsonrpc: "2.0",
      id: 2,
      method: "initialize",
      params: { protocolVersion: "2025-03-26", capabilities: {}, clientInfo: { name: "x", version: "1" } },
    };
    expectError(await mcp.post([ping, init], {}, { revision: "2025-11-25", method: null }), 400, -32600);
    const enveloped = { jsonrpc: "2.0", id: 3, method: "tools/list", params: { _meta: modernMeta("2025-03-26") } };
    expectError(await mcp.post([ping, enveloped], {}, { revision: "2025-11-25", method: null }), 400, -32600);
    expectError(await mcp.post([ping], { "MCP-Protocol-Version": "2025-06-18" }, { revision: "2025-11-25", method: null }), 400, -32600);
  });
});

describe("transport", () => {
  it.each(["GET", "DELETE"])("%s /mcp is 405 with Allow and a JSON body saying there is no stream and no session", async (method) => {
    const reply = await mcp.raw({ method, headers: { accept: "text/event-stream", "mcp-session-id": "abc" } });
    expect(reply.status).toBe(405);
    expect(reply.headers.get("allow")).toMatch(/\bPOST\b/);
    expect(reply.headers.get("allow")).not.toMatch(/\bGET\b/);
    expect(reply.headers.get("content-type")).toMatch(/^application\/json/);
    expect(reply.body.error.message).toMatch(/no SSE stream and no sessions/);
    expectValidMessage("2025-11-25", null, reply.body);
    expect(reply.headers.has("mcp-session-id")).toBe(false);
  });

  it("ignores an incoming Mcp-Session-Id and never sets one", async () => {
    const reply = await mcp.modern("tools/list", {}, { headers: { "Mcp-Session-Id": "s-123", "Last-Event-ID": "4" } });
    expect(reply.status).toBe(200);
  });

  it("answers JSON whatever Accept says (it is not checked, as the live service does not)", async () => {
    for (const accept of [
      null,
      "*/*",
      "application/json",
      "application/*",
      "text/event-stream",
      "text/html",
      "application/json;q=0, */*",
    ]) {
      const reply = await mcp.modern("tools/list", {}, { headers: { accept } });
      expect(reply.status, String(accept)).toBe(200);
      expect(reply.headers.get("content-type")).toMatch(/^application\/json/);
    }
  });

  it("invalid JSON and invalid UTF-8 are 400 -32700 without an id", async () => {
    expectError(await mcp.post('{"jsonrpc":"2.0",', {}, { revision: "2026-07-28", method: null }), 400, -32700);
    expectError(await mcp.post("", {}, { revision: "2026-07-28", method: null }), 400, -32700);
    const bytes = new Uint8Array([0x7b, 0xff, 0x7d]);
    const reply = await mcp.raw({ method: "POST", headers: { "content-type": "application/json" }, body: bytes });
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe(-32700);
  });

  it("invalid JSON-RPC is 400 -32600, echoing a readable id", async () => {
    expectError(await mcp.post({ jsonrpc: "1.0", id: 5, method: "ping" }, {}, { revision: "2025-11-25", method: null }), 400, -32600, 5);
    expectError(await mcp.post({ jsonrpc: "2.0", id: null, method: "ping" }, {}, { revision: "2025-11-25", method: null }), 400, -32600);
    expectError(await mcp.post("42", {}, { revision: "2025-11-25", method: null }), 400, -32600);
  });

  it("caps the body at 64 KiB counted in bytes, multi-byte characters included", async () => {
    // 30,000 three-byte characters: 90,000 bytes, though only 30,000 characters.
    const query = "世".repeat(30_000);
    const body = JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "search", arguments: { query }, _meta: modernMeta() },
    });
    expect(body.length).toBeLessThan(65_536);
    const reply = await mcp.post(body, standardHeaders("tools/call", { name: "search" }), { revision: "2026-07-28", method: null });
    expectError(reply, 413, -32600);
    // Just under the cap is read and answered (the tool then explains the query is too long).
    const padding = "a".repeat(60_000);
    const near = await mcp.modern("tools/call", { name: "search", arguments: { query: padding } });
    expect(near.status).toBe(200);
    expect(near.body.result.isError).toBe(true);
  });

  it("caps a streamed body with no Content-Length", async () => {
    const chunk = new TextEncoder().encode(" ".repeat(16_384));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ >= 8) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const reply = await mcp.raw({ method: "POST", headers: { "content-type": "application/json" }, body: stream });
    expect(reply.status).toBe(413);
    expect(reply.body.error.code).toBe(-32600);
  });

  it("checks Origin against ALLOWED_ORIGINS: present and not allowed is 403", async () => {
    const strict = wire({ ALLOWED_ORIGINS: "https://app.example" });
    const denied = await strict.modern(
      "tools/list",
      {},
      { headers: { Origin: "https://evil.example" }, validate: { revision: "2026-07-28", method: null } },
    );
    expectError(denied, 403, -32000);
    expect((await strict.modern("tools/list", {}, { headers: { Origin: "https://app.example" } })).status).toBe(200);
    expect((await strict.modern("tools/list")).status).toBe(200);
    expect((await mcp.modern("tools/list", {}, { headers: { Origin: "https://anyone.example" } })).status).toBe(200);
  });

  it("refuses a foreign Host (DNS rebinding) and accepts loopback and our own names", async () => {
    const evil = await wire({}, "http://evil.example.com").modern(
      "server/discover",
      {},
      { validate: { revision: "2026-07-28", method: null } },
    );
    expectError(evil, 403, -32000);
    const evilLegacy = await wire({}, "http://evil.example.com:8787").legacy(
      "initialize",
      { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "x", version: "1" } },
      null,
      {
        validate: { revision: "2025-11-25", method: null },
      },
    );
    expect(evilLegacy.status).toBe(403);
    for (const base of [
      "http://localhost:8787",
      "http://[::1]:8787",
      "https://mcp.indexagentica.com",
      "https://indexagentica-mcp.indexagentica.workers.dev",
    ]) {
      expect((await wire({}, base).modern("server/discover")).status, base).toBe(200);
    }
    expect((await wire({ PUBLIC_BASE_URL: "https://mcp.example.org" }, "https://mcp.example.org").modern("server/discover")).status).toBe(
      200,
    );
  });

  it("answers a CORS preflight with the MCP headers allowed", async () => {
    const reply = await mcp.raw({
      method: "OPTIONS",
      headers: {
        origin: "https://app.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "mcp-protocol-version, mcp-method, mcp-name, mcp-param-id",
      },
    });
    expect(reply.status).toBe(204);
    expect(reply.headers.get("access-control-allow-headers")).toContain("mcp-param-id");
  });
});
