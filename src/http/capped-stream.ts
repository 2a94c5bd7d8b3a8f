// Reading a body as UTF-8 text up to a byte cap: bytes are counted as they arrive (a lying or absent
// Content-Length changes nothing), reading stops once the cap is passed, and chunks are decoded as they come,
// so the raw bytes and a joined copy of them are never held beside the text (readCappedText), or the text is
// handed on piece by piece and never held whole (readCappedChunks: the site's index). One reader for request bodies
// (/mcp, /hit) and for what the Worker fetches (the site, the SQL API).

import { untilAborted } from "./fetcher";

export type CappedText =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly reason: "too_large" | "not_utf8" }
  | { readonly ok: false; readonly reason: "unreadable"; readonly error: unknown };

export interface CapOptions {
  /** Gives up waiting when it aborts: the read then rejects with the signal's reason. */
  readonly signal?: AbortSignal;
  /**
   * What bytes that are not UTF-8 do: "stop" reading (what the Worker fetches), or "read-on" to the end or the
   * cap, so that an oversized body is too_large whatever its bytes (a request body: 413 before 400).
   */
  readonly badUtf8?: "stop" | "read-on";
}

export type CappedRead =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: "too_large" | "not_utf8" }
  | { readonly ok: false; readonly reason: "unreadable"; readonly error: unknown };

/**
 * Each piece of text as it is decoded, with the bytes it came from (null for the decoder's last flush), handed to
 * `consume`, awaited: a slow consumer is the pace of the read. `consume` returns false when it wants no more
 * text: the rest is then only counted (so the cap and the caller's deadline still apply), not decoded.
 */
export async function readCappedChunks(
  stream: ReadableStream<Uint8Array>,
  maxBytes: number,
  consume: (text: string, bytes: Uint8Array | null) => boolean | Promise<boolean>,
  options: CapOptions = {},
): Promise<CappedRead> {
  const { signal } = options;
  const reader = stream.getReader();
  const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
  let total = 0;
  let badUtf8 = false;
  let wanted = true;
  let finished = false;
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await (signal ? untilAborted(reader.read(), signal) : reader.read());
      } catch (error) {
        if (signal?.aborted) throw error;
        return { ok: false, reason: "unreadable", error };
      }
      if (chunk.done) break;
      total += chunk.value.byteLength;
      if (total > maxBytes) return { ok: false, reason: "too_large" };
      if (badUtf8 || !wanted) continue;
      let text: string;
      try {
        text = decoder.decode(chunk.value, { stream: true });
      } catch {
        if (options.badUtf8 !== "read-on") return { ok: false, reason: "not_utf8" };
        badUtf8 = true;
        continue;
      }
      wanted = await consume(text, chunk.value);
    }
    finished = true;
    if (badUtf8) return { ok: false, reason: "not_utf8" };
    if (!wanted) return { ok: true };
    let rest: string;
    try {
      rest = decoder.decode();
    } catch {
      return { ok: false, reason: "not_utf8" };
    }
    if (rest !== "") await consume(rest, null);
    return { ok: true };
  } finally {
    if (!finished) await reader.cancel().catch(() => undefined);
  }
}

export async function readCappedText(stream: ReadableStream<Uint8Array>, maxBytes: number, options: CapOptions = {}): Promise<CappedText> {
  const parts: string[] = [];
  const read = await readCappedChunks(stream, maxBytes, (text) => parts.push(text) > 0, options);
  return read.ok ? { ok: true, text: parts.join("") } : read;
}

/** A request's body as text: refused unread when its Content-Length is over the cap, else read as above. */
export async function readRequestText(request: Request, maxBytes: number): Promise<CappedText> {
  const declared = request.headers.get("content-length");
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    return { ok: false, reason: "too_large" };
  }
  if (!request.body) return { ok: true, text: "" };
  return readCappedText(request.body, maxBytes, { badUtf8: "read-on" });
}
