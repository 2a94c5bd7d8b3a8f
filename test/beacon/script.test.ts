// The beacon script (src/beacon/script/beacon.js): its served copy is a fresh build of the source, it stays within
// 1 KB minified and gzipped, it names no host but the two default endpoints, and docs/site-snippet.md pastes exactly
// it with its current hashes. What it does in a browser: test/e2e/browser/beacon.e2e.test.ts.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { buildBeacon, digestBase64 } from "../../scripts/lib/beacon-build.mjs";
import { BEACON_SCRIPT, BEACON_SCRIPT_SHA256, BEACON_SCRIPT_SHA384 } from "../../src/beacon/script/served";
import { PROJECT_ROOT } from "../support/doc-snippets";

// The budget for what every page carries: minified and gzipped, at most 1 KB.
const MAX_GZIPPED_BYTES = 1024;
const STALE = "src/beacon/script/served.ts is stale: run `npm run build:beacon` and commit the file";
const snippetDoc = readFileSync(join(PROJECT_ROOT, "docs/site-snippet.md"), "utf8");

describe("the beacon script", () => {
  it("is served as a fresh build of its one source file", async () => {
    const build = await buildBeacon();
    expect(BEACON_SCRIPT === build.script, STALE).toBe(true);
    expect(BEACON_SCRIPT_SHA256, STALE).toBe(build.sha256);
    expect(BEACON_SCRIPT_SHA384, STALE).toBe(build.sha384);
    expect(digestBase64("sha256", BEACON_SCRIPT)).toBe(BEACON_SCRIPT_SHA256);
  });

  it(`is at most ${MAX_GZIPPED_BYTES} bytes minified and gzipped`, () => {
    const gzipped = gzipSync(BEACON_SCRIPT, { level: 9 }).length;
    expect(gzipped).toBeLessThanOrEqual(MAX_GZIPPED_BYTES);
    // The figure docs/site-snippet.md states.
    expect(snippetDoc).toContain(`${BEACON_SCRIPT.length.toLocaleString("en-US")} bytes minified, ${gzipped} bytes gzipped`);
  });

  it("names no host but the production endpoint and the workers.dev mirror", () => {
    const urls = [...BEACON_SCRIPT.matchAll(/https?:\/\/[^"'\s]+/g)].map((match) => match[0]);
    expect(urls).toEqual(["https://mcp.indexagentica.com/v1/e", "https://indexagentica-mcp.indexagentica.workers.dev/v1/e"]);
    // No storage, no cookies, no identifiers, no beacon API (its `true` cannot tell a failure).
    expect(BEACON_SCRIPT).not.toMatch(/localStorage|sessionStorage|indexedDB|document\.cookie|sendBeacon|crypto|random/);
    expect(BEACON_SCRIPT).toContain('credentials:"omit"');
  });

  it("is pasted in docs/site-snippet.md exactly, with its CSP hash and SRI", () => {
    const block = /```html\n(<script data-endpoint[^>]*>)([\s\S]*?)<\/script>\n```/.exec(snippetDoc);
    expect(block, "docs/site-snippet.md has the inline block").not.toBeNull();
    expect(block![2] === BEACON_SCRIPT, "the inline block is not the served script: paste it again from src/beacon/script/served.ts").toBe(
      true,
    );
    expect(snippetDoc).toContain(`'sha256-${BEACON_SCRIPT_SHA256}'`);
    expect(snippetDoc).toContain(`integrity="sha384-${BEACON_SCRIPT_SHA384}"`);
  });
});
