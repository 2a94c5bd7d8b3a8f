// The text of one POST /mcp body: read with the byte cap enforced while streaming (../http/capped-body), so an
// oversized or endless body is cut off after MAX_BODY_BYTES and a lying Content-Length changes nothing.

import { readCappedBody } from "../http/capped-body";

// The largest real message is a tools/call with a 200-character query: well under 1 KiB. 64 KiB leaves
// room for any client's `_meta` while keeping a hostile body from costing memory or parse time.
export const MAX_BODY_BYTES = 65_536;

export type BodyRead =
  { readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: "too_large" | "not_utf8" | "unreadable" };

export async function readMessageText(request: Request, maxBytes: number = MAX_BODY_BYTES): Promise<BodyRead> {
  const body = await readCappedBody(request, maxBytes);
  if (!body.ok) return body;
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(body.bytes) };
  } catch {
    return { ok: false, reason: "not_utf8" };
  }
}
