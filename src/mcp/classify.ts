// Which era a POSTed request belongs to, and whether its envelope and standard headers are acceptable.
// Body first (the `_meta` claim decides), headers as the cross-check, in the order the conformance suite and
// the SDK agree on: envelope → header/body mismatch → version support → required headers.

import type { LegacyProtocolVersion, ModernProtocolVersion } from "../server-info";
import { readHeaderValue } from "./header-values";
import { isRecord, type NotificationMessage, type RequestMessage } from "./jsonrpc";
import {
  DEFAULT_LEGACY_VERSION,
  ErrorCode,
  HEADER,
  headerMismatch,
  isLegacyVersion,
  isModernVersion,
  looksModern,
  META,
  unsupportedVersion,
  type Rejection,
} from "./protocol";

export interface HeaderSource {
  get(name: string): string | null;
}

export interface ClientInfo {
  readonly name?: string;
  readonly version?: string;
}

export type Classification =
  | { readonly era: "modern"; readonly version: ModernProtocolVersion; readonly client: ClientInfo }
  | { readonly era: "legacy"; readonly version: LegacyProtocolVersion; readonly client: ClientInfo }
  | { readonly reject: Rejection };

// clientInfo strings are only logged; longer values are cut rather than trusted.
const MAX_CLIENT_FIELD_CHARS = 100;

function clientFrom(value: unknown): ClientInfo {
  if (!isRecord(value)) return {};
  const pick = (field: unknown) => (typeof field === "string" && field !== "" ? field.slice(0, MAX_CLIENT_FIELD_CHARS) : undefined);
  const name = pick(value.name);
  const version = pick(value.version);
  return { ...(name !== undefined ? { name } : {}), ...(version !== undefined ? { version } : {}) };
}

function metaOf(params: Readonly<Record<string, unknown>> | undefined): Record<string, unknown> | undefined {
  return params !== undefined && isRecord(params._meta) ? params._meta : undefined;
}

function hasClaim(params: Readonly<Record<string, unknown>> | undefined): boolean {
  const meta = metaOf(params);
  return meta !== undefined && Object.hasOwn(meta, META.protocolVersion);
}

function invalidParams(message: string, data?: unknown): Rejection {
  return { status: 400, code: ErrorCode.InvalidParams, message, ...(data !== undefined ? { data } : {}) };
}

/** The per-request envelope (2026-07-28 basic §_meta): protocolVersion and clientCapabilities required, clientInfo optional. */
function checkEnvelope(params: Readonly<Record<string, unknown>> | undefined): Rejection | null {
  if (params === undefined || !Object.hasOwn(params, "_meta")) {
    return invalidParams(`Invalid params: missing params._meta with "${META.protocolVersion}" and "${META.clientCapabilities}".`, {
      missing: ["_meta"],
    });
  }
  const meta = metaOf(params);
  if (meta === undefined) return invalidParams("Invalid params: params._meta must be an object.");
  const missing = [META.protocolVersion, META.clientCapabilities].filter((key) => !Object.hasOwn(meta, key));
  if (missing.length > 0) {
    return invalidParams(`Invalid params: params._meta is missing ${missing.map((key) => `"${key}"`).join(" and ")}.`, { missing });
  }
  const version = meta[META.protocolVersion];
  if (typeof version !== "string" || version === "") {
    return invalidParams(`Invalid params: "${META.protocolVersion}" must be a non-empty string such as "2026-07-28".`);
  }
  if (!isRecord(meta[META.clientCapabilities])) {
    return invalidParams(`Invalid params: "${META.clientCapabilities}" must be an object ({} declares none).`);
  }
  if (Object.hasOwn(meta, META.clientInfo) && !isRecord(meta[META.clientInfo])) {
    return invalidParams(`Invalid params: "${META.clientInfo}" must be an object with name and version when present.`);
  }
  return null;
}

function headerText(headers: HeaderSource, name: string): string | null {
  const raw = headers.get(name);
  return raw === null ? null : raw.replace(/^[ \t]+|[ \t]+$/g, "");
}

/** The version a legacy message runs under, from its header (none means 2025-03-26). */
function legacyVersion(headerVersion: string | null): LegacyProtocolVersion | Rejection {
  if (headerVersion === null) return DEFAULT_LEGACY_VERSION;
  if (isLegacyVersion(headerVersion)) return headerVersion;
  if (looksModern(headerVersion)) {
    return invalidParams(
      `Invalid params: MCP-Protocol-Version ${headerVersion} needs params._meta with "${META.protocolVersion}" and "${META.clientCapabilities}" on every request.`,
      { missing: ["_meta"] },
    );
  }
  return unsupportedVersion(headerVersion);
}

function isRejection(value: unknown): value is Rejection {
  return isRecord(value) && typeof value.status === "number";
}

/** Whether `initialize` carries a complete envelope naming a modern revision (then it is a modern request for an unknown method). */
function isModernInitialize(params: Readonly<Record<string, unknown>> | undefined): boolean {
  if (!hasClaim(params) || checkEnvelope(params) !== null) return false;
  const version = metaOf(params)![META.protocolVersion] as string;
  return isModernVersion(version) || looksModern(version);
}

export function classify(message: RequestMessage | NotificationMessage, headers: HeaderSource): Classification {
  const headerVersion = headerText(headers, HEADER.protocolVersion);
  const headerMethod = headerText(headers, HEADER.method);
  const params = message.params;

  if (message.method === "initialize" && !isModernInitialize(params)) {
    if (headerVersion !== null && looksModern(headerVersion)) {
      return {
        reject: headerMismatch(
          `initialize is the legacy handshake but MCP-Protocol-Version says ${headerVersion}; 2026-07-28 clients skip initialize and send _meta on each request.`,
        ),
      };
    }
    const version = legacyVersion(headerVersion);
    if (isRejection(version)) return { reject: version };
    return { era: "legacy", version, client: clientFrom(params?.clientInfo) };
  }

  if (hasClaim(params)) {
    const invalid = checkEnvelope(params);
    if (invalid) return { reject: invalid };
    const meta = metaOf(params)!;
    const claimed = meta[META.protocolVersion] as string;
    if (headerVersion !== null && headerVersion !== claimed) {
      return {
        reject: headerMismatch(
          `MCP-Protocol-Version header ${JSON.stringify(headerVersion.slice(0, 40))} does not match params._meta protocolVersion ${JSON.stringify(claimed.slice(0, 40))}.`,
        ),
      };
    }
    if (headerMethod !== null && headerMethod !== message.method) {
      return {
        reject: headerMismatch(
          `Mcp-Method header ${JSON.stringify(headerMethod.slice(0, 60))} does not match body method ${JSON.stringify(message.method.slice(0, 60))}.`,
        ),
      };
    }
    const client = clientFrom(meta[META.clientInfo]);
    if (isModernVersion(claimed)) return { era: "modern", version: claimed, client };
    // A supported legacy revision named in the envelope is served under that revision (it is in the supported list).
    if (isLegacyVersion(claimed)) return { era: "legacy", version: claimed, client };
    return { reject: unsupportedVersion(claimed) };
  }

  if (headerVersion !== null && looksModern(headerVersion)) {
    if (message.kind === "notification") {
      // Notifications carry no envelope in 2026-07-28; the header alone makes them modern.
      if (headerMethod !== null && headerMethod !== message.method) {
        return { reject: headerMismatch(`Mcp-Method header does not match body method ${JSON.stringify(message.method.slice(0, 60))}.`) };
      }
      if (isModernVersion(headerVersion)) return { era: "modern", version: headerVersion, client: {} };
      return { reject: unsupportedVersion(headerVersion) };
    }
    const invalid = checkEnvelope(params);
    return { reject: invalid ?? invalidParams("Invalid params: params._meta is missing the protocol version.") };
  }
  const version = legacyVersion(headerVersion);
  if (isRejection(version)) return { reject: version };
  return { era: "legacy", version, client: {} };
}

/** Methods whose `Mcp-Name` header mirrors a body field (2026-07-28 §Standard Request Headers). */
const NAME_SOURCE: Readonly<Record<string, "name" | "uri">> = { "tools/call": "name", "prompts/get": "name", "resources/read": "uri" };

/** 2026-07-28: MCP-Protocol-Version and Mcp-Method on every request, Mcp-Name where the method has one. */
export function checkStandardHeaders(message: RequestMessage, headers: HeaderSource): Rejection | null {
  const rawVersion = headers.get(HEADER.protocolVersion);
  if (rawVersion === null) return headerMismatch("the MCP-Protocol-Version header is required on every 2026-07-28 request.");
  const rawMethod = headers.get(HEADER.method);
  if (rawMethod === null) return headerMismatch(`the Mcp-Method header is required (here: Mcp-Method: ${message.method.slice(0, 60)}).`);
  const method = readHeaderValue(rawMethod);
  if (!method.ok) return headerMismatch(`the Mcp-Method header ${method.reason}.`);
  const source = Object.hasOwn(NAME_SOURCE, message.method) ? NAME_SOURCE[message.method] : undefined;
  if (source === undefined) return null;
  const bodyValue = message.params?.[source];
  if (typeof bodyValue !== "string") return null;
  const rawName = headers.get(HEADER.name);
  if (rawName === null)
    return headerMismatch(`the Mcp-Name header is required for ${message.method} (here: the value of params.${source}).`);
  const name = readHeaderValue(rawName);
  if (!name.ok) return headerMismatch(`the Mcp-Name header ${name.reason}.`);
  if (name.value !== bodyValue) {
    return headerMismatch(
      `Mcp-Name header ${JSON.stringify(name.value.slice(0, 60))} does not match params.${source} ${JSON.stringify(bodyValue.slice(0, 60))}.`,
    );
  }
  return null;
}
