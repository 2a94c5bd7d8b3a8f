#!/usr/bin/env node
// Fits the weak-answer line's model on the judged sets' tuning halves and prints its constants and rates
// (test/relevance/weak-calibration.ts). Vite's module runner loads the TypeScript sources as they are, as
// scripts/relevance.mjs does.
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";
import { cliFlags } from "./lib/args.mjs";

const USAGE = `usage: npm run calibrate:weak

Fits the weak-answer model (src/search/answer/weak-answer.ts: when a search answer says "nothing matches this
well; rephrase") on the tuning halves of the judged sets over the real site copy, and prints its constants (to
copy into WEAK_ANSWER), its rates on the pool and across sets, and how often it fires on every judged set. Needs
the optional real site copy (docs/testing.md); without it, says so and exits 0.

  -h, --help      this text`;

cliFlags({ usage: USAGE, options: {} });
const entry = fileURLToPath(new URL("../test/relevance/weak-calibration.ts", import.meta.url));
const { module } = await runnerImport(entry, { configFile: false, logLevel: "error" });
process.exitCode = module.main();
