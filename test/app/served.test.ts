// The directory app's document (src/app/served.ts, built from src/app/view/): its served copy is a fresh build of
// the sources, it stays within the 40 KB gzipped, docs/app.md states its size, and it loads nothing from
// anywhere (so the host's default CSP, which declares no domain, runs it). The resource around it:
// resource.test.ts; what it does in a browser: test/e2e/browser/app.e2e.test.ts.

import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../scripts/lib/app-build.mjs";
import { APP_HTML, APP_HTML_SHA256 } from "../../src/app/served";
import { VSCODE_REDIRECT } from "../../src/app/view/install";
import { PROJECT_ROOT } from "../support/doc-snippets";

/** The budget for the whole view: minified, everything inlined, gzipped. */
const MAX_GZIPPED_BYTES = 40 * 1024;
const STALE = "src/app/served.ts is stale: run `npm run build:app` and commit the file";
const appDoc = readFileSync(join(PROJECT_ROOT, "docs/app.md"), "utf8");

describe("the app's document", () => {
  it("is served as a fresh build of src/app/view/", async () => {
    const build = await buildApp();
    expect(APP_HTML === build.html, STALE).toBe(true);
    expect(APP_HTML_SHA256, STALE).toBe(build.sha256);
    expect(createHash("sha256").update(APP_HTML, "utf8").digest("hex")).toBe(APP_HTML_SHA256);
  });

  it(`is at most ${MAX_GZIPPED_BYTES} bytes gzipped, and docs/app.md says how big it is`, () => {
    const bytes = Buffer.byteLength(APP_HTML, "utf8");
    const gzipped = gzipSync(APP_HTML, { level: 9 }).length;
    console.info(`directory app: ${bytes} bytes, ${gzipped} gzipped`);
    expect(gzipped).toBeLessThanOrEqual(MAX_GZIPPED_BYTES);
    expect(appDoc).toContain(`${bytes.toLocaleString("en-US")} bytes, ${gzipped.toLocaleString("en-US")} gzipped`);
  });

  it("is one HTML5 document with its style and script inline, and loads nothing", () => {
    expect(APP_HTML.startsWith('<!doctype html><html lang="en">')).toBe(true);
    expect(APP_HTML.match(/<script>/g)).toHaveLength(1);
    expect(APP_HTML.match(/<style>/g)).toHaveLength(1);
    // No element that fetches (scripts, styles, images, frames, media, fonts), no request API, no eval.
    expect(APP_HTML).not.toMatch(/<(?:link|img|iframe|object|embed|audio|video|source|base|form[^>]*action)\b/i);
    expect(APP_HTML).not.toMatch(/\s(?:src|href|action|srcset)=/i);
    // CSS url() (the script's `new URL(` only parses the links it is given).
    expect(APP_HTML).not.toMatch(/(?<![A-Za-z])url\(|@import|@font-face/);
    expect(APP_HTML).not.toMatch(
      /\bfetch\(|XMLHttpRequest|WebSocket|EventSource|sendBeacon|\bimport\(|\beval\(|new Function|localStorage|sessionStorage|indexedDB|document\.cookie/,
    );
    // The one URL it names is data for ui/open-link: VS Code's redirect, which the host opens in a browser.
    expect([...APP_HTML.matchAll(/https?:\/\/[^"'`\s]+/g)].map((match) => match[0])).toEqual([VSCODE_REDIRECT]);
  });
});
