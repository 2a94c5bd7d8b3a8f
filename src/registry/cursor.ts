// Listing cursors: opaque to clients, URL-safe (VS Code appends `nextCursor` to the URL unencoded), and still
// meaningful after the catalogue changes. A listing by name continues after the last name it gave, wherever that
// name now falls (removed or added servers never make it fail); a ranked search continues at a position.

import { base64urlOf, bytesOfBase64url } from "../core/base64";

/** `a` + the last name given, base64url: the next page starts after it in name order. */
const AFTER = "a";
/** `o` + a decimal offset into a ranked search's results. */
const OFFSET = "o";

// Names are at most 200 characters (server.json), so an after-cursor is under 280; longer is not ours.
const MAX_CURSOR_CHARS = 300;
// Far more servers than a catalogue of MAX_INDEX_ENTRIES can name.
const MAX_OFFSET = 1_000_000;

export type Cursor = { readonly after: string } | { readonly offset: number };

const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

function fromBase64url(text: string): string | null {
  const bytes = bytesOfBase64url(text);
  if (bytes === null) return null;
  try {
    return decoder.decode(bytes);
  } catch {
    return null;
  }
}

export function encodeCursor(cursor: Cursor): string {
  return "after" in cursor ? `${AFTER}${base64urlOf(encoder.encode(cursor.after))}` : `${OFFSET}${cursor.offset}`;
}

/** The cursor a `nextCursor` of ours encodes, or null when `text` is not one. */
export function decodeCursor(text: string): Cursor | null {
  if (text.length < 2 || text.length > MAX_CURSOR_CHARS) return null;
  const body = text.slice(1);
  if (text.startsWith(AFTER)) {
    const after = fromBase64url(body);
    return after === null || after === "" ? null : { after };
  }
  if (text.startsWith(OFFSET) && /^\d{1,7}$/.test(body)) {
    const offset = Number(body);
    return offset <= MAX_OFFSET ? { offset } : null;
  }
  return null;
}
