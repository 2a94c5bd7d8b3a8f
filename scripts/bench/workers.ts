// Workers the benchmark starts beside ours: a no-op Worker (what the runtime costs by itself) and our own config
// without the test env's rate-limit bindings (wrangler simulates those in JavaScript on every metered request,
// which production's binding does not). Shared by requests.ts and cold.ts.

import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A folder with a Worker that answers every request with a small JSON body and does nothing else. */
export function noopWorkerProject(): string {
  const dir = mkdtempSync(join(tmpdir(), "iam-bench-empty-"));
  writeFileSync(
    join(dir, "index.js"),
    'export default { fetch() { return new Response(\'{"ok":true}\', { headers: { "content-type": "application/json" } }); } };\n',
  );
  writeFileSync(join(dir, "wrangler.toml"), 'name = "bench-empty"\nmain = "index.js"\ncompatibility_date = "2026-11-01"\n');
  return dir;
}

/**
 * A copy of `root`/wrangler.toml without the test env's rate-limit bindings, in `root`/.wrangler/ (git-ignored):
 * the pipeline then meters with the isolate's own buckets, as it does when the binding is missing.
 */
export function configWithoutRateLimits(root: string): string {
  const source = readFileSync(join(root, "wrangler.toml"), "utf8");
  const kept: string[] = [];
  let skipping = false;
  for (const line of source.split("\n")) {
    // A binding's own sub-tables ([env.test.ratelimits.simple]) go with it.
    if (/^\s*\[/.test(line))
      skipping = /^\s*\[\[env\.test\.ratelimits\]\]/.test(line) || (skipping && /^\s*\[env\.test\.ratelimits\./.test(line));
    if (!skipping) kept.push(line);
  }
  const text = kept.join("\n").replace(/^main\s*=\s*"([^"]+)"/m, (_match, main: string) => `main = "../${main}"`);
  const dir = join(root, ".wrangler");
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
  const file = join(dir, `bench-no-ratelimit-${process.pid}.toml`);
  writeFileSync(file, text);
  return file;
}
