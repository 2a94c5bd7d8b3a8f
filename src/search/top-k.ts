// Stage 5 of ranking (rank.ts): the page. The best `k` candidates in the final order (exact id or name
// matches first, then score, then name, id and kind), without sorting every candidate.

import { BestOf } from "./heap";
import type { Scratch } from "./scratch";
import type { SearchDoc, SearchIndex } from "./search-index";

/** Name, then id, then kind: the order of equal scores, so results never shuffle. */
function tieBreak(a: SearchDoc, b: SearchDoc): number {
  if (a.sortKey !== b.sortKey) return a.sortKey < b.sortKey ? -1 : 1;
  return a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0;
}

/**
 * The best `k` of the first `count` of `candidates` (doc numbers) in order, by the final scores in
 * `scratch`, allocating nothing per candidate: a heap of k docs whose root is the worst kept.
 */
export function topK(index: SearchIndex, scratch: Scratch, candidates: Int32Array, count: number, k: number): number[] {
  const { scores, exact } = scratch;
  const docs = index.docs;
  // Negative when doc a ranks before doc b.
  const order = (a: number, b: number): number => {
    if (exact[a] !== exact[b]) return exact[b]! - exact[a]!;
    if (scores[a] !== scores[b]) return scores[b]! - scores[a]!;
    return tieBreak(docs[a]!, docs[b]!);
  };
  const best = new BestOf(k, (a, b) => order(a, b) > 0);
  const kept = best.items;
  for (let c = 0; c < count; c++) {
    const doc = candidates[c]!;
    // Most candidates lose to the worst kept on score alone; only near-ties pay for the full order.
    if (best.full && k > 0) {
      const root = kept[0]!;
      if (exact[doc]! < exact[root]! || (exact[doc] === exact[root] && scores[doc]! < scores[root]!)) continue;
    }
    best.offer(doc);
  }
  return kept.sort(order);
}
