#!/usr/bin/env node
// `npm run deploy:dry`: bundles the Worker exactly as `wrangler deploy` would (offline, no account) for one named
// environment (the top level, which `npm run deploy` deploys, unless --env says otherwise), then prints one size:
// the uploaded modules (source maps and wrangler's README left out) and their gzip size, measured the way
// wrangler measures its "Total Upload" (default gzip level), whose own line is therefore not repeated.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { cliFlags } from "./lib/args.mjs";

const USAGE = `usage: npm run deploy:dry -- [--env NAME]

Bundles the Worker as \`wrangler deploy\` would, offline and without an account, and prints its upload size.

  --env NAME    a [env.NAME] of wrangler.toml (default: the top level, what \`npm run deploy\` deploys)
  -h, --help    this text`;

const { values } = cliFlags({ usage: USAGE, options: { env: { type: "string", default: "" } } });
const environment = String(values.env);
const label = environment === "" ? "the top-level environment (what `npm run deploy` deploys)" : `environment "${environment}"`;
// Files wrangler writes beside the bundle that are not uploaded as modules.
const NOT_UPLOADED = (name) => name.endsWith(".map") || name === "README.md";
// Wrangler's own size line; this script prints the same measure once, in bytes.
const WRANGLER_SIZE_LINE = /^(\x1b\[[0-9;]*m)*Total Upload:/;

const out = mkdtempSync(join(tmpdir(), "iam-dry-"));
console.log(`deploy --dry-run for ${label}`);
const child = spawn(
  process.execPath,
  ["node_modules/wrangler/bin/wrangler.js", "deploy", "--dry-run", "--outdir", out, `--env=${environment}`],
  { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
);
const forward = (stream, sink) => {
  let pending = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk) => {
    pending += chunk;
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) if (!WRANGLER_SIZE_LINE.test(line)) sink.write(`${line}\n`);
  });
  stream.on("end", () => {
    if (pending !== "" && !WRANGLER_SIZE_LINE.test(pending)) sink.write(pending);
  });
};
forward(child.stdout, process.stdout);
forward(child.stderr, process.stderr);
const status = await new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)));
if (status !== 0) {
  rmSync(out, { recursive: true, force: true });
  process.exit(status);
}
const modules = [];
for (const name of readdirSync(out)) {
  const file = join(out, name);
  if (statSync(file).isFile() && !NOT_UPLOADED(name)) modules.push(readFileSync(file));
}
rmSync(out, { recursive: true, force: true });
const joined = Buffer.concat(modules);
const bytes = joined.length;
const gzip = gzipSync(joined).length;
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log(`bundle: ${bytes} bytes (${kib(bytes)}), gzip: ${gzip} bytes (${kib(gzip)})`);
