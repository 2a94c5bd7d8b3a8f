// Wire constants of the MCP endpoint: which versions are which era, error codes, `_meta` keys and header
// names, and the rejections every part of the endpoint answers with. What each revision has: revisions.ts.

import {
  LEGACY_PROTOCOL_VERSIONS,
  MODERN_PROTOCOL_VERSIONS,
  SUPPORTED_PROTOCOL_VERSIONS,
  type LegacyProtocolVersion,
  type ModernProtocolVersion,
} from "../core/server-info";
import { FIRST_MODERN_VERSION } from "./revisions";

/** The answer to an `initialize` asking for a version this server does not speak. */
export const FALLBACK_LEGACY_VERSION: LegacyProtocolVersion = LEGACY_PROTOCOL_VERSIONS[0];
// A batch is for a few calls at once; each tool call costs CPU, and the Workers budget is per request.
export const MAX_BATCH_MESSAGES = 16;

export function isModernVersion(version: string): version is ModernProtocolVersion {
  return (MODERN_PROTOCOL_VERSIONS as readonly string[]).includes(version);
}

export function isLegacyVersion(version: string): version is LegacyProtocolVersion {
  return (LEGACY_PROTOCOL_VERSIONS as readonly string[]).includes(version);
}

/** A dated version string at or after 2026-07-28, known or not (a future client's header). */
export function looksModern(version: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(version) && version >= FIRST_MODERN_VERSION;
}

export const ErrorCode = {
  ParseError: -32700,
  InvalidRequest: -32600,
  MethodNotFound: -32601,
  InvalidParams: -32602,
  InternalError: -32603,
  /** Transport-level refusals (403, 405, 429): the code the SDK and docs/protocol.md use for them. */
  ServerError: -32000,
  HeaderMismatch: -32020,
  UnsupportedProtocolVersion: -32022,
} as const;

export const META = {
  protocolVersion: "io.modelcontextprotocol/protocolVersion",
  clientCapabilities: "io.modelcontextprotocol/clientCapabilities",
  clientInfo: "io.modelcontextprotocol/clientInfo",
  serverInfo: "io.modelcontextprotocol/serverInfo",
} as const;

export const HEADER = {
  protocolVersion: "mcp-protocol-version",
  method: "mcp-method",
  name: "mcp-name",
  paramPrefix: "mcp-param-",
} as const;

/** A request refused before dispatch: the HTTP status and the JSON-RPC error to answer with. */
export interface Rejection {
  readonly status: number;
  readonly code: number;
  readonly message: string;
  readonly data?: unknown;
}

/** Header and body disagree, or a required standard header is missing or unreadable (always HTTP 400). */
export function headerMismatch(message: string): Rejection {
  return { status: 400, code: ErrorCode.HeaderMismatch, message: `Header mismatch: ${message}` };
}

// `requested` echoes the client's value; past this length it is not a version string, so it is cut.
const MAX_ECHOED_VERSION_CHARS = 100;

export function unsupportedVersion(raw: string): Rejection {
  const requested = raw.slice(0, MAX_ECHOED_VERSION_CHARS);
  return {
    status: 400,
    code: ErrorCode.UnsupportedProtocolVersion,
    message: `Unsupported protocol version ${JSON.stringify(requested.slice(0, 40))}: send ${MODERN_PROTOCOL_VERSIONS.join(" or ")} with per-request _meta, or use initialize for ${LEGACY_PROTOCOL_VERSIONS.join(", ")}.`,
    data: { supported: [...SUPPORTED_PROTOCOL_VERSIONS], requested },
  };
}
