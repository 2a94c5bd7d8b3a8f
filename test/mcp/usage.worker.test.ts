// What POST /mcp tells usage logging: method, tool, client, version, era and outcome (no free text).

import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getConfig } from "../../src/core/config";
import { storeDeps, toolContext, type RequestContext } from "../../src/routing/request-context";
import { handleMcpPost } from "../../src/mcp/endpoint";
import { newUsageRecord, type UsageRecord } from "../../src/observability/usage";
import { modernMeta, standardHeaders } from "../support/mcp-wire";

async function usageOf(body: unknown, headers: Record<string, string>): Promise<{ usage: UsageRecord; status: number }> {
  const exec = createExecutionContext();
  const request = new Request("http://127.0.0.1:8787/mcp", {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json", ...headers },
  });
  const config = getConfig(env);
  const context: RequestContext = {
    request,
    url: new URL(request.url),
    env,
    exec,
    config,
    startedAt: Date.now(),
    baseUrl: "http://127.0.0.1:8787",
    tools: toolContext(config, storeDeps(exec)),
    // The pipeline sets the route from the route table before the handler runs.
    usage: { ...newUsageRecord("/mcp"), route: "mcp" },
  };
  const response = await handleMcpPost(context);
  await waitOnExecutionContext(exec);
  return { usage: context.usage, status: response.status };
}

describe("usage record of /mcp", () => {
  it("records a modern tool call with client, version, era and the tool's own fields", async () => {
    const params = { name: "search", arguments: { query: "browser automation", type: "entry" } };
    const { usage } = await usageOf(
      { jsonrpc: "2.0", id: 1, method: "tools/call", params: { ...params, _meta: modernMeta() } },
      standardHeaders("tools/call", params),
    );
    expect(usage).toMatchObject({
      route: "mcp",
      method: "tools/call",
      tool: "search",
      era: "modern",
      protocolVersion: "2026-07-28",
      clientName: "mcp-wire-test",
      clientVersion: "1.0.0",
      typeFilter: "entry",
      queryWords: 2,
    });
    expect(usage.outcome).toBeUndefined();
    expect(JSON.stringify(usage)).not.toContain("browser automation");
    // A ranked first page whose best hit matched every word: not a weak answer.
    expect(usage).toMatchObject({ rankedSearch: 1, weakAnswer: 0 });
  });

  it("records a search answered with the weak-answer line as a 1, and its text nowhere", async () => {
    const query = "stop my browsing agent from using my own logged-in accounts";
    const call = (args: Record<string, unknown>) => {
      const params = { name: "search", arguments: args };
      return usageOf(
        { jsonrpc: "2.0", id: 1, method: "tools/call", params: { ...params, _meta: modernMeta() } },
        standardHeaders("tools/call", params),
      );
    };
    const weak = await call({ query });
    expect(weak.usage).toMatchObject({ tool: "search", rankedSearch: 1, weakAnswer: 1 });
    expect(JSON.stringify(weak.usage)).not.toContain("browsing");
    expect((await call({ query, offset: 1 })).usage).toMatchObject({ rankedSearch: 0, weakAnswer: 0 });
    expect((await call({ query, alternatives: ["browser automation"] })).usage).toMatchObject({ rankedSearch: 1, weakAnswer: 0 });
    expect((await call({ type: "guide" })).usage).toMatchObject({ rankedSearch: 0, weakAnswer: 0 });
  });

  it("records a resource read by kind and public id, and a URI that does not parse by nothing but its error", async () => {
    const read = await usageOf(
      {
        jsonrpc: "2.0",
        id: 1,
        method: "resources/read",
        params: { uri: "indexagentica://content/guide/automate-a-browser-with-playwright-mcp" },
      },
      { "MCP-Protocol-Version": "2025-11-25" },
    );
    expect(read.usage).toMatchObject({ method: "resources/read", typeFilter: "guide", targetId: "automate-a-browser-with-playwright-mcp" });
    expect(read.usage.outcome).toBeUndefined();
    const odd = await usageOf(
      { jsonrpc: "2.0", id: 1, method: "resources/read", params: { uri: "test://Secret Text" } },
      { "MCP-Protocol-Version": "2025-11-25" },
    );
    expect(odd.usage).toMatchObject({ method: "resources/read", outcome: "error", detail: "-32602" });
    expect(odd.usage.targetId).toBeUndefined();
    expect(JSON.stringify(odd.usage)).not.toContain("Secret");
  });

  it("records the negotiated version and client of a legacy initialize", async () => {
    const params = { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "legacy-client", version: "2" } };
    const { usage } = await usageOf({ jsonrpc: "2.0", id: 1, method: "initialize", params }, {});
    expect(usage).toMatchObject({
      method: "initialize",
      era: "legacy",
      protocolVersion: "2025-06-18",
      clientName: "legacy-client",
      clientVersion: "2",
    });
  });

  it("records tool errors and protocol errors as outcome error with a detail", async () => {
    const bad = await usageOf(
      { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "get_entry", arguments: { id: "nope-nope" } } },
      {},
    );
    expect(bad.usage).toMatchObject({ tool: "get_entry", outcome: "error", detail: "tool_error", targetId: "nope-nope", era: "legacy" });
    const missing = await usageOf({ jsonrpc: "2.0", id: 1, method: "tools/list", params: {} }, { "MCP-Protocol-Version": "2026-07-28" });
    expect(missing.status).toBe(400);
    expect(missing.usage).toMatchObject({ method: "tools/list", outcome: "error", detail: "-32602" });
    const batch = await usageOf([{ jsonrpc: "2.0", id: 1, method: "ping" }], {});
    expect(batch.usage.method).toBe("batch");
    const odd = await usageOf({ jsonrpc: "2.0", id: 1, method: "secret/some-free-text" }, {});
    expect(odd.usage).toMatchObject({ method: "other", outcome: "error", detail: "-32601" });
  });
});
