// Stage 5 of ranking (rank.ts): the page. The best `k` candidates in the final order (exact id or name
// matches first, then score, then name, id and kind), without sorting every candidate.

import { BestOf } from "./heap";
import type { Scratch } from "./scratch";
import { type SearchIndex, tieRanksOf } from "../index/api";

/** Per doc: a final score, and 1 for an exact id or name match (listed first). */
export type Ranked = Pick<Scratch, "scores" | "exact">;

/**
 * The best `k` of the first `count` of `candidates` (doc numbers) in order, by the final scores in
 * `ranked` (a query's scratch, or a fusion's sums), allocating nothing per candidate: a heap of k docs whose
 * root is the worst kept.
 */
export function topK(index: SearchIndex, ranked: Ranked, candidates: Int32Array, count: number, k: number): number[] {
  const { scores, exact } = ranked;
  const ranks = tieRanksOf(index);
  // Negative when doc a ranks before doc b.
  const order = (a: number, b: number): number => {
    if (exact[a] !== exact[b]) return exact[b]! - exact[a]!;
    if (scores[a] !== scores[b]) return scores[b]! - scores[a]!;
    return ranks[a]! - ranks[b]!;
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
