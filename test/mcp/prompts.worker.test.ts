// prompts/list, prompts/get and completion/complete of prompt arguments through the real fetch handler over the
// test site, in every revision, every reply checked against the schema of the revision it was served under
// (test/support/mcp-wire.ts); the errors a person's typing can cause; and 2026-07-28's Mcp-Name rules for
// prompts/get.

import { describe, expect, it } from "vitest";
import { SUPPORTED_PROTOCOL_VERSIONS } from "../../src/core/server-info";
import { SERVER_CAPABILITIES } from "../../src/mcp/capabilities";
import { PROMPTS_TTL_MS } from "../../src/mcp/prompts";
import { SIMILAR_TO_ARGUMENT } from "../../src/prompts/alternatives";
import { MAX_COMPARED } from "../../src/prompts/compare";
import { PROMPTS } from "../../src/prompts/registry";
import type { Revision } from "../support/mcp-schemas";
import { McpWire, modernMeta, type Reply } from "../support/mcp-wire";
import { callWorker, failingSiteUrl } from "../support/worker";

const BASE = "http://127.0.0.1:8787";
const mcp = new McpWire((request) => callWorker(request), BASE);
const REVISIONS = SUPPORTED_PROTOCOL_VERSIONS as readonly Revision[];

function send(target: McpWire, version: Revision, method: string, params: Record<string, unknown> = {}): Promise<Reply> {
  return version === "2026-07-28" ? target.modern(method, params) : target.legacy(method, params, version);
}

const get = (version: Revision, name: string, args?: Record<string, unknown>) =>
  send(mcp, version, "prompts/get", args === undefined ? { name } : { name, arguments: args });

interface Message {
  role: string;
  content: { type: string; text?: string; resource?: { uri: string; mimeType: string; text: string } };
}

const texts = (reply: Reply) =>
  (reply.body.result.messages as Message[]).filter((m) => m.content.type === "text").map((m) => m.content.text!);
const resources = (reply: Reply) =>
  (reply.body.result.messages as Message[]).filter((m) => m.content.type === "resource").map((m) => m.content.resource!);

function expectInvalid(reply: Reply, pattern: RegExp): Record<string, unknown> {
  expect(reply.status, reply.text).toBe(200);
  expect(reply.body.error?.code, reply.text).toBe(-32602);
  expect(reply.body.error.message).toMatch(pattern);
  return reply.body.error.data;
}

describe("the prompts capability", () => {
  it("is in server/discover and every initialize", async () => {
    expect(SERVER_CAPABILITIES.prompts).toEqual({ listChanged: false });
    const discover = await mcp.modern("server/discover");
    expect(discover.body.result.capabilities.prompts).toEqual({ listChanged: false });
    const init = await mcp.legacy(
      "initialize",
      { protocolVersion: "2025-03-26", capabilities: {}, clientInfo: { name: "t", version: "1" } },
      null,
    );
    expect(init.body.result.capabilities.prompts).toEqual({ listChanged: false });
  });
});

describe("prompts/list", () => {
  it.each(REVISIONS)("%s: the four prompts with their arguments, titles where the revision has them", async (version) => {
    const reply = await send(mcp, version, "prompts/list");
    expect(reply.status, reply.text).toBe(200);
    const prompts = reply.body.result.prompts as Record<string, unknown>[];
    expect(prompts.map((prompt) => prompt.name)).toEqual(["find", "compare", "install", "alternatives"]);
    for (const [at, prompt] of prompts.entries()) {
      const definition = PROMPTS[at]!;
      expect(prompt.description).toBe(definition.description);
      const args = prompt.arguments as Record<string, unknown>[];
      expect(args.map((arg) => [arg.name, arg.required])).toEqual(definition.arguments.map((arg) => [arg.name, arg.required]));
      expect("title" in prompt, version).toBe(version !== "2025-03-26");
      for (const arg of args) expect("title" in arg).toBe(version !== "2025-03-26");
    }
    if (version === "2026-07-28")
      expect(reply.body.result).toMatchObject({ resultType: "complete", ttlMs: PROMPTS_TTL_MS, cacheScope: "public" });
    else expect(reply.body.result).not.toHaveProperty("ttlMs");
  });

  it("has no second page: a cursor is -32602", async () => {
    expectInvalid(await mcp.modern("prompts/list", { cursor: "x" }), /one page/);
  });
});

describe("prompts/get", () => {
  it.each(REVISIONS)("%s: find carries the need and asks for search with alternatives, then a recommendation", async (version) => {
    const reply = await get(version, "find", { need: "  run untrusted Python code safely  " });
    expect(reply.status, reply.text).toBe(200);
    const [message, ...rest] = texts(reply);
    expect(rest).toEqual([]);
    expect(message).toContain("I need a tool for this: run untrusted Python code safely");
    expect(message).toContain('search with query "run untrusted Python code safely", alternatives set to 2 to 4 rephrasings');
    expect(message).toMatch(/agent_access\.mcp_endpoint.*agent_access\.auth.*license.*pricing.*status/);
    expect(message).toContain("claude mcp add");
    expect(reply.body.result.description).toBe("Find tools for: run untrusted Python code safely");
    expect(reply.body.result.messages[0].role).toBe("user");
  });

  it("find passes a type and a category on to search, and refuses ones that do not exist", async () => {
    const reply = await get("2025-11-25", "find", { need: "sandbox", type: "Entry", category: "infrastructure" });
    expect(texts(reply)[0]).toContain('and type "entry" and category "infrastructure"');
    expect(reply.body.result._meta["com.indexagentica/data"].source).toBe("live");
    expectInvalid(await get("2025-11-25", "find", { need: "browser", type: "automation" }), /one of all, entry.*one word per argument/);
    const data = expectInvalid(
      await get("2025-11-25", "find", { need: "sandbox", category: "infrastucture" }),
      /No category "infrastucture"/,
    );
    expect(data.suggestions).toContain("infrastructure");
  });

  it.each(REVISIONS)("%s: compare embeds each entry as resources/read gives it, and the comparison that covers them", async (version) => {
    const reply = await get(version, "compare", { ids: "E2B, daytona modal" });
    expect(reply.status, reply.text).toBe(200);
    const embedded = resources(reply);
    expect(embedded.map((resource) => resource.uri)).toEqual([
      "indexagentica://entries/e2b",
      "indexagentica://entries/daytona",
      "indexagentica://entries/modal",
      "indexagentica://content/comparison/code-sandboxes-for-agents",
    ]);
    for (const resource of embedded) {
      const read = await send(mcp, version, "resources/read", { uri: resource.uri });
      expect(resource.text).toBe(read.body.result.contents[0].text);
      expect(resource.mimeType).toBe("text/markdown");
    }
    const [instructions] = texts(reply);
    expect(instructions).toContain("side by side: e2b, daytona and modal");
    expect(instructions).toContain('with the comparison "');
    expect(instructions).toMatch(/remote MCP endpoint, sign-in, licence, pricing, status/);
    expect(reply.body.result.messages.at(-1).content.type).toBe("text");
  });

  it("compare refuses too few, too many and unknown ids, naming the closest ones", async () => {
    expectInvalid(await get("2026-07-28", "compare", { ids: "e2b" }), /2 to 5 entry ids.*has 1 distinct id\b/);
    expectInvalid(await get("2026-07-28", "compare", { ids: "e2b e2b, E2B" }), /has 1 distinct id/);
    const six = ["e2b", "daytona", "modal", "x402", "aider", "letta"];
    expect(six.length).toBeGreaterThan(MAX_COMPARED);
    expectInvalid(await get("2026-07-28", "compare", { ids: six.join(",") }), /has 6 distinct ids/);
    const data = expectInvalid(await get("2026-07-28", "compare", { ids: "e2b, x-402" }), /No entry with id "x-402".*Did you mean x402/);
    expect(data).toEqual({ name: "compare", suggestions: expect.arrayContaining(["x402"]) });
    expectInvalid(await get("2026-07-28", "compare", { ids: "e2b code-sandboxes-for-agents" }), /is a comparison, not an entry/);
  });

  it.each(REVISIONS)("%s: install gives Claude Code's claude mcp add line by default, the endpoint and the sign-in", async (version) => {
    const reply = await get(version, "install", { id: "deepwiki-mcp" });
    const [message] = texts(reply);
    expect(message).toContain("in Claude Code:");
    expect(message).toContain("claude mcp add --transport http deepwiki https://mcp.deepwiki.com/mcp");
    expect(message).toContain("- Endpoint: https://mcp.deepwiki.com/mcp (Streamable HTTP)");
    expect(message).toContain("- Sign-in: none");
  });

  it("install gives the named client's snippet and the sign-in note, and refuses an unknown client", async () => {
    const cursor = texts(await get("2025-06-18", "install", { id: "github-mcp-server", client: "Cursor" }))[0]!;
    expect(cursor).toContain('"url": "https://api.githubcopilot.com/mcp/"');
    expect(cursor).toContain("Sign-in: oauth. Signs in with OAuth");
    const codex = texts(await get("2025-06-18", "install", { id: "exa-api", client: "codex" }))[0]!;
    expect(codex).toContain("codex mcp add exa --url https://mcp.exa.ai/mcp");
    expect(codex).toContain("[mcp_servers.exa]");
    expect(codex).toContain("Needs an API key");
    const vscode = texts(await get("2025-06-18", "install", { id: "exa-api", client: "VS Code" }))[0]!;
    expect(vscode).toContain('"servers"');
    const data = expectInvalid(
      await get("2025-06-18", "install", { id: "exa-api", client: "curosr" }),
      /No client "curosr".*Did you mean cursor/,
    );
    expect(data.suggestions).toEqual(["cursor"]);
  });

  it("install of an entry without a remote endpoint says so plainly and carries the entry", async () => {
    const reply = await get("2026-07-28", "install", { id: "playwright-mcp" });
    expect(reply.status, reply.text).toBe(200);
    expect(resources(reply).map((resource) => resource.uri)).toEqual(["indexagentica://entries/playwright-mcp"]);
    expect(texts(reply)[0]).toContain("lists no remote MCP endpoint for it, so it cannot be added by URL");
    expect(reply.body.result.description).toBe("Playwright MCP has no remote MCP endpoint");
  });

  it.each(REVISIONS)("%s: alternatives carries the entry, its category and tags, and asks for search with similar_to", async (version) => {
    const reply = await get(version, "alternatives", { id: "playwright-mcp" });
    expect(resources(reply).map((resource) => resource.uri)).toEqual(["indexagentica://entries/playwright-mcp"]);
    const [message] = texts(reply);
    expect(message).toContain(`search with ${SIMILAR_TO_ARGUMENT} "playwright-mcp"`);
    expect(message).toContain("Its category is mcp-servers; its tags are mcp, browser-automation, playwright and accessibility-tree.");
    expect(message).toContain("leaving playwright-mcp out");
  });

  it.each(REVISIONS)("%s: bad arguments are -32602 saying what would do", async (version) => {
    const unknown = expectInvalid(await get(version, "nope"), /Unknown prompt "nope"\. Prompts: find, compare, install, alternatives/);
    expect(unknown.name).toBe("nope");
    expectInvalid(await get(version, "compare"), /needs argument "ids"/);
    expectInvalid(await get(version, "compare", { ids: "   " }), /needs argument "ids"/);
    expectInvalid(await get(version, "find", { need: "x", what: "y" }), /no argument "what"; it takes "need", "type", "category"/);
    expectInvalid(await get(version, "install", { id: 402 }), /must be a string.*not a number/);
    expectInvalid(await get(version, "install", { id: ["x402"] }), /not an array/);
    expectInvalid(await get(version, "find", { need: "x".repeat(1001) }), /longer than 1000 characters/);
    expectInvalid(await send(mcp, version, "prompts/get", { name: "find", arguments: "need" }), /must be an object of strings/);
    expectInvalid(await send(mcp, version, "prompts/get", {}), /needs params\.name/);
    const miss = expectInvalid(await get(version, "alternatives", { id: "playwrite-mcp" }), /No entry with id "playwrite-mcp"/);
    expect(miss.suggestions).toContain("playwright-mcp");
  });

  it("while only the bundled sample is held, an id it lacks is -32603 (the site may have it); one it has is answered", async () => {
    const down = new McpWire(async (request) => callWorker(request, { DATA_BASE_URL: await failingSiteUrl("prompts-down") }), BASE);
    const lacking = await down.modern("prompts/get", { name: "alternatives", arguments: { id: "test-site-only" } });
    expect(lacking.body.error.code, lacking.text).toBe(-32603);
    const held = await down.modern("prompts/get", { name: "alternatives", arguments: { id: "x402" } });
    expect(held.body.result._meta["com.indexagentica/data"].source).toBe("sample");
  });
});

describe("2026-07-28: prompts/get is routed by Mcp-Name", () => {
  const body = (name: string) => ({
    jsonrpc: "2.0",
    id: 7,
    method: "prompts/get",
    params: { name, arguments: { need: "payments" }, _meta: modernMeta() },
  });
  const headers = (name: string | null) => ({
    "MCP-Protocol-Version": "2026-07-28",
    "Mcp-Method": "prompts/get",
    ...(name === null ? {} : { "Mcp-Name": name }),
  });

  it("is required, and must equal params.name", async () => {
    const missing = await mcp.post(body("find"), headers(null));
    expect([missing.status, missing.body.error.code]).toEqual([400, -32020]);
    expect(missing.body.id).toBe(7);
    const other = await mcp.post(body("find"), headers("compare"));
    expect([other.status, other.body.error.code]).toEqual([400, -32020]);
  });

  it("may carry optional whitespace or the Base64 sentinel", async () => {
    expect((await mcp.post(body("find"), headers("  find  "))).status).toBe(200);
    const encoded = `=?base64?${btoa("find")}?=`;
    const reply = await mcp.post(body("find"), headers(encoded), { revision: "2026-07-28", method: "prompts/get" });
    expect(reply.body.result.messages).toHaveLength(1);
  });
});

describe("completion/complete of prompt arguments (ref/prompt)", () => {
  const ask = (version: Revision, prompt: string, name: string, value: string) =>
    send(mcp, version, "completion/complete", { ref: { type: "ref/prompt", name: prompt }, argument: { name, value } });
  const values = (reply: Reply) => reply.body.result.completion.values as string[];

  it.each(REVISIONS)("%s: ids, the last of a list of ids, clients, types and categories", async (version) => {
    expect(values(await ask(version, "install", "id", "deepw"))[0]).toBe("deepwiki-mcp");
    expect(values(await ask(version, "alternatives", "id", "playwright"))).toEqual(
      expect.arrayContaining(["playwright", "playwright-mcp"]),
    );
    const list = values(await ask(version, "compare", "ids", "e2b, dayt"));
    expect(list[0]).toBe("e2b, daytona");
    const afterComma = values(await ask(version, "compare", "ids", "e2b,e2"));
    expect(afterComma).toContain("e2b,e2b-code-interpreter");
    expect(afterComma).not.toContain("e2b,e2b");
    // Prefix matches, shorter first, as every id completes.
    expect(values(await ask(version, "install", "client", "cl"))).toEqual(["cline", "claude_code"]);
    expect(values(await ask(version, "install", "client", "VS"))).toEqual(["vscode"]);
    expect(values(await ask(version, "find", "type", "sk"))).toEqual(["skill"]);
    expect(values(await ask(version, "find", "category", "mcp"))[0]).toBe("mcp-servers");
    const need = await ask(version, "find", "need", "brows");
    expect(need.body.result.completion).toEqual({ values: [], total: 0, hasMore: false });
  });

  it("a list that already holds five ids completes nothing", async () => {
    const reply = await ask("2026-07-28", "compare", "ids", "e2b daytona modal x402 aider l");
    expect(reply.body.result).toMatchObject({ resultType: "complete", completion: { values: [], total: 0 } });
  });

  it("an unknown prompt or argument is -32602 naming the prompt", async () => {
    const unknown = expectInvalid(
      await ask("2025-11-25", "test_prompt_with_arguments", "arg1", ""),
      /No prompt "test_prompt_with_arguments"/,
    );
    expect(unknown).toEqual({ ref: { type: "ref/prompt", name: "test_prompt_with_arguments" } });
    expectInvalid(await ask("2025-11-25", "compare", "id", "e2b"), /has no argument "id"; complete "ids"/);
    expectInvalid(
      await send(mcp, "2025-11-25", "completion/complete", { ref: { type: "ref/prompt" }, argument: { name: "id", value: "" } }),
      /ref\/prompt needs name/,
    );
  });
});
