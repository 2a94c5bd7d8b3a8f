// Builds the search index (search-index.ts), once per loaded catalogue.
//
// Built for a cold start that costs little more than the JSON.parse before it (measured in
// docs/benchmarks.md): tokens are interned once in one Map, each document's fields are OR-ed in a flat
// per-token scratch array instead of a Map per document, and postings end up in one typed array ordered by
// token (postingStart[i] .. postingStart[i + 1] belong to vocabulary[i]), so the index holds a few large
// arrays rather than one small array per token.

import type { EntryCard } from "../../site/entry-card";
import type { Category, LongformSummary, LongformType } from "../../site/types";
import { encodePosting, EXACT, FIELD, MAX_DOCS } from "./postings";
import { factsOf } from "./facts";
import { makerCodes } from "./makers";
import type { DocKind, SearchDoc, SearchIndex } from "./search-index";
import { deriveSignals } from "./signals";
import { fold, hasContinuousScript, isFolded, isOneWord, tokenize, wordsOf } from "../words/api";

const LONGFORM_KIND_WORDS: Readonly<Record<LongformType, string>> = {
  guide: "guide guides how to",
  comparison: "comparison compare versus vs",
  stack: "stack stacks",
  skill: "skill skills agent skill",
};

// Starting sizes of the build's growable arrays; they double as needed.
const INITIAL_TERMS = 1024;
const INITIAL_POSTINGS = 16 * 1024;
// Distinct tokens per document, measured on the real catalogue (~25) with room: sizes the posting buffers.
const POSTINGS_PER_DOC = 40;

/** Collects (token, doc, bits) while documents are read; one instance per build. */
class Builder {
  private readonly termOf = new Map<string, number>();
  private readonly terms: string[] = [];
  /** Per token: the bits of the document being read. */
  private pending = new Uint8Array(INITIAL_TERMS);
  /** Per token: whether it is in any name, id or tag (a typo target). */
  private nameIdTag = new Uint8Array(INITIAL_TERMS);
  private readonly docTerms: number[] = [];
  /** The words the last markWords found, in order. */
  private words: readonly string[] = [];
  private pairTerm: Int32Array;
  private pairPosting: Uint32Array;
  private pairs = 0;

  constructor(expectedDocs: number) {
    const size = Math.max(INITIAL_POSTINGS, expectedDocs * POSTINGS_PER_DOC);
    this.pairTerm = new Int32Array(size);
    this.pairPosting = new Uint32Array(size);
  }

  /** Marks one token on the document being read. */
  mark(token: string, bits: number): void {
    let term = this.termOf.get(token);
    if (term === undefined) {
      term = this.terms.length;
      this.terms.push(token);
      this.termOf.set(token, term);
      if (term >= this.pending.length) {
        this.pending = grow(this.pending, term + 1);
        this.nameIdTag = grow(this.nameIdTag, term + 1);
      }
    }
    if (this.pending[term] === 0) this.docTerms.push(term);
    this.pending[term]! |= bits;
  }

  markAll(tokens: readonly string[], bits: number): void {
    for (let i = 0; i < tokens.length; i++) this.mark(tokens[i]!, bits);
  }

  /** Marks the words of `text` (split by tokenize, or by wordsOf when it is `folded`); returns how many. */
  markWords(text: string, bits: number, folded = false): number {
    this.words = folded ? wordsOf(text) : tokenize(text);
    this.markAll(this.words, bits);
    return this.words.length;
  }

  /** The words of the last markWords joined by one space (folded text for phrase checks). */
  joinWords(): string {
    return this.words.join(" ");
  }

  /** Marks the last markWords' only word, if it had exactly one. */
  markOnlyWord(bits: number): void {
    if (this.words.length === 1) this.mark(this.words[0]!, bits);
  }

  /** Marks an id's segments (FIELD.ID) and, for an id of one segment, the id itself (EXACT.WHOLE). */
  markId(id: string): void {
    const segments = id.split("-");
    this.markAll(segments, FIELD.ID);
    if (segments.length === 1) this.mark(id, EXACT.WHOLE);
  }

  /** Turns the current document's marks into postings. */
  flush(doc: number): void {
    const needed = this.pairs + this.docTerms.length;
    if (needed > this.pairTerm.length) {
      const size = Math.max(needed, this.pairTerm.length * 2);
      const pairTerm = new Int32Array(size);
      pairTerm.set(this.pairTerm);
      this.pairTerm = pairTerm;
      const pairPosting = new Uint32Array(size);
      pairPosting.set(this.pairPosting);
      this.pairPosting = pairPosting;
    }
    for (const term of this.docTerms) {
      const bits = this.pending[term]!;
      if (bits & (FIELD.NAME | FIELD.ID | FIELD.TAG)) this.nameIdTag[term] = 1;
      this.pairTerm[this.pairs] = term;
      this.pairPosting[this.pairs] = encodePosting(doc, bits);
      this.pairs++;
      this.pending[term] = 0;
    }
    this.docTerms.length = 0;
  }

  /** Sorted vocabulary and postings grouped by token (a counting sort over the collected pairs). */
  finish(): { vocabulary: string[]; postingStart: Uint32Array; postingData: Uint32Array; nameIdTag: Uint8Array } {
    const terms = this.terms;
    const vocabulary = terms.slice().sort();
    const rankOf = new Int32Array(terms.length);
    for (let rank = 0; rank < vocabulary.length; rank++) rankOf[this.termOf.get(vocabulary[rank]!)!] = rank;
    const postingStart = new Uint32Array(vocabulary.length + 1);
    for (let i = 0; i < this.pairs; i++) postingStart[rankOf[this.pairTerm[i]!]! + 1]!++;
    for (let rank = 0; rank < vocabulary.length; rank++) postingStart[rank + 1]! += postingStart[rank]!;
    const next = postingStart.slice(0, vocabulary.length);
    const postingData = new Uint32Array(this.pairs);
    for (let i = 0; i < this.pairs; i++) postingData[next[rankOf[this.pairTerm[i]!]!]!++] = this.pairPosting[i]!;
    const nameIdTag = new Uint8Array(vocabulary.length);
    for (let term = 0; term < terms.length; term++) nameIdTag[rankOf[term]!] = this.nameIdTag[term]!;
    return { vocabulary, postingStart, postingData, nameIdTag };
  }
}

function grow(array: Uint8Array, least: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(Math.max(least, array.length * 2));
  out.set(array);
  return out;
}

/** Tag words (FIELD.TAG), and a tag that is one whole word also as EXACT.TAG. */
function markTags(builder: Builder, tags: readonly string[]): void {
  if (tags.length === 0) return;
  // All of a doc's tags in one pass: a space splits words exactly as the end of a tag does.
  builder.markWords(tags.join(" "), FIELD.TAG, true);
  for (const tag of tags) if (isOneWord(tag)) builder.mark(tag, EXACT.TAG);
}

/** Folded tags; the published array itself when folding changes none of them (the usual case). */
function foldTags(tags: readonly string[]): readonly string[] {
  return tags.length === 0 || isFolded(tags.join(" ")) ? tags : tags.map(fold);
}

/** A document's name: FIELD.NAME words, EXACT.WHOLE for a name of one word; returns the folded name text. */
function markName(builder: Builder, name: string): string {
  builder.markWords(name, FIELD.NAME);
  builder.markOnlyWord(EXACT.WHOLE);
  return builder.joinWords();
}

// Category numbers fit in 16 bits; this one means "no category" (long-form items).
const NO_CATEGORY = 0xffff;

function filterCodes(docs: readonly SearchDoc[]): Pick<SearchIndex, "kindOf" | "categoryOf" | "kinds" | "categories"> {
  const kinds: DocKind[] = [];
  const categories: string[] = [];
  const kindCode = new Map<DocKind, number>();
  const categoryCode = new Map<string, number>();
  const kindOf = new Uint8Array(docs.length);
  const categoryOf = new Uint16Array(docs.length);
  docs.forEach((doc, at) => {
    let kind = kindCode.get(doc.kind);
    if (kind === undefined) {
      kind = kinds.push(doc.kind) - 1;
      kindCode.set(doc.kind, kind);
    }
    kindOf[at] = kind;
    let category = doc.category === null ? NO_CATEGORY : categoryCode.get(doc.category);
    if (category === undefined) {
      if (categories.length >= NO_CATEGORY) throw new RangeError(`more than ${NO_CATEGORY} categories to index`);
      category = categories.push(doc.category!) - 1;
      categoryCode.set(doc.category!, category);
    }
    categoryOf[at] = category;
  });
  return { kindOf, categoryOf, kinds, categories };
}

export function buildSearchIndex(
  entries: readonly EntryCard[],
  categories: readonly Category[],
  longform: readonly LongformSummary[],
): SearchIndex {
  if (entries.length + longform.length > MAX_DOCS) throw new RangeError(`more than ${MAX_DOCS} documents to index`);
  const categoryWords = new Map<string, string[]>();
  for (const category of categories) {
    categoryWords.set(category.slug, [...new Set([...tokenize(category.slug), ...tokenize(category.name)])]);
  }

  const builder = new Builder(entries.length + longform.length);
  const docs: SearchDoc[] = [];
  const continuousDocs: number[] = [];
  // Long-form items publish none of the fields facts are read from: theirs stay 0.
  const facts = new Uint32Array(entries.length + longform.length);

  for (const entry of entries) {
    const description = entry.description ?? "";
    const tags = foldTags(entry.tags ?? []);
    const nameText = markName(builder, entry.name);
    builder.markId(entry.id);
    markTags(builder, tags);
    builder.markWords(entry.summary, FIELD.SUMMARY);
    const summaryText = builder.joinWords();
    builder.markAll(categoryWords.get(entry.category) ?? tokenize(entry.category), FIELD.CATEGORY);
    if (description) builder.markWords(description, FIELD.DESCRIPTION);
    const index = docs.length;
    builder.flush(index);
    facts[index] = factsOf(entry, tags);
    docs.push({
      kind: "entry",
      id: entry.id,
      name: entry.name,
      nameText,
      tags,
      category: entry.category,
      summaryText,
      description,
      sortKey: `${nameText}\u0000${entry.id}`,
      entry,
      longform: null,
    });
    if (hasContinuousScript(entry.name) || hasContinuousScript(entry.summary) || hasContinuousScript(description)) {
      continuousDocs.push(index);
    }
  }

  for (const item of longform) {
    const tags = foldTags(item.tags);
    const nameText = markName(builder, item.title);
    builder.markId(item.id);
    markTags(builder, tags);
    builder.markWords(item.summary, FIELD.SUMMARY);
    const summaryText = builder.joinWords();
    builder.markAll(wordsOf(LONGFORM_KIND_WORDS[item.type]), FIELD.CATEGORY);
    const index = docs.length;
    builder.flush(index);
    docs.push({
      kind: item.type,
      id: item.id,
      name: item.title,
      nameText,
      tags,
      category: null,
      summaryText,
      description: "",
      sortKey: `${nameText}\u0000${item.id}`,
      entry: null,
      longform: item,
    });
    if (hasContinuousScript(item.title) || hasContinuousScript(item.summary)) continuousDocs.push(index);
  }

  const { vocabulary, postingStart, postingData, nameIdTag } = builder.finish();
  return {
    docs,
    vocabulary,
    postingStart,
    postingData,
    continuousDocs,
    ...filterCodes(docs),
    facts,
    ...makerCodes(docs),
    signals: deriveSignals(vocabulary, nameIdTag),
  };
}
