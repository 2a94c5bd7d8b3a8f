// One host page for an app browser test (test/e2e/browser/app.e2e.test.ts): a fresh Chromium page on the harness
// (./app-host.ts), the harness started with the test's options, the app's frame, and what went wrong on the way:
// console errors and warnings and uncaught exceptions of any frame, and every request the app's frame made.

import type { Browser, Frame, Page } from "playwright-core";
import type { Harness, HostOptions, Recorded } from "./app-host/page";

export interface AppPage {
  readonly page: Page;
  readonly frame: Frame;
  /** Everything the view asked of the host so far. */
  recorded(): Promise<Recorded>;
  /** Runs one of the harness's host actions in the page. */
  harness<K extends keyof Harness>(method: K, ...args: Parameters<Harness[K]>): Promise<void>;
  /** The structured output of a call the test makes through the harness's client. */
  callTool(name: string, args: Record<string, unknown>): Promise<Record<string, unknown>>;
  readonly problems: string[];
  readonly frameRequests: string[];
  close(): Promise<void>;
}

export async function appPage(browser: Browser, hostUrl: string, width: number, options: HostOptions): Promise<AppPage> {
  // Tall enough for the whole frame: Chromium paints no part of an element that lies below the viewport.
  const page = await browser.newPage({ viewport: { width: width + 16, height: 2400 } });
  const problems: string[] = [];
  const frameRequests: string[] = [];
  page.on("console", (message) => {
    // The legacy SDK client asks for the standalone SSE stream with GET /mcp, which this server answers 405 by design
    // (docs/protocol.md); the browser logs that, and the client carries on.
    if (/\/mcp$/.test(message.location().url) && /status of 405/.test(message.text())) return;
    if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("request", (request) => {
    if (request.frame() !== page.mainFrame()) frameRequests.push(`${request.method()} ${request.url()}`);
  });
  await page.goto(hostUrl);
  // As plain JSON: the ext-apps context types are too deep for playwright's serialisable-argument check.
  const plain = JSON.parse(JSON.stringify(options)) as Record<string, unknown>;
  await page.evaluate((given) => (window as unknown as { harness: Harness }).harness.start(given as unknown as HostOptions), plain);
  const frame = page.frames().find((one) => one !== page.mainFrame());
  if (frame === undefined) throw new Error("the harness shows no app frame");
  return {
    page,
    frame,
    problems,
    frameRequests,
    recorded: () => page.evaluate(() => (window as unknown as { harness: Harness }).harness.recorded()),
    async harness(method, ...args) {
      await page.evaluate(
        ([name, given]) => (window as unknown as { harness: Record<string, (...values: unknown[]) => unknown> }).harness[name]!(...given),
        [method, args] as [string, unknown[]],
      );
    },
    async callTool(name, args) {
      const out = await page.evaluate(([tool, given]) => (window as unknown as { harness: Harness }).harness.callTool(tool, given), [
        name,
        args,
      ] as const);
      return out as Record<string, unknown>;
    },
    close: () => page.close(),
  };
}
