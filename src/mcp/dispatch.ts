// JSON-RPC methods → results. The only place that knows which methods exist in which era; tools are called
// through the registry, so nothing here knows what the catalogue is.

import type { UsageRecord } from "../observability/usage";
import type { LegacyProtocolVersion, ModernProtocolVersion } from "../server-info";
import { SERVER_DESCRIPTION, SERVER_NAME, SERVER_TITLE, SERVER_VERSION, WEBSITE_URL } from "../server-info";
import type { ToolContext } from "../tools/definition";
import { findTool, invokeTool, MCP_TOOLS } from "../tools/registry";
import { TOOL_VOCABULARY } from "../tools/vocabulary";
import type { HeaderSource } from "./classify";
import { isRecord, type RequestMessage } from "./jsonrpc";
import { checkParamHeaders } from "./param-headers";
import { ErrorCode, FALLBACK_LEGACY_VERSION, isLegacyVersion, META, SUPPORTED_PROTOCOL_VERSIONS, type Rejection } from "./protocol";
import { toolResult, toolsForVersion } from "./shapes";
import { serverInstructions } from "./instructions";

// The tool list only changes with a deploy; an hour of client caching is harmless and saves round trips.
export const TOOLS_TTL_MS = 3_600_000;
// Discovery data (versions, capabilities) changes even more rarely than tools.
export const DISCOVER_TTL_MS = 3_600_000;

export interface DispatchContext {
  readonly tools: ToolContext;
  readonly baseUrl: string;
  readonly usage: UsageRecord;
  readonly headers: HeaderSource;
}

export type Outcome = { readonly result: object } | { readonly error: Rejection };

const TOOL_NAMES = MCP_TOOLS.map((tool) => tool.name).join(", ");

/** Errors that are answers to a well-formed request travel in-band, on HTTP 200 (as the SDK does). */
function inBand(code: number, message: string): Outcome {
  return { error: { status: 200, code, message } };
}

/** serverInfo on every 2026-07-28 result: the short form (discover carries the long one). */
const SERVER_INFO_META = Object.freeze({ [META.serverInfo]: { name: SERVER_NAME, version: SERVER_VERSION } });

function fullServerInfo(version: ModernProtocolVersion | LegacyProtocolVersion): Record<string, string> {
  // Implementation gained title in 2025-06-18 and description/websiteUrl in 2025-11-25.
  const info: Record<string, string> = { name: SERVER_NAME, version: SERVER_VERSION };
  if (version !== "2025-03-26") info.title = SERVER_TITLE;
  if (version === "2025-11-25" || version === "2026-07-28") {
    info.description = SERVER_DESCRIPTION;
    info.websiteUrl = WEBSITE_URL;
  }
  return info;
}

function cursorProblem(params: RequestMessage["params"]): Outcome | null {
  if (params === undefined || params.cursor === undefined || params.cursor === null) return null;
  // No list here is ever paged, so no cursor was ever issued.
  return inBand(ErrorCode.InvalidParams, "Invalid cursor: every tool is returned in one page; call tools/list without a cursor.");
}

async function callTool(
  message: RequestMessage,
  version: ModernProtocolVersion | LegacyProtocolVersion,
  context: DispatchContext,
  checkHeaders: boolean,
): Promise<Outcome> {
  const params = message.params ?? {};
  const name = params.name;
  if (typeof name !== "string") return inBand(ErrorCode.InvalidParams, `tools/call needs params.name, one of: ${TOOL_NAMES}.`);
  const tool = findTool(name);
  if (!tool) return inBand(ErrorCode.InvalidParams, `Unknown tool: ${JSON.stringify(name.slice(0, 64))}. Tools: ${TOOL_NAMES}.`);
  context.usage.tool = tool.name;
  const args = params.arguments ?? {};
  if (!isRecord(args)) return inBand(ErrorCode.InvalidParams, `params.arguments must be an object of ${tool.name}'s arguments.`);
  if (checkHeaders) {
    const mismatch = checkParamHeaders(tool, args, context.headers);
    if (mismatch) return { error: mismatch };
  }
  // Tool messages already speak MCP: tool names and argument names as tools/list publishes them.
  const outcome = await invokeTool(tool, args, { ...context.tools, vocabulary: TOOL_VOCABULARY, surface: "mcp" });
  const usage = tool.usage?.(args, outcome.ok ? (outcome.value as never) : null);
  if (usage) Object.assign(context.usage, usage);
  if (!outcome.ok) {
    context.usage.outcome = "error";
    context.usage.detail = "tool_error";
  }
  return { result: toolResult(outcome, version, tool.name) };
}

/** 2026-07-28: server/discover, tools/list, tools/call; every result complete and signed with serverInfo. */
export async function dispatchModern(message: RequestMessage, version: ModernProtocolVersion, context: DispatchContext): Promise<Outcome> {
  let outcome: Outcome;
  switch (message.method) {
    case "server/discover":
      outcome = {
        result: {
          supportedVersions: SUPPORTED_PROTOCOL_VERSIONS,
          capabilities: { tools: {} },
          instructions: serverInstructions(context.baseUrl),
          ttlMs: DISCOVER_TTL_MS,
          cacheScope: "public",
          _meta: { [META.serverInfo]: fullServerInfo(version) },
        },
      };
      break;
    case "tools/list":
      outcome = cursorProblem(message.params) ?? { result: { tools: toolsForVersion(version), ttlMs: TOOLS_TTL_MS, cacheScope: "public" } };
      break;
    case "tools/call":
      outcome = await callTool(message, version, context, true);
      break;
    default:
      return {
        error: {
          status: 404,
          code: ErrorCode.MethodNotFound,
          message: `Method not found: ${JSON.stringify(message.method.slice(0, 60))}. In 2026-07-28 this server answers server/discover, tools/list and tools/call (no initialize or ping).`,
        },
      };
  }
  if ("error" in outcome) return outcome;
  const result = outcome.result as Record<string, unknown>;
  return { result: { resultType: "complete", ...result, _meta: result._meta ?? SERVER_INFO_META } };
}

/** The version an initialize is answered with: the one asked for when spoken here, else the newest legacy one. */
export function negotiateVersion(requested: unknown): LegacyProtocolVersion {
  return typeof requested === "string" && isLegacyVersion(requested) ? requested : FALLBACK_LEGACY_VERSION;
}

/** 2025-11-25, 2025-06-18, 2025-03-26: initialize, ping, tools/list, tools/call, each served on its own. */
export async function dispatchLegacy(message: RequestMessage, version: LegacyProtocolVersion, context: DispatchContext): Promise<Outcome> {
  switch (message.method) {
    case "initialize": {
      const negotiated = negotiateVersion(message.params?.protocolVersion);
      context.usage.protocolVersion = negotiated;
      return {
        result: {
          protocolVersion: negotiated,
          capabilities: { tools: {} },
          serverInfo: fullServerInfo(negotiated),
          instructions: serverInstructions(context.baseUrl),
        },
      };
    }
    case "ping":
      return { result: {} };
    case "tools/list":
      return cursorProblem(message.params) ?? { result: { tools: toolsForVersion(version) } };
    case "tools/call":
      return callTool(message, version, context, false);
    default:
      return inBand(
        ErrorCode.MethodNotFound,
        `Method not found: ${JSON.stringify(message.method.slice(0, 60))}. This server offers tools only: initialize, ping, tools/list, tools/call.`,
      );
  }
}
