// The names the view calls tools by and the type values it offers are the ones tools/list publishes.

import { describe, expect, it } from "vitest";
import { APP_TOOL_NAMES } from "../../../src/mcp/tool-listing";
import { CARD_FACTS_META_KEY } from "../../../src/tools/card-facts";
import { CARD_FACTS_KEY, SEARCH_TYPE_VALUES, TOOL_NAMES } from "../../../src/app/view/names";
import { MCP_TOOLS } from "../../../src/tools/registry";
import { SEARCH_TYPES } from "../../../src/tools/search-output";

describe("the view's names", () => {
  it("call tools that exist, and draw the results of the tools that name the app", () => {
    const published = MCP_TOOLS.map((tool) => tool.name);
    for (const name of Object.values(TOOL_NAMES)) expect(published).toContain(name);
    expect(APP_TOOL_NAMES).toEqual([TOOL_NAMES.search, TOOL_NAMES.entry]);
  });

  it("read the cards' facts under the key the server writes them", () => {
    expect(CARD_FACTS_KEY).toBe(CARD_FACTS_META_KEY);
  });

  it("offer search's type values, in its order", () => {
    expect(SEARCH_TYPE_VALUES).toEqual(SEARCH_TYPES);
    const search = MCP_TOOLS.find((tool) => tool.name === TOOL_NAMES.search)!;
    expect((search.inputSchema.properties as Record<string, { enum?: unknown }>).type!.enum).toEqual(SEARCH_TYPE_VALUES);
  });
});
