// One ranking from several phrasings of the same need: the request's query and the alternatives a caller adds
// ("find out why my agent got slower" with "LLM observability", "latency monitoring"). Each phrasing is planned,
// filtered and scored as a query of its own (rank.ts, stages 1-4); a doc's fused score is the sum of its scores
// over the phrasings that matched it, and the page is the best of the docs any phrasing matched (top-k.ts).
//
// Why sums of scores, not reciprocal rank fusion: scores are on one scale (the spec's points, weights averaging
// 1, times the share of the phrasing matched), so a phrasing in the catalogue's words outweighs one that matched
// little, where rank fusion gives every phrasing's first hit the same weight. Measured on the paraphrase set
// (docs/search.md): nDCG@5 0.766 overall for sums, 0.638 for rank fusion (k = 60), 0.736 for sums of scores
// scaled by each phrasing's best.
//
// Pages are slices of one ranking: each phrasing's phrase bonuses are tested as far as its FUSION_DEPTH-th hit
// whatever page is asked for, so a doc's sum does not depend on offset or limit. Past that depth a phrasing
// adds its scores without bonuses (which only ever lift a doc). Only the query's exact id or name match goes
// before the rest, as in a search without alternatives.

import { focusPlan, planQuery } from "../query/api";
import { roundScore } from "./points";
import { facetsOf, filterOf, readingOf, scorePhrasing } from "./phrasing";
import type { AlternativeOutcome, Hit, PhrasingOutcome, SearchOutcome, SearchRequest } from "./request";
import { scratchFor } from "./scratch";
import type { SearchIndex } from "../index/api";
import { fold, tokenize } from "../words/api";
import { topK } from "./top-k";

// Each phrasing's first this many hits carry their phrase bonuses: one default page, as a search without
// alternatives tests. Deeper ranked the paraphrase set no better (nDCG@5 0.829 at 10, 0.826 at 20, 30 and 50) and
// only made a fused search dearer (at 50, about 15%).
export const FUSION_DEPTH = 10;

/** Per doc, across the phrasings of one request: the summed score, the query's exact match, and membership. */
export class Fusion {
  readonly scores: Float64Array;
  readonly exact: Uint8Array;
  readonly seen: Uint8Array;
  /** Per doc: the largest share of a phrasing it matched. */
  readonly shares: Float64Array;
  /** Docs any phrasing matched, in order of first match. */
  readonly docs: Int32Array;
  count = 0;

  constructor(n: number) {
    this.scores = new Float64Array(n);
    this.exact = new Uint8Array(n);
    this.seen = new Uint8Array(n);
    this.shares = new Float64Array(n);
    this.docs = new Int32Array(n);
  }

  add(doc: number, score: number, exact: boolean, share: number): void {
    if (this.seen[doc] === 0) {
      this.seen[doc] = 1;
      this.docs[this.count++] = doc;
    }
    this.scores[doc]! += score;
    if (exact) this.exact[doc] = 1;
    if (share > this.shares[doc]!) this.shares[doc] = share;
  }

  clear(): void {
    for (let i = 0; i < this.count; i++) {
      const doc = this.docs[i]!;
      this.scores[doc] = 0;
      this.exact[doc] = 0;
      this.seen[doc] = 0;
      this.shares[doc] = 0;
    }
    this.count = 0;
  }
}

const fusionByIndex = new WeakMap<SearchIndex, Fusion>();

export function fusionFor(index: SearchIndex): Fusion {
  let fusion = fusionByIndex.get(index);
  if (!fusion) fusionByIndex.set(index, (fusion = new Fusion(index.docs.length)));
  return fusion;
}

/** What makes two phrasings the same: their words as the ranker reads them ("LLM-observability!" is "llm observability"). */
function phrasingKey(text: string): string {
  const words = tokenize(text);
  return words.length > 0 ? words.join(" ") : fold(text.trim());
}

/**
 * The alternatives worth running, each with its place among those given (1 for the first): none blank, none that
 * says what the query or an earlier alternative says.
 */
export function distinctPhrasings(query: string, alternatives: readonly string[]): { text: string; at: number }[] {
  const seen = new Set([phrasingKey(query)]);
  const out: { text: string; at: number }[] = [];
  alternatives.forEach((text, at) => {
    const key = phrasingKey(text);
    if (text.trim() === "" || seen.has(key)) return;
    seen.add(key);
    out.push({ text, at: at + 1 });
  });
  return out;
}

/** `request` (its query and filters) with `alternatives`, as one ranking. */
export function runFused(index: SearchIndex, request: SearchRequest, alternatives: readonly string[]): SearchOutcome {
  const scratch = scratchFor(index);
  const fusion = fusionFor(index);
  const filter = filterOf(index, request, scratch);
  const run = distinctPhrasings(request.query, alternatives);
  const phrasings = [request.query, ...run.map((alternative) => alternative.text)];
  const readings: PhrasingOutcome[] = [];
  try {
    phrasings.forEach((text, at) => {
      const plan = focusPlan(index, planQuery(text));
      try {
        const { scored, count, fields } = scorePhrasing(index, plan, scratch, FUSION_DEPTH);
        const { candidates, scores, exact, shares } = scratch;
        for (let c = 0; c < count; c++) {
          const doc = candidates[c]!;
          fusion.add(doc, scores[doc]!, at === 0 && exact[doc] === 1, shares[doc]!);
        }
        readings.push(readingOf(plan, scored, count, fields));
      } finally {
        scratch.clear();
      }
    });
    const end = request.offset + request.limit;
    const best = topK(index, fusion, fusion.docs, fusion.count, end);
    const hits: Hit[] = best.slice(request.offset).map((doc) => ({
      doc: index.docs[doc]!,
      score: roundScore(fusion.scores[doc]!),
      exact: fusion.exact[doc] === 1,
      share: fusion.shares[doc]!,
    }));
    const facets = request.facets ? facetsOf(index, fusion.docs, fusion.count) : undefined;
    const others: AlternativeOutcome[] = readings.slice(1).map((reading, i) => ({ query: run[i]!.text, at: run[i]!.at, ...reading }));
    return { ...readings[0]!, total: fusion.count, hits, alternatives: others, ...(facets ? { facets } : {}) };
  } finally {
    fusion.clear();
    filter.release();
    scratch.filter = null;
  }
}
