// The schema checks every MCP test leans on must themselves reject what the specification rejects, with and
// without the optional official JSON Schemas (the @modelcontextprotocol/core layer alone must catch these).

import { describe, expect, it } from "vitest";
import { expectValidMessage, officialSchemasLoaded, schemaErrors, type Revision } from "./mcp-schemas";

const REVISIONS: Revision[] = ["2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26"];
const tool = { name: "search", description: "Find things.", inputSchema: { type: "object", properties: {} } };
// 2026-07-28 results carry resultType (the official schema requires it; core's does not look).
const result = (revision: Revision, body: object) => (revision === "2026-07-28" ? { resultType: "complete", ...body } : body);

describe("MCP schema checks", () => {
  it("accept a well-formed tool and tool result in every revision", () => {
    for (const revision of REVISIONS) {
      expect(schemaErrors(revision, "Tool", tool), revision).toBeNull();
      expect(schemaErrors(revision, "CallToolResult", result(revision, { content: [{ type: "text", text: "ok" }] })), revision).toBeNull();
    }
  });

  it("reject, through @modelcontextprotocol/core, what every revision forbids", () => {
    for (const revision of REVISIONS) {
      expect(schemaErrors(revision, "Tool", { name: "x" }), revision).toMatch(/^@modelcontextprotocol\/core: .*inputSchema/);
      expect(schemaErrors(revision, "Tool", { ...tool, inputSchema: { type: "array" } }), revision).toMatch(/core/);
      expect(schemaErrors(revision, "CallToolResult", { isError: true }), revision).toMatch(/content/);
      expect(schemaErrors(revision, "CallToolResult", { content: [{ type: "text" }] }), revision).toMatch(/core/);
    }
    expect(() => expectValidMessage("2025-11-25", "ping", { jsonrpc: "2.0", id: 1, result: {}, extra: true })).toThrow(/schema violation/);
    expect(() => expectValidMessage("2025-06-18", null, { jsonrpc: "1.0", id: 1, error: { code: -32600, message: "x" } })).toThrow(
      /schema violation/,
    );
    expect(schemaErrors("2026-07-28", "DiscoverResult", { resultType: "complete", capabilities: {} })).toMatch(/core.*supportedVersions/);
  });

  it("check a server card's identity and tools", () => {
    const card = {
      $schema: "https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json",
      name: "io.example/x",
      version: "1.0.0",
      description: "An example.",
      tools: [tool],
    };
    expect(schemaErrors("server-card", "ServerCard", card)).toBeNull();
    expect(schemaErrors("server-card", "ServerCard", { ...card, tools: [{ name: "x" }] })).toMatch(/tools\[0\]/);
    expect(schemaErrors("server-card", "ServerCard", { name: "x" })).toMatch(/identity/);
  });

  it.runIf(officialSchemasLoaded)("add the official JSON Schemas when the shared folder has them", () => {
    // The official 2025-06-18 JSONRPCError requires an id; core's schema lets it go (2025-11-25 made it optional).
    const idless = { jsonrpc: "2.0", error: { code: -32700, message: "Parse error" } };
    expect(schemaErrors("2025-06-18", "JSONRPCError", idless)).toMatch(/^official 2025-06-18 JSON Schema/);
    expect(schemaErrors("2025-11-25", "JSONRPCErrorResponse", idless)).toBeNull();
  });
});
