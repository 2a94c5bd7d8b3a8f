// Starts `wrangler dev` as a child process on free ports with a fresh persistence folder (so no cached
// upstream answers leak between runs), waits until it answers, and stops it with its process group.

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
}

// Bundled copies (scripts/bench.mjs) run from a temp folder, so they name the project root explicitly.
const ROOT = process.env.IAM_PROJECT_ROOT ?? resolve(import.meta.dirname, "../..");
const WRANGLER_BIN = join(ROOT, "node_modules", "wrangler", "bin", "wrangler.js");

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number, log: () => string, readyPath = "/health"): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}:\n${log()}`);
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
  const port = await freePort();
  const inspectorPort = await freePort();
  const persist = await mkdtemp(join(tmpdir(), "iam-wrangler-"));
  const args = [
    WRANGLER_BIN,
    "dev",
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--inspector-port",
    String(inspectorPort),
    "--persist-to",
    persist,
    "--show-interactive-dev-session=false",
    "--log-level",
    "warn",
  ];
  if (options.env) args.push("--env", options.env);
  for (const [name, value] of Object.entries(options.vars ?? {})) args.push("--var", `${name}:${value}`);
  args.push(...(options.args ?? []));
  const child = spawn(process.execPath, args, {
    cwd: options.cwd ?? ROOT,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true", NO_COLOR: "1" },
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
    if (child.exitCode === null && child.pid !== undefined) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
      await Promise.race([new Promise((r) => child.once("exit", r)), new Promise((r) => setTimeout(r, 5_000))]);
      if (child.exitCode === null) {
        try {
          process.kill(-child.pid, "SIGKILL");
        } catch {
          // already gone
        }
      }
    }
    await rm(persist, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(url, child, options.startTimeoutMs ?? 90_000, () => log, options.readyPath);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, output: () => log, stop };
}
