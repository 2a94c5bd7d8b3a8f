// The MCP Registry routes end to end, on every target (the test catalogue, the real site copy when the shared
// folder has it, or BASE=): a gallery's walk as VS Code makes it (test/support/registry-client.ts), the listed
// remotes against the site's own distinct endpoints, and docs/registry.md's curl walk-through run as written
// (only the host swapped).

import { expect, inject, it } from "vitest";
import { PRODUCTION_MCP_URL } from "../../src/core/server-info";
import { PROJECT_ROOT, shellCommands, snippet } from "../support/doc-snippets";
import type { OfficialSchemas } from "../support/official-schemas";
import { latestOf, officialServerCheck, walkGallery } from "../support/registry-client";
import { runProcess } from "../support/run-process";
import { describeEachTarget } from "./helpers";

const PRODUCTION_ORIGIN = new URL(PRODUCTION_MCP_URL).origin;
const officialCheck = officialServerCheck(inject("officialSchemas") as OfficialSchemas);
const plainFetch = (url: string) => fetch(url, { signal: AbortSignal.timeout(30_000) });

describeEachTarget("the MCP Registry API on $name", (target) => {
  it("passes a gallery's walk, every server valid and found again by versions/latest", async () => {
    const walk = await walkGallery(plainFetch, target.base);
    expect(walk.probeStatus).toBe(200);
    expect(walk.servers.length).toBeGreaterThan(5);
    expect(walk.pages.every((page) => page.skipped === 0)).toBe(true);
    for (const server of walk.servers) {
      if (officialCheck) expect(officialCheck(server.raw.server), server.name).toBeNull();
      const latest = await latestOf(plainFetch, target.base, server.name);
      expect(latest.status, server.name).toBe(200);
      expect(latest.body, server.name).toEqual(server.raw);
    }
    if (target.site === null) return;
    // Exactly the site's distinct remote endpoints, one server each.
    const index = (await (await plainFetch(`${target.site}/api/index.json`)).json()) as {
      entries: { agent_access?: { mcp_endpoint?: string } }[];
    };
    const named = index.entries
      .map((entry) => entry.agent_access?.mcp_endpoint)
      .filter((url): url is string => /^https?:\/\//.test(url ?? ""));
    const remotes = walk.servers.flatMap((server) => server.remotes.map((remote) => remote.url));
    expect(remotes.length).toBe(new Set(named).size);
    expect(new Set(remotes)).toEqual(new Set(named));
    if (target.name === "real-fixture") {
      expect(named.length).toBe(24);
      expect(remotes.length).toBe(19);
    }
  });

  // The real site copy's servers only: registered for that target alone (present or absent), not skipped elsewhere.
  if (target.name === "real-fixture")
    it("finds Atlassian's server for jira, and lists zero-config remotes for auth=none", async () => {
      const jira = await walkGallery(plainFetch, target.base, "jira");
      expect(jira.servers[0]!.name).toBe("com.indexagentica/atlassian-rovo-mcp");
      const open = (await (await plainFetch(`${target.base}/v0.1/servers?auth=none`)).json()) as {
        servers: { _meta: Record<string, { auth?: string }> }[];
      };
      expect(open.servers.length).toBeGreaterThanOrEqual(3);
      for (const item of open.servers) expect(item._meta["com.indexagentica/directory"]!.auth).toBe("none");
    });

  it("docs/registry.md: the curl walk-through answers as the page says", async () => {
    const commands = shellCommands(snippet("registry-curl", ["docs/registry.md"]).code);
    expect(commands.length).toBeGreaterThanOrEqual(4);
    for (const command of commands) {
      expect(command).toContain(PRODUCTION_ORIGIN);
      const result = await runProcess("sh", ["-c", command.replaceAll(PRODUCTION_ORIGIN, target.base)], {
        timeoutMs: 60_000,
        cwd: PROJECT_ROOT,
      });
      expect(result.code, `${command}\n${result.stderr}`).toBe(0);
      const body = JSON.parse(result.stdout) as { servers?: unknown[]; server?: { name: string } };
      if (command.includes("/versions/")) expect(body.server?.name, command).toMatch(/^com\.indexagentica\//);
      else expect(body.servers?.length, command).toBeGreaterThan(0);
    }
  });
});
