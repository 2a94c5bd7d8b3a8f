// The catalogue's part of a snapshot: everything catalogueOfCards builds, beside the search index's part
// (search/api.ts), and back as a Catalogue that answers exactly as the built one. Cards and whole records are
// kept as their JSON text and parsed when first asked for, so a load costs what a search needs, not what every
// entry holds.

import {
  checkedColumnSections,
  columnSections,
  listSection,
  readCheckedColumn,
  readColumn,
  readList,
  readText,
  textSection,
  type SectionOut,
  type SectionSource,
} from "../../core/snapshot-columns";
import { mayNameRemoteMcp, readSearchIndex, searchIndexSections } from "../../search/api";
import type { EntryCard, LinkBase } from "../../site/entry-card";
import type { Category, Entry, LongformSummary, LongformType } from "../../site/types";
import type { Catalogue } from "../catalogue";
import { LazyMap, lazyList, memo } from "./lazy-views";

// The search index's sections use ids below this one (search/index/index-snapshot.ts).
const S = {
  meta: 32,
  cards: 34, // and 35
  recordIds: 36,
  records: 38, // 39 and 40
} as const;

interface CatalogueMeta {
  readonly generated: string | null;
  readonly siteUrl: string;
  readonly categories: readonly Category[];
  /** null when longform.json was not available. */
  readonly longform: readonly LongformSummary[] | null;
  readonly longformGenerated: string | null;
  readonly entries: number;
  /** The link bases cards share; a card's `linkBase` is written as its place here. */
  readonly linkBases: readonly LinkBase[];
  /** How many whole records are kept; null when they are fetched on demand. */
  readonly records: number | null;
}

// Whole records go into a snapshot up to this many entries. They are ~1 KB each, and an encode holds ~2.5× a
// snapshot's bytes for a moment (bench memory mode at 10,000 entries: the building isolate's typed arrays peaked at
// 99 MB with records in its snapshot, 47 MB without). Past it an isolate that loaded the snapshot fetches a whole
// entry when asked, as past FULL_RECORDS_MAX_ENTRIES (store.ts).
export const SNAPSHOT_RECORDS_MAX_ENTRIES = 2_500;

/** The sections of a built catalogue, its search index's included; whole records only up to `recordsMaxEntries`. */
export function catalogueSections(catalogue: Catalogue, recordsMaxEntries = SNAPSHOT_RECORDS_MAX_ENTRIES): SectionOut[] {
  const bases: LinkBase[] = [];
  const baseAt = new Map<LinkBase, number>();
  const entries = catalogue.entries;
  const cardText = (at: number): string => {
    const card = entries[at]!;
    if (card.linkBase === undefined) return JSON.stringify(card);
    let base = baseAt.get(card.linkBase);
    if (base === undefined) baseAt.set(card.linkBase, (base = bases.push(card.linkBase) - 1));
    // Same key order as the card, so a decoded card is the same object to every reader, JSON.stringify included.
    return JSON.stringify({ ...card, linkBase: base });
  };
  const cards = columnSections(S.cards, entries.length, cardText);
  const records = catalogue.recordById === null || catalogue.entries.length > recordsMaxEntries ? null : [...catalogue.recordById];
  const meta: CatalogueMeta = {
    generated: catalogue.generated,
    siteUrl: catalogue.siteUrl,
    categories: catalogue.categories,
    longform: catalogue.longformAvailable ? catalogue.longform : null,
    longformGenerated: catalogue.longformGenerated,
    entries: catalogue.entries.length,
    linkBases: bases,
    records: records === null ? null : records.length,
  };
  const sections = [textSection(S.meta, JSON.stringify(meta)), ...cards, ...searchIndexSections(catalogue.search)];
  if (records !== null) {
    sections.push(
      listSection(
        S.recordIds,
        records.map(([id]) => id),
      ),
      // Whole records are most of a snapshot's bytes (~1 KB an entry) and only get_entry reads one, so each is
      // checked when read instead of hashed at every load; one that fails is fetched from the site instead.
      ...checkedColumnSections(S.records, records.length, (at) => JSON.stringify(records[at]![1])),
    );
  }
  return sections;
}

/** Record `at`, or undefined when its bytes fail their check (getFullEntry then fetches it, as past the records cap). */
function parsedRecord(text: (at: number) => string | null, at: number): Entry | undefined {
  try {
    const json = text(at);
    if (json !== null) return JSON.parse(json) as Entry;
  } catch {
    // Bytes that passed a 32-bit check by chance but are not the record: the same as failing it.
  }
  console.warn(`catalogue snapshot: whole record ${at} failed its check; fetching that entry from the site instead`);
  return undefined;
}

function checkMeta(meta: CatalogueMeta): void {
  const fine =
    typeof meta.siteUrl === "string" &&
    Array.isArray(meta.categories) &&
    (meta.longform === null || Array.isArray(meta.longform)) &&
    Number.isInteger(meta.entries) &&
    meta.entries >= 0 &&
    Array.isArray(meta.linkBases) &&
    (meta.records === null || (Number.isInteger(meta.records) && meta.records >= 0));
  if (!fine) throw new RangeError("catalogue meta");
}

/**
 * The catalogue of a verified snapshot. Throws when its sections are not a consistent catalogue (the caller
 * treats that as no snapshot); nothing it returns throws later for a reason this check could have seen.
 */
export function readCatalogue(source: SectionSource): Catalogue {
  const meta = JSON.parse(readText(source, S.meta)) as CatalogueMeta;
  checkMeta(meta);
  const n = meta.entries;
  const items = meta.longform ?? [];
  const cardText = readColumn(source, S.cards, n);
  const linkBases = meta.linkBases;
  const cardAt = memo(n, (at): EntryCard => {
    const card = JSON.parse(cardText(at)) as { linkBase?: number | LinkBase };
    if (typeof card.linkBase === "number") card.linkBase = linkBases[card.linkBase];
    return card as EntryCard;
  });
  const search = readSearchIndex(source, { entry: cardAt, longform: (at) => items[at - n]! });
  if (search.docs.length !== n + items.length) throw new RangeError("docs are not the entries and long-form items");
  const entryKind = search.kinds.indexOf("entry");
  for (let at = 0; at < search.kindOf.length; at++) {
    if ((search.kindOf[at] === entryKind) !== at < n) throw new RangeError("docs are not the entries, then long-form items");
  }
  let recordById: LazyMap<Entry> | null = null;
  if (meta.records !== null) {
    const ids = readList(source, S.recordIds, meta.records);
    const recordText = readCheckedColumn(source, S.records, meta.records);
    recordById = new LazyMap(
      ids,
      memo(meta.records, (at) => parsedRecord(recordText, at)),
    );
  }
  const entryIds = search.docs.slice(0, n).map((doc) => doc.id);
  const categoryBySlug = new Map<string, Category>();
  for (const category of meta.categories) categoryBySlug.set(category.slug, category);
  const longformByKey = new Map<string, LongformSummary>();
  for (const item of items) longformByKey.set(`${item.type}:${item.id}`, item);
  return {
    generated: meta.generated,
    siteUrl: meta.siteUrl,
    entries: lazyList(n, cardAt),
    entryById: new LazyMap(entryIds, cardAt),
    recordById,
    categories: meta.categories,
    categoryBySlug,
    longform: items,
    longformAvailable: meta.longform !== null,
    longformGenerated: meta.longform !== null ? meta.longformGenerated : null,
    search,
    longformItem: (type: LongformType, id: string) => longformByKey.get(`${type}:${id}`),
    mayHaveRemoteMcp: (at: number) => mayNameRemoteMcp(search, at),
  };
}
