// The startup prewarm inside workerd: importing the Worker (test/support/worker.ts imports src/index.ts) ran it at
// global scope; it runs there without error, and requests after it still load the live site (it holds no
// catalogue a request could pick up) and answer exactly as before it ran again.

import { describe, expect, it } from "vitest";
import { prewarmSearchPath } from "../../src/warm/prewarm";
import { callWorker, isolatedSiteUrl } from "../support/worker";

interface Body {
  total?: number;
  data?: { source?: string };
  id?: string;
}

async function get(path: string, site: string): Promise<{ status: number; body: Body; text: string }> {
  const response = await callWorker(new Request(`https://mcp.test${path}`), { DATA_BASE_URL: site });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as Body, text };
}

async function indexFetches(site: string): Promise<number> {
  const origin = new URL(site).origin;
  const stats = (await (await fetch(`${origin}/__stats`)).json()) as { requests: Record<string, number> };
  return stats.requests[`${new URL(site).pathname}/api/index.json`] ?? 0;
}

describe("startup prewarm in the Workers runtime", () => {
  it("runs without error", async () => {
    const { outcomes, broke } = await prewarmSearchPath();
    expect(broke).toBeNull();
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(outcomes.length - 1);
  });

  it("leaves the first search to the live site, labelled live", async () => {
    const site = isolatedSiteUrl("prewarm");
    const search = await get("/search?q=browser%20automation", site);
    expect(search.status).toBe(200);
    expect(search.body.data?.source).toBe("live");
    expect(search.body.total).toBeGreaterThan(0);
    expect(await indexFetches(site)).toBe(1);
  });

  it("changes no answer when it runs again", async () => {
    const site = isolatedSiteUrl("prewarm-again");
    const paths = [
      "/search?q=browser%20automation",
      "/search?q=playwrigth&type=entry",
      "/entries/playwright-mcp",
      "/entries/playwright-mpc",
    ];
    const before = [];
    for (const path of paths) before.push(await get(path, site));
    await prewarmSearchPath();
    for (const [i, path] of paths.entries()) expect((await get(path, site)).text).toBe(before[i]!.text);
    expect(before.map((answer) => answer.status)).toEqual([200, 200, 200, 404]);
  });
});
