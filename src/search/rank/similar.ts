// Listings like a given one: what a request for an alternative to a listed product asks for ("alternatives to
// browserbase", query/alternative.ts), and what `similar_to` asks for by id. In the manner of a more-like-this query,
// the product's own listing is read as a phrasing of the need (neighbourhood.ts: its tags and the words its text
// uses that few other listings do, not its name), and ranked as one more phrasing beside the request's other words
// and any alternatives (fuse.ts sums them): what does the product's job comes first, narrowed by what else the
// request says ("open source", "in the terminal"). Listings the product's phrasing does not reach (the other words
// alone found them) count NOT_NEIGHBOUR of their score, and the product itself is left out (the answer says so).

import { Fusion, FUSION_DEPTH, fusionFor, distinctPhrasings } from "./fuse";
import { focusPlan, planQuery, type Plan } from "../query/api";
import { profilePlans } from "./neighbourhood";
import { roundScore } from "./points";
import { facetsOf, filterOf, readingOf, scorePhrasing } from "./phrasing";
import type { AlternativeOutcome, Hit, PhrasingOutcome, SearchOutcome, SearchRequest, SimilarTo } from "./request";
import { scratchFor } from "./scratch";
import type { SearchIndex } from "../index/api";
import { topK } from "./top-k";

/** What a listing the product's phrasing did not reach counts of its score: below every neighbour that matched as well. */
export const NOT_NEIGHBOUR = 0.25;

/**
 * What an entry of the product's own category counts (times its score): the same kind of thing. Measured on the fresh
 * set's tuning half and on neighbours recovered from the judged sets (docs/search.md): 1.5 to 2 in a flat range.
 */
export const SAME_CATEGORY = 2;

/** Entries of the product's category count SAME_CATEGORY times their score. */
function liftSameKind(index: SearchIndex, fusion: Fusion, docs: readonly number[]): void {
  const categories = new Set(docs.map((doc) => index.docs[doc]!.category));
  for (let c = 0; c < fusion.count; c++) {
    const doc = fusion.docs[c]!;
    const d = index.docs[doc]!;
    if (d.kind === "entry" && categories.has(d.category)) fusion.scores[doc]! *= SAME_CATEGORY;
  }
}

const neighbourFusions = new WeakMap<SearchIndex, Fusion>();

/** Per index, which docs the product's phrasing reached (a second fusion's marks, reused like the first). */
function neighboursFor(index: SearchIndex): Fusion {
  let marks = neighbourFusions.get(index);
  if (!marks) neighbourFusions.set(index, (marks = new Fusion(index.docs.length)));
  return marks;
}

/**
 * `request` read as listings like `similar` (its docs left out), with `plan` the request's own words (the phrase
 * asking for an alternative set aside) and the alternatives it gives.
 */
export function runSimilar(index: SearchIndex, request: SearchRequest, plan: Plan, similar: SimilarTo): SearchOutcome {
  const scratch = scratchFor(index);
  const fusion = fusionFor(index);
  const filter = filterOf(index, request, scratch);
  const run = distinctPhrasings(request.query, request.alternatives ?? []);
  const neighbours = neighboursFor(index);
  const [tags, text] = profilePlans(index, similar.docs, plan);
  // The request's own words (when any are left), the product's two phrasings (its tags, its text), then each alternative.
  const own = plan.scored.length > 0 ? plan : null;
  const phrasings: (Plan | null)[] = [own, tags, text, ...run.map((item) => focusPlan(index, planQuery(item.text)))];
  const readings: PhrasingOutcome[] = [];
  try {
    phrasings.forEach((phrasing, at) => {
      if (phrasing === null) {
        if (at === 0) readings.push(readingOf(plan, null, 0));
        return;
      }
      try {
        const { scored, count, fields } = scorePhrasing(index, phrasing, scratch, FUSION_DEPTH);
        const { candidates, scores, shares } = scratch;
        for (let c = 0; c < count; c++) {
          const doc = candidates[c]!;
          fusion.add(doc, scores[doc]!, false, shares[doc]!);
          if (at === 1 || at === 2) neighbours.add(doc, 1, false, 0);
        }
        if (at !== 1 && at !== 2) readings.push(readingOf(phrasing, scored, count, fields));
      } finally {
        scratch.clear();
      }
    });
    liftSameKind(index, fusion, similar.docs);
    for (const doc of similar.docs) if (fusion.seen[doc] === 1) fusion.scores[doc] = -Infinity;
    for (let c = 0; c < fusion.count; c++) {
      const doc = fusion.docs[c]!;
      if (neighbours.seen[doc] === 0) fusion.scores[doc]! *= NOT_NEIGHBOUR;
    }
    const left = similar.docs.filter((doc) => fusion.seen[doc] === 1).length;
    const end = request.offset + request.limit;
    const best = topK(index, fusion, fusion.docs, fusion.count, end + left).filter((doc) => fusion.scores[doc] !== -Infinity);
    const hits: Hit[] = best.slice(request.offset, end).map((doc) => ({
      doc: index.docs[doc]!,
      score: roundScore(fusion.scores[doc]!),
      exact: false,
      share: fusion.shares[doc]!,
    }));
    const facets = request.facets ? facetsOf(index, fusion.docs, fusion.count) : undefined;
    const others: AlternativeOutcome[] = readings.slice(1).map((reading, i) => ({ query: run[i]!.text, at: run[i]!.at, ...reading }));
    return {
      ...readings[0]!,
      total: fusion.count - left,
      hits,
      similarTo: similar,
      ...(others.length > 0 ? { alternatives: others } : {}),
      ...(facets ? { facets } : {}),
    };
  } finally {
    fusion.clear();
    neighbours.clear();
    filter.release();
    scratch.filter = null;
  }
}
