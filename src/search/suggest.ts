// "Did you mean": ids close to what was asked for, surviving typos ("playwrigth" → playwright),
// missing or extra words ("playwright" → playwright-mcp), then ids that share its words.

import { boundedDistance, typoBudget } from "./distance";
import type { DocKind, SearchDoc, SearchIndex } from "./index";
import { runSearch } from "./query";
import { signalsFor, typoVariants } from "./signals";
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
  const compact = words.join("");
  const budget = typoBudget(slug.length);
  const allowed = new Set(kinds);
  const scored: Scored[] = [];

  for (const doc of index.docs) {
    if (!allowed.has(doc.kind)) continue;
    const rank = closeness(doc, slug, compact, budget);
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

/** Lower is closer; null when not close at all. Edit distance first, then containment. */
function closeness(doc: SearchDoc, slug: string, compact: string, budget: number): number | null {
  const nameSlug = doc.nameText.replace(/ /g, "-");
  const distance = Math.min(
    boundedDistance(slug, doc.id, budget),
    boundedDistance(compact, doc.id.replace(/-/g, ""), budget),
    nameSlug ? boundedDistance(slug, nameSlug, budget) : budget + 1,
  );
  if (distance <= budget) return distance;
  if (doc.id.startsWith(`${slug}-`) || doc.id.endsWith(`-${slug}`) || slug.startsWith(`${doc.id}-`)) {
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
    for (const match of matches) if (index.postings[match.token]!.length > index.postings[best]!.length) best = match.token;
    changed = true;
    return index.vocabulary[best]!;
  });
  return changed ? corrected.join(" ") : null;
}
