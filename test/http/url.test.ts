import { describe, expect, it } from "vitest";
import { decodeLeniently, MAX_PATH_CHARS, MAX_QUERY_STRING_BYTES, parseQuery, pathSegments } from "../../src/http/url";
import { ProblemError } from "../../src/core/problem";

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
    const { params, malformed } = parseQuery("?q=browser+automation&tag=a&tag=b&empty&x=%E2%9C%93");
    expect(params.get("q")).toEqual(["browser automation"]);
    expect(params.get("tag")).toEqual(["a", "b"]);
    expect(params.get("empty")).toEqual([""]);
    expect(params.get("x")).toEqual(["✓"]);
    expect(malformed).toEqual([]);
  });
  it("repairs malformed encoding as URLSearchParams does, and names what it repaired", () => {
    for (const raw of ["q=%E0%A4%A", "q=%zz", "q=%", "q=%FF%FEx", "q=caf%C3", "q=%C3%A9%E2%82", "%zz=1", "q=%EF%BB%BFa"]) {
      const { params, malformed } = parseQuery(raw);
      const expected = [...new URLSearchParams(raw)];
      expect(
        [...params].flatMap(([name, values]) => values.map((value) => [name, value])),
        raw,
      ).toEqual(expected);
      expect(malformed, raw).toEqual(raw.startsWith("q=%EF") ? [] : [expected[0]![0]]);
    }
    expect(parseQuery("q=%E0%A4%A").params.get("q")).toEqual(["\uFFFD%A"]);
  });
  it("refuses oversized query strings", () => {
    expect(() => parseQuery("q=" + "a".repeat(MAX_QUERY_STRING_BYTES))).toThrow(/longer than/);
  });
  it("counts the limit in bytes, not characters", () => {
    const chars = Math.floor(MAX_QUERY_STRING_BYTES / 3);
    expect(() => parseQuery("q=" + "€".repeat(chars))).toThrow(/bytes/);
  });
});

describe("decodeLeniently", () => {
  it("agrees with decodeURIComponent on well-formed text", () => {
    for (const text of ["plain", "caf%C3%A9", "%F0%9F%98%80", "a%20b", "%2525"])
      expect(decodeLeniently(text)).toBe(decodeURIComponent(text));
  });
});
