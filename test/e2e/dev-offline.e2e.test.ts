// `npm run dev` must serve a working directory on a machine with no network: the default environment
// points at https://indexagentica.com, which cannot be reached here, so the bundled sample answers.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWranglerDev, type WranglerDev } from "../support/wrangler-dev";
import { getJson, targets } from "./helpers";

const local = targets.some((target) => target.local && target.site !== null);

describe.runIf(local)("wrangler dev with the default configuration", () => {
  let dev: WranglerDev;
  beforeAll(async () => {
    dev = await startWranglerDev();
  });
  afterAll(async () => {
    await dev?.stop();
  });

  it("answers /search with labelled data even when the site is unreachable", async () => {
    const { status, body } = await getJson<{
      total: number;
      results: { id: string; type: string }[];
      data: { source: string; notice?: string };
    }>(`${dev.url}/search?q=browser%20automation`);
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThan(0);
    expect(["sample", "live"]).toContain(body.data.source);
    if (body.data.source === "sample") expect(body.data.notice).toMatch(/sample catalogue/);
    const first = body.results.find((hit) => hit.type === "entry")!;
    const entry = await getJson<{ entry: { id: string } }>(`${dev.url}/entries/${first.id}`);
    expect(entry.status).toBe(200);
  });
});
