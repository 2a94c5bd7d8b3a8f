// The door of answer/, the last stage of search/: what a search hands the tools. The ranked page with the advice
// it needs (a corrected query, the count without filters, the catalogue's words nearest to a weak answer), how the
// request's words were read (read_as), a listing by name for a search with filters but no words, and the ids close
// to one that does not exist. The tools put these in words; nothing here runs after them.

export { nearestSlugs, searchWithAdvice, type Advice, type SearchAnswer } from "./advice";
export { listByName, type ListingFilters } from "./listing";
export { readAsOf, type ReadAs } from "./read-as";
export type { NearestWords } from "./rephrase";
export { suggestIds } from "./suggest";
