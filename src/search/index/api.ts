// The door of index/, the second stage of search/: the index of one catalogue, built once per loaded catalogue or
// read back from a snapshot. Documents with their folded fields, postings (which fields of which document hold a
// token), the sorted token list, the stem and typo tables derived at build, what each entry's fields say (facts),
// who makes it (makers), which words each document has side by side (pair signatures) and the order of equal
// scores. Reading a request and ranking read these; nothing here knows a query.

export { buildSearchIndex } from "./build-index";
export { AUTH_KNOWN, FACT, mayNameRemoteMcp } from "./facts";
export { readSearchIndex, searchIndexSections, type DocSources } from "./index-snapshot";
export { docsMadeBy } from "./makers";
export { pairBit, pairSignaturesOf, type PairSignatures } from "./pair-signatures";
export { EXACT, FIELD, FIELDS_ONLY, MAX_DOCS, POSTING_FLAG_BITS, POSTING_FLAGS, TOKEN_ONLY_BITS } from "./postings";
export { postingCount, type DocKind, type SearchDoc, type SearchIndex } from "./search-index";
export { letterMask, popcount, stemVariants, typoVariants } from "./signals";
export { lowerBound } from "./sorted";
export { tieRanksOf } from "./tie-ranks";
