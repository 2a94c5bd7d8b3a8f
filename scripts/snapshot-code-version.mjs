// Rewrites src/catalog/snapshot/code-version.ts from the sources it covers (npm run snapshot:version).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { cliFlags } from "./lib/args.mjs";
import { REPO_ROOT } from "./lib/shared-dir.mjs";
import { CODE_VERSION_FILE, codeVersionModule, computeSnapshotCodeVersion } from "./lib/snapshot-code-version.mjs";

cliFlags({ usage: "usage: npm run snapshot:version (rewrites src/catalog/snapshot/code-version.ts)", options: {} });
const version = computeSnapshotCodeVersion(REPO_ROOT);
writeFileSync(join(REPO_ROOT, CODE_VERSION_FILE), codeVersionModule(version));
console.log(`${CODE_VERSION_FILE}: ${version}`);
