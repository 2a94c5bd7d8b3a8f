// Tool failures are values a model can act on: a code, a sentence, and suggestions where they help.

import { describe, expect, it } from "vitest";
import { invokeTool, OPERATIONS } from "../../src/tools/registry";
import { sampleToolContext } from "../support/disk-catalogue";

const tool = (name: string) => OPERATIONS.find((t) => t.name === name)!;
const context = sampleToolContext();

async function problem(name: string, args: unknown) {
  const result = await invokeTool(tool(name), args, context);
  if (result.ok) throw new Error(`${name} unexpectedly succeeded`);
  return result.problem;
}

describe("tool errors", () => {
  it("bad arguments are bad_request with the validator's sentence", async () => {
    const p = await problem("search", { query: "x", limit: 99 });
    expect(p.code).toBe("bad_request");
    expect(p.message).toBe("Invalid arguments for search: `limit` must be at most 50; got 99.");
  });

  it("a query without letters or digits is refused, not answered with everything", async () => {
    const p = await problem("search", { query: " -- ?? " });
    expect(p).toMatchObject({ code: "bad_request" });
    expect(p.message).toMatch(/no letters or digits/);
  });

  it("category with a long-form type is refused with what to do", async () => {
    const p = await problem("search", { query: "agent", type: "guide", category: "tools" });
    expect(p.message).toMatch(/applies to directory entries only/);
  });

  it("unknown entry ids come back with typo-tolerant suggestions", async () => {
    const p = await problem("get_entry", { id: "playwrigth" });
    expect(p.code).toBe("not_found");
    expect(p.suggestions?.[0]).toBe("playwright");
    expect(p.message).toContain("Did you mean playwright");
  });

  it("forgives case and surrounding space in ids", async () => {
    const result = await invokeTool(tool("get_entry"), { id: "  Playwright " }, context);
    expect(result.ok && (result.value as { entry: { id: string } }).entry.id).toBe("playwright");
  });

  it("get_content names the right type when the id exists under another", async () => {
    const list = await invokeTool(tool("list_content"), { type: "skill" }, context);
    const skillId = list.ok ? (list.value as { items: { id: string }[] }).items[0]!.id : "";
    const p = await problem("get_content", { type: "guide", id: skillId });
    expect(p.code).toBe("not_found");
    expect(p.message).toContain("call get_content again with type skill");
  });

  it("unknown long-form ids suggest close ones of that type", async () => {
    const p = await problem("get_content", { type: "guide", id: "automate-a-browser-with-playwrigth" });
    expect(p.suggestions?.[0]).toBe("automate-a-browser-with-playwright-mcp");
  });

  it("zero hits is a result with a notice, never an error", async () => {
    const result = await invokeTool(tool("search"), { query: "qqqzzzxx", category: "mcp-server" }, context);
    expect(result.ok).toBe(true);
    const output = result.ok ? (result.value as { total: number; notice: string }) : null;
    expect(output?.total).toBe(0);
    expect(output?.notice).toContain('There is no category "mcp-server"; did you mean mcp-servers');
  });
});
