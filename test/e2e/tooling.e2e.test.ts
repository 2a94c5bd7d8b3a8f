// The build and type tooling a deploy relies on, checked offline in every run: the generated Worker types
// match wrangler.toml, and `npm run deploy:dry` bundles exactly as a deploy would and reports its size.

import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { runProcess } from "../support/run-process";
import { targets } from "./helpers";

const ROOT = resolve(import.meta.dirname, "../..");
// Each is one wrangler run (a few seconds); this only catches a hang.
const TOOL_TIMEOUT_MS = 120_000;
const local = targets.some((target) => target.local && target.site !== null);

describe.runIf(local)("deploy tooling", () => {
  it("keeps worker-configuration.d.ts current with wrangler.toml (wrangler types --check)", async () => {
    const run = await runProcess(process.execPath, ["node_modules/wrangler/bin/wrangler.js", "types", "--strict-vars=false", "--check"], {
      cwd: ROOT,
      timeoutMs: TOOL_TIMEOUT_MS,
      env: { WRANGLER_SEND_METRICS: "false" },
    });
    expect(run.timedOut).toBe(false);
    expect(run.code, `${run.stdout}\n${run.stderr}`.slice(-2_000)).toBe(0);
  });

  it("bundles the named top-level environment with deploy --dry-run offline and prints one upload and gzip size", async () => {
    const run = await runProcess(process.execPath, ["scripts/deploy-dry.mjs"], {
      cwd: ROOT,
      timeoutMs: TOOL_TIMEOUT_MS,
      env: { WRANGLER_SEND_METRICS: "false" },
    });
    expect(run.timedOut).toBe(false);
    expect(run.code, run.stderr.slice(-2_000)).toBe(0);
    const output = `${run.stdout}\n${run.stderr}`;
    expect(run.stdout).toContain("deploy --dry-run for the top-level environment");
    expect(output).not.toMatch(/multiple environments/i);
    // One size: wrangler's own "Total Upload" line is replaced by the script's, measured the same way.
    expect(output).not.toContain("Total Upload");
    expect(run.stdout.match(/KiB/g)).toHaveLength(2);
    const match = /bundle: (\d+) bytes .*gzip: (\d+) bytes/.exec(run.stdout);
    expect(match, run.stdout.slice(-500)).not.toBeNull();
    const [bytes, gzip] = [Number(match![1]), Number(match![2])];
    expect(gzip).toBeGreaterThan(0);
    expect(gzip).toBeLessThan(bytes);
  });
});
