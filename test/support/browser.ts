// Debian's Chromium driven by playwright-core (which downloads no browser): where it is, whether it can run, and
// how it is launched. `.ci/run` installs it (`apt-get install -y chromium`) when it is missing; where that fails,
// test/support/global-browser.ts prints one line and the browser tests skip.

import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

/** Debian's package puts its launcher here; IAM_CHROMIUM names another binary. */
export const CHROMIUM_PATH = process.env.IAM_CHROMIUM ?? "/usr/bin/chromium";

/**
 * Flags for a browser that talks to nothing but the test's own servers: no sandbox (tests run as root), no GPU, no
 * QUIC, no first-run, background, component-update or sync traffic. Playwright gives each launch a fresh, empty
 * --user-data-dir of its own (it refuses one passed here).
 */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
] as const;

/** Why the browser tests cannot run here, or null when they can. */
export function chromiumAbsence(): string | null {
  return existsSync(CHROMIUM_PATH) ? null : `${CHROMIUM_PATH} is missing (apt-get install -y chromium)`;
}

/**
 * One browser for a test file; `args` adds flags (e.g. --host-resolver-rules). `backForwardCache` keeps Chromium's
 * back/forward cache on (playwright turns it off by default, so that goBack always loads the page again).
 */
export function launchChromium(args: readonly string[] = [], options: { backForwardCache?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...args],
    ...(options.backForwardCache ? { ignoreDefaultArgs: ["--disable-back-forward-cache"] } : {}),
    timeout: 60_000,
  });
}
