#!/usr/bin/env node
// Catalogue snapshots measured (docs/benchmarks.md): per catalogue size, the snapshot's size and encode time, and
// in fresh Node processes the CPU of verify + decode + first search + first get_entry against today's load
// (read index.json into cards, build, same first requests). Medians of --runs fresh processes, spreads shown.
//
//   npm run bench:snapshot -- [--sizes real,10000,50000] [--runs 5]
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { cliFlags, wholeNumber } from "./lib/args.mjs";
import { realSiteDir } from "./lib/shared-dir.mjs";
import { makeScaledCatalogue } from "./make-scaled-catalogue.mjs";
import { makeTestSite } from "./make-test-site.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
// Fresh processes per mode and size: enough for a median with its spread, few enough for a 2-core machine.
const MAX_RUNS = 20;

const USAGE = "usage: npm run bench:snapshot -- [--sizes real,10000,50000] [--runs 5]";
const SIZE = /^(real|\d+)$/;
const { values } = cliFlags({
  usage: USAGE,
  options: { sizes: { type: "string", default: "real,10000,50000" }, runs: { type: "string", default: "5" } },
  check: (flags) =>
    wholeNumber(flags.runs, 1, MAX_RUNS) === null
      ? `--runs takes a whole number from 1 to ${MAX_RUNS}`
      : flags.sizes.split(",").every((size) => SIZE.test(size))
        ? null
        : "--sizes takes a comma-separated list of entry counts and 'real'",
});
const sizes = values.sizes.split(",");
const runs = Number(values.runs);
const tmp = mkdtempSync(join(tmpdir(), "bench-snapshot-"));

function node(args) {
  const result = spawnSync(process.execPath, args, { encoding: "utf8", maxBuffer: 16 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${args.join(" ")} failed:\n${result.stderr.slice(-2000)}`);
  return JSON.parse(result.stdout.trim().split("\n").pop());
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const cell = (values) => `${median(values).toFixed(1)} (${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)})`;

function phaseTable(list, clock) {
  const names = Object.keys(list[0][clock]);
  const totals = list.map((run) => names.reduce((sum, name) => sum + run[clock][name], 0));
  return [...names.map((name) => `${name} ${cell(list.map((run) => run[clock][name]))}`), `total ${cell(totals)}`].join(", ");
}

try {
  const script = join(tmp, "snapshot.mjs");
  await build({
    entryPoints: [join(ROOT, "scripts/bench/snapshot.ts")],
    outfile: script,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    logLevel: "error",
  });
  for (const size of sizes) {
    let dir = size === "real" ? realSiteDir() : null;
    if (dir === null) {
      dir = join(tmp, `site-${size}`);
      if (size === "real") await makeTestSite({ out: dir });
      else await makeScaledCatalogue({ out: dir, entries: Number(size), seed: 1 });
    }
    const file = join(tmp, `${size}.snap`);
    const encoded = node(["--expose-gc", script, "encode", dir, file]);
    console.log(
      `${size === "real" ? (realSiteDir() ? "real site copy" : "bundled sample") : size}: ${encoded.entries} entries` +
        `${encoded.records ? " + whole records" : ""}, snapshot ${(encoded.bytes / 1024 / 1024).toFixed(2)} MB, encode (warm) ${cell(encoded.encodeMs)} ms, ` +
        `memory an encode adds ${(encoded.encodeAddsBytes / 1024 / 1024).toFixed(0)} MB`,
    );
    const loads = Array.from({ length: runs }, () => node(["--expose-gc", script, "load", file, encoded.hash]));
    const builds = Array.from({ length: runs }, () => node(["--expose-gc", script, "build", dir]));
    for (const [name, list] of [
      ["snapshot", loads],
      ["build", builds],
    ]) {
      console.log(`  ${name} thread CPU ms: ${phaseTable(list, "thread")}`);
      console.log(`  ${name} process CPU ms: ${phaseTable(list, "process")}`);
      console.log(
        `  ${name} memory held after the first requests (heap + array buffers, MB): ${cell(list.map((run) => run.heldBytes / 1024 / 1024))}`,
      );
    }
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
