// Markdown bodies split on their headings, so long items can be returned a few whole sections at a time.

import { fold, wordsOf } from "../search/api";

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

// A cut never leaves a page shorter than this share of max_chars, unless the page is the last of what was
// asked. An earlier boundary (a heading right at the start, a short first paragraph) would make a stub page
// ("\n" before the first heading); with half, following next_offset takes at most about twice the calls the
// budget allows, and the upper half of a page is still a wide enough window to find a heading or a break.
export const MIN_PAGE_SHARE = 0.5;

const isSpace = (code: number): boolean => code === 32 || code === 9 || code === 10 || code === 13 || code === 12 || code === 11;

/** Index of the first character at or after `from` (before `to`) that is not white space, or `to`. */
function firstText(markdown: string, from: number, to: number): number {
  let at = from;
  while (at < to && isSpace(markdown.charCodeAt(at))) at++;
  return at;
}

/** Index of the last character before `to` (at or after `from`) that is not white space, or `from - 1`. */
function lastText(markdown: string, from: number, to: number): number {
  let at = to - 1;
  while (at >= from && isSpace(markdown.charCodeAt(at))) at--;
  return at;
}

/**
 * Where to stop reading `markdown` from `start` (before `limit`) so at most `maxChars` come back. The cut
 * falls in the upper part of the budget (see MIN_PAGE_SHARE), and never leaves either side of it blank: at
 * the last section (heading) boundary there; failing that, the last paragraph break outside a code fence;
 * then the last line break; then the last space; then exactly at the budget (never inside a surrogate pair).
 */
export function cutPoint(markdown: string, sections: readonly Section[], start: number, limit: number, maxChars: number): number {
  if (limit - start <= maxChars) return limit;
  const budgetEnd = start + maxChars;
  // The page must reach past its leading white space, and the rest must keep the last non-space character.
  let low = Math.max(start + Math.ceil(maxChars * MIN_PAGE_SHARE), firstText(markdown, start, budgetEnd) + 1);
  let high = Math.min(budgetEnd, lastText(markdown, start, limit));
  // Only a run of white space longer than half the budget gets here; any cut that moves on will do.
  if (low > high) {
    low = start + 1;
    high = budgetEnd;
  }
  let section = -1;
  for (const s of sections) if (s.start >= low && s.start <= high && s.start > section) section = s.start;
  if (section !== -1) return section;

  // Line starts in [low, high]: the last one after a blank line outside a fence, and the last one of any kind.
  let paragraph = -1;
  let line = -1;
  let fence: string | null = null;
  let previousBlank = false;
  for (let at = 0; at <= high;) {
    if (at >= low) {
      line = at;
      if (fence === null && previousBlank) paragraph = at;
    }
    const newline = markdown.indexOf("\n", at);
    const text = markdown.slice(at, newline === -1 ? markdown.length : newline);
    const marker = FENCE.exec(text)?.[1];
    if (marker !== undefined) {
      if (fence === null) fence = marker[0]!.repeat(marker.length);
      else if (marker.startsWith(fence)) fence = null;
    }
    previousBlank = text.trim() === "";
    if (newline === -1) break;
    at = newline + 1;
  }
  if (paragraph !== -1) return paragraph;
  if (line !== -1) return line;
  for (let at = high; at >= low; at--) {
    const before = markdown.charCodeAt(at - 1);
    if (before === 32 || before === 9) return at;
  }
  const code = markdown.charCodeAt(high - 1);
  return code >= 0xd800 && code <= 0xdbff && high - 1 > start ? high - 1 : high;
}
