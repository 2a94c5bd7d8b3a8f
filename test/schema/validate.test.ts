// Our validator (Workers cannot run ajv's generated code) is checked against ajv on the real tool
// schemas: both must accept and reject the same arguments.

import Ajv2020 from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { validate } from "../../src/schema/validate";
import { OPERATIONS } from "../../src/tools/registry";

const ajv = new Ajv2020({ strict: false, allErrors: true });

const CASES: Record<string, unknown[]> = {
  search: [
    {},
    { query: "" },
    { query: "x402" },
    { query: "a".repeat(1001) },
    { query: "browser", type: "guides" },
    { query: "browser", type: "guide", limit: 0 },
    { query: "browser", limit: 50, offset: 1000 },
    { query: "browser", limit: 51 },
    { query: "browser", limit: 2.5 },
    { query: "browser", limit: "5" },
    { query: "browser", tags: ["payments", "x402"] },
    { query: "browser", tags: ["Not Kebab"] },
    { query: "browser", tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
    { query: "browser", tags: "payments" },
    { query: "browser", category: "mcp-servers" },
    { query: "browser", category: "MCP Servers" },
    { query: "browser", unknown: true },
    { query: null },
    [],
    "search",
    null,
  ],
  get_entry: [{ id: "x402" }, { id: "" }, { id: 7 }, {}, { id: "x".repeat(201) }, { id: "Playwright MCP" }, { id: "x", extra: 1 }],
  get_content: [
    { type: "guide", id: "a" },
    { type: "guides", id: "a" },
    { type: "skill", id: "a", include_html: true },
    { type: "skill", id: "a", include_html: "yes" },
    { id: "a" },
  ],
  list_categories: [{}, { x: 1 }],
  list_entries: [{}, { all: true }],
  list_content: [{}, { type: "stack" }, { type: "stacks" }],
};

describe("schema validator agrees with ajv on the published input schemas", () => {
  for (const tool of OPERATIONS) {
    it(`${tool.name}`, () => {
      const check = ajv.compile(tool.inputSchema as object);
      const cases = CASES[tool.name];
      expect(cases, `cases for ${tool.name}`).toBeDefined();
      for (const value of cases!) {
        expect(validate(tool.inputSchema, value).ok, JSON.stringify(value)).toBe(check(value));
      }
    });
  }
});

describe("validation messages a model can act on", () => {
  const search = OPERATIONS.find((tool) => tool.name === "search")!;
  const getEntry = OPERATIONS.find((tool) => tool.name === "get_entry")!;
  // A schema with the keywords no published tool uses any more, so the validator's sentences for them stay tested.
  const slugs = {
    type: "object",
    properties: { tags: { type: "array", items: { type: "string", pattern: "^[a-z]+$", description: "A tag." } } },
  } as const;
  it.each([
    [getEntry.inputSchema, {}, "Missing required argument `id`."],
    [getEntry.inputSchema, { id: "" }, "`id` must not be empty."],
    [search.inputSchema, { query: "x", limit: 500 }, "`limit` must be at most 50; got 500."],
    [search.inputSchema, { query: "x", limit: "5" }, '`limit` must be a whole number; got "5".'],
    [
      search.inputSchema,
      { query: "x", type: "guides" },
      '`type` must be one of all, entry, guide, comparison, stack, skill; got "guides".',
    ],
    [
      search.inputSchema,
      { query: "x", foo: 1 },
      "Unknown argument `foo`; accepted: query, alternatives, similar_to, type, category, tags, limit, offset.",
    ],
    [slugs, { tags: ["Bad Tag"] }, "`tags[0]` has the wrong form"],
  ])("%#: %o → %s", (schema, args, message) => {
    const result = validate(schema, args);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(message);
  });
  it("cuts long echoed values", () => {
    const result = validate(search.inputSchema, { query: 12345, type: "x".repeat(500) });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message.length).toBeLessThan(300);
  });
});

describe("validation messages in the caller's names", () => {
  const search = OPERATIONS.find((tool) => tool.name === "search")!;
  const rest = { noun: "parameter", name: (key: string) => (key === "query" ? "q" : key) };
  it.each([
    [{ query: 5 }, "`q` must be a string; got 5."],
    [{ query: "x".repeat(1001) }, "`q` must have at most 1000 characters; got 1001."],
    [{ query: "x", foo: 1 }, "Unknown parameter `foo`; accepted: q, alternatives, similar_to, type, category, tags, limit, offset."],
    [[], "The parameters must be an object"],
  ])("%o → %s", (args, message) => {
    const result = validate(search.inputSchema, args, rest);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toContain(message);
      expect(result.message).not.toMatch(/`query`|argument/);
    }
  });
});
