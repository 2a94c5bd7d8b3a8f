// The registry routes' query strings → what a listing asks for, or the problem the official registry would answer
// (422 for a parameter out of its rules, 400 for a timestamp that does not parse or a cursor that is not ours).
// As on the REST routes: unknown parameters are ignored, a repeated one takes its first value, empty is absent.

import { parseQuery, type QueryParams } from "../http/url";
import { MAX_QUERY_CHARS } from "../tools/schema-parts";
import { decodeCursor, type Cursor } from "./cursor";
import { invalid, type RegistryProblem } from "./problem";
import { AUTH_KINDS, REGISTRY_NAMESPACE, type AuthKind } from "./server-item";

/** The official registry's page sizes: 30 unless asked, 1-100. */
export const DEFAULT_PAGE_SIZE = 30;
export const MAX_PAGE_SIZE = 100;
// server.json versions are at most 255 characters; a longer one matches nothing.
const MAX_VERSION_CHARS = 255;
// A tag filter is a handful of tags, as on /search.
const MAX_TAG_FILTERS = 10;
// RFC 3339 date-time (T and Z in either case, fraction optional); Date.parse then checks the values.
const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;
const TRUE = new Set(["true", "1", "t"]);
const FALSE = new Set(["false", "0", "f"]);
const NAMESPACE_PREFIX = `${REGISTRY_NAMESPACE}/`;

export interface ListingRequest {
  readonly limit: number;
  readonly cursor: Cursor | null;
  /** Search words; null for a listing by name. */
  readonly search: string | null;
  /** An exact version to keep; null for `latest` or none (every server here is its own latest). */
  readonly version: string | null;
  /** Only servers updated on or after this instant's day (ms). */
  readonly updatedSince: number | null;
  readonly category: string | null;
  /** Lower-cased; a server must have every one. */
  readonly tags: readonly string[];
  readonly auth: AuthKind | null;
}

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: RegistryProblem };

function first(params: QueryParams, name: string): string | null {
  const value = params.get(name)?.[0]?.trim();
  return value === undefined || value === "" ? null : value;
}

/** `include_deleted`: a boolean as Go reads one (we keep no deletion history, so it changes nothing). */
function includeDeleted(params: QueryParams): Parsed<boolean | null> {
  const raw = first(params, "include_deleted");
  if (raw === null) return { ok: true, value: null };
  const lower = raw.toLowerCase();
  if (TRUE.has(lower) || FALSE.has(lower)) return { ok: true, value: TRUE.has(lower) };
  return { ok: false, problem: invalid("query.include_deleted", "must be true or false", raw) };
}

/** The parameters of the two lookup routes: only `include_deleted`, checked as the listing checks it. */
export function parseLookupQuery(search: string): Parsed<null> {
  const deleted = includeDeleted(parseQuery(search).params);
  return deleted.ok ? { ok: true, value: null } : deleted;
}

function limitOf(raw: string | null): Parsed<number> {
  if (raw === null) return { ok: true, value: DEFAULT_PAGE_SIZE };
  const value = /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
  if (value >= 1 && value <= MAX_PAGE_SIZE) return { ok: true, value };
  return { ok: false, problem: invalid("query.limit", `must be a whole number from 1 to ${MAX_PAGE_SIZE}`, raw) };
}

function sinceOf(raw: string | null, deleted: boolean | null): Parsed<number | null> {
  if (raw === null) return { ok: true, value: null };
  const ms = RFC3339.test(raw) ? Date.parse(raw.toUpperCase()) : NaN;
  if (Number.isNaN(ms)) {
    return {
      ok: false,
      problem: {
        status: 400,
        detail: `updated_since must be an RFC 3339 timestamp such as 2025-08-07T13:15:04Z (got "${raw.slice(0, 60)}").`,
      },
    };
  }
  // As the official registry: an incremental sync always asks for deletions too.
  if (deleted === false) {
    return {
      ok: false,
      problem: {
        status: 400,
        detail: "updated_since cannot be combined with include_deleted=false: an incremental sync always includes deleted servers.",
      },
    };
  }
  return { ok: true, value: ms };
}

/** Search words without our namespace (a client may search by a full name: `com.indexagentica/neon-mcp-server`). */
function searchOf(raw: string | null): Parsed<string | null> {
  if (raw === null) return { ok: true, value: null };
  if ([...raw].length > MAX_QUERY_CHARS)
    return { ok: false, problem: invalid("query.search", `must be at most ${MAX_QUERY_CHARS} characters`) };
  const words = raw.toLowerCase().startsWith(NAMESPACE_PREFIX) ? raw.slice(NAMESPACE_PREFIX.length) : raw;
  return { ok: true, value: words };
}

function tagsOf(params: QueryParams): Parsed<string[]> {
  const tags = [...new Set((params.get("tag") ?? []).flatMap((value) => value.split(",")).map((tag) => tag.trim().toLowerCase()))].filter(
    (tag) => tag !== "",
  );
  if (tags.length > MAX_TAG_FILTERS) return { ok: false, problem: invalid("query.tag", `takes at most ${MAX_TAG_FILTERS} tags`) };
  return { ok: true, value: tags };
}

function authOf(raw: string | null): Parsed<AuthKind | null> {
  if (raw === null) return { ok: true, value: null };
  const lower = raw.toLowerCase();
  if ((AUTH_KINDS as readonly string[]).includes(lower)) return { ok: true, value: lower as AuthKind };
  return { ok: false, problem: invalid("query.auth", `must be one of ${AUTH_KINDS.join(", ")}`, raw) };
}

/** GET /v0.1/servers's query string. The category is checked against the catalogue by the caller. */
export function parseListingQuery(search: string): Parsed<ListingRequest> {
  const { params } = parseQuery(search);
  const limit = limitOf(first(params, "limit"));
  if (!limit.ok) return limit;
  const rawCursor = first(params, "cursor");
  const cursor = rawCursor === null ? null : decodeCursor(rawCursor);
  if (rawCursor !== null && cursor === null) {
    return {
      ok: false,
      problem: {
        status: 400,
        detail: "cursor is not one this registry gave: pass metadata.nextCursor back unchanged, or leave cursor out to start again.",
      },
    };
  }
  const words = searchOf(first(params, "search"));
  if (!words.ok) return words;
  const deleted = includeDeleted(params);
  if (!deleted.ok) return deleted;
  const since = sinceOf(first(params, "updated_since"), deleted.value);
  if (!since.ok) return since;
  const tags = tagsOf(params);
  if (!tags.ok) return tags;
  const auth = authOf(first(params, "auth"));
  if (!auth.ok) return auth;
  const version = first(params, "version");
  return {
    ok: true,
    value: {
      limit: limit.value,
      cursor,
      search: words.value,
      version: version === null || version === "latest" ? null : version.slice(0, MAX_VERSION_CHARS + 1),
      updatedSince: since.value,
      category: first(params, "category")?.toLowerCase() ?? null,
      tags: tags.value,
      auth: auth.value,
    },
  };
}
