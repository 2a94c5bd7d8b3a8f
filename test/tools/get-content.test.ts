import { describe, expect, it } from "vitest";
import { buildCatalogue } from "../../src/catalog/catalogue";
import { sampleItem, sampleLongform, sampleSiteIndex } from "../../src/catalog/sample";
import type { LongformItem, LongformType } from "../../src/catalog/types";
import { applyWindow, contentBody, getContentTool, leanFrontMatter, type GetContentArgs } from "../../src/tools/get-content";
import { invokeTool } from "../../src/tools/registry";
import type { AnyTool } from "../../src/tools/definition";
import { sampleContext } from "./context";

const GUIDE = "automate-a-browser-with-playwright-mcp";

async function call(args: Record<string, unknown>, context = sampleContext()) {
  return invokeTool(getContentTool as unknown as AnyTool, args, context);
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

  it("returns SKILL.md only when asked, and no front matter that other fields repeat", async () => {
    const lean = await call({ type: "skill", id: "search-the-directory" });
    const content = (lean as { value: { content: Record<string, unknown> } }).value.content;
    expect(content.skill_md).toBeUndefined();
    const full = await call({ type: "skill", id: "search-the-directory", include_skill_md: true });
    expect((full as { value: { content: { skill_md: string } } }).value.content.skill_md).toMatch(/^---\n/);
    for (const type of ["guide", "comparison", "stack", "skill"] as const) {
      const item = sampleLongform().find((i) => i.type === type)!;
      const body = contentBody(sampleItem(type, item.id)!, "https://indexagentica.com");
      const frontMatter = (body.front_matter ?? {}) as Record<string, unknown>;
      for (const key of ["title", "summary", "tags", "entries", "rows", "components"])
        expect(frontMatter, `${type} ${key}`).not.toHaveProperty(key);
    }
  });

  it("drops null values and repeated keys from front matter", () => {
    expect(leanFrontMatter({ title: "x", description: "keep", empty: null, metadata: { tags: "a", license: "MIT" } })).toEqual({
      description: "keep",
      metadata: { license: "MIT" },
    });
    expect(leanFrontMatter({ title: "x" })).toBeNull();
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
