// What the resource modules read of a loaded catalogue: a narrow view, so they stay pure functions over data
// (src/catalog/catalogue.ts's Catalogue has every field, and is what the wiring passes).

import type { Category, Entry, LongformSummary } from "../site/types";
import type { SearchIndex } from "../search/api";

export interface DirectorySource {
  /** The index's build time, when it has one. */
  readonly generated: string | null;
  /** The site's origin, for page links the data does not carry. */
  readonly siteUrl: string;
  /** In index order. */
  readonly entries: readonly Entry[];
  readonly entryById: ReadonlyMap<string, Entry>;
  readonly categories: readonly Category[];
  readonly categoryBySlug: ReadonlyMap<string, Category>;
  /** Published long-form items, in the site's order. */
  readonly longform: readonly LongformSummary[];
}

/** A source with its search index, for completion's "did you mean" tier. */
export interface SearchableSource extends DirectorySource {
  readonly search: SearchIndex;
}
