// The door of query/, the third stage of search/: a request's words read before anything is scored. The plan
// (its words in order, stop words set aside, pairs typed side by side, each scored word's bit), what it says no to
// (negations, and the exclusions the catalogue's fields can tell), the constraints it states in plain words, and
// whether it asks a how-to question. Ranking scores the plan and tests the constraints and exclusions per doc.

export { namedDocs, readAlternative, withoutAlternative, type AlternativeTo } from "./alternative";
export { selfHostingInstead, verdict, type Constraint } from "./constraints";
export { EXCLUSION_CLASSES } from "./exclusions";
export { LONGFORM_BOOST } from "./intent";
export { NEGATIONS, type Negation } from "./negation";
export { focusPlan } from "./focus";
export { inAll, MIN_PREFIX_CHARS, planQuery, wordBit, type Plan } from "./plan";
