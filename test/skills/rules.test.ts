// Which skills are served: every rule of design §9.4 and every limit, each failing on its own, in order;
// transient fetch failures kept apart from reasons to leave a skill out.

import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import sampleSkill from "../../src/site/sample/longform/skills/search-the-directory.json";
import {
  judgeSkill,
  MAX_COMPATIBILITY_CHARS,
  MAX_DESCRIPTION_CHARS,
  MAX_SKILL_FILE_BYTES,
  MAX_SKILL_FILES,
  MAX_SKILL_TOTAL_BYTES,
  readSkillListing,
  readSkillMd,
  type FetchedFile,
  type SkillListing,
  type SkillVerdict,
} from "../../src/skills/rules";
import { MAX_SKILL_NAME_CHARS } from "../../src/skills/uri";

const encode = (text: string) => new TextEncoder().encode(text);
const digestOf = (bytes: Uint8Array) => `sha256:${createHash("sha256").update(bytes).digest("hex")}`;
const ok = (bytes: Uint8Array): FetchedFile => ({ status: "ok", bytes, digest: digestOf(bytes) });
const item = (paths: string[], id = "demo-skill") => ({ id, skill: { files: paths.map((path) => ({ path, url: `https://x/${path}` })) } });
const skillMd = (frontmatter: string, body = "# Demo\n") => `---\n${frontmatter}---\n${body}`;
const GOOD = "name: demo-skill\ndescription: Does a demo.\n";

function listing(paths: string[], id = "demo-skill"): SkillListing {
  const read = readSkillListing(item(paths, id));
  if (!read.ok) throw new Error(read.reason);
  return read.value;
}

/** The verdict for a one-file skill whose SKILL.md has this frontmatter. */
function judgeFrontmatter(frontmatter: string, id = "demo-skill"): SkillVerdict {
  return judgeSkill(listing(["SKILL.md"], id), new Map([["SKILL.md", ok(encode(skillMd(frontmatter)))]]));
}

function reasonOf(verdict: SkillVerdict): string {
  if (verdict.served) throw new Error("served");
  return verdict.reason;
}

describe("rule 1: the file list", () => {
  it("puts SKILL.md first and keeps the site's order otherwise", () => {
    expect(readSkillListing(item(["scripts/a.sh", "SKILL.md", "references/b.md"]))).toEqual({
      ok: true,
      value: { id: "demo-skill", paths: ["SKILL.md", "scripts/a.sh", "references/b.md"] },
    });
  });

  it.each([
    [{ id: "Demo", skill: { files: [{ path: "SKILL.md" }] } }, "not an Agent Skills name"],
    [{ id: "a".repeat(MAX_SKILL_NAME_CHARS + 1), skill: { files: [{ path: "SKILL.md" }] } }, "not an Agent Skills name"],
    [{ id: "demo" }, "lists no skill files"],
    [{ id: "demo", skill: { files: "SKILL.md" } }, "lists no skill files"],
    [{ id: "demo", skill: { files: [{ url: "x" }] } }, "has no path"],
    [item(["SKILL.md", "../x"]), '".."'],
    [item(["SKILL.md", "/etc/passwd"]), "absolute"],
    [item(["SKILL.md", "a\\b"]), "backslash"],
    [item(["SKILL.md", "a\u0000"]), "control character"],
    [item(["SKILL.md", "a//b"]), "segment"],
    [item(["SKILL.md", "a.md", "a.md"]), "twice"],
    [item(["SKILL.md", "SKILL.md"]), "twice"],
    [item(["sub/SKILL.md", "README.md"]), "no SKILL.md"],
  ])("refuses %j (%s)", (given, reason) => {
    const read = readSkillListing(given);
    expect(read).toEqual({ ok: false, reason: expect.stringContaining(reason) });
  });
});

describe("rule 2: limits", () => {
  const paths = (count: number) => ["SKILL.md", ...Array.from({ length: count - 1 }, (_, n) => `f${n}.txt`)];

  it(`serves ${MAX_SKILL_FILES} files and no more`, () => {
    expect(readSkillListing(item(paths(MAX_SKILL_FILES))).ok).toBe(true);
    expect(readSkillListing(item(paths(MAX_SKILL_FILES + 1)))).toEqual({
      ok: false,
      reason: expect.stringContaining(`${MAX_SKILL_FILES}`),
    });
  });

  it(`serves a file of ${MAX_SKILL_FILE_BYTES} bytes and none larger`, () => {
    const files = (size: number) =>
      new Map([
        ["SKILL.md", ok(encode(skillMd(GOOD)))],
        ["big.bin", ok(new Uint8Array(size))],
      ]);
    expect(judgeSkill(listing(["SKILL.md", "big.bin"]), files(MAX_SKILL_FILE_BYTES)).served).toBe(true);
    expect(reasonOf(judgeSkill(listing(["SKILL.md", "big.bin"]), files(MAX_SKILL_FILE_BYTES + 1)))).toContain("big.bin is larger than");
    const stopped = new Map<string, FetchedFile>([
      ["SKILL.md", ok(encode(skillMd(GOOD)))],
      ["big.bin", { status: "too-large" }],
    ]);
    expect(judgeSkill(listing(["SKILL.md", "big.bin"]), stopped)).toEqual({
      served: false,
      transient: false,
      reason: expect.stringContaining("larger"),
    });
  });

  it(`serves ${MAX_SKILL_TOTAL_BYTES} bytes in all and no more`, () => {
    const head = encode(skillMd(GOOD));
    const parts = ["SKILL.md", "a.bin", "b.bin", "c.bin", "d.bin"];
    const files = (last: number) =>
      new Map<string, FetchedFile>([
        ["SKILL.md", ok(head)],
        ["a.bin", ok(new Uint8Array(MAX_SKILL_FILE_BYTES))],
        ["b.bin", ok(new Uint8Array(MAX_SKILL_FILE_BYTES))],
        ["c.bin", ok(new Uint8Array(MAX_SKILL_FILE_BYTES))],
        ["d.bin", ok(new Uint8Array(last))],
      ]);
    expect(judgeSkill(listing(parts), files(MAX_SKILL_FILE_BYTES - head.byteLength)).served).toBe(true);
    expect(reasonOf(judgeSkill(listing(parts), files(MAX_SKILL_FILE_BYTES - head.byteLength + 1)))).toContain("total more than");
  });
});

describe("rule 3: every file fetched", () => {
  const two = listing(["SKILL.md", "notes.txt"]);
  const skill = ok(encode(skillMd(GOOD)));

  it("leaves out a skill whose listed file the site does not serve", () => {
    const verdict = judgeSkill(
      two,
      new Map([
        ["SKILL.md", skill],
        ["notes.txt", { status: "missing" }],
      ]),
    );
    expect(verdict).toEqual({ served: false, transient: false, reason: "notes.txt is listed but the site does not serve it" });
  });

  it("keeps transient failures apart, and lets a definitive reason win over them", () => {
    const down: FetchedFile = { status: "unavailable", detail: "timeout after 5000 ms" };
    expect(
      judgeSkill(
        two,
        new Map([
          ["SKILL.md", skill],
          ["notes.txt", down],
        ]),
      ),
    ).toEqual({
      served: false,
      transient: true,
      reason: "notes.txt could not be fetched: timeout after 5000 ms",
    });
    expect(judgeSkill(two, new Map([["SKILL.md", skill]]))).toMatchObject({ served: false, transient: true });
    expect(
      judgeSkill(
        two,
        new Map<string, FetchedFile>([
          ["SKILL.md", down],
          ["notes.txt", { status: "missing" }],
        ]),
      ),
    ).toMatchObject({ transient: false });
    const broken = ok(encode(skillMd("name: other\ndescription: x\n")));
    expect(
      judgeSkill(
        two,
        new Map([
          ["SKILL.md", broken],
          ["notes.txt", down],
        ]),
      ),
    ).toMatchObject({ transient: false, reason: expect.stringContaining("differs") });
  });

  it("serves every file with its digest, SKILL.md first", () => {
    const notes = ok(encode("n"));
    const verdict = judgeSkill(
      listing(["notes.txt", "SKILL.md"]),
      new Map([
        ["SKILL.md", skill],
        ["notes.txt", notes],
      ]),
    );
    expect(verdict.served && verdict.skill.files.map((file) => [file.path, file.digest])).toEqual([
      ["SKILL.md", (skill as { digest: string }).digest],
      ["notes.txt", (notes as { digest: string }).digest],
    ]);
    expect(verdict.served && verdict.skill.frontmatter).toEqual({ name: "demo-skill", description: "Does a demo." });
  });
});

describe("rules 4 and 5: SKILL.md and its frontmatter", () => {
  it.each([
    ["Latin-1 bytes", Uint8Array.from([0x2d, 0x2d, 0x2d, 0x0a, 0xe9, 0x0a]), "not valid UTF-8"],
    ["a BOM", encode(`\ufeff${skillMd(GOOD)}`), "byte order mark"],
    ["no frontmatter", encode("# No frontmatter\n"), 'does not start with a "---" line'],
    ["an unclosed frontmatter", encode(`---\n${GOOD}`), 'no closing "---"'],
    ["a sequence", encode(skillMd(`${GOOD}tags:\n  - a\n`)), "SKILL.md frontmatter: line 5: sequences"],
    ["a flow collection", encode(skillMd(`${GOOD}x: [a]\n`)), "SKILL.md frontmatter: line 4: flow collections"],
  ])("leaves out a SKILL.md with %s", (_label, bytes, reason) => {
    expect(readSkillMd("demo-skill", bytes)).toEqual({ ok: false, reason: expect.stringContaining(reason) });
  });

  it("reads CRLF files", () => {
    expect(readSkillMd("demo-skill", encode(skillMd(GOOD).replace(/\n/g, "\r\n"))).ok).toBe(true);
  });
});

describe("rules 6 to 9: the frontmatter's fields", () => {
  const long = (count: number, char = "é") => char.repeat(count);

  it.each([
    ["description: x\n", "name is missing"],
    ["name: '  '\ndescription: x\n", "name is missing"],
    ["name: 12\ndescription: x\n", "name is missing"],
    ["name: Broken Skill Demo\ndescription: x\n", 'name "Broken Skill Demo" is not an Agent Skills name'],
    ["name: demo--skill\ndescription: x\n", "not an Agent Skills name"],
    [`name: ${"a".repeat(MAX_SKILL_NAME_CHARS + 1)}\ndescription: x\n`, "not an Agent Skills name"],
    ["name: other-skill\ndescription: x\n", 'name "other-skill" differs from the skill\'s directory "demo-skill"'],
    ["name: demo-skill\n", "description is missing"],
    ["name: demo-skill\ndescription: '   '\n", "description is missing"],
    ["name: demo-skill\ndescription: true\n", "description is missing"],
    [`name: demo-skill\ndescription: ${long(MAX_DESCRIPTION_CHARS + 1)}\n`, "description is longer"],
    [`${GOOD}compatibility: ""\n`, "compatibility must be"],
    [`${GOOD}compatibility: ${long(MAX_COMPATIBILITY_CHARS + 1, "x")}\n`, "compatibility must be"],
    [`${GOOD}compatibility: 3\n`, "compatibility must be"],
    [`${GOOD}license: 2\n`, "license must be a string"],
    [`${GOOD}allowed-tools:\n`, "allowed-tools must be a string"],
    [`${GOOD}metadata:\n`, "metadata must be a mapping"],
    [`${GOOD}metadata: text\n`, "metadata must be a mapping"],
    [`${GOOD}metadata:\n  version: 1.0\n`, 'metadata.version must be a string (quote it: version: "1")'],
    [`${GOOD}metadata:\n  io.modelcontextprotocol/x: "y"\n`, "reserved prefix"],
  ])("leaves out %j (%s)", (frontmatter, reason) => {
    expect(reasonOf(judgeFrontmatter(frontmatter))).toContain(reason);
  });

  it("serves what the rules allow at their limits", () => {
    const frontmatter =
      `name: demo-skill\ndescription: ${long(MAX_DESCRIPTION_CHARS, "🧭")}\ncompatibility: ${long(MAX_COMPATIBILITY_CHARS, "x")}\n` +
      `license: MIT\nallowed-tools: Bash Read\nextra: 3\nmetadata:\n  version: "1.0"\n  com.example/x: y\n`;
    const verdict = judgeFrontmatter(frontmatter);
    expect(verdict.served).toBe(true);
    expect(verdict.served && verdict.skill.frontmatter.extra).toBe(3);
  });

  it("serves a name of the longest length", () => {
    const id = "a".repeat(MAX_SKILL_NAME_CHARS);
    expect(judgeFrontmatter(`name: ${id}\ndescription: x\n`, id).served).toBe(true);
  });
});

it("serves the bundled sample skill", () => {
  const read = readSkillListing(sampleSkill);
  expect(read.ok).toBe(true);
  if (!read.ok) return;
  const verdict = judgeSkill(read.value, new Map([["SKILL.md", ok(encode(sampleSkill.raw))]]));
  expect(verdict).toMatchObject({ served: true, skill: { id: "search-the-directory", frontmatter: sampleSkill.front_matter } });
});
