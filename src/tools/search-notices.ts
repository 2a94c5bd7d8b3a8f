// What the search tool says besides its results, in the caller's vocabulary: how to broaden a search that
// found nothing (drop a filter, "did you mean"), a page past the end, words read as others or matching nothing,
// why a listing is one, and the refusal of an unknown category. What is true comes from search/ (the advice of
// search/answer/advice.ts); the sentences are written here.

import { fail, type Result } from "../core/problem";
import { nearestSlugs, type Facets, type NearestWords, type SearchAnswer, type SimilarTo } from "../search/api";
import type { Category } from "../site/types";
import { sampleMiss } from "./outcomes";
import { TOOL_VOCABULARY, type Vocabulary } from "./vocabulary";

/** What the caller asked, as the notices quote it. */
export interface Asked {
  readonly query?: string | undefined;
  readonly alternatives?: readonly string[] | undefined;
  readonly type?: string | undefined;
  readonly category?: string | undefined;
  readonly tags?: readonly string[] | undefined;
  readonly offset?: number | undefined;
}

// Categories and kinds named in a "matches elsewhere" hint; more would be a list, not a hint.
const HINT_PLACES = 3;

/** The filters asked for, as "type guide", "category payments", "tags a, b" (argument names by `name`). */
export function filterPhrases(asked: Asked, name: (arg: string) => string): string[] {
  const type = asked.type ?? "all";
  const tags = asked.tags ?? [];
  return [
    ...(type !== "all" ? [`${name("type")} ${type}`] : []),
    ...(asked.category !== undefined ? [`${name("category")} ${asked.category}`] : []),
    ...(tags.length > 0 ? [`${name("tags")} ${tags.join(", ")}`] : []),
  ];
}

function topCounts(counts: Readonly<Record<string, number>>, skip?: string): string[] {
  return Object.entries(counts)
    .filter(([name]) => name !== skip)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, HINT_PLACES)
    .map(([name, count]) => `${name} (${count})`);
}

/** Where the same words match once the filters are dropped: which filter to drop, and where to look. */
function filterHints(asked: Asked, facets: Facets, total: number, say: Vocabulary): string[] {
  const hints: string[] = [];
  const type = asked.type ?? "all";
  if (total === 0) return hints;
  const dropped = filterPhrases(asked, (name) => say.arg("search", name));
  hints.push(`Without ${dropped.join(" and ")} the same words have ${total} results.`);
  if (asked.category !== undefined) {
    const places = topCounts(facets.categories, asked.category);
    if (places.length > 0) hints.push(`Categories where they match: ${places.join(", ")}.`);
  }
  if (type !== "all") {
    const kinds = topCounts(facets.kinds, type);
    if (kinds.length > 0) hints.push(`Other types that match: ${kinds.join(", ")}.`);
  }
  return hints;
}

/**
 * The notice for a search that needs one: no results (how to broaden: drop a filter, "did you mean"), a page
 * past the end, misspelled words read as others, or words that matched nothing. Null when all is well.
 */
export function searchNotice(asked: Asked, answer: SearchAnswer, say: Vocabulary = TOOL_VOCABULARY): string | null {
  const query = asked.query ?? "";
  const offset = asked.offset ?? 0;
  const { didYouMean, unfiltered } = answer.advice;
  const suggestion = didYouMean === null ? null : `Did you mean "${didYouMean.query}" (${didYouMean.total} results)?`;
  if (answer.total === 0) {
    const hints: string[] = [];
    const filtered = filterPhrases(asked, (name) => name).length > 0;
    if (unfiltered !== null) hints.push(...filterHints(asked, unfiltered.facets, unfiltered.total, say));
    if (suggestion !== null) hints.push(suggestion);
    else if (hints.length === 0 || !filtered)
      hints.push(`Try fewer or other words, a product name, or ${say.call("list_categories")} to see what the directory covers.`);
    const phrased = (asked.alternatives ?? []).length > 0;
    // With no query of its own, a search of alternatives (or of listings like an entry) is named by them, not by "".
    const like = answer.similarTo !== undefined && query.trim() === "" ? `listings like ${answer.similarTo.ids.join(", ")}` : null;
    const what = like ?? (!phrased ? `"${query}"` : query.trim() === "" ? "its alternatives" : `"${query}" or its alternatives`);
    return `No results for ${what}. ${hints.join(" ")}`;
  }
  if (offset >= answer.total) return pastTheEnd(offset, answer.total, say);
  const notes: string[] = [];
  if (answer.similarTo !== undefined) notes.push(similarLine(answer.similarTo, say));
  const readAs = Object.entries(answer.readAs);
  if (readAs.length > 0) notes.push(`Read ${readAs.map(([word, as]) => `"${word}" as ${as.join(" or ")}`).join(", ")}.`);
  if (answer.unmatched.length > 0) {
    const words = answer.unmatched.map((w) => `"${w}"`).join(", ");
    notes.push(`Nothing matches ${words}; results are ranked on the other words.${suggestion !== null ? ` ${suggestion}` : ""}`);
  }
  if (answer.advice.rephrase !== null) notes.push(rephraseLine(answer.advice.rephrase, say));
  // Cut by code points: a cut inside a surrogate pair would leave half an emoji in the notice.
  const idle = (answer.alternatives ?? []).flatMap((reading) =>
    reading.total === 0 ? [`${reading.at} ("${[...reading.query].slice(0, 40).join("")}")`] : [],
  );
  if (idle.length > 0) notes.push(`Nothing matches alternative ${idle.join(", ")}.`);
  return notes.length > 0 ? notes.join(" ") : null;
}

/** What a search for listings like others ranked: how it was asked, and that those are left out. */
function similarLine(similar: SimilarTo, say: Vocabulary): string {
  const ids = similar.ids.join(", ");
  const asked = similar.from !== null ? `Read "${similar.from}" as a request for` : `\`${say.arg("search", "similar_to")}\`:`;
  return `${asked} listings that do the job of ${ids}, best first; ${ids} ${similar.ids.length > 1 ? "are" : "is"} left out.`;
}

/** The one line a weak match gets: that it is weak, and the catalogue's words nearest to it. */
function rephraseLine(nearest: NearestWords, say: Vocabulary): string {
  const alternatives = `\`${say.arg("search", "alternatives")}\``;
  const words = [
    ...(nearest.tags.length > 0 ? [`${nearest.tags.join(", ")} (tags)`] : []),
    ...(nearest.categories.length > 0
      ? [`${nearest.categories.join(", ")} (${nearest.categories.length > 1 ? "categories" : "category"})`]
      : []),
  ];
  return words.length > 0
    ? `Nothing matches this well; the directory's words nearest to it: ${words.join("; ")}. Rephrase in such words, or add them as ${alternatives}.`
    : `Nothing matches this well; rephrase it in a listing's words (a category, capability, protocol or product name), or add such phrasings as ${alternatives}.`;
}

function pastTheEnd(offset: number, total: number, say: Vocabulary): string {
  const name = say.arg("search", "offset");
  return `${name} ${offset} is past the last result (total ${total}); start again from ${name} 0.`;
}

/** An unknown category: every valid slug, and the close ones as suggestions (or an outage, on the sample). */
export function unknownCategory(category: string, categories: readonly Category[], sample: boolean, say: Vocabulary): Result<never> {
  if (sample) return sampleMiss(`category "${category}"`);
  const slugs = categories.map((c) => c.slug);
  const close = nearestSlugs(category, slugs);
  const guess = close.length > 0 ? ` Did you mean ${close[0]}?` : "";
  return fail(
    "bad_request",
    `Unknown \`${say.arg("search", "category")}\` "${category}".${guess} Valid: ${slugs.join(", ")} (${say.call("list_categories")} describes them).`,
    close.length > 0 ? close : undefined,
  );
}

/** The notice of a listing: why it is one when words were ignored, or what to do when it is empty or paged past. */
export function listingNotice(query: string, total: number, offset: number, filters: string[], say: Vocabulary): string | null {
  const notes: string[] = [];
  if (query.trim() !== "") {
    notes.push(
      `\`${say.arg("search", "query")}\` "${query.slice(0, 40)}" has no letters or digits, so it narrows nothing: this lists every item${filters.length > 0 ? ` with ${filters.join(" and ")}` : ""}, by name.`,
    );
  }
  if (total === 0) {
    notes.push(`Nothing has ${filters.join(" and ")}; drop a filter, or see ${say.call("list_categories")} for what the directory covers.`);
  } else if (offset >= total) notes.push(pastTheEnd(offset, total, say));
  return notes.length > 0 ? notes.join(" ") : null;
}
