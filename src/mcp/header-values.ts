// Reading MCP request header values (2026-07-28 §Value Encoding): optional whitespace is not part of a value,
// only visible ASCII may travel as-is, and anything else arrives as `=?base64?{UTF-8 as Base64}?=`.

import { base64Of } from "../core/base64";

const SENTINEL_PREFIX = "=?base64?";
const SENTINEL_SUFFIX = "?=";
const BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;

export type HeaderValue = { readonly ok: true; readonly value: string } | { readonly ok: false; readonly reason: string };

/** RFC 9110 §5.5: leading and trailing spaces and tabs around a field value are not part of it. */
export function stripOws(value: string): string {
  return value.replace(/^[ \t]+|[ \t]+$/g, "");
}

/** Visible ASCII, space and tab only (what RFC 9110 allows unencoded). */
export function isPlainHeaderValue(value: string): boolean {
  return /^[\t\x20-\x7e]*$/.test(value);
}

function decodeBase64Utf8(encoded: string): string | null {
  if (encoded.length % 4 !== 0 || !BASE64_PATTERN.test(encoded)) return null;
  let binary: string;
  try {
    binary = atob(encoded);
  } catch {
    return null;
  }
  // Only the canonical encoding is accepted, so one value has exactly one header form.
  if (btoa(binary) !== encoded) return null;
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

/** The value a header stands for: OWS stripped, characters checked, the Base64 sentinel decoded. */
export function readHeaderValue(raw: string): HeaderValue {
  const value = stripOws(raw);
  if (!isPlainHeaderValue(value)) {
    return { ok: false, reason: "contains characters outside visible ASCII; send such values as =?base64?…?=" };
  }
  if (
    value.length >= SENTINEL_PREFIX.length + SENTINEL_SUFFIX.length &&
    value.startsWith(SENTINEL_PREFIX) &&
    value.endsWith(SENTINEL_SUFFIX)
  ) {
    const decoded = decodeBase64Utf8(value.slice(SENTINEL_PREFIX.length, -SENTINEL_SUFFIX.length));
    if (decoded === null) return { ok: false, reason: "is not valid padded Base64 of UTF-8 text inside =?base64?…?=" };
    return { ok: true, value: decoded };
  }
  return { ok: true, value };
}

/** Encodes a value the way a conforming client must (used by tests). */
export function encodeHeaderValue(value: string): string {
  const needsEncoding =
    !/^[\x20-\x7e]*$/.test(value) || value !== value.trim() || (value.startsWith(SENTINEL_PREFIX) && value.endsWith(SENTINEL_SUFFIX));
  if (!needsEncoding) return value;
  return `${SENTINEL_PREFIX}${base64Of(new TextEncoder().encode(value))}${SENTINEL_SUFFIX}`;
}
