// The door of rank/, the fourth stage of search/: one request ranked over the index, stage by stage as rank.ts
// lists them (the plan from query/, then filters, each word's readings scored, phrase bonuses, the page), or its
// phrasings fused into one ranking (fuse.ts). Hands on the page of hits and how each phrasing was read (the request
// and outcome types), and the docs that carry given tags, which the weak-answer advice reads.

export { taggedDocs } from "./filter";
export { runSearch } from "./rank";
export type { Facets, Hit, PhrasingOutcome, SearchOutcome, SearchRequest, SimilarTo } from "./request";
