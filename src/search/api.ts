// The door of search/: the one module other folders import from it (test/architecture holds them to that).
// Each export comes through the door of the stage folder that makes it; the stages, in pipeline order, are
// words/ → index/ → query/ → rank/ → answer/ (docs/architecture.md).
// Building the index, and turning it into a snapshot's sections and back (catalog/snapshot stores and checks the
// bytes; how the index lies in them stays here); a ranked search with the advice that goes with it, and a listing
// by name; "did you mean" for ids and slugs; how a query's words were read; and the text tools shared with tools
// and resources.

export { boundedDistance, fold, suggestionTypoBudget, tokenize, wordsOf } from "./words/api";
export {
  buildSearchIndex,
  lowerBound,
  MAX_DOCS,
  mayNameRemoteMcp,
  readSearchIndex,
  searchIndexSections,
  type DocKind,
  type DocSources,
  type SearchDoc,
  type SearchIndex,
} from "./index/api";
export { runSearch, type Facets, type Hit, type SearchRequest, type SimilarTo } from "./rank/api";
export {
  listByName,
  nearestSlugs,
  readAsOf,
  searchWithAdvice,
  suggestIds,
  type Advice,
  type ListingFilters,
  type NearestWords,
  type ReadAs,
  type SearchAnswer,
} from "./answer/api";
