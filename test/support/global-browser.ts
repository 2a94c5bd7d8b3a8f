// globalSetup of the e2e project, for the browser tests (test/e2e/browser/): says once per run, in one line, when
// they skip because Chromium is missing (or the suite runs against a deployment, which they cannot steer), and
// hands the files the answer.

import type { TestProject } from "vitest/node";
import { chromiumAbsence } from "./browser";

declare module "vitest" {
  export interface ProvidedContext {
    /** Why the browser tests skip, or null when they run. */
    browserSkip: string | null;
  }
}

export default function setup(project: TestProject): void {
  const reason = process.env.BASE ? "BASE= points the suite at a deployment; they need local Workers" : chromiumAbsence();
  project.provide("browserSkip", reason);
  if (reason !== null && !process.env.BASE)
    console.info(`browser tests skipped (${reason}): the beacon script, /dashboard and the directory app in Chromium`);
}
