// Whole entries. A catalogue small enough keeps every record (FULL_RECORDS_MAX_ENTRIES, store.ts) and answers from
// it under its own label; a larger one holds only what ranking and hits need of each (site/entry-card.ts) and
// fetches the whole entry on demand from the site's api/entries/<id>.json. Same memo, coalescing, Cache API and stale rules as
// long-form items (on-demand.ts); an answer built from a stale copy of the file is labelled stale whatever the
// catalogue's label says. The bundled sample answers from the bundle.

import type { Config } from "../core/config";
import { fail, ok, type Result } from "../core/problem";
import { sampleEntry } from "../site/sample";
import type { DataLabel, Entry } from "../site/types";
import { validateEntry } from "../site/validate";
import { onDemandLabel, readOnDemand } from "./on-demand";
import { stateFor, type StoreDeps } from "./store-state";
import type { CatalogueSnapshot } from "./store";

// One entry file (largest on the real site ~4 KB); far more is not an entry.
export const MAX_ENTRY_BYTES = 256 * 1024;

export interface EntrySnapshot {
  readonly entry: Entry;
  /** What an answer built from this record says of its data: the catalogue's label, or stale for a stale copy of the file. */
  readonly label: DataLabel;
}

/** The whole published record of entry `id` of `from`; undefined when `from` does not list it (no fetch then). */
export async function getFullEntry(
  config: Config,
  deps: StoreDeps,
  from: CatalogueSnapshot,
  id: string,
): Promise<Result<EntrySnapshot | undefined>> {
  if (!from.catalogue.entryById.has(id)) return ok(undefined);
  if (from.label.source === "sample") {
    const entry = sampleEntry(id);
    return ok(entry === undefined ? undefined : { entry, label: from.label });
  }
  // Held with the catalogue, so as fresh or as stale as it is.
  const record = from.catalogue.recordById?.get(id);
  if (record) return ok({ entry: record, label: from.label });
  const read = await readOnDemand(
    config.dataBaseUrl,
    stateFor(config).entries,
    { key: id, path: `/api/entries/${id}.json`, maxBytes: MAX_ENTRY_BYTES, what: "entry", validate: (raw) => validateEntry(raw, id) },
    deps,
    config.cacheTtlSeconds * 1000,
  );
  if (read.found) {
    // A fresh record keeps the catalogue's label (stale too while the index is: the listing it came through is
    // old); a stale copy of the file says so, with when it was fetched, though the catalogue be live.
    const label = read.fresh ? from.label : onDemandLabel(read, from.label.generated, "entry");
    return ok({ entry: read.copy.value, label });
  }
  if (read.gone) return fail("not_found", `The entry "${id}" is no longer published: the site lists it but no longer serves its file.`, []);
  return fail("upstream_error", `The entry "${id}" is listed but could not be loaded from the site. Try again in a few minutes.`);
}
