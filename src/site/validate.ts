// Shape checks for the site's JSON. A copy that fails them never replaces a good one.
// The checks cover what the Worker relies on; extra fields pass through untouched.

import { fail, ok, type Result } from "../core/problem";
import {
  isLongformType,
  type Category,
  type Entry,
  type LongformItem,
  type LongformSummary,
  type LongformType,
  type SiteIndex,
} from "./types";
import { isRecord } from "../core/guards";
import { isId } from "../core/ids";

type Json = Record<string, unknown>;

function isString(value: unknown): value is string {
  return typeof value === "string";
}

function isStringArray(value: unknown): value is string[] {
  if (!Array.isArray(value)) return false;
  for (const item of value) if (typeof item !== "string") return false;
  return true;
}

function entryProblem(raw: unknown, index: number): string | null {
  if (!isRecord(raw)) return `entries[${index}] is not an object`;
  if (!isId(raw.id)) return `entries[${index}].id is not a kebab-case id`;
  if (!isString(raw.name) || raw.name === "") return `entry "${raw.id}" has no name`;
  if (!isId(raw.category)) return `entry "${raw.id}" has no valid category`;
  if (!isString(raw.summary)) return `entry "${raw.id}" has no summary`;
  if (!isString(raw.url)) return `entry "${raw.id}" has no url`;
  if (raw.description !== undefined && !isString(raw.description)) return `entry "${raw.id}" description is not a string`;
  if (raw.tags !== undefined && !isStringArray(raw.tags)) return `entry "${raw.id}" tags is not a list of strings`;
  if (raw.related !== undefined && !isStringArray(raw.related)) return `entry "${raw.id}" related is not a list of strings`;
  if (raw.agent_access !== undefined && !isRecord(raw.agent_access)) return `entry "${raw.id}" agent_access is not an object`;
  if (raw.links !== undefined && !isRecord(raw.links)) return `entry "${raw.id}" links is not an object`;
  if (raw.longform !== undefined && !Array.isArray(raw.longform)) return `entry "${raw.id}" longform is not a list`;
  return null;
}

function categoryFrom(raw: unknown): Category | null {
  if (!isRecord(raw) || !isId(raw.slug) || !isString(raw.name)) return null;
  return {
    slug: raw.slug,
    name: raw.name,
    description: isString(raw.description) ? raw.description : "",
    count: 0,
    html: isString(raw.html) ? raw.html : "",
    json: isString(raw.json) ? raw.json : "",
  };
}

function titleFromSlug(slug: string): string {
  return slug
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** What index.json says besides its entries: read whole, however the entries are read. */
export interface IndexHead {
  readonly site_url?: unknown;
  readonly generated?: unknown;
  readonly categories?: unknown;
}

/**
 * The rules of index.json's entries, applied one entry at a time (so a streaming reader and a whole parsed
 * document follow the same rules), then its categories: derived from the entries, so a category that appears
 * in the data is listed even when the index's own `categories` array does not name it; a published category
 * with no entries yet is kept (count 0), as the site lists it.
 */
export class SiteIndexRules {
  private readonly seen = new Set<string>();
  private readonly counts = new Map<string, number>();

  /** Checks the next entry; a problem (the whole index is then refused) or null. */
  entry(raw: unknown): string | null {
    const problem = entryProblem(raw, this.seen.size);
    if (problem !== null) return `index.json: ${problem}`;
    const { id, category } = raw as Entry;
    if (this.seen.has(id)) return `index.json: duplicate entry id "${id}"`;
    this.seen.add(id);
    this.counts.set(category, (this.counts.get(category) ?? 0) + 1);
    return null;
  }

  get entries(): number {
    return this.seen.size;
  }

  /** The index's build time, origin and categories, once every entry has been checked. */
  finish(head: IndexHead): Result<Omit<SiteIndex, "entries">> {
    if (this.seen.size === 0) return fail("upstream_error", "index.json lists no entries");
    const siteUrl = isString(head.site_url) ? head.site_url.replace(/\/+$/, "") : "";
    const generated = isString(head.generated) && !Number.isNaN(Date.parse(head.generated)) ? head.generated : null;
    const categories: Category[] = [];
    const bySlug = new Map<string, Category>();
    if (Array.isArray(head.categories)) {
      for (const item of head.categories) {
        const category = categoryFrom(item);
        if (category && !bySlug.has(category.slug)) {
          bySlug.set(category.slug, category);
          categories.push(category);
        }
      }
    }
    // In order of first appearance among the entries, as the categories the index does not name are appended.
    for (const [slug, count] of this.counts) {
      let category = bySlug.get(slug);
      if (!category) {
        category = {
          slug,
          name: titleFromSlug(slug),
          description: "",
          count: 0,
          html: siteUrl ? `${siteUrl}/categories/${slug}/` : "",
          json: siteUrl ? `${siteUrl}/api/${slug}.json` : "",
        };
        bySlug.set(slug, category);
        categories.push(category);
      }
      category.count = count;
    }
    return ok({ generated, siteUrl, categories });
  }
}

/** Validates a parsed api/index.json (the rules of SiteIndexRules, over the whole document). */
export function validateSiteIndex(raw: unknown): Result<SiteIndex> {
  if (!isRecord(raw)) return fail("upstream_error", "index.json is not a JSON object");
  if (!Array.isArray(raw.entries)) return fail("upstream_error", "index.json has no entries array");
  const entries = raw.entries as unknown[];
  if (entries.length === 0) return fail("upstream_error", "index.json lists no entries");
  const rules = new SiteIndexRules();
  for (const entry of entries) {
    const problem = rules.entry(entry);
    if (problem !== null) return fail("upstream_error", problem);
  }
  const rest = rules.finish(raw);
  return rest.ok ? ok({ ...rest.value, entries: entries as Entry[] }) : rest;
}

/** Validates one api/entries/<id>.json against the id it was fetched for (the same rules as an index entry). */
export function validateEntry(raw: unknown, id: string): Result<Entry> {
  const problem = entryProblem(raw, 0);
  if (problem !== null) return fail("upstream_error", `entry file "${id}": ${problem.replace("entries[0]", "the file")}`);
  const entry = raw as Entry;
  if (entry.id !== id) return fail("upstream_error", `entry file "${id}" describes entry "${entry.id}"`);
  return ok(entry);
}

function summaryProblem(raw: unknown, where: string): string | null {
  if (!isRecord(raw)) return `${where} is not an object`;
  if (!isLongformType(raw.type)) return `${where}.type is not guide, comparison, stack or skill`;
  if (!isId(raw.id)) return `${where}.id is not a kebab-case id`;
  if (!isString(raw.title)) return `${where} has no title`;
  if (!isString(raw.summary)) return `${where} has no summary`;
  if (raw.tags !== undefined && !isStringArray(raw.tags)) return `${where}.tags is not a list of strings`;
  if (raw.entries !== undefined && !isStringArray(raw.entries)) return `${where}.entries is not a list of strings`;
  if (!isRecord(raw.links)) return `${where} has no links`;
  return null;
}

function normalizeSummary(raw: Json): LongformSummary {
  const summary = raw as LongformSummary;
  if (summary.tags === undefined) summary.tags = [];
  if (summary.entries === undefined) summary.entries = [];
  return summary;
}

/** longform.json's own build time (`generated`), when it has a parseable one. */
export function longformGeneratedOf(raw: unknown): string | null {
  if (!isRecord(raw) || !isString(raw.generated) || Number.isNaN(Date.parse(raw.generated))) return null;
  return raw.generated;
}

/** Validates api/longform.json. Items of a type this server does not know are skipped, not fatal. */
export function validateLongformIndex(raw: unknown): Result<LongformSummary[]> {
  if (!isRecord(raw)) return fail("upstream_error", "longform.json is not a JSON object");
  if (!Array.isArray(raw.items)) return fail("upstream_error", "longform.json has no items array");
  const items: LongformSummary[] = [];
  const seen = new Set<string>();
  const rawItems = raw.items as unknown[];
  for (let index = 0; index < rawItems.length; index++) {
    const item = rawItems[index];
    if (isRecord(item) && typeof item.type === "string" && !isLongformType(item.type)) continue;
    const problem = summaryProblem(item, `items[${index}]`);
    if (problem !== null) return fail("upstream_error", `longform.json: ${problem}`);
    const summary = normalizeSummary(item as Json);
    const key = `${summary.type}:${summary.id}`;
    if (!seen.has(key)) {
      seen.add(key);
      items.push(summary);
    }
  }
  return ok(items);
}

/** Validates one api/longform/<route>/<id>.json against the type and id it was fetched for. */
export function validateLongformItem(raw: unknown, type: LongformType, id: string): Result<LongformItem> {
  const problem = summaryProblem(raw, "item");
  if (problem !== null) return fail("upstream_error", `long-form ${type} "${id}": ${problem}`);
  const item = raw as Json;
  if (item.type !== type || item.id !== id) {
    return fail("upstream_error", `long-form ${type} "${id}": the file describes ${String(item.type)} "${String(item.id)}"`);
  }
  if (!isString(item.markdown)) return fail("upstream_error", `long-form ${type} "${id}" has no markdown`);
  return ok(normalizeSummary(item) as LongformItem);
}
