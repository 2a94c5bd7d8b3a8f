// Install actions for a remote MCP server, built only from what get_entry's `install` already holds (src/tools/
// install.ts): the text a person copies (the `claude mcp add` line, the `mcpServers` JSON), the https link that adds
// it to VS Code, and the words the view posts to the chat. Pure functions, so unit tests read them without a DOM.
//
// VS Code documents one install link, its URL handler `vscode:mcp/install?<URI-encoded JSON>` where the JSON is
// the server's --add-mcp object ({name, type, url}; code.visualstudio.com/docs/copilot/guides/mcp-developer-guide,
// "MCP URL handler"). A custom scheme cannot go through ui/open-link (VS Code's own host allows only http and https),
// so the link travels inside VS Code's https redirect, https://insiders.vscode.dev/redirect?url=<encoded link>, the
// form the VS Code team gives for places that only link to https. Cursor documents only a cursor:// deeplink, so
// Cursor gets the copy box (its mcp.json reads the mcpServers JSON), not a button (docs/app.md says more).

import { isRecord, str, webUrl, type Json } from "./data";

/** VS Code's redirect to a vscode: link, for places that can only open https. */
export const VSCODE_REDIRECT = "https://insiders.vscode.dev/redirect?url=";

export interface InstallFacts {
  /** The key the snippets use for the server. */
  readonly name: string;
  readonly url: string;
  /** As published: none, oauth, api-key or other (empty when unknown). */
  readonly auth: string;
  /** What the snippets cannot say (sign-in, where a key goes). */
  readonly note: string;
  /** `claude mcp add …`, when get_entry gives it. */
  readonly claudeCommand: string;
  /** The `mcpServers` map for Cursor, Windsurf and any client that reads one, pretty-printed. */
  readonly mcpServersJson: string;
}

const clientJson = (clients: Json, key: string): unknown => (isRecord(clients[key]) ? (clients[key] as Json).json : undefined);

/** The install facts of get_entry's `install`, or null when it has no https endpoint. */
export function installFactsOf(install: unknown): InstallFacts | null {
  if (!isRecord(install)) return null;
  const url = webUrl(install.url);
  const name = str(install.name);
  if (!url.startsWith("https:") || name === "") return null;
  const clients = isRecord(install.clients) ? install.clients : {};
  const claude = isRecord(clients.claude_code) ? clients.claude_code : {};
  const generic = clientJson(clients, "generic");
  return {
    name,
    url,
    auth: str(install.auth),
    note: str(install.note),
    claudeCommand: str(claude.command),
    mcpServersJson: JSON.stringify(isRecord(generic) ? generic : { mcpServers: { [name]: { url } } }, null, 2),
  };
}

/** The https link that opens VS Code's "install MCP server" prompt for a remote (Streamable HTTP) server. */
export function vscodeInstallUrl(facts: Pick<InstallFacts, "name" | "url">): string {
  const link = `vscode:mcp/install?${encodeURIComponent(JSON.stringify({ name: facts.name, type: "http", url: facts.url }))}`;
  return `${VSCODE_REDIRECT}${encodeURIComponent(link)}`;
}

/** How an entry's agent_access.auth reads on a badge. */
export function authLabel(auth: string): string {
  switch (auth) {
    case "none":
      return "No sign-in";
    case "api-key":
      return "API key needed";
    case "oauth":
      return "OAuth sign-in";
    case "":
      return "";
    default:
      return "Own sign-in";
  }
}

/** The user message "Ask to install" posts (ui/message, role user): the assistant knows which client it runs in. */
export function installRequest(entryName: string, facts: Pick<InstallFacts, "url">): string {
  return `Install the MCP server "${entryName}" (${facts.url}) from the Index Agentica directory in my setup, and tell me what it needs to sign in.`;
}

/** The user message "Compare" posts. */
export function compareRequest(entryName: string, id: string): string {
  return `Compare "${entryName}" (Index Agentica entry ${id}) with the closest alternatives in the Index Agentica directory, and tell me which fits my needs best.`;
}

/** The user message "Ask about it" posts for a guide, comparison, stack or skill. */
export function askAboutRequest(type: string, title: string, url: string): string {
  return `Tell me what the Index Agentica ${type} "${title}"${url === "" ? "" : ` (${url})`} says that matters for what I am doing.`;
}
