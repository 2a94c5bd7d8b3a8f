import { describe, expect, it } from "vitest";
import { checkStandardHeaders, classify } from "../../src/mcp/classify";
import type { NotificationMessage, RequestMessage } from "../../src/mcp/jsonrpc";

const META = { "io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {} };

function request(method: string, params?: Record<string, unknown>): RequestMessage {
  return { kind: "request", id: 7, method, params };
}

function headers(values: Record<string, string>): Headers {
  return new Headers(values);
}

const MODERN = { "mcp-protocol-version": "2026-07-28" };

describe("classify: era by body, header as cross-check; version → mismatch → support → envelope", () => {
  it("serves a valid envelope as 2026-07-28, with or without clientInfo", () => {
    expect(classify(request("tools/list", { _meta: META }), headers(MODERN))).toEqual({ era: "modern", version: "2026-07-28", client: {} });
    const withInfo = { _meta: { ...META, "io.modelcontextprotocol/clientInfo": { name: "c", version: "9" } } };
    expect(classify(request("tools/list", withInfo), headers(MODERN))).toMatchObject({
      era: "modern",
      client: { name: "c", version: "9" },
    });
  });

  it("answers a missing or incomplete envelope under a modern header with -32602, never -32020", () => {
    for (const params of [
      undefined,
      {},
      { _meta: {} },
      { _meta: { "io.modelcontextprotocol/clientCapabilities": {} } },
      { _meta: { "io.modelcontextprotocol/protocolVersion": "2026-07-28" } },
    ]) {
      const result = classify(request("tools/list", params), headers(MODERN));
      expect(result, JSON.stringify(params)).toMatchObject({ reject: { status: 400, code: -32602 } });
    }
  });

  it("checks the envelope's types", () => {
    const bad = [
      { ...META, "io.modelcontextprotocol/protocolVersion": 5 },
      { ...META, "io.modelcontextprotocol/clientCapabilities": [] },
      { ...META, "io.modelcontextprotocol/clientInfo": "me" },
    ];
    for (const meta of bad)
      expect(classify(request("tools/list", { _meta: meta }), headers(MODERN))).toMatchObject({ reject: { code: -32602 } });
  });

  it("reports a header/body version mismatch before version support", () => {
    const params = { _meta: { ...META, "io.modelcontextprotocol/protocolVersion": "v999.0.0" } };
    expect(classify(request("tools/list", params), headers(MODERN))).toMatchObject({ reject: { status: 400, code: -32020 } });
  });

  it("answers an unsupported version with -32022 even when the envelope lacks its other members, or is absent", () => {
    const bare = { _meta: { "io.modelcontextprotocol/protocolVersion": "2099-01-01" } };
    expect(classify(request("tools/list", bare), headers({ "mcp-protocol-version": "2099-01-01" }))).toMatchObject({
      reject: { status: 400, code: -32022, data: { requested: "2099-01-01" } },
    });
    expect(classify(request("tools/list", bare), headers({}))).toMatchObject({ reject: { code: -32022 } });
    expect(classify(request("tools/list"), headers({ "mcp-protocol-version": "2099-01-01" }))).toMatchObject({
      reject: { status: 400, code: -32022, data: { requested: "2099-01-01" } },
    });
  });

  it("answers an unknown version with -32022 listing the supported ones and echoing the request", () => {
    const params = { _meta: { ...META, "io.modelcontextprotocol/protocolVersion": "v999.0.0" } };
    const result = classify(request("tools/list", params), headers({ "mcp-protocol-version": "v999.0.0" }));
    expect(result).toMatchObject({
      reject: {
        status: 400,
        code: -32022,
        data: { supported: ["2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26"], requested: "v999.0.0" },
      },
    });
  });

  it("serves an envelope naming a supported legacy version under that version", () => {
    const params = { _meta: { ...META, "io.modelcontextprotocol/protocolVersion": "2025-06-18" } };
    expect(classify(request("tools/list", params), headers({}))).toMatchObject({ era: "legacy", version: "2025-06-18" });
  });

  it("leaves Mcp-Method to the standard-header check that follows", () => {
    const message = request("tools/list", { _meta: META });
    expect(classify(message, headers({ ...MODERN, "mcp-method": "TOOLS/LIST" }))).toMatchObject({ era: "modern" });
    expect(checkStandardHeaders(message, headers({ ...MODERN, "mcp-method": "TOOLS/LIST" }))).toMatchObject({ code: -32020 });
    expect(checkStandardHeaders(message, headers({ ...MODERN, "mcp-method": " tools/list " }))).toBeNull();
  });

  it("treats initialize without a _meta version as the legacy handshake, whatever the header says", () => {
    expect(
      classify(request("initialize", { protocolVersion: "2025-06-18", clientInfo: { name: "x", version: "1" } }), headers({})),
    ).toMatchObject({
      era: "legacy",
      version: "2025-03-26",
      client: { name: "x", version: "1" },
    });
    expect(classify(request("initialize", { _meta: META }), headers(MODERN))).toMatchObject({ era: "modern" });
    for (const header of ["2026-07-28", "1999-01-01", "nonsense"]) {
      expect(classify(request("initialize", { protocolVersion: "2025-11-25" }), headers({ "mcp-protocol-version": header }))).toMatchObject(
        {
          era: "legacy",
          version: "2025-03-26",
        },
      );
    }
    expect(classify(request("initialize", {}), headers({ "mcp-protocol-version": "2025-11-25" }))).toMatchObject({
      era: "legacy",
      version: "2025-11-25",
    });
  });

  it("reads a legacy request's version from its header, 2025-03-26 when absent, 400 when unsupported", () => {
    expect(classify(request("tools/list"), headers({}))).toMatchObject({ era: "legacy", version: "2025-03-26" });
    expect(classify(request("tools/list"), headers({ "mcp-protocol-version": " 2025-11-25 " }))).toMatchObject({ version: "2025-11-25" });
    expect(classify(request("tools/list"), headers({ "mcp-protocol-version": "2024-11-05" }))).toMatchObject({
      reject: { status: 400, code: -32022, data: { requested: "2024-11-05" } },
    });
    expect(classify(request("tools/list"), headers({ "mcp-protocol-version": "2027-01-01" }))).toMatchObject({ reject: { code: -32022 } });
  });

  it("routes notifications like requests, by header when they carry no envelope", () => {
    const note = (method: string): NotificationMessage => ({ kind: "notification", method, params: undefined });
    expect(classify(note("notifications/initialized"), headers({}))).toMatchObject({ era: "legacy" });
    expect(classify(note("notifications/x"), headers(MODERN))).toMatchObject({ era: "modern" });
    expect(checkStandardHeaders(note("notifications/x"), headers({ ...MODERN, "mcp-method": "other" }))).toMatchObject({ code: -32020 });
    expect(checkStandardHeaders(note("notifications/x"), headers(MODERN))).toBeNull();
  });
});

describe("checkStandardHeaders (2026-07-28)", () => {
  const call = request("tools/call", { name: "search", arguments: {}, _meta: META });

  it("requires MCP-Protocol-Version and Mcp-Method on every request", () => {
    expect(checkStandardHeaders(call, headers({ "mcp-method": "tools/call", "mcp-name": "search" }))).toMatchObject({ code: -32020 });
    expect(checkStandardHeaders(call, headers({ ...MODERN, "mcp-name": "search" }))).toMatchObject({ code: -32020 });
    expect(checkStandardHeaders(request("tools/list", { _meta: META }), headers({ ...MODERN, "mcp-method": "tools/list" }))).toBeNull();
  });

  it("requires Mcp-Name for tools/call, decodes it, trims it and compares it", () => {
    const base = { ...MODERN, "mcp-method": "tools/call" };
    expect(checkStandardHeaders(call, headers(base))).toMatchObject({ code: -32020 });
    expect(checkStandardHeaders(call, headers({ ...base, "mcp-name": "wrong_tool_name" }))).toMatchObject({ code: -32020 });
    expect(checkStandardHeaders(call, headers({ ...base, "mcp-name": "  search  " }))).toBeNull();
    expect(checkStandardHeaders(call, headers({ ...base, "mcp-name": "=?base64?c2VhcmNo?=" }))).toBeNull();
    expect(checkStandardHeaders(call, headers({ ...base, "mcp-name": "=?base64?c2VhcmNo?=x" }))).toMatchObject({ code: -32020 });
    expect(checkStandardHeaders(call, headers({ ...base, "mcp-name": "=?base64?c2VhcmN?=" }))).toMatchObject({ code: -32020 });
  });
});
