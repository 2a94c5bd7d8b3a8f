// Builds a ToolContext from a site folder on disk (the real fixture copy or a generated test site), so
// unit tests run the real tools on real data with no network and no Worker.

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { buildCatalogue, type Catalogue } from "../../src/catalog/catalogue";
import type { CatalogueSnapshot } from "../../src/catalog/store";
import { LONGFORM_ROUTES, type DataLabel } from "../../src/site/types";
import { validateEntry, validateLongformIndex, validateLongformItem, validateSiteIndex } from "../../src/site/validate";
import { sampleEntry, sampleLongform, sampleSiteIndex, sampleItem } from "../../src/site/sample";
import { fail, ok } from "../../src/core/problem";
import type { ToolContext } from "../../src/tools/definition";
import { realSiteDir } from "../../scripts/lib/shared-dir.mjs";

// The real site copy is optional (scripts/lib/shared-dir.mjs); tests that use it run only when it is there.
const realSite = realSiteDir();
export const hasRealFixture = realSite !== null;
export const REAL_FIXTURE = realSite ?? "(no real site copy)";

const LABEL: DataLabel = { source: "live", generated: "2026-10-02T00:00:00.000Z", fetched_at: "2026-11-30T00:00:00.000Z" };

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, "utf8"));
}

export function diskCatalogue(root: string): Catalogue {
  const site = validateSiteIndex(readJson(join(root, "api", "index.json")));
  if (!site.ok) throw new Error(site.problem.message);
  const longform = validateLongformIndex(readJson(join(root, "api", "longform.json")));
  if (!longform.ok) throw new Error(longform.problem.message);
  return buildCatalogue(site.value, longform.value);
}

export function diskToolContext(root: string): ToolContext {
  const catalogue = diskCatalogue(root);
  const snapshot: CatalogueSnapshot = { catalogue, label: LABEL };
  return {
    catalogue: async () => ok(snapshot),
    longformItem: async (_from, type, id) => {
      const path = join(root, "api", "longform", LONGFORM_ROUTES[type], `${id}.json`);
      if (!existsSync(path)) return fail("upstream_error", "missing");
      const item = validateLongformItem(readJson(path), type, id);
      return item.ok ? ok({ item: item.value, label: LABEL }) : item;
    },
    // The site's own entry file, as the Worker fetches it on demand.
    fullEntry: async (from, id) => {
      if (!from.catalogue.entryById.has(id)) return ok(undefined);
      const path = join(root, "api", "entries", `${id}.json`);
      if (!existsSync(path)) return fail("upstream_error", "missing");
      const entry = validateEntry(readJson(path), id);
      return entry.ok ? ok({ entry: entry.value, label: LABEL }) : entry;
    },
  };
}

export function sampleToolContext(): ToolContext {
  const catalogue = buildCatalogue(sampleSiteIndex(), sampleLongform());
  const label: DataLabel = { source: "sample", generated: catalogue.generated, fetched_at: null };
  return {
    catalogue: async () => ok({ catalogue, label }),
    longformItem: async (_from, type, id) => {
      const item = sampleItem(type, id);
      return item ? ok({ item, label }) : fail("not_found", "missing");
    },
    fullEntry: async (from, id) => {
      const entry = from.catalogue.entryById.has(id) ? sampleEntry(id) : undefined;
      return ok(entry === undefined ? undefined : { entry, label });
    },
  };
}
