// Strict decoding of paths and query strings: malformed percent-encoding is the caller's error (400), never a crash.

import { ProblemError } from "../problem";

// Far longer than any real query (queries are capped at a few hundred characters); longer is abuse.
export const MAX_QUERY_STRING_BYTES = 4_096;
// Paths are a route plus one kebab-case id; anything longer cannot name a resource.
export const MAX_PATH_CHARS = 512;

function decode(component: string, what: string): string {
  try {
    return decodeURIComponent(component);
  } catch {
    throw new ProblemError({
      code: "bad_request",
      message: `The ${what} has malformed percent-encoding; encode "%" as %25 and non-ASCII text as UTF-8 bytes.`,
    });
  }
}

/** Decoded path segments of a URL path; "/entries/x.json" → ["entries", "x.json"]. */
export function pathSegments(pathname: string): string[] {
  if (pathname.length > MAX_PATH_CHARS) {
    throw new ProblemError({ code: "bad_request", message: `The path is longer than ${MAX_PATH_CHARS} characters.` });
  }
  return pathname
    .split("/")
    .filter((segment) => segment !== "")
    .map((segment) => decode(segment, "path"));
}

/** Query parameters as name → every value given, in order. */
export type QueryParams = ReadonlyMap<string, readonly string[]>;

export function parseQuery(search: string): QueryParams {
  const raw = search.startsWith("?") ? search.slice(1) : search;
  if (new TextEncoder().encode(raw).length > MAX_QUERY_STRING_BYTES) {
    throw new ProblemError({
      code: "bad_request",
      message: `The query string is longer than ${MAX_QUERY_STRING_BYTES} bytes; shorten the query or use fewer tags.`,
    });
  }
  const params = new Map<string, string[]>();
  if (raw === "") return params;
  for (const pair of raw.split("&")) {
    if (pair === "") continue;
    const eq = pair.indexOf("=");
    const name = decode((eq === -1 ? pair : pair.slice(0, eq)).replace(/\+/g, " "), "query string");
    const value = eq === -1 ? "" : decode(pair.slice(eq + 1).replace(/\+/g, " "), "query string");
    const list = params.get(name);
    if (list) list.push(value);
    else params.set(name, [value]);
  }
  return params;
}
