// The view reads tool results defensively: foreign, partial or hostile values become empty fields, never
// exceptions, and only http(s) URLs survive as links.

import { describe, expect, it } from "vitest";
import { cardFactsOf, entryDetailOf, hitOf, problemOf, searchPageOf, structuredOf, webUrl } from "../../../src/app/view/data";
import { searchHitList, type SearchOutput } from "../../../src/tools/search-output";

describe("the view's readers", () => {
  it("keep only http(s) URLs", () => {
    expect(
      ["https://a.example/", "http://b.example/x", "javascript:alert(1)", "data:text/html,x", "vscode:mcp/install", "", 3].map(webUrl),
    ).toEqual(["https://a.example/", "http://b.example/x", "", "", "", "", ""]);
  });

  it("read a hit of the wrong types as empty fields, and no hit without an id", () => {
    expect(hitOf({ id: "x", name: 5, tags: ["a", 1, null], mcp_endpoint: "javascript:x", links: "nope" })).toMatchObject({
      id: "x",
      name: "x",
      type: "entry",
      tags: ["a"],
      endpoint: "",
      page: "",
    });
    expect(hitOf({ name: "no id" })).toBeNull();
    expect(hitOf(null)).toBeNull();
  });

  it("add a card's sign-in and licence from the result's _meta to its hit, and nothing else from there", () => {
    const result = {
      _meta: { "com.indexagentica/cards": { a: { auth: "oauth", license: "MIT", name: "Not a name" }, b: "junk" } },
    };
    const page = searchPageOf(
      {
        results: [
          { id: "a", name: "A" },
          { id: "b", name: "B" },
          { id: "c", name: "C", auth: "none" },
        ],
      },
      cardFactsOf(result),
    )!;
    expect(page.results.map((hit) => [hit.id, hit.name, hit.auth, hit.license])).toEqual([
      ["a", "A", "oauth", "MIT"],
      ["b", "B", "", ""],
      ["c", "C", "none", ""],
    ]);
    expect(cardFactsOf({})).toEqual({});
    expect(cardFactsOf({ _meta: { "com.indexagentica/cards": [1, 2] } })).toEqual({});
  });

  it("read a page of hits from the structured output, or from the compact text a host forwarded alone", () => {
    const output = {
      query: "q",
      type: "all",
      tags: [],
      limit: 10,
      offset: 0,
      total: 1,
      next_offset: null,
      results: [
        { type: "entry", id: "a", name: "A", summary: "s", url: "https://a.example/", tags: [], score: 1, links: {}, category: "tools" },
      ],
      notice: "n",
      data: { source: "sample", notice: "from the sample" },
    } as unknown as SearchOutput;
    expect(searchPageOf(output)).toMatchObject({ query: "q", total: 1, nextOffset: null, notice: "n from the sample" });
    const compact = { content: [{ type: "text", text: JSON.stringify(searchHitList(output)) }] };
    expect(searchPageOf(structuredOf(compact))!.results.map((hit) => hit.id)).toEqual(["a"]);
    expect(searchPageOf({ results: "no" })).toBeNull();
  });

  it("read an entry with its remote endpoint and citations, and refuse what is not one", () => {
    const detail = entryDetailOf({
      entry: {
        id: "e",
        name: "E",
        agent_access: { mcp_endpoint: "https://e.example/mcp", auth: "none" },
        longform: [{ type: "guide", id: "g", title: "G" }, 5],
      },
    })!;
    expect(detail.hit.endpoint).toBe("https://e.example/mcp");
    expect(detail.auth).toBe("none");
    expect(detail.citations).toEqual([{ type: "guide", title: "G", url: "" }]);
    expect(entryDetailOf({ results: [] })).toBeNull();
  });

  it("say a failure in the tool's own sentence, with its suggestions", () => {
    const miss = {
      isError: true,
      content: [{ type: "text", text: JSON.stringify({ error: 'No entry with id "x".', suggestions: ["x402"] }) }],
    };
    expect(problemOf(miss)).toEqual({ message: 'No entry with id "x".', suggestions: ["x402"] });
    expect(problemOf({ content: [{ type: "text", text: "The site is down." }] })).toEqual({
      message: "The site is down.",
      suggestions: [],
    });
    expect(problemOf({})).toEqual({ message: "The directory could not answer.", suggestions: [] });
  });
});
