import { resolveSchemeLinks } from "../catalog/links";
import { LONGFORM_TYPES, type LongformItem, type LongformType } from "../catalog/types";
import { fail, ok } from "../problem";
import type { JsonSchema } from "../schema/json-schema";
import { suggestIds } from "../search/suggest";
import { READ_ONLY, type ToolDefinition } from "./definition";
import { normalizeLookupId } from "./get-entry";
import { dataField, DATA_LABEL_SCHEMA, LINKS_SCHEMA, MAX_LOOKUP_CHARS } from "./shared";

export interface GetContentArgs {
  type: LongformType;
  id: string;
  include_html?: boolean;
}

export interface ContentBody {
  type: LongformType;
  id: string;
  title: string;
  summary: string;
  markdown: string;
  links: Record<string, string>;
  [key: string]: unknown;
}

export interface GetContentOutput {
  content: ContentBody;
  data: Record<string, string>;
}

const inputSchema: JsonSchema = {
  type: "object",
  properties: {
    type: { type: "string", enum: LONGFORM_TYPES, description: "Kind of long-form item.", "x-mcp-header": "Type" },
    id: {
      type: "string",
      minLength: 1,
      maxLength: MAX_LOOKUP_CHARS,
      description: "Item id (kebab-case), as returned by search.",
      "x-mcp-header": "Id",
    },
    include_html: { type: "boolean", default: false, description: "Also return the rendered HTML (large; rarely needed)." },
  },
  required: ["type", "id"],
  additionalProperties: false,
};

const stringList: JsonSchema = { type: "array", items: { type: "string" } };

const outputSchema: JsonSchema = {
  type: "object",
  required: ["content", "data"],
  properties: {
    content: {
      type: "object",
      required: ["type", "id", "title", "summary", "markdown", "links"],
      properties: {
        type: { type: "string", enum: LONGFORM_TYPES },
        id: { type: "string" },
        title: { type: "string" },
        summary: { type: "string" },
        author: { type: "string" },
        tags: stringList,
        published: { type: "string" },
        updated: { type: "string" },
        last_verified: { type: "string" },
        difficulty: { type: "string" },
        time_estimate: { type: "string" },
        prerequisites: stringList,
        entries: { ...stringList, description: "Ids of directory entries it covers (get_entry)." },
        front_matter: { type: "object" },
        markdown: { type: "string", description: "Body; cross-references are absolute URLs." },
        comparison: {
          type: "object",
          description: "Comparisons: criteria, table (one row per subject) and verdict.",
          properties: { criteria: stringList, table: { type: "array", items: { type: "object" } }, verdict: { type: "string" } },
        },
        stack: {
          type: "object",
          description: "Stacks: use case and components (role, entry, why).",
          properties: { use_case: { type: "string" }, components: { type: "array", items: { type: "object" } } },
        },
        skill_md: { type: "string", description: "Skills: the complete SKILL.md." },
        links: LINKS_SCHEMA,
        html: { type: "string" },
      },
    },
    data: DATA_LABEL_SCHEMA,
  },
};

const SUMMARY_FIELDS = [
  "author",
  "tags",
  "published",
  "updated",
  "last_verified",
  "difficulty",
  "time_estimate",
  "prerequisites",
  "entries",
  "front_matter",
] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The item as answered: metadata, resolved markdown, links, and the block of its type. */
export function contentBody(item: LongformItem, siteUrl: string, includeHtml: boolean): ContentBody {
  const body: ContentBody = {
    type: item.type,
    id: item.id,
    title: item.title,
    summary: item.summary,
    markdown: resolveSchemeLinks(item.markdown, siteUrl),
    links: item.links,
  };
  for (const field of SUMMARY_FIELDS) {
    if (item[field] !== undefined && item[field] !== null) body[field] = item[field];
  }
  const comparison = item.comparison;
  if (item.type === "comparison" && isRecord(comparison)) {
    body.comparison = { criteria: comparison.criteria ?? [], table: comparison.table ?? [], verdict: comparison.verdict ?? "" };
  }
  const stack = item.stack;
  if (item.type === "stack" && isRecord(stack)) {
    body.stack = { use_case: stack.use_case ?? "", components: stack.components ?? [] };
  }
  if (item.type === "skill" && typeof item.raw === "string") body.skill_md = item.raw;
  if (includeHtml && typeof item.html === "string") body.html = item.html;
  return body;
}

export const getContentTool: ToolDefinition<GetContentArgs, GetContentOutput> = {
  name: "get_content",
  title: "Get a guide, comparison, stack or skill",
  description:
    "One long-form item by type and id, with its markdown body and metadata: guides (steps), comparisons (criteria, table, verdict), stacks (components and why), skills (the full SKILL.md plus zip and SKILL.md links). Find ids with search (type guide, comparison, stack or skill). An unknown id returns an error listing close ids. Set include_html only when you need the rendered page.",
  inputSchema,
  outputSchema,
  annotations: READ_ONLY,
  async run(args, context) {
    const snapshot = await context.catalogue();
    if (!snapshot.ok) return snapshot;
    const { catalogue } = snapshot.value;
    const id = normalizeLookupId(args.id);
    const summary = catalogue.longformItem(args.type, id);
    if (!summary) {
      if (!catalogue.longformAvailable) {
        return fail(
          "upstream_error",
          "The long-form index (guides, comparisons, stacks, skills) could not be loaded from the site just now. Try again in a few minutes; directory entries still work.",
        );
      }
      const otherType = LONGFORM_TYPES.find((type) => type !== args.type && catalogue.longformItem(type, id));
      if (otherType) {
        return fail(
          "not_found",
          `No ${args.type} "${args.id}", but there is a ${otherType} with that id: call again with type ${otherType}.`,
          [id],
        );
      }
      const suggestions = suggestIds(catalogue.search, args.id, [args.type]);
      return fail(
        "not_found",
        `No published ${args.type} with id "${args.id}".${suggestions.length ? ` Did you mean ${suggestions.join(", ")}?` : ` Use search with type ${args.type} to list them.`}`,
        suggestions,
      );
    }
    const item = await context.longformItem(snapshot.value, args.type, id);
    if (!item.ok) return item;
    return ok({
      content: contentBody(item.value.item, catalogue.siteUrl, args.include_html === true),
      data: dataField(item.value.label),
    });
  },
  usage(args) {
    return {
      ...(typeof args.type === "string" ? { typeFilter: args.type } : {}),
      ...(typeof args.id === "string" ? { targetId: args.id } : {}),
    };
  },
};
