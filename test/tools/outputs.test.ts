// Every tool's real output, on the bundled sample and on the real site copy, conforms to the outputSchema
// that tools/list publishes (checked with ajv, an independent validator).

import Ajv2020 from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { LONGFORM_TYPES } from "../../src/site/types";
import type { ToolContext } from "../../src/tools/definition";
import { invokeTool, OPERATIONS } from "../../src/tools/registry";
import { diskCatalogue, diskToolContext, hasRealFixture, REAL_FIXTURE, sampleToolContext } from "../support/disk-catalogue";

const ajv = new Ajv2020({ strict: false, allErrors: true });
const tool = (name: string) => OPERATIONS.find((t) => t.name === name)!;

async function expectConforms(name: string, args: Record<string, unknown>, context: ToolContext): Promise<object> {
  const result = (await invokeTool(tool(name), args, context)).outcome;
  if (!result.ok) throw new Error(`${name}(${JSON.stringify(args)}) failed: ${result.problem.message}`);
  const check = ajv.compile(tool(name).outputSchema as object);
  const valid = check(result.value);
  expect(valid, `${name}(${JSON.stringify(args)}): ${ajv.errorsText(check.errors)}`).toBe(true);
  return result.value;
}

const datasets: [string, () => ToolContext, () => string[]][] = [["sample", sampleToolContext, () => []]];
if (hasRealFixture) {
  datasets.push(["real fixture", () => diskToolContext(REAL_FIXTURE), () => diskCatalogue(REAL_FIXTURE).entries.map((e) => e.id)]);
}

describe.each(datasets)("tool outputs on the %s conform to outputSchema", (_name, makeContext) => {
  const context = makeContext();

  it("search, over many queries and filters", async () => {
    for (const args of [
      { query: "agent" },
      { query: "browser automation", limit: 50 },
      { query: "mcp", type: "entry", limit: 3, offset: 2 },
      { query: "x402 payments", type: "all" },
      { query: "zzzzqqq" },
      { type: "entry", limit: 50 },
      { query: "!!!" },
      { tags: ["mcp"] },
      ...LONGFORM_TYPES.map((type) => ({ query: "agent", type })),
      ...LONGFORM_TYPES.map((type) => ({ type })),
    ]) {
      await expectConforms("search", args, context);
    }
  });

  it("get_entry for every entry", async () => {
    const snapshot = await context.catalogue();
    if (!snapshot.ok) throw new Error("no catalogue");
    for (const entry of snapshot.value.catalogue.entries) await expectConforms("get_entry", { id: entry.id }, context);
  });

  it("get_content for every long-form item, with and without html: every published field but raw and html", async () => {
    const snapshot = await context.catalogue();
    if (!snapshot.ok) throw new Error("no catalogue");
    expect(snapshot.value.catalogue.longform.length).toBeGreaterThan(0);
    for (const item of snapshot.value.catalogue.longform) {
      const out = (await expectConforms("get_content", { type: item.type, id: item.id }, context)) as { content: Record<string, unknown> };
      const published = await context.longformItem(snapshot.value, item.type, item.id);
      if (!published.ok) throw new Error(published.problem.message);
      const expectedKeys = Object.keys(published.value.item).filter((key) => key !== "raw" && key !== "html");
      expect(Object.keys(out.content).slice(0, expectedKeys.length), `${item.type} ${item.id}`).toEqual(expectedKeys);
      expect(out.content.front_matter).toEqual(published.value.item.front_matter);
      expect(out.content.html).toBeUndefined();
      // Skills give their SKILL.md by default, as the live service does; include_skill_md false leaves it out.
      if (item.type === "skill") {
        expect(out.content.skill_md).toBe(published.value.item.raw);
        expect(out.content.skill_md).toMatch(/^---\n/);
        const lean = (await expectConforms("get_content", { type: item.type, id: item.id, include_skill_md: false }, context)) as {
          content: Record<string, unknown>;
        };
        expect(lean.content.skill_md).toBeUndefined();
      } else expect(out.content.skill_md).toBeUndefined();
      if (item.type === "comparison") expect(out.content.comparison).toEqual(published.value.item.comparison);
      if (item.type === "stack") expect(out.content.stack).toEqual(published.value.item.stack);
      expect(out.content.markdown as string).not.toMatch(/\]\((entry|guide|comparison|stack|skill):/);
      const withHtml = (await expectConforms("get_content", { type: item.type, id: item.id, include_html: true }, context)) as {
        content: Record<string, unknown>;
      };
      expect(typeof withHtml.content.html).toBe("string");
    }
  });

  it("list_categories (total = entries, as live), list_entries, list_content (items with name and url)", async () => {
    const categories = (await expectConforms("list_categories", {}, context)) as { total: number; categories: { count: number }[] };
    const entries = (await expectConforms("list_entries", {}, context)) as { total: number };
    expect(categories.categories.reduce((sum, c) => sum + c.count, 0)).toBe(entries.total);
    expect(categories.total).toBe(entries.total);
    for (const type of ["all", ...LONGFORM_TYPES]) {
      const list = (await expectConforms("list_content", { type }, context)) as {
        items: { title: string; name: string; url: string; links: { html: string } }[];
      };
      for (const item of list.items) expect([item.name, item.url]).toEqual([item.title, item.links.html]);
    }
  });
});
