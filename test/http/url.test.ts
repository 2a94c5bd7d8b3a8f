import { describe, expect, it } from "vitest";
import { MAX_PATH_CHARS, MAX_QUERY_STRING_BYTES, parseQuery, pathSegments } from "../../src/http/url";
import { ProblemError } from "../../src/problem";

describe("pathSegments", () => {
  it("decodes segments and ignores empty ones (trailing or doubled slashes)", () => {
    expect(pathSegments("/entries/caf%C3%A9/")).toEqual(["entries", "café"]);
    expect(pathSegments("//search")).toEqual(["search"]);
    expect(pathSegments("/")).toEqual([]);
  });
  it("turns malformed percent-encoding into a bad_request problem", () => {
    expect(() => pathSegments("/entries/%E0%A4%A")).toThrow(ProblemError);
    try {
      pathSegments("/x/%zz");
    } catch (error) {
      expect((error as ProblemError).problem.code).toBe("bad_request");
    }
  });
  it("refuses overlong paths", () => {
    expect(() => pathSegments("/" + "a".repeat(MAX_PATH_CHARS))).toThrow(/longer than/);
  });
});

describe("parseQuery", () => {
  it("keeps every value of a repeated name, decodes + as space", () => {
    const query = parseQuery("?q=browser+automation&tag=a&tag=b&empty&x=%E2%9C%93");
    expect(query.get("q")).toEqual(["browser automation"]);
    expect(query.get("tag")).toEqual(["a", "b"]);
    expect(query.get("empty")).toEqual([""]);
    expect(query.get("x")).toEqual(["✓"]);
  });
  it("rejects malformed encoding and oversized query strings", () => {
    expect(() => parseQuery("q=%zz")).toThrow(ProblemError);
    expect(() => parseQuery("q=" + "a".repeat(MAX_QUERY_STRING_BYTES))).toThrow(/longer than/);
  });
  it("counts the limit in bytes, not characters", () => {
    const chars = Math.floor(MAX_QUERY_STRING_BYTES / 3);
    expect(() => parseQuery("q=" + "€".repeat(chars))).toThrow(/bytes/);
  });
});
