// What the optional shared folder adds to a test that runs without it (docs/testing.md, "Two passes in CI"). A test
// that checks less when the folder is absent (the official JSON Schemas' layer of mcp-schemas.ts) says so here, and
// the run's record (run-record.ts) puts its file in the list of what CI's second pass, the one with the folder, runs
// again. Tests that skip without the folder need no call: a skipped test puts its file in that list by itself.
// Usable from Node tests and from workerd tests (the mark travels with the test's result as task meta).

import { TestRunner } from "vitest";

declare module "vitest" {
  interface TaskMeta {
    /** Set when the test ran without an optional check the shared folder would have added. */
    extrasMissed?: true;
  }
}

/** Marks the running test as one that the shared folder would check further; outside a test it does nothing. */
export function noteExtrasMissed(): void {
  const test = TestRunner.getCurrentTest();
  if (test !== undefined) test.meta.extrasMissed = true;
}
