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

// A common word puts thousands of candidates on one score, and each near the page's last one was ordered by
// comparing two docs' name strings: a third of such a query, most of it reading cold docs. Each doc's place
// in the tie-break order is therefore worked out once per loaded index (on its first search: a sort of the
// docs, a few ms at 10,000) and kept, so a tie costs one subtraction; an index loaded from a snapshot brings
// them computed (SearchIndex.tieRanks), so its first search sorts nothing.
const tieRanks = new WeakMap<SearchIndex, Int32Array>();

/** Per doc: its place in tieBreak's order, equal for docs tieBreak cannot tell apart. */
export function tieRanksOf(index: SearchIndex): Int32Array {
  if (index.tieRanks !== undefined) return index.tieRanks;
  const known = tieRanks.get(index);
  if (known !== undefined) return known;
  const docs = index.docs;
  const order = Array.from(docs.keys()).sort((a, b) => tieBreak(docs[a]!, docs[b]!));
  const ranks = new Int32Array(docs.length);
  let rank = 0;
  for (let i = 0; i < order.length; i++) {
    if (i > 0 && tieBreak(docs[order[i - 1]!]!, docs[order[i]!]!) !== 0) rank++;
    ranks[order[i]!] = rank;
  }
  tieRanks.set(index, ranks);
  return ranks;
}

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
