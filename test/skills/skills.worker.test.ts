// The skills modules inside workerd, where they will run: Web Crypto digests, the fatal UTF-8 decoder that
// tells text from blobs, and the frontmatter reader's Unicode regular expressions.

import { describe, expect, it } from "vitest";
import sampleSkill from "../../src/site/sample/longform/skills/search-the-directory.json";
import { sha256Digest } from "../../src/skills/digest";
import { skillFileBody } from "../../src/skills/mime";
import { readSkillMd } from "../../src/skills/rules";

const encode = (text: string) => new TextEncoder().encode(text);

describe("skills modules in workerd", () => {
  it("digests bytes with Web Crypto", async () => {
    expect(await sha256Digest(new Uint8Array())).toBe("sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(await sha256Digest(encode("abc"))).toBe("sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("serves UTF-8 with a BOM as text and other bytes as a blob", () => {
    expect(skillFileBody(encode("\ufeffété"))).toEqual({ text: "\ufeffété" });
    expect("blob" in skillFileBody(Uint8Array.from([0x89, 0x50, 0x4e, 0x47]))).toBe(true);
  });

  it("reads SKILL.md frontmatter, non-ASCII keys included", () => {
    expect(readSkillMd("search-the-directory", encode(sampleSkill.raw))).toEqual({ ok: true, value: sampleSkill.front_matter });
    const text = "---\nname: a\ndescription: été\nclé: 日本語\n---\n";
    expect(readSkillMd("a", encode(text))).toEqual({ ok: true, value: { name: "a", description: "été", clé: "日本語" } });
  });
});
