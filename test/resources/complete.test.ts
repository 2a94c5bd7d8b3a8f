// completion/complete for the template variables: the tiers of design §7 in order (the id itself, ids starting
// with the value, ids with a word starting with it, then "did you mean"), the limits (100 values, total up to
// 1000, hasMore), every variable of every template, and the refusals.

import { CompleteResultSchema } from "@modelcontextprotocol/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildCatalogue, type Catalogue } from "../../src/catalog/catalogue";
import { sampleLongform, sampleSiteIndex } from "../../src/site/sample";
import type { Entry, LongformSummary } from "../../src/site/types";
import {
  completeResourceArgument,
  MAX_COMPLETION_CANDIDATES,
  MAX_COMPLETION_INPUT_CHARS,
  MAX_COMPLETION_VALUES,
  type Completion,
  type CompletionRequest,
} from "../../src/resources/complete";
import { fixtureCatalogue } from "../relevance/catalogues";

const IDS = [
  "x402",
  "x402-bazaar",
  "a2a-x402",
  "cdp-x402",
  "playwright",
  "playwright-mcp",
  "playwright-cli",
  "claude-code",
  "claude-agent-sdk",
  "model-context-protocol",
  "modal",
  "modelscope",
];
const base = sampleSiteIndex();
function catalogue(ids: readonly string[], longform: LongformSummary[] = sampleLongform()): Catalogue {
  const template = base.entries[0]!;
  const entries: Entry[] = ids.map((id) => ({
    ...template,
    id,
    name: id.replace(/-/g, " "),
    summary: `About ${id}.`,
    description: "",
    tags: [],
  }));
  return buildCatalogue({ ...base, entries }, longform);
}
const small = catalogue(IDS);
const sample = buildCatalogue(sampleSiteIndex(), sampleLongform());

const ENTRY = "indexagentica://entries/{id}";
const CONTENT = "indexagentica://content/{type}/{id}";
const CATEGORY = "indexagentica://categories/{slug}";

function complete(source: Catalogue, request: Partial<CompletionRequest> & { value: string }): Completion {
  const result = completeResourceArgument(source, { ref: ENTRY, argument: "id", ...request });
  if (!result.ok) throw new Error(result.problem.message);
  return result.value;
}

describe("entry ids", () => {
  it("rank the id itself, then ids starting with the value (shorter first), then ids with a word starting with it", () => {
    expect(complete(small, { value: "x40" }).values.slice(0, 4)).toEqual(["x402", "x402-bazaar", "a2a-x402", "cdp-x402"]);
    expect(complete(small, { value: "x402" }).values.slice(0, 4)).toEqual(["x402", "x402-bazaar", "a2a-x402", "cdp-x402"]);
    expect(complete(small, { value: "claude" }).values).toEqual(["claude-code", "claude-agent-sdk"]);
    expect(complete(small, { value: "mcp" }).values[0]).toBe("playwright-mcp");
  });

  it("read a value typed as words as an id, and a typed id prefix as typed", () => {
    expect(complete(small, { value: "Claude Code" }).values[0]).toBe("claude-code");
    expect(complete(small, { value: "  CLAUDE-CODE " }).values[0]).toBe("claude-code");
    // "model-" continues only model-context-protocol; modal and modelscope come after, as typos of "model".
    expect(complete(small, { value: "model-" }).values).toEqual(["model-context-protocol", "modal", "modelscope"]);
    expect(complete(small, { value: "mod" }).values.slice(0, 3)).toEqual(["modal", "modelscope", "model-context-protocol"]);
  });

  it("fall back to did-you-mean for typos, after every continuation", () => {
    const done = complete(small, { value: "playwrigth" });
    expect(done.values[0]).toBe("playwright");
    expect(done.values).toEqual(expect.arrayContaining(["playwright-mcp", "playwright-cli"]));
    expect(complete(small, { value: "does-not-exist" })).toEqual({ values: [], total: 0, hasMore: false });
  });

  it("list every id, ascending, for an empty value", () => {
    expect(complete(small, { value: "" })).toEqual({ values: [...IDS].sort(), total: IDS.length, hasMore: false });
  });

  it(`give at most ${MAX_COMPLETION_VALUES} values and count at most ${MAX_COMPLETION_CANDIDATES}`, () => {
    const many = catalogue(Array.from({ length: 1500 }, (_, n) => `tool-${n.toString().padStart(4, "0")}`));
    expect(complete(many, { value: "" })).toMatchObject({ total: MAX_COMPLETION_CANDIDATES, hasMore: true });
    expect(complete(many, { value: "" }).values).toHaveLength(MAX_COMPLETION_VALUES);
    // The 100 continuations of "tool-01" fill the values, so "did you mean" does not run: near typos
    // (tool-0201...) are not counted in total.
    const prefix = complete(many, { value: "tool-01" });
    expect(prefix.values).toEqual(Array.from({ length: 100 }, (_, n) => `tool-01${n.toString().padStart(2, "0")}`));
    expect(prefix).toMatchObject({ total: 100, hasMore: false });
    // Fewer continuations than a page: "did you mean" fills in after them (tool-1499 has none; typos follow).
    const short = complete(many, { value: "tool-149" });
    expect(short.values.slice(0, 10)).toEqual(Array.from({ length: 10 }, (_, n) => `tool-149${n}`));
    expect(short.total).toBeGreaterThan(10);
  });

  it("always answer a valid CompleteResult, whatever is typed", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (value) => {
        const done = complete(sample, { value });
        expect(CompleteResultSchema.safeParse({ completion: done }).success).toBe(true);
        expect(new Set(done.values).size).toBe(done.values.length);
        expect(done.values.every((id) => sample.entryById.has(id))).toBe(true);
        expect(done.hasMore).toBe(done.total > done.values.length);
      }),
      { numRuns: 300 },
    );
  });
});

describe("the other variables", () => {
  it("complete content types, typos included", () => {
    expect(complete(sample, { ref: CONTENT, argument: "type", value: "" }).values).toEqual(["comparison", "guide", "skill", "stack"]);
    expect(complete(sample, { ref: CONTENT, argument: "type", value: "gu" }).values).toEqual(["guide"]);
    expect(complete(sample, { ref: CONTENT, argument: "type", value: "s" }).values).toEqual(["skill", "stack"]);
    expect(complete(sample, { ref: CONTENT, argument: "type", value: "stak" }).values[0]).toBe("stack");
  });

  it("complete long-form ids, narrowed by a chosen type", () => {
    const all = complete(sample, { ref: CONTENT, argument: "id", value: "" }).values;
    expect(all).toEqual(sample.longform.map((item) => item.id).sort());
    expect(complete(sample, { ref: CONTENT, argument: "id", value: "", context: { type: "skill" } }).values).toEqual([
      "search-the-directory",
    ]);
    expect(complete(sample, { ref: CONTENT, argument: "id", value: "a", context: { type: "stack" } }).values).toEqual([
      "agent-that-pays-for-apis",
    ]);
    expect(complete(sample, { ref: CONTENT, argument: "id", value: "auto", context: { type: "skill" } }).values).toEqual([]);
    // An unknown type in the context narrows nothing.
    expect(complete(sample, { ref: CONTENT, argument: "id", value: "", context: { type: "tutorial" } }).values).toEqual(all);
  });

  it("complete category slugs, typos included", () => {
    expect(complete(sample, { ref: CATEGORY, argument: "slug", value: "mcp" }).values).toEqual(["mcp-servers"]);
    expect(complete(sample, { ref: CATEGORY, argument: "slug", value: "servers" }).values).toEqual(["mcp-servers"]);
    expect(complete(sample, { ref: CATEGORY, argument: "slug", value: "harnesess" }).values[0]).toBe("harnesses");
  });
});

describe("refusals and empty answers", () => {
  it.each([
    [{ ref: "indexagentica://entries/{slug}", argument: "slug", value: "" }, "No resource template"],
    [{ ref: "test://template/{id}/data", argument: "id", value: "" }, "No resource template"],
    [{ ref: ENTRY, argument: "slug", value: "" }, 'has no variable "slug"'],
    [{ ref: CONTENT, argument: "kind", value: "" }, 'complete "type" and "id"'],
    [{ ref: ENTRY, argument: "id", value: "x".repeat(MAX_COMPLETION_INPUT_CHARS + 1) }, "longer than"],
  ])("refuses %j", (request, message) => {
    expect(completeResourceArgument(sample, request)).toEqual({
      ok: false,
      problem: { code: "bad_request", message: expect.stringContaining(message) },
    });
  });

  it("gives no values for a concrete URI of ours (nothing left to complete)", () => {
    expect(completeResourceArgument(sample, { ref: "indexagentica://entries/x402", argument: "id", value: "x" })).toEqual({
      ok: true,
      value: { values: [], total: 0, hasMore: false },
    });
  });
});

// The real site copy is an optional extra (test/support/global-shared.ts prints one line when it is absent).
const real = fixtureCatalogue();
describe.skipIf(real === null)("the real site copy", () => {
  it("answers the design's examples", () => {
    expect(complete(real!, { value: "x40" }).values.slice(0, 4)).toEqual(["x402", "x402-bazaar", "a2a-x402", "cdp-x402"]);
    expect(complete(real!, { value: "playwrigth" }).values[0]).toBe("playwright");
    expect(complete(real!, { value: "claude" }).values[0]).toBe("claude-code");
    expect(complete(real!, { value: "" })).toMatchObject({ total: real!.entries.length, hasMore: true });
  });
});
