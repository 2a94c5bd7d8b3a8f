// JSON-RPC methods → results. The only place that knows which methods exist in which era; tools are called
// through the registry and directory methods (prompts, resources, completion, skills) through their own modules,
// so nothing here knows what the catalogue is.

import { SERVER_INFO, SUPPORTED_PROTOCOL_VERSIONS, type LegacyProtocolVersion } from "../core/server-info";
import { SERVER_CAPABILITIES } from "./capabilities";
import { complete } from "./completion";
import { findTool, invokeTool, MCP_TOOLS } from "../tools/registry";
import { TOOL_VOCABULARY } from "../tools/vocabulary";
import { serverInstructions } from "./instructions";
import type { RequestMessage } from "./jsonrpc";
import { ErrorCode, FALLBACK_LEGACY_VERSION, isLegacyVersion, isModernVersion, META } from "./protocol";
import { inBand, type DispatchContext, type Outcome } from "./outcome";
import { getPromptMethod, listPrompts } from "./prompts";
import { listResources, listResourceTemplates, readResourceMethod } from "./resources";
import { REVISIONS } from "./revisions";
import { getSkill, listSkills } from "./skills";
import { toolsForProtocol } from "./tool-listing";
import { toolResult } from "./tool-result";

export type { DispatchContext, Outcome } from "./outcome";
export { SERVER_CAPABILITIES } from "./capabilities";

// The tool list only changes with a deploy; an hour of client caching is harmless and saves round trips.
export const TOOLS_TTL_MS = 3_600_000;
// Discovery data (versions, capabilities) changes even more rarely than tools.
export const DISCOVER_TTL_MS = 3_600_000;

const TOOL_NAMES = MCP_TOOLS.map((tool) => tool.name).join(", ");

type Method = (params: Record<string, unknown>, context: DispatchContext) => Outcome | Promise<Outcome>;

/** The directory's methods, the same in every era (their modules shape each revision's answer). */
const DIRECTORY_METHODS: Readonly<Record<string, Method>> = {
  "prompts/list": listPrompts,
  "prompts/get": getPromptMethod,
  "resources/list": listResources,
  "resources/templates/list": listResourceTemplates,
  "resources/read": readResourceMethod,
  "completion/complete": complete,
  "skills/list": listSkills,
  "skills/get": getSkill,
};

function directoryMethod(name: string): Method | undefined {
  return Object.hasOwn(DIRECTORY_METHODS, name) ? DIRECTORY_METHODS[name] : undefined;
}

const DIRECTORY_METHOD_NAMES = Object.keys(DIRECTORY_METHODS).join(", ");

/** server/discover's answer in either era (2026-07-28 moves serverInfo into `_meta`, added by the caller). */
function discovery(baseUrl: string): Record<string, unknown> {
  return {
    supportedVersions: SUPPORTED_PROTOCOL_VERSIONS,
    capabilities: SERVER_CAPABILITIES,
    instructions: serverInstructions(baseUrl),
    ttlMs: DISCOVER_TTL_MS,
    cacheScope: "public",
  };
}

async function callTool(message: RequestMessage, context: DispatchContext): Promise<Outcome> {
  const params = message.params ?? {};
  const name = params.name;
  if (typeof name !== "string") return inBand(ErrorCode.InvalidParams, `tools/call needs params.name, one of: ${TOOL_NAMES}.`);
  const tool = findTool(name);
  if (!tool) return inBand(ErrorCode.InvalidParams, `Unknown tool: ${JSON.stringify(name.slice(0, 64))}. Tools: ${TOOL_NAMES}.`);
  context.facts.tool = tool.name;
  // Arguments that are not an object are an input error of the call (SEP-1303): the tool says so, isError.
  const args = params.arguments;
  // Tool messages already speak MCP: tool names and argument names as tools/list publishes them.
  const toolContext = { ...context.tools, vocabulary: TOOL_VOCABULARY, surface: "mcp" as const };
  const { outcome, usage } = await invokeTool(tool, args, toolContext);
  Object.assign(context.facts, usage);
  if (!outcome.ok) context.facts.toolError = true;
  const result = toolResult(outcome, tool, REVISIONS[context.version].resources);
  // What a view shows beyond the output goes in `_meta`, out of a model's sight (ToolDefinition.viewFacts).
  const facts = outcome.ok ? ((await tool.viewFacts?.(outcome.value, toolContext)) ?? null) : null;
  return { result: facts === null ? result : { ...result, _meta: facts } };
}

/** 2026-07-28: server/discover, tools/list, tools/call and the directory's methods; every result complete and signed with serverInfo. */
async function dispatchModern(message: RequestMessage, context: DispatchContext): Promise<Outcome> {
  let outcome: Outcome;
  const method = directoryMethod(message.method);
  if (method !== undefined) return envelope(await method(message.params ?? {}, context), context);
  switch (message.method) {
    case "server/discover":
      outcome = { result: discovery(context.baseUrl) };
      break;
    case "tools/list":
      // One page holds every tool, so a cursor (which this server never issues) changes nothing.
      outcome = { result: { tools: toolsForProtocol(), ttlMs: TOOLS_TTL_MS, cacheScope: "public" } };
      break;
    case "tools/call":
      outcome = await callTool(message, context);
      break;
    default:
      return {
        error: {
          status: 404,
          code: ErrorCode.MethodNotFound,
          message: `Method not found: ${JSON.stringify(message.method.slice(0, 60))}. In 2026-07-28 this server answers server/discover, tools/list, tools/call, ${DIRECTORY_METHOD_NAMES} (no initialize or ping).`,
        },
      };
  }
  return envelope(outcome, context);
}

/** A result of a revision with the envelope: complete, and signed with serverInfo beside the result's own `_meta`. */
function envelope(outcome: Outcome, context: DispatchContext): Outcome {
  if ("error" in outcome || !REVISIONS[context.version].resultEnvelope) return outcome;
  const own = (outcome.result as { _meta?: Record<string, unknown> })._meta;
  return { result: { resultType: "complete", ...outcome.result, _meta: { ...own, [META.serverInfo]: SERVER_INFO } } };
}

/** The version an initialize is answered with: the one asked for when spoken here, else the newest legacy one. */
export function negotiateVersion(requested: unknown): LegacyProtocolVersion {
  return typeof requested === "string" && isLegacyVersion(requested) ? requested : FALLBACK_LEGACY_VERSION;
}

/** 2025-11-25, 2025-06-18, 2025-03-26: initialize, ping, server/discover, tools and the directory's methods, each on its own. */
async function dispatchLegacy(message: RequestMessage, context: DispatchContext): Promise<Outcome> {
  const method = directoryMethod(message.method);
  if (method !== undefined) return method(message.params ?? {}, context);
  switch (message.method) {
    case "initialize": {
      const negotiated = negotiateVersion(message.params?.protocolVersion);
      context.facts.protocolVersion = negotiated;
      return {
        result: {
          protocolVersion: negotiated,
          capabilities: SERVER_CAPABILITIES,
          serverInfo: SERVER_INFO,
          instructions: serverInstructions(context.baseUrl),
        },
      };
    }
    case "ping":
      return { result: {} };
    case "server/discover": {
      // Not a legacy method, but the live service answers it in this era too (serverInfo in the result).
      const { instructions, ...rest } = discovery(context.baseUrl);
      return { result: { ...rest, serverInfo: SERVER_INFO, instructions } };
    }
    case "tools/list":
      return { result: { tools: toolsForProtocol() } };
    case "tools/call":
      return callTool(message, context);
    default:
      return inBand(
        ErrorCode.MethodNotFound,
        `Method not found: ${JSON.stringify(message.method.slice(0, 60))}. This server answers initialize, ping, server/discover, tools/list, tools/call, ${DIRECTORY_METHOD_NAMES}.`,
      );
  }
}

/** Answers one request under its revision: the methods of its era. */
export function dispatch(message: RequestMessage, context: DispatchContext): Promise<Outcome> {
  return isModernVersion(context.version) ? dispatchModern(message, context) : dispatchLegacy(message, context);
}
