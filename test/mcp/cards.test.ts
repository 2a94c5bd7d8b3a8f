import { describe, expect, it } from "vitest";
import { aiCatalog, catalogIdentifier, serverCard, wellKnownServerCard } from "../../src/mcp/cards";
import { toolsForProtocol } from "../../src/mcp/tool-listing";
import { PROMPTS } from "../../src/prompts/registry";
import { SUPPORTED_PROTOCOL_VERSIONS } from "../../src/core/server-info";
import { SERVER_DESCRIPTION, SERVER_INFO } from "../../src/core/server-info";
import { schemaErrors } from "../support/mcp-schemas";

describe("discovery documents", () => {
  it("builds a SEP-2127 card that validates and names the endpoint and every supported version", () => {
    const card = serverCard("https://mcp.example.org");
    expect(schemaErrors("server-card", "ServerCard", card)).toBeNull();
    expect(card.remotes).toEqual([
      { type: "streamable-http", url: "https://mcp.example.org/mcp", supportedProtocolVersions: SUPPORTED_PROTOCOL_VERSIONS },
    ]);
    expect(SERVER_DESCRIPTION.length).toBeLessThanOrEqual(100);
    // The app, under our own key: the card's schema has no field for it.
    expect(card._meta).toEqual({
      "com.indexagentica/app": {
        extension: "io.modelcontextprotocol/ui",
        resourceUri: "ui://indexagentica/directory.html",
        tools: ["search", "get_entry"],
      },
    });
  });

  it("derives the AI Catalog identifier from the registry name", () => {
    expect(catalogIdentifier("com.example/weather")).toBe("urn:air:example.com:mcp:weather");
    expect(aiCatalog("http://127.0.0.1:8787")).toEqual({
      specVersion: "1.0",
      entries: [
        {
          identifier: "urn:air:indexagentica.com:mcp:mcp",
          type: "application/mcp-server-card+json",
          url: "http://127.0.0.1:8787/mcp/server-card",
        },
      ],
    });
  });

  it("gives the static card every field the live card has: identity, how to connect, versions, capabilities, the tools and prompts", () => {
    const card = wellKnownServerCard("https://mcp.example.org");
    expect(card.tools).toBe(toolsForProtocol());
    expect(card).toEqual({
      serverInfo: SERVER_INFO,
      description: SERVER_DESCRIPTION,
      instructions: expect.stringContaining("https://mcp.example.org/openapi.json"),
      transport: { type: "streamable-http", url: "https://mcp.example.org/mcp" },
      protocolVersions: SUPPORTED_PROTOCOL_VERSIONS,
      authentication: { required: false },
      capabilities: {
        tools: { listChanged: false },
        prompts: { listChanged: false },
        resources: {},
        completions: {},
        extensions: { "io.modelcontextprotocol/skills": {}, "io.modelcontextprotocol/ui": {} },
      },
      tools: toolsForProtocol(),
      resources: [],
      prompts: PROMPTS.map((prompt) =>
        expect.objectContaining({ name: prompt.name, title: prompt.title, description: prompt.description }),
      ),
    });
    expect(SERVER_INFO).toMatchObject({ name: "indexagentica-mcp", title: "Index Agentica", websiteUrl: "https://indexagentica.com" });
  });
});
