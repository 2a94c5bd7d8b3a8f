// When an answer is weak (weak-answer.ts), it says so and names the catalogue's own words nearest to the request: the
// tags and categories of what did match, so a model's next try (or its `alternatives`) is in the words listings use.

import { type SearchOutcome, taggedDocs } from "../rank/api";
import type { SearchIndex } from "../index/api";
import { stem } from "../words/api";

// The hits whose tags and categories are counted: one default page.
const FROM_HITS = 10;
// Words offered: a hint, not a list.
const NEAREST_TAGS = 5;
const NEAREST_CATEGORIES = 2;
// A tag on more of the catalogue than this says nothing about the need ("mcp", "agents").
const MAX_TAG_SHARE = 0.15;

export interface NearestWords {
  readonly tags: readonly string[];
  readonly categories: readonly string[];
}

const tagCounts = new WeakMap<SearchIndex, Map<string, number>>();

/** How many docs carry `tag`, counted once per loaded index. */
function docsTagged(index: SearchIndex, tag: string): number {
  let counts = tagCounts.get(index);
  if (counts === undefined) tagCounts.set(index, (counts = new Map()));
  let count = counts.get(tag);
  if (count === undefined) counts.set(tag, (count = taggedDocs(index, [tag]).length));
  return count;
}

function best(tally: Map<string, number>, count: number): string[] {
  return [...tally.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, count)
    .map(([word]) => word);
}

/**
 * The tags and categories of the first hits, each weighed by the scores of the hits that carry it: what the catalogue
 * calls what did match. Tags the request already says (every part of it one of its words) and tags on much of the
 * catalogue are left out.
 */
export function nearestWords(index: SearchIndex, outcome: SearchOutcome): NearestWords {
  const asked = new Set(outcome.scored.map(stem));
  const tags = new Map<string, number>();
  const categories = new Map<string, number>();
  for (const hit of outcome.hits.slice(0, FROM_HITS)) {
    for (const tag of hit.doc.tags) {
      if (tag.split("-").every((part) => asked.has(stem(part)))) continue;
      tags.set(tag, (tags.get(tag) ?? 0) + hit.score);
    }
    if (hit.doc.category !== null) categories.set(hit.doc.category, (categories.get(hit.doc.category) ?? 0) + hit.score);
  }
  const limit = MAX_TAG_SHARE * index.docs.length;
  for (const tag of tags.keys()) if (docsTagged(index, tag) > limit) tags.delete(tag);
  return { tags: best(tags, NEAREST_TAGS), categories: best(categories, NEAREST_CATEGORIES) };
}
