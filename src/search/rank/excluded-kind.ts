// What a request's exclusions say about what it does want. In "eval framework that is not written in python" the
// docs its words match best that it excludes (the Python evaluation frameworks) are near misses: the category they
// share (evals-observability) is the kind of thing asked for. Docs of that kind rank as their words and fields
// say; docs of other kinds (a browser-testing "framework", an agent "framework") count KIND_READING.outside times.
// A long-form item is read through the entries it covers: excluded as far as they are (a guide to hosted sandboxes,
// for "no vendor cloud"), and of the kind when most of them are. Nothing is dropped: this only reorders.

import { FIELD, POSTING_FLAG_BITS, type SearchIndex, lowerBound } from "../index/api";
import type { Scratch } from "./scratch";

/** How the kind is read and what it does (measured on the paraphrase set's exclusions: docs/search.md). */
export const KIND_READING = {
  /** A near miss matched at least this share of the weight of the query that the best-matched doc did. */
  near: 0.6,
  /** The kind is a category holding at least this many of the near misses... */
  docs: 2,
  /** ...and at least this share of their scores. */
  share: 0.5,
  /** What a doc of another kind counts for, against one of the kind. */
  outside: 0.4,
} as const;

/** No kind: the near misses share no category (or there are none). */
export const NO_KIND = -1;

/** Whether the request excludes `doc`: a fact it names, or marked by a name, tag or maker (field-readings.ts). */
export function isExcluded(index: SearchIndex, scratch: Scratch, excludedFacts: number, doc: number): boolean {
  return (index.facts[doc]! & excludedFacts) !== 0 || scratch.excluded[doc] === 1;
}

/**
 * The category of the near misses: the excluded docs the words matched (scratch, after scoreWords) nearly as fully
 * as the best-matched doc, weighed by their scores. NO_KIND when no category holds KIND_READING.docs of them and
 * KIND_READING.share of their weight.
 */
export function excludedKind(index: SearchIndex, scratch: Scratch, excludedFacts: number): number {
  const { touched, touchedCount, coverage, scores, matched } = scratch;
  let most = 0;
  for (let i = 0; i < touchedCount; i++) most = Math.max(most, coverage[touched[i]!]!);
  const weights = new Map<number, { weight: number; docs: number }>();
  let total = 0;
  for (let i = 0; i < touchedCount; i++) {
    const doc = touched[i]!;
    if (matched[doc] === 0 || coverage[doc]! < KIND_READING.near * most || !isExcluded(index, scratch, excludedFacts, doc)) continue;
    // Proportional to its score before phrase bonuses (score.ts collectCandidates).
    const weight = scores[doc]! * coverage[doc]!;
    total += weight;
    if (index.docs[doc]!.category === null) continue;
    const category = index.categoryOf[doc]!;
    const sum = weights.get(category) ?? { weight: 0, docs: 0 };
    sum.weight += weight;
    sum.docs++;
    weights.set(category, sum);
  }
  let kind = NO_KIND;
  let best = 0;
  for (const [category, { weight, docs }] of weights) {
    if (docs >= KIND_READING.docs && weight > best) {
      kind = category;
      best = weight;
    }
  }
  return kind !== NO_KIND && best >= KIND_READING.share * total ? kind : NO_KIND;
}

const coveredByIndex = new WeakMap<SearchIndex, Map<number, Int32Array>>();

/** The doc of entry `id`, found through the postings of its rarest id segment; -1 when the catalogue lacks it. */
function entryDoc(index: SearchIndex, id: string): number {
  let from = 0;
  let to = -1;
  for (const segment of id.split("-")) {
    const at = lowerBound(index.vocabulary, segment);
    if (index.vocabulary[at] !== segment) return -1;
    if (to < 0 || index.postingStart[at + 1]! - index.postingStart[at]! < to - from) {
      from = index.postingStart[at]!;
      to = index.postingStart[at + 1]!;
    }
  }
  for (let p = from; p < to; p++) {
    const posting = index.postingData[p]!;
    const doc = posting >>> POSTING_FLAG_BITS;
    if ((posting & FIELD.ID) !== 0 && index.docs[doc]!.kind === "entry" && index.docs[doc]!.id === id) return doc;
  }
  return -1;
}

/** The docs of the entries long-form item `doc` covers, worked out once per loaded index. */
export function coveredEntries(index: SearchIndex, doc: number): Int32Array {
  let byDoc = coveredByIndex.get(index);
  if (byDoc === undefined) coveredByIndex.set(index, (byDoc = new Map()));
  let covered = byDoc.get(doc);
  if (covered === undefined) {
    const docs = (index.docs[doc]!.longform?.entries ?? []).map((id) => entryDoc(index, id)).filter((at) => at >= 0);
    byDoc.set(doc, (covered = Int32Array.from(docs)));
  }
  return covered;
}

/**
 * What long-form item `doc` counts for: `excluded` (what an excluded doc counts for) as far as the entries it covers
 * are excluded, and KIND_READING.outside when fewer than half of them are of `kind` (unless `howTo`: a how-to
 * question asks for long-form items whatever they cover). An item that covers no entry keeps its score.
 */
export function longformFactor(
  index: SearchIndex,
  scratch: Scratch,
  excludedFacts: number,
  kind: number,
  howTo: boolean,
  excluded: number,
  doc: number,
): number {
  const covered = coveredEntries(index, doc);
  if (covered.length === 0) return 1;
  let out = 0;
  let ofKind = 0;
  for (const entry of covered) {
    if (isExcluded(index, scratch, excludedFacts, entry)) out++;
    if (index.categoryOf[entry] === kind) ofKind++;
  }
  // The geometric mean of what its entries count for as excluded or kept: factors compose by multiplying.
  const factor = excluded ** (out / covered.length);
  return kind !== NO_KIND && !howTo && ofKind * 2 < covered.length ? factor * KIND_READING.outside : factor;
}
