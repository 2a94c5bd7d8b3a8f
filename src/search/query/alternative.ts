// Requests for something else than a listed product: "alternatives to browserbase", "cursor alternative", "something
// like mem0 I can self-host", "replace langsmith", "what to use instead of pinecone". Searching for the product's
// words ranked the product first and its word matches after it; what is asked for is what does its job. So the
// phrase and the product's words are set aside (as negations are, plan.ts), the product is noted, and ranking reads
// its neighbours (rank/similar.ts), narrowed by the request's other words ("open source", "in the terminal").

import { FIELD, lowerBound, POSTING_FLAG_BITS, type SearchIndex } from "../index/api";
import { englishUse, phraseOf } from "../words/api";
import { narrowPlan, scoredOutside, type Plan } from "./plan";

// Words that ask for another product in place of the one that follows them ("alternatives to X", "like X").
const BEFORE: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["alternative", new Set(["to", "for", "of"])],
  ["alternatives", new Set(["to", "for", "of"])],
  ["replacement", new Set(["for", "of", "to"])],
  ["replacements", new Set(["for", "of", "to"])],
  ["substitute", new Set(["for", "to"])],
  ["competitor", new Set(["to", "of"])],
  ["competitors", new Set(["to", "of"])],
  ["similar", new Set(["to"])],
  ["instead", new Set(["of"])],
  ["like", new Set()],
  ["replace", new Set()],
  ["replacing", new Set()],
]);
// Words before "like" that make it "something like X", not "I'd like".
const LIKE_OPENERS: ReadonlySet<string> = new Set([
  "something",
  "anything",
  "things",
  "tool",
  "tools",
  "service",
  "services",
  "one",
  "ones",
]);
// Verbs of leaving a product: "switch from X", "migrate off X", "move away from X".
const LEAVING: ReadonlySet<string> = new Set(["switch", "switching", "migrate", "migrating", "move", "moving"]);
const LEAVING_LINKS: ReadonlySet<string> = new Set(["from", "off", "away"]);
// Words after a product that ask for another in its place ("cursor alternative", "mem0 replacement").
const AFTER: ReadonlySet<string> = new Set([
  "alternative",
  "alternatives",
  "replacement",
  "replacements",
  "competitor",
  "competitors",
  "equivalent",
]);

// The longest product name read, in words ("claude code", "vercel ai sdk").
const MAX_NAME_WORDS = 4;
// A name that starts this many listings or more is a family, not the product asked about.
const MAX_NAMED_DOCS = 6;

/** The product a request asks an alternative to: its listings, the phrase as typed, and where it is. */
export interface AlternativeTo {
  /** The docs the product is (entries, in doc order). */
  readonly docs: readonly number[];
  readonly from: string;
  readonly start: number;
  readonly end: number;
}

/**
 * Entries named by `words`: its whole name or id, or, for a word no English (or any word, with `anyWord`), the names
 * and ids that start with it.
 */
export function namedDocs(index: SearchIndex, words: readonly string[], anyWord = false): number[] {
  const name = words.join(" ");
  const id = words.join("-");
  // Only the docs whose name or id has the first word: its postings, not the whole catalogue.
  const at = lowerBound(index.vocabulary, words[0]!);
  if (index.vocabulary[at] !== words[0]) return [];
  const holders: number[] = [];
  for (let p = index.postingStart[at]!, stop = index.postingStart[at + 1]!; p < stop; p++) {
    const posting = index.postingData[p]!;
    const doc = posting >>> POSTING_FLAG_BITS;
    if (posting & (FIELD.NAME | FIELD.ID) && index.docs[doc]!.kind === "entry") holders.push(doc);
  }
  const exact = holders.filter((doc) => index.docs[doc]!.nameText === name || index.docs[doc]!.id === id);
  if (exact.length > 0 || (!anyWord && words.some((word) => englishUse(word) !== "none"))) return exact;
  // "tavily" is Tavily API and Tavily MCP; an English word ("browser") names a kind of thing, not a product.
  const family = holders.filter((doc) => index.docs[doc]!.nameText.startsWith(`${name} `) || index.docs[doc]!.id.startsWith(`${id}-`));
  return family.length <= MAX_NAMED_DOCS ? family : [];
}

/** The longest run of words from `from` on (forward) or ending before `from` (backward) that names listings. */
export function productAt(
  index: SearchIndex,
  sequence: readonly string[],
  from: number,
  forward: boolean,
  anyWord = false,
): { docs: number[]; start: number; end: number } | null {
  for (let length = MAX_NAME_WORDS; length >= 1; length--) {
    const start = forward ? from : from - length;
    const end = start + length;
    if (start < 0 || end > sequence.length) continue;
    const docs = namedDocs(index, sequence.slice(start, end), anyWord);
    if (docs.length > 0) return { docs, start, end };
  }
  return null;
}

/** Where the product would start after the trigger word at `at`, or -1 when the words there ask for nothing. */
function afterTrigger(sequence: readonly string[], at: number): number {
  const word = sequence[at]!;
  if (LEAVING.has(word)) {
    let next = at + 1;
    while (next < sequence.length && LEAVING_LINKS.has(sequence[next]!)) next++;
    return next > at + 1 ? next : -1;
  }
  const links = BEFORE.get(word);
  if (links === undefined) return -1;
  if (word === "like") return at > 0 && LIKE_OPENERS.has(sequence[at - 1]!) ? at + 1 : -1;
  if (links.size === 0) return at + 1;
  return links.has(sequence[at + 1] ?? "") ? at + 2 : -1;
}

/** The first "alternative to a listed product" a request's words ask for, or null. */
export function readAlternative(index: SearchIndex, sequence: readonly string[]): AlternativeTo | null {
  for (let at = 0; at < sequence.length; at++) {
    const word = sequence[at]!;
    const from = afterTrigger(sequence, at);
    if (from >= 0) {
      const product = productAt(index, sequence, from, true);
      if (product !== null) return { docs: product.docs, from: phraseOf(sequence.slice(at, product.end)), start: at, end: product.end };
    }
    if (AFTER.has(word)) {
      const product = productAt(index, sequence, at, false);
      if (product !== null)
        return { docs: product.docs, from: phraseOf(sequence.slice(product.start, at + 1)), start: product.start, end: at + 1 };
    }
  }
  return null;
}

/** The plan without the words of `alternative` (the phrase and the product are read, not searched for). */
export function withoutAlternative(plan: Plan, alternative: AlternativeTo): Plan {
  return narrowPlan(plan, new Set(scoredOutside(plan, [alternative])));
}
