// What the resource modules read of a loaded catalogue: a narrow view of src/catalog/catalogue.ts's Catalogue
// (what the wiring passes), so they stay pure functions over data and tests can hand them a plain object.

import type { Catalogue } from "../catalog/catalogue";

/** The site's data: build time, origin, entries, categories and long-form items, in the site's order. */
export type DirectorySource = Pick<
  Catalogue,
  "generated" | "siteUrl" | "entries" | "entryById" | "categories" | "categoryBySlug" | "longform"
>;

/** A source with its search index, for completion's "did you mean" tier. */
export type SearchableSource = DirectorySource & Pick<Catalogue, "search">;
