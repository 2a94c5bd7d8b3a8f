// GET /: what this server is and where everything is, as the live service describes itself, plus the route list.

import type { Config } from "../core/config";
import type { Route } from "../routing/route";
import {
  REGISTRY_API_PREFIX,
  REPOSITORY_URL,
  SERVER_DESCRIPTION,
  SERVER_NAME,
  SERVER_TITLE,
  SERVER_VERSION,
  SUPPORTED_PROTOCOL_VERSIONS,
} from "../core/server-info";
import { PROMPT_NAMES } from "../prompts/registry";
import { MCP_TOOLS } from "../tools/registry";

/** The directory's own repository (content, schema, how to contribute), as the live service links it. */
export const DIRECTORY_REPOSITORY_URL = "https://github.com/Drudley/indexagentica";

const MCP_NOTES = `Stateless: POST JSON-RPC to /mcp. 2026-07-28 clients send the per-request _meta (no handshake); 2025-11-25, 2025-06-18 and 2025-03-26 clients start with initialize. No session id is issued; GET and DELETE /mcp answer 405. Besides the tools: prompts (${PROMPT_NAMES.join(", ")}; slash commands in clients), resources (indexagentica://entries/{id}, indexagentica://content/{type}/{id}, indexagentica://categories/{slug}), completion/complete, and Agent Skills through skills/list and skills/get.`;

const RATE_LIMIT_SCOPE =
  "per client IP, per Cloudflare location; HTTP 429 with Retry-After when exceeded. /health, /robots.txt and preflights are not counted; /stats and /hit have their own counters of the same size.";

export interface ServiceDescription {
  name: string;
  title: string;
  version: string;
  description: string;
  mcp: { endpoint: string; url: string; transport: string; protocol_versions: string[]; tools: string[]; notes: string };
  rest: Record<string, string>;
  rate_limit: { requests: number; period_seconds: number; scope: string };
  openapi: string;
  registry: { base_url: string; servers: string; api: string; docs: string };
  endpoints: { methods: string[]; path: string; summary: string }[];
  links: Record<string, string>;
  license: { content: string; code: string };
}

/** GET /: the live service's self-description (every field, same meaning), plus this server's route list. */
export function describeService(baseUrl: string, config: Config, routes: readonly Route[]): ServiceDescription {
  const site = config.dataBaseUrl;
  return {
    name: SERVER_NAME,
    title: SERVER_TITLE,
    version: SERVER_VERSION,
    description: SERVER_DESCRIPTION,
    mcp: {
      endpoint: `${baseUrl}/mcp`,
      url: `${baseUrl}/mcp`,
      transport: "streamable-http",
      protocol_versions: [...SUPPORTED_PROTOCOL_VERSIONS],
      tools: MCP_TOOLS.map((tool) => tool.name),
      notes: MCP_NOTES,
    },
    // URL templates as the live service words them ({…} = a value to fill in).
    rest: {
      search: `${baseUrl}/search?q={query}&type={entry|guide|comparison|stack|skill|all}&category={slug}&tags={a,b}&limit={1-50}`,
      entry: `${baseUrl}/entries/{id}`,
      content: `${baseUrl}/content/{type}/{id}`,
      content_list: `${baseUrl}/content?type={guide|comparison|stack|skill}`,
      categories: `${baseUrl}/categories`,
      openapi: `${baseUrl}/openapi.json`,
      server_card: `${baseUrl}/.well-known/mcp/server-card.json`,
      stats: `${baseUrl}/stats`,
      stats_alias: `${baseUrl}/v1/usage`,
    },
    rate_limit: { requests: config.rateLimitRequests, period_seconds: config.rateLimitPeriodSeconds, scope: RATE_LIMIT_SCOPE },
    openapi: `${baseUrl}/openapi.json`,
    // The base URL registry clients take (VS Code's chat.mcp.gallery.serviceUrl): they add /v0.1/servers themselves.
    registry: {
      base_url: baseUrl,
      servers: `${baseUrl}${REGISTRY_API_PREFIX}/servers`,
      api: `MCP Registry API ${REGISTRY_API_PREFIX.slice(1)}`,
      docs: `${REPOSITORY_URL}/blob/main/docs/registry.md`,
    },
    endpoints: routes.map((route) => ({ methods: [...route.methods], path: route.endpoint, summary: route.summary })),
    links: {
      site,
      llms_txt: `${site}/llms.txt`,
      agents: `${site}/agents/`,
      api_index: `${site}/api/index.json`,
      api_longform: `${site}/api/longform.json`,
      schema: `${site}/schema/entry.schema.json`,
      repository: DIRECTORY_REPOSITORY_URL,
      contribute: `${site}/agents/#contribute`,
      source_code: REPOSITORY_URL,
      dashboard: `${baseUrl}/dashboard`,
    },
    license: { content: "CC-BY-4.0", code: "MIT" },
  };
}

const stringSchema = { type: "string" } as const;
const urlSchema = { type: "string", format: "uri" } as const;

/** The JSON Schema of GET / (OpenAPI), from the same keys describeService fills. */
export const SERVICE_DESCRIPTION_SCHEMA = {
  type: "object",
  required: ["name", "version", "description", "mcp", "rest", "rate_limit", "links", "license"],
  properties: {
    name: stringSchema,
    title: stringSchema,
    version: stringSchema,
    description: stringSchema,
    mcp: {
      type: "object",
      required: ["endpoint", "transport", "protocol_versions", "tools", "notes"],
      properties: {
        endpoint: { ...urlSchema, description: "The MCP endpoint (POST)." },
        url: { ...urlSchema, description: "Same as endpoint." },
        transport: { const: "streamable-http" },
        protocol_versions: { type: "array", items: stringSchema },
        tools: { type: "array", items: stringSchema, description: "Names of the MCP tools." },
        notes: stringSchema,
      },
    },
    rest: {
      type: "object",
      description: "Absolute URL templates; {…} marks a value to fill in.",
      required: ["search", "entry", "content", "content_list", "categories", "openapi", "server_card", "stats", "stats_alias"],
      additionalProperties: stringSchema,
    },
    rate_limit: {
      type: "object",
      required: ["requests", "period_seconds", "scope"],
      properties: { requests: { type: "integer" }, period_seconds: { type: "integer" }, scope: stringSchema },
    },
    openapi: urlSchema,
    registry: {
      type: "object",
      description:
        "The directory's remote MCP servers as an MCP Registry (v0.1): base_url is what a registry client takes (VS Code: chat.mcp.gallery.serviceUrl).",
      required: ["base_url", "servers", "api", "docs"],
      properties: { base_url: urlSchema, servers: urlSchema, api: stringSchema, docs: urlSchema },
    },
    endpoints: {
      type: "array",
      items: {
        type: "object",
        required: ["methods", "path", "summary"],
        properties: { methods: { type: "array", items: stringSchema }, path: stringSchema, summary: stringSchema },
      },
    },
    links: {
      type: "object",
      description:
        "The site's pages and files; repository is the directory's repository, source_code this server's, dashboard this server's usage page (HTML).",
      required: ["site", "llms_txt", "agents", "api_index", "api_longform", "schema", "repository", "contribute"],
      additionalProperties: urlSchema,
    },
    license: { type: "object", required: ["content", "code"], properties: { content: stringSchema, code: stringSchema } },
  },
};
