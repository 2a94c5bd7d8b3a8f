import { describe, expect, it } from "vitest";
import { parseQuery } from "../../src/http/url";
import { restArguments } from "../../src/rest/args";
import { REST_OPERATIONS } from "../../src/rest/operations";

const op = (path: string) => REST_OPERATIONS.find((o) => o.path === path)!;
const search = (query: string) => restArguments(op("/search"), parseQuery(query), []);

describe("restArguments", () => {
  it("maps names and aliases, coerces numbers and merges tag lists, with nothing to report", () => {
    const result = restArguments(op("/search"), parseQuery("query=mcp&limit=5&offset=10&tags=a,b&tag=c&tag=%20d%20&type=guide"), []);
    expect(result).toEqual({ args: { query: "mcp", limit: 5, offset: 10, tags: ["a", "b", "c", "d"], type: "guide" }, notes: [] });
  });

  it("leaves text that is not a whole number for the schema to explain, and says when it reads a number loosely", () => {
    expect(search("q=x&limit=ten").args.limit).toBe("ten");
    expect(search("q=x&limit=2.5").args.limit).toBe("2.5");
    expect(search("q=x&limit=5").notes).toEqual([]);
    const loose = search("q=x&limit=5.0");
    expect(loose.args.limit).toBe(5);
    expect(loose.notes).toEqual(['Read limit="5.0" as 5.']);
    expect(search("q=x&limit=%205").args.limit).toBe(5);
  });

  it("takes the first value of a repeated parameter, q before its alias query, and says so", () => {
    const twice = search("q=a&q=b&limit=3&limit=5");
    expect(twice.args).toEqual({ query: "a", limit: 3 });
    expect(twice.notes).toEqual([
      '"q" was given 2 times; used the first value, "a".',
      '"limit" was given 2 times; used the first value, "3".',
    ]);
    for (const query of ["q=a&query=b", "query=b&q=a"]) {
      const both = search(query);
      expect(both.args.query, query).toBe("a");
      expect(both.notes).toEqual(['"q", "query" name the same parameter; used q="a" and ignored the rest.']);
    }
  });

  it("reads each alt (or alternatives) as one whole alternative, commas and all, in the order given", () => {
    const result = search("q=keep+my+bot+fast&alt=LLM+observability%2C+tracing&alternatives=latency+monitoring&alt=cost+tracking");
    expect(result).toEqual({
      args: { query: "keep my bot fast", alternatives: ["LLM observability, tracing", "cost tracking", "latency monitoring"] },
      notes: [],
    });
    expect(search("q=x&alt=").notes).toEqual(['Ignored empty parameter "alt" (an empty value counts as absent).']);
    expect(search("q=x&alt=").args).toEqual({ query: "x" });
  });

  it("treats empty parameters as absent, naming them once", () => {
    const result = search("q=mcp&type=&category=&limit=&tags=&type=");
    expect(result.args).toEqual({ query: "mcp" });
    expect(result.notes).toEqual(['Ignored empty parameters "type", "category", "tags", "limit" (an empty value counts as absent).']);
    // An empty q falls back to a non-empty alias.
    expect(search("q=&query=x402").args.query).toBe("x402");
  });

  it("ignores unknown parameters and names them with what the route takes; cache busters and campaign tags silently", () => {
    const result = search("q=a&limt=5&foo");
    expect(result.args).toEqual({ query: "a" });
    expect(result.notes).toEqual([
      'Ignored unknown parameters "limt", "foo": GET /search takes q, alt, similar_to, type, category, tags, limit, offset.',
    ]);
    expect(search("q=a&_=123&utm_source=x")).toEqual({ args: { query: "a" }, notes: [] });
    const none = restArguments(op("/categories"), parseQuery("x=1"), []);
    expect(none).toEqual({ args: {}, notes: ['Ignored unknown parameter "x": GET /categories takes no query parameters.'] });
  });

  it("says when it repaired malformed percent-encoding", () => {
    const result = search("q=%E0%A4%A");
    expect(result.args.query).toBe("\uFFFD%A");
    expect(result.notes).toHaveLength(1);
    expect(result.notes[0]).toMatch(/^Repaired malformed percent-encoding in "q": bytes that are not UTF-8 became U\+FFFD/);
  });

  it("fills path parameters and accepts the site's route names for types, saying so", () => {
    expect(restArguments(op("/content/{type}/{id}"), parseQuery("include_html=1"), ["compare", "a-b"])).toEqual({
      args: { type: "comparison", id: "a-b", include_html: true },
      notes: ['Read the type "compare" in the path as "comparison".'],
    });
    expect(search("q=x&type=Guides")).toEqual({ args: { query: "x", type: "guide" }, notes: ['Read type="Guides" as "guide".'] });
  });

  it("reads include_html as the live service does: 1 or true add it, 0 and false are the default, anything else is ignored", () => {
    const content = (query: string) => restArguments(op("/content/{type}/{id}"), parseQuery(query), ["guide", "g"]);
    expect(content("include_html=true").args.include_html).toBe(true);
    expect(content("include_html=TRUE").args.include_html).toBe(true);
    expect(content("include_html=0")).toEqual({ args: { type: "guide", id: "g", include_html: false }, notes: [] });
    for (const value of ["maybe", "yes", "2"]) {
      const ignored = content(`include_html=${value}`);
      expect(ignored.args.include_html, value).toBeUndefined();
      expect(ignored.notes).toEqual([`Ignored include_html="${value}": use include_html=1 (or true) to turn it on.`]);
    }
    const empty = content("include_html=");
    expect(empty.args.include_html).toBeUndefined();
    expect(empty.notes).toEqual(['Ignored empty parameter "include_html" (an empty value counts as absent).']);
  });

  it("cuts quoted client text in notes", () => {
    const long = "x".repeat(100);
    const [note] = search(`q=a&${long}=1`).notes;
    expect(note).toContain(`"${"x".repeat(40)}…"`);
    expect(note!.length).toBeLessThan(150);
  });
});
