// The registry routes in /openapi.json: the MCP Registry API's parameters (v0.1) and our extensions, and the
// response schemas of what these routes send (server.json 2025-12-11 as we fill it, the registry `_meta`,
// problem details), named in the document's components under the MCP Registry OpenAPI's own names. The contract
// tests check every answer against them.

import { bodyOf, jsonBody, RATE_LIMIT_HEADERS } from "../http/openapi-fragments";
import type { OpenApiOperation } from "../routing/route";
import { MAX_QUERY_CHARS } from "../tools/schema-parts";
import { PROBLEM_CONTENT_TYPE } from "./problem";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./query";
import { AUTH_KINDS, DIRECTORY_META_KEY, MAX_DESCRIPTION_CHARS, OFFICIAL_META_KEY, REGISTRY_NAMESPACE } from "./server-item";

/** OpenAPI 3.1 schemas (JSON Schema 2020-12, `$ref`s into the components included): data for the document. */
type JsonSchema = Readonly<Record<string, unknown>>;

const text: JsonSchema = { type: "string" };

function ref(name: string): JsonSchema {
  return { $ref: `#/components/schemas/${name}` };
}
const url: JsonSchema = { type: "string", format: "uri" };

const ENTRY_REF: JsonSchema = {
  type: "object",
  required: ["id", "name", "category", "page", "json"],
  properties: { id: text, name: text, category: text, page: url, json: url },
};

const SERVER_SCHEMA: JsonSchema = {
  type: "object",
  description: "A server.json (MCP Registry schema 2025-12-11) with what the directory publishes; no packages, headers or variables.",
  required: ["name", "title", "description", "version", "remotes"],
  properties: {
    name: {
      type: "string",
      minLength: 3,
      maxLength: 200,
      pattern: "^[a-zA-Z0-9.-]+/[a-zA-Z0-9._-]+$",
      description: `${REGISTRY_NAMESPACE}/<entry id>.`,
    },
    title: { type: "string", minLength: 1, maxLength: 100 },
    description: {
      type: "string",
      minLength: 1,
      maxLength: MAX_DESCRIPTION_CHARS,
      description: "The entry's summary, cut at a word boundary.",
    },
    version: { type: "string", maxLength: 255, description: "YYYY.M.D of the newest update among the entries naming the endpoint." },
    websiteUrl: url,
    repository: { type: "object", required: ["url", "source"], properties: { url, source: text } },
    remotes: {
      type: "array",
      minItems: 1,
      maxItems: 1,
      items: {
        type: "object",
        required: ["type", "url"],
        properties: { type: { type: "string", enum: ["streamable-http", "sse"] }, url: { type: "string", pattern: "^https?://[^\\s]+$" } },
      },
    },
  },
};

const ITEM_SCHEMA: JsonSchema = {
  type: "object",
  required: ["server", "_meta"],
  properties: {
    server: ref("ServerDetail"),
    _meta: {
      type: "object",
      required: [OFFICIAL_META_KEY, DIRECTORY_META_KEY],
      properties: {
        [OFFICIAL_META_KEY]: {
          type: "object",
          required: ["status", "isLatest"],
          additionalProperties: false,
          properties: {
            status: { type: "string", enum: ["active", "deprecated", "deleted"] },
            publishedAt: { type: "string", format: "date-time", description: "The earliest `added` of the entries naming the endpoint." },
            updatedAt: { type: "string", format: "date-time", description: "The newest `updated`." },
            isLatest: { type: "boolean" },
          },
        },
        [DIRECTORY_META_KEY]: {
          type: "object",
          description: "The directory's own metadata (an extension in our namespace).",
          required: ["id", "category", "tags", "summary", "page", "json", "other_entries"],
          properties: {
            id: text,
            category: text,
            tags: { type: "array", items: text },
            summary: { ...text, description: "The whole summary (the description is cut at 100 characters)." },
            status: { ...text, description: "The entry's own status (active, beta, deprecated, unknown)." },
            auth: { type: "string", enum: [...AUTH_KINDS], description: "How the endpoint authenticates, when the directory says." },
            notes: text,
            last_verified: { type: "string", format: "date" },
            page: url,
            json: url,
            other_entries: { type: "array", items: ENTRY_REF, description: "Other directory entries naming the same endpoint." },
          },
        },
      },
    },
  },
};

const LIST_SCHEMA: JsonSchema = {
  type: "object",
  required: ["servers", "metadata"],
  properties: {
    servers: { type: "array", items: ref("ServerResponse") },
    metadata: {
      type: "object",
      required: ["count"],
      properties: {
        count: { type: "integer", minimum: 0, description: "Servers on this page." },
        nextCursor: {
          type: "string",
          pattern: "^[A-Za-z0-9_-]+$",
          description: "Absent on the last page; pass it back as `cursor` unchanged.",
        },
      },
    },
  },
};

const PROBLEM_SCHEMA: JsonSchema = {
  type: "object",
  description: "RFC 9457 problem details, as the MCP Registry answers errors.",
  required: ["title", "status", "detail"],
  properties: {
    title: text,
    status: { type: "integer" },
    detail: text,
    errors: {
      type: "array",
      items: { type: "object", required: ["location", "message"], properties: { location: text, message: text, value: text } },
    },
  },
};

/** The schemas the operations name, put into the document's components (routes.ts). */
export const REGISTRY_SCHEMAS: Readonly<Record<string, JsonSchema>> = {
  ServerDetail: SERVER_SCHEMA,
  ServerResponse: ITEM_SCHEMA,
  ServerList: LIST_SCHEMA,
  Problem: PROBLEM_SCHEMA,
};

const RETRY_AFTER = { "Retry-After": { description: "Seconds to wait before retrying.", schema: { type: "integer" } } };

function problem(description: string, headers?: Readonly<Record<string, unknown>>) {
  return bodyOf(description, PROBLEM_CONTENT_TYPE, ref("Problem"), headers);
}

const BAD_PATH = problem("The path has malformed percent-encoding, or the path or query string is too long.");

const COMMON_ERRORS = {
  "429": problem("Too many requests; retry after `Retry-After` seconds.", { ...RETRY_AFTER, ...RATE_LIMIT_HEADERS }),
  "503": problem("The directory's data could not be loaded and no usable copy is held."),
};

const INCLUDE_DELETED = {
  name: "include_deleted",
  in: "query",
  required: false,
  description: "Accepted for compatibility; this registry keeps no deleted servers, so it changes nothing.",
  schema: { type: "boolean", default: false },
};

const SERVER_NAME_PARAM = {
  name: "serverName",
  in: "path",
  required: true,
  description: `URL-encoded server name, e.g. ${REGISTRY_NAMESPACE}%2Fneon-mcp-server.`,
  schema: { type: "string" },
};

function query(name: string, description: string, schema: JsonSchema): Record<string, unknown> {
  return { name, in: "query", required: false, description, schema };
}

export const LIST_OPERATION: OpenApiOperation = {
  operationId: "listServers",
  summary: "MCP Registry API v0.1: the directory's remote MCP servers",
  description:
    "One server per distinct remote MCP endpoint in the directory, as server.json with registry `_meta`. Listed by name; with `search`, in relevance order (the directory's ranking). Page with `metadata.nextCursor`.",
  parameters: [
    query("cursor", "Opaque and URL-safe: `metadata.nextCursor` of the previous page, unchanged.", text),
    query("limit", `Servers per page (default ${DEFAULT_PAGE_SIZE}); outside 1-${MAX_PAGE_SIZE} is a 422.`, {
      type: "integer",
      minimum: 1,
      maximum: MAX_PAGE_SIZE,
      default: DEFAULT_PAGE_SIZE,
    }),
    query("search", "Words to find, ranked over name, title, summary, description and tags (typos, stems and related terms forgiven).", {
      type: "string",
      maxLength: MAX_QUERY_CHARS,
    }),
    query("updated_since", "RFC 3339 timestamp: servers updated on or after its day (dates have no time); malformed is a 400.", {
      type: "string",
      format: "date-time",
    }),
    query("version", "`latest` (every server: each has one version) or an exact version.", text),
    INCLUDE_DELETED,
    query("category", "Extension: servers with an entry in this category slug (GET /categories); unknown is a 422.", text),
    query("tag", "Extension: servers with every one of these tags (repeatable or comma-separated).", text),
    query("auth", "Extension: how the endpoint authenticates; `none` lists the zero-configuration remotes.", {
      type: "string",
      enum: [...AUTH_KINDS],
    }),
  ],
  responses: {
    "200": jsonBody("A page of servers", ref("ServerList"), RATE_LIMIT_HEADERS),
    "400": problem("`updated_since` does not parse, is combined with include_deleted=false, or `cursor` is not one of ours."),
    "422": problem("A parameter is outside its rules (`errors[]` says which)."),
    ...COMMON_ERRORS,
  },
};

export const VERSIONS_OPERATION: OpenApiOperation = {
  operationId: "listServerVersions",
  summary: "MCP Registry API v0.1: every version of one server",
  description: "This registry keeps one version of each server, its current one.",
  parameters: [SERVER_NAME_PARAM, INCLUDE_DELETED],
  responses: {
    "200": jsonBody("The server's versions", ref("ServerList"), RATE_LIMIT_HEADERS),
    "400": BAD_PATH,
    "404": problem("No server of that name."),
    "422": problem("include_deleted is not a boolean."),
    ...COMMON_ERRORS,
  },
};

export const VERSION_OPERATION: OpenApiOperation = {
  operationId: "getServerVersion",
  summary: "MCP Registry API v0.1: one version of one server (`latest` for the newest)",
  parameters: [
    SERVER_NAME_PARAM,
    { name: "version", in: "path", required: true, description: "URL-encoded version, or `latest`.", schema: { type: "string" } },
    INCLUDE_DELETED,
  ],
  responses: {
    "200": jsonBody("The server", ref("ServerResponse"), RATE_LIMIT_HEADERS),
    "400": BAD_PATH,
    "404": problem("No server of that name, or not that version."),
    "422": problem("include_deleted is not a boolean."),
    ...COMMON_ERRORS,
  },
};
