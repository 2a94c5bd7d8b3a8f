// "Did you mean": ids close to what was asked for, surviving typos ("playwrigth" → playwright),
// missing or extra words ("playwright" → playwright-mcp), then ids that share its words.

import { boundedDistance, typoBudget } from "./distance";
import { postingCount, type DocKind, type SearchDoc, type SearchIndex } from "./index";
import { runSearch } from "./query";
import { letterMask, popcount, signalsFor, typoVariants } from "./signals";
import { tokenize } from "./text";

export const MAX_SUGGESTIONS = 5;

interface Scored {
  readonly id: string;
  readonly rank: number;
  readonly sortKey: string;
}

/** Ids of documents of the given kinds that look like `asked`, best first. */
export function suggestIds(index: SearchIndex, asked: string, kinds: readonly DocKind[], limit = MAX_SUGGESTIONS): string[] {
  const words = tokenize(asked);
  if (words.length === 0) return [];
  const slug = words.join("-");
  const budget = typoBudget(slug.length);
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
  const scored: Scored[] = [];

  for (let at = 0; at < index.docs.length; at++) {
    const doc = index.docs[at]!;
    if (!allowed.has(doc.kind)) continue;
    const rank = closeness(doc, masks, at, target);
    if (rank !== null) scored.push({ id: doc.id, rank, sortKey: doc.sortKey });
  }
  scored.sort((a, b) => a.rank - b.rank || (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0));
  const out: string[] = [];
  for (const item of scored) {
    if (out.length >= limit) break;
    if (!out.includes(item.id)) out.push(item.id);
  }
  if (out.length < limit) {
    for (const kind of kinds) {
      const found = runSearch(index, { query: words.join(" "), type: kind, tags: [], limit, offset: 0 });
      for (const hit of found.hits) {
        if (out.length >= limit) break;
        if (!out.includes(hit.doc.id)) out.push(hit.doc.id);
      }
    }
  }
  return out.slice(0, limit);
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

/** Lower is closer; null when not close at all. Edit distance first, then containment. */
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
 * "Did you mean": the query with each word that matched nothing replaced by the closest name, id or tag
 * token (more lenient than ranking's typo budget, since this is only offered), or null when no word has one.
 * Among equally close tokens the one in more documents wins.
 */
export function correctQuery(index: SearchIndex, words: readonly string[], unmatched: readonly string[]): string | null {
  if (unmatched.length === 0) return null;
  const signals = signalsFor(index);
  let changed = false;
  const corrected = words.map((word) => {
    if (!unmatched.includes(word)) return word;
    const matches = typoVariants(index, signals, word, typoBudget(word.length));
    if (matches.length === 0) return word;
    let best = matches[0]!.token;
    for (const match of matches) if (postingCount(index, match.token) > postingCount(index, best)) best = match.token;
    changed = true;
    return index.vocabulary[best]!;
  });
  return changed ? corrected.join(" ") : null;
}
