// The route table: every path the Worker answers, what meters it, whether it is logged, and its handler.

import { BEACON_ROUTES } from "./beacon/routes";
import { DOCUMENT_MAX_AGE_SECONDS } from "./http/cacheable";
import { jsonResponse } from "./http/json";
import type { Route } from "./routing/route";
import { MCP_ROUTES } from "./mcp/routes";
import { runOperation } from "./rest/endpoint";
import { errorResponses, jsonBody, RATE_LIMIT_HEADERS, textBody } from "./http/openapi-fragments";
import { buildOpenApi, toolOperation } from "./rest/operation-docs";
import { REST_OPERATIONS } from "./rest/operations";
import {
  describeService,
  faviconResponse,
  HEALTH_SCHEMA,
  healthResponse,
  robotsResponse,
  SERVICE_DESCRIPTION_SCHEMA,
} from "./about/describe";
import { statsRoutes } from "./stats/routes";
import type { CountedNames } from "./stats/totals";
import { MCP_TOOLS, OPERATIONS } from "./tools/registry";

function jsonAlias(path: string): string {
  return path.replace(/\{(\w+)\}$/, "{$1}.json");
}

function restRoutes(): Route[] {
  const routes: Route[] = [];
  for (const operation of REST_OPERATIONS) {
    const pattern = operation.path
      .split("/")
      .filter((part) => part !== "")
      .map((part) => (part.startsWith("{") ? `:${part.slice(1, -1)}` : part));
    routes.push({
      pattern,
      methods: ["GET"],
      endpoint: operation.path,
      kind: "rest",
      meter: "api",
      log: true,
      jsonSuffix: operation.jsonSuffix,
      checkOrigin: true,
      summary: operation.summary,
      openapi: { get: toolOperation(operation, operation.operationId) },
      // The site's own "<id>.json" URL style is served too, and documented as its own path.
      ...(operation.jsonSuffix
        ? { aliasDocs: { [jsonAlias(operation.path)]: { get: toolOperation(operation, `${operation.operationId}Json`) } } }
        : {}),
      handle: (context, params) => runOperation(operation, context, params),
    });
  }
  return routes;
}

/** What /stats and the rollup count MCP tool calls and REST requests under. */
export const COUNTED_NAMES: CountedNames = {
  mcpTools: MCP_TOOLS.map((tool) => tool.name),
  restOperations: OPERATIONS.map((tool) => tool.name),
};

export const ROUTES: readonly Route[] = [
  {
    pattern: [],
    methods: ["GET"],
    endpoint: "/",
    kind: "rest",
    meter: "api",
    log: true,
    checkOrigin: true,
    summary: "Self-description with links to the MCP endpoint, REST routes and docs",
    openapi: {
      get: {
        operationId: "describe",
        summary: "Self-description",
        responses: {
          "200": jsonBody(
            "Service description: MCP endpoint, REST URL templates, rate limit, links",
            SERVICE_DESCRIPTION_SCHEMA,
            RATE_LIMIT_HEADERS,
          ),
          ...errorResponses(["rate_limited"]),
        },
      },
    },
    handle: (context) =>
      jsonResponse(describeService(context.baseUrl, context.config, ROUTES), 200, { "cache-control": "public, max-age=300" }),
  },
  ...MCP_ROUTES,
  ...restRoutes(),
  {
    pattern: ["openapi.json"],
    methods: ["GET"],
    endpoint: "/openapi.json",
    kind: "rest",
    meter: "api",
    log: true,
    checkOrigin: true,
    summary: "OpenAPI 3.1 document for the REST API",
    openapi: {
      get: {
        operationId: "openapi",
        summary: "This document",
        responses: { "200": jsonBody("OpenAPI 3.1 document", { type: "object" }, RATE_LIMIT_HEADERS), ...errorResponses(["rate_limited"]) },
      },
    },
    // Changes only with a deploy, like the server cards.
    handle: (context) =>
      jsonResponse(buildOpenApi(context.baseUrl, ROUTES), 200, { "cache-control": `public, max-age=${DOCUMENT_MAX_AGE_SECONDS}` }),
  },
  ...statsRoutes(COUNTED_NAMES),
  ...BEACON_ROUTES,
  {
    pattern: ["health"],
    methods: ["GET"],
    endpoint: "/health",
    kind: "other",
    meter: null,
    log: false,
    checkOrigin: false,
    summary: "Liveness (never rate limited)",
    openapi: { get: { operationId: "health", summary: "Liveness", responses: { "200": jsonBody("Alive", HEALTH_SCHEMA) } } },
    handle: () => healthResponse(),
  },
  {
    pattern: ["robots.txt"],
    methods: ["GET"],
    endpoint: "/robots.txt",
    kind: "other",
    meter: null,
    log: false,
    checkOrigin: false,
    summary: "Crawler rules",
    openapi: { get: { operationId: "robots", summary: "Crawler rules", responses: { "200": textBody("robots.txt") } } },
    handle: () => robotsResponse(),
  },
  {
    pattern: ["favicon.ico"],
    methods: ["GET"],
    endpoint: "/favicon.ico",
    kind: "other",
    meter: null,
    log: false,
    checkOrigin: false,
    summary: "No icon (204)",
    handle: () => faviconResponse(),
  },
];
