// A vitest reporter beside the default one, with two jobs:
//
// 1. The last lines of a run name what failed and the fast-check seed it ran with (vitest.config.ts draws one per run,
//    or takes FC_SEED), so a failure a randomised test found by chance can be replayed: `FC_SEED=<seed> npm test`
//    draws the same cases. The default reporter's own summary scrolls the names away on a long run.
// 2. With IAM_RUN_RECORD=<file>, it writes what the run left for a run with the shared folder: the test files in which
//    a test was skipped or noted that it missed an optional check (extras.ts). `.ci/run` runs the standalone pass
//    with it and hands the list to the second pass (IAM_ONLY_FILES), so that pass runs only what the folder adds.

import { writeFileSync } from "node:fs";
import { relative } from "node:path";
import type { Reporter, SerializedError, TestModule } from "vitest/node";
import { REPO_ROOT } from "../../scripts/lib/shared-dir.mjs";

/** How many failed tests the closing lines name; the default reporter above them has every one in full. */
const NAMED_FAILURES_MAX = 20;

export interface RunRecord {
  /** The fast-check seed of the run. */
  readonly seed: number;
  /** Test files (relative to the repository) with a test skipped or short of an optional check. */
  readonly extrasFiles: readonly string[];
  /** Failed tests, as `project file > test`. */
  readonly failed: readonly string[];
  /** Skipped tests, named the same way: `.ci/run` checks that each ran in the other pass. */
  readonly skipped: readonly string[];
  /** Tests that ran (passed or failed), named the same way. */
  readonly ran: readonly string[];
}

/** The part of vitest's TestCase the record reads. */
interface TestLike {
  readonly fullName: string;
  result(): { readonly state: string };
  meta(): { readonly extrasMissed?: true };
}

/** The part of vitest's TestModule the record reads (tests hand in plain objects of this shape). */
export interface ModuleLike {
  readonly moduleId: string;
  readonly project: { readonly name: string };
  meta(): { readonly extrasMissed?: true };
  state(): string;
  readonly children: { allTests(): Iterable<TestLike> };
}

/** What a finished run left: the files a run with the shared folder should run again, and what failed. */
export function recordOf(modules: readonly ModuleLike[], seed: number): RunRecord {
  const extras = new Set<string>();
  const failed: string[] = [];
  const skipped: string[] = [];
  const ran: string[] = [];
  for (const module of modules) {
    const file = relative(REPO_ROOT, module.moduleId);
    if (module.meta().extrasMissed) extras.add(file);
    let tests = 0;
    for (const test of module.children.allTests()) {
      tests++;
      const state = test.result().state;
      const name = `${module.project.name} ${file} > ${test.fullName}`;
      if (state === "skipped" || test.meta().extrasMissed) extras.add(file);
      if (state === "failed") failed.push(name);
      (state === "skipped" ? skipped : ran).push(name);
    }
    // A file that failed before any test ran (an import error, a hook) has no failed test to name.
    if (tests === 0 && module.state() === "failed") failed.push(`${module.project.name} ${file} (the file itself)`);
  }
  return { seed, extrasFiles: [...extras].sort(), failed, skipped, ran };
}

/** The closing lines: what failed, and the seed that replays it. */
export function closingLines(record: RunRecord, unhandled: number): string[] {
  const replay = `FC_SEED=${record.seed} npm test`;
  if (record.failed.length === 0 && unhandled === 0)
    return [`fast-check seed of this run: ${record.seed} (${replay} draws the same cases)`];
  const lines = [
    `${record.failed.length} failed test(s)${unhandled ? ` and ${unhandled} unhandled error(s)` : ""}; fast-check seed ${record.seed}:`,
  ];
  for (const name of record.failed.slice(0, NAMED_FAILURES_MAX)) lines.push(`  ✗ ${name}`);
  if (record.failed.length > NAMED_FAILURES_MAX) lines.push(`  … and ${record.failed.length - NAMED_FAILURES_MAX} more, above`);
  lines.push(`replay the same random draws: ${replay} (or FC_SEED=${record.seed} npx vitest run <file>)`);
  return lines;
}

export default class RunRecordReporter implements Reporter {
  onTestRunEnd(modules: readonly TestModule[], unhandledErrors: readonly SerializedError[]): void {
    const record = recordOf(modules, Number(process.env.FC_SEED));
    const out = process.env.IAM_RUN_RECORD;
    if (out) writeFileSync(out, `${JSON.stringify(record, null, 2)}\n`);
    console.log(`\n${closingLines(record, unhandledErrors.length).join("\n")}`);
  }
}
