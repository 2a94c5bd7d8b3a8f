// A listing instead of a ranking, for a search with filters but no words: every doc the filters hold, by name
// (lower-cased name, then id, as the live service sorts).

import type { DocKind, SearchDoc, SearchIndex } from "../index/api";
import { fold } from "../words/api";

export interface ListingFilters {
  readonly type: "all" | DocKind;
  readonly category: string | undefined;
  readonly tags: readonly string[];
}

// Every doc of an index in listing order, built once per index.
const listingOrder = new WeakMap<SearchIndex, readonly SearchDoc[]>();

function byName(index: SearchIndex): readonly SearchDoc[] {
  let docs = listingOrder.get(index);
  if (!docs) {
    const keyed = index.docs.map((doc) => ({ doc, key: doc.name.toLowerCase() }));
    keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.doc.id < b.doc.id ? -1 : a.doc.id > b.doc.id ? 1 : 0));
    docs = keyed.map((item) => item.doc);
    listingOrder.set(index, docs);
  }
  return docs;
}

/** Every doc the filters leave, by name. */
export function listByName(index: SearchIndex, filters: ListingFilters): readonly SearchDoc[] {
  const { type, category } = filters;
  const wanted = filters.tags.map((tag) => fold(tag));
  return byName(index).filter(
    (doc) =>
      (type === "all" || doc.kind === type) &&
      (category === undefined || doc.category === category) &&
      wanted.every((tag) => doc.tags.includes(tag)),
  );
}
