// Reads a request body with a byte cap enforced while streaming, so an oversized or endless body is cut off
// after MAX_BODY_BYTES instead of being buffered whole (and a lying Content-Length changes nothing).

// The largest real message is a tools/call with a 200-character query: well under 1 KiB. 64 KiB leaves
// room for any client's `_meta` while keeping a hostile body from costing memory or parse time.
export const MAX_BODY_BYTES = 65_536;

export type BodyRead = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: "too_large" | "not_utf8" };

export async function readCappedBody(request: Request, maxBytes: number = MAX_BODY_BYTES): Promise<BodyRead> {
  const declared = request.headers.get("content-length");
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared.trim()) > maxBytes) {
    return { ok: false, reason: "too_large" };
  }
  if (request.body === null) return { ok: true, text: "" };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, reason: "too_large" };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes) };
  } catch {
    return { ok: false, reason: "not_utf8" };
  }
}
