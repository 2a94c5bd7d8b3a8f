// The catalogues the judged sets are written against: the bundled sample, and the real site copy when the
// optional shared folder has it (scripts/lib/shared-dir.mjs), or RELEVANCE_FIXTURE_DIR names one.

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { buildCatalogue, type Catalogue } from "../../src/catalog/catalogue";
import { sampleLongform, sampleSiteIndex } from "../../src/site/sample";
import { validateLongformIndex, validateSiteIndex } from "../../src/site/validate";
import { realSiteDir } from "../../scripts/lib/shared-dir.mjs";

/** The real site copy to judge against, or null when there is none. */
export const REAL_FIXTURE_DIR: string | null = process.env.RELEVANCE_FIXTURE_DIR ?? realSiteDir();

export function sampleCatalogue(): Catalogue {
  return buildCatalogue(sampleSiteIndex(), sampleLongform());
}

/** The real site copy, or null when this checkout does not have it. */
export function fixtureCatalogue(dir: string | null = REAL_FIXTURE_DIR): Catalogue | null {
  if (dir === null) return null;
  const indexFile = join(dir, "api", "index.json");
  if (!existsSync(indexFile)) return null;
  const site = validateSiteIndex(JSON.parse(readFileSync(indexFile, "utf8")));
  if (!site.ok) throw new Error(`fixture index.json is invalid: ${site.problem.message}`);
  const longformFile = join(dir, "api", "longform.json");
  let longform = null;
  if (existsSync(longformFile)) {
    const parsed = validateLongformIndex(JSON.parse(readFileSync(longformFile, "utf8")));
    if (!parsed.ok) throw new Error(`fixture longform.json is invalid: ${parsed.problem.message}`);
    longform = parsed.value;
  }
  return buildCatalogue(site.value, longform);
}
