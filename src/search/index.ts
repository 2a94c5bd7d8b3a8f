// The search index, built once per loaded catalogue: folded fields per document and an inverted index
// from word tokens to the documents and fields that contain them (prefix lookups by binary search).

import type { Category, Entry, LongformSummary, LongformType } from "../catalog/types";
import { fold, hasContinuousScript, tokenize, wordsOf } from "./text";

export type DocKind = "entry" | LongformType;

/** Bit flags for the fields a token occurs in. */
export const FIELD = { NAME: 1, TAG: 2, SUMMARY: 4, CATEGORY: 8, DESCRIPTION: 16, ID: 32 } as const;
const FIELD_BITS = 6;

export interface SearchDoc {
  readonly kind: DocKind;
  readonly id: string;
  readonly name: string;
  /** Folded name tokens joined by one space, for exact-name and phrase checks. */
  readonly nameText: string;
  readonly idSegments: readonly string[];
  /** Folded tags as published (kebab-case). */
  readonly tags: readonly string[];
  readonly category: string | null;
  readonly summaryText: string;
  readonly description: string;
  /** Tie-break key: folded name, then id. */
  readonly sortKey: string;
  readonly entry: Entry | null;
  readonly longform: LongformSummary | null;
}

export interface SearchIndex {
  readonly docs: readonly SearchDoc[];
  /** Sorted, unique word tokens. */
  readonly vocabulary: readonly string[];
  /** postings[i] belongs to vocabulary[i]: doc index << FIELD_BITS | field mask. */
  readonly postings: readonly (readonly number[])[];
  /** Docs containing text in scripts without word spaces (matched by substring instead of word prefix). */
  readonly continuousDocs: readonly number[];
}

const LONGFORM_KIND_WORDS: Readonly<Record<LongformType, string>> = {
  guide: "guide guides how to",
  comparison: "comparison compare versus vs",
  stack: "stack stacks",
  skill: "skill skills agent skill",
};

export function encodePosting(doc: number, mask: number): number {
  return doc * (1 << FIELD_BITS) + mask;
}

export function postingDoc(posting: number): number {
  return Math.floor(posting / (1 << FIELD_BITS));
}

export function postingMask(posting: number): number {
  return posting % (1 << FIELD_BITS);
}

function addTokens(target: Map<string, number>, tokens: readonly string[], bit: number): void {
  for (const token of tokens) target.set(token, (target.get(token) ?? 0) | bit);
}

export function buildSearchIndex(
  entries: readonly Entry[],
  categories: readonly Category[],
  longform: readonly LongformSummary[],
): SearchIndex {
  const categoryWords = new Map<string, string[]>();
  for (const category of categories) {
    categoryWords.set(category.slug, [...new Set([...tokenize(category.slug), ...tokenize(category.name)])]);
  }

  const docs: SearchDoc[] = [];
  const byToken = new Map<string, number[]>();
  const continuousDocs: number[] = [];

  const add = (doc: SearchDoc, fields: Map<string, number>, continuous: boolean): void => {
    const index = docs.length;
    docs.push(doc);
    for (const [token, mask] of fields) {
      const list = byToken.get(token);
      const posting = encodePosting(index, mask);
      if (list) list.push(posting);
      else byToken.set(token, [posting]);
    }
    if (continuous) continuousDocs.push(index);
  };

  for (const entry of entries) {
    const nameTokens = tokenize(entry.name);
    const summaryTokens = tokenize(entry.summary);
    const description = entry.description ?? "";
    const tags = (entry.tags ?? []).map(fold);
    const fields = new Map<string, number>();
    addTokens(fields, nameTokens, FIELD.NAME);
    addTokens(fields, entry.id.split("-"), FIELD.ID);
    for (const tag of tags) addTokens(fields, wordsOf(tag), FIELD.TAG);
    addTokens(fields, summaryTokens, FIELD.SUMMARY);
    addTokens(fields, categoryWords.get(entry.category) ?? tokenize(entry.category), FIELD.CATEGORY);
    if (description) addTokens(fields, tokenize(description), FIELD.DESCRIPTION);
    const nameText = nameTokens.join(" ");
    add(
      {
        kind: "entry",
        id: entry.id,
        name: entry.name,
        nameText,
        idSegments: entry.id.split("-"),
        tags,
        category: entry.category,
        summaryText: summaryTokens.join(" "),
        description,
        sortKey: `${nameText}\u0000${entry.id}`,
        entry,
        longform: null,
      },
      fields,
      hasContinuousScript(entry.name) || hasContinuousScript(entry.summary) || hasContinuousScript(description),
    );
  }

  for (const item of longform) {
    const nameTokens = tokenize(item.title);
    const summaryTokens = tokenize(item.summary);
    const tags = item.tags.map(fold);
    const fields = new Map<string, number>();
    addTokens(fields, nameTokens, FIELD.NAME);
    addTokens(fields, item.id.split("-"), FIELD.ID);
    for (const tag of tags) addTokens(fields, wordsOf(tag), FIELD.TAG);
    addTokens(fields, summaryTokens, FIELD.SUMMARY);
    addTokens(fields, wordsOf(LONGFORM_KIND_WORDS[item.type]), FIELD.CATEGORY);
    const nameText = nameTokens.join(" ");
    add(
      {
        kind: item.type,
        id: item.id,
        name: item.title,
        nameText,
        idSegments: item.id.split("-"),
        tags,
        category: null,
        summaryText: summaryTokens.join(" "),
        description: "",
        sortKey: `${nameText}\u0000${item.id}`,
        entry: null,
        longform: item,
      },
      fields,
      hasContinuousScript(item.title) || hasContinuousScript(item.summary),
    );
  }

  const vocabulary = [...byToken.keys()].sort();
  const postings = vocabulary.map((token) => byToken.get(token)!);
  return { docs, vocabulary, postings, continuousDocs };
}

/** Index of the first vocabulary token >= prefix. */
export function lowerBound(vocabulary: readonly string[], prefix: string): number {
  let lo = 0;
  let hi = vocabulary.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (vocabulary[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
