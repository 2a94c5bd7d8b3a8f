// "Did you mean": ids close to what was asked for, never ids that merely mention its words somewhere.
// Close is one of: within a few edits of the id, the id without hyphens or the name ("playwrigth" →
// playwright, "x-402" → x402, "Claude Code" → claude-code); containing it or contained in it as whole
// words ("playwright" → playwright-mcp); starting with most of it ("stripe-agent-kit" →
// stripe-agent-toolkit); or sharing the words of the id that carry most of what was typed,
// weighted by how rare each word is among ids ("mcp-server-github" → github-mcp-server, but
// "does-not-exist" → nothing). No suggestion is better than a wrong one, so full-text hits are not used.

import { boundedDistance, isEnglishWord, tokenize, suggestionTypoBudget } from "../words/api";
import { postingCount, type DocKind, type SearchDoc, type SearchIndex, letterMask, popcount, typoVariants } from "../index/api";

export const MAX_SUGGESTIONS = 5;
// Id words must carry at least this share of what was typed (by rarity weight) for a shared-words match:
// "stripe-agent" suggests stripe-mcp (stripe is the rarer word) but not agent-skills-spec, and
// "mcp-server-github" suggests github-mcp-registry but not every mcp-server id.
export const MIN_SHARED_WEIGHT = 0.6;
// ...and one shared word must be specific: in at most this share of ids (or this many, in small
// catalogues). "my-agent" shares only agent, which a sixth of the ids have: nothing to suggest.
const MAX_COMMON_SHARE = 0.1;
const MIN_COMMON_DOCS = 5;
// Words of the asked id compared word by word; an id has a handful, more is pasted text.
const MAX_ASKED_WORDS = 8;
// A typed word this long may be the start of an id word ("playw" → playwright), and an id must start with
// this much of what was typed to count as starting with it; shorter ones match too much.
const MIN_PREFIX_CHARS = 4;
// An id that starts with most of what was typed is close ("stripe-agent-kit" → stripe-agent-toolkit).
const MIN_PREFIX_SHARE = 2 / 3;
// An id that starts with all of it is close from three characters on ("x40" → x402).
const MIN_WHOLE_PREFIX_CHARS = 3;

interface Scored {
  readonly id: string;
  readonly rank: number;
  readonly sortKey: string;
}

/** Ids of documents of the given kinds that look like `asked`, best first; empty when none is close. */
export function suggestIds(index: SearchIndex, asked: string, kinds: readonly DocKind[], limit = MAX_SUGGESTIONS): string[] {
  const words = tokenize(asked);
  if (words.length === 0) return [];
  const slug = words.join("-");
  const budget = suggestionTypoBudget(slug.length);
  const compact = words.join("");
  const target: Target = {
    slug,
    compact,
    budget,
    slugMask: letterMask(slug),
    compactMask: letterMask(compact),
    head: `${slug}-`,
    tail: `-${slug}`,
  };
  const allowed = new Set(kinds);
  const masks = masksFor(index);
  const shares = sharedWordShares(index, words);
  const scored: Scored[] = [];

  for (let at = 0; at < index.docs.length; at++) {
    const doc = index.docs[at]!;
    if (!allowed.has(doc.kind)) continue;
    let rank = closeness(doc, masks, at, target);
    if (rank === null) {
      // Below edits and containment: how much of what was typed the id starts with, or shares as words.
      const wordShare = shares !== null && shares[at]! >= MIN_SHARED_WEIGHT ? shares[at]! : 0;
      const share = Math.max(wordShare, prefixShare(doc.id, slug));
      if (share > 0) rank = budget + 2 + (1 - share) + Math.abs(doc.id.length - slug.length) / 1000;
    }
    if (rank !== null) scored.push({ id: doc.id, rank, sortKey: doc.sortKey });
  }
  scored.sort((a, b) => a.rank - b.rank || (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0));
  const out: string[] = [];
  for (const item of scored) {
    if (out.length >= limit) break;
    if (!out.includes(item.id)) out.push(item.id);
  }
  return out;
}

/**
 * The words of every doc's id, made the first time an id is not found: each distinct word with the docs
 * whose id has it.
 */
interface IdWords {
  readonly words: readonly string[];
  readonly docs: readonly (readonly number[])[];
  readonly byWord: ReadonlyMap<string, number>;
  /** letterMask of each word, so most typo comparisons are skipped (see Masks). */
  readonly letters: Uint32Array;
}

const idWordsByIndex = new WeakMap<SearchIndex, IdWords>();

function idWordsFor(index: SearchIndex): IdWords {
  let table = idWordsByIndex.get(index);
  if (!table) {
    const words: string[] = [];
    const docs: number[][] = [];
    const byWord = new Map<string, number>();
    index.docs.forEach((doc, at) => {
      for (const word of doc.id.split("-")) {
        if (word === "") continue;
        let slot = byWord.get(word);
        if (slot === undefined) {
          slot = words.length;
          byWord.set(word, slot);
          words.push(word);
          docs.push([]);
        }
        const list = docs[slot]!;
        if (list[list.length - 1] !== at) list.push(at);
      }
    });
    table = { words, docs, byWord, letters: Uint32Array.from(words, letterMask) };
    idWordsByIndex.set(index, table);
  }
  return table;
}

/** Id words a typed word stands for: itself, within its typo budget, or (long enough) their start. */
function matchingIdWords(table: IdWords, word: string): number[] {
  const exact = table.byWord.get(word);
  if (word.length < MIN_PREFIX_CHARS) return exact === undefined ? [] : [exact];
  const budget = suggestionTypoBudget(word.length);
  const mask = letterMask(word);
  const out: number[] = [];
  for (let slot = 0; slot < table.words.length; slot++) {
    const candidate = table.words[slot]!;
    const close =
      Math.abs(candidate.length - word.length) <= budget &&
      popcount((table.letters[slot]! ^ mask) >>> 0) <= 2 * budget &&
      boundedDistance(word, candidate, budget) <= budget;
    if (close || candidate.startsWith(word)) out.push(slot);
  }
  return out;
}

/**
 * Per doc, the share of the typed words its id words match, each typed word weighted by
 * how rare the ids it matches are (a word no id has weighs most), or -1 when the doc shares only common
 * words (see MAX_COMMON_SHARE); null when no typed word matches any id.
 * The typed words run together ("x 402") count as all of them when they are one id word.
 */
function sharedWordShares(index: SearchIndex, asked: readonly string[]): Float64Array | null {
  // Stop words count like any other: "my-api" is an id nobody has, not a request for every *-api id.
  const words = [...new Set(asked)].slice(0, MAX_ASKED_WORDS);
  const table = idWordsFor(index);
  const total = index.docs.length;
  const matched = new Float64Array(total);
  const seen = new Int32Array(total).fill(-1);
  const specific = new Uint8Array(total);
  const common = Math.max(MIN_COMMON_DOCS, total * MAX_COMMON_SHARE);
  let weightSum = 0;
  let any = false;
  words.forEach((word, w) => {
    const hits: number[] = [];
    for (const slot of matchingIdWords(table, word)) {
      for (const at of table.docs[slot]!) {
        if (seen[at] === w) continue;
        seen[at] = w;
        hits.push(at);
      }
    }
    const weight = Math.log(1 + total / (hits.length + 1));
    weightSum += weight;
    for (const at of hits) matched[at] = matched[at]! + weight;
    if (hits.length <= common) for (const at of hits) specific[at] = 1;
    if (hits.length > 0) any = true;
  });
  if (asked.length > 1) {
    const joined = table.byWord.get(asked.join(""));
    if (joined !== undefined) {
      for (const at of table.docs[joined]!) {
        matched[at] = weightSum;
        specific[at] = 1;
      }
      any = true;
    }
  }
  if (!any) return null;
  for (let at = 0; at < total; at++) matched[at] = specific[at] === 1 ? matched[at]! / weightSum : -1;
  return matched;
}

/**
 * Letter-set masks of every doc's id and name, made the first time an id is not found (so loads never pay
 * for them). An edit changes at most two bits of such a mask, so a doc whose masks differ from the asked
 * id's in more than twice the budget cannot be within it, and its edit distances are never computed.
 */
interface Masks {
  readonly id: Uint32Array;
  /** The id without its hyphens. */
  readonly bare: Uint32Array;
  readonly name: Uint32Array;
}

const masksByIndex = new WeakMap<SearchIndex, Masks>();

function masksFor(index: SearchIndex): Masks {
  let masks = masksByIndex.get(index);
  if (!masks) {
    const id = new Uint32Array(index.docs.length);
    const bare = new Uint32Array(index.docs.length);
    const name = new Uint32Array(index.docs.length);
    index.docs.forEach((doc, at) => {
      id[at] = letterMask(doc.id);
      bare[at] = letterMask(doc.id.replace(/-/g, ""));
      name[at] = letterMask(doc.nameText);
    });
    masks = { id, bare, name };
    masksByIndex.set(index, masks);
  }
  return masks;
}

/** What a doc is compared with: the asked id in its three forms, and the distance allowed. */
interface Target {
  readonly slug: string;
  readonly compact: string;
  readonly budget: number;
  readonly slugMask: number;
  readonly compactMask: number;
  /** `${slug}-` and `-${slug}`, for the containment test. */
  readonly head: string;
  readonly tail: string;
}

/** `slug` starts with `${id}-` (without building that string for every doc). */
function isIdHead(id: string, slug: string): boolean {
  return slug.length > id.length && slug.charCodeAt(id.length) === 45 && slug.startsWith(id);
}

/** Lower is closer; null when neither within the edit budget nor containing (or contained in) the slug. */
function closeness(doc: SearchDoc, masks: Masks, at: number, target: Target): number | null {
  const { slug, compact, budget } = target;
  // Each distance is computed only when the lengths and letter sets allow it (the distance is at least the
  // length difference, and at least half the letter-set difference).
  const reach = 2 * budget;
  let distance = budget + 1;
  if (Math.abs(doc.id.length - slug.length) <= budget && popcount((masks.id[at]! ^ target.slugMask) >>> 0) <= reach) {
    distance = boundedDistance(slug, doc.id, budget);
  }
  if (distance > 0 && doc.id.length >= compact.length - budget && popcount((masks.bare[at]! ^ target.compactMask) >>> 0) <= reach) {
    const bare = doc.id.includes("-") ? doc.id.replace(/-/g, "") : doc.id;
    if (Math.abs(bare.length - compact.length) <= budget) distance = Math.min(distance, boundedDistance(compact, bare, budget));
  }
  // The name as a slug has the folded name's length and letters (spaces become hyphens).
  if (
    distance > 0 &&
    doc.nameText &&
    Math.abs(doc.nameText.length - slug.length) <= budget &&
    popcount((masks.name[at]! ^ target.slugMask) >>> 0) <= reach
  ) {
    distance = Math.min(distance, boundedDistance(slug, doc.nameText.replace(/ /g, "-"), budget));
  }
  if (distance <= budget) return distance;
  if (doc.id.startsWith(target.head) || doc.id.endsWith(target.tail) || isIdHead(doc.id, slug)) {
    return budget + 1 + Math.abs(doc.id.length - slug.length) / 100;
  }
  return null;
}

/**
 * The share of the asked slug that `id` starts with, counting whole words only (or all of the slug, when
 * the id begins with it: "playw" → playwright); 0 when that is under MIN_PREFIX_SHARE or too short.
 * "stripe-agent-kit" shares "stripe-agent" with stripe-agent-toolkit; "brown" shares nothing with browserbase.
 */
function prefixShare(id: string, slug: string): number {
  const most = Math.min(id.length, slug.length);
  let at = 0;
  while (at < most && id.charCodeAt(at) === slug.charCodeAt(at)) at++;
  const whole = at === slug.length ? at : slug.lastIndexOf("-", at - 1);
  if (whole < (whole === slug.length ? MIN_WHOLE_PREFIX_CHARS : MIN_PREFIX_CHARS)) return 0;
  const share = whole / slug.length;
  return share >= MIN_PREFIX_SHARE ? share : 0;
}

/**
 * "Did you mean": the query with each word that matched nothing replaced by the closest name, id or tag
 * token (more lenient than ranking's typo budget, since this is only offered), or null when no word has one.
 * Among equally close tokens the one in more documents wins; a real English word stays ("programmers").
 */
export function correctQuery(index: SearchIndex, words: readonly string[], unmatched: readonly string[]): string | null {
  if (unmatched.length === 0) return null;
  const signals = index.signals;
  let changed = false;
  const corrected = words.map((word) => {
    if (!unmatched.includes(word) || isEnglishWord(word)) return word;
    const matches = typoVariants(index, signals, word, suggestionTypoBudget(word.length));
    if (matches.length === 0) return word;
    let best = matches[0]!.token;
    for (const match of matches) if (postingCount(index, match.token) > postingCount(index, best)) best = match.token;
    changed = true;
    return index.vocabulary[best]!;
  });
  return changed ? corrected.join(" ") : null;
}
