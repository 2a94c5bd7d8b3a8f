// A long-form item's body as get_content answers it: the item as published (raw and html left out, scheme
// links made absolute), then cut to the part asked for (a section, from an offset, at most maxChars), with
// `truncated` saying how to get the rest.

import { fail, ok, type Result } from "../core/problem";
import { resolveSchemeLinks } from "../site/links";
import type { LongformItem, LongformType } from "../site/types";
import { cutPoint, findSection, outline, type Section } from "./sections";
import { TOOL_VOCABULARY, type CallArgs, type Vocabulary } from "./vocabulary";

/** The tool these windows belong to: its arguments are what the notices name. */
export const GET_CONTENT = "get_content";
// Section names listed in a truncation notice; the full list is in `truncated.sections`.
const NOTICE_SECTIONS = 8;

export interface SectionRef {
  slug: string;
  title: string;
  offset: number;
  chars: number;
}

export interface Truncation {
  notice: string;
  /** Where the returned markdown starts in the whole body. */
  offset: number;
  /** Where to continue (pass as `offset`), or null when this part reaches the end of what was asked. */
  next_offset: number | null;
  total_chars: number;
  sections: SectionRef[];
}

export interface ContentBody {
  type: LongformType;
  id: string;
  title: string;
  summary: string;
  markdown: string;
  links: Record<string, string>;
  truncated?: Truncation;
  [key: string]: unknown;
}

export interface ContentOptions {
  readonly includeHtml?: boolean;
  /** Skills: the complete SKILL.md as skill_md (default true). */
  readonly includeSkillMd?: boolean;
}

/**
 * The item as answered: every field the site publishes for it, in its order, but `raw` (a skill's SKILL.md,
 * answered as skill_md) and `html` (only on request), with the markdown's scheme links made absolute.
 */
export function contentBody(item: LongformItem, siteUrl: string, options: ContentOptions = {}): ContentBody {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item)) {
    if (key === "raw" || key === "html") continue;
    body[key] = key === "markdown" ? resolveSchemeLinks(item.markdown, siteUrl) : value;
  }
  if (options.includeSkillMd !== false && item.type === "skill" && typeof item.raw === "string") body.skill_md = item.raw;
  if (options.includeHtml && typeof item.html === "string") body.html = item.html;
  return body as ContentBody;
}

export interface Window {
  readonly section?: string | undefined;
  readonly offset?: number | undefined;
  readonly maxChars: number;
  /** How next steps are written (default: the tools' own names). */
  readonly vocabulary?: Vocabulary | undefined;
  /** The call as made, for writing it again with another offset or section (default: type and id). */
  readonly call?: CallArgs | undefined;
}

const sectionRef = (s: Section): SectionRef => ({ slug: s.slug, title: s.title, offset: s.start, chars: s.end - s.start });

/**
 * Cuts `body.markdown` to the part asked for: a section, from an offset, at most maxChars, ending where
 * cutPoint says (a heading, paragraph or line break in the upper half of the budget). Adds `truncated`
 * whenever the markdown returned is not the whole body.
 */
export function applyWindow(body: ContentBody, type: LongformType, window: Window): Result<ContentBody> {
  const say = window.vocabulary ?? TOOL_VOCABULARY;
  const arg = (name: string) => say.arg(GET_CONTENT, name);
  const again = (changes: CallArgs) => say.again(GET_CONTENT, window.call ?? { type, id: body.id }, changes);
  const markdown = body.markdown;
  const sections = outline(markdown);
  const choices = (): string => sections.map((s) => s.slug).join(", ") || "(it has no headings)";
  let from = 0;
  let to = markdown.length;
  let chosen: Section | undefined;
  if (window.section !== undefined) {
    chosen = findSection(sections, window.section);
    if (!chosen) return fail("bad_request", `No section "${window.section}" in ${type} ${body.id}; sections: ${choices()}.`);
    from = chosen.start;
    to = chosen.end;
  }
  const start = window.offset ?? from;
  if (start < from || start > to || (start === to && to > from)) {
    const where = chosen ? `section ${chosen.slug} (characters ${from}-${to})` : `the body (${markdown.length} characters)`;
    return fail(
      "bad_request",
      `${arg("offset")} ${start} is outside ${where}; use a truncated.next_offset, or leave ${arg("offset")} out.`,
    );
  }
  const end = cutPoint(markdown, sections, start, to, window.maxChars);
  if (start === 0 && end === markdown.length) return ok(body);
  const rest = sections.filter((s) => s.start >= end && s.start < to && s.level <= 2).map((s) => s.slug);
  const next = end < to ? end : null;
  const shown = chosen ? `section ${chosen.slug}, characters ${start}-${end}` : `characters ${start}-${end}`;
  const steps: string[] = [];
  if (next !== null) steps.push(`To continue, ${again({ offset: next, ...(chosen ? { section: chosen.slug } : {}) })}.`);
  if (rest.length > 0) {
    const listed = `${rest.slice(0, NOTICE_SECTIONS).join(", ")}${rest.length > NOTICE_SECTIONS ? ", ..." : ""}`;
    steps.push(
      `Sections after this part: ${listed}; for one of them alone, ${again({ section: rest[0], offset: undefined })} (or another of those).`,
    );
  }
  const notice =
    steps.length > 0
      ? `Partial body: ${shown} of ${markdown.length}. ${steps.join(" ")}`
      : `Partial body: ${shown} of ${markdown.length} (the whole of what was asked). Leave out ${arg("section")} and ${arg("offset")} for the start of the body.`;
  return ok({
    ...body,
    markdown: markdown.slice(start, end),
    truncated: { notice, offset: start, next_offset: next, total_chars: markdown.length, sections: sections.map(sectionRef) },
  });
}
