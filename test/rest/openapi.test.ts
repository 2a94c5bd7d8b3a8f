import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { buildOpenApi } from "../../src/rest/openapi";
import { REST_OPERATIONS } from "../../src/rest/operations";
import { ROUTES } from "../../src/routes";

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
});
