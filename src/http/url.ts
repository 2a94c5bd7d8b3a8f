// Decoding of paths and query strings. A path names a resource, so malformed percent-encoding there is the
// caller's error (400). A query string is decoded leniently, as browsers and URLSearchParams do (bytes that are
// not UTF-8 become U+FFFD, a stray "%" stays itself), and the names whose text was repaired are reported so the
// answer can say so.

import { ProblemError } from "../core/problem";

// A search's q and four alt of up to 1,000 characters each, percent-encoded (about 1.2 KB each in Latin script),
// with filters beside them; longer is abuse.
export const MAX_QUERY_STRING_BYTES = 16_384;
// Paths are a route plus one kebab-case id; anything longer cannot name a resource.
export const MAX_PATH_CHARS = 512;

function decodePathSegment(component: string): string {
  try {
    return decodeURIComponent(component);
  } catch {
    throw new ProblemError({
      code: "bad_request",
      message: `The path has malformed percent-encoding; encode "%" as %25 and non-ASCII text as UTF-8 bytes.`,
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
    .map(decodePathSegment);
}

const HEX_PAIR = /^[0-9A-Fa-f]{2}$/;
const utf8 = new TextEncoder();
// Not fatal: a byte sequence that is not UTF-8 becomes U+FFFD; ignoreBOM keeps a leading BOM as text.
const lenientUtf8 = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true });

/** WHATWG percent-decode then UTF-8 decode without failure: what URLSearchParams does with a bad escape. */
export function decodeLeniently(component: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < component.length;) {
    if (component[i] === "%" && HEX_PAIR.test(component.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(component.slice(i + 1, i + 3), 16));
      i += 3;
      continue;
    }
    const codePoint = component.codePointAt(i)!;
    const length = codePoint > 0xffff ? 2 : 1;
    bytes.push(...utf8.encode(component.slice(i, i + length)));
    i += length;
  }
  return lenientUtf8.decode(Uint8Array.from(bytes));
}

/** Query parameters as name → every value given, in order. */
export type QueryParams = ReadonlyMap<string, readonly string[]>;

export interface ParsedQuery {
  readonly params: QueryParams;
  /** Names (as decoded) whose name or value had malformed percent-encoding and was repaired. */
  readonly malformed: readonly string[];
}

export function parseQuery(search: string): ParsedQuery {
  const raw = search.startsWith("?") ? search.slice(1) : search;
  if (utf8.encode(raw).length > MAX_QUERY_STRING_BYTES) {
    throw new ProblemError({
      code: "bad_request",
      message: `The query string is longer than ${MAX_QUERY_STRING_BYTES} bytes; shorten the query or use fewer tags.`,
    });
  }
  const params = new Map<string, string[]>();
  const malformed = new Set<string>();
  for (const pair of raw.split("&")) {
    if (pair === "") continue;
    const eq = pair.indexOf("=");
    let repaired = false;
    const decode = (component: string): string => {
      const text = component.replace(/\+/g, " ");
      try {
        return decodeURIComponent(text);
      } catch {
        repaired = true;
        return decodeLeniently(text);
      }
    };
    const name = decode(eq === -1 ? pair : pair.slice(0, eq));
    const value = eq === -1 ? "" : decode(pair.slice(eq + 1));
    if (repaired) malformed.add(name);
    const list = params.get(name);
    if (list) list.push(value);
    else params.set(name, [value]);
  }
  return { params, malformed: [...malformed] };
}
