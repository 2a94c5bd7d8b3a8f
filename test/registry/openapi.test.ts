// Our own OpenAPI response schemas for the registry routes (src/registry/openapi.ts), as /openapi.json publishes
// them: every server of the bundled sample and of the real site copy validates, and they refuse what the
// MCP Registry and VS Code refuse. (The contract tests check every answer the Worker sends against them too.)

import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { buildOpenApi } from "../../src/about/openapi-document";
import { itemOf } from "../../src/registry/server-item";
import { serverListOf } from "../../src/registry/server-list";
import { ROUTES } from "../../src/route-table";
import { fixtureCatalogue, sampleCatalogue } from "../relevance/catalogues";

const document = buildOpenApi("https://mcp.example.com", ROUTES);
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ ...document, $id: "openapi" } as object);
const check = (name: string) => ajv.getSchema(`openapi#/components/schemas/${name}`)!;

describe("the registry's OpenAPI schemas", () => {
  const catalogues = [sampleCatalogue(), fixtureCatalogue()].filter((catalogue) => catalogue !== null);

  it("validate every server, and a list of them", () => {
    for (const catalogue of catalogues) {
      const items = serverListOf(catalogue).sorted.map(itemOf);
      for (const item of items) expect(check("ServerResponse")(item), `${item.server.name}: ${JSON.stringify(ajv.errors)}`).toBe(true);
      expect(check("ServerList")({ servers: items, metadata: { count: items.length, nextCursor: "aYWJj" } })).toBe(true);
    }
  });

  it("refuse a server without _meta, with a long description, a bad name, or a cursor that is not URL-safe", () => {
    const item = itemOf(serverListOf(sampleCatalogue()).sorted[0]!);
    expect(check("ServerResponse")({ server: item.server })).toBe(false);
    expect(check("ServerResponse")({ ...item, server: { ...item.server, description: "x".repeat(101) } })).toBe(false);
    expect(check("ServerResponse")({ ...item, server: { ...item.server, name: "two/slashes/here" } })).toBe(false);
    const official = { ...(item._meta["io.modelcontextprotocol.registry/official"] as object), extra: 1 };
    expect(check("ServerResponse")({ ...item, _meta: { ...item._meta, "io.modelcontextprotocol.registry/official": official } })).toBe(
      false,
    );
    expect(check("ServerList")({ servers: [], metadata: { count: 0, nextCursor: "a+b/c=" } })).toBe(false);
    expect(check("Problem")({ title: "Not Found", status: 404, detail: "Server not found" })).toBe(true);
    expect(check("Problem")({ error: "Server not found" })).toBe(false);
  });
});
