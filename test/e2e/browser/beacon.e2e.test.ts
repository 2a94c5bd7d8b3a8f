// The beacon script in a real browser, against the real Worker: Debian's Chromium (playwright-core) opens static
// pages on 127.0.0.1 that carry the script (inline on an entry page, by URL with SRI on a skill page) and post,
// through a recording proxy, to `wrangler dev` reading the real site copy when the shared folder has it, else the
// repository's test catalogue. Every assertion is on what reached the Worker and what it answered.
//
// Chromium sets navigator.webdriver under automation, so the send paths run with it overridden to false by an init
// script (before any page script); one test keeps it, and sends nothing. DNT and GPC are set the same way (Chromium
// has no GPC of its own).

import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { BEACON_SCRIPT, BEACON_SCRIPT_SHA384 } from "../../../src/beacon/script/served";
import { startBeaconPages, type BeaconPages } from "../../support/beacon-pages";
import { launchChromium } from "../../support/browser";
import { freePort } from "../../support/ports";
import { startRecordingProxy, type Exchange, type RecordingProxy } from "../../support/recording-proxy";
import { startWranglerDev, type WranglerDev } from "../../support/wrangler-dev";
import { targets } from "../helpers";

const skip = inject("browserSkip");
// The real site copy's Worker when the shared folder is there, else the test catalogue's: only its site is reused.
const target = targets.find((one) => one.name === "real-fixture") ?? targets.find((one) => one.local && one.site !== null);
const FOREIGN_HOST = "not-linked.example";

interface Catalogue {
  entry: { id: string; host: string };
  skill: string;
}

/** An entry whose page links to a host, and a published skill, from the site the Worker reads. */
async function pickFromSite(site: string): Promise<Catalogue> {
  const index = (await (await fetch(`${site}/api/index.json`)).json()) as { entries: { id: string; url?: string }[] };
  const longform = (await (await fetch(`${site}/api/longform.json`)).json()) as { items: { type: string; id: string }[] };
  const entry = index.entries.find((one) => typeof one.url === "string" && /^https?:\/\/[a-z0-9.-]+\.[a-z]+(?:[/:]|$)/.test(one.url));
  const skill = longform.items.find((item) => item.type === "skill");
  if (!entry || !skill) throw new Error(`${site} has no entry with a website or no skill`);
  return { entry: { id: entry.id, host: new URL(entry.url!).hostname }, skill: skill.id };
}

const hits = (exchanges: readonly Exchange[]) => exchanges.filter((one) => one.path === "/v1/e");
const parsed = (exchanges: readonly Exchange[]) =>
  hits(exchanges).map((one) => ({ ...(JSON.parse(one.body) as object), status: one.status }));

describe.runIf(skip === null && target !== undefined)("the beacon script in Chromium, against the Worker", () => {
  let browser: Browser;
  let dev: WranglerDev;
  let pages: BeaconPages;
  let primary: RecordingProxy;
  let fallback: RecordingProxy;
  let catalogue: Catalogue;
  let closedPort: number;

  beforeAll(async () => {
    catalogue = await pickFromSite(target!.site!);
    let workerUrl = "";
    pages = await startBeaconPages({
      ...catalogue,
      foreignHost: FOREIGN_HOST,
      script: BEACON_SCRIPT,
      worker: () => workerUrl,
      integrity: `sha384-${BEACON_SCRIPT_SHA384}`,
    });
    [dev, browser, closedPort] = await Promise.all([
      startWranglerDev({ env: "test", logLevel: "log", vars: { DATA_BASE_URL: target!.site!, HIT_ORIGINS: pages.origin } }),
      // Every other host name is this machine's page server ("the outside world"); the Worker and proxies are 127.0.0.1.
      launchChromium([`--host-resolver-rules=MAP * 127.0.0.1, EXCLUDE 127.0.0.1`]),
      freePort(),
    ]);
    workerUrl = dev.url;
    [primary, fallback] = await Promise.all([startRecordingProxy(dev.url), startRecordingProxy(dev.url)]);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await Promise.all([primary?.close(), fallback?.close(), pages?.close()]);
    await dev?.stop();
  });

  beforeEach(() => {
    primary.clear();
    fallback.clear();
  });

  /** A fresh context (no state carried over) whose navigator says what the test needs, before any page script. */
  async function context(navigatorFields: Record<string, unknown> | null, from: Browser = browser): Promise<BrowserContext> {
    const created = await from.newContext();
    if (navigatorFields) {
      await created.addInitScript((fields) => {
        for (const [name, value] of Object.entries(fields))
          Object.defineProperty(Navigator.prototype, name, { get: () => value, configurable: true });
      }, navigatorFields);
    }
    return created;
  }

  /** After the page's own requests: a sentinel through a proxy, so "nothing" is a fact, not a wait. */
  async function sentinel(page: Page, proxy: RecordingProxy = primary): Promise<void> {
    const before = proxy.exchanges().length;
    await page.evaluate((url) => fetch(url, { method: "POST", body: "sentinel" }).then(() => undefined), `${proxy.url}/__sentinel`);
    await proxy.waitFor(before + 1);
  }

  it("counts a page view once the page is visible: text/plain, no preflight, no cookie, 204; the fallback is not asked", async () => {
    const ctx = await context({ webdriver: false });
    const page = await ctx.newPage();
    await page.goto(pages.entryPage(`${primary.url}/v1/e`, `${fallback.url}/v1/e`));
    const [seen] = await primary.waitFor(1);
    expect(JSON.parse(seen!.body)).toEqual({ t: "pageview", p: `/entries/${catalogue.entry.id}/` });
    expect(seen).toMatchObject({
      method: "POST",
      path: "/v1/e",
      origin: pages.origin,
      contentType: "text/plain;charset=UTF-8",
      cookie: null,
      status: 204,
    });
    await sentinel(page);
    expect(primary.exchanges().filter((one) => one.method === "OPTIONS")).toEqual([]);
    expect(hits(primary.exchanges())).toHaveLength(1);
    expect(fallback.exchanges()).toEqual([]);
    expect(await page.evaluate(() => [document.cookie, localStorage.length, sessionStorage.length])).toEqual(["", 0, 0]);
    await ctx.close();
  });

  it("counts outbound clicks (middle, modified, left) without holding the navigation; a host the entry does not link gets 400", async () => {
    const ctx = await context({ webdriver: false });
    const page = await ctx.newPage();
    await page.goto(pages.entryPage(`${primary.url}/v1/e`, `${fallback.url}/v1/e`));
    await primary.waitFor(1);
    const opened = ctx.waitForEvent("page");
    await page.click("#out", { button: "middle" });
    // The middle click opened its tab (whatever the outside host answers: many are HSTS-only, so https fails here).
    await opened;
    await primary.waitFor(2);
    await page.click("#foreign", { modifiers: ["ControlOrMeta"] });
    await primary.waitFor(3);
    await page.click("#inside", { button: "right" });
    // The left click's navigation goes ahead at once: the page leaves (to the host, or its error page).
    const entryUrl = page.url();
    const left = page.waitForEvent("framenavigated", { predicate: (frame) => frame === page.mainFrame() && frame.url() !== entryUrl });
    await page.click("#out");
    await left;
    await primary.waitFor(4);
    const click = { t: "click", p: `/entries/${catalogue.entry.id}/`, id: catalogue.entry.id };
    expect(parsed(primary.exchanges())).toEqual([
      { t: "pageview", p: click.p, status: 204 },
      { ...click, h: catalogue.entry.host, status: 204 },
      { ...click, h: FOREIGN_HOST, status: 400 },
      { ...click, h: catalogue.entry.host, status: 204 },
    ]);
    expect(JSON.parse(hits(primary.exchanges())[2]!.answer)).toMatchObject({
      error: { code: "bad_request", message: expect.stringMatching(/host/) },
    });
    await ctx.close();
  });

  it("counts both downloads of a skill from its page, which loads /beacon.js from the Worker with SRI", async () => {
    const ctx = await context({ webdriver: false });
    const page = await ctx.newPage();
    await page.goto(pages.skillPage(`${primary.url}/v1/e`, `${fallback.url}/v1/e`));
    await primary.waitFor(1);
    const download = page.waitForEvent("download");
    await page.click("#zip");
    await download;
    await primary.waitFor(2);
    await page.click("#skill-md");
    await primary.waitFor(3);
    // The SKILL.md link navigates: the request cut off on the page's side is delivered by keepalive, never resent.
    await page.waitForURL(`**/skills/${catalogue.skill}/SKILL.md`);
    await sentinel(page, fallback);
    expect(fallback.exchanges().map((one) => one.path)).toEqual(["/__sentinel"]);
    const p = `/skills/${catalogue.skill}/`;
    expect(parsed(primary.exchanges())).toEqual([
      { t: "pageview", p, status: 204 },
      { t: "download", p, id: catalogue.skill, k: "zip", status: 204 },
      { t: "download", p, id: catalogue.skill, k: "skill_md", status: 204 },
    ]);
    await ctx.close();
  });

  it("sends to the fallback host when the primary cannot be reached", async () => {
    const ctx = await context({ webdriver: false });
    const page = await ctx.newPage();
    await page.goto(pages.entryPage(`http://127.0.0.1:${closedPort}/v1/e`, `${fallback.url}/v1/e`));
    await fallback.waitFor(1);
    await page.click("#out", { button: "middle" });
    await fallback.waitFor(2);
    expect(parsed(fallback.exchanges())).toEqual([
      { t: "pageview", p: `/entries/${catalogue.entry.id}/`, status: 204 },
      { t: "click", p: `/entries/${catalogue.entry.id}/`, id: catalogue.entry.id, h: catalogue.entry.host, status: 204 },
    ]);
    await ctx.close();
  });

  it("waits for a hidden page to be shown before counting it", async () => {
    const ctx = await context({ webdriver: false });
    await ctx.addInitScript(() => {
      const state = { visible: false };
      (window as unknown as { __show: () => void }).__show = () => {
        state.visible = true;
        document.dispatchEvent(new Event("visibilitychange"));
      };
      Object.defineProperty(Document.prototype, "visibilityState", {
        get: () => (state.visible ? "visible" : "hidden"),
        configurable: true,
      });
    });
    const page = await ctx.newPage();
    await page.goto(pages.entryPage(`${primary.url}/v1/e`, `${fallback.url}/v1/e`));
    await sentinel(page);
    expect(hits(primary.exchanges())).toEqual([]);
    await page.evaluate(() => (window as unknown as { __show: () => void }).__show());
    await primary.waitFor(2);
    await sentinel(page);
    expect(parsed(primary.exchanges())).toEqual([{ t: "pageview", p: `/entries/${catalogue.entry.id}/`, status: 204 }]);
    await ctx.close();
  });

  it("counts a page again when the back button restores it from the back/forward cache", async () => {
    const cachingBrowser = await launchChromium([], { backForwardCache: true });
    try {
      const ctx = await context({ webdriver: false }, cachingBrowser);
      const page = await ctx.newPage();
      await page.goto(pages.entryPage(`${primary.url}/v1/e`, `${fallback.url}/v1/e`));
      await primary.waitFor(1);
      await sentinel(page);
      // A mark in the page's own memory: only a page restored from the cache (not loaded again) still has it.
      await page.evaluate(() => ((window as unknown as { __kept: number }).__kept = 1));
      // Each wait counts what reached the primary: hits and the sentinel above.
      await page.goto(pages.skillPage(`${primary.url}/v1/e`, `${fallback.url}/v1/e`));
      await primary.waitFor(3);
      // A restore fires pageshow, not load: wait for the navigation to commit only.
      await page.goBack({ waitUntil: "commit" });
      await primary.waitFor(4);
      expect(await page.evaluate(() => (window as unknown as { __kept?: number }).__kept)).toBe(1);
      await sentinel(page);
      expect(parsed(primary.exchanges().filter((one) => one.path !== "/__sentinel"))).toEqual([
        { t: "pageview", p: `/entries/${catalogue.entry.id}/`, status: 204 },
        { t: "pageview", p: `/skills/${catalogue.skill}/`, status: 204 },
        { t: "pageview", p: `/entries/${catalogue.entry.id}/`, status: 204 },
      ]);
      await ctx.close();
    } finally {
      await cachingBrowser.close();
    }
  });

  const quiet: [string, Record<string, unknown> | null, unknown[]][] = [
    ["under automation (navigator.webdriver, as Chromium sets it: no override)", null, [true, null, undefined]],
    ["under Do Not Track", { webdriver: false, doNotTrack: "1" }, [false, "1", undefined]],
    ["under Global Privacy Control", { webdriver: false, globalPrivacyControl: true }, [false, null, true]],
  ];
  it.each(quiet)("sends nothing at all %s", async (_name, fields, seen) => {
    const ctx = await context(fields);
    const page = await ctx.newPage();
    await page.goto(pages.entryPage(`${primary.url}/v1/e`, `${fallback.url}/v1/e`));
    const navigatorSays = await page.evaluate(() => [
      navigator.webdriver,
      navigator.doNotTrack,
      (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl,
    ]);
    expect(navigatorSays).toEqual(seen);
    await page.click("#out", { button: "middle" });
    await page.click("#foreign", { button: "middle" });
    await sentinel(page);
    expect(primary.exchanges().map((one) => one.path)).toEqual(["/__sentinel"]);
    expect(fallback.exchanges()).toEqual([]);
    await ctx.close();
  });

  it("leaves the Worker nothing to complain about (no dropped or unwritten point)", () => {
    expect(dev.output()).not.toMatch(/data point (dropped|not written)/);
    expect(dev.output()).toMatch(/POST \/v1\/e 204/);
  });
});
