// What a request is answered from in each state, at a given time, and the label that says where it came from:
// live within the TTL (and the back-off's grace), stale while the site fails, an error once the copy is older
// than a week, the bundled sample while nothing good is held. Pure, like the transition function.

import { fail, ok, type Result } from "../../core/problem";
import type { DataLabel } from "../../site/types";
import type { Catalogue } from "../catalogue";
import { FAILURE_RETRY_MS, iso, MAX_STALE_MS } from "../store-state";
import { failingOf, heldOf, type Held, type Life } from "./states";

export interface CatalogueSnapshot {
  readonly catalogue: Catalogue;
  readonly label: DataLabel;
}

function liveLabel(held: Held): DataLabel {
  const label: DataLabel = { source: "live", generated: held.catalogue.generated, fetched_at: iso(held.fetchedAt) };
  if (!held.catalogue.longformAvailable) {
    label.notice = "The long-form index (guides, comparisons, stacks, skills) could not be loaded; directory entries are complete.";
  }
  return label;
}

/** The catalogue a request gets from `life` at `now`; `sample` gives the bundled one (built only when it answers). */
export function answer(life: Life, now: number, ttlMs: number, sample: () => Catalogue): Result<CatalogueSnapshot> {
  const good = heldOf(life);
  if (good) {
    const age = now - good.fetchedAt;
    if (!failingOf(life) && age < ttlMs + FAILURE_RETRY_MS) return ok({ catalogue: good.catalogue, label: liveLabel(good) });
    if (age <= MAX_STALE_MS) {
      return ok({
        catalogue: good.catalogue,
        label: {
          source: "stale",
          generated: good.catalogue.generated,
          fetched_at: iso(good.fetchedAt),
          notice: `The directory site could not be reached just now; this is the last good copy, fetched ${iso(good.fetchedAt)}.`,
        },
      });
    }
    return fail(
      "upstream_error",
      `The directory's data could not be loaded from the site, and the last good copy (fetched ${iso(good.fetchedAt)}) is too old to serve. Try again in a few minutes.`,
    );
  }
  const catalogue = sample();
  return ok({
    catalogue,
    label: {
      source: "sample",
      generated: catalogue.generated,
      fetched_at: null,
      notice:
        "The directory site could not be reached and no copy of it is held, so this answer comes from the small sample catalogue bundled with the server, not the live directory.",
    },
  });
}
