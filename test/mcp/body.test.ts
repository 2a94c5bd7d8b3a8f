import { describe, expect, it } from "vitest";
import { MAX_BODY_BYTES, readMessageText } from "../../src/mcp/body";

function streamed(chunks: Uint8Array[]): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Request("http://127.0.0.1/mcp", { method: "POST", body, duplex: "half" } as RequestInit);
}

describe("readMessageText", () => {
  it("counts bytes, not characters", async () => {
    // 40,000 two-byte characters: under the limit in characters, over it in bytes.
    const text = "é".repeat(40_000);
    expect(text.length).toBeLessThan(MAX_BODY_BYTES);
    expect(await readMessageText(new Request("http://127.0.0.1/mcp", { method: "POST", body: text }))).toEqual({
      ok: false,
      reason: "too_large",
    });
  });

  it("accepts a body of exactly the limit and refuses one byte more", async () => {
    const exact = "a".repeat(MAX_BODY_BYTES);
    expect(await readMessageText(streamed([new TextEncoder().encode(exact)]))).toEqual({ ok: true, text: exact });
    expect(await readMessageText(streamed([new TextEncoder().encode(exact), new Uint8Array([0x61])]))).toEqual({
      ok: false,
      reason: "too_large",
    });
  });

  it("stops a streamed body without a length as soon as it passes the cap", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(16_384));
      },
    });
    const request = new Request("http://127.0.0.1/mcp", { method: "POST", body: endless, duplex: "half" } as RequestInit);
    expect(await readMessageText(request)).toEqual({ ok: false, reason: "too_large" });
    expect(pulled).toBeLessThan(10);
  });

  it("refuses a declared length over the cap before reading", async () => {
    const request = new Request("http://127.0.0.1/mcp", { method: "POST", body: "{}", headers: { "content-length": "999999" } });
    expect(await readMessageText(request)).toEqual({ ok: false, reason: "too_large" });
  });

  it("decodes multi-byte text split across chunks and rejects invalid UTF-8", async () => {
    const bytes = new TextEncoder().encode('{"q":"世界"}');
    expect(await readMessageText(streamed([bytes.slice(0, 7), bytes.slice(7)]))).toEqual({ ok: true, text: '{"q":"世界"}' });
    expect(await readMessageText(streamed([new Uint8Array([0x7b, 0xff, 0x7d])]))).toEqual({ ok: false, reason: "not_utf8" });
    expect(await readMessageText(new Request("http://127.0.0.1/mcp", { method: "POST" }))).toEqual({ ok: true, text: "" });
  });
});
