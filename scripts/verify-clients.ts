// npm run verify:clients: the client snippets of README.md / llms-install.md, used by the real clients that
// install from the npm registry, against this Worker on 127.0.0.1. Not part of `npm test`: the clients are large
// (about 400 MB each, native binaries), so they are installed on first use into a cache folder outside the
// project (IAM_CLIENTS_DIR, default <tmp>/iam-clients), never as devDependencies.
//
//   npm run verify:clients -- [--only claude-code,cline,codex]
//
// Each snippet is taken from the docs as written, with https://mcp.indexagentica.com/mcp replaced by the local
// URL, and run in a fresh HOME (and project folder), so nothing outside a temp folder is read or changed.
//   Claude Code  `claude mcp add --transport http …`, then `claude mcp list` / `claude mcp get` must say
//                "✔ Connected" (its health check connects and lists tools; no account is needed). The
//                `.mcp.json` snippet too, once approved the way `claude` records an approval. And the plugin
//                marketplace of this working tree: validated, installed with the README's commands, connected
//                (scripts/lib/claude-plugin.ts, as test/e2e/claude-plugin.e2e.test.ts runs it on a clone of HEAD).
//   Cline        the cline_mcp_settings.json snippet, and `cline mcp add … --yes`, loaded, probed, listed and
//                called through @cline/core, the library the Cline CLI runs on.
//   Codex        `codex mcp add … --url …` must write exactly the config.toml snippet, and `codex mcp get` must
//                read the snippet as a streamable_http server. Codex connects only inside a signed-in session,
//                so the connection itself is not checked here.
// The Worker runs in the default environment (what `npm run dev` runs) on the bundled sample catalogue, served
// by a local stand-in for the site. Exits 1 when any check fails.

import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { cliFlags } from "./lib/args.mjs";
import { claudePluginFlow, connectedLine, marketplaceNames, PLUGIN_DIR, type ValidateReport } from "./lib/claude-plugin.ts";
import { CLIENTS, ensureClient, QUIET_ENV, type ClientName } from "./lib/clients.ts";
import { makeTestSite } from "./make-test-site.mjs";
import { PRODUCTION_MCP_URL } from "../src/core/server-info.ts";
import { PROJECT_ROOT, shellCommands, snippet } from "../test/support/doc-snippets.ts";
import { runProcess, type ProcessResult } from "../test/support/run-process.ts";
import { startSiteServer, type SiteServer } from "../test/support/site-server.ts";
import { startWranglerDev, type WranglerDev } from "../test/support/wrangler-dev.ts";

// One client command talks to a local Worker and exits in a few seconds; this only bounds a hang.
const COMMAND_TIMEOUT_MS = 60_000;
const SERVER_KEY = "indexagentica";
const TOOL_NAMES = ["search", "get_entry", "get_content", "list_categories"];

const USAGE = `usage: npm run verify:clients -- [--only ${Object.keys(CLIENTS).join(",")}]

Runs the client snippets of README.md and llms-install.md with the real clients (installed on first use into
IAM_CLIENTS_DIR, default <tmp>/iam-clients, about 400 MB each) against this Worker on 127.0.0.1.

  --only LIST   comma-separated clients to check (default: all)
  -h, --help    this text`;

const { values: options } = cliFlags({
  usage: USAGE,
  options: { only: { type: "string" } },
  check: (v) => {
    if (v.only === undefined) return null;
    const unknown = String(v.only)
      .split(",")
      .filter((name) => !(name in CLIENTS));
    return unknown.length ? `--only: unknown client "${unknown.join(", ")}" (known: ${Object.keys(CLIENTS).join(", ")})` : null;
  },
});
const selected = (typeof options.only === "string" ? options.only.split(",") : Object.keys(CLIENTS)) as ClientName[];

const results: { client: string; check: string; ok: boolean; detail: string }[] = [];

function record(client: string, check: string, ok: boolean, detail: string): void {
  results.push({ client, check, ok, detail });
  console.log(`${ok ? "PASS" : "FAIL"}  ${client}: ${check}${detail ? ` — ${detail}` : ""}`);
}

/** Output worth showing: Codex warns on every run that it will not make PATH helpers under /tmp. */
function shown(result: ProcessResult): string {
  return `${result.stdout}${result.stderr}`
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.includes("could not create PATH aliases"))
    .map((line) => `    ${line}`)
    .join("\n");
}

async function exec(bin: string, args: string[], env: Record<string, string>, cwd: string): Promise<ProcessResult> {
  console.log(`  $ ${[bin.split("/").at(-1), ...args].join(" ")}`);
  const result = await runProcess(bin, args, { timeoutMs: COMMAND_TIMEOUT_MS, env: { ...QUIET_ENV, ...env }, cwd });
  console.log(shown(result) || "    (no output)");
  return result;
}

/** The words of a one-line shell command (the snippets quote nothing that needs a shell). */
function argv(command: string): string[] {
  return command.split(/\s+/).filter((word) => word !== "");
}

async function verifyClaudeCode(localUrl: string, work: string): Promise<void> {
  const bin = join(await ensureClient("claude-code"), "node_modules", ".bin", "claude");
  const connected = `${SERVER_KEY}: ${localUrl} (HTTP) - ✔ Connected`;

  const home = join(work, "claude-home");
  const project = join(work, "claude-project");
  await mkdir(home, { recursive: true });
  await mkdir(project, { recursive: true });
  const [add] = shellCommands(snippet("claude-code-cli").code);
  const addArgs = argv(add!.replaceAll(PRODUCTION_MCP_URL, localUrl)).slice(1);
  const added = await exec(bin, addArgs, { HOME: home }, project);
  record("Claude Code", "claude mcp add --transport http (README / llms-install.md)", added.code === 0, `exit ${added.code}`);
  const list = await exec(bin, ["mcp", "list"], { HOME: home }, project);
  record("Claude Code", "claude mcp list shows it connected", list.stdout.includes(connected), connected);
  const get = await exec(bin, ["mcp", "get", SERVER_KEY], { HOME: home }, project);
  record("Claude Code", "claude mcp get: status and type", /Status: ✔ Connected/.test(get.stdout) && /Type: http/.test(get.stdout), "");

  const home2 = join(work, "claude-home-2");
  const project2 = join(work, "claude-project-2");
  await mkdir(home2, { recursive: true });
  await mkdir(project2, { recursive: true });
  await writeFile(join(project2, ".mcp.json"), snippet("claude-code-json").code.replaceAll(PRODUCTION_MCP_URL, localUrl));
  const pending = await exec(bin, ["mcp", "list"], { HOME: home2 }, project2);
  record("Claude Code", ".mcp.json is read (and waits for approval)", pending.stdout.includes(`${SERVER_KEY}: ${localUrl} (HTTP)`), "");
  // What accepting the prompt in an interactive `claude` records for this project.
  const stateFile = join(home2, ".claude.json");
  const state = existsSync(stateFile) ? (JSON.parse(await readFile(stateFile, "utf8")) as Record<string, unknown>) : {};
  const projects = (state.projects ?? {}) as Record<string, Record<string, unknown>>;
  projects[project2] = { ...projects[project2], hasTrustDialogAccepted: true, enabledMcpjsonServers: [SERVER_KEY] };
  await writeFile(stateFile, JSON.stringify({ ...state, projects }, null, 2));
  const approved = await exec(bin, ["mcp", "list"], { HOME: home2 }, project2);
  record("Claude Code", ".mcp.json snippet, once approved, connects", approved.stdout.includes(connected), "");

  await verifyClaudePlugin(bin, localUrl, work);
}

/** The plugin marketplace of this working tree (a copy, whose .mcp.json the flow points at the local Worker). */
async function verifyClaudePlugin(bin: string, localUrl: string, work: string): Promise<void> {
  const repo = join(work, "plugin-repo");
  for (const part of [".claude-plugin", PLUGIN_DIR]) await cp(join(PROJECT_ROOT, part), join(repo, part), { recursive: true });
  const home = join(work, "claude-plugin-home");
  const project = join(work, "claude-plugin-project");
  await mkdir(home, { recursive: true });
  await mkdir(project, { recursive: true });
  const flow = await claudePluginFlow({ bin, repo, mcpUrl: localUrl, home, project, log: console.log });
  const { marketplace, plugin } = await marketplaceNames(repo);
  const clean = (report: ValidateReport | null) =>
    report?.success === true && report.manifest.errors.length === 0 && report.manifest.warnings.length === 0;
  record("Claude Code plugin", "claude plugin validate --strict (marketplace)", clean(flow.validateMarketplace.report), "");
  record("Claude Code plugin", "claude plugin validate --strict (plugin)", clean(flow.validatePlugin.report), "");
  const directory = flow.validateDirectory.report;
  record("Claude Code plugin", "--profile directory: nothing refused", clean(directory) && directory?.directory?.findings.length === 0, "");
  for (const step of flow.readme)
    record("Claude Code plugin", `${step.command} (README)`, step.result.code === 0, `exit ${step.result.code}`);
  record(
    "Claude Code plugin",
    "claude plugin details lists the MCP server",
    /MCP servers \(1\)\s+indexagentica\b/.test(flow.details.result.stdout),
    "",
  );
  const line = connectedLine(plugin, SERVER_KEY, localUrl);
  record(
    "Claude Code plugin",
    `claude mcp list shows ${plugin}@${marketplace}'s server connected`,
    flow.mcpList?.result.stdout.includes(line) ?? false,
    line,
  );
}

interface ClineClient {
  connect(): Promise<void>;
  disconnect(): Promise<void>;
  listTools(): Promise<readonly { name: string }[]>;
  callTool(request: { name: string; arguments?: Record<string, unknown> }): Promise<{ isError?: boolean; content?: { text?: string }[] }>;
}
interface ClineCore {
  resolveMcpServerRegistrations(options: { filePath: string }): { name: string; transport: { type: string; url?: string } }[];
  probeMcpServerConnection(options: { serverName: string; filePath: string }): Promise<{ connected: boolean; error?: string }>;
  createDefaultMcpServerClientFactory(options: { settingsPath: string }): (registration: unknown) => ClineClient | Promise<ClineClient>;
}

async function clineSettingsConnect(core: ClineCore, filePath: string, label: string, localUrl: string): Promise<void> {
  const registrations = core.resolveMcpServerRegistrations({ filePath });
  const registration = registrations.find((one) => one.name === SERVER_KEY);
  console.log(`  ${label}: ${JSON.stringify(registration)}`);
  record(
    "Cline",
    `${label}: read as streamableHttp`,
    registration?.transport.type === "streamableHttp" && registration.transport.url === localUrl,
    registration?.transport.type ?? "missing",
  );
  const probe = await core.probeMcpServerConnection({ serverName: SERVER_KEY, filePath });
  console.log(`  probeMcpServerConnection → ${JSON.stringify(probe)}`);
  record("Cline", `${label}: connects`, probe.connected, probe.error ?? "");
  const client = await core.createDefaultMcpServerClientFactory({ settingsPath: filePath })(registration);
  await client.connect();
  try {
    const names = (await client.listTools()).map((tool) => tool.name);
    console.log(`  tools: ${names.join(", ")}`);
    record("Cline", `${label}: lists the four tools`, JSON.stringify(names) === JSON.stringify(TOOL_NAMES), names.join(","));
    const call = await client.callTool({ name: "search", arguments: { query: "browser automation", limit: 3 } });
    const total = JSON.parse(call.content?.[0]?.text ?? "{}").total as number | undefined;
    record("Cline", `${label}: calls search`, call.isError !== true && (total ?? 0) > 0, `total ${total}`);
  } finally {
    await client.disconnect();
  }
}

async function verifyCline(localUrl: string, work: string): Promise<void> {
  const dir = await ensureClient("cline");
  const core = (await import(pathToFileURL(join(dir, "node_modules", "@cline", "core", "dist", "index.js")).href)) as ClineCore;

  const settings = join(work, "cline_mcp_settings.json");
  await writeFile(settings, snippet("cline").code.replaceAll(PRODUCTION_MCP_URL, localUrl));
  await clineSettingsConnect(core, settings, "cline_mcp_settings.json snippet", localUrl);

  const home = join(work, "cline-home");
  await mkdir(home, { recursive: true });
  const [add] = shellCommands(snippet("cline-cli").code);
  const added = await exec(
    join(dir, "node_modules", ".bin", "cline"),
    argv(add!.replaceAll(PRODUCTION_MCP_URL, localUrl)).slice(1),
    { HOME: home },
    work,
  );
  record("Cline", "cline mcp add … --transport streamableHttp --yes (llms-install.md)", added.code === 0, `exit ${added.code}`);
  const written = join(home, ".cline", "data", "settings", "cline_mcp_settings.json");
  if (existsSync(written)) await clineSettingsConnect(core, written, "settings written by cline mcp add", localUrl);
  else record("Cline", "cline mcp add wrote its settings file", false, written);
}

async function verifyCodex(localUrl: string, work: string): Promise<void> {
  const bin = join(await ensureClient("codex"), "node_modules", ".bin", "codex");
  const toml = snippet("codex-toml").code.replaceAll(PRODUCTION_MCP_URL, localUrl).trim();

  const home = join(work, "codex-home");
  await mkdir(home, { recursive: true });
  const [add] = shellCommands(snippet("codex-cli").code);
  const added = await exec(bin, argv(add!.replaceAll(PRODUCTION_MCP_URL, localUrl)).slice(1), { HOME: home }, work);
  record("Codex", "codex mcp add --url (README / llms-install.md)", added.code === 0, `exit ${added.code}`);
  const written = existsSync(join(home, ".codex", "config.toml"))
    ? (await readFile(join(home, ".codex", "config.toml"), "utf8")).trim()
    : "";
  console.log(`  ~/.codex/config.toml:\n${written.replace(/^/gm, "    ")}`);
  record("Codex", "codex mcp add writes exactly the config.toml snippet", written === toml, "");

  const home2 = join(work, "codex-home-2");
  await mkdir(join(home2, ".codex"), { recursive: true });
  await writeFile(join(home2, ".codex", "config.toml"), `${toml}\n`);
  const get = await exec(bin, ["mcp", "get", SERVER_KEY], { HOME: home2 }, work);
  record(
    "Codex",
    "codex mcp get reads the config.toml snippet as streamable HTTP",
    /transport: streamable_http/.test(get.stdout) && get.stdout.includes(`url: ${localUrl}`),
    "",
  );
}

const VERIFIERS: Record<ClientName, (localUrl: string, work: string) => Promise<void>> = {
  "claude-code": verifyClaudeCode,
  cline: verifyCline,
  codex: verifyCodex,
};

const work = await mkdtemp(join(tmpdir(), "iam-verify-clients-"));
let site: SiteServer | undefined;
let dev: WranglerDev | undefined;
try {
  const siteDir = join(work, "site");
  await makeTestSite({ out: siteDir });
  site = await startSiteServer(siteDir);
  // As npm run dev runs it (scripts/dev.ts): self links at the local origin, not the production route.
  dev = await startWranglerDev({ vars: { DATA_BASE_URL: site.url, PUBLIC_BASE_URL: "" }, args: ["--infer-origin-from-routes=false"] });
  const localUrl = `${dev.url}/mcp`;
  console.log(`wrangler dev (default environment) at ${dev.url}; snippets point at ${localUrl}\n`);
  for (const name of selected) {
    const { pkg, version } = CLIENTS[name];
    console.log(`\n== ${pkg}@${version}`);
    try {
      await mkdir(join(work, name), { recursive: true });
      await VERIFIERS[name](localUrl, join(work, name));
    } catch (error) {
      record(name, "ran to the end", false, error instanceof Error ? error.message : String(error));
    }
  }
} finally {
  await dev?.stop();
  await site?.close();
  await rm(work, { recursive: true, force: true });
}

const failed = results.filter((result) => !result.ok);
console.log(`\n${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length === 0 ? 0 : 1);
