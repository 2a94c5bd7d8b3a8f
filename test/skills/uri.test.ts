// skill:// URIs: every file URI we build parses back to the same name and path, is ASCII, RFC 3986-valid
// (what the conformance suite's ajv checks) and already in the WHATWG form the SDK compares; everything else
// is refused with a reason, and a suggestion when the meant URI is clear.

import Ajv from "ajv";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { skillName, skillPath } from "./arbitraries";
import {
  formatSkillUri,
  MAX_SKILL_NAME_CHARS,
  MAX_SKILL_PATH_CHARS,
  MAX_SKILL_URI_CHARS,
  parseSkillUri,
  skillPathProblem,
} from "../../src/skills/uri";

const ajv = new Ajv({ strict: true });
addFormats(ajv);
const isUri = ajv.compile({ type: "string", format: "uri" });

describe("formatSkillUri", () => {
  it("writes the examples of the design", () => {
    expect(formatSkillUri("pay-with-x402", "scripts/inspect-402.sh")).toBe("skill://pay-with-x402/scripts/inspect-402.sh");
    expect(formatSkillUri("directory-research", "references/glossaire-été.md")).toBe(
      "skill://directory-research/references/glossaire-%C3%A9t%C3%A9.md",
    );
    expect(formatSkillUri("a", "SKILL.md")).toBe("skill://a/SKILL.md");
  });

  it("round-trips every safe path, in ASCII, RFC 3986 and WHATWG form", () => {
    fc.assert(
      fc.property(skillName, skillPath, (name, path) => {
        const uri = formatSkillUri(name, path);
        expect(parseSkillUri(uri)).toEqual({ ok: true, name, path, canonical: uri });
        expect(uri).toMatch(/^[\x21-\x7e]+$/);
        expect(isUri(uri)).toBe(true);
        expect(new URL(uri).href).toBe(uri);
        expect(uri.length).toBeLessThanOrEqual(MAX_SKILL_URI_CHARS);
      }),
      { numRuns: 500 },
    );
  });

  it("stays within MAX_SKILL_URI_CHARS for the longest name and path", () => {
    const uri = formatSkillUri("a".repeat(MAX_SKILL_NAME_CHARS), "🧭".repeat(MAX_SKILL_PATH_CHARS / 2));
    expect(uri.length).toBeLessThanOrEqual(MAX_SKILL_URI_CHARS);
    expect(parseSkillUri(uri).ok).toBe(true);
  });
});

describe("parseSkillUri", () => {
  it("accepts other spellings of the same file and names the canonical one", () => {
    expect(parseSkillUri("skill://a/references/glossaire-%c3%a9t%c3%a9.md")).toEqual({
      ok: true,
      name: "a",
      path: "references/glossaire-été.md",
      canonical: "skill://a/references/glossaire-%C3%A9t%C3%A9.md",
    });
    expect(parseSkillUri("skill://a/%7Enotes/x%2Dy.md")).toMatchObject({
      ok: true,
      path: "~notes/x-y.md",
      canonical: "skill://a/~notes/x-y.md",
    });
  });

  it.each([
    ["SKILL://a/SKILL.md", "lower case", "skill://a/SKILL.md"],
    ["skill://Pay-With/SKILL.md", "not a skill name", "skill://pay-with/SKILL.md"],
    ["skill://a/SKILL.md?x=1", "no query or fragment", "skill://a/SKILL.md"],
    ["skill://a/SKILL.md#top", "no query or fragment", "skill://a/SKILL.md"],
    ["skill://a/my file.md", "percent-encoded", "skill://a/my%20file.md"],
    ["skill://a/glossaire-été.md", "percent-encoded", "skill://a/glossaire-%C3%A9t%C3%A9.md"],
    ["skill://a/100%.md", "percent-encoded", "skill://a/100%25.md"],
  ])("refuses %s (%s) and suggests %s", (uri, reason, suggestion) => {
    const parsed = parseSkillUri(uri);
    expect(parsed).toEqual({ ok: false, reason: expect.stringContaining(reason), suggestion });
    expect(parseSkillUri(suggestion).ok).toBe(true);
  });

  it.each([
    ["https://example.com/a/SKILL.md", 'start with "skill://"'],
    ["skill:a/SKILL.md", 'start with "skill://"'],
    ["skill://user@a/SKILL.md", "no user or port"],
    ["skill://a:80/SKILL.md", "no user or port"],
    ["skill://a", "skill directory"],
    ["skill://a/", "skill directory"],
    ["skill:///SKILL.md", "not a skill name"],
    ["skill://a--b/SKILL.md", "not a skill name"],
    [`skill://${"a".repeat(MAX_SKILL_NAME_CHARS + 1)}/SKILL.md`, "not a skill name"],
    ["skill://a/x%2Fy.md", 'encoded "/"'],
    ["skill://a/../b/SKILL.md", '".."'],
    ["skill://a/%2e%2e/SKILL.md", '".."'],
    ["skill://a/./SKILL.md", '"."'],
    ["skill://a//SKILL.md", "an absolute path"],
    ["skill://a/x/", 'empty, "." or ".." segment'],
    ["skill://a/%E9t%E9.md", "not percent-encoded UTF-8"],
    ["skill://a/x%5Cy", "a backslash"],
    ["skill://a/x%00y", "a control character"],
    [`skill://a/${"x".repeat(MAX_SKILL_URI_CHARS)}`, "longer than"],
  ])("refuses %s (%s)", (uri, reason) => {
    const parsed = parseSkillUri(uri);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toContain(reason);
  });

  it("refuses every URI that is not a formatted one, unless it names the same file", () => {
    const noise = fc.string({
      unit: fc.constantFrom("s", "k", "i", "l", ":", "/", "a", "%", "2", "e", ".", "?", "#", "@", "A", " ", "é"),
      maxLength: 24,
    });
    fc.assert(
      fc.property(noise, (uri) => {
        const parsed = parseSkillUri(uri);
        if (parsed.ok) expect(parseSkillUri(formatSkillUri(parsed.name, parsed.path))).toEqual({ ...parsed, canonical: parsed.canonical });
        else if (parsed.suggestion !== undefined) expect(parseSkillUri(parsed.suggestion).ok).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("skillPathProblem", () => {
  it.each([
    ["SKILL.md", null],
    ["references/glossaire-été.md", null],
    ["a b/c#d?.md", null],
    ["", "empty path"],
    ["/abs", "absolute"],
    ["a\\b", "backslash"],
    ["a/\u0007", "control character"],
    ["a/\u0085", "control character"],
    ["a//b", "segment"],
    ["a/./b", "segment"],
    ["../b", "segment"],
    ["a/", "segment"],
    ["x".repeat(MAX_SKILL_PATH_CHARS + 1), "longer than"],
    ["\ud800x", "not valid Unicode"],
  ])("%j → %s", (path, problem) => {
    const found = skillPathProblem(path);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toContain(problem);
  });
});

it("names follow the site's id rule, up to 64 characters", () => {
  expect(formatSkillUri("a".repeat(MAX_SKILL_NAME_CHARS), "SKILL.md")).toContain("skill://");
  for (const name of ["Pay", "-pay", "pay-", "pay--x", "a".repeat(MAX_SKILL_NAME_CHARS + 1)]) {
    expect(parseSkillUri(`skill://${name}/SKILL.md`).ok, name).toBe(false);
  }
});
