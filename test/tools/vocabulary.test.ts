// The vocabulary tools write their messages with when the caller speaks MCP: the tools' own names.

import { describe, expect, it } from "vitest";
import { TOOL_VOCABULARY } from "../../src/tools/vocabulary";

describe("the tools' own vocabulary (MCP)", () => {
  const say = TOOL_VOCABULARY;
  it("names arguments, tools and calls as tools/list does", () => {
    expect(say.argument).toBe("argument");
    expect(say.arg("search", "query")).toBe("query");
    expect(say.operation("list_categories")).toBe("list_categories");
    expect(say.call("list_categories")).toBe("list_categories");
    expect(say.call("search", { type: "guide" })).toBe("search with type guide");
    expect(say.call("get_content", { type: "skill", id: "x", offset: undefined })).toBe("get_content with type skill and id x");
  });

  it("repeats a call naming only what changes, and what to drop", () => {
    const call = { type: "guide", id: "g", max_chars: 500, offset: 800 };
    expect(say.again("get_content", call, { offset: 1300 })).toBe("call get_content again with offset 1300");
    expect(say.again("get_content", call, { section: "install", offset: undefined })).toBe(
      "call get_content again with section install and without offset",
    );
    expect(say.again("get_content", { type: "guide", id: "g" }, { section: "install", offset: undefined })).toBe(
      "call get_content again with section install",
    );
  });
});
