// The one capped reader: bytes counted as they arrive, UTF-8 decoded as it comes, and the two precedences its
// callers need (a request body over the cap is too_large whatever its bytes; a fetch stops at the first bad byte).

import { describe, expect, it } from "vitest";
import { readCappedText, readRequestText } from "../../src/http/capped-stream";

function streamOf(chunks: Uint8Array[], options: { error?: Error } = {}): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let at = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at < chunks.length) controller.enqueue(chunks[at++]!);
      else if (options.error) controller.error(options.error);
      else controller.close();
    },
  });
  return { stream, pulled: () => at };
}

const BAD = new Uint8Array([0x7b, 0xff, 0x7d]);

describe("readCappedText", () => {
  it("decodes text split inside a character, and drops a leading BOM", async () => {
    const bytes = new TextEncoder().encode("\ufeffgrüße");
    const { stream } = streamOf([bytes.slice(0, 5), bytes.slice(5)]);
    expect(await readCappedText(stream, 100)).toEqual({ ok: true, text: "grüße" });
  });

  it("stops at the first bad byte by default, without reading the rest", async () => {
    const { stream, pulled } = streamOf([BAD, new Uint8Array(10), new Uint8Array(10)]);
    expect(await readCappedText(stream, 100)).toEqual({ ok: false, reason: "not_utf8" });
    expect(pulled()).toBe(1);
  });

  it("reads on past a bad byte when asked, so the cap still wins", async () => {
    expect(await readCappedText(streamOf([BAD, new Uint8Array(200)]).stream, 100, { badUtf8: "read-on" })).toEqual({
      ok: false,
      reason: "too_large",
    });
    expect(await readCappedText(streamOf([BAD, new Uint8Array(20)]).stream, 100, { badUtf8: "read-on" })).toEqual({
      ok: false,
      reason: "not_utf8",
    });
  });

  it("says unreadable when the stream fails, and passes an abort on", async () => {
    const failing = await readCappedText(streamOf([new Uint8Array(3)], { error: new Error("reset") }).stream, 100);
    expect(failing).toMatchObject({ ok: false, reason: "unreadable" });
    const controller = new AbortController();
    const hanging = new ReadableStream<Uint8Array>({ pull: () => new Promise(() => undefined) });
    const read = readCappedText(hanging, 100, { signal: controller.signal });
    controller.abort(new Error("deadline"));
    await expect(read).rejects.toThrow("deadline");
  });
});

describe("readRequestText", () => {
  it("refuses a declared length over the cap unread, and reads a body without one", async () => {
    const declared = new Request("http://127.0.0.1/", { method: "POST", body: "{}", headers: { "content-length": "500" } });
    expect(await readRequestText(declared, 100)).toEqual({ ok: false, reason: "too_large" });
    expect(await readRequestText(new Request("http://127.0.0.1/", { method: "POST" }), 100)).toEqual({ ok: true, text: "" });
  });

  it("answers too_large, not not_utf8, for an oversized body with bad bytes", async () => {
    const body = new Uint8Array(300).fill(0xff);
    expect(await readRequestText(new Request("http://127.0.0.1/", { method: "POST", body }), 100)).toEqual({
      ok: false,
      reason: "too_large",
    });
  });
});
