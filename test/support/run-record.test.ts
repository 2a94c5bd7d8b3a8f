import { describe, expect, it, TestRunner } from "vitest";
import { join } from "node:path";
import { REPO_ROOT } from "../../scripts/lib/shared-dir.mjs";
import { noteExtrasMissed } from "./extras";
import { closingLines, recordOf, type ModuleLike, type RunRecord } from "./run-record";
import { extrasOnlyFiles, inProject, runSeed } from "./run-scope";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";

/** A record of a run in which nothing ran, to build others from. */
const NOTHING: RunRecord = { seed: 0, extrasFiles: [], failed: [], skipped: [], ran: [] };

type Outcome = { name: string; state: "passed" | "failed" | "skipped"; missed?: true };

function module(file: string, tests: Outcome[], options: { project?: string; state?: string; missed?: true } = {}): ModuleLike {
  return {
    moduleId: join(REPO_ROOT, file),
    project: { name: options.project ?? "unit" },
    meta: () => (options.missed ? { extrasMissed: true } : {}),
    state: () => options.state ?? (tests.some((test) => test.state === "failed") ? "failed" : "passed"),
    children: {
      allTests: () =>
        tests.map((test) => ({
          fullName: `suite > ${test.name}`,
          result: () => ({ state: test.state }),
          meta: () => (test.missed ? { extrasMissed: true as const } : {}),
        })),
    },
  };
}

describe("the run record", () => {
  it("lists a file for the run with the shared folder when a test skipped or missed a check, and no other", () => {
    const record = recordOf(
      [
        module("test/a.test.ts", [{ name: "runs", state: "passed" }]),
        module("test/b.test.ts", [
          { name: "runs", state: "passed" },
          { name: "needs the real copy", state: "skipped" },
        ]),
        module("test/c.worker.test.ts", [{ name: "checks less", state: "passed", missed: true }], { project: "workers" }),
        module("test/e2e/d.e2e.test.ts", [], { missed: true, project: "e2e" }),
      ],
      7,
    );
    expect(record).toEqual({
      seed: 7,
      extrasFiles: ["test/b.test.ts", "test/c.worker.test.ts", "test/e2e/d.e2e.test.ts"],
      failed: [],
      skipped: ["unit test/b.test.ts > suite > needs the real copy"],
      ran: [
        "unit test/a.test.ts > suite > runs",
        "unit test/b.test.ts > suite > runs",
        "workers test/c.worker.test.ts > suite > checks less",
      ],
    });
  });

  it("names each failed test with its project, and a file that failed before any test ran", () => {
    const record = recordOf(
      [
        module("test/a.test.ts", [{ name: "breaks", state: "failed" }]),
        module("test/broken.test.ts", [], { state: "failed", project: "workers" }),
      ],
      42,
    );
    expect(record.failed).toEqual(["unit test/a.test.ts > suite > breaks", "workers test/broken.test.ts (the file itself)"]);
  });

  it("ends a failed run with the failures and the seed that replays them; a green run with the seed alone", () => {
    const failed = closingLines({ ...NOTHING, seed: 42, failed: ["unit test/a.test.ts > suite > breaks"] }, 0);
    expect(failed[0]).toContain("fast-check seed 42");
    expect(failed).toContain("  ✗ unit test/a.test.ts > suite > breaks");
    expect(failed.at(-1)).toContain("FC_SEED=42 npm test");
    const many = closingLines({ ...NOTHING, seed: 1, failed: Array.from({ length: 25 }, (_, i) => `unit t${i}`) }, 2);
    expect(many.filter((line) => line.startsWith("  ✗"))).toHaveLength(20);
    expect(many.join("\n")).toMatch(/and 5 more/);
    expect(many[0]).toMatch(/2 unhandled error/);
    expect(closingLines({ ...NOTHING, seed: 9 }, 0)).toEqual(["fast-check seed of this run: 9 (FC_SEED=9 npm test draws the same cases)"]);
  });
});

describe("the run's scope", () => {
  it("takes FC_SEED when given, refuses a bad one, and otherwise draws one and writes it back", () => {
    expect(runSeed({ FC_SEED: "123" })).toBe(123);
    expect(() => runSeed({ FC_SEED: "1.5" })).toThrow(/32-bit/);
    expect(() => runSeed({ FC_SEED: String(2 ** 31) })).toThrow(/32-bit/);
    const env: Record<string, string | undefined> = {};
    const seed = runSeed(env);
    expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 31).toBe(true);
    expect(env.FC_SEED).toBe(String(seed));
    expect(runSeed(env)).toBe(seed);
  });

  it("reads IAM_EXTRAS_ONLY's record, and refuses a file that is not one", () => {
    expect(extrasOnlyFiles({})).toBeNull();
    const dir = mkdtempSync(join(tmpdir(), "iam-run-scope-"));
    const good = join(dir, "good.json");
    writeFileSync(good, JSON.stringify({ seed: 1, extrasFiles: ["test/a.test.ts"], failed: [] }));
    expect(extrasOnlyFiles({ IAM_EXTRAS_ONLY: good })).toEqual(["test/a.test.ts"]);
    const bad = join(dir, "bad.json");
    writeFileSync(bad, JSON.stringify({ files: [] }));
    expect(() => extrasOnlyFiles({ IAM_EXTRAS_ONLY: bad })).toThrow(/not a run record/);
  });

  it("puts a file in the project vitest.config.ts would", () => {
    expect(inProject("test/e2e/browser/app.e2e.test.ts")).toBe("e2e");
    expect(inProject("test/contract/mcp-calls.contract.test.ts")).toBe("contract");
    expect(inProject("test/mcp/endpoint.worker.test.ts")).toBe("workers");
    expect(inProject("test/search/golden.test.ts")).toBe("unit");
  });
});

describe("noting a missed check", () => {
  it("marks the running test's meta, which the reporter reads", () => {
    const test = TestRunner.getCurrentTest();
    expect(test?.meta.extrasMissed).toBeUndefined();
    noteExtrasMissed();
    expect(test?.meta.extrasMissed).toBe(true);
    // This test only proves the mark; it is not short of any check, so it takes the mark back.
    delete test!.meta.extrasMissed;
  });
});
