// Everything the tools read, built once per loaded copy of the site's data.

import { buildSearchIndex, MAX_DOCS, type SearchIndex } from "../search/api";
import { CardMaker, type EntryCard } from "../site/entry-card";
import type { Category, Entry, LongformSummary, LongformType, SiteIndex } from "../site/types";

/** A validated index whose entries are already reduced to cards (what the streaming reader yields). */
export interface SiteCards extends Omit<SiteIndex, "entries"> {
  readonly entries: readonly EntryCard[];
  /** The whole records too, when the index is small enough to keep them (FULL_RECORDS_MAX_ENTRIES, store.ts). */
  readonly records?: readonly Entry[];
}

export interface Catalogue {
  /** The index's build time, when it has one. */
  readonly generated: string | null;
  /** The site's origin, for page links the data does not carry. */
  readonly siteUrl: string;
  /** In index order; what ranking and hits need of each. */
  readonly entries: readonly EntryCard[];
  readonly entryById: ReadonlyMap<string, EntryCard>;
  /** Every whole record by id when the index is small enough to keep them; null when they are fetched on demand. */
  readonly recordById: ReadonlyMap<string, Entry> | null;
  readonly categories: readonly Category[];
  readonly categoryBySlug: ReadonlyMap<string, Category>;
  /** Published long-form items, in the site's order. */
  readonly longform: readonly LongformSummary[];
  /** False when longform.json could not be loaded: long-form lookups then say so instead of "not found". */
  readonly longformAvailable: boolean;
  /** longform.json's build time, when it was loaded and says. */
  readonly longformGenerated: string | null;
  /** Built on first use (a lookup by id needs none of it); a snapshot-loaded catalogue has it from the start. */
  readonly search: SearchIndex;
  longformItem(type: LongformType, id: string): LongformSummary | undefined;
  /**
   * Whether entry `at` may name a remote MCP endpoint: false only when that is known without its card (a snapshot's
   * search index says), so a pass over endpoints decodes only the cards that may have one; a built catalogue, whose
   * cards are at hand, says true.
   */
  mayHaveRemoteMcp(at: number): boolean;
}

export function buildCatalogue(
  site: SiteIndex,
  longform: readonly LongformSummary[] | null,
  longformGenerated: string | null = null,
): Catalogue {
  const maker = new CardMaker();
  return catalogueOfCards(
    { ...site, entries: site.entries.map((entry) => maker.card(entry)), records: site.entries },
    longform,
    longformGenerated,
  );
}

export function catalogueOfCards(
  site: SiteCards,
  longform: readonly LongformSummary[] | null,
  longformGenerated: string | null = null,
): Catalogue {
  const entryById = new Map<string, EntryCard>();
  for (const entry of site.entries) entryById.set(entry.id, entry);
  let recordById: Map<string, Entry> | null = null;
  if (site.records) {
    recordById = new Map();
    for (const record of site.records) recordById.set(record.id, record);
  }
  const categoryBySlug = new Map<string, Category>();
  for (const category of site.categories) categoryBySlug.set(category.slug, category);
  const items = longform ?? [];
  // Checked here, not where the index is built on first use: a catalogue too large to index is refused at load.
  if (site.entries.length + items.length > MAX_DOCS) throw new RangeError(`more than ${MAX_DOCS} documents to index`);
  let search: SearchIndex | null = null;
  const longformByKey = new Map<string, LongformSummary>();
  for (const item of items) longformByKey.set(`${item.type}:${item.id}`, item);
  return {
    generated: site.generated,
    siteUrl: site.siteUrl,
    entries: site.entries,
    entryById,
    recordById,
    categories: site.categories,
    categoryBySlug,
    longform: items,
    longformAvailable: longform !== null,
    longformGenerated: longform !== null ? longformGenerated : null,
    // The index is most of a load's CPU (~60 % at 10,000 entries): an isolate whose first request is get_entry
    // answers without it, and a search pays for it as before.
    get search(): SearchIndex {
      search ??= buildSearchIndex(site.entries, site.categories, items);
      return search;
    },
    longformItem: (type, id) => longformByKey.get(`${type}:${id}`),
    mayHaveRemoteMcp: () => true,
  };
}
