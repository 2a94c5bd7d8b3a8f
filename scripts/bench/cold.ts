// CPU of the first request of a fresh isolate (a new `wrangler dev`: new process, code never run), for our Worker,
// optionally the live service's code, and a no-op Worker, on the same site copy. CPU is the kernel's run time of
// the user Worker's workerd main thread (/proc/<pid>/task/<pid>/schedstat, ns), read while workerd is idle before
// and after the request (a thread's run time is exact once it has slept), so a busy machine moves it far less
// than wall time; Workers freeze performance.now() during execution, so the Worker cannot time itself. Other
// workerd threads (V8 compiler and GC helpers) are reported apart. Wall time is the client's. Rate-limit bindings
// are left out of every config (wrangler simulates them in JavaScript, production does not). Prints one JSON
// object: per target and kind, the rounds' first-request main-thread CPU, background CPU and wall time.
//
//   node cold.mjs <site dir> <rounds> [<live service folder>] [<entry cap>]

import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { startSiteServer } from "../../test/support/site-server";
import { startWranglerDev, type WranglerDev } from "../../test/support/wrangler-dev";
import { configWithoutRateLimits, noopWorkerProject } from "./workers";

const [siteDir, roundsArg, liveDir, capArg] = process.argv.slice(2);
const ROUNDS = Number(roundsArg ?? 3);
const ROOT = process.env.IAM_PROJECT_ROOT ?? process.cwd();
// Long enough for workerd's threads to finish a request's background work (cache puts, logs) and sleep.
const SETTLE_MS = 700;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The workerd processes below the wrangler that listens on `port`. */
function workerdsOf(port: number): number[] {
  const info = new Map<number, { ppid: number; cmd: string }>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      info.set(Number(name), { ppid, cmd: readFileSync(`/proc/${name}/cmdline`, "utf8").replace(/\0/g, " ") });
    } catch {
      // The process ended meanwhile.
    }
  }
  const below = new Set([...info].filter(([, v]) => v.cmd.includes("wrangler") && v.cmd.includes(`--port ${port} `)).map(([pid]) => pid));
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, v] of info) if (!below.has(pid) && below.has(v.ppid)) grew = Boolean(below.add(pid));
  }
  return [...below].filter((pid) => info.get(pid)!.cmd.includes("workerd"));
}

/** CPU ms of the user Worker's workerd (the one with an inspector): its main thread, and its other threads. */
function cpuMs(pids: readonly number[]): { main: number; background: number } {
  let main = 0;
  let background = 0;
  for (const pid of pids) {
    if (!readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("--inspector-addr")) continue;
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        const ms = Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]) / 1e6;
        if (Number(tid) === pid) main += ms;
        else background += ms;
      } catch {
        // The thread ended meanwhile.
      }
    }
  }
  return { main, background };
}

interface Sample {
  readonly mainMs: number;
  readonly backgroundMs: number;
  readonly wallMs: number;
  readonly source: string | null;
}

async function measure(dev: WranglerDev, pids: readonly number[], path: string): Promise<Sample> {
  await sleep(SETTLE_MS);
  const before = cpuMs(pids);
  const t = performance.now();
  const response = await fetch(`${dev.url}${path}`);
  const text = await response.text();
  const wallMs = performance.now() - t;
  await sleep(SETTLE_MS);
  const after = cpuMs(pids);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${text.slice(0, 200)}`);
  return {
    mainMs: after.main - before.main,
    backgroundMs: after.background - before.background,
    wallMs,
    source: /"source":\s*"(\w+)"/.exec(text)?.[1] ?? null,
  };
}

const site = await startSiteServer(siteDir!);
const index = JSON.parse(readFileSync(join(siteDir!, "api", "index.json"), "utf8")) as { entries: { id: string }[] };
const PATHS: Record<string, string> = { search: "/search?q=browser%20automation", get_entry: `/entries/${index.entries[3]!.id}` };
const noop = noopWorkerProject();
const ours = configWithoutRateLimits(ROOT);
const live = liveDir ? configWithoutRateLimits(liveDir) : null;
const cap = capArg ? ["--define", `__MAX_INDEX_ENTRIES__:${capArg}`] : [];
const targets = ["ours", ...(live ? ["live"] : []), "noop"];

function start(target: string): Promise<WranglerDev> {
  if (target === "noop") return startWranglerDev({ cwd: noop, readyPath: "/", startTimeoutMs: 180_000 });
  const vars = { DATA_BASE_URL: site.url };
  if (target === "live") return startWranglerDev({ cwd: liveDir!, env: "test", vars, args: ["--config", live!], startTimeoutMs: 180_000 });
  return startWranglerDev({ env: "test", vars, args: ["--config", ours, ...cap], startTimeoutMs: 180_000 });
}

const out: Record<string, Record<string, Sample[]>> = {};
try {
  for (let round = 0; round < ROUNDS; round++) {
    for (const kind of Object.keys(PATHS)) {
      for (const target of targets) {
        const dev = await start(target);
        try {
          // The readiness probe (/health, or / for the no-op) has run; /health loads no catalogue.
          const sample = await measure(dev, workerdsOf(dev.port), target === "noop" ? "/" : PATHS[kind]!);
          // Ours labels its data (the live service has no such label): a sample or stale answer would mislead.
          if (target === "ours" && sample.source !== "live") throw new Error(`ours ${kind} served ${sample.source}`);
          ((out[target] ??= {})[kind] ??= []).push(sample);
        } finally {
          await dev.stop();
        }
      }
    }
  }
} finally {
  await site.close();
  rmSync(noop, { recursive: true, force: true });
  rmSync(ours, { force: true });
  if (live) rmSync(live, { force: true });
}
console.log(JSON.stringify(out));
