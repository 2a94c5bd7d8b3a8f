// resources/read over the directory (design §6), protocol-agnostic: a URI → one content item (markdown for
// entries, long-form pages and categories; skill files byte for byte, text or blob), or why not. A URI that
// names nothing is "not found" with the URIs likely meant; while only the bundled sample is held, a well-formed
// URI of an id the sample lacks is an outage instead (the site may well have it), as the tools say.

import type { CatalogueSnapshot } from "../catalog/store";
import { base64Of } from "../core/base64";
import { suggestIds, nearestSlugs } from "../search/api";
import { LONGFORM_TYPES, type DataLabel, type LongformType } from "../site/types";
import { skillFileBody, skillFileMimeType } from "../skills/mime";
import { SKILL_FILE } from "../skills/uri";
import { skillMdUri, PROVENANCE_META_KEY, META_PREFIX } from "../skills/entry";
import type { DirectoryContext } from "./context";
import { renderEntry } from "./render-entry";
import { renderCategory, renderLongform, type SkillServing } from "./render-pages";
import { judgeSkillItem } from "./served-skills";
import { RESOURCE_MIME_TYPE } from "./templates";
import { categoryUri, contentUri, entryUri, parseResourceUri, type ResourceRef } from "./uri";

// A few URIs are enough to correct a typo; more would be noise in an error.
const MAX_URI_SUGGESTIONS = 3;

export const DATA_META_KEY = `${META_PREFIX}data`;
export const PAGE_META_KEY = `${META_PREFIX}page`;
export const SKILL_META_KEY = `${META_PREFIX}skill`;

export interface ReadContent {
  readonly mimeType: string;
  /** Exactly one of text and blob (base64). */
  readonly text?: string;
  readonly blob?: string;
  readonly _meta: Readonly<Record<string, unknown>>;
}

export type ReadOutcome =
  | { readonly ok: true; readonly content: ReadContent; readonly label: DataLabel }
  /** -32602: the URI names nothing this server serves. */
  | { readonly ok: false; readonly kind: "not_found"; readonly message: string; readonly data: Readonly<Record<string, unknown>> }
  /** -32603: it may exist, but cannot be read now. */
  | { readonly ok: false; readonly kind: "unavailable"; readonly message: string; readonly data: Readonly<Record<string, unknown>> };

type Outcome = ReadOutcome;

function notFound(uri: string, why: string, suggestions: readonly string[] = [], reason?: string): Outcome {
  const meant = suggestions.length === 0 ? "" : ` Did you mean ${suggestions.join(" or ")}?`;
  return {
    ok: false,
    kind: "not_found",
    message: `Resource not found: ${uri.slice(0, 200)} (${why}).${meant}`,
    data: { uri, ...(suggestions.length > 0 ? { suggestions } : {}), ...(reason !== undefined ? { reason } : {}) },
  };
}

function unavailable(uri: string, message: string, from?: CatalogueSnapshot): Outcome {
  const data = from?.label.source === "sample" ? { uri, source: "sample" } : { uri };
  return { ok: false, kind: "unavailable", message, data };
}

/** A miss of a well-formed URI: not found, unless only the sample is held (then the site may have it). */
function miss(uri: string, from: CatalogueSnapshot, what: string, suggestions: readonly string[]): Outcome {
  if (from.label.source === "sample") {
    return unavailable(
      uri,
      `The directory site could not be reached, and this server is answering from its small bundled sample, which has no ${what}. Try again in a few minutes.`,
      from,
    );
  }
  return notFound(uri, `no ${what}`, suggestions);
}

function markdown(text: string, label: DataLabel, meta: Record<string, unknown>): Outcome {
  return { ok: true, content: { mimeType: RESOURCE_MIME_TYPE, text, _meta: { ...meta, [DATA_META_KEY]: label } }, label };
}

async function readEntry(context: DirectoryContext, from: CatalogueSnapshot, uri: string, id: string): Promise<Outcome> {
  const full = await context.fullEntry(from, id);
  // not_found: listed, but the site no longer serves its file (no longer published), as for long-form items.
  if (!full.ok)
    return full.problem.code === "not_found" ? notFound(uri, full.problem.message) : unavailable(uri, full.problem.message, from);
  if (full.value === undefined) {
    const ids = suggestIds(from.catalogue.search, id, ["entry"], MAX_URI_SUGGESTIONS);
    return miss(uri, from, `entry "${id}"`, ids.map(entryUri));
  }
  const { entry, label } = full.value;
  const page = typeof entry.url === "string" ? { [PAGE_META_KEY]: entry.url } : {};
  return markdown(renderEntry(from.catalogue, entry), label, page);
}

async function readContent(
  context: DirectoryContext,
  from: CatalogueSnapshot,
  uri: string,
  type: LongformType,
  id: string,
): Promise<Outcome> {
  if (from.catalogue.longformItem(type, id) === undefined) {
    const elsewhere = LONGFORM_TYPES.filter((other) => from.catalogue.longformItem(other, id) !== undefined).map((other) =>
      contentUri(other, id),
    );
    const near = suggestIds(from.catalogue.search, id, [type], MAX_URI_SUGGESTIONS).map((other) => contentUri(type, other));
    return miss(uri, from, `${type} "${id}"`, [...elsewhere, ...near].slice(0, MAX_URI_SUGGESTIONS));
  }
  const loaded = await context.longformItem(from, type, id);
  if (!loaded.ok)
    return loaded.problem.code === "not_found" ? notFound(uri, loaded.problem.message) : unavailable(uri, loaded.problem.message, from);
  const { item, label } = loaded.value;
  const meta: Record<string, unknown> = typeof item.links.html === "string" ? { [PAGE_META_KEY]: item.links.html } : {};
  let serving: SkillServing | undefined;
  if (type === "skill") {
    const judged = await judgeSkillItem(context, from, id);
    serving = judged.served ? { served: true, uri: judged.entry.uri } : { served: false, reason: judged.reason };
    meta[SKILL_META_KEY] = judged.served
      ? { uri: skillMdUri(id), served: true }
      : { uri: skillMdUri(id), served: false, reason: judged.reason };
  }
  return markdown(renderLongform(item, serving), label, meta);
}

function readCategory(from: CatalogueSnapshot, uri: string, slug: string): Outcome {
  const category = from.catalogue.categoryBySlug.get(slug);
  if (category === undefined) {
    const near = nearestSlugs(
      slug,
      from.catalogue.categories.map((candidate) => candidate.slug),
    ).slice(0, MAX_URI_SUGGESTIONS);
    return miss(uri, from, `category "${slug}"`, near.map(categoryUri));
  }
  const page = typeof category.html === "string" ? { [PAGE_META_KEY]: category.html } : {};
  return markdown(renderCategory(from.catalogue, category), from.label, page);
}

async function readSkillFile(
  context: DirectoryContext,
  from: CatalogueSnapshot,
  uri: string,
  skill: string,
  path: string,
): Promise<Outcome> {
  if (from.catalogue.longformItem("skill", skill) === undefined) {
    const near = suggestIds(from.catalogue.search, skill, ["skill"], MAX_URI_SUGGESTIONS).map(skillMdUri);
    return miss(uri, from, `skill "${skill}"`, near);
  }
  const judged = await judgeSkillItem(context, from, skill);
  if (!judged.served) {
    if (judged.transient)
      return unavailable(
        uri,
        `The skill "${skill}" could not be loaded from the site just now (${judged.reason}). Try again in a few minutes.`,
        from,
      );
    return notFound(
      uri,
      `the skill "${skill}" is not served as an Agent Skill here: ${judged.reason}`,
      [contentUri("skill", skill)],
      judged.reason,
    );
  }
  const file = judged.files.find((held) => held.path === path);
  if (file === undefined) return notFound(uri, `the skill "${skill}" has no file "${path}"`, [skillMdUri(skill)]);
  const body = skillFileBody(file.bytes);
  const meta: Record<string, unknown> = { [DATA_META_KEY]: from.label };
  if (path === SKILL_FILE) meta[PROVENANCE_META_KEY] = judged.entry._meta[PROVENANCE_META_KEY];
  const content = "text" in body ? { text: body.text } : { blob: base64Of(body.blob) };
  return { ok: true, content: { mimeType: skillFileMimeType(path, body), ...content, _meta: meta }, label: from.label };
}

/** The one content item of `uri`, or why there is none. */
export async function readResource(context: DirectoryContext, uri: string): Promise<ReadOutcome> {
  const parsed = parseResourceUri(uri);
  if (!parsed.ok) return notFound(uri, parsed.reason, parsed.suggestion === undefined ? [] : [parsed.suggestion]);
  const snapshot = await context.catalogue();
  if (!snapshot.ok) return unavailable(uri, snapshot.problem.message);
  return readRef(context, snapshot.value, uri, parsed.ref);
}

function readRef(context: DirectoryContext, from: CatalogueSnapshot, uri: string, ref: ResourceRef): Promise<Outcome> | Outcome {
  switch (ref.kind) {
    case "entry":
      return readEntry(context, from, uri, ref.id);
    case "content":
      return readContent(context, from, uri, ref.type, ref.id);
    case "category":
      return readCategory(from, uri, ref.slug);
    case "skill-file":
      return readSkillFile(context, from, uri, ref.skill, ref.path);
  }
}
