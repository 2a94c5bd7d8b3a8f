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

/**
 * Validates a parsed api/index.json. Categories and counts are derived from the entries, so a category
 * that appears in the data is listed even when the index's own `categories` array does not name it; a
 * published category with no entries yet is kept (count 0), as the site lists it.
 */
export function validateSiteIndex(raw: unknown): Result<SiteIndex> {
  if (!isRecord(raw)) return fail("upstream_error", "index.json is not a JSON object");
  if (!Array.isArray(raw.entries)) return fail("upstream_error", "index.json has no entries array");
  if (raw.entries.length === 0) return fail("upstream_error", "index.json lists no entries");
  const siteUrl = isString(raw.site_url) ? raw.site_url.replace(/\/+$/, "") : "";
  const generated = isString(raw.generated) && !Number.isNaN(Date.parse(raw.generated)) ? raw.generated : null;

  const seen = new Set<string>();
  const entries = raw.entries as unknown[];
  for (let i = 0; i < entries.length; i++) {
    const problem = entryProblem(entries[i], i);
    if (problem !== null) return fail("upstream_error", `index.json: ${problem}`);
    const id = (entries[i] as Entry).id;
    if (seen.has(id)) return fail("upstream_error", `index.json: duplicate entry id "${id}"`);
    seen.add(id);
  }

  const categories: Category[] = [];
  const bySlug = new Map<string, Category>();
  if (Array.isArray(raw.categories)) {
    for (const item of raw.categories) {
      const category = categoryFrom(item);
      if (category && !bySlug.has(category.slug)) {
        bySlug.set(category.slug, category);
        categories.push(category);
      }
    }
  }
  for (const entry of entries as Entry[]) {
    let category = bySlug.get(entry.category);
    if (!category) {
      category = {
        slug: entry.category,
        name: titleFromSlug(entry.category),
        description: "",
        count: 0,
        html: siteUrl ? `${siteUrl}/categories/${entry.category}/` : "",
        json: siteUrl ? `${siteUrl}/api/${entry.category}.json` : "",
      };
      bySlug.set(category.slug, category);
      categories.push(category);
    }
    category.count++;
  }
  return ok({ generated, siteUrl, categories, entries: entries as Entry[] });
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
