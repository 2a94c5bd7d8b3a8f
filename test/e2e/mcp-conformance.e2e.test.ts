// The official conformance suite, server mode, once per revision's requirement set, against the local
// `wrangler dev` (the DNS-rebinding scenario needs a localhost URL, so deployments are skipped).
// Every failing check (FAILURE or WARNING) must be listed in the revision's expected-failures file, and every
// listed check must still fail: the list stays exactly the set of checks that cannot apply here.

import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { runProcess } from "../support/run-process";
import { targets } from "./helpers";

const ROOT = resolve(import.meta.dirname, "../..");
const CONFORMANCE = join(ROOT, "node_modules/@modelcontextprotocol/conformance/dist/index.js");
// The suite finishes in seconds here; the deadline only guards against a hung run.
const RUN_TIMEOUT_MS = 240_000;
const REVISIONS = ["2026-07-28", "2025-11-25"] as const;

interface Check {
  scenario: string;
  id: string;
  status: string;
}

/** The expected-failures file: `server:` then `  - scenario:check-id # reason` lines, nothing else. */
async function readExpectedFailures(path: string): Promise<Map<string, string>> {
  const entries = new Map<string, string>();
  const lines = (await readFile(path, "utf8")).split("\n");
  for (const line of lines) {
    if (line.trim() === "" || line.trim().startsWith("#") || line === "server:") continue;
    const match = /^ {2}- ([a-z0-9-]+:[a-z0-9-]+) # (.{10,})$/.exec(line);
    if (!match) throw new Error(`${path}: not "  - scenario:check-id # reason": ${line}`);
    if (entries.has(match[1]!)) throw new Error(`${path}: ${match[1]} listed twice`);
    entries.set(match[1]!, match[2]!);
  }
  return entries;
}

/** The scenarios a revision scores (the `server:` list of the suite's own requirements file). */
async function scoredScenarios(revision: string): Promise<Set<string>> {
  const text = await readFile(join(ROOT, "node_modules/@modelcontextprotocol/conformance/requirements", `${revision}.yaml`), "utf8");
  const section = text.split(/^server:$/m)[1]!.split(/^\S/m)[0]!;
  return new Set([...section.matchAll(/^ {2}- ([a-z0-9-]+)$/gm)].map((match) => match[1]!));
}

async function readChecks(dir: string): Promise<Check[]> {
  const checks: Check[] = [];
  for (const name of await readdir(dir)) {
    const scenario = name.replace(/^server-/, "").replace(/-\d{4}-\d{2}-\d{2}T[\d-]+Z$/, "");
    const file = join(dir, name, "checks.json");
    const list = JSON.parse(await readFile(file, "utf8")) as { id: string; status: string }[];
    for (const check of list) checks.push({ scenario, id: check.id, status: check.status });
  }
  return checks;
}

const local = targets.find((target) => target.local);
// Checks that apply to a server with resources and prompts, which must pass (not merely not fail).
const RESOURCE_CHECKS = ["resources-list:resources-list", "prompts-list:prompts-list"];
const MODERN_RESOURCE_CHECKS = [
  "caching:sep-2549-prompts-list-caching-hints",
  "server-stateless:sep-2575-server-declares-prompts-in-discover",
  "sep-2164-resource-not-found:sep-2164-error-code",
  "sep-2164-resource-not-found:sep-2164-data-uri",
  "caching:sep-2549-resources-list-caching-hints",
  "caching:sep-2549-resources-templates-list-caching-hints",
  "caching:sep-2549-resources-read-caching-hints",
];
// The Skills extension's scenarios: not in any revision's requirements, so run by name (at 2026-07-28, the
// revision the extension is specified for) against the test catalogue, whose skills include left-out ones.
const SKILL_SCENARIOS = ["sep-2640-skills-enumeration", "sep-2640-skills-manifest", "sep-2640-skills-directory"];
const testCatalogue = targets.find((target) => target.name === "test-catalogue");

describe.runIf(local !== undefined)("conformance suite (@modelcontextprotocol/conformance)", () => {
  it.each(REVISIONS)(
    "--requirements %s: no failure outside the expected-failures file",
    async (revision) => {
      const url = `${local!.base}/mcp`;
      expect(new URL(url).hostname).toBe("127.0.0.1");
      const baseline = join(import.meta.dirname, "conformance", `expected-failures-${revision}.yaml`);
      const expected = await readExpectedFailures(baseline);
      const out = await mkdtemp(join(tmpdir(), "iam-conformance-"));
      try {
        const args = [CONFORMANCE, "server", "--url", url, "--requirements", revision, "--expected-failures", baseline, "-o", out];
        const run = await runProcess(process.execPath, args, { timeoutMs: RUN_TIMEOUT_MS, cwd: ROOT });
        expect(run.timedOut).toBe(false);
        const checks = await readChecks(out);
        const failing = checks.filter((check) => check.status === "FAILURE" || check.status === "WARNING");
        const failingKeys = new Set(failing.map((check) => `${check.scenario}:${check.id}`));
        const unexpected = [...failingKeys].filter((key) => !expected.has(key));
        const stale = [...expected.keys()].filter((key) => !failingKeys.has(key));
        const passed = checks.filter((check) => check.status === "SUCCESS").length;
        const scored = await scoredScenarios(revision);
        const scoredChecks = checks.filter((check) => scored.has(check.scenario));
        console.info(
          `conformance ${revision} scored (${scored.size} scenarios): ${scoredChecks.filter((check) => check.status === "SUCCESS").length} passed, ` +
            `${scoredChecks.filter((check) => check.status === "FAILURE" || check.status === "WARNING").length} expected failures`,
        );
        console.info(
          `conformance ${revision}: ${passed} passed, ${failingKeys.size} expected failures (${failing.length} results), ` +
            `${checks.filter((check) => check.status === "SKIPPED").length} skipped, ${checks.filter((check) => check.status === "INFO").length} info, ` +
            `${new Set(checks.map((check) => check.scenario)).size} scenarios; CLI exit ${run.code}`,
        );
        expect(unexpected, `unexpected failures:\n${run.stdout.slice(-3_000)}`).toEqual([]);
        expect(stale, "listed as expected failures but passing now: remove them").toEqual([]);
        expect(run.code, run.stdout.slice(-3_000)).toBe(0);
        // The checks this server exists to pass must be among the successes.
        const succeeded = new Set(checks.filter((check) => check.status === "SUCCESS").map((check) => check.scenario));
        for (const scenario of [
          "tools-list",
          "dns-rebinding-protection",
          revision === "2026-07-28" ? "server-stateless" : "server-initialize",
        ]) {
          expect(succeeded, scenario).toContain(scenario);
        }
        const passedChecks = new Set(checks.filter((check) => check.status === "SUCCESS").map((check) => `${check.scenario}:${check.id}`));
        for (const key of revision === "2026-07-28" ? [...RESOURCE_CHECKS, ...MODERN_RESOURCE_CHECKS] : RESOURCE_CHECKS) {
          expect(passedChecks, key).toContain(key);
        }
      } finally {
        await rm(out, { recursive: true, force: true });
      }
    },
    RUN_TIMEOUT_MS + 30_000,
  );

  it.runIf(testCatalogue !== undefined).each(SKILL_SCENARIOS)(
    "--scenario %s: every check passes or is skipped (no resources/directory/read here)",
    async (scenario) => {
      const out = await mkdtemp(join(tmpdir(), "iam-conformance-skills-"));
      try {
        const args = [CONFORMANCE, "server", "--url", `${testCatalogue!.base}/mcp`, "--scenario", scenario, "-o", out];
        const run = await runProcess(process.execPath, args, { timeoutMs: RUN_TIMEOUT_MS, cwd: ROOT });
        expect(run.timedOut).toBe(false);
        const checks = await readChecks(out);
        const statuses = new Set(checks.map((check) => check.status));
        console.info(
          `conformance ${scenario}: ${checks.filter((check) => check.status === "SUCCESS").length} passed, ` +
            `${checks.filter((check) => check.status === "SKIPPED").length} skipped of ${checks.length}`,
        );
        expect(checks.length).toBeGreaterThan(0);
        expect(
          [...statuses].filter((status) => status !== "SUCCESS" && status !== "SKIPPED"),
          run.stdout.slice(-3_000),
        ).toEqual([]);
        expect(run.code, run.stdout.slice(-3_000)).toBe(0);
        if (scenario !== "sep-2640-skills-directory") expect(statuses).toContain("SUCCESS");
      } finally {
        await rm(out, { recursive: true, force: true });
      }
    },
    RUN_TIMEOUT_MS + 30_000,
  );
});
