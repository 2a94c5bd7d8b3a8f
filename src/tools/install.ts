// Ready-to-paste configuration for adding a remote MCP server to the common clients. Formats, as each
// client documents them (checked against their docs; see docs/clients.md):
//   Claude Code  `claude mcp add --transport http <name> <url>`; project file .mcp.json, mcpServers, type "http"
//   Cursor       ~/.cursor/mcp.json or .cursor/mcp.json, mcpServers, { url }
//   VS Code      .vscode/mcp.json, top-level "servers", type "http"
//   Cline        cline_mcp_settings.json, mcpServers, type "streamableHttp"
//   Windsurf     ~/.codeium/windsurf/mcp_config.json, mcpServers, { serverUrl }
//   Codex        `codex mcp add <name> --url <url>`; ~/.codex/config.toml, [mcp_servers.<name>] url
// Credentials are never guessed: servers differ in how they take an API key (header name, URL), so the
// snippets carry none and `note` says what to add.

import type { Entry } from "../site/types";
import type { JsonSchema } from "../schema/json-schema";

export interface ClientSnippet {
  /** Where it goes (a file path, or where the client keeps it). */
  where?: string;
  /** A shell command that adds the server. */
  command?: string;
  /** The JSON to merge into that file. */
  json?: Record<string, unknown>;
  /** TOML to append to that file. */
  toml?: string;
}

export interface InstallSnippets {
  /** The key the snippets use for this server; any unique name works. */
  name: string;
  url: string;
  /** As published: none, oauth, api-key or other. */
  auth?: string;
  /** What the snippets cannot say (sign-in, where a key goes). */
  note?: string;
  clients: Record<string, ClientSnippet>;
}

// Suffixes that repeat what the config already says ("exa-mcp-server" → exa).
const REDUNDANT_SUFFIX = /-(?:mcp-server|mcp|server|api)$/;
const SAFE_NAME = /^[a-z0-9][a-z0-9-]*$/;

export function serverName(entryId: string): string {
  const trimmed = entryId.replace(REDUNDANT_SUFFIX, "");
  return SAFE_NAME.test(trimmed) && trimmed.length >= 2 ? trimmed : entryId;
}

function isHttpsUrl(value: unknown): value is string {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && !url.username && !url.password;
  } catch {
    return false;
  }
}

function authNote(auth: string | undefined, name: string, docs: string | undefined): string | undefined {
  switch (auth) {
    case "oauth":
      return `Signs in with OAuth: the client opens a browser on first use (Claude Code: run /mcp; Codex: codex mcp login ${name}).`;
    case "api-key":
      return `Needs an API key, which these snippets leave out: see ${docs ?? "the server's documentation"} for the header or URL parameter it goes in.`;
    case "other":
      return `Uses its own sign-in; see ${docs ?? "the server's documentation"}.`;
    default:
      return undefined;
  }
}

/** Snippets for an entry with a remote MCP endpoint, or null when it has none (or not an https URL). */
export function installSnippets(entry: Entry): InstallSnippets | null {
  const access = entry.agent_access;
  const url = access?.mcp_endpoint;
  if (!isHttpsUrl(url)) return null;
  const name = serverName(entry.id);
  const auth = typeof access?.auth === "string" ? access.auth : undefined;
  const docs = typeof entry.docs === "string" ? entry.docs : typeof entry.url === "string" ? entry.url : undefined;
  const note = authNote(auth, name, docs);
  return {
    name,
    url,
    ...(auth !== undefined ? { auth } : {}),
    ...(note !== undefined ? { note } : {}),
    clients: {
      claude_code: {
        command: `claude mcp add --transport http ${name} ${url}`,
        where: ".mcp.json (project scope)",
        json: { mcpServers: { [name]: { type: "http", url } } },
      },
      cursor: { where: "~/.cursor/mcp.json or .cursor/mcp.json", json: { mcpServers: { [name]: { url } } } },
      vscode: { where: ".vscode/mcp.json", json: { servers: { [name]: { type: "http", url } } } },
      cline: {
        where: "cline_mcp_settings.json (MCP Servers > Configure)",
        json: { mcpServers: { [name]: { type: "streamableHttp", url } } },
      },
      windsurf: { where: "~/.codeium/windsurf/mcp_config.json", json: { mcpServers: { [name]: { serverUrl: url } } } },
      codex: {
        command: `codex mcp add ${name} --url ${url}`,
        where: "~/.codex/config.toml",
        toml: `[mcp_servers.${name}]\nurl = ${JSON.stringify(url)}\n`,
      },
      generic: { where: "any client that reads an mcpServers map", json: { mcpServers: { [name]: { url } } } },
    },
  };
}

export const INSTALL_SCHEMA: JsonSchema = {
  type: "object",
  description: "Entries with a remote MCP endpoint: ready-to-paste client config.",
  required: ["name", "url", "clients"],
  properties: {
    name: { type: "string" },
    url: { type: "string" },
    auth: { type: "string" },
    note: { type: "string" },
    clients: {
      type: "object",
      description: "claude_code, cursor, vscode, cline, windsurf, codex, generic; each {where, command?, json?, toml?}.",
      additionalProperties: { type: "object" },
    },
  },
};
