// The URIs of the directory as MCP resources (design §2). A custom scheme, not https: a read returns our
// markdown rendering, not the site's HTML page, so a client must not fetch the web URL instead. Paths mirror the
// REST API (entries/{id}, content/{type}/{id}, categories/{slug}); skill files keep the extension's skill://
// scheme (src/skills/uri.ts). Ids, types and slugs are kebab-case, so RFC 6570 expansion of a raw value is the
// value and every URI is ASCII. Parsing is exact: any other spelling is refused, with the URI meant when clear.

import { isLongformType, LONGFORM_ROUTES, LONGFORM_TYPES, type LongformType } from "../site/types";
import { isId } from "../core/ids";
import { APP_URI } from "../app/api";
import { parseSkillUri } from "../skills/uri";
import { CATEGORY_TEMPLATE, CONTENT_TEMPLATE, ENTRY_TEMPLATE } from "./templates";

export const DIRECTORY_SCHEME = "indexagentica";
// Longer than any URI this server issues (skill file URIs included); a longer one is refused unread.
export const MAX_RESOURCE_URI_CHARS = 2048;

export type ResourceRef =
  | { readonly kind: "entry"; readonly id: string }
  | { readonly kind: "content"; readonly type: LongformType; readonly id: string }
  | { readonly kind: "category"; readonly slug: string }
  | { readonly kind: "skill-file"; readonly skill: string; readonly path: string };

export type ResourceUriParse =
  | { readonly ok: true; readonly ref: ResourceRef; readonly canonical: string }
  | { readonly ok: false; readonly reason: string; readonly suggestion?: string };

const PREFIX = `${DIRECTORY_SCHEME}://`;
const COLLECTIONS = ["entries", "content", "categories"] as const;
const TEMPLATE_BY_COLLECTION: Readonly<Record<(typeof COLLECTIONS)[number], string>> = {
  entries: ENTRY_TEMPLATE.uriTemplate,
  content: CONTENT_TEMPLATE.uriTemplate,
  categories: CATEGORY_TEMPLATE.uriTemplate,
};

export const entryUri = (id: string): string => `${PREFIX}entries/${id}`;
export const contentUri = (type: LongformType, id: string): string => `${PREFIX}content/${type}/${id}`;
export const categoryUri = (slug: string): string => `${PREFIX}categories/${slug}`;

/** The URI of a directory resource (skill files: src/skills/uri.ts formatSkillUri). */
export function formatResourceUri(ref: Exclude<ResourceRef, { kind: "skill-file" }>): string {
  switch (ref.kind) {
    case "entry":
      return entryUri(ref.id);
    case "content":
      return contentUri(ref.type, ref.id);
    case "category":
      return categoryUri(ref.slug);
  }
}

/** Any URI a client may read: an indexagentica:// resource or a skill file, else why not. */
export function parseResourceUri(uri: string): ResourceUriParse {
  if (uri.length > MAX_RESOURCE_URI_CHARS) return { ok: false, reason: `the URI is longer than ${MAX_RESOURCE_URI_CHARS} characters` };
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(uri)?.[1]?.toLowerCase();
  if (scheme === "skill") {
    const skill = parseSkillUri(uri);
    if (!skill.ok) return skill;
    return { ok: true, ref: { kind: "skill-file", skill: skill.name, path: skill.path }, canonical: skill.canonical };
  }
  if (scheme !== DIRECTORY_SCHEME) {
    const templates = Object.values(TEMPLATE_BY_COLLECTION).join(", ");
    const refusal = { ok: false, reason: `this server's resources are ${templates}, skill:// files and the app, ${APP_URI}` } as const;
    return scheme === "ui" ? { ...refusal, suggestion: APP_URI } : refusal;
  }
  return parseDirectoryUri(uri);
}

/** Why `uri` (scheme indexagentica, any case) names nothing, with the canonical URI meant when clear. */
function parseDirectoryUri(uri: string): ResourceUriParse {
  const cut = /[?#]/.exec(uri);
  const rest = uri.slice(PREFIX.length, cut === null ? uri.length : cut.index);
  if (uri.slice(DIRECTORY_SCHEME.length, PREFIX.length) !== "://") return { ok: false, reason: `the URI must start with "${PREFIX}"` };
  const [authority = "", ...segments] = rest.split("/");
  if (/[@:]/.test(authority)) return { ok: false, reason: "these URIs have no user or port" };
  const meant = meantRef(authority, segments);
  const refuse = (reason: string): ResourceUriParse =>
    meant === null ? { ok: false, reason } : { ok: false, reason, suggestion: formatResourceUri(meant) };

  if (!uri.startsWith(PREFIX)) return refuse(`the scheme must be written "${DIRECTORY_SCHEME}" in lower case`);
  if (cut !== null) return refuse("these URIs have no query or fragment");
  const collection = COLLECTIONS.find((name) => name === authority);
  if (collection === undefined) return refuse(`"${authority}" is not one of ${COLLECTIONS.join(", ")}`);
  const expected = collection === "content" ? 2 : 1;
  if (segments.length === 0 || segments.every((segment) => segment === "")) {
    return refuse(`${PREFIX}${collection} is a collection; name one item (${TEMPLATE_BY_COLLECTION[collection]})`);
  }
  if (segments.length !== expected || segments.some((segment) => !isId(segment))) {
    return refuse(`the path must be ${TEMPLATE_BY_COLLECTION[collection]}, each part lower-case letters, digits and single hyphens`);
  }
  if (collection === "entries") return { ok: true, ref: { kind: "entry", id: segments[0]! }, canonical: uri };
  if (collection === "categories") return { ok: true, ref: { kind: "category", slug: segments[0]! }, canonical: uri };
  const [type, id] = segments as [string, string];
  if (!isLongformType(type)) return refuse(`"${type}" is not a content type (${LONGFORM_TYPES.join(", ")})`);
  return { ok: true, ref: { kind: "content", type, id }, canonical: uri };
}

/** The resource a near-miss most likely meant (case, trailing slash, escapes, a site route as the type), or null. */
function meantRef(authority: string, segments: readonly string[]): Exclude<ResourceRef, { kind: "skill-file" }> | null {
  let parts: string[];
  try {
    parts = segments.map((segment) => decodeURIComponent(segment).trim().toLowerCase());
  } catch {
    return null;
  }
  while (parts.length > 0 && parts[parts.length - 1] === "") parts.pop();
  const collection = authority.toLowerCase();
  if (collection === "entries" && parts.length === 1 && isId(parts[0]!)) return { kind: "entry", id: parts[0]! };
  if (collection === "categories" && parts.length === 1 && isId(parts[0]!)) return { kind: "category", slug: parts[0]! };
  if (collection !== "content" || parts.length !== 2 || !isId(parts[1]!)) return null;
  const type = LONGFORM_TYPES.find((name) => name === parts[0] || LONGFORM_ROUTES[name] === parts[0]);
  return type === undefined ? null : { kind: "content", type, id: parts[1]! };
}
