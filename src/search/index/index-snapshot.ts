// The search index's part of a catalogue snapshot (catalog/snapshot/): what the build produced, as sections, and
// back as a SearchIndex whose typed arrays are views on the snapshot's buffer. A loaded index tokenizes nothing
// and sorts nothing: the ids, folded names and vocabulary are decoded at load (every query compares them), each
// doc's other text when it is first read, and the tie-break order (top-k.ts) comes computed.

import type { EntryCard } from "../../site/entry-card";
import type { LongformSummary } from "../../site/types";
import { MAX_DOCS } from "./postings";
import type { DocKind, SearchDoc, SearchIndex } from "./search-index";
import {
  checkBelow,
  checkStarts,
  columnSections,
  i32Section,
  listSection,
  readColumn,
  readList,
  readText,
  textSection,
  u16Section,
  u32Section,
  u8Section,
  type SectionOut,
  type SectionSource,
} from "../../core/snapshot-columns";
import { tieRanksOf } from "./tie-ranks";

// Section ids 1-31 are the index's; the catalogue's own start above (catalog/snapshot/catalogue-codec.ts).
const S = {
  meta: 1,
  vocabulary: 2,
  postingStart: 3,
  postingData: 4,
  kindOf: 5,
  categoryOf: 6,
  continuousDocs: 7,
  typoTokens: 8,
  typoLetters: 9,
  stemRoots: 10,
  stemCounts: 11,
  stemMembers: 12,
  ids: 13,
  nameTexts: 14,
  tagTable: 15,
  tagStart: 16,
  tagIds: 17,
  tieRanks: 18,
  facts: 19,
  names: 20, // and 21
  summaryTexts: 22, // and 23
  descriptions: 24, // and 25
  makers: 26,
  makerOf: 27,
} as const;

// The number filterCodes (build-index.ts) gives docs without a category.
const NO_CATEGORY = 0xffff;
// Posting bits below the doc number (postings.ts encodes doc << 8 | bits).
const DOC_SHIFT = 8;

interface IndexMeta {
  readonly docs: number;
  readonly kinds: DocKind[];
  readonly categories: string[];
  /** How many values the lists without one per doc hold (a list of one empty value is not an empty list). */
  readonly vocabulary: number;
  readonly tagTable: number;
  readonly stemRoots: number;
  readonly makers: number;
}

/** The sections of a built index. */
export function searchIndexSections(index: SearchIndex): SectionOut[] {
  const docs = index.docs;
  const tagCode = new Map<string, number>();
  const tagTable: string[] = [];
  const tagStart = new Uint32Array(docs.length + 1);
  const tagIds: number[] = [];
  docs.forEach((doc, at) => {
    for (const tag of doc.tags) {
      let code = tagCode.get(tag);
      if (code === undefined) tagCode.set(tag, (code = tagTable.push(tag) - 1));
      tagIds.push(code);
    }
    tagStart[at + 1] = tagIds.length;
  });
  const stemRoots: string[] = [];
  const stemCounts: number[] = [];
  const stemMembers: number[] = [];
  for (const [root, members] of index.signals.stems) {
    stemRoots.push(root);
    stemCounts.push(members.length);
    stemMembers.push(...members);
  }
  const meta: IndexMeta = {
    docs: docs.length,
    kinds: [...index.kinds],
    categories: [...index.categories],
    vocabulary: index.vocabulary.length,
    tagTable: tagTable.length,
    stemRoots: stemRoots.length,
    makers: index.makers.length,
  };
  return [
    textSection(S.meta, JSON.stringify(meta)),
    listSection(S.vocabulary, index.vocabulary),
    u32Section(S.postingStart, index.postingStart),
    u32Section(S.postingData, index.postingData),
    u8Section(S.kindOf, index.kindOf),
    u16Section(S.categoryOf, index.categoryOf),
    i32Section(S.continuousDocs, Int32Array.from(index.continuousDocs)),
    i32Section(S.typoTokens, index.signals.typoTokens),
    u32Section(S.typoLetters, index.signals.typoLetters),
    listSection(S.stemRoots, stemRoots),
    u32Section(S.stemCounts, Uint32Array.from(stemCounts)),
    u32Section(S.stemMembers, Uint32Array.from(stemMembers)),
    listSection(
      S.ids,
      docs.map((d) => d.id),
    ),
    listSection(
      S.nameTexts,
      docs.map((d) => d.nameText),
    ),
    listSection(S.tagTable, tagTable),
    u32Section(S.tagStart, tagStart),
    u32Section(S.tagIds, Uint32Array.from(tagIds)),
    i32Section(S.tieRanks, tieRanksOf(index)),
    u32Section(S.facts, index.facts),
    listSection(S.makers, index.makers),
    u32Section(S.makerOf, index.makerOf),
    ...columnSections(S.names, docs.length, (at) => docs[at]!.name),
    ...columnSections(S.summaryTexts, docs.length, (at) => docs[at]!.summaryText),
    ...columnSections(S.descriptions, docs.length, (at) => docs[at]!.description),
  ];
}

/** What a doc points at, which the catalogue's part of the snapshot holds. */
export interface DocSources {
  entry(at: number): EntryCard;
  longform(at: number): LongformSummary;
}

/**
 * The index of a verified snapshot. Throws (a RangeError or a SyntaxError) when the sections do not hold a
 * consistent index: counts that disagree, postings or codes out of range, starts that go backwards.
 */
export function readSearchIndex(source: SectionSource, sources: DocSources): SearchIndex {
  const meta = JSON.parse(readText(source, S.meta)) as IndexMeta;
  const n = meta.docs;
  if (!Number.isInteger(n) || n < 0 || n > MAX_DOCS || !Array.isArray(meta.kinds) || !Array.isArray(meta.categories)) {
    throw new RangeError("index meta");
  }
  const vocabulary = readList(source, S.vocabulary, meta.vocabulary);
  const postingStart = source.u32(S.postingStart);
  const postingData = source.u32(S.postingData);
  checkStarts(postingStart, vocabulary.length, postingData.length, S.postingStart);
  checkBelow(postingData, n << DOC_SHIFT, S.postingData);
  const kindOf = source.u8(S.kindOf);
  const categoryOf = source.u16(S.categoryOf);
  if (kindOf.length !== n || categoryOf.length !== n) throw new RangeError("filter codes");
  checkBelow(kindOf, meta.kinds.length, S.kindOf);
  for (const code of categoryOf) if (code >= meta.categories.length && code !== NO_CATEGORY) throw new RangeError("category code");
  const continuousDocs = Array.from(source.i32(S.continuousDocs));
  checkBelow(continuousDocs, n, S.continuousDocs);
  const typoTokens = source.i32(S.typoTokens);
  const typoLetters = source.u32(S.typoLetters);
  checkBelow(typoTokens, vocabulary.length, S.typoTokens);
  if (typoLetters.length !== typoTokens.length) throw new RangeError("typo letters");
  const stems = readStems(source, vocabulary.length, meta.stemRoots);
  const ids = readList(source, S.ids, n);
  const nameTexts = readList(source, S.nameTexts, n);
  const tagTable = readList(source, S.tagTable, meta.tagTable);
  const tagStart = source.u32(S.tagStart);
  const tagIds = source.u32(S.tagIds);
  checkStarts(tagStart, n, tagIds.length, S.tagStart);
  checkBelow(tagIds, tagTable.length, S.tagIds);
  const tieRanks = source.i32(S.tieRanks);
  if (tieRanks.length !== n) throw new RangeError("tie ranks");
  const facts = source.u32(S.facts);
  if (facts.length !== n) throw new RangeError("facts");
  const makers = readList(source, S.makers, meta.makers);
  const makerOf = source.u32(S.makerOf);
  if (makerOf.length !== n) throw new RangeError("makers");
  checkBelow(makerOf, makers.length + 1, S.makerOf);
  const names = readColumn(source, S.names, n);
  const summaryTexts = readColumn(source, S.summaryTexts, n);
  const descriptions = readColumn(source, S.descriptions, n);
  const tags: (readonly string[] | undefined)[] = new Array(n);
  const kinds = meta.kinds;
  const categories = meta.categories;

  // The query code reads docs through SearchDoc's fields; these are getters over the sections, each string
  // decoded once, when first read.
  class LoadedDoc implements SearchDoc {
    private nameValue: string | undefined;
    private summaryValue: string | undefined;
    private descriptionValue: string | undefined;
    private card: EntryCard | LongformSummary | undefined;
    constructor(private readonly at: number) {}
    get kind(): DocKind {
      return kinds[kindOf[this.at]!]!;
    }
    get id(): string {
      return ids[this.at]!;
    }
    get nameText(): string {
      return nameTexts[this.at]!;
    }
    get sortKey(): string {
      return `${nameTexts[this.at]!}\u0000${ids[this.at]!}`;
    }
    get category(): string | null {
      const code = categoryOf[this.at]!;
      return code === NO_CATEGORY ? null : categories[code]!;
    }
    get name(): string {
      return (this.nameValue ??= names(this.at));
    }
    get summaryText(): string {
      return (this.summaryValue ??= summaryTexts(this.at));
    }
    get description(): string {
      return (this.descriptionValue ??= descriptions(this.at));
    }
    get tags(): readonly string[] {
      const at = this.at;
      let list = tags[at];
      if (list === undefined) {
        const out: string[] = [];
        for (let t = tagStart[at]!; t < tagStart[at + 1]!; t++) out.push(tagTable[tagIds[t]!]!);
        tags[at] = list = out;
      }
      return list;
    }
    get entry(): EntryCard | null {
      if (this.kind !== "entry") return null;
      return (this.card ??= sources.entry(this.at)) as EntryCard;
    }
    get longform(): LongformSummary | null {
      if (this.kind === "entry") return null;
      return (this.card ??= sources.longform(this.at)) as LongformSummary;
    }
  }

  const docs: SearchDoc[] = new Array<SearchDoc>(n);
  for (let at = 0; at < n; at++) docs[at] = new LoadedDoc(at);
  return {
    docs,
    vocabulary,
    postingStart,
    postingData,
    continuousDocs,
    kindOf,
    categoryOf,
    kinds,
    categories,
    facts,
    makerOf,
    makers,
    signals: { stems, typoTokens, typoLetters },
    tieRanks,
  };
}

function readStems(source: SectionSource, vocabularySize: number, count: number): Map<string, number[]> {
  const roots = readList(source, S.stemRoots, count);
  const counts = source.u32(S.stemCounts);
  const members = source.u32(S.stemMembers);
  if (counts.length !== roots.length) throw new RangeError("stem counts");
  checkBelow(members, vocabularySize, S.stemMembers);
  const stems = new Map<string, number[]>();
  let m = 0;
  for (let i = 0; i < roots.length; i++) {
    const end = m + counts[i]!;
    if (end > members.length) throw new RangeError("stem members");
    stems.set(roots[i]!, Array.from(members.subarray(m, end)));
    m = end;
  }
  if (m !== members.length) throw new RangeError("stem members");
  return stems;
}
