import { describe, expect, it } from "vitest";
import { cutPoint, findSection, outline } from "../../src/tools/sections";

const BODY = [
  "Intro line.",
  "",
  "## Install",
  "Run this:",
  "",
  "```bash",
  "# not a heading",
  "npm i thing",
  "```",
  "",
  "### On Windows",
  "Use PowerShell.",
  "",
  "## Use",
  "Call it.",
  "",
  "## Use",
  "Again.",
  "",
].join("\n");

describe("outline", () => {
  it("finds headings outside code fences, with nested ends and unique slugs", () => {
    const sections = outline(BODY);
    expect(sections.map((s) => [s.slug, s.level])).toEqual([
      ["introduction", 0],
      ["install", 2],
      ["on-windows", 3],
      ["use", 2],
      ["use-2", 2],
    ]);
    const install = sections[1]!;
    expect(BODY.slice(install.start, install.end)).toContain("Use PowerShell.");
    expect(BODY.slice(install.start, install.end)).not.toContain("Call it.");
    expect(BODY.slice(sections[4]!.start, sections[4]!.end)).toBe("## Use\nAgain.\n");
  });

  it("finds a section by slug or by heading text", () => {
    const sections = outline(BODY);
    expect(findSection(sections, "on-windows")?.title).toBe("On Windows");
    expect(findSection(sections, "On  WINDOWS")?.slug).toBe("on-windows");
    expect(findSection(sections, "nope")).toBeUndefined();
  });
});

describe("cutPoint", () => {
  const sections = outline(BODY);

  it("returns everything that fits", () => {
    expect(cutPoint(BODY, sections, 0, BODY.length, 10_000)).toBe(BODY.length);
  });

  it("stops at the last section boundary within the budget", () => {
    const use = sections.find((s) => s.slug === "use")!;
    expect(cutPoint(BODY, sections, 0, BODY.length, use.start + 3)).toBe(use.start);
  });

  it("falls back to a paragraph break outside code fences when one section is too long", () => {
    const start = sections[1]!.start;
    const end = cutPoint(BODY, sections, start, BODY.length, 40);
    expect(end).toBeGreaterThan(start);
    expect(BODY.slice(start, end)).toBe("## Install\nRun this:\n\n");
  });
});
