import { describe, expect, it } from "vitest";
import { checkParamHeaders, mirroredParams } from "../../src/mcp/param-headers";
import type { AnyTool } from "../../src/tools/definition";
import { findTool } from "../../src/tools/registry";

const tool = (name: string) => findTool(name)!;

describe("x-mcp-header parameters", () => {
  it("finds the mirrored arguments of the published tools", () => {
    expect(mirroredParams(tool("search"))).toEqual([{ path: ["type"], header: "Type" }]);
    expect(mirroredParams(tool("get_entry"))).toEqual([{ path: ["id"], header: "Id" }]);
    expect(mirroredParams(tool("get_content"))).toEqual([
      { path: ["type"], header: "Type" },
      { path: ["id"], header: "Id" },
    ]);
    expect(mirroredParams(tool("list_categories"))).toEqual([]);
  });

  it("declares header names that are valid, unique tokens on string properties reachable through properties", () => {
    for (const name of ["search", "get_entry", "get_content", "list_categories"]) {
      const params = mirroredParams(tool(name));
      const lower = params.map((param) => param.header.toLowerCase());
      expect(new Set(lower).size).toBe(lower.length);
      for (const param of params) {
        expect(param.header).toMatch(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/);
        expect(param.path).toHaveLength(1);
        expect(tool(name).inputSchema.properties?.[param.path[0]!]?.type).toBe("string");
      }
    }
  });

  it("accepts matching headers (plain or Base64) and the absence of both", () => {
    const entry = tool("get_entry");
    expect(checkParamHeaders(entry, { id: "x402" }, new Headers({ "mcp-param-id": "x402" }))).toBeNull();
    expect(checkParamHeaders(entry, { id: " x402" }, new Headers({ "mcp-param-id": "=?base64?IHg0MDI=?=" }))).toBeNull();
    expect(checkParamHeaders(tool("search"), { query: "q" }, new Headers())).toBeNull();
    expect(checkParamHeaders(tool("search"), { query: "q", type: null }, new Headers())).toBeNull();
  });

  it("rejects a missing, mismatched, undecodable or orphan header with -32020", () => {
    const entry = tool("get_entry");
    expect(checkParamHeaders(entry, { id: "x402" }, new Headers())).toMatchObject({ status: 400, code: -32020 });
    expect(checkParamHeaders(entry, { id: "x402" }, new Headers({ "mcp-param-id": "x403" }))).toMatchObject({ code: -32020 });
    expect(checkParamHeaders(entry, { id: "x402" }, new Headers({ "mcp-param-id": "=?base64?eDQwMg?=" }))).toMatchObject({ code: -32020 });
    expect(checkParamHeaders(tool("search"), { query: "q" }, new Headers({ "mcp-param-type": "entry" }))).toMatchObject({ code: -32020 });
    expect(checkParamHeaders(entry, { id: ["x402"] }, new Headers({ "mcp-param-id": "x402" }))).toMatchObject({ code: -32020 });
  });

  it("compares integers and booleans in their header form", () => {
    const fake = {
      name: "fake",
      inputSchema: {
        type: "object",
        properties: { n: { type: "integer", "x-mcp-header": "N" }, b: { type: "boolean", "x-mcp-header": "B" } },
      },
    } as unknown as AnyTool;
    expect(checkParamHeaders(fake, { n: 42, b: false }, new Headers({ "mcp-param-n": "42", "mcp-param-b": "false" }))).toBeNull();
    expect(checkParamHeaders(fake, { n: 42 }, new Headers({ "mcp-param-n": "042" }))).toMatchObject({ code: -32020 });
  });
});
