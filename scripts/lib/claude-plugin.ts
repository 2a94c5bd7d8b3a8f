// This repository as a Claude Code plugin marketplace, through Claude Code's own CLI, the way a person installs it:
// `claude plugin validate` on the marketplace and the plugin (also the plugin directory's rules), the README's
// install commands with the GitHub repository replaced by a local copy, `claude plugin details`, and
// `claude mcp list` once the plugin's server URL points at a local Worker. Shared by the e2e test
// (test/e2e/claude-plugin.e2e.test.ts asserts on each step) and `npm run verify:clients` (reports them); every
// command runs in the throwaway HOME and project folder the caller gives, so nothing outside them changes.

import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { PRODUCTION_MCP_URL, REPOSITORY_URL } from "../../src/core/server-info.ts";
import { shellCommands, snippet } from "../../test/support/doc-snippets.ts";
import { runProcess, type ProcessResult } from "../../test/support/run-process.ts";
import { QUIET_ENV } from "./clients.ts";

/** Where the plugin sits in the repository (the marketplace's only plugin). */
export const PLUGIN_DIR = "plugins/indexagentica";
export const MARKETPLACE_FILE = ".claude-plugin/marketplace.json";
/** `owner/name` on GitHub: what `claude plugin marketplace add` takes in the README. */
export const MARKETPLACE_REPOSITORY = new URL(REPOSITORY_URL).pathname.replace(/^\/|\/$/g, "");
/** The README snippet with the plugin's install commands. */
export const PLUGIN_SNIPPET = "claude-code-plugin";
// One CLI command reads local files (or connects to a local Worker) and exits in a few seconds; this bounds a hang.
const COMMAND_TIMEOUT_MS = 60_000;

/** What `claude plugin validate --json` reports (the fields the checks read). */
export interface ValidateReport {
  readonly success: boolean;
  readonly manifest: { readonly errors: readonly unknown[]; readonly warnings: readonly unknown[] };
  readonly provides: {
    readonly mcpServers: readonly { name: string; type: string; target: string }[];
    readonly skills: readonly string[];
    readonly commands: readonly string[];
  } | null;
  readonly directory: { readonly findings: readonly unknown[]; readonly failure: unknown } | null;
}

export interface Step {
  /** The command as a person would type it (the CLI's path shortened to `claude`). */
  readonly command: string;
  readonly result: ProcessResult;
}

export interface ValidateStep extends Step {
  /** Null when the output was not the JSON report. */
  readonly report: ValidateReport | null;
}

export interface PluginFlow {
  readonly validateMarketplace: ValidateStep;
  readonly validatePlugin: ValidateStep;
  readonly validateDirectory: ValidateStep;
  /** The README's commands: marketplace add, then install. */
  readonly readme: readonly Step[];
  readonly details: Step;
  readonly mcpList: Step | null;
}

export interface PluginFlowOptions {
  /** The `claude` command. */
  readonly bin: string;
  /** A copy of the repository the flow may change (the plugin's .mcp.json is rewritten to `mcpUrl`). */
  readonly repo: string;
  /** The local Worker's /mcp URL, or null to stop before `claude mcp list`. */
  readonly mcpUrl: string | null;
  readonly home: string;
  readonly project: string;
  /** Hears each command and its output as it runs. */
  readonly log?: (line: string) => void;
}

/** The plugin's and the marketplace's names, as marketplace.json gives them. */
export async function marketplaceNames(repo: string): Promise<{ marketplace: string; plugin: string }> {
  const manifest = JSON.parse(await readFile(join(repo, MARKETPLACE_FILE), "utf8")) as { name: string; plugins: { name: string }[] };
  return { marketplace: manifest.name, plugin: manifest.plugins[0]!.name };
}

export async function claudePluginFlow(options: PluginFlowOptions): Promise<PluginFlow> {
  const log = options.log ?? (() => undefined);
  const run = async (args: readonly string[]): Promise<Step> => {
    const command = ["claude", ...args].join(" ");
    const result = await runProcess(options.bin, args, {
      timeoutMs: COMMAND_TIMEOUT_MS,
      env: { ...QUIET_ENV, HOME: options.home },
      cwd: options.project,
    });
    log(`$ ${command}\n${`${result.stdout}${result.stderr}`.trim().replace(/^/gm, "    ")}`);
    return { command, result };
  };
  const validate = async (args: readonly string[]): Promise<ValidateStep> => {
    const step = await run(["plugin", "validate", ...args, "--json", "--strict"]);
    let report: ValidateReport | null = null;
    try {
      report = JSON.parse(step.result.stdout) as ValidateReport;
    } catch {
      // Not the JSON report: the caller sees report null and the output.
    }
    return { ...step, report };
  };

  const pluginDir = join(options.repo, PLUGIN_DIR);
  const validateMarketplace = await validate([options.repo]);
  const validatePlugin = await validate([pluginDir]);
  const validateDirectory = await validate([pluginDir, "--profile", "directory"]);

  if (options.mcpUrl !== null) {
    const file = join(pluginDir, ".mcp.json");
    await writeFile(file, (await readFile(file, "utf8")).replaceAll(PRODUCTION_MCP_URL, options.mcpUrl));
  }
  const readme: Step[] = [];
  for (const line of shellCommands(snippet(PLUGIN_SNIPPET).code)) {
    const [, ...args] = line.split(/\s+/).map((word) => (word === MARKETPLACE_REPOSITORY ? options.repo : word));
    readme.push(await run(args));
  }
  const { marketplace, plugin } = await marketplaceNames(options.repo);
  const details = await run(["plugin", "details", `${plugin}@${marketplace}`]);
  const mcpList = options.mcpUrl === null ? null : await run(["mcp", "list"]);
  return { validateMarketplace, validatePlugin, validateDirectory, readme, details, mcpList };
}

/** The line `claude mcp list` prints for the plugin's server once it connects. */
export function connectedLine(plugin: string, server: string, url: string): string {
  return `plugin:${plugin}:${server}: ${url} (HTTP) - ✔ Connected`;
}
