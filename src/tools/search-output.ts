// What the search tool answers: the output and result item types, their JSON Schemas, and a ranked hit or a
// listed doc as a result item (what the site publishes for it, and its score).

import type { DocKind, ReadAs, SearchDoc } from "../search/api";
import type { JsonSchema } from "../schema/json-schema";
import { cardLinks, type EntryCard } from "../site/entry-card";
import { LONGFORM_TYPES, type LongformSummary } from "../site/types";
import { DATA_LABEL_SCHEMA, LINKS_SCHEMA, NOTICE_SCHEMA } from "./schema-parts";

/** The fields of one hit a model needs to choose it; the rest (url, tags, links, dates) stays in structuredContent. */
const HIT_FIELDS = ["type", "id", "name", "summary", "category", "score"] as const;
/** The output's own fields the hit list keeps, in this order. */
const LIST_FIELDS = ["query", "total", "next_offset", "results", "notice", "read_as", "data"] as const;

/** search's compact hit list: every value copied from the structured output. */
export function searchHitList(output: SearchOutput): Record<string, unknown> {
  const list: Record<string, unknown> = {};
  for (const field of LIST_FIELDS) {
    if (output[field] === undefined) continue;
    list[field] =
      field === "results"
        ? output.results.map((hit) => Object.fromEntries(HIT_FIELDS.flatMap((key) => (hit[key] !== undefined ? [[key, hit[key]]] : []))))
        : output[field];
  }
  return list;
}

export const SEARCH_TYPES = ["all", "entry", ...LONGFORM_TYPES] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export interface SearchResultItem {
  type: DocKind;
  id: string;
  name: string;
  summary: string;
  url: string;
  tags: string[];
  score: number;
  links: Record<string, string>;
  category?: string;
  status?: string;
  pricing?: string;
  mcp_endpoint?: string;
  author?: string;
  last_verified?: string;
  entries?: string[];
}

export interface SearchOutput {
  query: string;
  alternatives?: string[];
  similar_to?: string;
  type: SearchType;
  category?: string;
  tags: string[];
  limit: number;
  offset: number;
  total: number;
  next_offset: number | null;
  results: SearchResultItem[];
  notice?: string;
  read_as?: ReadAs[];
  data: Record<string, string>;
}

// The shape of each item is ReadAs (src/search/answer/read-as.ts; docs/search.md, "How a model sees it"). The schema
// names only the type: tools/list has a byte budget (test/mcp/tool-listing.test.ts) with ~60 bytes left when this was
// added, and each item's fields say what they are ({"from": "crashes", "as": ["errors", ...], "by": "vocabulary", ...}).
const READ_AS_SCHEMA: JsonSchema = { type: "array", items: { type: "object" } };

const resultSchema: JsonSchema = {
  type: "object",
  required: ["type", "id", "name", "summary", "url", "tags", "score", "links"],
  properties: {
    type: { type: "string", enum: ["entry", ...LONGFORM_TYPES], description: "entry (directory entry) or a long-form type." },
    id: { type: "string" },
    name: { type: "string" },
    summary: { type: "string" },
    url: { type: "string" },
    tags: { type: "array", items: { type: "string" } },
    score: { type: "number", description: "Relevance; 1 for every item of a listing (no query words)." },
    links: LINKS_SCHEMA,
    category: { type: "string", description: "Entries: category slug." },
    status: { type: "string", description: "Entries, when published: e.g. active, beta, deprecated." },
    pricing: { type: "string", description: "Entries, when published: e.g. free, freemium, paid." },
    mcp_endpoint: { type: "string", description: "Entries with a remote MCP server: its URL (agent_access.mcp_endpoint)." },
    author: { type: "string", description: "Long-form: author." },
    last_verified: { type: "string", description: "Long-form: date last checked." },
    entries: { type: "array", items: { type: "string" }, description: "Long-form: ids of entries it covers." },
  },
};

export const OUTPUT_SCHEMA: JsonSchema = {
  type: "object",
  required: ["query", "type", "tags", "limit", "offset", "total", "next_offset", "results", "data"],
  properties: {
    query: { type: "string" },
    alternatives: { type: "array", items: { type: "string" }, description: "The alternatives searched with the query, as given." },
    similar_to: { type: "string", description: "The entry whose alternatives were ranked (it is left out of the results)." },
    type: { type: "string", enum: SEARCH_TYPES, description: "The type searched: entry when only a category was given." },
    category: { type: "string", description: "Category filter applied (omitted when none)." },
    tags: { type: "array", items: { type: "string" } },
    limit: { type: "integer" },
    offset: { type: "integer" },
    total: { type: "integer", description: "Hits before paging." },
    next_offset: { type: ["integer", "null"], description: "Offset of the next page; null when there is none." },
    results: { type: "array", items: resultSchema },
    notice: NOTICE_SCHEMA,
    read_as: READ_AS_SCHEMA,
    data: DATA_LABEL_SCHEMA,
  },
};

function entryResult(entry: EntryCard, score: number): SearchResultItem {
  const out: SearchResultItem = {
    type: "entry",
    id: entry.id,
    name: entry.name,
    category: entry.category,
    summary: entry.summary,
    url: entry.url,
    tags: entry.tags ?? [],
    score,
    links: cardLinks(entry) ?? {},
  };
  if (entry.status !== undefined) out.status = entry.status;
  if (entry.pricing !== undefined) out.pricing = entry.pricing;
  if (entry.mcp_endpoint !== undefined) out.mcp_endpoint = entry.mcp_endpoint;
  return out;
}

function longformResult(item: LongformSummary, score: number): SearchResultItem {
  const out: SearchResultItem = {
    type: item.type,
    id: item.id,
    name: item.title,
    summary: item.summary,
    url: item.links.html ?? "",
    tags: item.tags,
    score,
    links: item.links,
    entries: item.entries,
  };
  if (item.author !== undefined) out.author = item.author;
  if (item.last_verified !== undefined) out.last_verified = item.last_verified;
  return out;
}

export function docResult(doc: SearchDoc, score: number): SearchResultItem {
  return doc.entry ? entryResult(doc.entry, score) : longformResult(doc.longform!, score);
}
