import { resolveSchemeLinks } from "../site/links";
import { MAX_ITEM_BYTES } from "../catalog/longform-items";
import { LONGFORM_TYPES, type LongformItem, type LongformType } from "../site/types";
import { fail, ok, type Result } from "../core/problem";
import type { JsonSchema } from "../schema/json-schema";
import { suggestIds } from "../search/api";
import { READ_ONLY, type ToolDefinition } from "./definition";
import { idWords, normalizeLookupId } from "./get-entry";
import { cutPoint, findSection, outline, type Section } from "./sections";
import { dataField, DATA_LABEL_SCHEMA, LONGFORM_SUMMARY_PROPERTIES, MAX_LOOKUP_CHARS, notFound, NOTICE_SCHEMA, sampleMiss } from "./shared";
import { TOOL_VOCABULARY, vocabularyOf, type CallArgs, type Vocabulary } from "./vocabulary";

// About 4,000 tokens of English markdown: with the metadata and a comparison table the whole answer stays
// within ~6,000 tokens. Every published item today is shorter, so this only bites on future long ones.
// MCP pages by default (a model's context is the cost); REST returns the whole body unless asked for less,
// as the live service always did.
export const DEFAULT_MAX_CHARS = 16_000;
// Less than this is not a useful read; a caller wanting one section asks for it by name.
export const MIN_MAX_CHARS = 500;
// The largest item file the Worker accepts is 2 MiB; no single answer needs more than this of it.
export const MAX_MAX_CHARS = 200_000;
// Section names listed in a truncation notice; the full list is in `truncated.sections`.
const NOTICE_SECTIONS = 8;

export interface GetContentArgs {
  type: LongformType;
  id: string;
  include_html?: boolean;
  include_skill_md?: boolean;
  max_chars?: number;
  section?: string;
  offset?: number;
}

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

export interface GetContentOutput {
  content: ContentBody;
  notice?: string;
  data: Record<string, string>;
}

const inputSchema: JsonSchema = {
  type: "object",
  properties: {
    type: { type: "string", enum: LONGFORM_TYPES, description: "Kind of long-form item." },
    id: {
      type: "string",
      minLength: 1,
      maxLength: MAX_LOOKUP_CHARS,
      description: "Item id (kebab-case), as returned by search.",
    },
    max_chars: {
      type: "integer",
      minimum: MIN_MAX_CHARS,
      maximum: MAX_MAX_CHARS,
      default: DEFAULT_MAX_CHARS,
      description: "Most markdown characters to return; longer bodies are cut at a heading or a break (see truncated).",
    },
    section: {
      type: "string",
      minLength: 1,
      maxLength: MAX_LOOKUP_CHARS,
      description: "Return only this section (slug or heading text, from truncated.sections).",
    },
    offset: { type: "integer", minimum: 0, maximum: MAX_ITEM_BYTES, description: "Start the markdown here (a truncated.next_offset)." },
    include_skill_md: {
      type: "boolean",
      default: true,
      description: "Skills: false leaves out skill_md (the complete SKILL.md, which repeats the body).",
    },
    include_html: { type: "boolean", default: false, description: "Also return the rendered HTML (large; rarely needed)." },
  },
  required: ["type", "id"],
  additionalProperties: false,
};

const stringList: JsonSchema = { type: "array", items: { type: "string" } };

const truncationSchema: JsonSchema = {
  type: "object",
  description: "Present when markdown is only part of the body: how to get the rest.",
  required: ["notice", "offset", "next_offset", "total_chars", "sections"],
  properties: {
    notice: { type: "string" },
    offset: { type: "integer" },
    next_offset: { type: ["integer", "null"], description: "Pass as offset to continue; null at the end." },
    total_chars: { type: "integer" },
    sections: { type: "array", items: { type: "object" }, description: "{slug, title, offset, chars} each; pass a slug as section." },
  },
};

const anyList: JsonSchema = { type: "array", items: {} };

const outputSchema: JsonSchema = {
  type: "object",
  required: ["content", "data"],
  properties: {
    content: {
      type: "object",
      description: "The item as the site publishes it (api/longform/<route>/<id>.json) without raw and html, plus the fields below.",
      required: ["type", "id", "title", "summary", "markdown", "links"],
      properties: {
        ...LONGFORM_SUMMARY_PROPERTIES,
        status: { type: "string" },
        prerequisites: stringList,
        entries_detail: { ...anyList, description: "The entries it covers: id, name, summary, url, json each." },
        related: { ...anyList, description: "Related long-form items: type, id, title, url, json each." },
        sources: { ...anyList, description: "Where the facts were checked: title, url, accessed each." },
        front_matter: { type: "object", description: "The source file's front matter, whole." },
        markdown: { type: "string", description: "Body; cross-references are absolute URLs." },
        truncated: truncationSchema,
        comparison: {
          type: "object",
          description: "Comparisons: subjects, criteria, rows and table (one row per subject), verdict.",
          properties: {
            subjects: anyList,
            criteria: anyList,
            rows: { type: "object", description: "Subject id → {criterion: value}." },
            table: { type: "array", items: { type: "object" } },
            verdict: { type: "string" },
          },
        },
        stack: {
          type: "object",
          description: "Stacks: use case and components (role, entry, why).",
          properties: { use_case: { type: "string" }, components: { type: "array", items: { type: "object" } } },
        },
        skill: {
          type: "object",
          description: "Skills: name, description, license, compatibility, version, files, and the skill_md and zip URLs.",
          properties: {
            name: { type: "string" },
            description: { type: "string" },
            license: { type: "string" },
            compatibility: { type: "string" },
            version: { type: "string" },
            files: anyList,
            skill_md: { type: "string" },
            zip: { type: "string" },
          },
        },
        skill_md: { type: "string", description: "Skills: the complete SKILL.md (left out with include_skill_md false)." },
        html: { type: "string", description: "With include_html: the rendered body." },
      },
    },
    notice: NOTICE_SCHEMA,
    data: DATA_LABEL_SCHEMA,
  },
};

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
  const arg = (name: string) => say.arg(getContentTool.name, name);
  const again = (changes: CallArgs) => say.again(getContentTool.name, window.call ?? { type, id: body.id }, changes);
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

export const getContentTool: ToolDefinition<GetContentArgs, GetContentOutput> = {
  name: "get_content",
  title: "Get a guide, comparison, stack or skill",
  description:
    "One long-form item by type and id, with its markdown body and metadata: guides (steps), comparisons (criteria, table, verdict), stacks (components and why), skills (instructions, the full SKILL.md as skill_md, zip link). Find ids with search (type guide, comparison, stack or skill). Bodies over 16,000 characters come back a few whole sections at a time (max_chars sets the size): truncated then lists the sections and the offset to continue from. An unknown id returns an error listing close ids.",
  inputSchema,
  outputSchema,
  annotations: READ_ONLY,
  caseInsensitive: ["type", "id"],
  quotesDirectoryText: true,
  preflight(args, say) {
    if (args.type !== "entry") return null;
    const id = typeof args.id === "string" ? normalizeLookupId(args.id) : undefined;
    return `${say.operation("get_content")} serves guides, comparisons, stacks and skills; for a directory entry use ${say.call("get_entry", { id })}.`;
  },
  async run(args, context) {
    const say = vocabularyOf(context);
    const snapshot = await context.catalogue();
    if (!snapshot.ok) return snapshot;
    const { catalogue, label } = snapshot.value;
    const id = normalizeLookupId(args.id);
    const call: CallArgs = { ...args, id };
    const summary = catalogue.longformItem(args.type, id);
    if (!summary) {
      if (!catalogue.longformAvailable) {
        return fail(
          "upstream_error",
          "The long-form index (guides, comparisons, stacks, skills) could not be loaded from the site just now. Try again in a few minutes; directory entries still work.",
        );
      }
      if (label.source === "sample") return sampleMiss(`${args.type} "${id}"`);
      const suggestions = suggestIds(catalogue.search, args.id, [args.type]);
      const otherType = LONGFORM_TYPES.find((type) => type !== args.type && catalogue.longformItem(type, id));
      if (otherType) {
        return notFound(
          `No ${args.type} "${id}": it is a ${otherType}, so ${say.again("get_content", call, { type: otherType })}.`,
          suggestions,
          otherType,
        );
      }
      const next = suggestions.length
        ? ` Did you mean ${suggestions.join(", ")}?`
        : ` Use ${say.call("search", { query: idWords(id), type: args.type })} to find it.`;
      return notFound(`No published ${args.type} with id "${args.id}".${next}`, suggestions);
    }
    const item = await context.longformItem(snapshot.value, args.type, id);
    if (!item.ok) return item;
    const body = contentBody(item.value.item, catalogue.siteUrl, {
      includeHtml: args.include_html === true,
      includeSkillMd: args.include_skill_md !== false,
    });
    // REST answers the whole body unless asked for a part; MCP pages it (see DEFAULT_MAX_CHARS).
    const partAsked = args.max_chars !== undefined || args.section !== undefined || args.offset !== undefined;
    const windowed = applyWindow(body, args.type, {
      section: args.section,
      offset: args.offset,
      maxChars: args.max_chars ?? (partAsked || context.surface !== "rest" ? DEFAULT_MAX_CHARS : Infinity),
      vocabulary: say,
      call,
    });
    if (!windowed.ok) return windowed;
    return ok({ content: windowed.value, data: dataField(item.value.label) });
  },
  usage(args) {
    return {
      ...(typeof args.type === "string" ? { typeFilter: args.type } : {}),
      ...(typeof args.id === "string" ? { targetId: args.id } : {}),
    };
  },
};
