// Whole entries, fetched on demand from the site's api/entries/<id>.json: the catalogue holds only what
// ranking and hits need of each (site/entry-card.ts). Same memo, coalescing, Cache API and stale rules as
// long-form items (on-demand.ts); the bundled sample answers from the bundle.

import type { Config } from "../core/config";
import { fail, ok, type Result } from "../core/problem";
import { sampleEntry } from "../site/sample";
import type { Entry } from "../site/types";
import { validateEntry } from "../site/validate";
import { readOnDemand } from "./on-demand";
import { stateFor, type StoreDeps } from "./store-state";
import type { CatalogueSnapshot } from "./store";

// One entry file (largest on the real site ~4 KB); far more is not an entry.
export const MAX_ENTRY_BYTES = 256 * 1024;

/** The whole published record of entry `id` of `from`; undefined when `from` does not list it (no fetch then). */
export async function getFullEntry(
  config: Config,
  deps: StoreDeps,
  from: CatalogueSnapshot,
  id: string,
): Promise<Result<Entry | undefined>> {
  if (!from.catalogue.entryById.has(id)) return ok(undefined);
  if (from.label.source === "sample") return ok(sampleEntry(id));
  const read = await readOnDemand(
    config.dataBaseUrl,
    stateFor(config).entries,
    { key: id, path: `/api/entries/${id}.json`, maxBytes: MAX_ENTRY_BYTES, what: "entry", validate: (raw) => validateEntry(raw, id) },
    deps,
    config.cacheTtlSeconds * 1000,
  );
  if (read.found) return ok(read.copy.value);
  if (read.gone) return fail("not_found", `The entry "${id}" is no longer published: the site lists it but no longer serves its file.`, []);
  return fail("upstream_error", `The entry "${id}" is listed but could not be loaded from the site. Try again in a few minutes.`);
}
