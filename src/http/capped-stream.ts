// Reading a body up to a byte cap: bytes are counted as they arrive (a lying or absent Content-Length changes
// nothing), reading stops once the cap is passed, and chunks are decoded as they come, so the raw bytes and a
// joined copy of them are never held beside the text (readCappedText), or the text is handed on piece by piece and
// never held whole (readCappedChunks: the site's index), or the bytes are kept undecoded (readCappedBytes: files
// served byte for byte). One chunk loop under all three, for request bodies (/mcp, /hit) and for what the Worker
// fetches (the site, the SQL API).

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

type TooLarge = { readonly ok: false; readonly reason: "too_large" };
type Unreadable = { readonly ok: false; readonly reason: "unreadable"; readonly error: unknown };
type NotUtf8 = { readonly ok: false; readonly reason: "not_utf8" };

export type CappedRead = { readonly ok: true } | TooLarge | NotUtf8 | Unreadable;

// What one read of a byte stream asks for. The runtime hands a fetched body on in ~4 KiB pieces (2,648 for a 10 MB
// index.json), and each piece costs its own awaits, decoder call and hashing step: in 64 KiB pieces the first search
// of a freshly started Worker at 10,000 entries took ~85 ms less (docs/benchmarks.md). Small beside any body's cap.
export const READ_CHUNK_BYTES = 64 * 1024;

/** The next chunk: filled to `size` bytes (or the stream's end) from a byte stream, else as the stream gives it. */
type ChunkReader = { readonly next: (size: number) => Promise<ReadableStreamReadResult<Uint8Array>>; readonly cancel: () => Promise<void> };

/** workerd's BYOB reader: `readAtLeast` waits until the view holds at least `min` bytes or the stream ends. */
type FillingReader = ReadableStreamBYOBReader & {
  readonly readAtLeast?: (min: number, view: Uint8Array<ArrayBuffer>) => Promise<ReadableStreamReadResult<Uint8Array>>;
};

function chunkReader(stream: ReadableStream<Uint8Array>): ChunkReader {
  let byob: ReadableStreamBYOBReader | null = null;
  try {
    byob = stream.getReader({ mode: "byob" });
  } catch {
    // Not a byte stream (built in JavaScript without type "bytes"): read as it comes.
  }
  if (byob !== null) {
    // readAtLeast is the runtime's (workerd); elsewhere (Node) a read fills what it can. A new buffer each read: a
    // taker may keep the chunk (the shared copy, readCappedBytes).
    const reader: FillingReader = byob;
    const fill = typeof reader.readAtLeast === "function" ? reader.readAtLeast.bind(reader) : null;
    return {
      next: (size) => (fill ? fill(size, new Uint8Array(size)) : reader.read(new Uint8Array(size))),
      cancel: () => reader.cancel(),
    };
  }
  const reader = stream.getReader();
  return { next: () => reader.read(), cancel: () => reader.cancel() };
}

/**
 * Reads a stream chunk by chunk up to `maxBytes`, handing each chunk to `take` (awaited: a slow taker is the pace
 * of the read), which may stop the read with a failure of its own. Null when the stream ended within the cap; the
 * stream is cancelled when the read stops early. The one loop under every reader below.
 */
async function eachChunk<Stop>(
  stream: ReadableStream<Uint8Array>,
  maxBytes: number,
  signal: AbortSignal | undefined,
  take: (chunk: Uint8Array) => Stop | null | Promise<Stop | null>,
): Promise<Stop | TooLarge | Unreadable | null> {
  const reader = chunkReader(stream);
  let total = 0;
  let finished = false;
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        // Never more than one byte past the cap: enough to know it was passed.
        const read = reader.next(Math.min(READ_CHUNK_BYTES, maxBytes - total + 1));
        chunk = await (signal ? untilAborted(read, signal) : read);
      } catch (error) {
        if (signal?.aborted) throw error;
        return { ok: false, reason: "unreadable", error };
      }
      if (chunk.done) break;
      total += chunk.value.byteLength;
      if (total > maxBytes) return { ok: false, reason: "too_large" };
      // Awaited only when `take` is: a needless await lets the stream pull a chunk it is about to cancel.
      const taken = take(chunk.value);
      const stop = taken instanceof Promise ? await taken : taken;
      if (stop !== null) return stop;
    }
    finished = true;
    return null;
  } finally {
    if (!finished) await reader.cancel().catch(() => undefined);
  }
}

/**
 * Each piece of text as it is decoded, with the bytes it came from (null for the decoder's last flush), handed to
 * `consume`, awaited when it returns a promise: a slow consumer is the pace of the read. `consume` returns false when it wants no more
 * text: the rest is then only counted (so the cap and the caller's deadline still apply), not decoded.
 */
export async function readCappedChunks(
  stream: ReadableStream<Uint8Array>,
  maxBytes: number,
  consume: (text: string, bytes: Uint8Array | null) => boolean | Promise<boolean>,
  options: CapOptions = {},
): Promise<CappedRead> {
  const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
  let badUtf8 = false;
  let wanted = true;
  const stop = await eachChunk(stream, maxBytes, options.signal, (chunk): NotUtf8 | null | Promise<null> => {
    if (badUtf8 || !wanted) return null;
    let text: string;
    try {
      text = decoder.decode(chunk, { stream: true });
    } catch {
      if (options.badUtf8 !== "read-on") return { ok: false, reason: "not_utf8" };
      badUtf8 = true;
      return null;
    }
    const more = consume(text, chunk);
    if (typeof more === "boolean") {
      wanted = more;
      return null;
    }
    return more.then((value) => {
      wanted = value;
      return null;
    });
  });
  if (stop !== null) return stop;
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

export type CappedBytes =
  | { readonly ok: true; readonly bytes: Uint8Array }
  | { readonly ok: false; readonly reason: "too_large" }
  | { readonly ok: false; readonly reason: "unreadable"; readonly error: unknown };

/**
 * A body as raw bytes up to a byte cap (files served byte for byte, e.g. Agent Skills files, whose digests are
 * over exactly these bytes). Same counting as readCappedText; no decoding.
 */
export async function readCappedBytes(stream: ReadableStream<Uint8Array>, maxBytes: number, signal?: AbortSignal): Promise<CappedBytes> {
  const chunks: Uint8Array[] = [];
  const stop = await eachChunk(stream, maxBytes, signal, (chunk): null => {
    chunks.push(chunk);
    return null;
  });
  if (stop !== null) return stop;
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { ok: true, bytes };
}
