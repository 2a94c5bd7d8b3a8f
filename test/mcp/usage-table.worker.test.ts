// The usage point of every kind of /mcp answer, through the real fetch handler: one row per gate, error and
// outcome, so a change to how the endpoint records what it did shows here as a changed row. A row is the point's
// columns that describe the request (route, endpoint, method, tool, client, version, era, outcome, detail, the
// tool's filter and id columns) and its status, result count and query counts; time, place and User-Agent are
// left out.

import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../src/index";
import { recordingDataset } from "../support/analytics-helpers";
import { modernMeta, standardHeaders } from "../support/mcp-wire";

const BASE = "http://127.0.0.1:8787";
const JSON_HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" };

interface Case {
  readonly name: string;
  readonly url?: string;
  readonly method?: string;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

function modern(method: string, params: Record<string, unknown> = {}): Pick<Case, "body" | "headers"> {
  return {
    body: { jsonrpc: "2.0", id: 1, method, params: { ...params, _meta: modernMeta() } },
    headers: standardHeaders(method, params),
  };
}

function legacy(method: string, params?: Record<string, unknown>, version?: string): Pick<Case, "body" | "headers"> {
  return {
    body: { jsonrpc: "2.0", id: 1, method, ...(params !== undefined ? { params } : {}) },
    headers: version !== undefined ? { "MCP-Protocol-Version": version } : {},
  };
}

const CASES: readonly Case[] = [
  { name: "modern tools/call", ...modern("tools/call", { name: "search", arguments: { query: "browser automation", type: "entry" } }) },
  {
    name: "modern tools/call, type in capitals",
    ...modern("tools/call", { name: "search", arguments: { query: "sandbox", type: "GUIDE" } }),
  },
  { name: "modern tool error", ...modern("tools/call", { name: "get_entry", arguments: { id: "No-Such-Entry" } }) },
  { name: "modern unknown tool", ...modern("tools/call", { name: "nope", arguments: {} }) },
  { name: "modern tools/list", ...modern("tools/list") },
  { name: "modern server/discover", ...modern("server/discover") },
  { name: "modern unknown method", ...modern("ping") },
  {
    name: "modern notification",
    body: { jsonrpc: "2.0", method: "notifications/initialized" },
    headers: { "MCP-Protocol-Version": "2026-07-28" },
  },
  {
    name: "legacy initialize",
    ...legacy("initialize", { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "c", version: "2" } }),
  },
  { name: "legacy initialize, unknown version", ...legacy("initialize", { protocolVersion: "1999-01-01", capabilities: {} }) },
  { name: "legacy ping", ...legacy("ping", undefined, "2025-11-25") },
  { name: "legacy tools/call", ...legacy("tools/call", { name: "list_categories", arguments: {} }, "2025-06-18") },
  { name: "legacy arguments not an object", ...legacy("tools/call", { name: "search", arguments: "x" }, "2025-06-18") },
  { name: "legacy unknown method", ...legacy("secret/free-text", undefined, "2025-11-25") },
  { name: "legacy notification", body: { jsonrpc: "2.0", method: "notifications/initialized" } },
  { name: "missing envelope", ...legacy("tools/list", {}, "2026-07-28") },
  { name: "unsupported version", ...legacy("tools/list", {}, "2024-01-01") },
  {
    name: "header mismatch",
    body: modern("tools/list").body,
    headers: { ...standardHeaders("tools/list"), "MCP-Protocol-Version": "2025-11-25" },
  },
  { name: "missing Mcp-Method", body: modern("tools/list").body, headers: { "MCP-Protocol-Version": "2026-07-28" } },
  { name: "not JSON", body: "{nope" },
  { name: "not an object", body: [] },
  { name: "invalid message", body: { id: 1, method: "ping" } },
  { name: "a response, legacy", body: { jsonrpc: "2.0", id: 1, result: {} } },
  { name: "a response, modern", body: { jsonrpc: "2.0", id: 1, result: {} }, headers: { "MCP-Protocol-Version": "2026-07-28" } },
  { name: "batch", body: [legacy("ping").body, legacy("tools/call", { name: "get_entry", arguments: { id: "x" } }).body] },
  { name: "batch of notifications", body: [{ jsonrpc: "2.0", method: "notifications/initialized" }] },
  { name: "batch, modern header", body: [legacy("ping").body], headers: { "MCP-Protocol-Version": "2026-07-28" } },
  { name: "batch with initialize", body: [legacy("initialize", { protocolVersion: "2025-03-26", capabilities: {} }).body] },
  { name: "too large", body: `{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":"${"x".repeat(70_000)}"}}` },
  { name: "host not served", url: "http://evil.example/mcp", ...legacy("ping") },
  { name: "GET", method: "GET" },
];

async function rowOf(testCase: Case): Promise<string> {
  const dataset = recordingDataset({ blobs: 17, doubles: 8 });
  const method = testCase.method ?? "POST";
  const body = testCase.body === undefined ? undefined : typeof testCase.body === "string" ? testCase.body : JSON.stringify(testCase.body);
  const request = new Request(testCase.url ?? `${BASE}/mcp`, { method, headers: { ...JSON_HEADERS, ...testCase.headers }, body });
  const exec = createExecutionContext();
  const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], { ...env, ANALYTICS: dataset as never }, exec);
  await response.arrayBuffer();
  await waitOnExecutionContext(exec);
  expect(dataset.problems, testCase.name).toEqual([]);
  expect(dataset.points, testCase.name).toHaveLength(1);
  const { blobs, doubles } = dataset.points[0]!;
  const [route, endpoint, rpcMethod, tool, clientName, clientVersion, , version, era, outcome, detail, , , type, category, target] = blobs;
  const [status, , , results, queryChars, queryWords] = doubles;
  return [testCase.name, status, route, endpoint, rpcMethod, tool, clientName, clientVersion, version, era, outcome, detail]
    .concat([type, category, target, results, queryChars, queryWords])
    .map((value) => value ?? "")
    .join(" | ");
}

/** name | status | route | endpoint | method | tool | client | client version | version | era | outcome | detail | type | category | target | results | query chars | query words */
const EXPECTED: readonly string[] = [
  "modern tools/call | 200 | mcp | /mcp | tools/call | search | mcp-wire-test | 1.0.0 | 2026-07-28 | modern | ok |  | entry |  |  | 6 | 18 | 2",
  "modern tools/call, type in capitals | 200 | mcp | /mcp | tools/call | search | mcp-wire-test | 1.0.0 | 2026-07-28 | modern | ok |  | guide |  |  | 0 | 7 | 1",
  "modern tool error | 200 | mcp | /mcp | tools/call | get_entry | mcp-wire-test | 1.0.0 | 2026-07-28 | modern | error | tool_error |  |  | no-such-entry | 0 | 0 | 0",
  "modern unknown tool | 200 | mcp | /mcp | tools/call |  | mcp-wire-test | 1.0.0 | 2026-07-28 | modern | error | -32602 |  |  |  | 0 | 0 | 0",
  "modern tools/list | 200 | mcp | /mcp | tools/list |  | mcp-wire-test | 1.0.0 | 2026-07-28 | modern | ok |  |  |  |  | 0 | 0 | 0",
  "modern server/discover | 200 | mcp | /mcp | server/discover |  | mcp-wire-test | 1.0.0 | 2026-07-28 | modern | ok |  |  |  |  | 0 | 0 | 0",
  "modern unknown method | 404 | mcp | /mcp | ping |  | mcp-wire-test | 1.0.0 | 2026-07-28 | modern | error | -32601 |  |  |  | 0 | 0 | 0",
  "modern notification | 202 | mcp | /mcp | notifications/initialized |  |  |  | 2026-07-28 | modern | ok |  |  |  |  | 0 | 0 | 0",
  "legacy initialize | 200 | mcp | /mcp | initialize |  | c | 2 | 2025-06-18 | legacy | ok |  |  |  |  | 0 | 0 | 0",
  "legacy initialize, unknown version | 200 | mcp | /mcp | initialize |  |  |  | 2025-11-25 | legacy | ok |  |  |  |  | 0 | 0 | 0",
  "legacy ping | 200 | mcp | /mcp | ping |  |  |  | 2025-11-25 | legacy | ok |  |  |  |  | 0 | 0 | 0",
  "legacy tools/call | 200 | mcp | /mcp | tools/call | list_categories |  |  | 2025-06-18 | legacy | ok |  |  |  |  | 0 | 0 | 0",
  "legacy arguments not an object | 200 | mcp | /mcp | tools/call | search |  |  | 2025-06-18 | legacy | error | tool_error |  |  |  | 0 | 0 | 0",
  "legacy unknown method | 200 | mcp | /mcp | other |  |  |  | 2025-11-25 | legacy | error | -32601 |  |  |  | 0 | 0 | 0",
  "legacy notification | 202 | mcp | /mcp | notifications/initialized |  |  |  | 2025-03-26 | legacy | ok |  |  |  |  | 0 | 0 | 0",
  "missing envelope | 400 | mcp | /mcp | tools/list |  |  |  |  |  | error | -32602 |  |  |  | 0 | 0 | 0",
  "unsupported version | 400 | mcp | /mcp | tools/list |  |  |  |  |  | error | -32022 |  |  |  | 0 | 0 | 0",
  "header mismatch | 400 | mcp | /mcp | tools/list |  |  |  |  |  | error | -32020 |  |  |  | 0 | 0 | 0",
  "missing Mcp-Method | 400 | mcp | /mcp | tools/list |  | mcp-wire-test | 1.0.0 | 2026-07-28 | modern | error | -32020 |  |  |  | 0 | 0 | 0",
  "not JSON | 400 | mcp | /mcp |  |  |  |  |  |  | error | -32700 |  |  |  | 0 | 0 | 0",
  "not an object | 400 | mcp | /mcp | batch |  |  |  |  |  | error | -32600 |  |  |  | 0 | 0 | 0",
  "invalid message | 400 | mcp | /mcp |  |  |  |  |  |  | error | -32600 |  |  |  | 0 | 0 | 0",
  "a response, legacy | 202 | mcp | /mcp |  |  |  |  |  |  | ok |  |  |  |  | 0 | 0 | 0",
  "a response, modern | 400 | mcp | /mcp |  |  |  |  |  |  | error | -32600 |  |  |  | 0 | 0 | 0",
  "batch | 200 | mcp | /mcp | batch | get_entry |  |  | 2025-03-26 | legacy | error | tool_error |  |  | x | 0 | 0 | 0",
  "batch of notifications | 202 | mcp | /mcp | batch |  |  |  | 2025-03-26 | legacy | ok |  |  |  |  | 0 | 0 | 0",
  "batch, modern header | 400 | mcp | /mcp | batch |  |  |  |  |  | error | -32600 |  |  |  | 0 | 0 | 0",
  "batch with initialize | 400 | mcp | /mcp | batch |  |  |  |  |  | error | -32600 |  |  |  | 0 | 0 | 0",
  "too large | 413 | mcp | /mcp |  |  |  |  |  |  | error | 413 |  |  |  | 0 | 0 | 0",
  "host not served | 403 | mcp | /mcp |  |  |  |  |  |  | error | 403 |  |  |  | 0 | 0 | 0",
  "GET | 405 | mcp | /mcp |  |  |  |  |  |  | error | 405 |  |  |  | 0 | 0 | 0",
];

describe("the usage point of each kind of /mcp answer", () => {
  it("records what the endpoint did, row by row", async () => {
    const rows: string[] = [];
    for (const testCase of CASES) rows.push(await rowOf(testCase));
    expect(rows).toEqual(EXPECTED);
  });
});
