// REST routes that run a tool: which query and path parameters map to which tool arguments.
// The router and the OpenAPI document both read this table, so they cannot disagree.

import type { AnyTool } from "../tools/definition";
import { getContentTool } from "../tools/get-content";
import { getEntryTool } from "../tools/get-entry";
import { listCategoriesTool } from "../tools/list-categories";
import { listContentOperation } from "../tools/list-content";
import { listEntriesOperation } from "../tools/list-entries";
import { searchTool } from "../tools/search";

/**
 * How a query string value becomes an argument: as text, a whole number, a flag, a comma list, or a list of
 * whole values, one per repetition of the parameter (texts that may hold commas: `alt=a&alt=b`).
 */
export type ParamKind = "string" | "integer" | "boolean" | "list" | "repeated";

export interface QueryParam {
  /** Preferred name in URLs and the OpenAPI document. */
  readonly name: string;
  readonly aliases?: readonly string[];
  /** The tool argument it fills. */
  readonly arg: string;
  readonly kind: ParamKind;
}

export interface RestOperation {
  /** OpenAPI path template, also the normalized endpoint for usage logging. */
  readonly path: string;
  readonly tool: AnyTool;
  readonly query: readonly QueryParam[];
  /** Path parameters, in order, each filling the argument of the same name. */
  readonly pathParams: readonly string[];
  /** Accept "<last param>.json" as well (the site's own URL style). */
  readonly jsonSuffix: boolean;
  readonly summary: string;
  /**
   * The tool output member REST returns at the top level (the live service's bodies are the entry or item
   * itself); the output's other members (`data`, `install`, `notice`) sit beside its fields.
   */
  readonly unwrap?: "entry" | "content";
  /** operationId in /openapi.json (the live service's names on its paths; clients generate method names from them). */
  readonly operationId: string;
}

export const REST_OPERATIONS: readonly RestOperation[] = [
  {
    path: "/search",
    tool: searchTool as unknown as AnyTool,
    query: [
      { name: "q", aliases: ["query"], arg: "query", kind: "string" },
      { name: "alt", aliases: ["alternatives"], arg: "alternatives", kind: "repeated" },
      { name: "similar_to", arg: "similar_to", kind: "string" },
      { name: "type", arg: "type", kind: "string" },
      { name: "category", arg: "category", kind: "string" },
      { name: "tags", aliases: ["tag"], arg: "tags", kind: "list" },
      { name: "limit", arg: "limit", kind: "integer" },
      { name: "offset", arg: "offset", kind: "integer" },
    ],
    pathParams: [],
    jsonSuffix: false,
    summary: "Ranked search over entries and long-form items",
    operationId: "search",
  },
  {
    path: "/entries",
    tool: listEntriesOperation as unknown as AnyTool,
    query: [],
    pathParams: [],
    jsonSuffix: false,
    summary: "Every entry id",
    operationId: "listEntries",
  },
  {
    path: "/entries/{id}",
    tool: getEntryTool as unknown as AnyTool,
    query: [],
    pathParams: ["id"],
    jsonSuffix: true,
    summary: "One full entry",
    unwrap: "entry",
    operationId: "getEntry",
  },
  {
    path: "/content",
    tool: listContentOperation as unknown as AnyTool,
    query: [{ name: "type", arg: "type", kind: "string" }],
    pathParams: [],
    jsonSuffix: false,
    summary: "Published long-form items (metadata)",
    operationId: "listContent",
  },
  {
    path: "/content/{type}/{id}",
    tool: getContentTool as unknown as AnyTool,
    query: [
      { name: "max_chars", arg: "max_chars", kind: "integer" },
      { name: "section", arg: "section", kind: "string" },
      { name: "offset", arg: "offset", kind: "integer" },
      { name: "include_skill_md", arg: "include_skill_md", kind: "boolean" },
      { name: "include_html", arg: "include_html", kind: "boolean" },
    ],
    pathParams: ["type", "id"],
    jsonSuffix: true,
    summary: "One guide, comparison, stack or skill",
    unwrap: "content",
    operationId: "getContent",
  },
  {
    path: "/categories",
    tool: listCategoriesTool as unknown as AnyTool,
    query: [],
    pathParams: [],
    jsonSuffix: false,
    summary: "Categories with entry counts",
    operationId: "listCategories",
  },
];
