import { describe, expect, it } from "vitest";
import { aiCatalog, catalogIdentifier, serverCard, wellKnownServerCard } from "../../src/mcp/cards";
import { toolsForVersion } from "../../src/mcp/shapes";
import { SUPPORTED_PROTOCOL_VERSIONS } from "../../src/mcp/protocol";
import { SERVER_DESCRIPTION } from "../../src/server-info";
import { schemaErrors } from "../support/mcp-schemas";

describe("discovery documents", () => {
  it("builds a SEP-2127 card that validates and names the endpoint and every supported version", () => {
    const card = serverCard("https://mcp.example.org");
    expect(schemaErrors("server-card", "ServerCard", card)).toBeNull();
    expect(card.remotes).toEqual([
      { type: "streamable-http", url: "https://mcp.example.org/mcp", supportedProtocolVersions: SUPPORTED_PROTOCOL_VERSIONS },
    ]);
    expect(SERVER_DESCRIPTION.length).toBeLessThanOrEqual(100);
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

  it("puts the 2026-07-28 tools/list tools in the static card", () => {
    const card = wellKnownServerCard();
    expect(card.tools).toBe(toolsForVersion("2026-07-28"));
    expect(card).toMatchObject({
      authentication: { required: false },
      resources: [],
      prompts: [],
      serverInfo: { name: "indexagentica-mcp" },
    });
  });
});
