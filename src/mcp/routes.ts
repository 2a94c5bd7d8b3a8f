// The MCP endpoint and the discovery documents, as route-table entries (spread into ../routes.ts).

import { cacheableJson } from "../http/cacheable";
import { bodyOf } from "../http/openapi-fragments";
import { defineRoutes } from "../routing/define-route";
import type { OpenApiOperation, Route } from "../routing/route";
import {
  AI_CATALOG_MEDIA_TYPE,
  AI_CATALOG_PATH,
  aiCatalog,
  MCP_PATH,
  SERVER_CARD_MEDIA_TYPE,
  SERVER_CARD_PATH,
  serverCard,
  WELL_KNOWN_CARD_PATH,
  wellKnownServerCard,
} from "./cards";
import { handleMcpPost, renderMcpProblem } from "./endpoint";
import { mcpOperation } from "./openapi-operation";

// SEP-2127: card hosts MUST let any origin read the card and its ETag.
const CARD_CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET",
  "access-control-allow-headers": "Content-Type, If-None-Match",
  "access-control-expose-headers": "ETag",
} as const;

function documentOperation(operationId: string, summary: string, mediaType: string): Record<string, OpenApiOperation> {
  return {
    get: {
      operationId,
      summary,
      parameters: [{ name: "If-None-Match", in: "header", required: false, schema: { type: "string" } }],
      responses: {
        "200": bodyOf(summary, mediaType, { type: "object" }, { ETag: { schema: { type: "string" } } }),
        "304": { description: "Unchanged since the ETag sent in If-None-Match" },
      },
    },
  };
}

/** Cards are read by crawlers and clients from any origin; metered and logged like the API. */
const CARD = { methods: ["GET"], kind: "other", meter: "api", log: true, checkOrigin: false } as const;

export const MCP_ROUTES: readonly Route[] = [
  ...defineRoutes({ methods: ["POST"], kind: "mcp", meter: "api", log: true, checkOrigin: true, renderProblem: renderMcpProblem }, [
    {
      path: MCP_PATH,
      summary: "MCP Streamable HTTP endpoint: JSON-RPC 2.0 in, JSON out; 2026-07-28 and 2025-11-25/06-18/03-26; GET/DELETE 405",
      openapi: { post: mcpOperation() },
      handle: (context) => handleMcpPost(context),
    },
  ]),
  ...defineRoutes(CARD, [
    {
      path: SERVER_CARD_PATH,
      summary: "MCP Server Card (SEP-2127): identity, endpoint and protocol versions",
      openapi: documentOperation("serverCard", "MCP Server Card (SEP-2127)", SERVER_CARD_MEDIA_TYPE),
      handle: (context) => cacheableJson(context.request, serverCard(context.baseUrl), SERVER_CARD_MEDIA_TYPE, CARD_CORS),
    },
    {
      path: AI_CATALOG_PATH,
      summary: "AI Catalog listing the MCP Server Card",
      openapi: documentOperation("aiCatalog", "AI Catalog pointing to the server card", AI_CATALOG_MEDIA_TYPE),
      handle: (context) => cacheableJson(context.request, aiCatalog(context.baseUrl), AI_CATALOG_MEDIA_TYPE, CARD_CORS),
    },
    {
      path: WELL_KNOWN_CARD_PATH,
      summary: "Static server card for scanners: serverInfo, no auth, the tools/list tools",
      openapi: documentOperation("getServerCard", "Static server card with the tool list", "application/json"),
      handle: (context) =>
        cacheableJson(context.request, wellKnownServerCard(context.baseUrl), "application/json; charset=utf-8", CARD_CORS),
    },
  ]),
];
