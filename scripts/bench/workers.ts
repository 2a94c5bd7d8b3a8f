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
 * A folder with a Worker that only reads from the Cache API: `/prime?sizes=a,b` stores objects of those many bytes,
 * `/read?count=n` reads the first n back whole and answers with a small JSON body, `/lookups` makes the lookups a
 * cold start of ours makes before it goes to the site. Measured as a second isolate, it is what wrangler's local
 * Cache API (JavaScript on the Worker's own thread; production's is native) costs to hand over the bytes ours reads
 * when it loads the location's shared copies.
 */
export function cacheReadWorkerProject(): string {
  const dir = mkdtempSync(join(tmpdir(), "iam-bench-cache-read-"));
  writeFileSync(
    join(dir, "index.js"),
    [
      'const KEY = "https://cache.bench.internal/object/";',
      'const json = (body) => new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });',
      "export default {",
      "  async fetch(request) {",
      "    const url = new URL(request.url);",
      '    if (url.pathname === "/prime") {',
      '      const sizes = (url.searchParams.get("sizes") ?? "").split(",").filter(Boolean).map(Number);',
      "      for (const [i, size] of sizes.entries())",
      '        await caches.default.put(KEY + i, new Response(new Uint8Array(size), { headers: { "cache-control": "public, max-age=86400" } }));',
      "      return json({ ok: true, sizes });",
      "    }",
      '    if (url.pathname === "/lookups") {',
      "      // What ours looks up on a cold start before it goes to the site: the location's snapshot pointer, then",
      "      // the index and long-form copies at once (src/catalog/shared-read.ts fromShared); a fresh cache has none.",
      '      const pointer = await caches.default.match(KEY + "pointer");',
      '      const copies = await Promise.all([caches.default.match(KEY + "index"), caches.default.match(KEY + "longform")]);',
      "      return json({ ok: true, found: [pointer, ...copies].filter(Boolean).length });",
      "    }",
      '    if (url.pathname === "/read") {',
      "      let bytes = 0;",
      '      for (let i = 0; i < Number(url.searchParams.get("count")); i++) {',
      "        const hit = await caches.default.match(KEY + i);",
      "        if (!hit) return new Response(JSON.stringify({ ok: false, missing: i }), { status: 404 });",
      "        bytes += (await hit.arrayBuffer()).byteLength;",
      "      }",
      "      return json({ ok: true, bytes });",
      "    }",
      "    return json({ ok: true });",
      "  },",
      "};",
      "",
    ].join("\n"),
  );
  writeFileSync(join(dir, "wrangler.toml"), 'name = "bench-cache-read"\nmain = "index.js"\ncompatibility_date = "2026-11-01"\n');
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
