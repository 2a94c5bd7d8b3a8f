// Claude Code's own CLI on this repository's plugin marketplace, as a person installs it (the commands are run by
// scripts/lib/claude-plugin.ts, which `npm run verify:clients` runs too), in a throwaway HOME and project folder:
//   - `claude plugin validate --strict` on the marketplace and on the plugin, and with `--profile directory` (the
//     plugin directory's rules: README, licence, icon, privacy policy): no error, no warning, no finding;
//   - the README's two commands (`claude plugin marketplace add`, `claude plugin install`) on a `git clone` of HEAD,
//     so what is committed is what is proved;
//   - `claude plugin details`: the MCP server, the skill and the four commands, with their token cost;
//   - with the clone's .mcp.json pointed at the local wrangler dev, `claude mcp list` reporting the server connected.
// The CLI is Claude Code as verify:clients pins it, installed on first use into IAM_CLIENTS_DIR (outside the
// project; about 15 s and 380 MB once), then reused: a run takes about 20 s. Where it cannot be installed (no
// registry), or the checkout is not a git repository, every test is skipped and one line says why.

import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claudePluginFlow, connectedLine, marketplaceNames, type PluginFlow, type ValidateStep } from "../../scripts/lib/claude-plugin.ts";
import { clientBin, clientInstalled, ensureClient, INSTALL_TIMEOUT_MS, registryProblem } from "../../scripts/lib/clients.ts";
import { PRODUCTION_MCP_URL } from "../../src/core/server-info";
import { PROMPTS } from "../../src/prompts/registry";
import { runProcess } from "../support/run-process";
import { targets } from "./helpers";

const ROOT = resolve(import.meta.dirname, "../..");
// git answers at once on a local repository; this bounds a hang.
const GIT_TIMEOUT_MS = 60_000;
// Seven CLI commands of a few seconds each, on a loaded 2-core machine.
const FLOW_TIMEOUT_MS = 300_000;
const SERVER_KEY = "indexagentica";
const SKILL = "directory-search";

const local = targets.find((target) => target.local);
let flow: PluginFlow | null = null;
let names: { marketplace: string; plugin: string } | null = null;
let work: string | null = null;

async function git(args: readonly string[]): Promise<string | null> {
  const run = await runProcess("git", args, { timeoutMs: GIT_TIMEOUT_MS }).catch(() => null);
  return run !== null && run.code === 0 ? run.stdout.trim() : null;
}

/** The flow's results, or a skip of the calling test (the reason was printed once, by beforeAll). */
function ran(skip: () => void): PluginFlow {
  if (flow === null) skip();
  return flow!;
}

function expectClean(step: ValidateStep): void {
  expect(step.result.code, `${step.command}\n${step.result.stdout.slice(0, 3_000)}`).toBe(0);
  expect(step.report?.success, step.command).toBe(true);
  expect(step.report!.manifest.errors, step.command).toEqual([]);
  expect(step.report!.manifest.warnings, step.command).toEqual([]);
}

beforeAll(async () => {
  const head = await git(["-C", ROOT, "rev-parse", "HEAD"]);
  if (head === null) {
    console.info("claude plugin e2e skipped: this checkout is not a git repository, and the test installs from a clone of HEAD");
    return;
  }
  // No registry: skip at once, rather than wait out an install's retries.
  const unreachable = clientInstalled("claude-code") ? null : await registryProblem("claude-code");
  if (unreachable !== null) {
    console.info(`claude plugin e2e skipped: Claude Code's CLI is not installed and cannot be: ${unreachable}`);
    return;
  }
  await ensureClient("claude-code", console.info);
  work = await mkdtemp(join(tmpdir(), "iam-claude-plugin-"));
  const repo = join(work, "repo");
  const cloned = await git(["clone", "--quiet", "--no-checkout", ROOT, repo]);
  const checkedOut = cloned === null ? null : await git(["-C", repo, "checkout", "--quiet", "--detach", head]);
  if (checkedOut === null) throw new Error(`git could not clone ${ROOT} at ${head} into ${repo}`);
  const home = join(work, "home");
  const project = join(work, "project");
  await mkdir(home);
  await mkdir(project);
  names = await marketplaceNames(repo);
  flow = await claudePluginFlow({
    bin: clientBin("claude-code"),
    repo,
    mcpUrl: local === undefined ? null : `${local.base}/mcp`,
    home,
    project,
  });
}, INSTALL_TIMEOUT_MS + FLOW_TIMEOUT_MS);

afterAll(async () => {
  if (work !== null) await rm(work, { recursive: true, force: true });
});

describe("the plugin marketplace through Claude Code's CLI", () => {
  it("claude plugin validate --strict: the marketplace passes with no error or warning", ({ skip }) => {
    expectClean(ran(skip).validateMarketplace);
  });

  it("claude plugin validate --strict: the plugin passes, and provides the server, the skill and the four commands", ({ skip }) => {
    const step = ran(skip).validatePlugin;
    expectClean(step);
    const provides = step.report!.provides!;
    expect(provides.mcpServers).toEqual([{ name: SERVER_KEY, type: "http", target: PRODUCTION_MCP_URL }]);
    expect(provides.skills).toEqual([`${names!.plugin}:${SKILL}`]);
    expect([...provides.commands].sort()).toEqual(PROMPTS.map((prompt) => `${names!.plugin}:${prompt.name}`).sort());
  });

  it("claude plugin validate --profile directory --strict: nothing the plugin directory would refuse or warn about", ({ skip }) => {
    const step = ran(skip).validateDirectory;
    expectClean(step);
    expect(step.report!.directory).toMatchObject({ findings: [], failure: null });
  });

  it("the README's commands add the clone as a marketplace and install the plugin from it", ({ skip }) => {
    const [add, install] = ran(skip).readme;
    expect(add!.command).toMatch(/^claude plugin marketplace add \//);
    expect(add!.result.code, add!.result.stderr).toBe(0);
    expect(add!.result.stdout).toContain(`Successfully added marketplace: ${names!.marketplace}`);
    expect(install!.command).toBe(`claude plugin install ${names!.plugin}@${names!.marketplace}`);
    expect(install!.result.code, install!.result.stderr).toBe(0);
    expect(install!.result.stdout).toContain(`Successfully installed plugin: ${names!.plugin}@${names!.marketplace}`);
  });

  it("claude plugin details: the MCP server, the skill and the four commands, each with its token cost", ({ skip }) => {
    const { result } = ran(skip).details;
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`MCP servers \\(1\\)\\s+${SERVER_KEY}\\b`));
    const components = [SKILL, ...PROMPTS.map((prompt) => prompt.name)];
    const listed = new RegExp(`Skills \\(${components.length}\\)\\s+(.*)`).exec(result.stdout)?.[1] ?? "";
    expect(listed.split(/,\s*/).sort()).toEqual([...components].sort());
    expect(result.stdout).toContain("Projected token cost");
    for (const name of components) expect(result.stdout, name).toMatch(new RegExp(`^\\s+${name}\\s+\\S+.*\\S+\\s*$`, "m"));
  });

  it.runIf(local !== undefined)("claude mcp list: the plugin's server, pointed at wrangler dev, is connected", ({ skip }) => {
    const step = ran(skip).mcpList!;
    expect(step.result.stdout, step.result.stderr).toContain(connectedLine(names!.plugin, SERVER_KEY, `${local!.base}/mcp`));
  });
});
