// A small MCP wire client for tests: builds conformant requests of either era (headers from the body, the
// way the spec tells clients to), sends them through any fetch function (the Worker's handler, or the network),
// checks the transport rules every /mcp response must keep, and validates JSON-RPC bodies against the schema.

import { encodeHeaderValue } from "../../src/mcp/header-values";
import { expectValidMessage, type Revision } from "./mcp-schemas";

export type Fetcher = (request: Request) => Promise<Response>;

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  // Parsed JSON (a JSON-RPC message, a batch array, or null for an empty body).
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export const MODERN: Revision = "2026-07-28";

export function modernMeta(version: string = MODERN): Record<string, unknown> {
  return {
    "io.modelcontextprotocol/protocolVersion": version,
    "io.modelcontextprotocol/clientInfo": { name: "mcp-wire-test", version: "1.0.0" },
    "io.modelcontextprotocol/clientCapabilities": {},
  };
}

/** The headers a conforming 2026-07-28 client sends for this request (no tool declares x-mcp-header, so no Mcp-Param-*). */
export function standardHeaders(method: string, params: Record<string, unknown> = {}, version: string = MODERN): Record<string, string> {
  const headers: Record<string, string> = { "MCP-Protocol-Version": version, "Mcp-Method": method };
  if ((method === "tools/call" || method === "prompts/get") && typeof params.name === "string")
    headers["Mcp-Name"] = encodeHeaderValue(params.name);
  if (method === "resources/read" && typeof params.uri === "string") headers["Mcp-Name"] = encodeHeaderValue(params.uri);
  return headers;
}

/** What a client POSTs: its headers and the JSON text of its body. */
export interface WireRequest {
  headers: Record<string, string>;
  body: string;
}

const POST_HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" };

/** A 2026-07-28 request as a conforming client sends it: the per-request envelope and the standard headers. */
export function modernRequest(method: string, params: Record<string, unknown> = {}, options: { id?: string | number } = {}): WireRequest {
  return {
    headers: { ...POST_HEADERS, ...standardHeaders(method, params) },
    body: JSON.stringify({ jsonrpc: "2.0", id: options.id ?? 1, method, params: { ...params, _meta: modernMeta() } }),
  };
}

/** A legacy request: no envelope; MCP-Protocol-Version as negotiated (null: none, as 2025-03-26 clients send). */
export function legacyRequest(
  method: string,
  params: Record<string, unknown> | undefined,
  version: Revision | null,
  options: { id?: string | number } = {},
): WireRequest {
  return {
    headers: { ...POST_HEADERS, ...(version !== null ? { "MCP-Protocol-Version": version } : {}) },
    body: JSON.stringify({ jsonrpc: "2.0", id: options.id ?? 1, method, ...(params !== undefined ? { params } : {}) }),
  };
}

/** Every /mcp answer: never a session id, never cached, JSON on one line when there is a body. */
export function checkTransport(reply: Reply): void {
  if (reply.headers.has("mcp-session-id")) throw new Error("response carries Mcp-Session-Id");
  if (reply.headers.get("cache-control") !== "no-store") throw new Error(`cache-control is ${reply.headers.get("cache-control")}`);
  if (reply.text !== "") {
    if (!reply.headers.get("content-type")?.startsWith("application/json"))
      throw new Error(`content-type ${reply.headers.get("content-type")}`);
    if (reply.text.includes("\n")) throw new Error("JSON is not on one line");
  }
}

export interface SendOptions {
  id?: string | number;
  /** Extra headers; null removes a default one. */
  headers?: Record<string, string | null>;
  /** Revision and method to validate the reply against; null skips validation. */
  validate?: { revision: Revision; method: string | null } | null;
}

export class McpWire {
  constructor(
    readonly fetcher: Fetcher,
    readonly base: string,
  ) {}

  async raw(init: RequestInit & { path?: string }): Promise<Reply> {
    const response = await this.fetcher(new Request(`${this.base}${init.path ?? "/mcp"}`, init));
    const text = await response.text();
    let body = null;
    if (text !== "") {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    return { status: response.status, headers: response.headers, text, body };
  }

  async post(body: unknown, headers: Record<string, string | null> = {}, validate: SendOptions["validate"] = null): Promise<Reply> {
    const merged = new Headers(POST_HEADERS);
    for (const [name, value] of Object.entries(headers)) {
      if (value === null) merged.delete(name);
      else merged.set(name, value);
    }
    const reply = await this.raw({ method: "POST", headers: merged, body: typeof body === "string" ? body : JSON.stringify(body) });
    checkTransport(reply);
    if (validate && reply.body !== null && !Array.isArray(reply.body)) expectValidMessage(validate.revision, validate.method, reply.body);
    if (validate && Array.isArray(reply.body)) for (const item of reply.body) expectValidMessage(validate.revision, validate.method, item);
    return reply;
  }

  /** A 2026-07-28 request with its envelope and standard headers. */
  modern(method: string, params: Record<string, unknown> = {}, options: SendOptions = {}): Promise<Reply> {
    const request = modernRequest(method, params, options.id === undefined ? {} : { id: options.id });
    const headers = { ...request.headers, ...options.headers };
    return this.post(request.body, headers, options.validate === undefined ? { revision: MODERN, method } : options.validate);
  }

  /** A legacy request: no envelope; MCP-Protocol-Version as negotiated (null: none, as 2025-03-26 clients send). */
  legacy(method: string, params: Record<string, unknown> | undefined, version: Revision | null, options: SendOptions = {}): Promise<Reply> {
    const request = legacyRequest(method, params, version, options.id === undefined ? {} : { id: options.id });
    const headers: Record<string, string | null> = { ...request.headers, ...options.headers };
    const revision = version ?? "2025-03-26";
    return this.post(request.body, headers, options.validate === undefined ? { revision, method } : options.validate);
  }
}
