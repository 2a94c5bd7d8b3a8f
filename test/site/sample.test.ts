// The bundled sample is what `npm run dev` serves offline: it must be valid, varied and self-consistent.

import { describe, expect, it } from "vitest";
import { sampleItem, sampleLongform, sampleSiteIndex } from "../../src/site/sample";
import { LONGFORM_TYPES } from "../../src/site/types";

describe("bundled sample catalogue", () => {
  const index = sampleSiteIndex();
  const longform = sampleLongform();

  it("has ~40 entries over several categories", () => {
    expect(index.entries.length).toBeGreaterThanOrEqual(35);
    expect(index.categories.length).toBeGreaterThanOrEqual(6);
    expect(index.generated).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("has one long-form item of each type, each loadable, the skill with its SKILL.md", () => {
    expect(longform.map((item) => item.type).sort()).toEqual([...LONGFORM_TYPES].sort());
    for (const summary of longform) {
      const item = sampleItem(summary.type, summary.id);
      expect(item, `${summary.type} ${summary.id}`).not.toBeNull();
      expect(item!.markdown.length).toBeGreaterThan(500);
      if (summary.type === "skill") expect(item!.raw).toMatch(/^---\nname: /);
    }
    expect(sampleItem("guide", "no-such-guide")).toBeNull();
  });

  it("keeps references consistent: related ids and long-form entries exist", () => {
    const ids = new Set(index.entries.map((entry) => entry.id));
    for (const entry of index.entries)
      for (const related of entry.related ?? []) expect(ids.has(related), `${entry.id} → ${related}`).toBe(true);
    for (const item of longform) for (const id of item.entries) expect(ids.has(id), `${item.id} → ${id}`).toBe(true);
  });

  it("returns a fresh copy each time (validation mutates counts)", () => {
    expect(sampleSiteIndex().categories[0]!.count).toBe(index.categories[0]!.count);
  });
});
