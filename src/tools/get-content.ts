// The get_content tool: one guide, comparison, stack or skill by type and id, fetched on demand
// (catalog/longform-items.ts) and windowed (content-window.ts); a miss lists close ids or the type it has.

import { MAX_ITEM_BYTES } from "../catalog/longform-items";
import { LONGFORM_TYPES, type LongformType } from "../site/types";
import { fail, ok } from "../core/problem";
import type { JsonSchema } from "../schema/json-schema";
import { suggestIds } from "../search/api";
import { READ_ONLY, type ToolDefinition } from "./definition";
import { idWords, normalizeLookupId } from "./get-entry";
import { applyWindow, contentBody, GET_CONTENT, type ContentBody } from "./content-window";
import { dataLabelField, notFound, sampleMiss } from "./outcomes";
import {
  DATA_LABEL_SCHEMA,
  LONGFORM_SUMMARY_PROPERTIES,
  NOTICE_SCHEMA,
  INTEGER,
  lookupString,
  STRING,
  STRING_LIST,
  argumentsSchema,
} from "./schema-parts";
import { vocabularyOf, type CallArgs } from "./vocabulary";

// About 4,000 tokens of English markdown: with the metadata and a comparison table the whole answer stays
// within ~6,000 tokens. Every published item today is shorter, so this only bites on future long ones.
// MCP pages by default (a model's context is the cost); REST returns the whole body unless asked for less,
// as the live service always did.
export const DEFAULT_MAX_CHARS = 16_000;
// Less than this is not a useful read; a caller wanting one section asks for it by name.
export const MIN_MAX_CHARS = 500;
// The largest item file the Worker accepts is 2 MiB; no single answer needs more than this of it.
export const MAX_MAX_CHARS = 200_000;

export interface GetContentArgs {
  type: LongformType;
  id: string;
  include_html?: boolean;
  include_skill_md?: boolean;
  max_chars?: number;
  section?: string;
  offset?: number;
}

export interface GetContentOutput {
  content: ContentBody;
  notice?: string;
  data: Record<string, string>;
}

const inputSchema = argumentsSchema(
  {
    type: { type: "string", enum: LONGFORM_TYPES, description: "Kind of long-form item." },
    id: lookupString("Item id (kebab-case), as returned by search."),
    max_chars: {
      type: "integer",
      minimum: MIN_MAX_CHARS,
      maximum: MAX_MAX_CHARS,
      default: DEFAULT_MAX_CHARS,
      description: "Most markdown characters to return; longer bodies are cut at a heading or a break (see truncated).",
    },
    section: lookupString("Return only this section (slug or heading text, from truncated.sections)."),
    offset: { type: "integer", minimum: 0, maximum: MAX_ITEM_BYTES, description: "Start the markdown here (a truncated.next_offset)." },
    include_skill_md: {
      type: "boolean",
      default: true,
      description: "Skills: false leaves out skill_md (the complete SKILL.md, which repeats the body).",
    },
    include_html: { type: "boolean", default: false, description: "Also return the rendered HTML (large; rarely needed)." },
  },
  ["type", "id"],
);

const truncationSchema: JsonSchema = {
  type: "object",
  description: "Present when markdown is only part of the body: how to get the rest.",
  required: ["notice", "offset", "next_offset", "total_chars", "sections"],
  properties: {
    notice: STRING,
    offset: INTEGER,
    next_offset: { type: ["integer", "null"], description: "Pass as offset to continue; null at the end." },
    total_chars: INTEGER,
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
        prerequisites: STRING_LIST,
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

export const getContentTool: ToolDefinition<GetContentArgs, GetContentOutput> = {
  name: GET_CONTENT,
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
    return ok({ content: windowed.value, data: dataLabelField(item.value.label) });
  },
  usage(args) {
    return {
      ...(typeof args.type === "string" ? { typeFilter: args.type } : {}),
      ...(typeof args.id === "string" ? { targetId: args.id } : {}),
    };
  },
};
