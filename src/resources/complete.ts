// completion/complete for the resource templates' variables (design §7), protocol-agnostic: the values for one
// variable, best first. Ids rank by tiers, each after the one before: the id itself, ids starting with what
// was typed (shorter first), ids with a word starting with it, then the "did you mean" ids of
// src/search/answer/suggest.ts (typos, containment, shared rare words), so completion and "not found" suggestions
// agree. Prefix tiers come first because "did you mean" alone finds close ids, not continuations; "did you
// mean" runs only when they found fewer than a page of values.

import { LONGFORM_TYPES, isLongformType, type LongformType } from "../site/types";
import { fail, ok, type Result } from "../core/problem";
import { boundedDistance, lowerBound, suggestIds, suggestionTypoBudget, tokenize } from "../search/api";
import type { SearchableSource } from "./source";
import { CATEGORY_TEMPLATE, CONTENT_TEMPLATE, ENTRY_TEMPLATE, RESOURCE_TEMPLATES, templateByUri } from "./templates";
import { parseResourceUri } from "./uri";

// The specification's cap on values per answer.
export const MAX_COMPLETION_VALUES = 100;
// Candidates counted for `total`: bounds what one keystroke collects and sorts, whatever the catalogue's size (up to
// the 50,000-entry cap, MAX_INDEX_ENTRIES); the word tier still scans every id once.
export const MAX_COMPLETION_CANDIDATES = 1000;
// Longer than any id (80 characters) with room for typing; the same bound as id lookups.
export const MAX_COMPLETION_INPUT_CHARS = 200;

export interface Completion {
  readonly values: readonly string[];
  /** Distinct candidates found, at most MAX_COMPLETION_CANDIDATES. */
  readonly total: number;
  readonly hasMore: boolean;
}

export interface CompletionRequest {
  /** `ref.uri`: one of the templates' uriTemplate strings, exactly. */
  readonly ref: string;
  /** `argument.name` and `argument.value`. */
  readonly argument: string;
  readonly value: string;
  /** `context.arguments` (2025-06-18 and later): a chosen `type` narrows the content template's `id`. */
  readonly context?: Readonly<Record<string, unknown>>;
}

const NONE: Completion = { values: [], total: 0, hasMore: false };
const TEMPLATE_LIST = RESOURCE_TEMPLATES.map((template) => template.uriTemplate).join(", ");

export function completeResourceArgument(source: SearchableSource, request: CompletionRequest): Result<Completion> {
  const template = templateByUri(request.ref);
  if (template === undefined) {
    // A concrete URI of ours has no variables left to complete (the SDK servers answer the same).
    if (parseResourceUri(request.ref).ok) return ok(NONE);
    return fail("bad_request", `No resource template is "${request.ref}". Complete a variable of one of: ${TEMPLATE_LIST}.`);
  }
  if (!template.variables.includes(request.argument)) {
    const names = template.variables.map((name) => `"${name}"`).join(" and ");
    return fail("bad_request", `${template.uriTemplate} has no variable "${request.argument}"; complete ${names}.`);
  }
  if (request.value.length > MAX_COMPLETION_INPUT_CHARS) {
    return fail("bad_request", `argument.value is longer than ${MAX_COMPLETION_INPUT_CHARS} characters; no value is that long.`);
  }
  if (template === ENTRY_TEMPLATE) return ok(completeEntryId(source, request.value));
  if (template === CATEGORY_TEMPLATE) return ok(completeCategory(source, request.value));
  if (template === CONTENT_TEMPLATE && request.argument === "type") return ok(completeName(LONGFORM_TYPES, request.value));
  const chosen = request.context?.type;
  const kinds: readonly LongformType[] = isLongformType(chosen) ? [chosen] : LONGFORM_TYPES;
  const ids = [...new Set(source.longform.filter((item) => kinds.includes(item.type)).map((item) => item.id))].sort();
  return ok(rankIds(ids, request.value, (limit) => suggestIds(source.search, request.value, kinds, limit)));
}

/** Entry ids for what was typed of one, best first (prompt arguments complete with it too). */
export function completeEntryId(source: SearchableSource, value: string): Completion {
  return rankIds(entryIds(source), value, (limit) => suggestIds(source.search, value, ["entry"], limit));
}

/** Category slugs for what was typed of one, best first. */
export function completeCategory(source: SearchableSource, value: string): Completion {
  return completeName(
    source.categories.map((category) => category.slug),
    value,
  );
}

const entryIdsBySource = new WeakMap<SearchableSource["entries"], readonly string[]>();

/** Entry ids, sorted (once per loaded catalogue). */
function entryIds(source: SearchableSource): readonly string[] {
  let ids = entryIdsBySource.get(source.entries);
  if (ids === undefined) {
    ids = source.entries.map((entry) => entry.id).sort();
    entryIdsBySource.set(source.entries, ids);
  }
  return ids;
}

/** Collects distinct values in tier order, up to MAX_COMPLETION_CANDIDATES. */
class Ranking {
  private readonly found = new Set<string>();
  add(value: string): void {
    if (this.found.size < MAX_COMPLETION_CANDIDATES) this.found.add(value);
  }
  get size(): number {
    return this.found.size;
  }
  get full(): boolean {
    return this.found.size >= MAX_COMPLETION_CANDIDATES;
  }
  result(): Completion {
    const values = [...this.found].slice(0, MAX_COMPLETION_VALUES);
    return { values, total: this.found.size, hasMore: this.found.size > values.length };
  }
}

const byLengthThenName = (a: string, b: string): number => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/** Tiers 0 to 3 over sorted `ids`, then `didYouMean` (tier 4). */
function rankIds(ids: readonly string[], value: string, didYouMean: (limit: number) => readonly string[]): Completion {
  const ranking = new Ranking();
  const asked = value.trim().toLowerCase();
  if (asked === "") {
    for (const id of ids) if (!ranking.full) ranking.add(id);
    return ranking.result();
  }
  const slug = tokenize(value).join("-");
  if (slug !== "" && ids[lowerBound(ids, slug)] === slug) ranking.add(slug);
  // Typed as an id ("model-") it is a prefix as typed; otherwise ("Claude Cod") as a slug.
  const prefix = /^[a-z0-9-]+$/.test(asked) ? asked : slug;
  if (prefix !== "") {
    const starts: string[] = [];
    for (let at = lowerBound(ids, prefix); at < ids.length && ids[at]!.startsWith(prefix); at++) starts.push(ids[at]!);
    for (const id of starts.sort(byLengthThenName)) ranking.add(id);
  }
  if (slug !== "" && !ranking.full) {
    const inner = `-${slug}`;
    const words = ids.flatMap((id) => {
      const at = id.indexOf(inner);
      return at === -1 ? [] : [{ id, at }];
    });
    words.sort((a, b) => a.at - b.at || byLengthThenName(a.id, b.id));
    for (const { id } of words) ranking.add(id);
  }
  // "Did you mean" only fills a short answer: once continuations fill a page, fuzzy neighbours would only
  // inflate `total` (tool-01 has 100 continuations; with neighbours its total was 294).
  if (ranking.size < MAX_COMPLETION_VALUES) for (const id of didYouMean(MAX_COMPLETION_CANDIDATES)) ranking.add(id);
  return ranking.result();
}

/** The same tiers for a short fixed list (types, category slugs, client names), with typos by edit distance for tier 4. */
export function completeName(names: readonly string[], value: string): Completion {
  const sorted = [...new Set(names)].sort();
  const slug = tokenize(value).join("-");
  return rankIds(sorted, value, () => {
    if (slug === "") return [];
    const budget = Math.max(1, suggestionTypoBudget(slug.length));
    return sorted
      .map((name) => ({ name, distance: boundedDistance(slug, name, budget) }))
      .filter((item) => item.distance <= budget)
      .sort((a, b) => a.distance - b.distance || byLengthThenName(a.name, b.name))
      .map((item) => item.name);
  });
}
