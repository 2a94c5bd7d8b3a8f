import { describe, expect, it } from "vitest";
import { parseQuery } from "../../src/http/url";
import { restArguments } from "../../src/rest/args";
import { REST_OPERATIONS } from "../../src/rest/operations";

const op = (path: string) => REST_OPERATIONS.find((o) => o.path === path)!;

describe("restArguments", () => {
  it("maps names and aliases, coerces numbers and merges tag lists", () => {
    const result = restArguments(op("/search"), parseQuery("query=mcp&limit=5&offset=10&tags=a,b&tag=c&tag=%20d%20&type=guides"), []);
    expect(result).toEqual({ ok: true, value: { query: "mcp", limit: 5, offset: 10, tags: ["a", "b", "c", "d"], type: "guide" } });
  });
  it("leaves non-numbers as text so the schema explains the problem", () => {
    const result = restArguments(op("/search"), parseQuery("q=x&limit=ten"), []);
    expect(result.ok && result.value.limit).toBe("ten");
  });
  it("refuses a singular parameter given twice, even under its alias", () => {
    for (const query of ["q=a&q=b", "q=a&query=b"]) {
      const result = restArguments(op("/search"), parseQuery(query), []);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.problem.message).toMatch(/Give "q" once/);
    }
  });
  it("refuses unknown parameters but ignores cache busters and campaign tags", () => {
    const bad = restArguments(op("/search"), parseQuery("q=a&limt=5"), []);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.problem.message).toBe('Unknown parameter "limt"; /search accepts q, type, category, tags, limit, offset.');
    expect(restArguments(op("/search"), parseQuery("q=a&_=123&utm_source=x"), []).ok).toBe(true);
    const none = restArguments(op("/categories"), parseQuery("x=1"), []);
    expect(!none.ok && none.problem.message).toContain("takes no query parameters");
  });
  it("fills path parameters and accepts the site's route names for types", () => {
    expect(restArguments(op("/content/{type}/{id}"), parseQuery("include_html=1"), ["compare", "a-b"])).toEqual({
      ok: true,
      value: { type: "comparison", id: "a-b", include_html: true },
    });
    const flag = restArguments(op("/content/{type}/{id}"), parseQuery("include_html=maybe"), ["guide", "g"]);
    expect(flag.ok && flag.value.include_html).toBe("maybe");
  });
});
