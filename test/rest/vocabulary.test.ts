// Tool messages in REST terms: parameter names from REST_OPERATIONS, next steps as GET requests.

import { describe, expect, it } from "vitest";
import { REST_VOCABULARY } from "../../src/rest/vocabulary";

describe("the REST vocabulary", () => {
  const say = REST_VOCABULARY;
  it("names query parameters by their preferred name, path parameters by theirs", () => {
    expect(say.argument).toBe("parameter");
    expect(say.arg("search", "query")).toBe("q");
    expect(say.arg("search", "tags")).toBe("tags");
    expect(say.arg("get_content", "type")).toBe("type");
    expect(say.arg("get_content", "max_chars")).toBe("max_chars");
    expect(say.operation("search")).toBe("GET /search");
    expect(say.operation("get_content")).toBe("GET /content/{type}/{id}");
  });

  it("writes calls as requests (search requires no parameter: a filter alone lists)", () => {
    expect(say.call("list_categories")).toBe("GET /categories");
    expect(say.call("search")).toBe("GET /search");
    expect(say.call("search", { type: "guide" })).toBe("GET /search?type=guide");
    expect(say.call("get_entry", { id: "a b/c" })).toBe("GET /entries/a%20b%2Fc");
    expect(say.call("get_content", { type: "guide", id: "g", include_html: true, offset: 3 })).toBe(
      "GET /content/guide/g?offset=3&include_html=true",
    );
  });

  it("repeats a call as the whole request with the changes applied", () => {
    const call = { type: "guide", id: "g", max_chars: 500, offset: 800 };
    expect(say.again("get_content", call, { offset: 1300 })).toBe("GET /content/guide/g?max_chars=500&offset=1300");
    expect(say.again("get_content", call, { section: "install", offset: undefined })).toBe(
      "GET /content/guide/g?max_chars=500&section=install",
    );
    expect(say.again("get_content", call, { type: "skill" })).toBe("GET /content/skill/g?max_chars=500&offset=800");
  });
});
