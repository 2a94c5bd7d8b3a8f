// Long-form items (one guide, comparison, stack or skill with its body), fetched on demand when a tool asks
// for one, under the same rules as the index copy: a memo with a TTL, one fetch per item however many ask at
// once, the Cache API copy or the last good copy (labelled stale) when the site fails, a back-off after a
// failure, and the bundled sample's items while only the sample is held.

import type { Config } from "../core/config";
import { fail, ok, type Result } from "../core/problem";
import { onDemandLabel, readOnDemand } from "./on-demand";
import { stateFor, type StoreDeps } from "./store-state";
import type { CatalogueSnapshot } from "./store";
import { sampleItem } from "../site/sample";
import { LONGFORM_ROUTES, type DataLabel, type LongformItem, type LongformType } from "../site/types";
import { validateLongformItem } from "../site/validate";

// One guide, comparison, stack or skill with markdown, raw and html (largest today ~70 KB).
export const MAX_ITEM_BYTES = 2 * 1024 * 1024;

export interface ItemSnapshot {
  readonly item: LongformItem;
  readonly label: DataLabel;
}

/**
 * One long-form item (already known to be published in `from`). Fetched on demand through the same
 * memo, Cache API and stale rules as the index; the sample catalogue answers from its bundled items.
 */
export async function getLongformItem(
  config: Config,
  deps: StoreDeps,
  from: CatalogueSnapshot,
  type: LongformType,
  id: string,
): Promise<Result<ItemSnapshot>> {
  if (from.label.source === "sample") {
    const item = sampleItem(type, id);
    if (item) return ok({ item, label: from.label });
    // Only the sample is held: the item may well exist on the site, so this is an outage, not a miss.
    return fail(
      "upstream_error",
      `The directory site could not be reached and the small bundled sample has no ${type} "${id}". Try again in a few minutes.`,
    );
  }
  const read = await readOnDemand(
    config.dataBaseUrl,
    stateFor(config).longformItems,
    {
      key: `${type}:${id}`,
      path: `/api/longform/${LONGFORM_ROUTES[type]}/${id}.json`,
      maxBytes: MAX_ITEM_BYTES,
      what: "long-form item",
      validate: (raw) => validateLongformItem(raw, type, id),
    },
    deps,
    config.cacheTtlSeconds * 1000,
  );
  if (!read.found) {
    if (read.gone) {
      return fail("not_found", `The ${type} "${id}" is no longer published: the site lists it but no longer serves its file.`, []);
    }
    return fail("upstream_error", `The ${type} "${id}" is listed but could not be loaded from the site. Try again in a few minutes.`);
  }
  return ok({ item: read.copy.value, label: onDemandLabel(read, from.label.generated, type) });
}
