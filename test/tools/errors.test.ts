// Tool failures are values a model can act on: a code, a sentence, and suggestions where they help.

import { describe, expect, it } from "vitest";
import { invokeTool, OPERATIONS } from "../../src/tools/registry";
import { sampleToolContext } from "../support/disk-catalogue";
import { sampleContext } from "./context";

const tool = (name: string) => OPERATIONS.find((t) => t.name === name)!;
// The sample catalogue labelled live (misses are misses), and labelled as the bundled sample (misses are outages).
const live = sampleContext();
const sampleOnly = sampleToolContext();

async function problem(name: string, args: unknown, context = live) {
  const result = (await invokeTool(tool(name), args, context)).outcome;
  if (result.ok) throw new Error(`${name} unexpectedly succeeded`);
  return result.problem;
}

describe("tool errors", () => {
  it("bad arguments are bad_request with the validator's sentence", async () => {
    const p = await problem("search", { query: "x", limit: 99 });
    expect(p.code).toBe("bad_request");
    expect(p.message).toBe("Invalid arguments for search: `limit` must be at most 50; got 99.");
  });

  it("arguments that are not an object are an input error of the call, not a protocol error", async () => {
    for (const args of [[], "x402", 5]) {
      const p = await problem("get_entry", args);
      expect(p.code).toBe("bad_request");
      expect(p.message).toMatch(/^The arguments of get_entry must be an object of named values \(got /);
    }
  });

  it("nothing to search for is refused, naming both ways out", async () => {
    for (const args of [{}, { query: "   " }, { query: "", type: "all" }, { tags: [] }]) {
      const p = await problem("search", args);
      expect(p.code, JSON.stringify(args)).toBe("bad_request");
      expect(p.message).toBe(
        "Nothing to search for: give `query` (words to look for), or list what a filter holds with `type`, `category` or `tags` (e.g. search with type guide).",
      );
    }
  });

  it("category with a long-form type is refused with what to do", async () => {
    const p = await problem("search", { query: "agent", type: "guide", category: "tools" });
    expect(p.message).toMatch(/applies to directory entries only/);
  });

  it("an unknown category is bad_request naming every valid slug, the closest first", async () => {
    const snapshot = await live.catalogue();
    const slugs = snapshot.ok ? snapshot.value.catalogue.categories.map((c) => c.slug) : [];
    const p = await problem("search", { query: "sandbox", category: "infrastucture" });
    expect(p.code).toBe("bad_request");
    expect(p.message).toBe(
      `Unknown \`category\` "infrastucture". Did you mean infrastructure? Valid: ${slugs.join(", ")} (list_categories describes them).`,
    );
    const listing = await problem("search", { category: "mcp-server" });
    expect(listing.message).toContain("Did you mean mcp-servers?");
  });

  it("unknown entry ids come back with typo-tolerant suggestions", async () => {
    const p = await problem("get_entry", { id: "playwrigth" });
    expect(p.code).toBe("not_found");
    expect(p.suggestions?.[0]).toBe("playwright");
    expect(p.message).toContain("Did you mean playwright");
    expect((await problem("get_entry", { id: "zzzzqqqxx" })).suggestions).toEqual([]);
  });

  it("forgives case and surrounding space in ids, and says so", async () => {
    const result = (await invokeTool(tool("get_entry"), { id: "  Playwright " }, live)).outcome;
    expect(result.ok && (result.value as { entry: { id: string } }).entry.id).toBe("playwright");
    expect(result.ok && (result.value as { notice: string }).notice).toBe('Read `id` "  Playwright " as "playwright".');
  });

  it("get_content: an id of another type is not_found with that type and suggestions of the type asked for", async () => {
    const p = await problem("get_content", { type: "guide", id: "search-the-directory" });
    expect(p.code).toBe("not_found");
    expect(p.type).toBe("skill");
    expect(p.message).toBe('No guide "search-the-directory": it is a skill, so call get_content again with type skill.');
    expect(Array.isArray(p.suggestions)).toBe(true);
    expect(p.suggestions).not.toContain("search-the-directory");
  });

  it("get_content with type entry points to get_entry", async () => {
    const p = await problem("get_content", { type: "Entry", id: "X402" });
    expect(p).toEqual({
      code: "bad_request",
      message: "get_content serves guides, comparisons, stacks and skills; for a directory entry use get_entry with id x402.",
    });
  });

  it("unknown long-form ids suggest close ones of that type", async () => {
    const p = await problem("get_content", { type: "guide", id: "automate-a-browser-with-playwrigth" });
    expect(p.suggestions?.[0]).toBe("automate-a-browser-with-playwright-mcp");
  });

  it("while only the bundled sample is held, what the sample lacks is an outage, not a miss", async () => {
    for (const [name, args, what] of [
      ["get_entry", { id: "a2a-x402" }, 'entry "a2a-x402"'],
      ["get_content", { type: "guide", id: "pay-for-an-api-with-x402" }, 'guide "pay-for-an-api-with-x402"'],
      ["search", { query: "x", category: "evals-observability" }, 'category "evals-observability"'],
    ] as const) {
      const p = await problem(name, args, sampleOnly);
      expect(p.code, name).toBe("upstream_error");
      expect(p.message).toBe(
        `The directory site could not be reached just now, and the small sample catalogue bundled with this server (answering meanwhile) has no ${what}. Try again in a few minutes.`,
      );
    }
    // What the sample has is answered from it.
    expect((await invokeTool(tool("get_entry"), { id: "x402" }, sampleOnly)).outcome.ok).toBe(true);
  });

  it("zero hits is a result with a notice, never an error", async () => {
    const result = (await invokeTool(tool("search"), { query: "qqqzzzxx", category: "mcp-servers" }, live)).outcome;
    expect(result.ok).toBe(true);
    const output = result.ok ? (result.value as { total: number; notice: string }) : null;
    expect(output?.total).toBe(0);
    expect(output?.notice).toMatch(/^No results for "qqqzzzxx"\./);
  });
});
