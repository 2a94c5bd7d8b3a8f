// How skill files are served: valid UTF-8 without NUL as text that re-encodes to the same bytes, anything
// else as a blob; mimeType by extension, with SKILL.md exactly "text/markdown".

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { skillFileBody, skillFileMimeType } from "../../src/skills/mime";

const encode = (text: string) => new TextEncoder().encode(text);
// A 1x1 PNG's signature: 0x89 is not UTF-8.
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe("skillFileBody", () => {
  it("serves UTF-8 as text, keeping a BOM, CRLF and a missing final newline", () => {
    for (const text of ["# Hi\n", "\ufeffbom", "a\r\nb", "été 日本語 🧭", ""]) expect(skillFileBody(encode(text))).toEqual({ text });
  });

  it("serves non-UTF-8 bytes and NUL as a blob", () => {
    expect(skillFileBody(PNG)).toEqual({ blob: PNG });
    const nul = encode("a\u0000b");
    expect(skillFileBody(nul)).toEqual({ blob: nul });
    const latin1 = Uint8Array.from([0x65, 0x74, 0xe9]);
    expect(skillFileBody(latin1)).toEqual({ blob: latin1 });
  });

  it("text always re-encodes to the very same bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const body = skillFileBody(bytes);
        expect("text" in body ? encode(body.text) : body.blob).toEqual(bytes);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("skillFileMimeType", () => {
  it.each([
    ["SKILL.md", { text: "" }, "text/markdown"],
    ["references/a.MD", { text: "" }, "text/markdown"],
    ["scripts/find.sh", { text: "" }, "text/x-shellscript"],
    ["scripts/helpers/rank.py", { text: "" }, "text/x-python"],
    ["notes/windows.txt", { text: "" }, "text/plain"],
    ["assets/flow.png", { blob: PNG }, "image/png"],
    ["data.json", { text: "" }, "application/json"],
    ["LICENSE", { text: "" }, "text/plain"],
    ["blob.bin", { blob: PNG }, "application/octet-stream"],
    [".hidden", { text: "" }, "text/plain"],
    ["x.constructor", { text: "" }, "text/plain"],
  ])("%s → %s", (path, body, mimeType) => {
    expect(skillFileMimeType(path, body)).toBe(mimeType);
  });
});
