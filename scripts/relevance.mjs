#!/usr/bin/env node
// Prints the relevance table (test/relevance/report.ts). Vite's module runner loads the TypeScript
// sources as they are (extensionless imports, JSON modules), so nothing is built first.
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";
import { cliFlags, wholeNumber } from "./lib/args.mjs";

const USAGE = `usage: npm run relevance -- [--verbose] [--worst N] [--fusion]

The judged query sets through the spec's formula and the current ranker, side by side: the bundled sample's
set always, and the real site copy's set when the optional shared folder has it (docs/testing.md).

  -v, --verbose   every query's misses, not only the totals
  --worst N       also list the N lowest-scoring queries of each set
  --fusion        also compare ways of fusing a request with its rephrasings (sets that have them)
  -h, --help      this text`;

const { values } = cliFlags({
  usage: USAGE,
  options: {
    verbose: { type: "boolean", short: "v", default: false },
    worst: { type: "string" },
    fusion: { type: "boolean", default: false },
  },
  check: (flags) =>
    flags.worst === undefined || wholeNumber(flags.worst, 1, 1000) !== null ? null : "--worst takes a whole number from 1 to 1000",
});
const entry = fileURLToPath(new URL("../test/relevance/report.ts", import.meta.url));
const { module } = await runnerImport(entry, { configFile: false, logLevel: "error" });
process.exitCode = module.main([
  ...(values.verbose ? ["--verbose"] : []),
  ...(values.worst !== undefined ? ["--worst", values.worst] : []),
  ...(values.fusion ? ["--fusion"] : []),
]);
