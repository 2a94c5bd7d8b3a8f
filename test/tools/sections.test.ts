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

  it("passes over a heading too early in the budget for a later paragraph break (no stub pages)", () => {
    const paragraph = "Some words here. ".repeat(12);
    const body = `\n## First\n\n${paragraph}\n\n${paragraph}\n\n## Second\n\n${paragraph}`;
    const sections = outline(body);
    expect(sections[0]!.start).toBe(1);
    const end = cutPoint(body, sections, 0, body.length, 500);
    expect(end).toBe(body.indexOf("## Second"));
    const shorter = cutPoint(body, sections, 0, body.length, 420);
    expect(body.slice(0, shorter).endsWith(`${paragraph}\n\n`)).toBe(true);
    expect(shorter).toBeGreaterThanOrEqual(210);
  });

  it("never leaves a blank remainder: the last text stays in the next page", () => {
    const text = `${"a ".repeat(245)}end`;
    const body = `${text}\n\n${"\n".repeat(20)}`;
    const end = cutPoint(body, outline(body), 0, body.length, 500);
    expect(body.slice(end).trim()).not.toBe("");
    expect(end).toBeGreaterThanOrEqual(250);
  });

  it("falls back to a paragraph break outside code fences when one section is too long", () => {
    const start = sections[1]!.start;
    const end = cutPoint(BODY, sections, start, BODY.length, 40);
    expect(end).toBeGreaterThan(start);
    expect(BODY.slice(start, end)).toBe("## Install\nRun this:\n\n");
  });
});
