import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { buildOpenApi } from "../../src/about/openapi-document";
import { REST_OPERATIONS } from "../../src/rest/operations";
import { ROUTES } from "../../src/route-table";

describe("OpenAPI document", () => {
  const document = buildOpenApi("https://mcp.example.com", ROUTES);

  it("is valid OpenAPI 3.1 according to a real validator", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("documents every REST operation with its tool's schemas, and every routed path", () => {
    const paths = document.paths as Record<string, Record<string, { parameters?: { name: string }[]; responses: Record<string, unknown> }>>;
    for (const operation of REST_OPERATIONS) {
      const get = paths[operation.path]?.get;
      expect(get, operation.path).toBeDefined();
      expect(Object.keys(get!.responses)).toContain("200");
      expect(Object.keys(get!.responses)).toContain("400");
      for (const param of operation.query) expect(get!.parameters?.map((p) => p.name)).toContain(param.name);
      if (operation.jsonSuffix) expect(paths[operation.path.replace(/\}$/, "}.json")]).toBeDefined();
    }
    for (const route of ROUTES) if (route.openapi) expect(paths[route.endpoint], route.endpoint).toBeDefined();
  });

  it("uses the live service's operationIds on its paths, camelCase ones on ours", () => {
    const paths = document.paths as Record<string, Record<string, { operationId: string }>>;
    const live: [string, string, string][] = [
      ["/search", "get", "search"],
      ["/entries/{id}", "get", "getEntry"],
      ["/content", "get", "listContent"],
      ["/content/{type}/{id}", "get", "getContent"],
      ["/stats", "get", "getStats"],
      ["/hit", "post", "postHit"],
      ["/categories", "get", "listCategories"],
      ["/mcp", "post", "mcp"],
    ];
    for (const [path, method, id] of live) expect(paths[path]?.[method]?.operationId, path).toBe(id);
    const ids = Object.values(paths).flatMap((operations) => Object.values(operations).map((operation) => operation.operationId));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id, id).toMatch(/^[a-z][A-Za-z0-9]*$/);
  });

  it("documents the error envelope with type and retry_after, and the beacon's codes", () => {
    const error = (
      document.components as { schemas: { Error: { properties: { error: { properties: Record<string, { enum?: string[] }> } } } } }
    ).schemas.Error.properties.error.properties;
    expect(Object.keys(error)).toEqual(["status", "code", "message", "suggestions", "type", "retry_after"]);
    expect(error.code!.enum).toEqual(expect.arrayContaining(["forbidden_origin", "too_large", "unavailable"]));
  });
});
