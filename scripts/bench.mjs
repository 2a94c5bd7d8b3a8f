#!/usr/bin/env node
// `npm run bench`: what a request costs and how that cost grows with the catalogue.
//
//   node scripts/bench.mjs [--sizes real,10000,50000] [--rounds 3] [--skip-requests] [--cold] [--prewarm-off] [--live-src DIR] [--write]
//
// Catalogues: the real site copy (from the optional shared folder, scripts/lib/shared-dir.mjs; the bundled
// sample when it is absent) and synthetic ones made with scripts/make-scaled-catalogue.mjs (seed 1, compact JSON).
// In-process figures come from --rounds fresh Node children (--expose-gc) running the real modules; memory in
// production configuration from the real store under a ladder of V8 heap limits; whole requests from
// `wrangler dev --env test` on a local copy of each catalogue. Each figure is the median of
// the rounds, with the spread (min–max); the load average is printed with each catalogue. --write replaces
// the generated section of docs/benchmarks.md.

import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { cliFlags, wholeNumber } from "./lib/args.mjs";
import { absenceReason, realSiteDir, SHARED_ITEMS } from "./lib/shared-dir.mjs";
import { makeScaledCatalogue } from "./make-scaled-catalogue.mjs";
import { makeTestSite } from "./make-test-site.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
// The Worker's own cap (src/catalog/store.ts MAX_INDEX_ENTRIES); bigger catalogues are timed with it raised.
const INDEX_CAP_ENTRIES = 50_000;
// V8 heap limits tried for the production-configuration memory run, largest first (MB): the smallest that
// completes a load and two refreshes is reported. Workers give an isolate 128 MB, typed arrays included.
const HEAP_LADDER_MB = [256, 192, 160, 128, 112, 96, 80, 64, 48, 32];
// Warm loads per in-process child (the first load of each child is reported on its own).
const LOADS_PER_CHILD = 5;

// A round is a fresh process per catalogue; more than this is a typo that would hold the machine for hours.
const MAX_ROUNDS = 20;
// Synthetic catalogues past this are far beyond the Worker's cap and only fill memory and disk.
const MAX_SYNTHETIC_ENTRIES = 200_000;
const USAGE = `usage: npm run bench -- [--sizes real,10000,50000] [--rounds 3] [--skip-requests] [--cold] [--prewarm-off] [--live-src DIR] [--write]

What a request costs and how that cost grows with the catalogue (method and figures: docs/benchmarks.md).

  --sizes LIST      catalogues, comma-separated: "real" (the real site copy when the optional shared folder has
                    it, else the bundled sample) and entry counts for synthetic catalogues made by
                    scripts/make-scaled-catalogue.mjs (default real,10000,50000)
  --rounds N        fresh processes per catalogue; figures are their median (default 3, at most ${MAX_ROUNDS})
  --skip-requests   in-process figures only, no wrangler dev
  --cold            also the CPU of the first /search and get_entry of a fresh isolate (a new wrangler dev per
                    sample, against a no-op Worker; scripts/bench/cold.ts), of a second isolate (the Cache API
                    already filled by another), and the startup CPU of each
  --prewarm-off     with --cold: also ours built without the startup prewarm (what it trades)
  --live-src DIR    with --cold: the live service's code (a folder with its wrangler.toml) measured beside ours
  --write           replace the generated section of docs/benchmarks.md
  -h, --help        this text`;

const argv = process.argv.slice(2);
const { values: flags } = cliFlags({
  usage: USAGE,
  options: {
    sizes: { type: "string", default: "real,10000,50000" },
    rounds: { type: "string", default: "3" },
    "skip-requests": { type: "boolean", default: false },
    cold: { type: "boolean", default: false },
    "prewarm-off": { type: "boolean", default: false },
    "live-src": { type: "string" },
    write: { type: "boolean", default: false },
  },
  check: (v) => {
    for (const size of String(v.sizes).split(",")) {
      if (size !== "real" && wholeNumber(size, 1, MAX_SYNTHETIC_ENTRIES) === null)
        return `--sizes: "${size}" is neither "real" nor an entry count from 1 to ${MAX_SYNTHETIC_ENTRIES}`;
    }
    if (wholeNumber(v.rounds, 1, MAX_ROUNDS) === null) return `--rounds must be a whole number from 1 to ${MAX_ROUNDS}`;
    if (v["live-src"] !== undefined && !v.cold) return "--live-src is only used with --cold";
    if (v["prewarm-off"] && !v.cold) return "--prewarm-off is only used with --cold";
    if (v["live-src"] !== undefined && !existsSync(join(String(v["live-src"]), "wrangler.toml")))
      return "--live-src: no wrangler.toml in that folder";
    return null;
  },
});
const sizes = String(flags.sizes).split(",");
const rounds = Number(flags.rounds);
const skipRequests = flags["skip-requests"] === true;
const cold = flags.cold === true;
const prewarmOff = flags["prewarm-off"] === true;
const liveSrc = typeof flags["live-src"] === "string" ? resolve(String(flags["live-src"])) : null;
const write = flags.write === true;

const tmp = mkdtempSync(join(tmpdir(), "iam-bench-"));
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
function fmt(n) {
  if (n >= 100) return n.toFixed(0);
  if (n >= 10) return n.toFixed(1);
  return n.toFixed(2);
}
const spread = (values) => (values.length > 1 ? ` (${fmt(Math.min(...values))}–${fmt(Math.max(...values))})` : "");
const cell = (values) => `${fmt(median(values))}${spread(values)}`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

async function bundle(entry, out) {
  await build({
    entryPoints: [join(ROOT, entry)],
    outfile: out,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    logLevel: "error",
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  });
}

function datasets() {
  const list = [];
  for (const size of sizes) {
    if (size === "real") {
      const real = realSiteDir();
      if (real !== null) {
        list.push({ name: "real site copy", dir: real });
      } else {
        console.log(`"real": no real site copy (${absenceReason(SHARED_ITEMS.realSite)}); timing the bundled sample instead`);
        const dir = join(tmp, "sample");
        list.push({ name: "bundled sample", dir, make: () => makeTestSite({ out: dir }) });
      }
      continue;
    }
    const n = Number(size);
    const dir = join(tmp, `scaled-${n}`);
    list.push({ name: `${n.toLocaleString("en")} synthetic`, dir, make: () => makeScaledCatalogue({ out: dir, entries: n, seed: 1 }) });
  }
  return list;
}

function runJson(args) {
  const result = spawnSync(process.execPath, args, {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", IAM_PROJECT_ROOT: ROOT },
  });
  if (result.status !== 0) throw new Error(`${args.join(" ")} failed:\n${result.stderr.slice(-2000)}`);
  const line = result.stdout
    .trim()
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .pop();
  return JSON.parse(line);
}

/** Per field, the list of values over the rounds (byKind: per kind, lists of p50 and p99). */
// Facts about the catalogue rather than measurements: the same in every run.
const FACTS = new Set([
  "entries",
  "docs",
  "vocabulary",
  "postings",
  "rawBytes",
  "registryServers",
  "registryPageBytes",
  "remoteCards",
  "remoteJsonBytes",
]);

function collect(runs) {
  const fields = {};
  for (const key of Object.keys(runs[0])) {
    if (typeof runs[0][key] === "number" && !FACTS.has(key)) fields[key] = runs.map((run) => run[key]);
  }
  const byKind = {};
  for (const kind of Object.keys(runs[0].byKind)) {
    byKind[kind] = { p50: runs.map((run) => run.byKind[kind].p50), p99: runs.map((run) => run.byKind[kind].p99) };
  }
  return { ...fields, byKind };
}

/**
 * The real store in production configuration under a V8 heap limit (scripts/bench/memory.ts), from the largest
 * limit down: the smallest that completes, with the figures of that run; null when none does.
 */
function memoryFor(dataset) {
  let best = null;
  for (const heapMb of HEAP_LADDER_MB) {
    const result = spawnSync(process.execPath, ["--expose-gc", `--max-old-space-size=${heapMb}`, join(tmp, "memory.mjs"), dataset.dir], {
      encoding: "utf8",
      maxBuffer: 16 * 1024 * 1024,
    });
    const line = (result.stdout ?? "")
      .trim()
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .pop();
    if (result.status !== 0 || !line) break;
    best = { heapMb, failedAtMb: null, ...JSON.parse(line) };
  }
  if (best) best.failedAtMb = HEAP_LADDER_MB[HEAP_LADDER_MB.indexOf(best.heapMb) + 1] ?? null;
  return best;
}

/** Fresh-isolate CPU (scripts/bench/cold.ts): per target and kind, the rounds' samples; or an error line. */
function coldFor(dataset, entries) {
  const args = [join(tmp, "cold.mjs"), dataset.dir, String(rounds), liveSrc ?? "", entries > INDEX_CAP_ENTRIES ? String(entries) : ""];
  if (prewarmOff) args.push("prewarm-off");
  try {
    return { raised: entries > INDEX_CAP_ENTRIES, samples: runJson(args) };
  } catch (error) {
    return { error: String(error.message ?? error).slice(-300) };
  }
}

/** Median (spread) of one field of a target's samples of a kind; the no-op's median subtracted when `net`. */
function coldCell(run, target, kind, field, net) {
  const values = run.samples[target]?.[kind]?.map((sample) => sample[field]) ?? [];
  if (values.length === 0) return "—";
  const noop = net ? median(run.samples.noop.search.map((sample) => sample[field])) : 0;
  return cell(values.map((v) => v - noop));
}

/** Startup main-thread CPU of a target, over the samples of every kind (each sample is a new workerd). */
function startupCell(run, target) {
  const values = Object.values(run.samples[target] ?? {}).flatMap((samples) => samples.map((sample) => sample.startupMs));
  return values.length ? cell(values) : "—";
}

// cold.ts names a target "<code>" for a fresh isolate, "<code>:second" for one after another filled the cache, and
// "<code>:revalidate" for such an isolate past its TTL (it asks the site "changed since?" and is told no).
const COLD_CODE = {
  ours: "ours",
  "ours-noprewarm": "ours, no prewarm",
  live: "live service",
  "cache-read": "Cache API read alone",
  "cache-lookups": "Cache API lookups alone",
};
const coldCode = (target) => COLD_CODE[target.split(":")[0]] ?? target.split(":")[0];
const coldIsolate = (target) => (target.endsWith(":second") ? "second" : target.endsWith(":revalidate") ? "revalidating" : "fresh");

function coldSummary(run) {
  if (run.error) return `fresh isolate failed: ${run.error}`;
  const targets = Object.keys(run.samples).filter((t) => t !== "noop");
  return `first request, main-thread CPU above the no-op (ms): ${targets
    .map(
      (t) =>
        `${coldCode(t)} (${coldIsolate(t)}) search ${coldCell(run, t, "search", "mainMs", true)}, get_entry ${coldCell(run, t, "get_entry", "mainMs", true)}, startup ${startupCell(run, t)}`,
    )
    .join("; ")}; no-op startup ${startupCell(run, "noop")}${beyondCacheRead(run)}${beyondCacheLookups(run)}`;
}

/**
 * Ours as a fresh isolate beyond the Worker that only makes the Cache API lookups ours makes on a cold start (all
 * missing), beside the live service (which makes none): main-thread CPU and wall, medians.
 */
function beyondCacheLookups(run) {
  const base = run.samples["cache-lookups"];
  const ours = run.samples.ours;
  const noop = run.samples.noop?.search;
  if (!base || !ours || !noop) return "";
  const med = (samples, field) => median(samples.map((s) => s[field]));
  const live = run.samples.live;
  const kinds = ["search", "get_entry"].map((kind) => {
    const cpu = med(ours[kind], "mainMs") - med(base[kind], "mainMs");
    const wall = med(ours[kind], "wallMs") - (med(base[kind], "wallMs") - med(noop, "wallMs"));
    const liveText = live
      ? ` (live: CPU ${(med(live[kind], "mainMs") - med(noop, "mainMs")).toFixed(1)}, wall ${med(live[kind], "wallMs").toFixed(1)})`
      : "";
    return `${kind} CPU ${cpu.toFixed(1)}, wall ${wall.toFixed(1)}${liveText}`;
  });
  return `; ours (fresh) beyond a Worker making the same Cache API lookups (all missing): ${kinds.join("; ")} ms`;
}

/** Ours as a second isolate above the Worker that only reads the same bytes from the Cache API (medians). */
function beyondCacheRead(run) {
  const base = run.samples["cache-read:second"];
  const ours = run.samples["ours:second"];
  if (!base || !ours) return "";
  const kinds = ["search", "get_entry"].map((kind) => {
    const diff = median(ours[kind].map((s) => s.mainMs)) - median(base[kind].map((s) => s.mainMs));
    return `${kind} ${diff.toFixed(1)}`;
  });
  return `; ours (second) above a Worker reading the same bytes from the Cache API: ${kinds.join(", ")} ms`;
}

function requestsFor(dataset, entries) {
  // Over the Worker's cap, production refuses the catalogue (and serves the last good copy or the sample);
  // the benchmark raises the cap to time what the requests would cost.
  const raised = entries > INDEX_CAP_ENTRIES;
  const args = [join(tmp, "requests.mjs"), "site", dataset.dir, String(rounds)];
  if (raised) args.push(String(entries));
  try {
    return { raised, ...runJson(args) };
  } catch (error) {
    const message = String(error.message ?? error);
    console.log(`whole requests failed: ${message.slice(-1500)}`);
    const lastLine =
      message
        .trim()
        .split("\n")
        .filter((line) => /error/i.test(line))
        .pop() ?? "see console output";
    return { raised, error: lastLine.slice(0, 160) };
  }
}

async function main() {
  const machine = `${cpus()[0]?.model ?? "unknown CPU"}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
  const wranglerVersion = JSON.parse(readFileSync(join(ROOT, "node_modules", "wrangler", "package.json"), "utf8")).version;
  console.log(`machine: ${machine}, wrangler ${wranglerVersion}, load average ${load()}`);
  await bundle("scripts/bench/inprocess.ts", join(tmp, "inprocess.mjs"));
  await bundle("scripts/bench/requests.ts", join(tmp, "requests.mjs"));
  await bundle("scripts/bench/memory.ts", join(tmp, "memory.mjs"));
  if (cold) await bundle("scripts/bench/cold.ts", join(tmp, "cold.mjs"));

  let empty = null;
  if (!skipRequests) {
    try {
      empty = runJson([join(tmp, "requests.mjs"), "empty", String(rounds)]).empty_worker;
      console.log(`empty Worker through wrangler dev: p50 ${fmt(empty.p50)} ms, load average ${load()}`);
    } catch (error) {
      console.log(`empty Worker run failed: ${String(error.message ?? error).slice(-500)}`);
    }
  }

  const results = [];
  for (const dataset of datasets()) {
    await dataset.make?.();
    const index = join(dataset.dir, "api", "index.json");
    const longform = join(dataset.dir, "api", "longform.json");
    const rawIndexBytes = statSync(index).size;
    const loadBefore = load();
    console.log(`\n== ${dataset.name}: ${mb(rawIndexBytes)} index, load average ${loadBefore}`);
    const runs = [];
    for (let r = 0; r < rounds; r++) {
      runs.push(
        runJson([
          "--expose-gc",
          "--max-old-space-size=8192",
          join(tmp, "inprocess.mjs"),
          index,
          existsSync(longform) ? longform : "",
          String(LOADS_PER_CHILD),
        ]),
      );
    }
    const inprocess = { ...Object.fromEntries([...FACTS].map((key) => [key, runs[0][key]])), ...collect(runs) };
    console.log(
      `parse ${cell(inprocess.parseMs)} ms, load ${cell(inprocess.loadMs)} ms (first in process ${cell(inprocess.firstLoadMs)}), ` +
        `catalogue ${mb(median(inprocess.heapBytes))}, search p50 ${cell(inprocess.searchP50Us)} µs, get_entry ${cell(inprocess.getEntryP50Us)} µs`,
    );
    const memory = memoryFor(dataset);
    console.log(
      memory
        ? `production memory: load + 2 refreshes complete in a ${memory.heapMb} MB heap (${memory.failedAtMb ?? "—"} fails), typed arrays up to ${mb(memory.peakArrayBuffers)}, serving ${mb(memory.servingBytes - memory.baseBytes)}`
        : "production memory: no heap limit tried was enough",
    );
    const requests = skipRequests ? null : requestsFor(dataset, inprocess.entries);
    if (requests) console.log(requestsSummary(requests));
    const coldRun = cold ? coldFor(dataset, inprocess.entries) : null;
    if (coldRun) console.log(coldSummary(coldRun));
    const loadAfter = load();
    results.push({ dataset, rawIndexBytes, inprocess, memory, requests, cold: coldRun, loadBefore, loadAfter });
  }

  const dry = spawnSync(process.execPath, [join(ROOT, "scripts", "deploy-dry.mjs")], {
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  const bundleLine = (dry.stdout ?? "").split("\n").find((line) => line.startsWith("bundle:")) ?? "bundle: (dry run failed)";
  console.log(`\n${bundleLine}`);

  const table = render({ machine, wranglerVersion, results, bundleLine, empty });
  console.log(`\n${table}`);
  if (write) {
    const file = join(ROOT, "docs", "benchmarks.md");
    const start = "<!-- bench:start -->";
    const end = "<!-- bench:end -->";
    let doc = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmarks\n";
    const block = `${start}\n${table}\n${end}`;
    doc = doc.includes(start)
      ? doc.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
      : `${doc.trimEnd()}\n\n## Cost per request and growth with the catalogue\n\n${block}\n`;
    writeFileSync(file, doc);
    console.log(`\nwrote ${file}`);
  }
}

/** One line on the whole-request run of a catalogue (the table at the end has every figure). */
function requestsSummary(requests) {
  if (requests.error) return `whole requests failed: ${requests.error}`;
  const parts = [];
  for (const variant of ["binding", "no_binding"]) {
    const run = requests[variant];
    if (!run) continue;
    if (run.source !== "live") {
      parts.push(`${variant.replace("_", " ")}: served ${run.source}`);
      continue;
    }
    const p50 = (kind) => (run[kind] ? `${kind} ${fmt(run[kind].p50)}` : `${kind} n/a`);
    parts.push(
      `${variant.replace("_", " ")}: cold ${fmt(run.coldMs)}, p50 ${["search", "get_entry", "mcp_modern"].map(p50).join(", ")} ms`,
    );
  }
  return `whole requests${requests.raised ? " (cap raised)" : ""}: ${parts.join("; ")}`;
}

/** The MCP Registry routes: in-process costs, and whole requests when they ran. */
function registryTable(results) {
  // A forced-GC reading moves by tens of KB between readings: a smaller difference is shown as such, not as a figure.
  const kb = (bytes) => (bytes < 64 * 1024 ? "< 64 KB" : `${(bytes / 1024).toFixed(0)} KB`);
  const lines = ["", "**MCP Registry routes** (src/registry/; in-process, warm unless it says first; scripts/bench/registry.ts):", ""];
  lines.push(
    "| catalogue | servers | server list: worked out per load (ms; on a catalogue read from its snapshot) | its memory | page of 50 p50 (µs, body) | search page of 50 p50 / p99 (µs) | versions/latest p50 (µs) | cards' remote facts: cards, heap, snapshot JSON |",
  );
  lines.push("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const { dataset, inprocess: r } of results) {
    lines.push(
      `| ${dataset.name} | ${r.registryServers.toLocaleString("en")} | ${cell(r.registryDeriveMs)} (${cell(r.registryDeriveSnapshotMs)}) | ${kb(median(r.registryListBytes))} | ${cell(r.registryPageUs)} (${(r.registryPageBytes / 1024).toFixed(1)} KB) | ${fmt(median(r.registrySearchP50Us))} / ${fmt(median(r.registrySearchP99Us))} | ${cell(r.registryLookupUs)} | ${r.remoteCards.toLocaleString("en")}, ${kb(median(r.remoteHeapBytes))}, ${(r.remoteJsonBytes / 1024).toFixed(0)} KB |`,
    );
  }
  if (skipRequests) return lines;
  const kinds = ["registry_page", "registry_search", "registry_latest"];
  lines.push(
    "",
    "Whole requests through `wrangler dev --env test`, as in the table below (p50 / p99 ms; `not_found` for the pipeline alone):",
    "",
  );
  lines.push(`| catalogue | variant | not_found | ${kinds.join(" | ")} |`);
  lines.push(`| --- | --- | ---: | ${kinds.map(() => "---:").join(" | ")} |`);
  for (const { dataset, requests } of results) {
    for (const variant of ["binding", "no_binding"]) {
      const run = requests?.[variant];
      if (!run || run.source !== "live") continue;
      const cells = ["not_found", ...kinds].map((k) => (run[k] ? `${fmt(run[k].p50)} / ${fmt(run[k].p99)}` : "n/a"));
      lines.push(`| ${dataset.name}${requests.raised ? " (cap raised)" : ""} | ${variant.replace("_", " ")} | ${cells.join(" | ")} |`);
    }
  }
  return lines;
}

function render({ machine, wranglerVersion, results, bundleLine, empty }) {
  const lines = [];
  const command = `npm run bench${argv.length ? ` -- ${argv.join(" ")}` : ""}`;
  lines.push(
    `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC with \`${command}\` on ${machine}, wrangler ${wranglerVersion}.`,
  );
  lines.push(
    `Each figure is the median of ${rounds} runs, spread (min–max) in brackets. Load average (1, 5, 15 min) is given per catalogue, before and after its runs.`,
  );
  lines.push("");
  lines.push("**Load and memory** (in-process, ms):");
  lines.push("");
  lines.push(
    "| catalogue | entries | index JSON | load avg | JSON.parse (whole, for reference) | load: read + validate + build | of which build | first load in a new process | catalogue in memory (× JSON) |",
  );
  lines.push("| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: |");
  for (const { dataset, inprocess: r, loadBefore, loadAfter } of results) {
    const heap = median(r.heapBytes);
    lines.push(
      `| ${dataset.name} | ${r.entries.toLocaleString("en")} | ${mb(r.rawBytes)} | ${loadBefore} → ${loadAfter} | ${cell(r.parseMs)} | ${cell(r.loadMs)} | ${cell(r.buildMs)} | ${cell(r.firstLoadMs)} | ${mb(heap)} (${(heap / r.rawBytes).toFixed(1)}×) |`,
    );
  }
  lines.push("");
  lines.push(
    "**Memory in production configuration** (scripts/bench/memory.ts, n=1 per heap limit): the real store, caps as deployed, loads the catalogue from a fetcher streaming 64 KiB chunks, then refreshes twice while serving, a search and a get_entry after each. The smallest V8 heap limit (`--max-old-space-size`) under which that completes, the next one down that fails, and the typed arrays at their peak (outside the heap limit in Node, inside the 128 MB on Workers). Serving: heap + typed arrays after a forced GC, above Node's own; ingest: the same at the end of a refresh's download; peak: the largest heap + typed arrays seen, garbage included.",
  );
  lines.push("");
  lines.push("| catalogue | entries served | completes in heap | fails in | typed arrays peak | serving | ingest (live) | peak seen |");
  lines.push("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const { dataset, inprocess: r, memory: m } of results) {
    if (!m) {
      lines.push(`| ${dataset.name} | ${r.entries.toLocaleString("en")} | none tried | | | | | |`);
      continue;
    }
    const above = (bytes) => mb(bytes - m.baseBytes);
    lines.push(
      `| ${dataset.name} | ${m.entries.toLocaleString("en")}${m.entries === 0 ? " (over the cap: sample)" : ""} | ${m.heapMb} MB | ${m.failedAtMb ?? "—"} MB | ${mb(m.peakArrayBuffers)} | ${above(m.servingBytes)} | ${above(m.ingestLiveBytes)} | ${above(m.peakBytes)} |`,
    );
  }
  if (cold) {
    lines.push("");
    lines.push(
      "**Fresh isolate** (scripts/bench/cold.ts): the first request of a new `wrangler dev` (new process, code never run), no rate-limit binding. Isolate `fresh`: nothing cached, the index fetched from the site; `second`: another `wrangler dev` on the same persistence folder made the request first, so the Cache API holds its copies (what most isolates of a location see); `revalidating`: the same, its TTL run out, so it asks the site whether index.json and longform.json changed and is answered 304 (what an isolate sees after the first TTL while the site is unchanged). CPU is the kernel's run time of the user Worker's workerd main thread (schedstat) while the request runs; the no-op Worker's first request is subtracted (its own figure in the last column). Other threads: V8's compiler and GC helpers of that workerd. Wall: the client's, no-op included. Startup: main-thread CPU from workerd's start to its readiness probe answered (global scope included; over every sample of the code, both requests). \"Cache API read alone\": a Worker that, as a second isolate, only reads from the Cache API the bytes ours reads there (the pointer and the snapshot, or past SNAPSHOT_MAX_ENTRIES the text copies): wrangler's local Cache API runs in JavaScript on the Worker's thread and production's is native, so ours' cost beyond it is the difference (the \"beyond\" line under the table). \"Cache API lookups alone\": likewise for a fresh isolate, a Worker that only makes the Cache API lookups a cold start of ours makes before it goes to the site (the pointer, then the two copies; all missing), beside the live service, which makes none. Medians of the rounds, spread in brackets.",
    );
    lines.push("");
    lines.push(
      "| catalogue | code | isolate | request | main-thread CPU above no-op (ms) | other threads (ms) | wall (ms) | startup CPU (ms) | no-op: first request / startup CPU |",
    );
    lines.push("| --- | --- | --- | --- | ---: | ---: | ---: | ---: | ---: |");
    for (const { dataset, cold: run } of results) {
      if (!run || run.error) {
        lines.push(`| ${dataset.name} | | | | failed: ${run?.error ?? "not run"} | | | | |`);
        continue;
      }
      for (const target of Object.keys(run.samples).filter((t) => t !== "noop")) {
        for (const kind of ["search", "get_entry"]) {
          lines.push(
            `| ${dataset.name}${run.raised ? " (cap raised)" : ""} | ${coldCode(target)} | ${coldIsolate(target)} | first ${kind} | ${coldCell(run, target, kind, "mainMs", true)} | ${coldCell(run, target, kind, "backgroundMs", false)} | ${coldCell(run, target, kind, "wallMs", false)} | ${startupCell(run, target)} | ${coldCell(run, "noop", "search", "mainMs", false)} / ${startupCell(run, "noop")} |`,
          );
        }
      }
    }
    for (const { dataset, cold: run } of results) {
      for (const beyond of run && !run.error ? [beyondCacheRead(run), beyondCacheLookups(run)] : []) {
        if (beyond) lines.push("", `${dataset.name}${beyond.replace(/^; ours/, ": ours")}.`);
      }
    }
  }
  lines.push("");
  lines.push("**Search and lookups** (in-process, µs; warm unless it says first):");
  lines.push("");
  lines.push(
    "| catalogue | search p50 | search p99 | search tool p50 (with notices) | first search on a new index (the same query again) | get_entry p50 | get_entry miss (did you mean) p50 |",
  );
  lines.push("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const { dataset, inprocess: r } of results) {
    lines.push(
      `| ${dataset.name} | ${cell(r.searchP50Us)} | ${cell(r.searchP99Us)} | ${cell(r.searchToolP50Us)} | ${cell(r.firstSearchUs)} (again: ${cell(r.againSearchUs)}) | ${cell(r.getEntryP50Us)} | ${cell(r.getEntryMissP50Us)} |`,
    );
  }
  lines.push("");
  lines.push(
    "A search with four `alternatives` against the same request alone (scripts/bench/queries.ts `BENCH_ALTERNATIVES`: five requests in a person's words, each with four rephrasings in a listing's words): the five requests' medians added up, in µs, and their ratio (issue 25 allows 5×):",
  );
  lines.push("");
  lines.push(
    "| catalogue | ranker, alone | ranker, four alternatives | ratio | the five phrasings one by one (the four alternatives' ratio to it) | search tool, alone | search tool, four alternatives | ratio |",
  );
  lines.push("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const { dataset, inprocess: r } of results) {
    const ratio = (a, b) => `${(median(b) / median(a)).toFixed(1)}×`;
    lines.push(
      `| ${dataset.name} | ${cell(r.aloneSumUs)} | ${cell(r.fusedSumUs)} | ${ratio(r.aloneSumUs, r.fusedSumUs)} | ${cell(r.oneByOneSumUs)} (${ratio(r.oneByOneSumUs, r.fusedSumUs)}) | ${cell(r.aloneToolSumUs)} | ${cell(r.fusedToolSumUs)} | ${ratio(r.aloneToolSumUs, r.fusedToolSumUs)} |`,
    );
  }
  lines.push("");
  lines.push(
    "The same need asked in about 200 characters and in about 1,000 (scripts/bench/queries.ts `BENCH_LENGTHS`: three task descriptions, the long one wrapping the short one in a project's narrative), through the search tool: the medians added up, in µs, and their ratio (issue 30 allows 2×):",
  );
  lines.push("");
  lines.push("| catalogue | ~200 characters | ~1,000 characters | ratio |");
  lines.push("| --- | ---: | ---: | ---: |");
  for (const { dataset, inprocess: r } of results) {
    lines.push(
      `| ${dataset.name} | ${cell(r.shortToolSumUs)} | ${cell(r.longToolSumUs)} | ${(median(r.longToolSumUs) / median(r.shortToolSumUs)).toFixed(2)}× |`,
    );
  }
  lines.push("");
  lines.push("Warm search by query kind (scripts/bench/queries.ts), p50 / p99 in µs:");
  lines.push("");
  const kinds = Object.keys(results[0]?.inprocess.byKind ?? {});
  lines.push(`| catalogue | ${kinds.join(" | ")} |`);
  lines.push(`| --- | ${kinds.map(() => "---:").join(" | ")} |`);
  for (const { dataset, inprocess: r } of results) {
    lines.push(
      `| ${dataset.name} | ${kinds.map((k) => `${fmt(median(r.byKind[k].p50))} / ${fmt(median(r.byKind[k].p99))}`).join(" | ")} |`,
    );
  }
  lines.push(...registryTable(results));
  if (!skipRequests) {
    const kindsRequested = ["loopback", "health", "not_found", "get_entry", "search", "multi", "mcp_legacy", "mcp_modern"];
    lines.push("");
    lines.push(
      "**Whole requests** through `wrangler dev --env test` (client-side, sequential, 100 per kind per round), p50 in ms (p99 after the slash). `binding`: the env's rate-limit binding, simulated locally by wrangler; `no binding`: the same config without it.",
    );
    lines.push("");
    lines.push(`| catalogue | variant | first request (cold) | ${kindsRequested.join(" | ")} |`);
    lines.push(`| --- | --- | ---: | ${kindsRequested.map(() => "---:").join(" | ")} |`);
    for (const { dataset, requests } of results) {
      if (!requests || requests.error) {
        lines.push(`| ${dataset.name} | | failed: ${requests?.error ?? "not run"} | ${kindsRequested.map(() => "").join(" | ")} |`);
        continue;
      }
      for (const variant of ["binding", "no_binding"]) {
        const run = requests[variant];
        if (!run) continue;
        const name = `${dataset.name}${requests.raised ? " (cap raised)" : ""}`;
        if (run.source !== "live") {
          lines.push(`| ${name} | ${variant.replace("_", " ")} | served ${run.source} | ${kindsRequested.map(() => "").join(" | ")} |`);
          continue;
        }
        const cells = kindsRequested.map((k) => (run[k] ? `${fmt(run[k].p50)} / ${fmt(run[k].p99)}` : "n/a"));
        lines.push(`| ${name} | ${variant.replace("_", " ")} | ${fmt(run.coldMs)} | ${cells.join(" | ")} |`);
      }
    }
    if (empty) {
      lines.push("");
      lines.push(
        `For scale: an empty Worker (one fixed Response, no bindings) through the same \`wrangler dev\`: p50 ${fmt(empty.p50)} ms${spread([empty.p50Spread[0], empty.p50Spread[1]])}, p99 ${fmt(empty.p99)} ms. \`loopback\` is a Node server in the benchmark's own process (the client and loopback alone).`,
      );
    }
    if (results.some((r) => r.requests?.raised)) {
      lines.push("");
      lines.push(
        `"cap raised": the catalogue is over the Worker's ${INDEX_CAP_ENTRIES.toLocaleString("en")}-entry cap (MAX_INDEX_ENTRIES), which production refuses (it keeps the last good copy or the sample); the benchmark builds the Worker with the cap raised to time the requests anyway.`,
      );
    }
  }
  lines.push("");
  lines.push(`Bundle (\`npm run deploy:dry\`): ${bundleLine.replace(/^bundle: /, "")}.`);
  return lines.join("\n");
}

try {
  await main();
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
