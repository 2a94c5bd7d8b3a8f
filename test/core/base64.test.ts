import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { base64Of, base64urlOf, bytesOfBase64url } from "../../src/core/base64";

describe("base64", () => {
  it("writes standard Base64 and unpadded base64url of the same bytes", () => {
    const bytes = new Uint8Array([0xfb, 0xff, 0x3e, 0x00, 0x41]);
    expect(base64Of(bytes)).toBe("+/8+AEE=");
    expect(base64urlOf(bytes)).toBe("-_8-AEE");
    expect(base64Of(new Uint8Array())).toBe("");
  });

  it("encodes large inputs in pieces without losing a byte", () => {
    const bytes = Uint8Array.from({ length: 0x8000 * 3 + 7 }, (_, at) => (at * 31) & 0xff);
    expect(base64Of(bytes)).toBe(Buffer.from(bytes).toString("base64"));
  });

  it("reads back what it wrote, and refuses text that is not unpadded base64url", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(bytesOfBase64url(base64urlOf(bytes))).toEqual(bytes);
      }),
    );
    for (const text of ["a+b", "ab/c", "abc=", "a", "abcde", "é"]) expect(bytesOfBase64url(text), text).toBeNull();
  });
});
