#!/usr/bin/env node
// `npm run deploy:dry`: bundles the Worker exactly as `wrangler deploy` would (offline, no account),
// then prints the upload size and its gzip size.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const out = mkdtempSync(join(tmpdir(), "iam-dry-"));
const result = spawnSync(
  process.execPath,
  ["node_modules/wrangler/bin/wrangler.js", "deploy", "--dry-run", "--outdir", out, ...process.argv.slice(2)],
  {
    stdio: "inherit",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  },
);
if (result.status !== 0) {
  rmSync(out, { recursive: true, force: true });
  process.exit(result.status ?? 1);
}
let bytes = 0;
let gzip = 0;
for (const name of readdirSync(out)) {
  const file = join(out, name);
  if (!statSync(file).isFile() || name.endsWith(".map")) continue;
  const content = readFileSync(file);
  bytes += content.length;
  gzip += gzipSync(content, { level: 9 }).length;
}
rmSync(out, { recursive: true, force: true });
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log(`bundle: ${bytes} bytes (${kib(bytes)}), gzip: ${gzip} bytes (${kib(gzip)})`);
