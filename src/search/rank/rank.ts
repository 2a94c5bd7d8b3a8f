// Ranked search over the index, stage by stage; each stage is one module, and the files read in this order:
//   1. plan.ts          the query's words, stop words set aside, adjacent pairs
//   2. filter.ts        type, category and tag filters, tested on doc numbers
//   3. score.ts         each word's readings (word-readings.ts) weighed by rarity, widened by concepts; candidates
//   4. phrase-bonus.ts  phrase and adjacency bonuses, for the candidates that could still reach the page
//   5. top-k.ts         the page, in the final order (one heap, heap.ts)
// A request with alternative phrasings runs stages 1-4 once per phrasing and fuses them (fuse.ts).
//
// The spec's additive formula, matched on word boundaries, gives each query word its points on a doc: exact
// id/name 12, id segment 6, name 5, exact tag 4 (partial tag 2), summary 2, category 1.5, description 1
// (points.ts). Each word's points are saturated and weighted by the word's rarity; +8 when the whole phrase is
// in the name (else +3 in summary or description); the sum is multiplied by the share of the query's weight
// the doc matched. A doc whose id or name is the whole query is listed first whatever the scores. Buffers
// are reused across queries (scratch.ts), so a query allocates little beyond its answer.

import { runFused } from "./fuse";
import { focusPlan, planQuery, readAlternative, withoutAlternative, type Plan } from "../query/api";
import { facetsOf, filterOf, readingOf, scorePhrasing } from "./phrasing";
import type { Hit, SearchOutcome, SearchRequest, SimilarTo } from "./request";
import { runSimilar } from "./similar";
import { scratchFor } from "./scratch";
import type { SearchIndex } from "../index/api";
import { topK } from "./top-k";

/** The listings a request asks for others like (`similar_to`, or "alternatives to X" in its words), with its plan. */
function similarOf(index: SearchIndex, request: SearchRequest): { similar: SimilarTo | null; plan: Plan } {
  const read = planQuery(request.query);
  if (request.similarTo !== undefined) {
    const doc = index.docs.findIndex((d) => d.kind === "entry" && d.id === request.similarTo);
    return { similar: doc < 0 ? null : { docs: [doc], ids: [request.similarTo], from: null }, plan: focusPlan(index, read) };
  }
  const alternative = readAlternative(index, read.sequence);
  if (alternative === null) return { similar: null, plan: focusPlan(index, read) };
  const ids = alternative.docs.map((doc) => index.docs[doc]!.id);
  return {
    similar: { docs: alternative.docs, ids, from: alternative.from },
    plan: focusPlan(index, withoutAlternative(read, alternative)),
  };
}

export function runSearch(index: SearchIndex, request: SearchRequest): SearchOutcome {
  const { similar, plan } = similarOf(index, request);
  if (similar !== null) return runSimilar(index, request, plan, similar);
  if (request.alternatives !== undefined && request.alternatives.length > 0) return runFused(index, request, request.alternatives);
  if (plan.words.length === 0) return { ...readingOf(plan, null, 0), hits: [] };
  const scratch = scratchFor(index);
  const filter = filterOf(index, request, scratch);
  try {
    const end = request.offset + request.limit;
    const { scored, count, fields } = scorePhrasing(index, plan, scratch, end);
    const best = topK(index, scratch, scratch.candidates, count, end);
    const { scores, exact, shares } = scratch;
    const hits: Hit[] = best
      .slice(request.offset)
      .map((doc) => ({ doc: index.docs[doc]!, score: scores[doc]!, exact: exact[doc] === 1, share: shares[doc]! }));
    const facets = request.facets ? facetsOf(index, scratch.candidates, count) : undefined;
    return { ...readingOf(plan, scored, count, fields), hits, ...(facets ? { facets } : {}) };
  } finally {
    scratch.clear();
    filter.release();
    scratch.filter = null;
  }
}
