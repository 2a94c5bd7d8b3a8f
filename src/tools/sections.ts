// Markdown bodies split on their headings, so long items can be returned a few whole sections at a time.

import { fold, wordsOf } from "../search/text";

export interface Section {
  /** Heading text as written (the introduction before the first heading is "Introduction"). */
  readonly title: string;
  /** Unique within the body: the heading's words joined by "-", numbered on repeats. */
  readonly slug: string;
  /** 1-6 for headings, 0 for the introduction. */
  readonly level: number;
  /** Character offset where the section (its heading line) starts. */
  readonly start: number;
  /** Where it ends, subsections included: the next heading of the same or a higher level, or the end. */
  readonly end: number;
}

const HEADING = /^(#{1,6})[ \t]+(.+?)[ \t#]*$/;
const FENCE = /^[ \t]{0,3}(`{3,}|~{3,})/;
export const INTRODUCTION_SLUG = "introduction";

/** Headings outside code fences, in order, with where each section starts and ends. */
export function outline(markdown: string): Section[] {
  const found: { title: string; level: number; start: number }[] = [];
  let fence: string | null = null;
  let at = 0;
  for (const line of markdown.split("\n")) {
    const marker = FENCE.exec(line)?.[1];
    if (marker !== undefined) {
      if (fence === null) fence = marker[0]!.repeat(marker.length);
      else if (marker.startsWith(fence)) fence = null;
    } else if (fence === null) {
      const heading = HEADING.exec(line);
      if (heading) found.push({ title: heading[2]!, level: heading[1]!.length, start: at });
    }
    at += line.length + 1;
  }
  const sections: Section[] = [];
  const used = new Map<string, number>();
  const firstStart = found[0]?.start ?? markdown.length;
  if (markdown.slice(0, firstStart).trim() !== "") {
    sections.push({ title: "Introduction", slug: INTRODUCTION_SLUG, level: 0, start: 0, end: firstStart });
    used.set(INTRODUCTION_SLUG, 1);
  }
  found.forEach((heading, i) => {
    let end = markdown.length;
    for (let j = i + 1; j < found.length; j++) {
      if (found[j]!.level <= heading.level) {
        end = found[j]!.start;
        break;
      }
    }
    const base = wordsOf(fold(heading.title)).join("-") || "section";
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    sections.push({
      title: heading.title,
      slug: seen === 0 ? base : `${base}-${seen + 1}`,
      level: heading.level,
      start: heading.start,
      end,
    });
  });
  return sections;
}

/** The section a caller named: by slug, or by its heading text in any case. */
export function findSection(sections: readonly Section[], asked: string): Section | undefined {
  const wanted = wordsOf(fold(asked)).join("-");
  return sections.find((s) => s.slug === asked) ?? sections.find((s) => s.slug === wanted);
}

/** True when `offset` falls inside a fenced code block (a cut there would break the block). */
function insideFence(markdown: string, offset: number): boolean {
  let fence: string | null = null;
  for (const line of markdown.slice(0, offset).split("\n")) {
    const marker = FENCE.exec(line)?.[1];
    if (marker === undefined) continue;
    if (fence === null) fence = marker[0]!.repeat(marker.length);
    else if (marker.startsWith(fence)) fence = null;
  }
  return fence !== null;
}

/**
 * Where to stop reading `markdown` from `start` (before `limit`) so at most `maxChars` come back: at the
 * last section boundary that fits; failing that (one section longer than the budget), at the last
 * paragraph break outside a code fence, then the last line break, then exactly at the budget.
 */
export function cutPoint(markdown: string, sections: readonly Section[], start: number, limit: number, maxChars: number): number {
  const budgetEnd = start + maxChars;
  if (limit <= budgetEnd) return limit;
  let best = -1;
  for (const section of sections) {
    if (section.start > start && section.start <= budgetEnd && section.start < limit) best = Math.max(best, section.start);
  }
  if (best > start) return best;
  let paragraph = markdown.lastIndexOf("\n\n", budgetEnd - 2);
  while (paragraph > start && insideFence(markdown, paragraph)) paragraph = markdown.lastIndexOf("\n\n", paragraph - 1);
  if (paragraph > start) return paragraph + 2;
  const line = markdown.lastIndexOf("\n", budgetEnd - 1);
  if (line > start) return line + 1;
  // Never split a surrogate pair.
  const code = markdown.charCodeAt(budgetEnd - 1);
  return code >= 0xd800 && code <= 0xdbff ? budgetEnd - 1 : budgetEnd;
}
