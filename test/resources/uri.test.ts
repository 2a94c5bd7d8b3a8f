// Resource URIs and templates: every URI we build parses back to what it names (ids round-trip), is ASCII and
// valid RFC 3986; near misses are refused with the URI meant; other schemes are refused; templates are valid
// RFC 6570 and expand to URIs that parse to the variables given.

import Ajv from "ajv";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { ResourceTemplateSchema } from "@modelcontextprotocol/core";
import { describe, expect, it } from "vitest";
import { LONGFORM_TYPES } from "../../src/site/types";
import { MAX_ID_CHARS } from "../../src/core/ids";
import {
  CATEGORY_TEMPLATE,
  CONTENT_TEMPLATE,
  ENTRY_TEMPLATE,
  expandTemplate,
  RESOURCE_TEMPLATES,
  templateByUri,
} from "../../src/resources/templates";
import {
  categoryUri,
  contentUri,
  entryUri,
  formatResourceUri,
  MAX_RESOURCE_URI_CHARS,
  parseResourceUri,
  type ResourceRef,
} from "../../src/resources/uri";
import { formatSkillUri } from "../../src/skills/uri";
import { skillName, skillPath } from "../skills/arbitraries";

const ajv = new Ajv({ strict: true });
addFormats(ajv);
const isUri = ajv.compile({ type: "string", format: "uri" });
const isUriTemplate = ajv.compile({ type: "string", format: "uri-template" });

const id = fc
  .array(fc.stringMatching(/^[a-z0-9]{1,10}$/), { minLength: 1, maxLength: 5 })
  .map((words) => words.join("-"))
  .filter((value) => value.length <= MAX_ID_CHARS);
const directoryRef: fc.Arbitrary<Exclude<ResourceRef, { kind: "skill-file" }>> = fc.oneof(
  id.map((value) => ({ kind: "entry" as const, id: value })),
  fc.tuple(fc.constantFrom(...LONGFORM_TYPES), id).map(([type, value]) => ({ kind: "content" as const, type, id: value })),
  id.map((slug) => ({ kind: "category" as const, slug })),
);

describe("formatting and parsing", () => {
  it("writes the design's URIs", () => {
    expect(entryUri("x402")).toBe("indexagentica://entries/x402");
    expect(contentUri("guide", "pay-for-an-api-with-x402")).toBe("indexagentica://content/guide/pay-for-an-api-with-x402");
    expect(categoryUri("finance-payments")).toBe("indexagentica://categories/finance-payments");
  });

  it("round-trips every id, slug and type, as ASCII RFC 3986 URIs in WHATWG form", () => {
    fc.assert(
      fc.property(directoryRef, (ref) => {
        const uri = formatResourceUri(ref);
        expect(parseResourceUri(uri)).toEqual({ ok: true, ref, canonical: uri });
        expect(isUri(uri)).toBe(true);
        expect(new URL(uri).href).toBe(uri);
      }),
      { numRuns: 500 },
    );
  });

  it("parses skill file URIs through the Skills module", () => {
    fc.assert(
      fc.property(skillName, skillPath, (name, path) => {
        const uri = formatSkillUri(name, path);
        expect(parseResourceUri(uri)).toEqual({ ok: true, ref: { kind: "skill-file", skill: name, path }, canonical: uri });
      }),
      { numRuns: 200 },
    );
    expect(parseResourceUri("skill://a")).toMatchObject({ ok: false, reason: expect.stringContaining("resources/directory/read") });
  });
});

describe("refusals", () => {
  it.each([
    ["INDEXAGENTICA://entries/x402", "lower case", "indexagentica://entries/x402"],
    ["indexagentica://Entries/X402", "is not one of", "indexagentica://entries/x402"],
    ["indexagentica://entries/X402", "each part lower-case", "indexagentica://entries/x402"],
    ["indexagentica://entries/x402/", "the path must be", "indexagentica://entries/x402"],
    ["indexagentica://entries/x402?format=json", "no query or fragment", "indexagentica://entries/x402"],
    ["indexagentica://entries/x402#top", "no query or fragment", "indexagentica://entries/x402"],
    ["indexagentica://entries/%78402", "each part lower-case", "indexagentica://entries/x402"],
    ["indexagentica://content/guides/pay-for-an-api", "not a content type", "indexagentica://content/guide/pay-for-an-api"],
    ["indexagentica://content/compare/code-sandboxes", "not a content type", "indexagentica://content/comparison/code-sandboxes"],
    ["indexagentica://categories/mcp-servers/", "the path must be", "indexagentica://categories/mcp-servers"],
  ])("%s (%s) → %s", (uri, reason, suggestion) => {
    expect(parseResourceUri(uri)).toEqual({ ok: false, reason: expect.stringContaining(reason), suggestion });
    expect(parseResourceUri(suggestion).ok).toBe(true);
  });

  it.each([
    ["test://nonexistent-resource-for-conformance-testing", "this server's resources are"],
    ["https://indexagentica.com/entries/x402/", "this server's resources are"],
    ["x402", "this server's resources are"],
    ["", "this server's resources are"],
    ["indexagentica:entries/x402", 'must start with "indexagentica://"'],
    ["indexagentica://entries", "is a collection"],
    ["indexagentica://entries/", "is a collection"],
    ["indexagentica://things/x402", "is not one of"],
    ["indexagentica://entries/a/b", "the path must be"],
    ["indexagentica://content/guide", "the path must be"],
    ["indexagentica://content/tutorial/x", "not a content type"],
    ["indexagentica://entries/x--402", "the path must be"],
    [`indexagentica://entries/${"a".repeat(MAX_ID_CHARS + 1)}`, "the path must be"],
    ["indexagentica://user@entries/x402", "no user or port"],
    ["indexagentica://entries:80/x402", "no user or port"],
    [`indexagentica://entries/${"a".repeat(MAX_RESOURCE_URI_CHARS)}`, "longer than"],
  ])("refuses %j (%s) without a guess", (uri, reason) => {
    const parsed = parseResourceUri(uri);
    expect(parsed).toEqual({ ok: false, reason: expect.stringContaining(reason) });
  });

  it("never throws, and every suggestion parses", () => {
    const unit = fc.constantFrom(
      "i",
      "n",
      "d",
      "e",
      "x",
      "a",
      "g",
      ":",
      "/",
      "%",
      "4",
      "0",
      "2",
      "-",
      "E",
      "?",
      "#",
      " ",
      "é",
      "s",
      "k",
      "l",
    );
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit, maxLength: 40 }), fc.string({ maxLength: 40 })), (tail) => {
        for (const uri of [tail, `indexagentica://${tail}`, `indexagentica://entries/${tail}`, `skill://${tail}`]) {
          const parsed = parseResourceUri(uri);
          if (!parsed.ok && parsed.suggestion !== undefined) expect(parseResourceUri(parsed.suggestion).ok).toBe(true);
          if (parsed.ok) expect(isUri(parsed.canonical)).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe("templates", () => {
  it("are the three of the design, valid RFC 6570 templates and MCP ResourceTemplates", () => {
    expect(RESOURCE_TEMPLATES.map((template) => template.uriTemplate)).toEqual([
      "indexagentica://entries/{id}",
      "indexagentica://content/{type}/{id}",
      "indexagentica://categories/{slug}",
    ]);
    for (const { variables, ...wire } of RESOURCE_TEMPLATES) {
      expect(isUriTemplate(wire.uriTemplate)).toBe(true);
      expect([...wire.uriTemplate.matchAll(/\{([^}]+)\}/g)].map((match) => match[1])).toEqual(variables);
      expect(ResourceTemplateSchema.safeParse(wire).success).toBe(true);
      expect(templateByUri(wire.uriTemplate)?.name).toBe(wire.name);
    }
    // The check above can fail: ajv refuses a hyphen in a variable name.
    expect(isUriTemplate("indexagentica://skills/{skill-name}")).toBe(false);
  });

  it("expand to URIs that parse to the values given", () => {
    fc.assert(
      fc.property(id, fc.constantFrom(...LONGFORM_TYPES), (value, type) => {
        expect(parseResourceUri(expandTemplate(ENTRY_TEMPLATE, { id: value }))).toMatchObject({
          ok: true,
          ref: { kind: "entry", id: value },
        });
        expect(parseResourceUri(expandTemplate(CONTENT_TEMPLATE, { type, id: value }))).toMatchObject({
          ok: true,
          ref: { kind: "content", type, id: value },
        });
        expect(parseResourceUri(expandTemplate(CATEGORY_TEMPLATE, { slug: value }))).toMatchObject({
          ok: true,
          ref: { kind: "category", slug: value },
        });
      }),
      { numRuns: 200 },
    );
  });

  it("percent-encode what is not unreserved, as RFC 6570 simple expansion does", () => {
    expect(expandTemplate(ENTRY_TEMPLATE, { id: "a b/c(d)é" })).toBe("indexagentica://entries/a%20b%2Fc%28d%29%C3%A9");
  });
});
