// The text of one POST /mcp body, read with the byte cap enforced while streaming (../http/capped-stream), so an
// oversized or endless body is cut off after MAX_BODY_BYTES and a lying Content-Length changes nothing.

import { readRequestText, type CappedText } from "../http/capped-stream";

// The largest real message is a tools/call with a 200-character query: well under 1 KiB. 64 KiB leaves
// room for any client's `_meta` while keeping a hostile body from costing memory or parse time.
export const MAX_BODY_BYTES = 65_536;

export function readMessageText(request: Request, maxBytes: number = MAX_BODY_BYTES): Promise<CappedText> {
  return readRequestText(request, maxBytes);
}
