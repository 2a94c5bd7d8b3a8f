// Ranked search over the index, stage by stage; each stage is one module, and the files read in this order:
//   1. plan.ts          the query's words, stop words set aside, adjacent pairs
//   2. filter.ts        type, category and tag filters, tested on doc numbers
//   3. score.ts         each word's readings (word-readings.ts) weighed by rarity, widened by concepts; candidates
//   4. phrase-bonus.ts  phrase and adjacency bonuses, for the candidates that could still reach the page
//   5. top-k.ts         the page, in the final order (one heap, heap.ts)
//
// The spec's additive formula, matched on word boundaries, gives each query word its points on a doc: exact
// id/name 12, id segment 6, name 5, exact tag 4 (partial tag 2), summary 2, category 1.5, description 1
// (points.ts). Each word's points are saturated and weighted by the word's rarity; +8 when the whole phrase is
// in the name (else +3 in summary or description); the sum is multiplied by the share of the query's weight
// the doc matched. A doc whose id or name is the whole query is listed first whatever the scores. Buffers
// are reused across queries (scratch.ts), so a query allocates little beyond its answer.

import { Filter } from "./filter";
import { planQuery } from "./plan";
import { applyPhraseBonuses } from "./phrase-bonus";
import { normaliseWeights } from "./rarity";
import type { Facets, Hit, SearchOutcome, SearchRequest } from "./request";
import { scratchFor, type Scratch } from "./scratch";
import { collectCandidates, scoreWords } from "./score";
import type { SearchIndex } from "./search-index";
import { fold } from "./text";
import { topK } from "./top-k";

/** Matches per kind and per category among the first `count` candidates. */
function facetsOf(index: SearchIndex, scratch: Scratch, count: number): Facets {
  const kinds: Record<string, number> = {};
  const categories: Record<string, number> = {};
  for (let c = 0; c < count; c++) {
    const d = index.docs[scratch.candidates[c]!]!;
    kinds[d.kind] = (kinds[d.kind] ?? 0) + 1;
    if (d.category !== null) categories[d.category] = (categories[d.category] ?? 0) + 1;
  }
  return { kinds, categories };
}

export function runSearch(index: SearchIndex, request: SearchRequest): SearchOutcome {
  const plan = planQuery(request.query);
  if (plan.words.length === 0)
    return {
      words: plan.words,
      scored: plan.scored,
      unmatched: [],
      readAs: {},
      expansions: [],
      negations: plan.negations,
      total: 0,
      hits: [],
    };
  const scratch = scratchFor(index);
  const filter = new Filter(
    index,
    request,
    request.tags.map((tag) => fold(tag.trim())),
    scratch.allowed,
  );
  scratch.filter = filter.active ? filter : null;
  try {
    const scored = scoreWords(index, plan, scratch);
    if (!scored.anyDirect) {
      // No word of the request is in the catalogue: say so (notice, "did you mean") rather than show what a
      // neighbouring concept finds.
      return {
        words: plan.words,
        scored: plan.scored,
        unmatched: plan.scored,
        readAs: scored.readAs,
        expansions: [],
        negations: plan.negations,
        total: 0,
        hits: [],
      };
    }
    // Sums of rarity-weighted points, rescaled so the weights average 1 (rarity.ts): points on the spec's scale.
    const { weights, scale } = normaliseWeights(scored.rarity);
    const count = collectCandidates(index, plan, scratch, scale);
    const end = request.offset + request.limit;
    if (plan.words.length > 1 && count > 0) {
      const pairWeights = plan.pairs.map(([a, b]) => (weights[plan.scored.indexOf(a)]! + weights[plan.scored.indexOf(b)]!) / 2);
      applyPhraseBonuses(index, plan, scratch, count, end, pairWeights);
    }
    const { scores, exact } = scratch;
    const best = topK(index, scratch, scratch.candidates, count, end);
    const hits: Hit[] = best.slice(request.offset).map((doc) => ({ doc: index.docs[doc]!, score: scores[doc]!, exact: exact[doc] === 1 }));
    const facets = request.facets ? facetsOf(index, scratch, count) : undefined;
    const { unmatched, readAs, expansions } = scored;
    const { negations } = plan;
    return {
      words: plan.words,
      scored: plan.scored,
      unmatched,
      readAs,
      expansions,
      negations,
      total: count,
      hits,
      ...(facets ? { facets } : {}),
    };
  } finally {
    scratch.clear();
    filter.release();
    scratch.filter = null;
  }
}
