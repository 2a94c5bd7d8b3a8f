// `npm run dev` as a newcomer runs it: the default environment through the npm script (scripts/dev.ts), on a
// port given as a flag (wrangler.toml's [dev] has the default), on a machine without network. The site is named
// as one that never answers (127.0.0.1:9, where nothing listens), so every run takes the offline path and nothing
// leaves the machine. It must link to itself at the origin it serves from, serve the bundled sample (from a local
// copy, so answers are labelled live) exactly as the tools answer over it in process, and say so in one line
// instead of printing stack traces.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCatalogue } from "../../src/catalog/catalogue";
import { PRODUCTION_MCP_URL } from "../../src/core/server-info";
import { REST_VOCABULARY } from "../../src/rest/vocabulary";
import { sampleLongform, sampleSiteIndex } from "../../src/site/sample";
import type { AnyTool } from "../../src/tools/definition";
import { invokeTool } from "../../src/tools/registry";
import { searchTool, type SearchOutput } from "../../src/tools/search";
import { McpWire } from "../support/mcp-wire";
import { startWranglerDev, type WranglerDev } from "../support/wrangler-dev";
import { sampleContext } from "../tools/context";
import { getJson, targets } from "./helpers";

const local = targets.some((target) => target.local && target.site !== null);
const PRODUCTION_HOST = new URL(PRODUCTION_MCP_URL).host;
// A site that never answers: the discard port on loopback, where nothing listens.
const UNREACHABLE_SITE = "http://127.0.0.1:9";
const QUERY = "browser automation";

/** The search tool's answer over the bundled sample, run in process as REST runs it, without its data label. */
async function searchInProcess(): Promise<Omit<SearchOutput, "data">> {
  const catalogue = buildCatalogue(sampleSiteIndex(), sampleLongform());
  const context = { ...sampleContext(catalogue), vocabulary: REST_VOCABULARY, surface: "rest" as const };
  const { outcome } = await invokeTool(searchTool as unknown as AnyTool, { query: QUERY }, context);
  if (!outcome.ok) throw new Error(outcome.problem.message);
  const { data: _data, ...rest } = outcome.value as SearchOutput;
  return rest;
}

/** Every string in a JSON value that names a host of ours (the local origin or production). */
function selfLinks(value: unknown, origin: string, out: string[] = []): string[] {
  if (typeof value === "string") {
    if (value.includes(origin) || value.includes(PRODUCTION_HOST)) out.push(value);
  } else if (Array.isArray(value)) for (const item of value) selfLinks(item, origin, out);
  else if (value && typeof value === "object") for (const item of Object.values(value)) selfLinks(item, origin, out);
  return out;
}

describe.runIf(local)("npm run dev with the default configuration", () => {
  let dev: WranglerDev;
  beforeAll(async () => {
    dev = await startWranglerDev({ npmScript: "dev", vars: { DATA_BASE_URL: UNREACHABLE_SITE } });
  });
  afterAll(async () => {
    await dev?.stop();
  });

  it("listens on the port given as a flag, on wrangler.toml's [dev] IP", () => {
    expect(dev.url).toBe(`http://127.0.0.1:${dev.port}`);
  });

  it("links to itself at the local origin it serves from, never at the production host", async () => {
    const { status, body } = await getJson<{ mcp: { url: string }; openapi: string }>(`${dev.url}/`);
    expect(status).toBe(200);
    expect(body.mcp.url).toBe(`${dev.url}/mcp`);
    expect(body.openapi).toBe(`${dev.url}/openapi.json`);
    const links = selfLinks(body, dev.url);
    expect(links.length).toBeGreaterThan(1);
    expect(links.filter((link) => !link.startsWith(dev.url))).toEqual([]);

    // wrangler.toml names the production host in PUBLIC_BASE_URL; npm run dev sets it empty, so even the URL
    // templates and the stats link stay local.
    expect((body as unknown as { rest: { search: string } }).rest.search.startsWith(`${dev.url}/search?`)).toBe(true);
    const stats = await getJson<{ stats_url: string }>(`${dev.url}/stats`);
    expect(stats.body.stats_url).toBe(`${dev.url}/stats`);

    const openapi = await getJson<{ servers: { url: string }[] }>(`${dev.url}/openapi.json`);
    expect(openapi.body.servers[0]!.url).toBe(dev.url);
    const card = await getJson<{ remotes: { url: string }[] }>(`${dev.url}/mcp/server-card`);
    expect(card.body.remotes[0]!.url).toBe(`${dev.url}/mcp`);
    const catalog = await getJson<{ entries: { url: string }[] }>(`${dev.url}/.well-known/ai-catalog.json`);
    expect(catalog.body.entries[0]!.url).toBe(`${dev.url}/mcp/server-card`);
  });

  it("answers /search over the bundled sample exactly as the search tool does in process", async () => {
    const { status, body, headers } = await getJson<SearchOutput>(`${dev.url}/search?q=${encodeURIComponent(QUERY)}`);
    expect(status).toBe(200);
    const { data, ...answer } = body;
    // Served from a local copy of the sample, so the Worker reads it as its live site.
    expect(data.source).toBe("live");
    expect(headers.get("cache-control")).toBe("public, max-age=60");
    const expected = await searchInProcess();
    expect(expected.total).toBeGreaterThan(0);
    expect(answer).toEqual(expected);

    const first = body.results.find((hit) => hit.type === "entry")!;
    const entry = await getJson<Record<string, unknown>>(`${dev.url}/entries/${first.id}`);
    expect(entry.status).toBe(200);
    expect(entry.body).toMatchObject(sampleSiteIndex().entries.find((one) => one.id === first.id)!);
    expect((await getJson(`${dev.url}/health`)).status).toBe(200);

    const wire = new McpWire((request) => fetch(request), dev.url);
    const call = await wire.modern("tools/call", { name: "search", arguments: { query: QUERY } });
    const ids = (call.body.result.structuredContent as SearchOutput).results.map((hit) => hit.id);
    expect(ids).toEqual(expected.results.map((hit) => hit.id));
  });

  it("says in one line when it serves the bundled sample, and prints no stack traces or runtime errors", async () => {
    // A request that makes the Worker read the catalogue has been served above; its log lines are out by now.
    await getJson(`${dev.url}/categories`);
    const output = dev.output();
    const offline = output.split("\n").filter((line) => line.includes("cannot be reached from here"));
    expect(offline).toHaveLength(1);
    expect(offline[0]).toContain(`${UNREACHABLE_SITE} cannot be reached from here`);
    expect(offline[0]).toMatch(/serving the bundled sample catalogue .*--var DATA_BASE_URL:/);
    expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
    expect(output).not.toMatch(/\[ERROR\]|Uncaught|Unable to fetch the `Request\.cf` object/);
    expect(output).toContain(`Ready on ${dev.url}`);
  });
});
