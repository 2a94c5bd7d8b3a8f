// Four projects in one run:
//   unit     pure modules in Node (no network, no Worker)          test/**/*.test.ts
//   workers  the real fetch handler inside workerd (Workers runtime) test/**/*.worker.test.ts
//   e2e      wrangler dev (or BASE=) driven by real clients         test/e2e/**/*.e2e.test.ts
//   contract the live service's contract, against wrangler dev       test/contract/**/*.contract.test.ts
// Every project draws its fast-check cases from one seed per run (FC_SEED, or a fresh one), which the run's last
// lines print (test/support/run-record.ts). IAM_EXTRAS_ONLY=<record> runs only the files a standalone run recorded
// as short of what the shared folder adds (docs/testing.md, "Two passes in CI").
import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { extrasOnlyFiles, inProject, runSeed } from "./test/support/run-scope";

const SELECTED = process.env.VITEST_PROJECTS?.split(",");
const SEED = runSeed();
const ONLY = extrasOnlyFiles();
const SEED_SETUP = "test/support/fast-check-seed.ts";
// One more file at a time than the machine has cores: an e2e file mostly waits on the processes it drives.
const FILES_AT_ONCE = availableParallelism() + 1;
// Time budgets of the in-process projects: a test checks answers, not speed (benchmarks do that), and a busy
// two-core machine runs property tests and cold Worker starts several times slower than an idle one, so the budget
// only has to catch a hang. vitest's defaults (5 s a test, 10 s a hook) failed tests that were merely slow.
const IN_PROCESS_TIMEOUTS = { testTimeout: 30_000, hookTimeout: 60_000 };

/** A project's files: its pattern, or only the recorded files that are its own. */
const files = (project: "unit" | "workers" | "e2e" | "contract", pattern: string): string[] =>
  ONLY === null ? [pattern] : ONLY.filter((file) => inProject(file) === project);

export default defineConfig({
  test: {
    reporters: ["default", "./test/support/run-record.ts"],
    // Files at a time. vitest's default for `run` is one fewer than the cores, a single file on a two-core machine. The
    // e2e files mostly wait on the processes they drive (wrangler dev, the Inspector, Chromium), so they run beside the
    // unit and workers files, in the same group: a project that runs its files one at a time would be put by vitest in
    // a group of its own that starts only when every other file has finished.
    maxWorkers: FILES_AT_ONCE,
    projects: [
      {
        test: {
          name: "unit",
          // Pure modules: one worker runs many files, instead of a fresh one (~0.9 s to start) per file; a file that
          // mocks a module loads what it mocks afresh (vi.resetModules). Measured: docs/benchmarks.md, "The suite".
          isolate: false,
          include: files("unit", "test/**/*.test.ts"),
          exclude: ["test/**/*.worker.test.ts", "test/e2e/**", "test/contract/**"],
          environment: "node",
          globalSetup: ["test/support/global-shared.ts"],
          setupFiles: [SEED_SETUP],
          ...IN_PROCESS_TIMEOUTS,
          provide: { fcSeed: SEED },
        },
      },
      {
        plugins: [
          cloudflareTest(({ inject }) => ({
            main: "./src/index.ts",
            wrangler: { configPath: "./wrangler.toml", environment: "test" },
            miniflare: {
              bindings: { DATA_BASE_URL: inject<string>("siteUrl") },
            },
          })),
        ],
        test: {
          name: "workers",
          include: files("workers", "test/**/*.worker.test.ts"),
          globalSetup: ["test/support/global-shared.ts", "test/support/global-site.ts", "test/support/global-sql-api.ts"],
          setupFiles: [SEED_SETUP],
          ...IN_PROCESS_TIMEOUTS,
          provide: { fcSeed: SEED },
        },
      },
      {
        test: {
          name: "e2e",
          include: files("e2e", "test/e2e/**/*.e2e.test.ts"),
          environment: "node",
          globalSetup: ["test/support/global-shared.ts", "test/support/global-e2e.ts", "test/support/global-browser.ts"],
          setupFiles: [SEED_SETUP],
          provide: { fcSeed: SEED },
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: "contract",
          include: files("contract", "test/contract/**/*.contract.test.ts"),
          environment: "node",
          globalSetup: ["test/support/global-shared.ts", "test/contract/support/global-contract.ts"],
          setupFiles: [SEED_SETUP],
          provide: { fcSeed: SEED },
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Its files run beside the others': each spends the rate-limited target's budget from client addresses of
          // its own (test/contract/support/rest.ts), and a project of one file at a time would run after all the rest.
        },
      },
    ].filter((project) => (!SELECTED || SELECTED.includes(project.test.name)) && project.test.include.length > 0),
  },
});
