// REST returns /entries/{id} and /content/{type}/{id} unwrapped, as the live service does: the entry's or item's
// fields at the top level, the tool output's own members (data, install, truncated, notice) beside them. That is
// only sound while no published field carries one of those names; this checks the bundled sample and, when the
// shared-folder switch finds it (scripts/lib/shared-dir.mjs), the real site copy.

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { realSiteDir } from "../../scripts/lib/shared-dir.mjs";
import indexJson from "../../src/site/sample/index.json";
import comparison from "../../src/site/sample/longform/compare/code-sandboxes-for-agents.json";
import guide from "../../src/site/sample/longform/guides/automate-a-browser-with-playwright-mcp.json";
import skill from "../../src/site/sample/longform/skills/search-the-directory.json";
import stack from "../../src/site/sample/longform/stacks/agent-that-pays-for-apis.json";
import { restBody } from "../../src/rest/endpoint";
import { REST_OPERATIONS } from "../../src/rest/operations";
import { restResponseSchema } from "../../src/rest/operation-docs";

// What the adapter and the tools put beside the published fields.
const OURS = ["data", "install", "truncated", "notice"];

function collisions(objects: readonly Record<string, unknown>[]): string[] {
  return objects.flatMap((object) => OURS.filter((key) => key in object).map((key) => `${String(object.id)}.${key}`));
}

describe("unwrapped REST bodies", () => {
  it("put the inner object's fields first and the output's other members beside them", () => {
    const body = restBody({ entry: { id: "x", name: "X" }, install: { url: "u" }, data: { source: "live" } }, "entry");
    expect(body).toEqual({ id: "x", name: "X", install: { url: "u" }, data: { source: "live" } });
    expect(Object.keys(body)).toEqual(["id", "name", "install", "data"]);
    expect(restBody({ total: 1, ids: ["x"] }, undefined)).toEqual({ total: 1, ids: ["x"] });
  });

  it("never overwrite a published field: should the site publish one named like ours, its value wins", () => {
    expect(restBody({ content: { id: "g", notice: "published" }, notice: "ours", data: {} }, "content")).toEqual({
      id: "g",
      notice: "published",
      data: {},
    });
  });

  it("collide with no field the bundled sample publishes", () => {
    expect(collisions(indexJson.entries as Record<string, unknown>[])).toEqual([]);
    expect(collisions([guide, comparison, stack, skill] as Record<string, unknown>[])).toEqual([]);
  });

  const real = realSiteDir();
  it.runIf(real !== null)("collide with no field the real site copy publishes", () => {
    const index = JSON.parse(readFileSync(join(real!, "api", "index.json"), "utf8")) as { entries: Record<string, unknown>[] };
    expect(collisions(index.entries)).toEqual([]);
    const items: Record<string, unknown>[] = [];
    const root = join(real!, "api", "longform");
    for (const folder of readdirSync(root, { withFileTypes: true })) {
      if (!folder.isDirectory()) continue;
      for (const file of readdirSync(join(root, folder.name))) {
        if (file.endsWith(".json")) items.push(JSON.parse(readFileSync(join(root, folder.name, file), "utf8")) as Record<string, unknown>);
      }
    }
    expect(items.length).toBeGreaterThan(0);
    expect(collisions(items)).toEqual([]);
  });

  it("are what the OpenAPI 200 schemas describe: the inner schema's fields and required ones, plus data and notice", () => {
    for (const operation of REST_OPERATIONS.filter((candidate) => candidate.unwrap !== undefined)) {
      const outer = operation.tool.outputSchema;
      const inner = outer.properties![operation.unwrap!]!;
      const schema = restResponseSchema(operation);
      expect(schema.properties?.[operation.unwrap!], operation.path).toBeUndefined();
      for (const key of Object.keys(inner.properties ?? {})) expect(schema.properties?.[key], `${operation.path} ${key}`).toBeDefined();
      expect(schema.required).toEqual(expect.arrayContaining([...(inner.required ?? []), "data"]));
      expect(schema.properties?.notice?.type).toBe("string");
      expect(schema.properties?.data).toEqual(outer.properties!.data);
    }
  });
});
