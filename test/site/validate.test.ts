import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { longformGeneratedOf, validateLongformIndex, validateLongformItem, validateSiteIndex } from "../../src/site/validate";
import { hasRealFixture, REAL_FIXTURE } from "../support/disk-catalogue";

const entry = (id: string, category = "tools") => ({
  id,
  name: id.toUpperCase(),
  category,
  summary: "A summary long enough.",
  url: `https://${id}.example`,
});

describe("validateSiteIndex", () => {
  it("derives counts from the entries, keeping the index's order, its empty categories, and adding unknown ones", () => {
    const result = validateSiteIndex({
      generated: "2026-10-02T00:00:00.000Z",
      site_url: "https://indexagentica.com/",
      categories: [
        { slug: "apis", name: "APIs", description: "d", count: 99, html: "h", json: "j" },
        { slug: "tools", name: "Tools", description: "d", count: 0, html: "h", json: "j" },
        { slug: "empty", name: "Empty", description: "d", count: 5, html: "h", json: "j" },
      ],
      entries: [entry("a"), entry("b", "apis"), entry("c", "brand-new")],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.siteUrl).toBe("https://indexagentica.com");
    expect(result.value.categories.map((c) => [c.slug, c.count])).toEqual([
      ["apis", 1],
      ["tools", 1],
      ["empty", 0],
      ["brand-new", 1],
    ]);
    expect(result.value.categories[2]).toMatchObject({ name: "Empty", description: "d", html: "h", json: "j" });
    expect(result.value.categories[3]).toMatchObject({ name: "Brand New", json: "https://indexagentica.com/api/brand-new.json" });
  });

  it.each([
    [null, "not a JSON object"],
    [{ entries: "x" }, "no entries array"],
    [{ entries: [] }, "lists no entries"],
    [{ entries: [entry("a"), entry("a")] }, 'duplicate entry id "a"'],
    [{ entries: [{ ...entry("a"), id: "Not Kebab" }] }, "entries[0].id is not a kebab-case id"],
    [{ entries: [{ ...entry("a"), name: "" }] }, 'entry "a" has no name'],
    [{ entries: [{ ...entry("a"), summary: 3 }] }, 'entry "a" has no summary'],
    [{ entries: [{ ...entry("a"), tags: "x" }] }, 'entry "a" tags is not a list of strings'],
    [{ entries: [{ ...entry("a"), agent_access: [] }] }, 'entry "a" agent_access is not an object'],
    [{ hello: "world", entries: "not a list", items: 7 }, "no entries array"],
  ])("rejects %o", (raw, message) => {
    const result = validateSiteIndex(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problem.code).toBe("upstream_error");
      expect(result.problem.message).toContain(message);
    }
  });
});

describe("validateLongformIndex", () => {
  const item = (type: string, id: string) => ({ type, id, title: "T", summary: "S", links: { html: "h" } });
  it("skips unknown types, fills missing lists, drops duplicates", () => {
    const result = validateLongformIndex({ items: [item("guide", "g"), item("podcast", "p"), item("guide", "g"), item("skill", "s")] });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.map((i) => i.id)).toEqual(["g", "s"]);
      expect(result.value[0]).toMatchObject({ tags: [], entries: [] });
    }
  });
  it("reads the list's own build time, when it has a valid one", () => {
    expect(longformGeneratedOf({ generated: "2026-10-02T00:00:00.000Z", items: [] })).toBe("2026-10-02T00:00:00.000Z");
    expect(longformGeneratedOf({ generated: "yesterday", items: [] })).toBeNull();
    expect(longformGeneratedOf({ items: [] })).toBeNull();
    expect(longformGeneratedOf(null)).toBeNull();
  });
  it("rejects broken items", () => {
    const result = validateLongformIndex({ items: [{ ...item("guide", "g"), links: null }] });
    expect(result.ok).toBe(false);
  });
});

describe("validateLongformItem", () => {
  it("insists the file describes the requested item and has markdown", () => {
    const base = { type: "guide", id: "g", title: "T", summary: "S", links: {}, markdown: "\n## A" };
    expect(validateLongformItem(base, "guide", "g").ok).toBe(true);
    expect(validateLongformItem(base, "stack", "g").ok).toBe(false);
    expect(validateLongformItem({ ...base, markdown: undefined }, "guide", "g").ok).toBe(false);
  });
});

describe.runIf(hasRealFixture)("the real site copy", () => {
  const read = (path: string) => JSON.parse(readFileSync(join(REAL_FIXTURE, path), "utf8"));
  it("validates, with the published counts", () => {
    const index = read("api/index.json");
    const result = validateSiteIndex(index);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.entries.length).toBe(index.counts.total);
      for (const category of result.value.categories) expect(category.count).toBe(index.counts.by_category[category.slug]);
    }
    const longform = validateLongformIndex(read("api/longform.json"));
    expect(longform.ok).toBe(true);
    if (longform.ok) expect(longform.value.length).toBe(index.counts.longform.total);
  });
});
