// The tool registry: which tools are published where, and which say they quote third-party directory text.

import { describe, expect, it } from "vitest";
import { MCP_TOOLS, OPERATIONS } from "../../src/tools/registry";

describe("registry", () => {
  it("publishes the four MCP tools and two REST-only listings, in order", () => {
    expect(MCP_TOOLS.map((tool) => tool.name)).toEqual(["search", "get_entry", "get_content", "list_categories"]);
    expect(OPERATIONS.map((tool) => tool.name)).toEqual([
      "search",
      "get_entry",
      "get_content",
      "list_categories",
      "list_entries",
      "list_content",
    ]);
  });

  it("marks exactly the tools whose output quotes directory text (their data.caution)", () => {
    expect(OPERATIONS.filter((tool) => tool.quotesDirectoryText).map((tool) => tool.name)).toEqual([
      "search",
      "get_entry",
      "get_content",
      "list_content",
    ]);
  });
});
