import { describe, expect, it } from "vitest";
import type { Entry } from "../../src/site/types";
import { getEntryTool } from "../../src/tools/get-entry";
import { installSnippets, serverName } from "../../src/tools/install";
import { invokeTool } from "../../src/tools/registry";
import type { AnyTool } from "../../src/tools/definition";
import { validate } from "../../src/schema/validate";
import { sampleContext } from "./context";

const entry = (access: Entry["agent_access"], id = "exa-mcp-server"): Entry => ({
  id,
  name: "Exa MCP Server",
  category: "mcp-servers",
  summary: "Search.",
  url: "https://exa.ai",
  docs: "https://docs.exa.ai/mcp",
  ...(access ? { agent_access: access } : {}),
});

describe("install snippets", () => {
  it("name the server after the entry, without suffixes the config already says", () => {
    expect(serverName("exa-mcp-server")).toBe("exa");
    expect(serverName("playwright-mcp")).toBe("playwright");
    expect(serverName("tavily-api")).toBe("tavily");
    expect(serverName("x402")).toBe("x402");
  });

  it("cover every client, each in its own documented shape", () => {
    const url = "https://mcp.exa.ai/mcp";
    const snippets = installSnippets(entry({ mcp_endpoint: url, auth: "none" }))!;
    expect(snippets).toMatchObject({ name: "exa", url, auth: "none" });
    expect(snippets.note).toBeUndefined();
    const { clients } = snippets;
    expect(Object.keys(clients)).toEqual(["claude_code", "cursor", "vscode", "cline", "windsurf", "codex", "generic"]);
    expect(clients.claude_code!.command).toBe(`claude mcp add --transport http exa ${url}`);
    expect(clients.claude_code!.json).toEqual({ mcpServers: { exa: { type: "http", url } } });
    expect(clients.cursor!.json).toEqual({ mcpServers: { exa: { url } } });
    expect(clients.vscode!.json).toEqual({ servers: { exa: { type: "http", url } } });
    expect(clients.cline!.json).toEqual({ mcpServers: { exa: { type: "streamableHttp", url } } });
    expect(clients.windsurf!.json).toEqual({ mcpServers: { exa: { serverUrl: url } } });
    expect(clients.codex!.command).toBe(`codex mcp add exa --url ${url}`);
    expect(clients.codex!.toml).toBe(`[mcp_servers.exa]\nurl = "${url}"\n`);
    expect(clients.generic!.json).toEqual({ mcpServers: { exa: { url } } });
  });

  it("say what the snippets cannot: OAuth sign-in, or where an API key goes", () => {
    expect(installSnippets(entry({ mcp_endpoint: "https://mcp.example.com/mcp", auth: "oauth" }))!.note).toContain("OAuth");
    expect(installSnippets(entry({ mcp_endpoint: "https://mcp.example.com/mcp", auth: "api-key" }))!.note).toContain(
      "https://docs.exa.ai/mcp",
    );
  });

  it("are absent without an https endpoint", () => {
    expect(installSnippets(entry(undefined))).toBeNull();
    expect(installSnippets(entry({ mcp_endpoint: "http://insecure.example.com/mcp" }))).toBeNull();
    expect(installSnippets(entry({ mcp_endpoint: "not a url" }))).toBeNull();
  });
});

describe("get_entry", () => {
  it("adds install to entries with an MCP endpoint only, and its output fits its schema", async () => {
    const withEndpoint = (await invokeTool(getEntryTool as unknown as AnyTool, { id: "deepwiki-mcp" }, sampleContext())).outcome;
    expect(withEndpoint.ok).toBe(true);
    const value = (withEndpoint as { value: { install?: { url: string } } }).value;
    expect(value.install?.url).toBe("https://mcp.deepwiki.com/mcp");
    expect(validate(getEntryTool.outputSchema, value).ok).toBe(true);
    const without = (await invokeTool(getEntryTool as unknown as AnyTool, { id: "playwright" }, sampleContext())).outcome;
    expect((without as { value: Record<string, unknown> }).value).not.toHaveProperty("install");
  });
});
