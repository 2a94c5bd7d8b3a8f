// The catalogues the judged sets are written against: the bundled sample, and the real site copy
// (../shared/fixtures/indexagentica-site) when this checkout has it.

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildCatalogue, type Catalogue } from "../../src/catalog/catalogue";
import { sampleLongform, sampleSiteIndex } from "../../src/catalog/sample";
import { validateLongformIndex, validateSiteIndex } from "../../src/catalog/validate";

export const REAL_FIXTURE_DIR =
  process.env.RELEVANCE_FIXTURE_DIR ?? fileURLToPath(new URL("../../../shared/fixtures/indexagentica-site", import.meta.url));

export function sampleCatalogue(): Catalogue {
  return buildCatalogue(sampleSiteIndex(), sampleLongform());
}

/** The real site copy, or null when this checkout does not have it. */
export function fixtureCatalogue(dir: string = REAL_FIXTURE_DIR): Catalogue | null {
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
