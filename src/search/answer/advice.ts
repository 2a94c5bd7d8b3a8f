// What goes with a search's results when they need it, worked out in search/ so that no tool reads the
// ranker's internals or runs it again: the query with each word that matched nothing read as the closest known
// word ("did you mean", with how many results that finds), for a filtered search that found nothing what the same
// words find without the filters, and when the answer is weak (weak-answer.ts: a calibrated prediction that its first
// five hold no ideal answer) the catalogue's words nearest to the request (rephrase.ts). The wording is the caller's;
// this says what is true.

import { boundedDistance } from "../words/api";
import { runSearch, type Facets, type SearchOutcome, type SearchRequest } from "../rank/api";
import type { SearchIndex } from "../index/api";
import { nearestWords, type NearestWords } from "./rephrase";
import { correctQuery } from "./suggest";
import { isWeakAnswer, WEAK_DEPTH } from "./weak-answer";

export interface Advice {
  /** The query with its unmatched words corrected, when that finds something. */
  readonly didYouMean: { readonly query: string; readonly total: number } | null;
  /** A filtered search that found nothing: the same words without type, category or tag filters. */
  readonly unfiltered: { readonly total: number; readonly facets: Facets } | null;
  /** A weak first page (weak-answer.ts): the catalogue's words nearest to what did match. */
  readonly rephrase: NearestWords | null;
}

export interface SearchAnswer extends SearchOutcome {
  readonly advice: Advice;
}

/** The corrected query and what it finds, or null when no word has a correction or it finds nothing. */
function correction(index: SearchIndex, outcome: SearchOutcome): Advice["didYouMean"] {
  const corrected = correctQuery(index, outcome.words, outcome.unmatched);
  if (corrected === null) return null;
  const total = runSearch(index, { query: corrected, type: "all", tags: [], limit: 1, offset: 0 }).total;
  return total > 0 ? { query: corrected, total } : null;
}

function withoutFilters(index: SearchIndex, request: SearchRequest): Advice["unfiltered"] {
  const { query, alternatives, similarTo } = request;
  const everywhere = runSearch(index, { query, alternatives, similarTo, type: "all", tags: [], limit: 1, offset: 0, facets: true });
  return { total: everywhere.total, facets: everywhere.facets! };
}

/**
 * A ranked search with its advice. A correction is looked for when nothing was found, or when some words
 * matched nothing on a page that has results; the unfiltered count when filters left nothing. So the ranker
 * runs once for most requests, and at most three times (each run of a request with alternatives ranks every phrasing,
 * the correction's excepted: it corrects the query alone). A first page shorter than WEAK_DEPTH is ranked that deep,
 * for the weak-answer prediction, and cut back to what was asked (the ranking of the first hits is the same).
 */
export function searchWithAdvice(index: SearchIndex, request: SearchRequest): SearchAnswer {
  const first = request.offset === 0;
  const ranked = runSearch(index, first && request.limit < WEAK_DEPTH ? { ...request, limit: WEAK_DEPTH } : request);
  const weak = first && isWeakAnswer(ranked);
  const outcome = ranked.hits.length > request.limit ? { ...ranked, hits: ranked.hits.slice(0, request.limit) } : ranked;
  const empty = outcome.total === 0;
  const filtered = request.category !== undefined || request.tags.length > 0 || request.type !== "all";
  const offerCorrection = empty || (request.offset < outcome.total && outcome.unmatched.length > 0);
  return {
    ...outcome,
    advice: {
      didYouMean: offerCorrection ? correction(index, outcome) : null,
      unfiltered: empty && filtered ? withoutFilters(index, request) : null,
      rephrase: weak ? nearestWords(index, outcome) : null,
    },
  };
}

// A slug this many edits away may still be the one meant; further is another word.
const MAX_SLUG_EDITS = 4;
// Slugs offered for one that is not known: a hint, not a list.
const MAX_NEAREST_SLUGS = 3;

/** Known slugs close to an unknown one (within a few edits, or sharing its first word), closest first. */
export function nearestSlugs(slug: string, slugs: readonly string[]): string[] {
  return slugs
    .map((candidate) => ({ candidate, distance: boundedDistance(slug, candidate, MAX_SLUG_EDITS) }))
    .filter((item) => item.distance <= MAX_SLUG_EDITS || item.candidate.startsWith(slug.split("-")[0]!))
    .sort((a, b) => a.distance - b.distance || (a.candidate < b.candidate ? -1 : 1))
    .slice(0, MAX_NEAREST_SLUGS)
    .map((item) => item.candidate);
}
