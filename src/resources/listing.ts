// resources/list and skills/list order, pages and cursors (design §4.1, §9.5), over a catalogue-like source.
// One total order, so a cursor survives a catalogue refresh: categories by slug, long-form by (type, id),
// entries by id, then the SKILL.md of each skill by name (last, so the first page never waits on skill files).
// A cursor names the last item sent; the next page starts after it, wherever that now falls.

import { LONGFORM_TYPES, isLongformType, type LongformSummary } from "../site/types";
import { fail, ok, type Result } from "../core/problem";
import { PROVENANCE_META_KEY, type SkillEntry } from "../skills/entry";
import { renderCategory } from "./render-pages";
import type { DirectorySource } from "./source";
import { CATEGORY_TEMPLATE, CONTENT_TEMPLATE, ENTRY_TEMPLATE, RESOURCE_MIME_TYPE, type Audience } from "./templates";
import { categoryUri, contentUri, entryUri } from "./uri";
import { base64urlOf } from "../core/base64";
import { utcDayMs } from "../core/calendar";
import { isId } from "../core/ids";

// A page is ~91 KB (362 B median item). The SDK v2 client and the Inspector walk at most 64 pages: 64 × 250 =
// 16,000 items, which cover today's catalogue many times over but not one near the 50,000-entry cap
// (MAX_INDEX_ENTRIES): those clients stop at the 16,000th item; clients that follow nextCursor on get everything.
export const RESOURCES_PAGE_SIZE = 250;
// A skills/list entry with its manifest is at most ~2 KB: pages of ~100 KB.
export const SKILLS_PAGE_SIZE = 50;
// Our cursors are under 130 characters; anything longer was not issued here.
export const MAX_CURSOR_CHARS = 200;
// SKILL.md files rank below the pages that describe them (design §4.2).
export const SKILL_MD_PRIORITY = 0.4;

export type Section = "c" | "l" | "e" | "s";
export interface ListingKey {
  readonly section: Section;
  /** Slug (c), "<type>/<id>" (l), entry id (e) or skill name (s). */
  readonly key: string;
}

const SECTION_RANK: Readonly<Record<Section, number>> = { c: 0, l: 1, e: 2, s: 3 };
const TYPE_RANK = new Map(LONGFORM_TYPES.map((type, rank) => [type as string, rank]));
const CURSOR_VERSION = "v1";
const BAD_CURSOR = "Invalid cursor: pass back nextCursor exactly as received, or omit it to start again";

function compareKeys(a: ListingKey, b: ListingKey): number {
  const bySection = SECTION_RANK[a.section] - SECTION_RANK[b.section];
  if (bySection !== 0 || a.key === b.key) return bySection;
  if (a.section === "l") {
    const [typeA = "", idA = ""] = a.key.split("/");
    const [typeB = "", idB = ""] = b.key.split("/");
    const byType = (TYPE_RANK.get(typeA) ?? 0) - (TYPE_RANK.get(typeB) ?? 0);
    if (byType !== 0) return byType;
    return idA < idB ? -1 : idA > idB ? 1 : 0;
  }
  return a.key < b.key ? -1 : 1;
}

export function encodeCursor(key: ListingKey): string {
  return base64urlOf(new TextEncoder().encode(`${CURSOR_VERSION}|${key.section}|${key.key}`));
}

/** The key a cursor names, when it is one of ours for one of `sections`. */
export function decodeCursor(cursor: string, sections: readonly Section[] = ["c", "l", "e", "s"]): Result<ListingKey> {
  if (cursor.length === 0 || cursor.length > MAX_CURSOR_CHARS || !/^[A-Za-z0-9_-]+$/.test(cursor)) return fail("bad_request", BAD_CURSOR);
  let plain: string;
  try {
    plain = atob(cursor.replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    return fail("bad_request", BAD_CURSOR);
  }
  const [version, section, key, ...extra] = plain.split("|");
  if (version !== CURSOR_VERSION || extra.length > 0 || key === undefined) return fail("bad_request", BAD_CURSOR);
  if (!sections.some((allowed) => allowed === section)) return fail("bad_request", BAD_CURSOR);
  const [type, id, ...more] = key.split("/");
  const valid = section === "l" ? isLongformType(type) && id !== undefined && isId(id) && more.length === 0 : isId(key);
  return valid ? ok({ section: section as Section, key }) : fail("bad_request", BAD_CURSOR);
}

const keysBySource = new WeakMap<DirectorySource, readonly ListingKey[]>();

/** Every listed key in order (made once per loaded catalogue). Section s holds every long-form skill. */
export function listingKeys(source: DirectorySource): readonly ListingKey[] {
  let keys = keysBySource.get(source);
  if (keys === undefined) {
    const unique = new Map<string, ListingKey>();
    const add = (section: Section, key: string) => unique.set(`${section}|${key}`, { section, key });
    for (const category of source.categories) if (isId(category.slug)) add("c", category.slug);
    for (const item of source.longform) if (isLongformType(item.type) && isId(item.id)) add("l", `${item.type}/${item.id}`);
    for (const entry of source.entries) if (isId(entry.id)) add("e", entry.id);
    for (const item of source.longform) if (item.type === "skill" && isId(item.id)) add("s", item.id);
    keys = [...unique.values()].sort(compareKeys);
    keysBySource.set(source, keys);
  }
  return keys;
}

export interface ListingPage {
  readonly keys: readonly ListingKey[];
  /** Absent on the last page. A caller that sends fewer items than `keys` passes encodeCursor(last sent). */
  readonly nextCursor?: string;
}

/** One page of `keys` (sorted) after the cursor's key, among the given sections. */
function pageOf(keys: readonly ListingKey[], cursor: string | undefined, size: number, sections?: readonly Section[]): Result<ListingPage> {
  let start = 0;
  if (cursor !== undefined) {
    const after = decodeCursor(cursor, sections);
    if (!after.ok) return after;
    // The first key greater than the cursor's (binary search: the order is total).
    let high = keys.length;
    while (start < high) {
      const middle = (start + high) >>> 1;
      if (compareKeys(keys[middle]!, after.value) <= 0) start = middle + 1;
      else high = middle;
    }
  }
  const page = keys.slice(start, start + size);
  const last = page[page.length - 1];
  return ok(start + size < keys.length && last !== undefined ? { keys: page, nextCursor: encodeCursor(last) } : { keys: page });
}

/** A resources/list page: keys of every section, in order. */
export function resourcesPage(source: DirectorySource, cursor?: string, size = RESOURCES_PAGE_SIZE): Result<ListingPage> {
  return pageOf(listingKeys(source), cursor, size);
}

/** A skills/list page: skill candidates by name (cursors of section s only); which are served is the caller's. */
export function skillsPage(source: DirectorySource, cursor?: string, size = SKILLS_PAGE_SIZE): Result<ListingPage> {
  const keys = listingKeys(source);
  const first = keys.findIndex((key) => key.section === "s");
  return pageOf(first === -1 ? [] : keys.slice(first), cursor, size, ["s"]);
}

/** A resources/list item before its per-revision shape (src/mcp adds or drops fields per protocol version). */
export interface ListedResource {
  readonly uri: string;
  readonly name: string;
  readonly title?: string;
  readonly description?: string;
  /** text/markdown for the directory's items and SKILL.md; the app's own type for the app (app.ts). */
  readonly mimeType: string;
  /** Bytes of what resources/read returns. */
  readonly size?: number;
  readonly annotations: { readonly audience: readonly Audience[]; readonly priority: number; readonly lastModified?: string };
  readonly _meta?: Readonly<Record<string, unknown>>;
}

/** A date as the full date-time clients require of lastModified ("2026-10-02" → "2026-10-02T00:00:00Z"), else undefined. */
export function asDateTime(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return utcDayMs(value) !== null ? `${value}T00:00:00Z` : undefined;
  const full = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/.test(value);
  return full && Number.isFinite(Date.parse(value)) ? value : undefined;
}

const sizesBySource = new WeakMap<DirectorySource, Map<string, number>>();

/** UTF-8 bytes of a rendering, remembered per loaded catalogue (numbers only, not the texts). */
function sizeOf(source: DirectorySource, uri: string, render: () => string): number {
  let sizes = sizesBySource.get(source);
  if (sizes === undefined) sizesBySource.set(source, (sizes = new Map()));
  let size = sizes.get(uri);
  if (size === undefined) sizes.set(uri, (size = new TextEncoder().encode(render()).byteLength));
  return size;
}

const annotations = (priority: number, audience: readonly Audience[], lastModified: string | undefined) =>
  lastModified === undefined ? { audience, priority } : { audience, priority, lastModified };

/** The listed resource of a key of sections c, l or e; null for skills (see describeSkillMd) or a key not in `source`. */
export function describeResource(source: DirectorySource, key: ListingKey): ListedResource | null {
  if (key.section === "c") {
    const category = source.categoryBySlug.get(key.key);
    if (category === undefined) return null;
    const uri = categoryUri(category.slug);
    const size = sizeOf(source, uri, () => renderCategory(source, category));
    const { audience, priority } = CATEGORY_TEMPLATE.annotations;
    const count = `(${category.count} ${category.count === 1 ? "entry" : "entries"})`;
    const description = category.description === "" ? count : `${category.description} ${count}`;
    return {
      uri,
      name: category.slug,
      title: category.name,
      description,
      mimeType: RESOURCE_MIME_TYPE,
      size,
      annotations: annotations(priority, audience, asDateTime(source.generated)),
    };
  }
  if (key.section === "e") {
    const entry = source.entryById.get(key.key);
    if (entry === undefined) return null;
    const { audience, priority } = ENTRY_TEMPLATE.annotations;
    const modified = asDateTime(entry.updated) ?? asDateTime(entry.added);
    // No size (it is optional): rendering an entry reads its whole record, which the catalogue does not hold (only
    // the entry's card) and listing never fetches (ToolContext.fullEntry fetches one record on demand).
    return {
      uri: entryUri(entry.id),
      name: entry.id,
      title: entry.name,
      description: entry.summary,
      mimeType: RESOURCE_MIME_TYPE,
      annotations: annotations(priority, audience, modified),
    };
  }
  if (key.section === "l") {
    const [type, id] = key.key.split("/");
    const item = source.longform.find((candidate) => candidate.type === type && candidate.id === id);
    if (item === undefined) return null;
    const { audience, priority } = CONTENT_TEMPLATE.annotations;
    const modified = asDateTime(item.updated) ?? asDateTime(item.published);
    // No size: the body is not loaded to list it.
    return {
      uri: contentUri(item.type, item.id),
      name: item.id,
      title: item.title,
      description: item.summary,
      mimeType: RESOURCE_MIME_TYPE,
      annotations: annotations(priority, audience, modified),
    };
  }
  return null;
}

/** The listed SKILL.md of a served skill: name and description from its frontmatter, as the extension asks. */
export function describeSkillMd(item: LongformSummary, entry: SkillEntry): ListedResource {
  const { name, description } = entry.frontmatter;
  const modified = asDateTime(item.updated) ?? asDateTime(item.published);
  return {
    uri: entry.uri,
    name: typeof name === "string" ? name : item.id,
    title: item.title,
    ...(typeof description === "string" ? { description } : {}),
    mimeType: RESOURCE_MIME_TYPE,
    ...(entry.resources[0] === undefined ? {} : { size: entry.resources[0].size }),
    annotations: annotations(SKILL_MD_PRIORITY, ["assistant"], modified),
    _meta: { [PROVENANCE_META_KEY]: entry._meta[PROVENANCE_META_KEY] },
  };
}
