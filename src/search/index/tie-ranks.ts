// The order of equal scores (name, then id, then kind), as each doc's place in it per loaded index: top-k.ts
// breaks ties with it, and a snapshot (index-snapshot.ts) stores it so a loaded index brings it computed.

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
