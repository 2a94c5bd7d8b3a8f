#!/usr/bin/env node
// `npm run bench`: what a request costs and how that cost grows with the catalogue.
//
//   node scripts/bench.mjs [--sizes real,10000,50000] [--rounds 3] [--skip-requests] [--write]
//
// Catalogues: the real site copy (../shared/fixtures/indexagentica-site, or the bundled sample when it is
// absent) and synthetic ones made with ../shared/fixtures/make-scaled-index.mjs (seed 1, compact JSON).
// In-process figures come from a Node child (--expose-gc) running the real modules; whole-request figures
// from `wrangler dev --env test` on a local copy of each catalogue. Each figure is the median of --rounds
// runs, with the spread (min-max). --write replaces the generated section of docs/benchmarks.md.

import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { makeTestSite } from "./make-test-site.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const FIXTURES = resolve(ROOT, "../shared/fixtures");
const REAL = join(FIXTURES, "indexagentica-site");

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const at = argv.indexOf(name);
  return at === -1 ? fallback : argv[at + 1];
};
const sizes = option("--sizes", "real,10000,50000").split(",");
const rounds = Number(option("--rounds", "3"));
const skipRequests = argv.includes("--skip-requests");
const write = argv.includes("--write");

const tmp = mkdtempSync(join(tmpdir(), "iam-bench-"));
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const spread = (values) => `${fmt(Math.min(...values))}–${fmt(Math.max(...values))}`;
function fmt(n) {
  if (n >= 100) return n.toFixed(0);
  if (n >= 10) return n.toFixed(1);
  return n.toFixed(2);
}
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

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
      if (existsSync(join(REAL, "api", "index.json"))) {
        list.push({ name: "real site copy", dir: REAL });
      } else {
        const dir = join(tmp, "sample");
        list.push({ name: "bundled sample", dir, make: () => makeTestSite({ out: dir }) });
      }
      continue;
    }
    const n = Number(size);
    if (!existsSync(join(REAL, "api", "index.json"))) {
      console.error(`skipping ${n} entries: ${REAL} is missing (make-scaled-index.mjs starts from it)`);
      continue;
    }
    const dir = join(tmp, `scaled-${n}`);
    list.push({
      name: `${n.toLocaleString("en")} synthetic`,
      dir,
      make: () =>
        execFileSync(
          process.execPath,
          [
            join(FIXTURES, "make-scaled-index.mjs"),
            "--entries",
            String(n),
            "--out",
            join(dir, "api", "index.json"),
            "--compact",
            "--with-longform",
          ],
          {
            stdio: "ignore",
          },
        ),
    });
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

async function main() {
  const machine = `${cpus()[0]?.model ?? "unknown CPU"} × ${cpus().length}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
  console.log(`machine: ${machine}`);
  await bundle("scripts/bench/inprocess.ts", join(tmp, "inprocess.mjs"));
  await bundle("scripts/bench/requests.ts", join(tmp, "requests.mjs"));

  const results = [];
  for (const dataset of datasets()) {
    dataset.make?.();
    const index = join(dataset.dir, "api", "index.json");
    const longform = join(dataset.dir, "api", "longform.json");
    console.log(`\n== ${dataset.name}: ${mb(readFileSync(index).length)} index`);
    const runs = [];
    for (let r = 0; r < rounds; r++) {
      runs.push(
        runJson(["--expose-gc", "--max-old-space-size=8192", join(tmp, "inprocess.mjs"), index, existsSync(longform) ? longform : "", "5"]),
      );
    }
    const inprocess = {
      entries: runs[0].entries,
      rawBytes: runs[0].rawBytes,
      parseMs: runs.map((r) => r.parseMs),
      loadMs: runs.map((r) => r.loadMs),
      heapBytes: runs.map((r) => r.heapBytes),
      searchP50Us: runs.map((r) => r.searchP50Us),
      searchP99Us: runs.map((r) => r.searchP99Us),
      getEntryP50Us: runs.map((r) => r.getEntryP50Us),
      byKind: runs[0].byKind,
    };
    console.log(
      `parse ${fmt(median(inprocess.parseMs))} ms, cold load ${fmt(median(inprocess.loadMs))} ms, heap ${mb(median(inprocess.heapBytes))} (${(median(inprocess.heapBytes) / inprocess.rawBytes).toFixed(1)}× raw), search p50 ${fmt(median(inprocess.searchP50Us))} µs p99 ${fmt(median(inprocess.searchP99Us))} µs, get_entry p50 ${fmt(median(inprocess.getEntryP50Us))} µs`,
    );
    let requests = null;
    if (!skipRequests) {
      try {
        requests = runJson([join(tmp, "requests.mjs"), dataset.dir, String(rounds)]);
        console.log(`whole requests: ${JSON.stringify(requests)}`);
      } catch (error) {
        const message = String(error.message ?? error);
        console.log(`whole requests failed: ${message.slice(-1500)}`);
        const lastLine =
          message
            .trim()
            .split("\n")
            .filter((line) => /error/i.test(line))
            .pop() ?? "see console output";
        requests = { error: lastLine.slice(0, 120) };
      }
    }
    results.push({ dataset, inprocess, requests });
  }

  const dry = spawnSync(process.execPath, [join(ROOT, "scripts", "deploy-dry.mjs")], {
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  const bundleLine = (dry.stdout ?? "").split("\n").find((line) => line.startsWith("bundle:")) ?? "bundle: (dry run failed)";
  console.log(`\n${bundleLine}`);

  const lines = [];
  lines.push(`Measured ${new Date().toISOString().slice(0, 10)} on ${machine}, with \`npm run bench -- ${argv.join(" ")}\`.`);
  lines.push(`Medians of ${rounds} runs, spread (min–max) in brackets. Synthetic catalogues: make-scaled-index.mjs, seed 1, compact JSON.`);
  lines.push("");
  lines.push("| catalogue | entries | index JSON | JSON.parse | cold load | heap (× raw) | search p50 / p99 | get_entry p50 |");
  lines.push("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const { dataset, inprocess } of results) {
    const heap = median(inprocess.heapBytes);
    lines.push(
      `| ${dataset.name} | ${inprocess.entries.toLocaleString("en")} | ${mb(inprocess.rawBytes)} | ${fmt(median(inprocess.parseMs))} ms (${spread(inprocess.parseMs)}) | ${fmt(median(inprocess.loadMs))} ms (${spread(inprocess.loadMs)}) | ${mb(heap)} (${(heap / inprocess.rawBytes).toFixed(1)}×) | ${fmt(median(inprocess.searchP50Us))} / ${fmt(median(inprocess.searchP99Us))} µs | ${fmt(median(inprocess.getEntryP50Us))} µs |`,
    );
  }
  lines.push("");
  lines.push("Warm search by query kind (in-process, first run), p50 / p99 in µs:");
  lines.push("");
  const kinds = Object.keys(results[0]?.inprocess.byKind ?? {});
  lines.push(`| catalogue | ${kinds.join(" | ")} |`);
  lines.push(`| --- | ${kinds.map(() => "---:").join(" | ")} |`);
  for (const { dataset, inprocess } of results) {
    lines.push(
      `| ${dataset.name} | ${kinds.map((k) => `${fmt(inprocess.byKind[k].p50)} / ${fmt(inprocess.byKind[k].p99)}`).join(" | ")} |`,
    );
  }
  if (!skipRequests) {
    lines.push("");
    lines.push("Whole requests through `wrangler dev --env test` (client-side, sequential, 100 per kind per round), p50 / p99 in ms:");
    lines.push("");
    lines.push("| catalogue | first request (cold) | REST search | REST multi-word search | REST get_entry | MCP tools/call search |");
    lines.push("| --- | ---: | ---: | ---: | ---: | ---: |");
    for (const { dataset, requests } of results) {
      if (!requests || requests.error) {
        lines.push(`| ${dataset.name} | failed: ${requests?.error ?? "not run"} | | | | |`);
        continue;
      }
      const cell = (name) => (requests[name] ? `${fmt(requests[name].p50)} / ${fmt(requests[name].p99)}` : "n/a");
      lines.push(
        `| ${dataset.name} | ${fmt(requests.coldMs)} | ${cell("search")} | ${cell("multi")} | ${cell("get_entry")} | ${cell("mcp_search")} |`,
      );
    }
  }
  lines.push("");
  lines.push(`Bundle (\`npm run deploy:dry\`): ${bundleLine.replace(/^bundle: /, "")}.`);
  const table = lines.join("\n");
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

try {
  await main();
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
