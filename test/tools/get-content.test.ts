import { describe, expect, it } from "vitest";
import { buildCatalogue } from "../../src/catalog/catalogue";
import { sampleItem, sampleLongform, sampleSiteIndex } from "../../src/site/sample";
import type { LongformItem, LongformType } from "../../src/site/types";
import { applyWindow, contentBody } from "../../src/tools/content-window";
import { DEFAULT_MAX_CHARS, getContentTool, type GetContentArgs } from "../../src/tools/get-content";
import { invokeTool } from "../../src/tools/registry";
import type { AnyTool } from "../../src/tools/definition";
import { sampleContext } from "./context";

const GUIDE = "automate-a-browser-with-playwright-mcp";

async function call(args: Record<string, unknown>, context = sampleContext()) {
  return (await invokeTool(getContentTool as unknown as AnyTool, args, context)).outcome;
}

/** The sample guide with its body repeated, to stand in for a long item. */
function longGuide(): LongformItem {
  const item = sampleItem("guide", GUIDE)!;
  return {
    ...item,
    markdown: `${item.markdown}\n${item.markdown.replace(/^## /gm, "## More: ")}\n${item.markdown.replace(/^## /gm, "## Again: ")}`,
  };
}

describe("get_content", () => {
  it("returns a short item whole, without a truncated block", async () => {
    const result = await call({ type: "guide", id: GUIDE });
    expect(result.ok).toBe(true);
    const content = (result as { value: { content: Record<string, unknown> } }).value.content;
    expect(content.truncated).toBeUndefined();
    expect(content.markdown).toBe(contentBody(sampleItem("guide", GUIDE)!, "https://indexagentica.com").markdown);
  });

  it("cuts a long body on a section boundary and says how to get the rest", async () => {
    const context = sampleContext(undefined, (type: LongformType, id: string) => (id === GUIDE ? longGuide() : sampleItem(type, id)));
    const first = await call({ type: "guide", id: GUIDE, max_chars: 3000 }, context);
    expect(first.ok).toBe(true);
    const content = (first as { value: { content: { markdown: string; truncated: Record<string, unknown> } } }).value.content;
    expect(content.markdown.length).toBeLessThanOrEqual(3000);
    const truncated = content.truncated as {
      next_offset: number;
      total_chars: number;
      notice: string;
      sections: { slug: string; offset: number }[];
    };
    // The cut is where a section starts.
    expect(truncated.sections.map((s) => s.offset)).toContain(truncated.next_offset);
    expect(truncated.notice).toContain(`offset ${truncated.next_offset}`);
    expect(truncated.notice).toMatch(/Sections after this part: [a-z-]+, /);
    expect(truncated.notice).toContain(
      `call get_content again with section ${truncated.sections.find((s) => s.offset >= truncated.next_offset)!.slug}`,
    );

    // Following next_offset until null reassembles the whole body, in order.
    const whole = contentBody(longGuide(), "https://indexagentica.com").markdown;
    let text = content.markdown;
    let offset: number | null = truncated.next_offset;
    for (let guard = 0; offset !== null && guard < 50; guard++) {
      const next = await call({ type: "guide", id: GUIDE, max_chars: 3000, offset }, context);
      const part = (next as { value: { content: { markdown: string; truncated?: { next_offset: number | null } } } }).value.content;
      text += part.markdown;
      offset = part.truncated?.next_offset ?? null;
    }
    expect(text).toBe(whole);
    expect(truncated.total_chars).toBe(whole.length);
  });

  it("returns one named section, by slug or heading", async () => {
    for (const section of ["keep-the-session-contained", "Keep the session contained"]) {
      const result = await call({ type: "guide", id: GUIDE, section });
      const content = (result as { value: { content: { markdown: string; truncated: { next_offset: null } } } }).value.content;
      expect(content.markdown.startsWith("## Keep the session contained")).toBe(true);
      expect(content.markdown).not.toContain("## When something goes wrong");
      expect(content.truncated.next_offset).toBeNull();
    }
  });

  it("rejects an unknown section or an offset outside the body, listing what exists", async () => {
    const section = await call({ type: "guide", id: GUIDE, section: "no-such-part" });
    expect(section.ok).toBe(false);
    expect((section as { problem: { code: string; message: string } }).problem.message).toContain("keep-the-session-contained");
    const offset = await call({ type: "guide", id: GUIDE, offset: 1_000_000 });
    expect((offset as { problem: { code: string } }).problem.code).toBe("bad_request");
    const tooSmall = await call({ type: "guide", id: GUIDE, max_chars: 10 });
    expect((tooSmall as { problem: { code: string } }).problem.code).toBe("bad_request");
  });

  it("returns SKILL.md by default (false leaves it out) and the item's fields as published, front matter whole", async () => {
    const full = await call({ type: "skill", id: "search-the-directory" });
    expect((full as { value: { content: { skill_md: string } } }).value.content.skill_md).toMatch(/^---\n/);
    const lean = await call({ type: "skill", id: "search-the-directory", include_skill_md: false });
    expect((lean as { value: { content: Record<string, unknown> } }).value.content.skill_md).toBeUndefined();
    for (const type of ["guide", "comparison", "stack", "skill"] as const) {
      const item = sampleItem(type, sampleLongform().find((i) => i.type === type)!.id)!;
      const body = contentBody(item, "https://indexagentica.com");
      const { raw: _raw, html: _html, markdown: _markdown, ...published } = item;
      expect(body, type).toMatchObject(published);
      expect(body).not.toHaveProperty("raw");
      expect(body).not.toHaveProperty("html");
    }
  });

  it("pages a long body by default over MCP, and answers it whole over REST unless a part is asked for", async () => {
    const long = (): LongformItem => {
      const item = longGuide();
      return { ...item, markdown: item.markdown.repeat(Math.ceil((DEFAULT_MAX_CHARS * 2) / item.markdown.length)) };
    };
    const items = (type: LongformType, id: string) => (id === GUIDE ? long() : sampleItem(type, id));
    const whole = long().markdown.length;
    const markdownOf = (result: Awaited<ReturnType<typeof call>>) =>
      (result as { value: { content: { markdown: string; truncated?: unknown } } }).value.content;
    const mcp = markdownOf(await call({ type: "guide", id: GUIDE }, sampleContext(undefined, items)));
    expect(mcp.markdown.length).toBeLessThanOrEqual(DEFAULT_MAX_CHARS);
    expect(mcp.truncated).toBeDefined();
    const rest = { ...sampleContext(undefined, items), surface: "rest" as const };
    const restWhole = markdownOf(await call({ type: "guide", id: GUIDE }, rest));
    expect(restWhole.truncated).toBeUndefined();
    expect(restWhole.markdown.length).toBeGreaterThanOrEqual(whole);
    const restPart = markdownOf(await call({ type: "guide", id: GUIDE, max_chars: 3000 }, rest));
    expect(restPart.markdown.length).toBeLessThanOrEqual(3000);
    const restOffset = markdownOf(await call({ type: "guide", id: GUIDE, offset: 10 }, rest));
    expect(restOffset.markdown.length).toBeLessThanOrEqual(DEFAULT_MAX_CHARS);
  });

  it("windows nothing when the body fits", () => {
    const body = contentBody(sampleItem("stack", "agent-that-pays-for-apis")!, "https://indexagentica.com");
    const args: Pick<GetContentArgs, "max_chars"> = { max_chars: 100_000 };
    const result = applyWindow(body, "stack", { maxChars: args.max_chars! });
    expect(result.ok && result.value).toBe(body);
  });

  it("keeps the catalogue's suggestions for an unknown id", async () => {
    const result = await call(
      { type: "guide", id: "automate-a-browser" },
      sampleContext(buildCatalogue(sampleSiteIndex(), sampleLongform())),
    );
    expect((result as unknown as { problem: { suggestions: string[] } }).problem.suggestions).toContain(GUIDE);
  });
});
