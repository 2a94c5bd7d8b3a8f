// Three projects in one run:
//   unit     pure modules in Node (no network, no Worker)          test/**/*.test.ts
//   workers  the real fetch handler inside workerd (Workers runtime) test/**/*.worker.test.ts
//   e2e      wrangler dev (or BASE=) driven by real clients         test/e2e/**/*.e2e.test.ts
//   contract the live service's contract, against wrangler dev       test/contract/**/*.contract.test.ts
import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

const SELECTED = process.env.VITEST_PROJECTS?.split(",");

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["test/**/*.test.ts"],
          exclude: ["test/**/*.worker.test.ts", "test/e2e/**", "test/contract/**"],
          environment: "node",
          globalSetup: ["test/support/global-shared.ts"],
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
          include: ["test/**/*.worker.test.ts"],
          globalSetup: ["test/support/global-shared.ts", "test/support/global-site.ts", "test/support/global-sql-api.ts"],
        },
      },
      {
        test: {
          name: "e2e",
          include: ["test/e2e/**/*.e2e.test.ts"],
          environment: "node",
          globalSetup: ["test/support/global-shared.ts", "test/support/global-e2e.ts", "test/support/global-browser.ts"],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Real servers and real clients: one file at a time keeps the 2-core machine predictable.
          fileParallelism: false,
        },
      },
      {
        test: {
          name: "contract",
          include: ["test/contract/**/*.contract.test.ts"],
          environment: "node",
          globalSetup: ["test/support/global-shared.ts", "test/contract/support/global-contract.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // One file at a time: the rate-limited target counts every request, and the machine has two cores.
          fileParallelism: false,
        },
      },
    ].filter((project) => !SELECTED || SELECTED.includes(project.test.name)),
  },
});
