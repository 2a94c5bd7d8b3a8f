#!/usr/bin/env node
// Prints the relevance table (test/relevance/report.ts). Vite's module runner loads the TypeScript
// sources as they are (extensionless imports, JSON modules), so nothing is built first.
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";
import { cliFlags } from "./lib/args.mjs";

const USAGE = `usage: npm run relevance -- [--verbose]

The judged query sets through the spec's formula and the current ranker, side by side: the bundled sample's
set always, and the real site copy's set when the optional shared folder has it (docs/testing.md).

  -v, --verbose   every query's misses, not only the totals
  -h, --help      this text`;

const { values } = cliFlags({ usage: USAGE, options: { verbose: { type: "boolean", short: "v", default: false } } });
const entry = fileURLToPath(new URL("../test/relevance/report.ts", import.meta.url));
const { module } = await runnerImport(entry, { configFile: false, logLevel: "error" });
process.exitCode = module.main(values.verbose ? ["--verbose"] : []);
