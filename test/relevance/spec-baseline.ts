// The plain spec formula, for comparison only (never on the request path): per query word, exact id or
// name 12, id segment 6, name substring 5, exact tag 4 (else substring of a tag 2), category substring
// 1.5, summary substring 2, description substring 1; +8 when the whole query is a substring of the name,
// else +3 when it is one of the summary or description; times the fraction of words that matched.
// Words come from the same Unicode tokenizer as the ranker, so the comparison isolates the scoring
// (an ASCII-only split would simply lose every query in another script).

import type { SearchDoc, SearchIndex } from "../../src/search/index/search-index";
import { fold, tokenize } from "../../src/search/words/text";

interface Folded {
  readonly doc: SearchDoc;
  readonly name: string;
  readonly tags: readonly string[];
  readonly category: string;
  readonly summary: string;
  readonly description: string;
}

const prepared = new WeakMap<SearchIndex, Folded[]>();

function foldedDocs(index: SearchIndex): Folded[] {
  let docs = prepared.get(index);
  if (!docs) {
    docs = index.docs.map((doc) => ({
      doc,
      name: fold(doc.name),
      tags: doc.tags,
      // Long-form items have no category; their type stands in for it.
      category: doc.category ?? doc.kind,
      summary: fold(doc.entry?.summary ?? doc.longform?.summary ?? ""),
      description: fold(doc.description),
    }));
    prepared.set(index, docs);
  }
  return docs;
}

function score(s: Folded, words: readonly string[], phrase: string): number {
  let total = 0;
  let matched = 0;
  for (const word of words) {
    let w = 0;
    if (s.doc.id === word || s.name === word) w += 12;
    if (s.doc.id.split("-").includes(word)) w += 6;
    if (s.name.includes(word)) w += 5;
    if (s.tags.includes(word)) w += 4;
    else if (s.tags.some((tag) => tag.includes(word))) w += 2;
    if (s.category.includes(word)) w += 1.5;
    if (s.summary.includes(word)) w += 2;
    if (s.description.includes(word)) w += 1;
    if (w > 0) matched++;
    total += w;
  }
  if (matched === 0) return 0;
  if (words.length > 1) {
    if (s.name.includes(phrase)) total += 8;
    else if (s.summary.includes(phrase) || s.description.includes(phrase)) total += 3;
  }
  return Math.round(total * (matched / words.length) * 100) / 100;
}

export interface BaselineRequest {
  readonly query: string;
  readonly type?: string | undefined;
  readonly category?: string | undefined;
  readonly limit: number;
}

/** Ids in spec-formula order (ties by name, then id). */
export function specSearch(index: SearchIndex, request: BaselineRequest): string[] {
  const words = [...new Set(tokenize(request.query))];
  if (words.length === 0) return [];
  const phrase = fold(request.query).trim();
  const hits: { s: Folded; score: number }[] = [];
  for (const s of foldedDocs(index)) {
    if (request.type !== undefined && s.doc.kind !== request.type) continue;
    if (request.category !== undefined && s.doc.category !== request.category) continue;
    const value = score(s, words, phrase);
    if (value > 0) hits.push({ s, score: value });
  }
  hits.sort((a, b) => b.score - a.score || (a.s.name < b.s.name ? -1 : a.s.name > b.s.name ? 1 : a.s.doc.id < b.s.doc.id ? -1 : 1));
  return hits.slice(0, request.limit).map((hit) => hit.s.doc.id);
}
