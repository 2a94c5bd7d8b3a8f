// tools/list as every revision gets it (src/mcp/tool-listing.ts).

import { describe, expect, it } from "vitest";
import { toolForProtocol, toolsForProtocol } from "../../src/mcp/tool-listing";
import { APP_URI } from "../../src/app/api";
import sample from "../../src/site/sample/index.json";
import { MCP_TOOLS } from "../../src/tools/registry";
import { schemaErrors, type Revision } from "../support/mcp-schemas";

const REVISIONS: Revision[] = ["2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26"];

function compactBytes(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value)).length;
}

describe("tools/list tools", () => {
  it("validate against every revision's Tool schema (one rendering for all)", () => {
    for (const revision of REVISIONS) {
      for (const tool of toolsForProtocol()) expect(schemaErrors(revision, "Tool", tool), `${revision} ${String(tool.name)}`).toBeNull();
    }
  });

  it("carry title, outputSchema and annotations.title in every revision, as the live service sends them", () => {
    const tool = toolForProtocol(MCP_TOOLS[0]!);
    expect(Object.keys(tool)).toEqual(["name", "title", "description", "inputSchema", "outputSchema", "annotations", "_meta"]);
    expect(tool.annotations).toEqual({
      title: MCP_TOOLS[0]!.title,
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    });
  });

  it("name the directory app on search and get_entry only, under the nested key and the flat one hosts still read", () => {
    const meta = Object.fromEntries(toolsForProtocol().map((tool) => [tool.name, tool._meta]));
    const app = { ui: { resourceUri: APP_URI }, "ui/resourceUri": APP_URI };
    expect(meta).toEqual({ search: app, get_entry: app, get_content: undefined, list_categories: undefined });
    expect(APP_URI.startsWith("ui://")).toBe(true);
    // No visibility: the default ["model", "app"] keeps every tool the model's and lets the app call them.
    expect(JSON.stringify(toolsForProtocol())).not.toContain("visibility");
  });

  it("declare no x-mcp-header (a client that mirrors no argument into headers must be able to call every tool)", () => {
    expect(JSON.stringify(toolsForProtocol())).not.toContain("x-mcp-header");
  });

  it("are no stricter than the server: nothing required of search, no slug patterns, no minLength on query", () => {
    const search = toolsForProtocol()[0]!.inputSchema as { required?: string[]; properties: Record<string, Record<string, unknown>> };
    expect(search.required).toBeUndefined();
    expect(search.properties.query).not.toHaveProperty("minLength");
    expect(search.properties.category).not.toHaveProperty("pattern");
    expect(search.properties.tags!.items).toEqual({ type: "string" });
  });

  it("are the same tools in the same order every time, with object-rooted schemas", () => {
    expect(toolsForProtocol()).toBe(toolsForProtocol());
    expect(toolsForProtocol().map((tool) => tool.name)).toEqual(["search", "get_entry", "get_content", "list_categories"]);
    for (const tool of toolsForProtocol()) {
      expect((tool.inputSchema as { type: string }).type).toBe("object");
      expect((tool.outputSchema as { type: string }).type).toBe("object");
    }
  });

  it("name no category slug (clients cache tools/list; slugs come from list_categories)", () => {
    // Single-word slugs ("tools", "skills") are ordinary words in descriptions; hyphenated ones are slugs.
    const slugs = sample.categories.map((category) => category.slug).filter((slug) => slug.includes("-"));
    expect(slugs.length).toBeGreaterThan(0);
    const text = JSON.stringify(toolsForProtocol());
    for (const slug of slugs) expect(text.includes(slug), `mentions ${slug}`).toBe(false);
  });

  it("keep within their byte budgets (every byte of the model-facing part is context)", () => {
    const whole = compactBytes({ tools: toolsForProtocol() });
    const modelFacing = compactBytes(
      toolsForProtocol().map((tool) => ({ name: tool.name, description: tool.description, inputSchema: tool.inputSchema })),
    );
    console.info(`tools/list tools bytes (compact): whole ${whole}, names + descriptions + input schemas ${modelFacing}`);
    // Budgets sit ~8% above today's sizes, so growth past them is a decision, not an accident.
    // What clients put in a model's context (names, descriptions, input schemas) is budgeted tightly: 4,214 bytes
    // today (4,113 before issue 12: the descriptions now say that a filter alone lists its pool, that hits carry
    // links and that skills come with SKILL.md; no x-mcp-header any more).
    // The whole list is 16,408 bytes: every revision now carries title and outputSchema, as the live service
    // sends them (2025-03-26 used to get 4,722 bytes without them), and the output schemas describe the
    // restored fields (hit status, pricing, mcp_endpoint, links; long-form items as published; notice and
    // data.caution). Clients use output schemas to check structuredContent, not as model context.
    // Issue 25 added `alternatives` and a sentence inviting them: 4,435 bytes, within the 300 it allowed over 4,214.
    // Issue 29 named the directory app in search's and get_entry's `_meta`: 240 more bytes in the whole list (16,808
    // → 17,048), none in the model-facing part, which leaves `_meta` out as clients do.
    // Issue 33 added `similar_to` (an entry id whose alternatives to rank): 4,606 bytes, within the 250 it allowed over
    // 4,437.
    expect(modelFacing).toBeLessThanOrEqual(4_437 + 250);
    expect(whole).toBeLessThan(17_600);
    for (const tool of MCP_TOOLS) {
      expect(tool.description.length, tool.name).toBeLessThanOrEqual(600);
      expect(tool.description).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    }
  });
});
