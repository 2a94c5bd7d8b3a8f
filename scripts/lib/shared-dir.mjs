// The one switch for the optional reference data beside the repository: the official JSON Schemas and a copy
// of the real site, kept in a `shared` folder next to the checkout on the team's machines and in CI. The
// repository never needs it: the core suite, `npm run dev`, `npm run bench` and `npm run relevance` run
// without it, and the extras that use it say in one line when they skip. No other file under src/, test/ or
// scripts/ may name that folder (test/repo/standalone.test.ts fails if one does): every lookup comes here.
//
//   IAM_SHARED_DIR unset     the `shared` folder beside the repository, when there is one
//   IAM_SHARED_DIR=off       none, even when it exists (.ci/run's standalone pass sets this)
//   IAM_SHARED_DIR=<path>    that folder, which must exist
import { existsSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root (bundled copies, e.g. the benchmark's, name it with IAM_PROJECT_ROOT). */
export const REPO_ROOT = process.env.IAM_PROJECT_ROOT ?? resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const BESIDE_THE_REPOSITORY = resolve(REPO_ROOT, "../shared");

/** Where the extras' inputs sit inside the shared folder. */
export const SHARED_ITEMS = Object.freeze({
  schemas: "schemas",
  realSite: "fixtures/indexagentica-site",
});

function isDirectory(path) {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** The shared folder to read, or null when there is none (or IAM_SHARED_DIR=off). */
export function sharedDir(env = process.env) {
  const setting = env.IAM_SHARED_DIR?.trim() ?? "";
  if (setting === "off") return null;
  if (setting !== "") {
    const dir = resolve(setting);
    if (!isDirectory(dir)) throw new Error(`IAM_SHARED_DIR=${setting}: no such folder (unset it, or set it to "off")`);
    return dir;
  }
  return isDirectory(BESIDE_THE_REPOSITORY) ? BESIDE_THE_REPOSITORY : null;
}

/** A path inside the shared folder, or null when the folder or that path is absent. */
export function sharedPath(relative, env = process.env) {
  const dir = sharedDir(env);
  if (dir === null) return null;
  const path = join(dir, relative);
  return existsSync(path) ? path : null;
}

/** The real site copy (a folder holding api/index.json), or null. */
export function realSiteDir(env = process.env) {
  const dir = sharedPath(SHARED_ITEMS.realSite, env);
  return dir !== null && existsSync(join(dir, "api", "index.json")) ? dir : null;
}

/** Why an item is missing, for the one line an extra prints when it skips. */
export function absenceReason(relative, env = process.env) {
  const setting = env.IAM_SHARED_DIR?.trim() ?? "";
  if (setting === "off") return "IAM_SHARED_DIR=off";
  const dir = sharedDir(env);
  if (dir === null) return `no shared folder beside the repository (${BESIDE_THE_REPOSITORY}); set IAM_SHARED_DIR to use one elsewhere`;
  return `${join(dir, relative)} is missing`;
}
