// The registry entry is validated against the official schema and kept in step with the code.

import Ajv from "ajv";
import addFormats from "ajv-formats";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, inject, it } from "vitest";
import type { OfficialSchemas } from "../support/official-schemas";
import { PRODUCTION_MCP_URL, REGISTRY_NAME, SERVER_DESCRIPTION, SERVER_VERSION } from "../../src/core/server-info";
import { APP_META_KEY, appFacts, serverCard } from "../../src/mcp/cards";

const root = resolve(import.meta.dirname, "../..");
// The registry's server.json schema is one of the optional official schemas (test/support/global-shared.ts).
const SCHEMA = (inject("officialSchemas") as OfficialSchemas)?.["registry-server"] ?? null;
const read = (path: string) => JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;

describe("server.json", () => {
  const server = read(resolve(root, "server.json"));

  it.runIf(SCHEMA !== null)("validates against the MCP Registry schema 2025-12-11", () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats.default(ajv);
    const check = ajv.compile(SCHEMA!);
    expect(check(server), ajv.errorsText(check.errors)).toBe(true);
  });

  it("carries package.json's version (the registry rejects a re-published version)", () => {
    expect(server.version).toBe(read(resolve(root, "package.json")).version);
  });

  it("names the same server, version and endpoint as the code", () => {
    expect(server.name).toBe(REGISTRY_NAME);
    expect(server.version).toBe(SERVER_VERSION);
    expect(server.description).toBe(SERVER_DESCRIPTION);
    expect(server.remotes).toEqual([{ type: "streamable-http", url: PRODUCTION_MCP_URL }]);
  });

  it("says the server ships an MCP App, as the server card does (the schema's only place for it: publisher-provided _meta)", () => {
    const provided = (server._meta as Record<string, Record<string, unknown>>)["io.modelcontextprotocol.registry/publisher-provided"];
    expect(provided).toEqual({ [APP_META_KEY]: appFacts() });
    expect(serverCard("https://mcp.example.org")._meta).toEqual({ [APP_META_KEY]: appFacts() });
  });
});

describe("glama.json", () => {
  it("claims the server for its maintainer", () => {
    const glama = read(resolve(root, "glama.json"));
    expect(glama.$schema).toBe("https://glama.ai/mcp/schemas/server.json");
    expect(glama.maintainers).toEqual(["Drudley"]);
  });
});
