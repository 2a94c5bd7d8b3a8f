// list_content (GET /content): the long-form list as the site publishes it, with name, url and generated.

import { describe, expect, it } from "vitest";
import { buildCatalogue } from "../../src/catalog/catalogue";
import { sampleLongform, sampleLongformGenerated, sampleSiteIndex } from "../../src/site/sample";
import { invokeTool, OPERATIONS } from "../../src/tools/registry";
import { sampleContext } from "./context";

const listContent = OPERATIONS.find((tool) => tool.name === "list_content")!;

describe("list_content", () => {
  it("lists every item with name (the title) and url (the page), and the list's build time", async () => {
    const catalogue = buildCatalogue(sampleSiteIndex(), sampleLongform(), sampleLongformGenerated());
    const result = (await invokeTool(listContent, { type: " Skill " }, sampleContext(catalogue))).outcome;
    if (!result.ok) throw new Error(result.problem.message);
    const output = result.value as { type: string; total: number; generated: string; items: Record<string, unknown>[]; notice: string };
    expect(output).toMatchObject({ type: "skill", total: 1, generated: sampleLongformGenerated() });
    expect(output.items[0]).toMatchObject({ name: output.items[0]!.title, url: (output.items[0]!.links as { html: string }).html });
    expect(output.notice).toBe('Read `type` " Skill " as "skill".');
  });

  it("answers an empty list, not an error, when the long-form index could not be loaded", async () => {
    const catalogue = buildCatalogue(sampleSiteIndex(), null, "2026-01-01T00:00:00.000Z");
    const result = (await invokeTool(listContent, {}, sampleContext(catalogue))).outcome;
    expect(result.ok && result.value).toMatchObject({ type: "all", total: 0, items: [] });
    expect(result.ok && result.value).not.toHaveProperty("generated");
  });
});
