// The directory app in Chromium as a host shows it: the official MCP client and AppBridge (test/support/app-host/)
// read the app from a `wrangler dev` Worker, in each era, and run it in `<iframe sandbox="allow-scripts" srcdoc>`
// under the MCP Apps default CSP. The Worker reads the test catalogue plus one entry whose every text is markup, so
// the escaping is tested on the real path. Every test also checks that the frame made no request of its own and
// that no page printed an error; screenshots go to test-results/app/ (git-ignored).

import { mkdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Frame, Page } from "playwright-core";
import type { HostOptions } from "../../support/app-host/page";
import { startAppHost, type AppHostServer } from "../../support/app-host";
import { CARD_FACTS_META_KEY } from "../../../src/tools/card-facts";
import { authLabel } from "../../../src/app/view/install";
import { launchChromium } from "../../support/browser";
import { startHostileSite, HOSTILE_ID, HOSTILE_ENDPOINT } from "../../support/hostile-site";
import type { SiteServer } from "../../support/site-server";
import { startWranglerDev, type WranglerDev } from "../../support/wrangler-dev";
import { appPage, type AppPage } from "../../support/app-page";

const skip = inject("browserSkip");
/** Where the run saves the screenshots (git-ignored; docs/testing.md, docs/app.md). */
export const SCREENSHOT_DIR = resolve(import.meta.dirname, "../../../test-results/app");
const axeSource = (createRequire(import.meta.url)("axe-core") as { source: string }).source;

const ALL_CAPABILITIES: HostOptions["hostCapabilities"] = {
  openLinks: {},
  serverTools: {},
  serverResources: {},
  logging: {},
  message: { text: {} },
  updateModelContext: { text: {} },
};
const CONTEXT: HostOptions["hostContext"] = {
  theme: "light",
  displayMode: "inline",
  locale: "en-US",
  platform: "web",
  containerDimensions: { maxWidth: 760, maxHeight: 4000 },
};

describe.runIf(skip === null)("the directory app in Chromium, with the official AppBridge", () => {
  let site: SiteServer;
  let dev: WranglerDev;
  let hostPage: AppHostServer;
  let browser: Browser;
  let view: AppPage | null = null;

  beforeAll(async () => {
    rmSync(SCREENSHOT_DIR, { recursive: true, force: true });
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    site = await startHostileSite();
    [dev, hostPage, browser] = await Promise.all([
      startWranglerDev({ env: "test", vars: { DATA_BASE_URL: site.url } }),
      startAppHost(),
      launchChromium(),
    ]);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await dev?.stop();
    await hostPage?.close();
    await site?.close();
  });

  afterEach(async () => {
    if (view === null) return;
    const { problems, frameRequests } = view;
    await view.close();
    view = null;
    // Nothing the view did reached the network: every byte it showed came through the host.
    expect(frameRequests, "requests made by the app's frame").toEqual([]);
    expect(problems, "errors printed by the host page or the app").toEqual([]);
  });

  async function start(options: Partial<HostOptions> & Pick<HostOptions, "tool" | "args">, width = 760): Promise<AppPage> {
    view = await appPage(browser, hostPage.url, width, {
      mcpUrl: `${dev.url}/mcp`,
      era: "modern",
      hostCapabilities: ALL_CAPABILITIES,
      hostContext: CONTEXT,
      flow: "result",
      ...options,
    });
    return view;
  }

  async function axeClean(frame: Frame, name: string): Promise<void> {
    await frame.evaluate(axeSource);
    const violations = await frame.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: () => Promise<{ violations: { id: string; impact: string }[] }> } }).axe;
      return (await axe.run()).violations.map((one) => `${one.impact}: ${one.id}`);
    });
    expect(
      violations.filter((one) => /^(serious|critical)/.test(one)),
      name,
    ).toEqual([]);
  }

  const shot = (page: Page, name: string) => page.locator("iframe").screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });

  describe.each(["modern", "legacy"] as const)("%s era", (era) => {
    it("renders search's structuredContent as cards, opens an entry through get_entry, and installs from it", async () => {
      const { page, frame, recorded } = await start({ era, tool: "search", args: { query: "remote mcp server", type: "entry", limit: 6 } });
      await frame.locator("#list:not([hidden]) .card").first().waitFor();
      const result = (await recorded()).result as { structuredContent: { results: { id: string; name: string; mcp_endpoint?: string }[] } };
      const hits = result.structuredContent.results;
      expect(await frame.locator(".card-title").allTextContents()).toEqual(hits.map((hit) => hit.name));
      const remote = hits.find((hit) => hit.mcp_endpoint !== undefined && hit.id !== HOSTILE_ID)!;
      expect(remote, "the search finds a remote MCP server").toBeDefined();
      expect(await frame.locator(`.card:has(button[data-id="${remote.id}"]) .badge.remote`).count()).toBe(1);
      // Sign-in and licence come with the result, in `_meta`, for the cards alone.
      const cards = ((await recorded()).result as { _meta?: Record<string, Record<string, { auth?: string; license?: string }>> })._meta?.[
        CARD_FACTS_META_KEY
      ];
      const withFacts = Object.entries(cards ?? {}).filter(([id]) => hits.some((hit) => hit.id === id) && id !== HOSTILE_ID);
      expect(withFacts.length, "some card has a sign-in or a licence").toBeGreaterThan(0);
      for (const [id, facts] of withFacts) {
        const badges = await frame.locator(`.card:has(button[data-id="${id}"]) .badge`).allTextContents();
        if (facts.license !== undefined) expect(badges, id).toContain(facts.license);
        if (facts.auth !== undefined) expect(badges, id).toContain(authLabel(facts.auth));
      }
      if (era === "modern") await shot(page, "light");
      await axeClean(frame, "results");

      await frame.locator(`button[data-id="${remote.id}"]`).click();
      await frame.locator("#detail .install").waitFor();
      let seen = await recorded();
      expect(seen.toolCalls).toEqual([{ name: "get_entry", arguments: { id: remote.id } }]);
      const entry = await view!.callTool("get_entry", { id: remote.id });
      const install = entry.install as { name: string; url: string; clients: Record<string, { command?: string; json?: unknown }> };
      // The entry in view reaches the model's next turn.
      expect(seen.contexts.at(-1)).toMatchObject({ structuredContent: { type: "entry", id: remote.id, mcp_endpoint: install.url } });
      expect(JSON.stringify(seen.contexts.at(-1))).toContain(remote.id);
      if (era === "modern") await shot(page, "detail");
      await axeClean(frame, "detail");

      // Install in VS Code: VS Code's https redirect to its documented vscode:mcp/install link, through ui/open-link.
      await frame.locator('button[data-install="vscode"]').click();
      const config = JSON.stringify({ name: install.name, type: "http", url: install.url });
      const expected = `https://insiders.vscode.dev/redirect?url=${encodeURIComponent(`vscode:mcp/install?${encodeURIComponent(config)}`)}`;
      await expect.poll(async () => (await recorded()).links).toEqual([expected]);
      // The copy boxes hold get_entry's own snippets.
      expect(await frame.locator('pre[data-copy="claude"]').textContent()).toBe(install.clients.claude_code!.command);
      expect(JSON.parse((await frame.locator('pre[data-copy="mcpServers"]').textContent())!)).toEqual(install.clients.generic!.json);
      await frame.locator('pre[data-copy="claude"] + .row button').click();
      // Ask the assistant: a user message naming the entry and its endpoint; compare: one naming the entry.
      await frame.locator('button[data-ask="install"]').click();
      await frame.locator('button[data-ask="compare"]').click();
      await expect.poll(async () => (await recorded()).messages.length).toBe(2);
      seen = await recorded();
      const [ask, compare] = seen.messages as { role: string; content: { type: string; text: string }[] }[];
      expect(ask).toMatchObject({ role: "user", content: [{ type: "text", text: expect.stringContaining(install.url) }] });
      expect(ask!.content[0]!.text).toContain(remote.name);
      expect(compare!.content[0]!.text).toContain(remote.id);

      // Back to the results, focus on the card that opened the entry.
      await frame.locator("button.back").click();
      await frame.locator("#list:not([hidden])").waitFor();
      expect(await frame.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.id)).toBe(remote.id);
    });

    it("pages and narrows by type and category with tools/call of search, and reports its growing size", async () => {
      const { frame, recorded } = await start({ era, tool: "search", args: { query: "mcp", limit: 3 } });
      await frame.locator(".card").first().waitFor();
      const first = ((await recorded()).result as { structuredContent: { next_offset: number; total: number } }).structuredContent;
      expect(first.next_offset).toBe(3);
      await expect.poll(async () => (await recorded()).sizes.length).toBeGreaterThan(0);
      const before = (await recorded()).sizes.at(-1)!.height!;
      await frame.locator("button.more").click();
      await expect.poll(() => frame.locator(".card").count()).toBe(Math.min(6, first.total));
      expect((await recorded()).toolCalls[0]).toEqual({ name: "search", arguments: { query: "mcp", type: "all", limit: 3, offset: 3 } });
      await expect.poll(async () => (await recorded()).sizes.at(-1)!.height!).toBeGreaterThan(before);

      await frame.locator('select[name="type"]').selectOption("guide");
      await frame.locator('button[data-run="search"]').click();
      await expect
        .poll(async () => (await recorded()).toolCalls.at(-1))
        .toEqual({ name: "search", arguments: { query: "mcp", type: "guide", limit: 3 } });
      // The answer replaces the cards: guides only.
      await expect
        .poll(async () => [...new Set((await frame.locator(".card .kind").allTextContents()).map((kind) => kind.split(" ")[0]))])
        .toEqual(["Guide"]);

      await frame.locator('select[name="type"]').selectOption("entry");
      await frame.locator('select[name="category"]').focus();
      await expect.poll(() => frame.locator('select[name="category"] option').count()).toBeGreaterThan(2);
      expect((await recorded()).toolCalls.some((call) => call.name === "list_categories")).toBe(true);
      await frame.locator('select[name="category"]').selectOption("mcp-servers");
      await frame.locator('button[data-run="search"]').click();
      await expect
        .poll(async () => (await recorded()).toolCalls.at(-1))
        .toEqual({ name: "search", arguments: { query: "mcp", type: "entry", category: "mcp-servers", limit: 3 } });
    });
  });

  it("shows get_entry on its own as the entry, with no way back", async () => {
    const { frame, recorded } = await start({ tool: "get_entry", args: { id: "deepwiki-mcp" } });
    await frame.locator("#detail:not([hidden]) #detail-title").waitFor();
    const { entry } = ((await recorded()).result as { structuredContent: { entry: { name: string } } }).structuredContent;
    expect(await frame.locator("#detail-title").textContent()).toBe(entry.name);
    expect(await frame.locator("button.back").count()).toBe(0);
    expect(await frame.locator('button[data-install="vscode"]').count()).toBe(1);
  });

  it("shows the notice of an empty result, never a blank frame", async () => {
    const { page, frame } = await start({ tool: "search", args: { query: "zzqx vvbnm" } });
    await frame.locator("#list:not([hidden]) .notice").waitFor();
    expect(await frame.locator(".notice").first().textContent()).toMatch(/No results|nothing/i);
    expect(await frame.locator(".card").count()).toBe(0);
    await shot(page, "empty");
  });

  it("shows an isError result's sentence and its suggestions, which open the entry", async () => {
    const { frame, recorded } = await start({ tool: "get_entry", args: { id: "deepwik" } });
    await frame.locator("#status button.chip").first().waitFor();
    expect(await frame.locator("#status").textContent()).toContain('No entry with id "deepwik"');
    await frame.locator('#status button[data-entry="deepwiki-mcp"]').click();
    await frame.locator("#detail:not([hidden]) .install").waitFor();
    expect((await recorded()).toolCalls).toEqual([{ name: "get_entry", arguments: { id: "deepwiki-mcp" } }]);
  });

  it("takes partial input, then a cancellation, without an error", async () => {
    const { frame, harness } = await start({ tool: "search", args: {}, flow: "manual" });
    await harness("sendInputPartial", { query: "jir" });
    await frame.locator("#status:text-matches('jir')").waitFor();
    await harness("sendInputPartial", { query: ["not", "text"] });
    await harness("sendInput", { query: "jira" });
    await frame.locator("#status:text-matches('jira')").waitFor();
    await harness("sendCancelled", "the user stopped it");
    await frame.locator("#status:text-matches('cancelled')").waitFor();
    // Teardown is a request: the bridge waits for the view's answer.
    await harness("teardown");
  });

  it("would see a request from the frame: the CSP refuses it, and the refusal is an error these checks catch", async () => {
    const { frame, problems } = await start({ tool: "search", args: { query: "mcp" } });
    await frame.locator(".card").first().waitFor();
    await frame.evaluate(() => fetch("http://127.0.0.1:9/").catch(() => undefined));
    await expect.poll(() => problems.join("\n")).toMatch(/Refused to connect/);
    problems.length = 0;
  });

  it("hides what the host does not offer: links as text without openLinks, no hand-offs without message", async () => {
    const { frame, recorded } = await start({ tool: "get_entry", args: { id: "deepwiki-mcp" }, hostCapabilities: { serverTools: {} } });
    await frame.locator("#detail:not([hidden]) .install").waitFor();
    expect(await frame.locator("button[data-install], button[data-ask], button[data-url]").count()).toBe(0);
    expect(await frame.locator(".links .selectable").first().textContent()).toMatch(/^https:\/\//);
    expect(await frame.locator('pre[data-copy="mcpServers"]').count()).toBe(1);
    expect((await recorded()).contexts).toEqual([]);
  });

  it("shows directory text as text: an entry written in markup renders its characters and runs nothing", async () => {
    const { frame } = await start({ tool: "search", args: { query: "hostile probe", type: "entry" } });
    const card = frame.locator(`button[data-id="${HOSTILE_ID}"]`);
    await card.waitFor();
    expect(await card.textContent()).toContain("<img src=x onerror=");
    await card.click();
    await frame.locator("#detail:not([hidden]) .install").waitFor();
    expect(await frame.locator("#detail .description").textContent()).toContain("<b onmouseover=");
    expect(await frame.locator("#detail .selectable").first().textContent()).toBe(HOSTILE_ENDPOINT);
    const injected = await frame.evaluate(() => ({
      elements: document.querySelectorAll("main img, main b, main svg, main script").length,
      pwned: (window as unknown as { pwned?: unknown }).pwned ?? null,
    }));
    expect(injected).toEqual({ elements: 0, pwned: null });
    // A javascript: repository link is not a link at all.
    expect(await frame.locator("button[data-url^='javascript']").count()).toBe(0);
  });

  it("follows the host's theme, variables, width and safe area; dark and phone screenshots; axe clean", async () => {
    const phone = { ...CONTEXT, containerDimensions: { width: 390, maxHeight: 4000 } };
    const { page, frame, harness } = await start(
      { tool: "search", args: { query: "browser automation", limit: 4 }, hostContext: phone },
      390,
    );
    await frame.locator(".card").first().waitFor();
    const background = () => frame.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background()).toBe("rgb(255, 255, 255)");
    await harness("setContext", { theme: "dark" });
    await expect.poll(() => frame.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    expect(await background()).toBe("rgb(22, 24, 28)");
    await axeClean(frame, "dark");
    await shot(page, "dark");
    await harness("setContext", { theme: "light", safeAreaInsets: { top: 0, right: 0, bottom: 24, left: 0 } });
    await expect.poll(() => frame.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe("36px");
    expect(await frame.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await axeClean(frame, "phone");
    await shot(page, "phone");
    // A host that sets one variable: the view reads it over its own fallback.
    const styles = { variables: { "--color-background-primary": "rgb(1, 2, 3)" } } as unknown as NonNullable<
      HostOptions["hostContext"]["styles"]
    >;
    await harness("setContext", { styles });
    await expect.poll(background).toBe("rgb(1, 2, 3)");
  });
});
