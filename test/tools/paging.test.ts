// Paging a long body with max_chars and truncated.next_offset: pages put back together are the whole body,
// and each page is real text, at most max_chars, and not a stub while more would fit (MIN_PAGE_SHARE).

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestSite } from "../../scripts/make-test-site.mjs";
import { sampleItem, sampleLongform } from "../../src/site/sample";
import type { LongformItem, LongformType } from "../../src/site/types";
import type { AnyTool, ToolContext } from "../../src/tools/definition";
import { applyWindow, contentBody, type ContentBody } from "../../src/tools/content-window";
import { getContentTool, MIN_MAX_CHARS } from "../../src/tools/get-content";
import { invokeTool } from "../../src/tools/registry";
import { MIN_PAGE_SHARE, outline } from "../../src/tools/sections";
import { diskToolContext } from "../support/disk-catalogue";
import { sampleContext } from "./context";

const MAX_CHARS = [500, 501, 777, 1000, 2500, 16_000];
const SITE_URL = "https://indexagentica.com";
// More pages than any body here can need at the smallest budget: a loop that stops moving fails, not hangs.
const MAX_PAGES = 2_000;

interface Page {
  readonly markdown: string;
  readonly offset: number;
  readonly next: number | null;
}

type PageOf = (offset: number | undefined) => Promise<Page> | Page;

async function follow(first: PageOf): Promise<Page[]> {
  const pages: Page[] = [];
  let offset: number | undefined;
  for (let guard = 0; guard < MAX_PAGES; guard++) {
    const page = await first(offset);
    pages.push(page);
    if (page.next === null) return pages;
    offset = page.next;
  }
  throw new Error(`still paging after ${MAX_PAGES} pages`);
}

/** What every page of `whole` (read from `from`) must be; returns the reason it is not, or null. */
function paging(pages: readonly Page[], whole: string, from: number, maxChars: number): string | null {
  if (pages.map((p) => p.markdown).join("") !== whole.slice(from)) return "pages do not put back together to the body";
  const floor = Math.ceil(maxChars * MIN_PAGE_SHARE);
  let at = from;
  for (const [n, page] of pages.entries()) {
    const where = `page ${n} (offset ${page.offset}, ${page.markdown.length} chars)`;
    if (page.offset !== at) return `${where} starts at ${page.offset}, not where the last one ended (${at})`;
    at += page.markdown.length;
    if (page.markdown.length > maxChars) return `${where} is longer than max_chars ${maxChars}`;
    if (whole.slice(from).trim() !== "" && page.markdown.trim() === "") return `${where} is blank: ${JSON.stringify(page.markdown)}`;
    if (page.next !== null && page.markdown.length < floor) return `${where} is shorter than ${floor} with more to come`;
    if (page.next !== null && page.next !== at) return `${where} says to continue at ${page.next}, not ${at}`;
    const last = page.markdown.charCodeAt(page.markdown.length - 1);
    if (last >= 0xd800 && last <= 0xdbff) return `${where} ends inside a surrogate pair`;
  }
  return null;
}

/** A page ends on the last heading in its upper half when there is one (the section preference still holds). */
function sectionPreference(pages: readonly Page[], whole: string, maxChars: number): string | null {
  const starts = outline(whole).map((s) => s.start);
  for (const page of pages) {
    if (page.next === null) continue;
    const low = page.offset + Math.ceil(maxChars * MIN_PAGE_SHARE);
    const fits = starts.filter((s) => s >= low && s <= page.offset + maxChars && s < whole.trimEnd().length);
    if (fits.length > 0 && page.next !== Math.max(...fits))
      return `page at ${page.offset} ends at ${page.next}, not at heading ${Math.max(...fits)}`;
  }
  return null;
}

function windowPages(body: ContentBody, type: LongformType, maxChars: number, section?: string): PageOf {
  return (offset) => {
    const result = applyWindow(body, type, { maxChars, offset, section });
    if (!result.ok) throw new Error(result.problem.message);
    const t = result.value.truncated;
    return { markdown: result.value.markdown, offset: t?.offset ?? 0, next: t?.next_offset ?? null };
  };
}

function toolPages(context: ToolContext, type: LongformType, id: string, maxChars: number): PageOf {
  return async (offset) => {
    const args = { type, id, max_chars: maxChars, ...(offset !== undefined ? { offset } : {}) };
    const result = (await invokeTool(getContentTool as unknown as AnyTool, args, context)).outcome;
    if (!result.ok) throw new Error(result.problem.message);
    const content = (result.value as { content: ContentBody }).content;
    return { markdown: content.markdown, offset: content.truncated?.offset ?? 0, next: content.truncated?.next_offset ?? null };
  };
}

async function wholeMarkdown(context: ToolContext, type: LongformType, id: string): Promise<string> {
  const result = (await invokeTool(getContentTool as unknown as AnyTool, { type, id, max_chars: 200_000 }, context)).outcome;
  if (!result.ok) throw new Error(result.problem.message);
  return (result.value as { content: ContentBody }).content.markdown;
}

/** A long item: the body of `item` repeated with its headings renamed, so slugs stay unique. */
function repeated(item: LongformItem, times: number): LongformItem {
  const parts = Array.from({ length: times }, (_, n) =>
    n === 0 ? item.markdown : item.markdown.replace(/^(#{1,6}) /gm, `$1 Part ${n + 1}: `),
  );
  return { ...item, markdown: parts.join("\n") };
}

describe("paging with max_chars and next_offset", () => {
  const items = sampleLongform().map((summary) => sampleItem(summary.type, summary.id)!);

  it("the user's case: the sample guide at 500 starts with real text, not the blank line before its first heading", async () => {
    const guide = items.find((item) => item.type === "guide")!;
    const [first, second] = await follow(toolPages(sampleContext(), "guide", guide.id, 500));
    expect(first!.markdown.trim()).not.toBe("");
    expect(first!.markdown.length).toBeGreaterThanOrEqual(250);
    expect(second!.markdown.length).toBeGreaterThanOrEqual(250);
  });

  it("covers every long-form item of the sample, at every budget, through the tool", async () => {
    const context = sampleContext();
    for (const item of items) {
      const whole = contentBody(item, SITE_URL).markdown;
      for (const maxChars of MAX_CHARS) {
        const pages = await follow(toolPages(context, item.type, item.id, maxChars));
        const label = `${item.type} ${item.id} at ${maxChars}`;
        expect(paging(pages, whole, 0, maxChars), label).toBeNull();
        expect(sectionPreference(pages, whole, maxChars), label).toBeNull();
      }
    }
  });

  describe("a generated test site", () => {
    let dir = "";
    let context: ToolContext;
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), "iam-paging-"));
      await makeTestSite({ out: dir, siteUrl: "http://127.0.0.1:9/site" });
      context = diskToolContext(dir);
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it("pages every long-form item at every budget", async () => {
      for (const summary of sampleLongform()) {
        const whole = await wholeMarkdown(context, summary.type, summary.id);
        expect(whole.length).toBeGreaterThan(MIN_MAX_CHARS);
        for (const maxChars of MAX_CHARS) {
          const pages = await follow(toolPages(context, summary.type, summary.id, maxChars));
          expect(paging(pages, whole, 0, maxChars), `${summary.type} ${summary.id} at ${maxChars}`).toBeNull();
        }
      }
    });
  });

  it("pages long bodies (sample bodies repeated eight times)", async () => {
    for (const item of items) {
      const body = contentBody(repeated(item, 8), SITE_URL);
      for (const maxChars of MAX_CHARS) {
        const pages = await follow(windowPages(body, item.type, maxChars));
        expect(paging(pages, body.markdown, 0, maxChars), `${item.id} ×8 at ${maxChars}`).toBeNull();
        expect(sectionPreference(pages, body.markdown, maxChars), `${item.id} ×8 at ${maxChars}`).toBeNull();
      }
    }
  });

  it("pages one named section to its end, and no further", async () => {
    for (const item of items) {
      const body = contentBody(repeated(item, 3), SITE_URL);
      for (const section of outline(body.markdown)) {
        const inside = body.markdown.slice(0, section.end);
        const pages = await follow(windowPages(body, item.type, 500, section.slug));
        expect(paging(pages, inside, section.start, 500), `${item.id} section ${section.slug}`).toBeNull();
      }
    }
  });

  it("cuts bodies with no boundary to use at a space, or at the budget, never inside a surrogate pair", async () => {
    const words = Array.from({ length: 400 }, (_, n) => `word${n}`).join(" ");
    const unbroken = "🙂".repeat(700);
    const url = `see https://example.com/${"a".repeat(1_500)} there`;
    for (const markdown of [words, unbroken, `x${unbroken}`, url, `\n\n\n${words}\n\n\n`, `## Only\n${words}`]) {
      const body: ContentBody = { type: "guide", id: "g", title: "G", summary: "", markdown, links: {} };
      for (const maxChars of [500, 501, 777]) {
        const pages = await follow(windowPages(body, "guide", maxChars));
        expect(paging(pages, markdown, 0, maxChars), `${JSON.stringify(markdown.slice(0, 20))} at ${maxChars}`).toBeNull();
      }
    }
  });

  it("holds for any markdown made of headings, paragraphs, lists, fences, long lines and emoji (property)", async () => {
    const word = fc.oneof(
      { weight: 8, arbitrary: fc.stringMatching(/^[a-z]{1,12}$/) },
      { weight: 1, arbitrary: fc.constantFrom("🙂", "é", "日本語", "`code`", "[link](https://example.com/x)", "**bold**") },
      { weight: 1, arbitrary: fc.integer({ min: 100, max: 1_200 }).map((n) => "z".repeat(n)) },
    );
    const sentence = fc.array(word, { minLength: 1, maxLength: 60 }).map((w) => w.join(" "));
    const block = fc.oneof(
      {
        weight: 2,
        arbitrary: fc
          .tuple(fc.integer({ min: 1, max: 4 }), sentence)
          .map(([level, text]) => `${"#".repeat(level)} ${[...text].slice(0, 60).join("")}`),
      },
      { weight: 5, arbitrary: fc.array(sentence, { minLength: 1, maxLength: 4 }).map((lines) => lines.join("\n")) },
      { weight: 2, arbitrary: fc.array(sentence, { minLength: 1, maxLength: 8 }).map((lines) => lines.map((l) => `- ${l}`).join("\n")) },
      { weight: 2, arbitrary: fc.array(sentence, { minLength: 0, maxLength: 30 }).map((lines) => ["```ts", ...lines, "```"].join("\n")) },
      { weight: 1, arbitrary: fc.array(sentence, { minLength: 1, maxLength: 6 }).map((lines) => lines.map((l) => `| ${l} |`).join("\n")) },
    );
    const gap = fc.constantFrom("\n", "\n\n", "\n\n\n", "\n \n");
    const markdown = fc
      .array(fc.tuple(block, gap), { minLength: 1, maxLength: 60 })
      .chain((blocks) => fc.tuple(fc.constantFrom("", "\n", "\n\n"), fc.constantFrom("", "\n"), fc.constant(blocks)))
      .map(([lead, tail, blocks]) => lead + blocks.map(([b, g]) => b + g).join("") + tail);
    await fc.assert(
      fc.asyncProperty(markdown, fc.integer({ min: MIN_MAX_CHARS, max: 3_000 }), async (text, maxChars) => {
        const body: ContentBody = { type: "guide", id: "g", title: "G", summary: "", markdown: text, links: {} };
        const pages = await follow(windowPages(body, "guide", maxChars));
        const problem = paging(pages, text, 0, maxChars) ?? sectionPreference(pages, text, maxChars);
        if (problem !== null) throw new Error(problem);
      }),
      { numRuns: 300 },
    );
  });
});
