// resources/list and skills/list paging: one total order (categories, long-form, entries, skills), pages that
// cover the list exactly once for any page size, opaque cursors that round-trip and survive a catalogue change,
// anything else refused; listed items valid MCP Resources whose size is the rendering's.

import { ResourceSchema } from "@modelcontextprotocol/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildCatalogue, catalogueOfCards, type Catalogue } from "../../src/catalog/catalogue";
import { cardOf } from "../../src/site/entry-card";
import { sampleLongform, sampleSiteIndex } from "../../src/site/sample";
import type { LongformSummary } from "../../src/site/types";
import {
  asDateTime,
  decodeCursor,
  describeResource,
  describeSkillMd,
  encodeCursor,
  listingKeys,
  MAX_CURSOR_CHARS,
  RESOURCES_PAGE_SIZE,
  resourcesPage,
  SKILLS_PAGE_SIZE,
  skillsPage,
  type ListingKey,
} from "../../src/resources/listing";
import { renderCategory } from "../../src/resources/render-pages";
import { buildSkillEntry } from "../../src/skills/entry";

const sample = buildCatalogue(sampleSiteIndex(), sampleLongform());
const SKILLS: LongformSummary[] = ["zeta-skill", "alpha-skill"].map((id) => ({
  type: "skill",
  id,
  title: id,
  summary: "",
  tags: [],
  entries: [],
  links: {},
}));
/** The sample with two more skills and `copies` more of each entry (ids with a suffix). */
function grown(copies: number, longform = [...sampleLongform(), ...SKILLS]): Catalogue {
  const index = sampleSiteIndex();
  const entries = [...index.entries];
  for (let n = 0; n < copies; n++) for (const entry of index.entries) entries.push({ ...entry, id: `${entry.id}-${n.toString(36)}` });
  return buildCatalogue({ ...index, entries }, longform);
}
const big = grown(20);

/** Every key, walking pages of `size` from the first. */
function walk(source: Catalogue, size: number, page = resourcesPage): ListingKey[] {
  const seen: ListingKey[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 10_000; pages++) {
    const next = page(source, cursor, size);
    if (!next.ok) throw new Error(next.problem.message);
    seen.push(...next.value.keys);
    if (next.value.nextCursor === undefined) return seen;
    cursor = next.value.nextCursor;
  }
  throw new Error("no last page");
}

describe("order", () => {
  it("lists categories, long-form, entries, then skills, each by its key", () => {
    const keys = listingKeys(big);
    const sections = keys.map((key) => key.section).join("");
    expect(sections).toMatch(/^c+l+e+s+$/);
    const of = (section: string) => keys.filter((key) => key.section === section).map((key) => key.key);
    expect(of("c")).toEqual(big.categories.map((category) => category.slug).sort());
    expect(of("e")).toEqual(big.entries.map((entry) => entry.id).sort());
    expect(of("s")).toEqual(["alpha-skill", "search-the-directory", "zeta-skill"]);
    // Long-form by type (guide, comparison, stack, skill), then id.
    expect(of("l")).toEqual([
      "guide/automate-a-browser-with-playwright-mcp",
      "comparison/code-sandboxes-for-agents",
      "stack/agent-that-pays-for-apis",
      "skill/alpha-skill",
      "skill/search-the-directory",
      "skill/zeta-skill",
    ]);
  });

  it("puts 250 items on a page", () => {
    const first = resourcesPage(big);
    expect(first.ok && first.value.keys.length).toBe(RESOURCES_PAGE_SIZE);
    expect(first.ok && first.value.nextCursor).toBeTypeOf("string");
  });
});

describe("cursors", () => {
  it("encode the last key sent as base64url of v1|section|key", () => {
    expect(encodeCursor({ section: "e", key: "x402" })).toBe("djF8ZXx4NDAy");
    expect(encodeCursor({ section: "e", key: "superpowers" })).toBe("djF8ZXxzdXBlcnBvd2Vycw");
  });

  it("round-trip any key of any section", () => {
    const id = fc.array(fc.stringMatching(/^[a-z0-9]{1,12}$/), { minLength: 1, maxLength: 6 }).map((words) => words.join("-"));
    const key: fc.Arbitrary<ListingKey> = fc.oneof(
      fc.tuple(fc.constantFrom("c" as const, "e" as const, "s" as const), id).map(([section, value]) => ({ section, key: value })),
      fc
        .tuple(fc.constantFrom("guide", "comparison", "stack", "skill"), id)
        .map(([type, value]) => ({ section: "l" as const, key: `${type}/${value}` })),
    );
    fc.assert(
      fc.property(key, (value) => {
        expect(decodeCursor(encodeCursor(value))).toEqual({ ok: true, value });
      }),
      { numRuns: 500 },
    );
  });

  it("round-trip every key of every section", () => {
    for (const key of listingKeys(big)) {
      const cursor = encodeCursor(key);
      expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(cursor.length).toBeLessThanOrEqual(MAX_CURSOR_CHARS);
      expect(decodeCursor(cursor)).toEqual({ ok: true, value: key });
    }
  });

  const b64 = (text: string) => btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  it.each([
    ["", "empty"],
    ["x".repeat(MAX_CURSOR_CHARS + 1), "too long"],
    ["djF8ZXx4NDAy=", "padding"],
    ["djF8ZXx4N+Ay", "not base64url"],
    [b64("v2|e|x402"), "another version"],
    [b64("v1|q|x402"), "unknown section"],
    [b64("v1|e|X402"), "not an id"],
    [b64("v1|e|x402|more"), "extra part"],
    [b64("v1|l|x402"), "long-form key without a type"],
    [b64("v1|l|tutorial/x"), "unknown type"],
    [b64("v1|l|guide/a/b"), "too many parts"],
    [b64("garbage"), "not ours"],
    ["AAAA", "binary"],
  ])("refuses %j (%s)", (cursor) => {
    expect(decodeCursor(cursor)).toEqual({
      ok: false,
      problem: { code: "bad_request", message: expect.stringContaining("Invalid cursor") },
    });
    expect(resourcesPage(sample, cursor).ok).toBe(false);
  });

  it("are refused by skills/list unless they name a skill", () => {
    expect(skillsPage(sample, encodeCursor({ section: "e", key: "x402" })).ok).toBe(false);
    expect(skillsPage(sample, encodeCursor({ section: "s", key: "a" })).ok).toBe(true);
  });

  it("survive a catalogue change: the next page starts after the cursor's key, wherever it now falls", () => {
    const first = resourcesPage(big, undefined, 100);
    if (!first.ok || first.value.nextCursor === undefined) throw new Error("expected a second page");
    const last = first.value.keys[first.value.keys.length - 1]!;
    // The last key sent is gone, and new keys appear on both sides of it.
    const index = sampleSiteIndex();
    const changed = catalogueOfCards(
      {
        ...index,
        entries: [
          ...big.entries.filter((entry) => entry.id !== last.key),
          cardOf({ ...index.entries[0]!, id: "aaa-new" }),
          cardOf({ ...index.entries[0]!, id: "zzz-new" }),
        ],
      },
      big.longform,
    );
    const next = resourcesPage(changed, first.value.nextCursor, 100);
    expect(next.ok && next.value.keys[0]).toEqual(listingKeys(changed).find((key) => key.section === "e" && key.key > last.key));
    expect(next.ok && next.value.keys.some((key) => key.key === "aaa-new")).toBe(false);
  });
});

describe("pages", () => {
  it("cover the list exactly once, in order, for any page size", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), (size) => {
        expect(walk(big, size)).toEqual(listingKeys(big));
      }),
      { numRuns: 60 },
    );
  });

  it("end without a cursor, and never repeat one", () => {
    const cursors = new Set<string>();
    let cursor: string | undefined;
    do {
      const page = resourcesPage(big, cursor, 37);
      if (!page.ok) throw new Error(page.problem.message);
      cursor = page.value.nextCursor;
      if (cursor !== undefined) {
        expect(cursors.has(cursor)).toBe(false);
        cursors.add(cursor);
      }
    } while (cursor !== undefined);
    expect(cursors.size).toBe(Math.ceil(listingKeys(big).length / 37) - 1);
  });

  it(`put ${SKILLS_PAGE_SIZE} skills on a skills/list page`, () => {
    const many: LongformSummary[] = Array.from({ length: SKILLS_PAGE_SIZE + 5 }, (_, n) => ({ ...SKILLS[0]!, id: `skill-${n}` }));
    const page = skillsPage(buildCatalogue(sampleSiteIndex(), many));
    expect(page.ok && page.value.keys.length).toBe(SKILLS_PAGE_SIZE);
    expect(page.ok && page.value.nextCursor).toBeTypeOf("string");
  });

  it("walk skills by name in pages", () => {
    expect(walk(big, 2, skillsPage).map((key) => key.key)).toEqual(["alpha-skill", "search-the-directory", "zeta-skill"]);
    expect(skillsPage(buildCatalogue(sampleSiteIndex(), []))).toEqual({ ok: true, value: { keys: [] } });
  });
});

describe("listed items", () => {
  it("are valid MCP Resources, with the size of what a read returns (entries: none, their record is not held)", () => {
    for (const key of listingKeys(big)) {
      const item = describeResource(big, key);
      if (key.section === "s") {
        expect(item).toBeNull();
        continue;
      }
      expect(item).not.toBeNull();
      expect(ResourceSchema.safeParse(item).success).toBe(true);
      if (key.section === "e") expect(item!.size).toBeUndefined();
      if (key.section === "c")
        expect(item!.size).toBe(new TextEncoder().encode(renderCategory(big, big.categoryBySlug.get(key.key)!)).byteLength);
      if (key.section === "l") expect(item!.size).toBeUndefined();
    }
  });

  it("carry the fields of design §4.2", () => {
    const browserbase = sample.entryById.get("browserbase")!;
    expect(describeResource(sample, { section: "e", key: "browserbase" })).toMatchObject({
      uri: "indexagentica://entries/browserbase",
      name: "browserbase",
      title: browserbase.name,
      description: browserbase.summary,
      mimeType: "text/markdown",
      annotations: { audience: ["user", "assistant"], priority: 0.5, lastModified: "2026-10-18T00:00:00Z" },
    });
    const tools = sample.categoryBySlug.get("tools")!;
    expect(describeResource(sample, { section: "c", key: "tools" })).toMatchObject({
      uri: "indexagentica://categories/tools",
      name: "tools",
      title: tools.name,
      description: `${tools.description} (${tools.count} entries)`,
      annotations: { priority: 0.6, lastModified: "2026-11-01T00:00:00.000Z" },
    });
    expect(describeResource(sample, { section: "l", key: "skill/search-the-directory" })).toMatchObject({
      uri: "indexagentica://content/skill/search-the-directory",
      annotations: { priority: 0.8, lastModified: "2026-10-25T00:00:00Z" },
    });
    expect(describeResource(sample, { section: "e", key: "not-here" })).toBeNull();
  });

  it("list a served skill's SKILL.md with its frontmatter's name and description", () => {
    const summary = sample.longform.find((item) => item.type === "skill")!;
    const entry = buildSkillEntry(
      {
        id: summary.id,
        frontmatter: { name: summary.id, description: "From the file." },
        files: [{ path: "SKILL.md", bytes: new Uint8Array(12), digest: `sha256:${"0".repeat(64)}` }],
      },
      { resource: "indexagentica://content/skill/search-the-directory" },
    );
    const item = describeSkillMd(summary, entry);
    expect(item).toEqual({
      uri: "skill://search-the-directory/SKILL.md",
      name: "search-the-directory",
      title: summary.title,
      description: "From the file.",
      mimeType: "text/markdown",
      size: 12,
      annotations: { audience: ["assistant"], priority: 0.4, lastModified: "2026-10-25T00:00:00Z" },
      _meta: { "com.indexagentica/provenance": { resource: "indexagentica://content/skill/search-the-directory" } },
    });
    expect(ResourceSchema.safeParse(item).success).toBe(true);
  });
});

describe("asDateTime", () => {
  it.each([
    ["2026-10-02", "2026-10-02T00:00:00Z"],
    ["2026-10-02T00:00:00.000Z", "2026-10-02T00:00:00.000Z"],
    ["2026-10-02T10:00:00+02:00", "2026-10-02T10:00:00+02:00"],
    ["2026-02-30", undefined],
    ["2026-13-01", undefined],
    ["2026-10-02T10:00", undefined],
    ["October 2", undefined],
    [null, undefined],
    [20261002, undefined],
  ])("%j → %j", (value, expected) => {
    expect(asDateTime(value)).toBe(expected);
  });
});
