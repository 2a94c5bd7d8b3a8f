// How a value becomes a column: public slugs pass or become "invalid", names are clipped, numbers are finite.
// Nothing here ever keeps free text longer than its column allows.

import { isId } from "../core/ids";
import { utf8Bytes } from "./limits";

/** What a filter or id column holds when the value was not a public kebab-case slug. */
export const INVALID = "invalid";

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** A kebab-case slug as is; anything else (query text, paths, unicode, overlong) as "invalid"; absent as "". */
export function slugColumn(value: string | undefined | null): string {
  if (value === undefined || value === null || value === "") return "";
  return isId(value) ? value : INVALID;
}

/** A protocol token (tool name, JSON-RPC method, version, code): plain ASCII of bounded length, else "invalid". */
export function tokenColumn(value: string | undefined | null, maxLength: number): string {
  if (value === undefined || value === null || value === "") return "";
  return value.length <= maxLength && /^[A-Za-z0-9._/:+-]+$/.test(value) ? value : INVALID;
}

/** Self-reported text (client name, User-Agent): control characters dropped, cut to `maxChars` code points. */
export function clipText(value: string | undefined | null, maxChars: number): string {
  if (!value) return "";
  const cleaned = value.replace(CONTROL, " ").trim();
  let out = "";
  let count = 0;
  // Iterating by code point never splits a surrogate pair.
  for (const char of cleaned) {
    if (count === maxChars) break;
    out += char;
    count++;
  }
  return out;
}

/** Cuts to at most `maxBytes` of UTF-8 on a code-point boundary. */
export function clipBytes(value: string, maxBytes: number): string {
  if (utf8Bytes(value) <= maxBytes) return value;
  let out = "";
  let bytes = 0;
  for (const char of value) {
    const size = utf8Bytes(char);
    if (bytes + size > maxBytes) break;
    out += char;
    bytes += size;
  }
  return out;
}

/** A count or measure: finite and not negative, else 0. */
export function numberColumn(value: number | undefined | null): number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : 0;
}
