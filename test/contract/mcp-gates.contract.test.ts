// Contract §3 gates and era detection on POST /mcp, in the order the live service applies them where the MCP
// specification allows it (docs/compatibility.md lists where it does not): body size, JSON, batches, the
// version checks (-32020 / -32022 / -32602 / -32020), methods per era, the MCP-Protocol-Version echo, and the
// transport (no Accept check, no session, GET/DELETE 405, 429 on the rate-limited Worker).

import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { modernMeta, standardHeaders, type Reply } from "../support/mcp-wire";
import { dataTargets, mcp, targets } from "./support/http";
import { untilLimited } from "./support/rest";

const SUPPORTED = ["2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26"];
const NO_VALIDATION = { revision: "2026-07-28", method: null } as const;

/**
 * POSTs a body with node:http and reads the answer even when the server answers (and closes) before the client
 * has written the whole body, as it does past 64 KiB; fetch would report that as a network error instead.
 */
function postRaw(url: string, body: string): Promise<{ status: number; text: string }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: "POST",
        headers: { "content-type": "application/json" },
        timeout: 30_000,
      },
      (res) => {
        answered = true;
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("timed out")));
    // A write cut short after the answer arrived is the early answer itself, not a failure.
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    req.end(body);
  });
}

function expectError(reply: Reply, status: number, code: number, id?: string | number): void {
  expect(reply.status, reply.text.slice(0, 300)).toBe(status);
  expect(reply.body.error.code, reply.text.slice(0, 300)).toBe(code);
  if (id !== undefined) expect(reply.body.id).toBe(id);
}

describe.each(dataTargets())("/mcp gates on %s", (_name, target) => {
  const wire = mcp(target);

  it("body over 64 KiB is 413 -32600; not JSON 400 -32700; not an object or not a request 400 -32600", async () => {
    const big = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: { pad: "x".repeat(70_000) } });
    const oversized = await postRaw(`${target.base}/mcp`, big);
    expect(oversized.status).toBe(413);
    expect(JSON.parse(oversized.text).error.code).toBe(-32600);
    expectError(await wire.post("{nope", {}, NO_VALIDATION), 400, -32700);
    expectError(await wire.post("42", {}, NO_VALIDATION), 400, -32600);
    expectError(await wire.post({ jsonrpc: "1.0", id: 5, method: "ping" }, {}, NO_VALIDATION), 400, -32600, 5);
  });

  it("batches: 2025-03-26 (or no header) answered one by one; empty, other versions and initialize refused", async () => {
    const batch = [
      { jsonrpc: "2.0", id: 1, method: "tools/list" },
      { jsonrpc: "2.0", method: "notifications/initialized" },
      { jsonrpc: "2.0", id: 2, method: "ping" },
    ];
    const ok = await wire.post(batch, {}, { revision: "2025-03-26", method: null });
    expect(ok.status).toBe(200);
    expect(ok.body.map((item: { id: number }) => item.id)).toEqual([1, 2]);
    expect(ok.body[0].result.tools).toHaveLength(4);
    expect((await wire.post(batch, { "MCP-Protocol-Version": "2025-03-26" }, { revision: "2025-03-26", method: null })).status).toBe(200);
    const quiet = await wire.post([{ jsonrpc: "2.0", method: "notifications/initialized" }], {}, null);
    expect(quiet.status).toBe(202);
    expectError(await wire.post([], {}, NO_VALIDATION), 400, -32600);
    expectError(await wire.post(batch, { "MCP-Protocol-Version": "2025-06-18" }, NO_VALIDATION), 400, -32600);
    // 2025-03-26 lifecycle: initialize MUST NOT be part of a batch (a documented difference).
    const init = { jsonrpc: "2.0", id: 3, method: "initialize", params: { protocolVersion: "2025-03-26", capabilities: {} } };
    expectError(await wire.post([init], {}, NO_VALIDATION), 400, -32600);
  });

  it("version order: mismatch -32020, then an unsupported version -32022 (whatever else is missing), then the envelope -32602", async () => {
    const bodyV999 = { jsonrpc: "2.0", id: "a", method: "tools/list", params: { _meta: modernMeta("v999.0.0") } };
    expectError(await wire.post(bodyV999, standardHeaders("tools/list"), NO_VALIDATION), 400, -32020, "a");
    const unsupported = await wire.post(bodyV999, standardHeaders("tools/list", {}, "v999.0.0"), NO_VALIDATION);
    expectError(unsupported, 400, -32022, "a");
    expect(unsupported.body.error.data).toEqual({ supported: SUPPORTED, requested: "v999.0.0" });
    const bare = {
      jsonrpc: "2.0",
      id: "b",
      method: "tools/list",
      params: { _meta: { "io.modelcontextprotocol/protocolVersion": "2099-01-01" } },
    };
    expectError(
      await wire.post(bare, { "MCP-Protocol-Version": "2099-01-01", "Mcp-Method": "tools/list" }, NO_VALIDATION),
      400,
      -32022,
      "b",
    );
    const headerOnly = await wire.post(
      { jsonrpc: "2.0", id: "c", method: "tools/list" },
      { "MCP-Protocol-Version": "2099-01-01" },
      NO_VALIDATION,
    );
    expectError(headerOnly, 400, -32022, "c");
    expect(headerOnly.body.error.data.requested).toBe("2099-01-01");
    // The specification requires clientCapabilities, and a modern header needs the envelope (documented differences).
    const noCapabilities = {
      jsonrpc: "2.0",
      id: "d",
      method: "tools/list",
      params: { _meta: { "io.modelcontextprotocol/protocolVersion": "2026-07-28" } },
    };
    expectError(await wire.post(noCapabilities, standardHeaders("tools/list"), NO_VALIDATION), 400, -32602, "d");
    expectError(
      await wire.post({ jsonrpc: "2.0", id: "e", method: "tools/list" }, standardHeaders("tools/list"), NO_VALIDATION),
      400,
      -32602,
      "e",
    );
  });

  it("standard headers: MCP-Protocol-Version and Mcp-Method required and equal to the body, Mcp-Name decoded and compared", async () => {
    const call = { name: "list_categories", arguments: {} };
    expectError(
      await wire.modern("tools/list", {}, { headers: { "MCP-Protocol-Version": null }, validate: NO_VALIDATION }),
      400,
      -32020,
      1,
    );
    expectError(await wire.modern("tools/list", {}, { headers: { "Mcp-Method": null }, validate: NO_VALIDATION }), 400, -32020, 1);
    expectError(await wire.modern("tools/list", {}, { headers: { "Mcp-Method": "tools/call" }, validate: NO_VALIDATION }), 400, -32020, 1);
    expectError(await wire.modern("tools/call", call, { headers: { "Mcp-Name": "search" }, validate: NO_VALIDATION }), 400, -32020, 1);
    expectError(await wire.modern("tools/call", call, { headers: { "Mcp-Name": null }, validate: NO_VALIDATION }), 400, -32020, 1);
    const encoded = await wire.modern("tools/call", call, { headers: { "Mcp-Name": "=?base64?bGlzdF9jYXRlZ29yaWVz?=" } });
    expect(encoded.status).toBe(200);
    expect(encoded.body.result.isError).toBe(false);
  });

  it("methods per era: modern initialize, ping and unknown are 404 -32601; legacy unknown is 200 -32601", async () => {
    for (const method of ["initialize", "ping", "logging/setLevel", "nope/nope"]) {
      const reply = await wire.modern(method, {}, { id: 9, validate: NO_VALIDATION });
      expectError(reply, 404, -32601, 9);
      expect(reply.headers.get("mcp-protocol-version")).toBe("2026-07-28");
    }
    expectError(await wire.legacy("logging/setLevel", { level: "info" }, "2025-11-25", { validate: null }), 200, -32601, 1);
  });

  it("echoes MCP-Protocol-Version on modern answers that reach dispatch, not on the 400s or on legacy answers", async () => {
    expect((await wire.modern("tools/list")).headers.get("mcp-protocol-version")).toBe("2026-07-28");
    const inBand = await wire.modern("tools/call", { name: "nope", arguments: {} });
    expect(inBand.headers.get("mcp-protocol-version")).toBe("2026-07-28");
    const refused = await wire.modern("tools/list", {}, { headers: { "Mcp-Method": "ping" }, validate: NO_VALIDATION });
    expect(refused.headers.has("mcp-protocol-version")).toBe(false);
    expect((await wire.legacy("tools/list", {}, "2025-11-25")).headers.has("mcp-protocol-version")).toBe(false);
  });

  it("transport: JSON whatever Accept says, no session id, notifications 202, GET and DELETE 405 with Allow", async () => {
    const sse = await wire.modern("tools/list", {}, { headers: { accept: "text/event-stream" } });
    expect(sse.status).toBe(200);
    expect(sse.headers.get("content-type")).toMatch(/^application\/json/);
    const note = await wire.post(
      { jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 1, _meta: modernMeta() } },
      { "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "notifications/cancelled" },
    );
    expect(note.status).toBe(202);
    for (const method of ["GET", "DELETE"]) {
      const reply = await wire.raw({ method });
      expect(reply.status, method).toBe(405);
      expect(reply.headers.get("allow")).toMatch(/POST/);
      expect(reply.headers.has("mcp-session-id")).toBe(false);
    }
  });
});

describe("/mcp over the rate limit", () => {
  it("answers 429 with a JSON-RPC -32000 error and Retry-After", async ({ skip }) => {
    const limited = targets().limited;
    if (limited === null) return skip("against a deployment");
    // A 2026-07-28 tools/list from a client address of its own, until the limited Worker refuses it.
    const refused = await untilLimited(limited, "/mcp", "mcp", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...standardHeaders("tools/list") },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: { _meta: modernMeta() } }),
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe(-32000);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
