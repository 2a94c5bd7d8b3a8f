// The get_entry tool: one directory entry by id, with install snippets for remote MCP servers; a miss lists
// close ids (search/api.ts suggestIds).

import type { Entry } from "../site/types";
import { ok } from "../core/problem";
import type { JsonSchema } from "../schema/json-schema";
import { suggestIds } from "../search/api";
import { READ_ONLY, type ToolDefinition } from "./definition";
import { installSnippets, INSTALL_SCHEMA, type InstallSnippets } from "./install";
import { dataLabelField, notFound, sampleMiss } from "./outcomes";
import { DATA_LABEL_SCHEMA, LINKS_SCHEMA, NOTICE_SCHEMA, lookupString, STRING_LIST, stringFields, argumentsSchema } from "./schema-parts";
import { vocabularyOf } from "./vocabulary";

/** Related entries linked after the record: entries list a handful (4 at most today); more would crowd the answer. */
const MAX_RELATED_LINKS = 10;

export interface GetEntryArgs {
  id: string;
}

export interface GetEntryOutput {
  entry: Entry;
  install?: InstallSnippets;
  notice?: string;
  data: Record<string, string>;
}

const inputSchema = argumentsSchema(
  {
    id: lookupString("Entry id (kebab-case, e.g. playwright-mcp), as returned by search."),
  },
  ["id"],
);

const entrySchema: JsonSchema = {
  type: "object",
  description: "The entry as published (https://indexagentica.com/schema/entry.schema.json), plus links and long-form back-references.",
  required: ["id", "name", "category", "summary", "url"],
  properties: {
    ...stringFields("id", "name", "category", "summary"),
    description: { type: "string", description: "Markdown." },
    ...stringFields("url", "repo", "docs"),
    tags: STRING_LIST,
    ...stringFields("license", "pricing", "status"),
    agent_access: {
      type: "object",
      description: "How an agent reaches it.",
      properties: {
        ...stringFields("llms_txt", "openapi"),
        mcp_endpoint: { type: "string", description: "Remote MCP server URL." },
        ...stringFields("auth", "notes"),
      },
    },
    related: { ...STRING_LIST, description: "Ids of related entries." },
    sources: { ...STRING_LIST, description: "Where the facts were checked." },
    ...stringFields("added", "updated", "last_verified", "submitted_by", "maintainer"),
    longform: {
      type: "array",
      description: "Guides, comparisons, stacks and skills that cite this entry.",
      items: { type: "object", required: ["type", "id", "title"], properties: stringFields("type", "id", "title", "url", "json") },
    },
    links: LINKS_SCHEMA,
  },
};

const outputSchema: JsonSchema = {
  type: "object",
  required: ["entry", "data"],
  properties: { entry: entrySchema, install: INSTALL_SCHEMA, notice: NOTICE_SCHEMA, data: DATA_LABEL_SCHEMA },
};

/** An id's words, as a query that may find what was meant ("does-not-exist" → "does not exist"). */
export function idWords(id: string): string {
  return id.replace(/[-_]+/g, " ").trim();
}

/** Case and surrounding space are forgiven; anything else is a miss with suggestions. */
export function normalizeLookupId(raw: string): string {
  return raw.trim().toLowerCase();
}

export const getEntryTool: ToolDefinition<GetEntryArgs, GetEntryOutput> = {
  name: "get_entry",
  title: "Get a directory entry",
  description:
    "The full record of one directory entry by id: summary, description, url, repo and docs links, tags, license, pricing, status, agent access (llms.txt, OpenAPI, MCP endpoint, auth), related entry ids and the long-form items that cite it; remote MCP servers add install (config for Claude Code, Cursor, VS Code, Cline, Windsurf, Codex). Use search first when you do not know the id. An unknown id returns an error listing close ids to retry with.",
  inputSchema,
  outputSchema,
  annotations: READ_ONLY,
  caseInsensitive: ["id"],
  quotesDirectoryText: true,
  namedItems: (output) => (output.entry.related ?? []).slice(0, MAX_RELATED_LINKS).map((id) => ({ type: "entry", id })),
  async run(args, context) {
    const snapshot = await context.catalogue();
    if (!snapshot.ok) return snapshot;
    const { catalogue, label } = snapshot.value;
    const id = normalizeLookupId(args.id);
    const found = await context.fullEntry(snapshot.value, id);
    if (!found.ok) return found;
    if (!found.value) {
      if (label.source === "sample") return sampleMiss(`entry "${id}"`);
      const suggestions = suggestIds(catalogue.search, args.id, ["entry"]);
      const next = suggestions.length
        ? ` Did you mean ${suggestions.join(", ")}?`
        : ` Use ${vocabularyOf(context).call("search", { query: idWords(id) })} to find the id.`;
      return notFound(`No entry with id "${args.id}".${next}`, suggestions);
    }
    // The record's own label: a stale copy of its file says so even while the catalogue is live.
    const { entry, label: entryLabel } = found.value;
    const install = installSnippets(entry);
    return ok({ entry, ...(install ? { install } : {}), data: dataLabelField(entryLabel) });
  },
  usage(args) {
    return typeof args.id === "string" ? { targetId: args.id } : {};
  },
};
