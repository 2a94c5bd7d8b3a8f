import { describe, expect, it } from "vitest";
import { encodeHeaderValue, isPlainHeaderValue, readHeaderValue, stripOws } from "../../src/mcp/header-values";

describe("header values (2026-07-28 §Value Encoding)", () => {
  it("strips only spaces and tabs around a value", () => {
    expect(stripOws("  search\t")).toBe("search");
    expect(stripOws("a b")).toBe("a b");
    expect(stripOws("\nx")).toBe("\nx");
  });

  it("decodes the spec's encoding examples back to their original values", () => {
    const table: [string, string][] = [
      ["us-west1", "us-west1"],
      ["=?base64?SGVsbG8sIOS4lueVjA==?=", "Hello, 世界"],
      ["=?base64?IHBhZGRlZCA=?=", " padded "],
      ["=?base64?bGluZTEKbGluZTI=?=", "line1\nline2"],
      ["=?base64?PT9iYXNlNjQ/bGl0ZXJhbD89?=", "=?base64?literal?="],
    ];
    for (const [header, value] of table) expect(readHeaderValue(header)).toEqual({ ok: true, value });
  });

  it("encodes exactly the values a conforming client must encode", () => {
    expect(encodeHeaderValue("us-west1")).toBe("us-west1");
    expect(encodeHeaderValue("Hello, 世界")).toBe("=?base64?SGVsbG8sIOS4lueVjA==?=");
    expect(encodeHeaderValue(" padded ")).toBe("=?base64?IHBhZGRlZCA=?=");
    expect(encodeHeaderValue("line1\nline2")).toBe("=?base64?bGluZTEKbGluZTI=?=");
    expect(encodeHeaderValue("=?base64?literal?=")).toBe("=?base64?PT9iYXNlNjQ/bGl0ZXJhbD89?=");
    for (const value of ["x402", "Hello, 世界", " a ", "tab\there"])
      expect(readHeaderValue(encodeHeaderValue(value))).toEqual({ ok: true, value });
  });

  it("accepts surrounding whitespace around plain and encoded values", () => {
    expect(readHeaderValue("  get_entry  ")).toEqual({ ok: true, value: "get_entry" });
    expect(readHeaderValue("\t=?base64?SGVsbG8=?= ")).toEqual({ ok: true, value: "Hello" });
  });

  it("rejects bad padding, foreign characters, non-canonical Base64 and non-UTF-8 bytes", () => {
    for (const header of ["=?base64?SGVsbG8?=", "=?base64?SGVs!!!bG8=?=", "=?base64?SGVsbG9=?=", "=?base64?/w==?="]) {
      expect(readHeaderValue(header).ok, header).toBe(false);
    }
  });

  it("treats a value without the full sentinel as literal text", () => {
    expect(readHeaderValue("SGVsbG8=")).toEqual({ ok: true, value: "SGVsbG8=" });
    expect(readHeaderValue("=?base64?SGVsbG8=")).toEqual({ ok: true, value: "=?base64?SGVsbG8=" });
    expect(readHeaderValue("=?BASE64?SGVsbG8=?=")).toEqual({ ok: true, value: "=?BASE64?SGVsbG8=?=" });
  });

  it("refuses raw non-ASCII and control characters", () => {
    expect(isPlainHeaderValue("abc def")).toBe(true);
    expect(readHeaderValue("caf\u00e9").ok).toBe(false);
    expect(readHeaderValue("a\u0000b").ok).toBe(false);
    expect(readHeaderValue("a\u007fb").ok).toBe(false);
  });
});
