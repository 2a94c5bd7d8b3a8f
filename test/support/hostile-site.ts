// The test catalogue as a site (scripts/make-test-site.mjs) plus one remote MCP server whose every text is markup,
// served on 127.0.0.1: what the app's browser test reads through the Worker to prove directory text stays text.

import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeTestSite } from "../../scripts/make-test-site.mjs";
import { startSiteServer, type SiteServer } from "./site-server";

export const HOSTILE_ID = "hostile-probe-mcp";
export const HOSTILE_ENDPOINT = "https://probe.example/mcp";

/** A site entry whose strings would run script or draw elements if any of them were read as HTML. */
export function hostileEntry(): Record<string, unknown> {
  return {
    id: HOSTILE_ID,
    name: 'Hostile probe <img src=x onerror="window.pwned=1">',
    category: "mcp-servers",
    summary: "Hostile probe <script>window.pwned=2</script> remote MCP server for escaping tests.",
    description: '<b onmouseover="window.pwned=3">bold</b>\nA second line <svg onload="window.pwned=4"></svg>',
    url: "https://probe.example/",
    repo: "javascript:window.pwned=5",
    docs: "https://probe.example/docs",
    tags: ["<svg onload=window.pwned=6>", "probe"],
    license: "MIT <i>",
    pricing: "free",
    status: "beta",
    agent_access: { mcp_endpoint: HOSTILE_ENDPOINT, auth: "api-key" },
    links: { html: "https://indexagentica.com/entries/hostile-probe-mcp/" },
  };
}

/** The site, served; close() also removes its folder. */
export async function startHostileSite(): Promise<SiteServer> {
  const dir = await mkdtemp(join(tmpdir(), "iam-hostile-site-"));
  await makeTestSite({ out: dir });
  const indexFile = join(dir, "api/index.json");
  const index = JSON.parse(await readFile(indexFile, "utf8")) as { entries: Record<string, unknown>[] };
  index.entries.push(hostileEntry());
  await writeFile(indexFile, `${JSON.stringify(index, null, 2)}\n`);
  await writeFile(join(dir, `api/entries/${HOSTILE_ID}.json`), `${JSON.stringify(hostileEntry(), null, 2)}\n`);
  const site = await startSiteServer(dir);
  return {
    ...site,
    async close() {
      await site.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
