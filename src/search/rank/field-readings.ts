// A request's constraints and exclusions read against one catalogue's fields (constraints.ts, exclusions.ts,
// negation.ts): per doc, the factor its score is multiplied by, and for the answer's read_as what each exclusion
// was read against. A doc that meets a constraint counts CONSTRAINT_FACTORS.meets times, one whose fields fail it
// `fails` times, one the request excludes `excluded` times; the fields of most docs say nothing, and they keep
// their score. What the exclusions say of the kind of thing asked for, and of long-form items through the entries
// they cover, is excluded-kind.ts. Nothing is ever dropped: a constraint or an exclusion only reorders what the
// words found.

import { namedDocs, selfHostingInstead, verdict, type Constraint, EXCLUSION_CLASSES, type Negation } from "../query/api";
import { excludedKind, KIND_READING, longformFactor, NO_KIND } from "./excluded-kind";
import { FACT, docsMadeBy, FIELD, POSTING_FLAG_BITS, type SearchIndex, lowerBound } from "../index/api";
import { taggedDocs } from "./filter";
import type { Scratch } from "./scratch";
import { domainVocabulary } from "../words/api";

/** What a constraint or an exclusion does to a doc's score (measured on the paraphrase set: docs/search.md). */
export const CONSTRAINT_FACTORS = {
  meets: 1.4,
  fails: 0.75,
  excluded: 0.25,
} as const;

/** The fields one phrasing reads. */
export interface FieldTest {
  readonly constraints: readonly Constraint[];
  /** Facts that exclude a doc (any one). */
  readonly excludedFacts: number;
  /** Whether scratch.excluded marks any doc. */
  readonly marked: boolean;
  /** Per negation of the plan, in order: what it was read against (empty when nothing in the catalogue has it). */
  readonly exclusions: readonly (readonly string[])[];
  /** The category of what the exclusions set aside among the words' best matches (excluded-kind.ts), or NO_KIND. */
  readonly kind: number;
  /** Whether the request asks how to do something (plan.ts): then long-form items are of any kind. */
  readonly howTo: boolean;
}

export const NO_FIELDS: FieldTest = { constraints: [], excludedFacts: 0, marked: false, exclusions: [], kind: NO_KIND, howTo: false };

/** Docs with `token` as a whole word of their name, id or tags. */
function docsNamed(index: SearchIndex, token: string): number[] {
  const at = lowerBound(index.vocabulary, token);
  if (index.vocabulary[at] !== token) return [];
  const out: number[] = [];
  for (let p = index.postingStart[at]!, stop = index.postingStart[at + 1]!; p < stop; p++) {
    const posting = index.postingData[p]!;
    if (posting & (FIELD.NAME | FIELD.ID | FIELD.TAG)) out.push(posting >>> POSTING_FLAG_BITS);
  }
  return out;
}

/** The docs a negation excludes, beside its class's facts, and how to say so. */
function excludedBy(index: SearchIndex, negation: Negation): { docs: number[]; facts: number; as: string[] } {
  if (negation.cls !== null) {
    const cls = EXCLUSION_CLASSES[negation.cls]!;
    return { docs: cls.tags.flatMap((tag) => taggedDocs(index, [tag])), facts: cls.facts, as: [cls.field] };
  }
  const docs: number[] = [];
  const as: string[] = [];
  const phrase = negation.words.join("-");
  if (negation.words.length === 1) {
    const named = docsNamed(index, negation.words[0]!);
    if (named.length > 0) as.push(`name, id or tags: ${negation.words[0]}`);
    docs.push(...named);
  } else {
    // A listed name of several words ("claude code", read so by negated-names.ts): the listings it names.
    const named = namedDocs(index, negation.words);
    if (named.length > 0) as.push(`name: ${negation.words.join(" ")}`);
    docs.push(...named);
  }
  // Its maker's own entries, whatever they are called ("without langchain": LangSmith too).
  const made = docsMadeBy(index, negation.words);
  if (made.length > 0) as.push(`maintainer: ${negation.words.join(" ")}`);
  docs.push(...made);
  // The vocabulary's concept for it, when the words are one of its own terms ("docker": docker, containers; "vs
  // code": ide, editor-integration, vscode): its tags are what the request excludes. Not for a product ("coinbase"
  // is one wallet, not every wallet). A phrase of several words is otherwise read as the tag it would be.
  const concept = negation.concept === null ? null : domainVocabulary().concepts[negation.concept]!;
  const own = concept !== null && (concept.terms.includes(phrase) || concept.terms.includes(negation.words.join("")));
  const tags = (own ? concept.terms : negation.words.length > 1 ? [phrase] : []).filter(
    (term) => term !== negation.words[0] || negation.words.length > 1,
  );
  const found = tags.filter((term) => {
    const withTag = taggedDocs(index, [term]);
    docs.push(...withTag);
    return withTag.length > 0;
  });
  if (found.length > 0) as.push(`tags: ${found.join(", ")}`);
  return { docs, facts: 0, as };
}

/**
 * Reads `constraints` and `negations` against `index`, marking the docs an exclusion names in scratch.excluded
 * (cleared by scratch.clear()). A negation inside a constraint ("without installing" in a request for a remote
 * endpoint) is that constraint, not an exclusion.
 */
export function readFields(
  index: SearchIndex,
  constraints: readonly Constraint[],
  negations: readonly Negation[],
  scratch: Scratch,
  howTo = false,
): FieldTest {
  if (constraints.length === 0 && negations.length === 0) return NO_FIELDS;
  let excludedFacts = 0;
  const all = [...constraints];
  const exclusions = negations.map((negation) => {
    if (constraints.some((constraint) => negation.start < constraint.end && constraint.start < negation.end)) return [];
    if (negation.cls !== null && EXCLUSION_CLASSES[negation.cls]!.selfHosting === true) {
      const instead = selfHostingInstead(negation.from, negation.start, negation.end);
      if (!all.some((constraint) => constraint.field === instead.field)) all.push(instead);
    }
    const { docs, facts, as } = excludedBy(index, negation);
    excludedFacts |= facts;
    for (const doc of docs) scratch.exclude(doc);
    return as;
  });
  const marked = scratch.excludedCount > 0;
  const kind = marked || excludedFacts !== 0 ? excludedKind(index, scratch, excludedFacts) : NO_KIND;
  return { constraints: all, excludedFacts, marked, exclusions, kind, howTo };
}

/**
 * What `test` multiplies doc `doc`'s score by. A long-form item publishes none of these fields: constraints say
 * nothing about it, and exclusions read it through the entries it covers (excluded-kind.ts).
 */
export function fieldFactor(index: SearchIndex, test: FieldTest, scratch: Scratch, doc: number): number {
  const facts = index.facts[doc]!;
  const excluded = (facts & test.excludedFacts) !== 0 || (test.marked && scratch.excluded[doc] === 1);
  if (excluded) return CONSTRAINT_FACTORS.excluded * constraintFactor(test, facts);
  if ((facts & FACT.ENTRY) === 0) {
    return test.marked || test.excludedFacts !== 0
      ? longformFactor(index, scratch, test.excludedFacts, test.kind, test.howTo, CONSTRAINT_FACTORS.excluded, doc)
      : 1;
  }
  const factor = constraintFactor(test, facts);
  return test.kind !== NO_KIND && index.categoryOf[doc] !== test.kind ? factor * KIND_READING.outside : factor;
}

/** What the constraints multiply an entry with `facts` by (1 for a long-form item: its facts are 0). */
function constraintFactor(test: FieldTest, facts: number): number {
  if ((facts & FACT.ENTRY) === 0) return 1;
  let factor = 1;
  for (const constraint of test.constraints) {
    const said = verdict(constraint, facts);
    if (said > 0) factor *= CONSTRAINT_FACTORS.meets;
    else if (said < 0) factor *= CONSTRAINT_FACTORS.fails;
  }
  return factor;
}
