// Documents that describe this server before a client connects, all derived from server-info and the tool
// definitions: the SEP-2127 server card (<endpoint>/server-card), the AI Catalog that points to it, and the
// static card at /.well-known/mcp/server-card.json (serverInfo, how to connect, the tools/list tools and the
// prompts/list prompts, for scanners).

import {
  REGISTRY_NAME,
  REPOSITORY_URL,
  SERVER_DESCRIPTION,
  SERVER_INFO,
  SERVER_TITLE,
  SERVER_VERSION,
  WEBSITE_URL,
  SUPPORTED_PROTOCOL_VERSIONS,
} from "../core/server-info";
import { APP_URI } from "../app/api";
import { APPS_EXTENSION, SERVER_CAPABILITIES } from "./capabilities";
import { serverInstructions } from "./instructions";
import { promptsForProtocol } from "./prompts";
import { APP_TOOL_NAMES, toolsForProtocol } from "./tool-listing";

export const SERVER_CARD_SCHEMA_URL = "https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json";
export const SERVER_CARD_MEDIA_TYPE = "application/mcp-server-card+json";
export const AI_CATALOG_MEDIA_TYPE = "application/ai-catalog+json";
export const MCP_PATH = "/mcp";
export const SERVER_CARD_PATH = `${MCP_PATH}/server-card`;
export const WELL_KNOWN_CARD_PATH = "/.well-known/mcp/server-card.json";
export const AI_CATALOG_PATH = "/.well-known/ai-catalog.json";

/**
 * That the server ships an MCP App, for directories reading the card or server.json: neither schema has a field for
 * it, so it goes under our own reverse-DNS key in `_meta` (server.json: inside the registry's publisher-provided
 * object), which both allow.
 */
export const APP_META_KEY = "com.indexagentica/app";

export function appFacts(): Record<string, unknown> {
  return { extension: APPS_EXTENSION, resourceUri: APP_URI, tools: APP_TOOL_NAMES };
}

/** SEP-2127 card: identity and how to connect (no primitives; those come from tools/list), and the app. */
export function serverCard(baseUrl: string): Record<string, unknown> {
  return {
    $schema: SERVER_CARD_SCHEMA_URL,
    name: REGISTRY_NAME,
    title: SERVER_TITLE,
    description: SERVER_DESCRIPTION,
    version: SERVER_VERSION,
    websiteUrl: WEBSITE_URL,
    repository: { url: REPOSITORY_URL, source: "github" },
    remotes: [{ type: "streamable-http", url: `${baseUrl}${MCP_PATH}`, supportedProtocolVersions: SUPPORTED_PROTOCOL_VERSIONS }],
    _meta: { [APP_META_KEY]: appFacts() },
  };
}

/** urn:air:{publisher}:{namespace}:{name}, from the card's reverse-DNS name (com.indexagentica/mcp → indexagentica.com, mcp). */
export function catalogIdentifier(registryName: string = REGISTRY_NAME): string {
  const [namespace, name] = registryName.split("/") as [string, string];
  return `urn:air:${namespace.split(".").reverse().join(".")}:mcp:${name}`;
}

export function aiCatalog(baseUrl: string): Record<string, unknown> {
  return {
    specVersion: "1.0",
    entries: [{ identifier: catalogIdentifier(), type: SERVER_CARD_MEDIA_TYPE, url: `${baseUrl}${SERVER_CARD_PATH}` }],
  };
}

/**
 * The static card scanners read (e.g. Smithery), with every field the live service's card has: identity,
 * description and instructions, where and how to connect, versions, capabilities, the tools/list tools and the
 * prompts/list prompts (the live service's card has an empty list there; scanners read it to show slash commands).
 */
export function wellKnownServerCard(baseUrl: string): Record<string, unknown> {
  return {
    serverInfo: SERVER_INFO,
    description: SERVER_DESCRIPTION,
    instructions: serverInstructions(baseUrl),
    transport: { type: "streamable-http", url: `${baseUrl}${MCP_PATH}` },
    protocolVersions: SUPPORTED_PROTOCOL_VERSIONS,
    authentication: { required: false },
    capabilities: SERVER_CAPABILITIES,
    tools: toolsForProtocol(),
    resources: [],
    prompts: promptsForProtocol(),
  };
}
