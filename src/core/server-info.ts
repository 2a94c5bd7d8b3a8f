// The server's identity in one dependency-free module, so names and versions never drift
// between tools/list, server cards, OpenAPI, analytics and the registry files.

export const SERVER_NAME = "indexagentica-mcp";
/** Reverse-DNS name used by the MCP Registry (server.json) and the SEP-2127 server card. */
export const REGISTRY_NAME = "com.indexagentica/mcp";
export const SERVER_TITLE = "Index Agentica";
/** Kept equal to package.json "version" (a unit test checks it). */
export const SERVER_VERSION = "1.0.0";
/** At most 100 characters: the MCP Registry and the server card cap it there. */
export const SERVER_DESCRIPTION = "Search the Index Agentica directory of agent skills, harnesses, MCP servers, tools and APIs.";
export const WEBSITE_URL = "https://indexagentica.com";
export const REPOSITORY_URL = "https://github.com/Drudley/indexagentica-mcp";
/** Where the MCP Registry API this server also speaks (src/registry/) lives: its stable version prefix. */
export const REGISTRY_API_PREFIX = "/v0.1";
/** Where this Worker is deployed; documentation and registry files point here. */
export const PRODUCTION_MCP_URL = "https://mcp.indexagentica.com/mcp";

/** 2026-07-28 and later: stateless, per-request `_meta`, no handshake. */
export const MODERN_PROTOCOL_VERSIONS = ["2026-07-28"] as const;
/** Revisions that open with `initialize`; newest first (the first is the fallback answer). */
export const LEGACY_PROTOCOL_VERSIONS = ["2025-11-25", "2025-06-18", "2025-03-26"] as const;

export type ModernProtocolVersion = (typeof MODERN_PROTOCOL_VERSIONS)[number];
export type LegacyProtocolVersion = (typeof LEGACY_PROTOCOL_VERSIONS)[number];
export type ProtocolVersion = ModernProtocolVersion | LegacyProtocolVersion;

/**
 * The one list of every revision served, newest first: what `server/discover` advertises and every `-32022`
 * error carries (so `data.supported` is always a subset of `supportedVersions`), the cards and GET /. It names
 * the legacy revisions too: a client that cannot speak 2026-07-28 learns from it that `initialize` still
 * works here, and a per-request envelope naming a legacy revision is served under that revision.
 */
export const SUPPORTED_PROTOCOL_VERSIONS: readonly ProtocolVersion[] = [...MODERN_PROTOCOL_VERSIONS, ...LEGACY_PROTOCOL_VERSIONS];

/**
 * The MCP Apps protocol (extension io.modelcontextprotocol/ui) the directory app's view speaks to its host over
 * postMessage: dated like the MCP revisions but separate from them (src/app/view/).
 */
export const APPS_PROTOCOL_VERSION = "2026-01-26";

/**
 * The MCP `Implementation` this server answers with everywhere: initialize, server/discover, every 2026-07-28
 * result's `_meta` and the static card. title, description and websiteUrl were added to it in 2025-06-18 and
 * 2025-11-25; the earlier schemas leave objects open, so every revision gets the same (as the live service does).
 */
export const SERVER_INFO = Object.freeze({
  name: SERVER_NAME,
  title: SERVER_TITLE,
  version: SERVER_VERSION,
  description: SERVER_DESCRIPTION,
  websiteUrl: WEBSITE_URL,
});
