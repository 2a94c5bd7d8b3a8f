// The routes about the server itself: GET / and /openapi.json (both built from the route table, which they
// are handed, since the table is above them), and the fixed /health, /robots.txt and /favicon.ico.

import { DOCUMENT_MAX_AGE_SECONDS } from "../http/cacheable";
import { jsonResponse } from "../http/json";
import { errorResponses, jsonBody, RATE_LIMIT_HEADERS, textBody } from "../http/openapi-fragments";
import { defineRoutes } from "../routing/define-route";
import type { Route } from "../routing/route";
import { describeService, SERVICE_DESCRIPTION_SCHEMA } from "./describe";
import { faviconResponse, HEALTH_SCHEMA, healthResponse, robotsResponse } from "./fixed-responses";
import { buildOpenApi } from "./openapi-document";

/** The whole route table, read when a request comes (the documents list every route, themselves included). */
export type RouteTable = () => readonly Route[];

// Metered and logged like the REST API (the stats count them as API requests).
const DOCUMENT = { methods: ["GET"], kind: "rest", meter: "api", log: true, checkOrigin: true } as const;
// Never metered or logged: liveness checks and crawlers must always get through.
const FIXED = { methods: ["GET"], kind: "other", meter: null, log: false, checkOrigin: false } as const;

/** GET /: the self-description, with every route of the table. */
export function describeRoute(table: RouteTable): Route {
  return defineRoutes(DOCUMENT, [
    {
      path: "/",
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
        jsonResponse(describeService(context.baseUrl, context.config, table()), 200, { "cache-control": "public, max-age=300" }),
    },
  ])[0]!;
}

/** GET /openapi.json, built from the table's routes. */
export function openApiRoute(table: RouteTable): Route {
  return defineRoutes(DOCUMENT, [
    {
      path: "/openapi.json",
      summary: "OpenAPI 3.1 document for the REST API",
      openapi: {
        get: {
          operationId: "openapi",
          summary: "This document",
          responses: {
            "200": jsonBody("OpenAPI 3.1 document", { type: "object" }, RATE_LIMIT_HEADERS),
            ...errorResponses(["rate_limited"]),
          },
        },
      },
      // Changes only with a deploy, like the server cards.
      handle: (context) =>
        jsonResponse(buildOpenApi(context.baseUrl, table()), 200, { "cache-control": `public, max-age=${DOCUMENT_MAX_AGE_SECONDS}` }),
    },
  ])[0]!;
}

export const FIXED_ROUTES: readonly Route[] = defineRoutes(FIXED, [
  {
    path: "/health",
    summary: "Liveness (never rate limited)",
    openapi: { get: { operationId: "health", summary: "Liveness", responses: { "200": jsonBody("Alive", HEALTH_SCHEMA) } } },
    handle: () => healthResponse(),
  },
  {
    path: "/robots.txt",
    summary: "Crawler rules",
    openapi: { get: { operationId: "robots", summary: "Crawler rules", responses: { "200": textBody("robots.txt") } } },
    handle: () => robotsResponse(),
  },
  { path: "/favicon.ico", summary: "No icon (204)", handle: () => faviconResponse() },
]);
