// Real MCP clients, installed from the npm registry on first use into a cache folder outside the project
// (IAM_CLIENTS_DIR, default <tmp>/iam-clients), never as devDependencies: they are large (about 400 MB each, native
// binaries). `npm run verify:clients` and the Claude Code plugin test (test/e2e/claude-plugin.e2e.test.ts) share
// them: one install per pinned version, reused by every later run.

import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runProcess } from "../../test/support/run-process.ts";

/** Pinned so a run is repeatable; bump deliberately and re-run. */
export const CLIENTS = {
  "claude-code": { pkg: "@anthropic-ai/claude-code", version: "2.1.332", bin: "claude" },
  cline: { pkg: "cline", version: "3.0.65", bin: "cline" },
  codex: { pkg: "@openai/codex", version: "0.169.0", bin: "codex" },
} as const;
export type ClientName = keyof typeof CLIENTS;

// A first install downloads ~150-400 MB per client.
export const INSTALL_TIMEOUT_MS = 600_000;

/** Keeps the clients from phoning home: no update checks, telemetry or error reports from a verification run. */
export const QUIET_ENV: Readonly<Record<string, string>> = {
  DISABLE_AUTOUPDATER: "1",
  DISABLE_TELEMETRY: "1",
  DISABLE_ERROR_REPORTING: "1",
  CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
  NPM_CONFIG_UPDATE_NOTIFIER: "false",
};

/** Where the clients are kept: IAM_CLIENTS_DIR, else <tmp>/iam-clients. */
export function clientsDir(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return env.IAM_CLIENTS_DIR ?? join(tmpdir(), "iam-clients");
}

// Asking the registry for one version answers in a second or two; past this there is no registry to install from.
const PROBE_TIMEOUT_MS = 30_000;

/** Whether the pinned client is installed already (nothing to download). */
export function clientInstalled(name: ClientName, cacheDir: string = clientsDir()): boolean {
  return existsSync(join(clientDir(name, cacheDir), "node_modules", CLIENTS[name].pkg, "package.json"));
}

/**
 * Null when the npm registry has the pinned client, else why not, in one line: lets a test skip at once where
 * there is no registry, instead of waiting out an install's retries.
 */
export async function registryProblem(name: ClientName): Promise<string | null> {
  const { pkg, version } = CLIENTS[name];
  const args = ["view", `${pkg}@${version}`, "version", "--fetch-retries=0", `--fetch-timeout=${PROBE_TIMEOUT_MS / 2}`];
  const probe = await runProcess("npm", args, { timeoutMs: PROBE_TIMEOUT_MS, env: { ...QUIET_ENV } }).catch((error: unknown) => ({
    code: null,
    stdout: "",
    stderr: String(error),
    timedOut: false,
  }));
  if (probe.code === 0 && probe.stdout.trim() === version) return null;
  const why = probe.timedOut
    ? `no answer in ${PROBE_TIMEOUT_MS / 1000} s`
    : probe.stderr
        .split("\n")
        .filter((line) => line.trim() !== "" && !line.includes("complete log"))
        .slice(0, 2)
        .join(" ") || `exit ${probe.code}`;
  return `the npm registry did not give ${pkg}@${version} (${why.slice(0, 200)})`;
}

/** The folder one pinned client is installed in (whether or not it is there yet). */
export function clientDir(name: ClientName, cacheDir: string = clientsDir()): string {
  const { pkg, version } = CLIENTS[name];
  return join(cacheDir, `${pkg.replace("/", "+")}@${version}`);
}

/** The client's command, as npm links it. */
export function clientBin(name: ClientName, cacheDir: string = clientsDir()): string {
  return join(clientDir(name, cacheDir), "node_modules", ".bin", CLIENTS[name].bin);
}

/**
 * The folder of the pinned client, installed there first when it is not yet (`log` hears when that happens).
 * Throws with npm's last words when the install fails (no registry, no disk).
 */
export async function ensureClient(
  name: ClientName,
  log: (line: string) => void = console.log,
  cacheDir: string = clientsDir(),
): Promise<string> {
  const { pkg, version } = CLIENTS[name];
  const dir = clientDir(name, cacheDir);
  if (!clientInstalled(name, cacheDir)) {
    log(`installing ${pkg}@${version} into ${dir} (first run only)`);
    await mkdir(dir, { recursive: true });
    const install = await runProcess("npm", ["install", "--prefix", dir, "--no-save", "--no-audit", "--no-fund", `${pkg}@${version}`], {
      timeoutMs: INSTALL_TIMEOUT_MS,
      env: { ...QUIET_ENV },
    });
    if (install.code !== 0) {
      const why = install.timedOut
        ? `timed out after ${INSTALL_TIMEOUT_MS / 1000} s`
        : install.stderr.trim().split("\n").slice(-3).join(" ");
      throw new Error(`npm install ${pkg}@${version} failed: ${why.slice(0, 500)}`);
    }
  }
  return dir;
}
