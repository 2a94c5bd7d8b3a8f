#!/usr/bin/env node
// Prints the relevance table (test/relevance/report.ts). Vite's module runner loads the TypeScript
// sources as they are (extensionless imports, JSON modules), so nothing is built first.
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const entry = fileURLToPath(new URL("../test/relevance/report.ts", import.meta.url));
const { module } = await runnerImport(entry, { configFile: false, logLevel: "error" });
process.exitCode = module.main(process.argv.slice(2));
