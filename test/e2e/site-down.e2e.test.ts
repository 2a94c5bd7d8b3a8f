// The site's port closed for real (nothing listens there) under `wrangler dev`: the Worker answers from the
// bundled sample, labelled, and logs one warning per refresh, with no uncaught exception in the output.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/ports";
import { startWranglerDev, type WranglerDev } from "../support/wrangler-dev";
import { getJson, targets } from "./helpers";

const local = targets.some((target) => target.local && target.site !== null);
// Up to 5 s for a log line to reach wrangler's output.
const OUTPUT_WAITS = 50;
const OUTPUT_WAIT_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(local)("wrangler dev when nothing listens at DATA_BASE_URL", () => {
  let dev: WranglerDev;
  let site: string;
  beforeAll(async () => {
    site = `http://127.0.0.1:${await freePort()}`;
    dev = await startWranglerDev({ env: "test", vars: { DATA_BASE_URL: site } });
  });
  afterAll(async () => {
    await dev?.stop();
  });

  it("serves the bundled sample, labelled and uncacheable, and logs the refused connection as one warning", async () => {
    const { status, headers, body } = await getJson<{ total: number; data: { source: string; notice: string } }>(
      `${dev.url}/search?q=playwright`,
    );
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(body.total).toBeGreaterThan(0);
    expect(body.data.source).toBe("sample");
    expect(body.data.notice).toMatch(/sample catalogue/);
    // wrangler relays workerd's log lines a little after the response: wait for the warning, bounded.
    const warning = `catalogue refresh failed: ${site}/api/index.json could not be fetched`;
    for (let wait = 0; wait < OUTPUT_WAITS && !dev.output().includes(warning); wait++) await sleep(OUTPUT_WAIT_MS);
    const output = dev.output();
    expect(output).toContain(warning);
    expect(output).not.toMatch(/uncaught|Network connection lost\.\s*$/im);
  });
});
