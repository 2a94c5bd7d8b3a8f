// Starts `wrangler dev` as a child process on free ports with a fresh persistence folder (so no cached
// upstream answers leak between runs), waits until it answers, and stops it with its process group.
//
// A port that was free a moment ago can be taken before wrangler binds it (workerd's own sockets pick random
// loopback ports, and several Workers start at once when projects run side by side). Then this wrangler fails
// with "Address already in use" while the port answers for ANOTHER Worker, so a 2xx on /health proves
// nothing: readiness is wrangler's own "Ready on <our url>" line, and a start that loses its port is retried
// on new ports.

import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort } from "./ports.ts";

export interface WranglerDev {
  readonly url: string;
  readonly port: number;
  /** Everything wrangler printed so far (for diagnosing a failed start). */
  output(): string;
  stop(): Promise<void>;
}

export interface WranglerDevOptions {
  env?: string;
  vars?: Record<string, string>;
  /** Extra CLI flags (e.g. --test-scheduled). */
  args?: string[];
  startTimeoutMs?: number;
  /** Project folder to run in (default: this project). */
  cwd?: string;
  /** Path polled until it answers 2xx (default /health). */
  readyPath?: string;
  /**
   * Start it the way a person does, through `npm run <script> --` (e.g. "dev", scripts/dev.ts), with only the
   * port, inspector port, persistence folder and no interactive session chosen here: the IP comes from
   * wrangler.toml's [dev]. `env` and `vars` still become flags.
   */
  npmScript?: string;
  /** wrangler's --log-level (default info, the quietest that prints "Ready on"; "log" adds the Worker's console.log lines). */
  logLevel?: "info" | "log" | "debug";
  /**
   * A persistence folder the caller owns, kept after stop (its Cache API copies then reach the next `wrangler dev`
   * given the same folder, as another isolate of a location sees them); default a fresh one, removed on stop.
   */
  persistTo?: string;
}

// Attempts at a start whose port was taken first; each picks new ports.
const MAX_START_ATTEMPTS = 3;
const PORT_TAKEN = /Address already in use/;

/** The child's environment; through npm, as a person's shell has it (vitest's NODE_ENV=test changes what wrangler does). */
function childEnv(viaNpm: boolean): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true", NO_COLOR: "1" };
  if (viaNpm) delete env.NODE_ENV;
  return env;
}

// wrangler, workerd and (through npm) scripts/dev.ts stop within a second or two on SIGTERM; then SIGKILL.
const STOP_GRACE_MS = 10_000;

function groupAlive(group: number): boolean {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(group: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-group, signal);
  } catch {
    // already gone
  }
}

/** npm as the running npm (when vitest runs under it), else the one on PATH. */
function npmCommand(): [string, string[]] {
  const cli = process.env.npm_execpath;
  return cli && /npm-cli\.c?js$/.test(cli) ? [process.execPath, [cli]] : ["npm", []];
}

// Bundled copies (scripts/bench.mjs) run from a temp folder, so they name the project root explicitly.
const ROOT = process.env.IAM_PROJECT_ROOT ?? resolve(import.meta.dirname, "../..");
const WRANGLER_BIN = join(ROOT, "node_modules", "wrangler", "bin", "wrangler.js");

class PortTaken extends Error {}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number, log: () => string, readyPath = "/health"): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const ready = `Ready on ${url}`;
  while (Date.now() < deadline) {
    if (PORT_TAKEN.test(log())) throw new PortTaken(`${url} was taken before wrangler bound it`);
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}:\n${log()}`);
    // Until wrangler says it listens there, whatever answers on the port is not this Worker.
    if (!log().includes(ready)) {
      await new Promise((r) => setTimeout(r, 250));
      continue;
    }
    try {
      const response = await fetch(`${url}${readyPath}`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`wrangler dev did not answer at ${url} within ${timeoutMs} ms:\n${log()}`);
}

export async function startWranglerDev(options: WranglerDevOptions = {}): Promise<WranglerDev> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt >= MAX_START_ATTEMPTS) throw error;
    }
  }
}

async function startOnce(options: WranglerDevOptions): Promise<WranglerDev> {
  const port = await freePort();
  const inspectorPort = await freePort();
  const persist = options.persistTo ?? (await mkdtemp(join(tmpdir(), "iam-wrangler-")));
  const viaNpm = options.npmScript !== undefined;
  const args = [
    ...(viaNpm ? [] : [WRANGLER_BIN, "dev", "--ip", "127.0.0.1"]),
    "--port",
    String(port),
    "--inspector-port",
    String(inspectorPort),
    "--persist-to",
    persist,
    "--show-interactive-dev-session=false",
    ...(viaNpm ? [] : ["--log-level", options.logLevel ?? "info"]),
  ];
  if (options.env) args.push("--env", options.env);
  for (const [name, value] of Object.entries(options.vars ?? {})) args.push("--var", `${name}:${value}`);
  args.push(...(options.args ?? []));
  const [command, prefix] = viaNpm ? npmCommand() : [process.execPath, []];
  const fullArgs = viaNpm ? [...prefix, "run", "--silent", options.npmScript!, "--", ...args] : args;
  const child = spawn(command, fullArgs, {
    cwd: options.cwd ?? ROOT,
    env: childEnv(viaNpm),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let log = "";
  const append = (chunk: Buffer) => {
    log += chunk.toString("utf8");
    if (log.length > 200_000) log = log.slice(-100_000);
  };
  child.stdout?.on("data", append);
  child.stderr?.on("data", append);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    const group = child.pid;
    if (group !== undefined && groupAlive(group)) {
      signalGroup(group, "SIGTERM");
      // The whole group, not only the leader: through npm, scripts/dev.ts cleans up after wrangler has exited.
      const deadline = Date.now() + STOP_GRACE_MS;
      while (groupAlive(group) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      if (groupAlive(group)) signalGroup(group, "SIGKILL");
    }
    if (options.persistTo === undefined) await rm(persist, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(url, child, options.startTimeoutMs ?? 90_000, () => log, options.readyPath);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, output: () => log, stop };
}
