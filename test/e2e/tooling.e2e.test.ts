// The build and type tooling a deploy relies on, checked offline in every run: `wrangler types` writes the Env
// type of wrangler.toml (worker-configuration.d.ts is generated, not committed: npm run typecheck writes it
// first), and `npm run deploy:dry` bundles exactly as a deploy would and reports its size.

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { experimental_readRawConfig } from "wrangler";
import { runProcess } from "../support/run-process";
import { targets } from "./helpers";

const ROOT = resolve(import.meta.dirname, "../..");
// Each is one wrangler run (a few seconds); this only catches a hang.
const TOOL_TIMEOUT_MS = 120_000;
const local = targets.some((target) => target.local && target.site !== null);

describe.runIf(local)("deploy tooling", () => {
  it("writes the Env type of wrangler.toml offline (wrangler types, as npm run types runs it), naming every binding and var", async () => {
    const dir = mkdtempSync(join(tmpdir(), "iam-types-"));
    try {
      const out = join(dir, "worker-configuration.d.ts");
      const run = await runProcess(process.execPath, ["node_modules/wrangler/bin/wrangler.js", "types", out, "--strict-vars=false"], {
        cwd: ROOT,
        timeoutMs: TOOL_TIMEOUT_MS,
        env: { WRANGLER_SEND_METRICS: "false" },
      });
      expect(run.timedOut).toBe(false);
      expect(run.code, `${run.stdout}\n${run.stderr}`.slice(-2_000)).toBe(0);
      const types = readFileSync(out, "utf8");
      const config = experimental_readRawConfig({ config: join(ROOT, "wrangler.toml") }).rawConfig as {
        vars?: Record<string, string>;
        kv_namespaces?: { binding: string }[];
        analytics_engine_datasets?: { binding: string }[];
        ratelimits?: { name: string }[];
      };
      const names = [
        ...Object.keys(config.vars ?? {}),
        ...(config.kv_namespaces ?? []).map((one) => one.binding),
        ...(config.analytics_engine_datasets ?? []).map((one) => one.binding),
        ...(config.ratelimits ?? []).map((one) => one.name),
      ];
      expect(names.length).toBeGreaterThan(10);
      for (const name of names) expect(types, name).toMatch(new RegExp(`\\b${name}\\??: `));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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
