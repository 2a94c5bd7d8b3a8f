// .ci/run's account of its two passes (docs/testing.md, "Two passes in CI"): from the two run records
// (test/support/run-record.ts) it prints how many tests each pass ran and skipped, and names the tests that ran in
// neither, so "every test runs at least once" is a line CI prints, not a hope. A test can skip in both for a reason of
// its own (Chromium that could not be installed, a check for deployments only): it is named, not failed.
// .ci/run calls `printPassAccount(<pass-1 record file>, <pass-2 record file or "">)`.

import { readFileSync } from "node:fs";

/** How many never-run tests the account names; the count says how many there are. */
const NAMED_MAX = 15;

/** The account's lines, from the two records (the second absent when pass 2 did not run). */
export function passAccount(first, second) {
  const ranLater = new Set(second?.ran ?? []);
  const never = first.skipped.filter((name) => !ranLater.has(name));
  const lines = [
    `pass 1 ran ${first.ran.length} tests and skipped ${first.skipped.length}` +
      (second ? `; pass 2 ran ${second.ran.length} (${first.skipped.length - never.length} of pass 1's skipped among them)` : ""),
  ];
  if (never.length === 0) lines.push("every test ran at least once");
  else {
    lines.push(`${never.length} test(s) ran in neither pass:`);
    for (const name of never.slice(0, NAMED_MAX)) lines.push(`  - ${name}`);
    if (never.length > NAMED_MAX) lines.push(`  … and ${never.length - NAMED_MAX} more`);
  }
  return lines;
}

/** Prints the account of two record files (the second "" when pass 2 did not run). */
export function printPassAccount(firstPath, secondPath) {
  const read = (path) => JSON.parse(readFileSync(path, "utf8"));
  for (const line of passAccount(read(firstPath), secondPath ? read(secondPath) : undefined)) console.log(`   ${line}`);
}
