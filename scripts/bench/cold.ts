// CPU of the first request of a fresh isolate (a new `wrangler dev`: new process, code never run), for our Worker,
// optionally the live service's code, and a no-op Worker, on the same site copy. CPU is the kernel's run time of
// the user Worker's workerd main thread (/proc/<pid>/task/<pid>/schedstat, ns), read while workerd is idle before
// and after the request (a thread's run time is exact once it has slept), so a busy machine moves it far less
// than wall time; Workers freeze performance.now() during execution, so the Worker cannot time itself. Other
// workerd threads (V8 compiler and GC helpers) are reported apart. Wall time is the client's. Rate-limit bindings
// are left out of every config (wrangler simulates them in JavaScript, production does not).
//
// Beside each first request: the startup CPU of the same workerd, from process start until the readiness probe
// has been answered and the process is idle (the global scope runs there, so a startup prewarm's cost shows apart
// from what it saves). And ours as a *second isolate*: a first `wrangler dev` makes the request once and fills the
// Cache API (its persistence folder), then a new one on the same folder is measured; that is what most isolates
// of a location see, the shared copies already there. Such a sample is refused if it fetched the index again.
// Its baseline, "cache-read:second": a Worker that only reads the same bytes from the Cache API as a second isolate
// (wrangler's local Cache API runs in JavaScript on the Worker's own thread; production's is native), so what ours
// costs beyond handing those bytes over shows as the difference. Likewise "cache-lookups" for ours as a fresh
// isolate: a Worker that only makes the Cache API lookups a cold start of ours makes first (all missing; the live
// service makes none), which cost a fresh wrangler dev ~13 ms of wall that production does not pay. And
// "ours:revalidate": a second isolate whose TTL has run out (CACHE_TTL_SECONDS 0), so it asks the site "changed
// since?" for the copy it loaded; the site answers 304 (a sample where it downloaded the index again is refused):
// what an isolate costs after the first TTL of an unchanged site (only up to SNAPSHOT_MAX_ENTRIES: past it no
// snapshot, so no validators, are shared).
//
// Prints one JSON object: per target ("ours", "ours:second", "ours-noprewarm"…, "live", "noop") and kind, the
// rounds' samples.
//
//   node cold.mjs <site dir> <rounds> [<live service folder> | ""] [<entry cap> | ""] ["prewarm-off"]
//
// "prewarm-off" adds ours built without the startup prewarm (src/warm/prewarm.ts) in both variants.

import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSiteServer } from "../../test/support/site-server";
import { startWranglerDev, type WranglerDev } from "../../test/support/wrangler-dev";
import { buildCatalogue } from "../../src/catalog/catalogue";
import { catalogueSections } from "../../src/catalog/snapshot/catalogue-codec";
import { SNAPSHOT_CODE_VERSION } from "../../src/catalog/snapshot/code-version";
import { writeSnapshot } from "../../src/catalog/snapshot/container";
import { SNAPSHOT_MAX_ENTRIES } from "../../src/catalog/snapshot/shared";
import { longformGeneratedOf, validateLongformIndex, validateSiteIndex } from "../../src/site/validate";
import { cacheReadWorkerProject, configWithoutRateLimits, noopWorkerProject } from "./workers";

const [siteDir, roundsArg, liveDir, capArg, variantArg] = process.argv.slice(2);
const ROUNDS = Number(roundsArg ?? 3);
const ROOT = process.env.IAM_PROJECT_ROOT ?? process.cwd();
// Long enough for workerd's threads to finish a request's background work (cache puts, logs) and sleep.
const SETTLE_MS = 700;
// Before the first of two `wrangler dev` stops, its workerd must have finished the request's background work (the
// Cache API puts): it counts as done once all its threads together ran less than this in one SETTLE_MS...
const QUIET_CPU_MS = 1;
// ...checked at most this many times (a put of a 50 MB index takes seconds under wrangler's simulation).
const MAX_SETTLE_CHECKS = 40;
const INDEX_PATH = "/api/index.json";
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
  /** Main-thread CPU from workerd's start until the readiness probe was answered and workerd slept. */
  readonly startupMs: number;
  readonly startupBackgroundMs: number;
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
    startupMs: before.main,
    startupBackgroundMs: before.background,
    source: /"source":\s*"(\w+)"/.exec(text)?.[1] ?? null,
  };
}

/** Waits until the workerd has finished its background work (all threads idle for a SETTLE_MS). */
async function quiet(pids: readonly number[]): Promise<void> {
  const total = () => {
    const cpu = cpuMs(pids);
    return cpu.main + cpu.background;
  };
  let last = total();
  for (let check = 0; check < MAX_SETTLE_CHECKS; check++) {
    await sleep(SETTLE_MS);
    const now = total();
    if (now - last < QUIET_CPU_MS) return;
    last = now;
  }
  throw new Error(`workerd still busy after ${(MAX_SETTLE_CHECKS * SETTLE_MS) / 1000} s`);
}

const site = await startSiteServer(siteDir!);
/** How often the site has been asked for its index so far, and how many of those it answered 304. */
async function indexFetches(): Promise<{ asked: number; notModified: number }> {
  const stats = (await (await fetch(`${site.url}/__stats`)).json()) as {
    requests: Record<string, number>;
    notModified: Record<string, number>;
  };
  return { asked: stats.requests[INDEX_PATH] ?? 0, notModified: stats.notModified[INDEX_PATH] ?? 0 };
}

const indexBytes = readFileSync(join(siteDir!, "api", "index.json"));
const index = JSON.parse(indexBytes.toString("utf8")) as { entries: { id: string }[] };
// The pointer ({ catalogue: 64 hex digits, fetchedAt }) a second isolate reads before the snapshot.
const POINTER_BYTES = 96;

/**
 * What ours reads from the Cache API as a second isolate: the pointer and the snapshot (the same catalogue built and
 * encoded here), or past SNAPSHOT_MAX_ENTRIES the text copies of index.json and longform.json.
 */
async function sharedReads(): Promise<number[]> {
  const longformBytes = readFileSync(join(siteDir!, "api", "longform.json"));
  if (index.entries.length > SNAPSHOT_MAX_ENTRIES) return [indexBytes.byteLength, longformBytes.byteLength];
  const longformJson: unknown = JSON.parse(longformBytes.toString("utf8"));
  const site = validateSiteIndex(index);
  const longform = validateLongformIndex(longformJson);
  if (!site.ok || !longform.ok) throw new Error("the site copy is not a valid catalogue");
  const catalogue = buildCatalogue(site.value, longform.value, longformGeneratedOf(longformJson));
  const identity = { code: SNAPSHOT_CODE_VERSION, catalogue: SNAPSHOT_CODE_VERSION };
  return [POINTER_BYTES, (await writeSnapshot(catalogueSections(catalogue), identity)).byteLength];
}
const PATHS: Record<string, string> = { search: "/search?q=browser%20automation", get_entry: `/entries/${index.entries[3]!.id}` };
const noop = noopWorkerProject();
const cacheRead = cacheReadWorkerProject();
const reads = await sharedReads();
const ours = configWithoutRateLimits(ROOT);
const live = liveDir ? configWithoutRateLimits(liveDir) : null;
const cap = capArg ? ["--define", `__MAX_INDEX_ENTRIES__:${capArg}`] : [];
// The bench's own switch (src/warm/prewarm.ts reads it): the same tree built without the startup prewarm.
const PREWARM_OFF = ["--define", "__SKIP_PREWARM__:true"];
const prewarmOff = variantArg === "prewarm-off";

interface Target {
  readonly name: string;
  /** Measured as a second isolate: after another `wrangler dev` on the same persistence folder made the request. */
  readonly second: boolean;
  /** A second isolate past its TTL: it must revalidate (one 304 for the index), not download. */
  readonly revalidate?: boolean;
  /** The request measured, and the one that primes a second isolate's cache, when not the kind's own path. */
  readonly path?: string;
  readonly primePath?: string;
  start(persistTo?: string, extraVars?: Record<string, string>): Promise<WranglerDev>;
}

const TIMEOUT = 180_000;
const vars = { DATA_BASE_URL: site.url };
const oursWith =
  (flags: string[]) =>
  (persistTo?: string, extraVars: Record<string, string> = {}) =>
    startWranglerDev({
      env: "test",
      vars: { ...vars, ...extraVars },
      args: ["--config", ours, ...cap, ...flags],
      startTimeoutMs: TIMEOUT,
      persistTo,
    });
// The measured isolate of "ours:revalidate": every copy it finds is past its TTL.
const EXPIRED = { CACHE_TTL_SECONDS: "0" };
const targets: Target[] = [
  { name: "ours", second: false, start: oursWith([]) },
  { name: "ours:second", second: true, start: oursWith([]) },
  // Past SNAPSHOT_MAX_ENTRIES a second isolate reads the text copies, which carry no validators: it downloads again.
  ...(index.entries.length <= SNAPSHOT_MAX_ENTRIES
    ? [{ name: "ours:revalidate", second: true, revalidate: true, start: oursWith([]) }]
    : []),
  ...(prewarmOff
    ? [
        { name: "ours-noprewarm", second: false, start: oursWith(PREWARM_OFF) },
        { name: "ours-noprewarm:second", second: true, start: oursWith(PREWARM_OFF) },
      ]
    : []),
  ...(live
    ? [
        {
          name: "live",
          second: false,
          start: () => startWranglerDev({ cwd: liveDir!, env: "test", vars, args: ["--config", live], startTimeoutMs: TIMEOUT }),
        },
      ]
    : []),
  { name: "noop", second: false, start: () => startWranglerDev({ cwd: noop, readyPath: "/", startTimeoutMs: TIMEOUT }) },
  // The baseline for ours as a fresh isolate, beside the no-op: the Cache API lookups ours makes before it goes to
  // the site (all missing, as in a new location), nothing else done.
  {
    name: "cache-lookups",
    second: false,
    path: "/lookups",
    start: () => startWranglerDev({ cwd: cacheRead, readyPath: "/", startTimeoutMs: TIMEOUT }),
  },
  // The baseline for ours as a second isolate: the same bytes read from the Cache API, nothing else done.
  {
    name: "cache-read:second",
    second: true,
    path: `/read?count=${reads.length}`,
    primePath: `/prime?sizes=${reads.join(",")}`,
    start: (persistTo) => startWranglerDev({ cwd: cacheRead, readyPath: "/", startTimeoutMs: TIMEOUT, persistTo }),
  },
];

/** The isolate before: makes the request once and stops only once its Cache API writes are done. */
async function prime(target: Target, persistTo: string, path: string): Promise<void> {
  const dev = await target.start(persistTo);
  try {
    const response = await fetch(`${dev.url}${path}`);
    await response.text();
    if (response.status !== 200) throw new Error(`priming ${path} answered ${response.status}`);
    await quiet(workerdsOf(dev.port));
  } finally {
    await dev.stop();
  }
}

async function sample(target: Target, kind: string): Promise<Sample> {
  const path = target.path ?? (target.name === "noop" ? "/" : PATHS[kind]!);
  const persistTo = target.second ? mkdtempSync(join(tmpdir(), "iam-bench-persist-")) : undefined;
  try {
    if (persistTo) await prime(target, persistTo, target.primePath ?? path);
    const fetchedBefore = await indexFetches();
    const dev = await target.start(persistTo, target.revalidate ? EXPIRED : {});
    try {
      // The readiness probe (/health, or / for the no-op) has run; /health loads no catalogue.
      const result = await measure(dev, workerdsOf(dev.port), path);
      // Ours labels its data (the live service has no such label): a sample or stale answer would mislead.
      if (target.name.startsWith("ours") && result.source !== "live") throw new Error(`${target.name} ${kind} served ${result.source}`);
      // A second isolate that fetched the index did not find the first one's copy: it would time a first isolate.
      const fetchedAfter = await indexFetches();
      const asked = fetchedAfter.asked - fetchedBefore.asked;
      const downloaded = asked - (fetchedAfter.notModified - fetchedBefore.notModified);
      if (target.second && downloaded !== 0) throw new Error(`${target.name} ${kind} fetched the index again`);
      if (target.revalidate && asked !== 1) throw new Error(`${target.name} ${kind} asked for the index ${asked} times, not once`);
      return result;
    } finally {
      await dev.stop();
    }
  } finally {
    if (persistTo) rmSync(persistTo, { recursive: true, force: true });
  }
}

const out: Record<string, Record<string, Sample[]>> = {};
try {
  for (let round = 0; round < ROUNDS; round++) {
    for (const kind of Object.keys(PATHS)) {
      for (const target of targets) ((out[target.name] ??= {})[kind] ??= []).push(await sample(target, kind));
    }
  }
} finally {
  await site.close();
  rmSync(noop, { recursive: true, force: true });
  rmSync(cacheRead, { recursive: true, force: true });
  rmSync(ours, { force: true });
  if (live) rmSync(live, { force: true });
}
console.log(JSON.stringify(out));
