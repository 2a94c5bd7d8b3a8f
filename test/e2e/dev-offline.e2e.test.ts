// `npm run dev` as a newcomer runs it: the default environment through the npm script (scripts/dev.ts), on a
// port given as a flag (wrangler.toml's [dev] has the default), on a machine that may have no network. It must
// link to itself at the origin it serves from, serve a working directory (the bundled sample when the site is
// unreachable), and say so in one line instead of printing stack traces.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCTION_MCP_URL } from "../../src/core/server-info";
import { startWranglerDev, type WranglerDev } from "../support/wrangler-dev";
import { getJson, targets } from "./helpers";

const local = targets.some((target) => target.local && target.site !== null);
const PRODUCTION_HOST = new URL(PRODUCTION_MCP_URL).host;

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
    dev = await startWranglerDev({ npmScript: "dev" });
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

  it("answers /search with data even when the site is unreachable", async () => {
    const { status, body } = await getJson<{
      total: number;
      results: { id: string; type: string }[];
      data: { source: string; notice?: string };
    }>(`${dev.url}/search?q=browser%20automation`);
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThan(0);
    expect(["sample", "live"]).toContain(body.data.source);
    const first = body.results.find((hit) => hit.type === "entry")!;
    const entry = await getJson<{ id: string }>(`${dev.url}/entries/${first.id}`);
    expect(entry.status).toBe(200);
    expect(entry.body.id).toBe(first.id);
  });

  it("says in one line when it serves the bundled sample, and prints no stack traces or runtime errors", async () => {
    // A request that makes the Worker read the catalogue has been served above; its log lines are out by now.
    await getJson(`${dev.url}/categories`);
    const output = dev.output();
    const offline = output.split("\n").filter((line) => line.includes("cannot be reached from here"));
    if (offline.length > 0) {
      expect(offline).toHaveLength(1);
      expect(offline[0]).toMatch(/serving the bundled sample catalogue .*--var DATA_BASE_URL:/);
    }
    expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
    expect(output).not.toMatch(/\[ERROR\]|Uncaught|Unable to fetch the `Request\.cf` object/);
    expect(output).toContain(`Ready on ${dev.url}`);
  });
});
