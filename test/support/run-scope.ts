// What a run covers, read once by vitest.config.ts in the main process: the fast-check seed of the run, and, in CI's
// second pass, the files the standalone pass recorded as short of what the shared folder adds (run-record.ts).

import { readFileSync } from "node:fs";
import { randomInt } from "node:crypto";

/** The environment variables read here (process.env, or a test's own). */
type Environment = Record<string, string | undefined>;

/** fast-check takes a 32-bit seed. */
const SEED_LIMIT = 2 ** 31;

/**
 * The run's seed: FC_SEED when given (to replay a run), else a fresh one. Written back to FC_SEED so the reporter,
 * which runs in this process, prints the one the tests used.
 */
export function runSeed(env: Environment = process.env): number {
  const given = env.FC_SEED?.trim();
  if (given !== undefined && given !== "") {
    const seed = Number(given);
    if (!Number.isSafeInteger(seed) || seed < -SEED_LIMIT || seed >= SEED_LIMIT)
      throw new Error(`FC_SEED must be a 32-bit whole number, got "${given}"`);
    return seed;
  }
  const seed = randomInt(SEED_LIMIT);
  env.FC_SEED = String(seed);
  return seed;
}

/** The files IAM_EXTRAS_ONLY's record lists (repository-relative), or null when the whole suite runs. */
export function extrasOnlyFiles(env: Environment = process.env): string[] | null {
  const path = env.IAM_EXTRAS_ONLY?.trim();
  if (!path) return null;
  const record = JSON.parse(readFileSync(path, "utf8")) as { extrasFiles?: unknown };
  const files = record.extrasFiles;
  if (!Array.isArray(files) || !files.every((file) => typeof file === "string"))
    throw new Error(`IAM_EXTRAS_ONLY=${path}: not a run record (test/support/run-record.ts) with an extrasFiles list`);
  return files;
}

/** Which project a test file belongs to, by the naming rules of vitest.config.ts. */
export function inProject(file: string): "unit" | "workers" | "e2e" | "contract" {
  if (file.startsWith("test/e2e/")) return "e2e";
  if (file.startsWith("test/contract/")) return "contract";
  return file.endsWith(".worker.test.ts") ? "workers" : "unit";
}
