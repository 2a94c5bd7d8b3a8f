// Contract §3 tools/call, in every era: a success is one text block holding the structured output as JSON, plus
// structuredContent and isError false; a failure is isError with one block of JSON ({error, suggestions?,
// type?}) or, for an outage, a sentence; an unknown tool or a call without a name is JSON-RPC -32602. Modern
// calls need only the standard headers (no Mcp-Param-*). Messages are validated against the official schemas.

import { describe, expect, it } from "vitest";
import { callTool, ERAS } from "./mcp-support";
import { dataTargets, mcp } from "./support/http";
import { modernMeta } from "../support/mcp-wire";

const CALLS: readonly [string, Record<string, unknown>][] = [
  ["search", { query: "browser automation", limit: 3 }],
  ["get_entry", { id: "x402" }],
  ["get_content", { type: "skill", id: "search-the-directory" }],
  ["list_categories", {}],
];

describe.each(dataTargets())("tools/call on %s", (_name, target) => {
  it.each(ERAS)("%s: every tool answers one JSON text block, structuredContent and isError false", async (version) => {
    for (const [name, args] of CALLS) {
      const call = await callTool(target, name, args, version);
      expect(call.isError, name).toBe(false);
      expect(call.output.data.source).toBe("live");
      expect(call.reply.headers.get("mcp-protocol-version")).toBe(version === "2026-07-28" ? "2026-07-28" : null);
    }
  });

  it.each(ERAS)("%s: bad arguments and misses are isError with one block of JSON, no structuredContent", async (version) => {
    const bad = await callTool(target, "search", { query: "x", limit: 99 }, version);
    expect(bad.error).toEqual({ error: "Invalid arguments for search: `limit` must be at most 50; got 99." });
    const miss = await callTool(target, "get_entry", { id: "zzzzqqqxx" }, version);
    expect(miss.error).toEqual({ error: expect.stringContaining("zzzzqqqxx"), suggestions: [] });
    // Arguments that are not an object are an input error of the call, not a protocol error (SEP-1303).
    const notObject = await callTool(target, "get_entry", ["x402"], version);
    expect(notObject.error).toEqual({ error: expect.stringMatching(/must be an object/) });
  });

  it("2026-07-28: a call with only the standard headers works for every tool and argument (no Mcp-Param-*)", async () => {
    const wire = mcp(target);
    for (const [name, args] of [
      ["search", { query: "agent", type: "guide" }],
      ["get_content", { type: "guide", id: "automate-a-browser-with-playwright-mcp" }],
      ["get_entry", { id: " Some-Id " }],
    ] as const) {
      const reply = await wire.modern("tools/call", { name, arguments: args });
      expect(reply.status, name).toBe(200);
      expect(reply.body.result).toHaveProperty("isError");
    }
    // Stray Mcp-Param headers change nothing.
    const stray = await wire.modern(
      "tools/call",
      { name: "search", arguments: { query: "agent" } },
      { headers: { "Mcp-Param-Type": "guide", "Mcp-Param-Id": "=?base64?bm9wZQ==?=" } },
    );
    expect(stray.body.result.structuredContent.type).toBe("all");
  });

  it("an unknown tool or a call without a string name is HTTP 200 JSON-RPC -32602, in both eras", async () => {
    const wire = mcp(target);
    for (const reply of [
      await wire.modern("tools/call", { name: "nope", arguments: {} }),
      await wire.legacy("tools/call", { name: "nope", arguments: {} }, "2025-11-25"),
      await wire.legacy("tools/call", { arguments: {} }, "2025-03-26"),
    ]) {
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ id: 1, error: { code: -32602 } });
    }
    const noName = await wire.post(
      { jsonrpc: "2.0", id: 2, method: "tools/call", params: { _meta: modernMeta() } },
      { "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "tools/call" },
      { revision: "2026-07-28", method: null },
    );
    expect(noName.status).toBe(200);
    expect(noName.body.error.code).toBe(-32602);
    expect(noName.headers.get("mcp-protocol-version")).toBe("2026-07-28");
  });
});
