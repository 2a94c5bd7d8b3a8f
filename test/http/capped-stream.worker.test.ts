// The capped reader on the Workers runtime, whose fetched bodies are byte streams handed on in small pieces: it
// reads them in READ_CHUNK_BYTES pieces (fewer awaits, decoder calls and hashing steps per body), with the same
// bytes, and never pulls more than a piece past the cap.

import { describe, expect, it } from "vitest";
import { READ_CHUNK_BYTES, readCappedBytes, readCappedChunks } from "../../src/http/capped-stream";

const PIECE = 4096;

/** A byte stream that gives `total` bytes of ASCII text in PIECE-byte pieces, as the runtime gives a fetched body. */
function pieces(total: number): { stream: ReadableStream<Uint8Array>; given: () => number; text: string } {
  const text = Array.from({ length: total }, (_, at) => String.fromCharCode(97 + (at % 26))).join("");
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  const stream = new ReadableStream({
    type: "bytes",
    pull(controller) {
      if (at >= bytes.length) {
        controller.close();
        return;
      }
      controller.enqueue(bytes.slice(at, at + PIECE));
      at += PIECE;
    },
  });
  return { stream, given: () => Math.min(at, bytes.length), text };
}

describe("readCappedChunks on a byte stream", () => {
  it("hands the text on in READ_CHUNK_BYTES pieces, not in the stream's small ones", async () => {
    const total = 10 * READ_CHUNK_BYTES + 123;
    const { stream, text } = pieces(total);
    const seen: string[] = [];
    const sizes: number[] = [];
    const read = await readCappedChunks(stream, total, (piece, bytes) => {
      seen.push(piece);
      if (bytes) sizes.push(bytes.byteLength);
      return true;
    });
    expect(read).toEqual({ ok: true });
    expect(seen.join("")).toBe(text);
    expect(sizes).toEqual([...Array<number>(10).fill(READ_CHUNK_BYTES), 123]);
  });

  it("stops one piece past the cap, with the body's rest never pulled", async () => {
    const { stream, given } = pieces(40 * READ_CHUNK_BYTES);
    const cap = 3 * READ_CHUNK_BYTES + 10;
    expect(await readCappedChunks(stream, cap, () => true)).toEqual({ ok: false, reason: "too_large" });
    expect(given()).toBeGreaterThan(cap);
    expect(given()).toBeLessThanOrEqual(cap + 1 + PIECE);
  });

  it("keeps every chunk's bytes intact when a taker holds them (a new buffer each read)", async () => {
    const total = 3 * READ_CHUNK_BYTES + 7;
    const { stream, text } = pieces(total);
    const read = await readCappedBytes(stream, total);
    expect(read.ok && new TextDecoder().decode(read.bytes)).toBe(text);
  });

  it("reads a fetched-style body (a Response's) whole and in order", async () => {
    const text = "é".repeat(3 * READ_CHUNK_BYTES);
    const parts: string[] = [];
    const read = await readCappedChunks(new Response(text).body!, 10 * READ_CHUNK_BYTES, (piece) => parts.push(piece) > 0);
    expect(read).toEqual({ ok: true });
    expect(parts.join("")).toBe(text);
  });
});
