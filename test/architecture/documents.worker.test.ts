// The documents the server publishes about itself, pinned byte for byte while src/ is reorganised (issue 13):
// GET /, /openapi.json, tools/list in every revision and the three discovery cards. A move of a route, a
// fragment or a tool's schema that changes any of them shows here; a deliberate change rewrites the pin
// (`npx vitest run -u test/architecture/documents.worker.test.ts`) and says so in its commit. The site is a
// fixed name that nothing listens on: these documents never read the catalogue.

import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../src/index";
import { McpWire } from "../support/mcp-wire";

const BASE = "https://mcp.example.com";

async function fetchWorker(request: Request): Promise<Response> {
  const exec = createExecutionContext();
  const response = await worker.fetch(
    request as Parameters<typeof worker.fetch>[0],
    { ...env, PUBLIC_BASE_URL: BASE, DATA_BASE_URL: "https://site.example.com" },
    exec,
  );
  await waitOnExecutionContext(exec);
  return response;
}

async function document(path: string): Promise<string> {
  const response = await fetchWorker(new Request(`${BASE}${path}`));
  expect(response.status, path).toBe(200);
  return `${JSON.stringify(await response.json(), null, 2)}\n`;
}

describe("published documents", () => {
  it.each([
    ["/", "describe.json"],
    ["/openapi.json", "openapi.json"],
    ["/mcp/server-card", "server-card.json"],
    ["/.well-known/mcp/server-card.json", "well-known-card.json"],
    ["/.well-known/ai-catalog.json", "ai-catalog.json"],
  ])("%s", async (path, file) => {
    await expect(await document(path)).toMatchFileSnapshot(`__pins__/${file}`);
  });

  it("tools/list, in every revision", async () => {
    const wire = new McpWire(fetchWorker, BASE);
    const lists = {
      "2026-07-28": (await wire.modern("tools/list")).body.result,
      "2025-11-25": (await wire.legacy("tools/list", {}, "2025-11-25")).body.result,
      "2025-06-18": (await wire.legacy("tools/list", {}, "2025-06-18")).body.result,
      "2025-03-26": (await wire.legacy("tools/list", {}, null)).body.result,
    };
    await expect(`${JSON.stringify(lists, null, 2)}\n`).toMatchFileSnapshot("__pins__/tools-list.json");
  });
});
