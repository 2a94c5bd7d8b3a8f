// Which era a POSTed request belongs to, and whether its version, envelope and standard headers are acceptable.
// Body first (the `_meta` claim decides), headers as the cross-check, in this order: `initialize` without a
// claim is the legacy handshake; otherwise the requested version (the claim, else the header) → header/body
// version mismatch (-32020) → version support (-32022, whatever else the envelope lacks) → envelope (-32602)
// → the standard headers (-32020, checkStandardHeaders). It keeps the conformance suite's cases (a correct
// header with a broken envelope is -32602; header 2026-07-28 with body v999 is -32020) and answers an
// unsupported version the way the live service does.

import type { LegacyProtocolVersion, ModernProtocolVersion } from "../core/server-info";
import { readHeaderValue, stripOws } from "./header-values";
import { isRecord } from "../core/guards";
import { type NotificationMessage, type RequestMessage } from "./jsonrpc";
import { ErrorCode, HEADER, headerMismatch, isLegacyVersion, isModernVersion, META, unsupportedVersion, type Rejection } from "./protocol";
import { DEFAULT_LEGACY_VERSION } from "./revisions";

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

/** The MCP-Protocol-Version header's value without its optional whitespace, or null when it is not sent. */
export function protocolVersionHeader(headers: HeaderSource): string | null {
  const raw = headers.get(HEADER.protocolVersion);
  return raw === null ? null : stripOws(raw);
}

function legacy(version: LegacyProtocolVersion, client: ClientInfo = {}): Classification {
  return { era: "legacy", version, client };
}

export function classify(message: RequestMessage | NotificationMessage, headers: HeaderSource): Classification {
  const headerVersion = protocolVersionHeader(headers);
  const params = message.params;
  const claimed = hasClaim(params);

  // initialize without a claim is the legacy handshake whatever the header says (the SDK's clients and the
  // live service agree); the version it runs under is settled by its own params.protocolVersion.
  if (message.method === "initialize" && !claimed) {
    const version = headerVersion !== null && isLegacyVersion(headerVersion) ? headerVersion : DEFAULT_LEGACY_VERSION;
    return legacy(version, clientFrom(params?.clientInfo));
  }
  // No claim and no header, or a legacy header: a legacy request (no header means 2025-03-26).
  if (!claimed && (headerVersion === null || isLegacyVersion(headerVersion))) return legacy(headerVersion ?? DEFAULT_LEGACY_VERSION);

  const claim = metaOf(params)?.[META.protocolVersion];
  const bodyVersion = typeof claim === "string" && claim !== "" ? claim : null;
  if (bodyVersion !== null && headerVersion !== null && headerVersion !== bodyVersion) {
    return {
      reject: headerMismatch(
        `MCP-Protocol-Version header ${JSON.stringify(headerVersion.slice(0, 40))} does not match params._meta protocolVersion ${JSON.stringify(bodyVersion.slice(0, 40))}.`,
      ),
    };
  }
  const requested = bodyVersion ?? headerVersion;
  if (requested !== null && !isModernVersion(requested) && !isLegacyVersion(requested)) return { reject: unsupportedVersion(requested) };

  if (!claimed) {
    // Notifications carry no envelope in 2026-07-28; the header alone makes them modern.
    if (message.kind === "notification" && requested !== null && isModernVersion(requested)) {
      return { era: "modern", version: requested, client: {} };
    }
    return { reject: checkEnvelope(params) ?? invalidParams("Invalid params: params._meta is missing the protocol version.") };
  }
  const invalid = checkEnvelope(params);
  if (invalid) return { reject: invalid };
  const version = bodyVersion!;
  const client = clientFrom(metaOf(params)![META.clientInfo]);
  if (isModernVersion(version)) return { era: "modern", version, client };
  // A supported legacy revision named in the envelope is served under that revision (it is in the supported list).
  return legacy(version as LegacyProtocolVersion, client);
}

/** Methods whose `Mcp-Name` header mirrors a body field (2026-07-28 §Standard Request Headers). */
const NAME_SOURCE: Readonly<Record<string, "name" | "uri">> = { "tools/call": "name", "prompts/get": "name", "resources/read": "uri" };

/**
 * 2026-07-28, after the version and the envelope: MCP-Protocol-Version and Mcp-Method on every request (the
 * method equal to the body's), Mcp-Name where the method has one (decoded, equal to the body's). Notifications
 * only have their Mcp-Method compared, when they send one.
 */
export function checkStandardHeaders(message: RequestMessage | NotificationMessage, headers: HeaderSource): Rejection | null {
  if (message.kind === "notification") {
    const raw = headers.get(HEADER.method);
    const method = raw === null ? null : readHeaderValue(raw);
    if (method !== null && (!method.ok || method.value !== message.method)) {
      return headerMismatch(`Mcp-Method header does not match body method ${JSON.stringify(message.method.slice(0, 60))}.`);
    }
    return null;
  }
  const rawVersion = headers.get(HEADER.protocolVersion);
  if (rawVersion === null) return headerMismatch("the MCP-Protocol-Version header is required on every 2026-07-28 request.");
  const rawMethod = headers.get(HEADER.method);
  if (rawMethod === null) return headerMismatch(`the Mcp-Method header is required (here: Mcp-Method: ${message.method.slice(0, 60)}).`);
  const method = readHeaderValue(rawMethod);
  if (!method.ok) return headerMismatch(`the Mcp-Method header ${method.reason}.`);
  if (method.value !== message.method) {
    return headerMismatch(
      `Mcp-Method header ${JSON.stringify(method.value.slice(0, 60))} does not match body method ${JSON.stringify(message.method.slice(0, 60))}.`,
    );
  }
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
