// A tool context over the bundled sample catalogue (or any catalogue), for unit tests of tools.

import { buildCatalogue, type Catalogue } from "../../src/catalog/catalogue";
import { sampleEntry, sampleItem, sampleLongform, sampleSiteIndex } from "../../src/site/sample";
import type { DataLabel, LongformItem, LongformType } from "../../src/site/types";
import { fail, ok } from "../../src/core/problem";
import type { ToolContext } from "../../src/tools/definition";

const LABEL: DataLabel = { source: "live", generated: "2026-10-02T00:00:00.000Z", fetched_at: "2026-10-02T00:05:00.000Z" };

export function sampleContext(
  catalogue: Catalogue = buildCatalogue(sampleSiteIndex(), sampleLongform()),
  items: (type: LongformType, id: string) => LongformItem | null = sampleItem,
): ToolContext {
  return {
    catalogue: async () => ok({ catalogue, label: LABEL }),
    longformItem: async (_from, type, id) => {
      const item = items(type, id);
      return item ? ok({ item, label: LABEL }) : fail("not_found", `no ${type} ${id}`);
    },
    // Whole entries of the sample, for the ids the catalogue lists (as the store's fetch on demand answers).
    fullEntry: async (from, id) => {
      const entry = from.catalogue.entryById.has(id) ? sampleEntry(id) : undefined;
      return ok(entry === undefined ? undefined : { entry, label: LABEL });
    },
  };
}
