import { describe, expect, it } from "vitest";
import { failure, parseMessage, success } from "../../src/mcp/jsonrpc";

describe("parseMessage", () => {
  it("tells requests, notifications and responses apart", () => {
    expect(parseMessage({ jsonrpc: "2.0", id: 1, method: "ping" })).toMatchObject({ kind: "request", id: 1, method: "ping" });
    expect(parseMessage({ jsonrpc: "2.0", id: "a", method: "tools/list", params: {} })).toMatchObject({ kind: "request", id: "a" });
    expect(parseMessage({ jsonrpc: "2.0", method: "notifications/initialized" })).toMatchObject({ kind: "notification" });
    expect(parseMessage({ jsonrpc: "2.0", id: 3, result: {} })).toEqual({ kind: "response" });
    expect(parseMessage({ jsonrpc: "2.0", id: 3, error: { code: 1, message: "x" } })).toEqual({ kind: "response" });
  });

  it("refuses malformed messages, keeping a readable id for the error", () => {
    expect(parseMessage(["x"])).toMatchObject({ kind: "invalid", id: undefined, code: -32600 });
    expect(parseMessage("ping")).toMatchObject({ kind: "invalid", code: -32600 });
    expect(parseMessage({ id: 1, method: "ping" })).toMatchObject({ kind: "invalid", id: 1, code: -32600 });
    expect(parseMessage({ jsonrpc: "2.0", id: 1 })).toMatchObject({ kind: "invalid", id: 1 });
    expect(parseMessage({ jsonrpc: "2.0", id: 1, method: 5 })).toMatchObject({ kind: "invalid", id: 1 });
    expect(parseMessage({ jsonrpc: "2.0", id: null, method: "ping" })).toMatchObject({ kind: "invalid", id: undefined });
    expect(parseMessage({ jsonrpc: "2.0", id: 1.5, method: "ping" })).toMatchObject({ kind: "invalid", id: undefined });
    expect(parseMessage({ jsonrpc: "2.0", id: 2, method: "ping", params: [1] })).toMatchObject({ kind: "invalid", id: 2, code: -32602 });
  });

  it("builds both response shapes, leaving out an unknown id", () => {
    expect(success(1, {})).toEqual({ jsonrpc: "2.0", id: 1, result: {} });
    expect(failure(undefined, -32700, "x")).toEqual({ jsonrpc: "2.0", error: { code: -32700, message: "x" } });
    expect(failure("a", -32022, "x", { supported: [] })).toEqual({
      jsonrpc: "2.0",
      id: "a",
      error: { code: -32022, message: "x", data: { supported: [] } },
    });
  });
});
