// Install actions come from get_entry's own install snippets (src/tools/install.ts), and the VS Code link is the
// URL handler VS Code documents, inside its https redirect, carrying exactly the server's name, type and URL.

import { describe, expect, it } from "vitest";
import { authLabel, compareRequest, installFactsOf, installRequest, vscodeInstallUrl } from "../../../src/app/view/install";
import { sampleSiteIndex } from "../../../src/site/sample";
import { installSnippets } from "../../../src/tools/install";

const remote = sampleSiteIndex().entries.filter((entry) => typeof entry.agent_access?.mcp_endpoint === "string");

describe("install facts", () => {
  it.each(remote.map((entry) => [entry.id, entry] as const))("%s: copied from get_entry's install, nothing invented", (_id, entry) => {
    const install = installSnippets(entry)!;
    const facts = installFactsOf(JSON.parse(JSON.stringify(install)))!;
    expect(facts.name).toBe(install.name);
    expect(facts.url).toBe(install.url);
    expect(facts.claudeCommand).toBe(install.clients.claude_code!.command);
    expect(JSON.parse(facts.mcpServersJson)).toEqual(install.clients.generic!.json);
    expect(facts.note).toBe(install.note ?? "");
  });

  it("are none without an https endpoint or a name", () => {
    expect(installFactsOf(undefined)).toBeNull();
    expect(installFactsOf({ name: "x", url: "http://plain.example/mcp", clients: {} })).toBeNull();
    expect(installFactsOf({ name: "", url: "https://a.example/mcp" })).toBeNull();
    expect(installFactsOf({ name: "x", url: "javascript:alert(1)" })).toBeNull();
  });

  it("build the mcpServers map from name and URL when a client list is missing", () => {
    expect(JSON.parse(installFactsOf({ name: "x", url: "https://a.example/mcp" })!.mcpServersJson)).toEqual({
      mcpServers: { x: { url: "https://a.example/mcp" } },
    });
  });
});

describe("the VS Code link", () => {
  it("is VS Code's redirect to vscode:mcp/install with the URI-encoded --add-mcp JSON", () => {
    const url = vscodeInstallUrl({ name: "deepwiki", url: "https://mcp.deepwiki.com/mcp" });
    expect(url).toBe(
      "https://insiders.vscode.dev/redirect?url=vscode%3Amcp%2Finstall%3F%257B%2522name%2522%253A%2522deepwiki%2522%252C%2522type%2522%253A%2522http%2522%252C%2522url%2522%253A%2522https%253A%252F%252Fmcp.deepwiki.com%252Fmcp%2522%257D",
    );
    const inner = new URL(url).searchParams.get("url")!;
    expect(inner.startsWith("vscode:mcp/install?")).toBe(true);
    expect(JSON.parse(decodeURIComponent(inner.slice("vscode:mcp/install?".length)))).toEqual({
      name: "deepwiki",
      type: "http",
      url: "https://mcp.deepwiki.com/mcp",
    });
  });
});

describe("words", () => {
  it("label each published auth value", () => {
    expect(["none", "api-key", "oauth", "other", ""].map(authLabel)).toEqual([
      "No sign-in",
      "API key needed",
      "OAuth sign-in",
      "Own sign-in",
      "",
    ]);
  });

  it("name the entry and its endpoint in the messages posted to the chat", () => {
    expect(installRequest("DeepWiki MCP", { url: "https://mcp.deepwiki.com/mcp" })).toContain(
      '"DeepWiki MCP" (https://mcp.deepwiki.com/mcp)',
    );
    expect(compareRequest("DeepWiki MCP", "deepwiki-mcp")).toContain("entry deepwiki-mcp");
  });
});
