// read_as in the search tool's answer: how a model sees the way its words were read.

import { describe, expect, it } from "vitest";
import { validate } from "../../../src/schema/validate";
import { searchTool, type SearchArgs, type SearchOutput } from "../../../src/tools/search";
import { sampleContext } from "../../tools/context";

async function answer(args: SearchArgs): Promise<SearchOutput> {
  const result = await searchTool.run(args, sampleContext());
  if (!result.ok) throw new Error(result.problem.message);
  return result.value;
}

describe("read_as", () => {
  it("says which words were read as the directory's terms for the need, and as which concept", async () => {
    const out = await answer({ query: "drive headless chrome from my agent" });
    expect(out.read_as).toContainEqual({
      from: "headless chrome",
      as: expect.arrayContaining(["browser-automation"]) as unknown as string[],
      by: "vocabulary",
      concept: "browser automation",
    });
    expect(out.results.map((hit) => hit.id).slice(0, 3)).toContain("puppeteer");
  });

  it("says how a misspelled word was read", async () => {
    const out = await answer({ query: "playwrigth" });
    expect(out.read_as).toEqual([{ from: "playwrigth", as: ["playwright"], by: "typo" }]);
  });

  it("is absent when every word was read as typed", async () => {
    expect((await answer({ query: "playwright" })).read_as).toBeUndefined();
  });

  it("is declared in the output schema, and the answer with it validates", async () => {
    expect(searchTool.outputSchema.properties?.read_as).toEqual({ type: "array", items: { type: "object" } });
    const out = await answer({ query: "drive headless chrome from my agent" });
    expect(validate(searchTool.outputSchema, out)).toEqual({ ok: true });
  });
});
