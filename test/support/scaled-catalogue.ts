// A synthetic catalogue of `entries` entries (scripts/make-scaled-catalogue.mjs), built as the Worker builds one, for
// tests that need thousands of documents; its files live in a temporary folder only while it is made.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeScaledCatalogue } from "../../scripts/make-scaled-catalogue.mjs";
import { buildCatalogue, type Catalogue } from "../../src/catalog/catalogue";
import { validateLongformIndex, validateSiteIndex } from "../../src/site/validate";

export async function scaledCatalogue(entries: number, seed: number): Promise<Catalogue> {
  const dir = mkdtempSync(join(tmpdir(), "scaled-catalogue-"));
  try {
    await makeScaledCatalogue({ out: dir, entries, seed });
    const site = validateSiteIndex(JSON.parse(readFileSync(join(dir, "api", "index.json"), "utf8")));
    const longform = validateLongformIndex(JSON.parse(readFileSync(join(dir, "api", "longform.json"), "utf8")));
    if (!site.ok || !longform.ok) throw new Error("the scaled catalogue is invalid");
    return buildCatalogue(site.value, longform.value);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
