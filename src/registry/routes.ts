// The MCP Registry API routes (v0.1, read-only, no auth): a registry of the directory's remote MCP servers that
// IDE galleries and aggregators read (docs/registry.md). Metered, logged and counted like the REST API; errors
// are problem details (problem.ts).

import { REGISTRY_API_PREFIX } from "../core/server-info";
import { defineRoutes } from "../routing/define-route";
import type { Route } from "../routing/route";
import { getServerVersion, listServers, listServerVersions } from "./endpoint";
import { LIST_OPERATION, REGISTRY_SCHEMAS, VERSION_OPERATION, VERSIONS_OPERATION } from "./openapi";
import { renderPipelineProblem } from "./problem";

export const REGISTRY_ROUTES: readonly Route[] = defineRoutes(
  { methods: ["GET"], kind: "rest", meter: "api", log: true, checkOrigin: true, renderProblem: renderPipelineProblem },
  [
    {
      path: `${REGISTRY_API_PREFIX}/servers`,
      summary: "MCP Registry API: the directory's remote MCP servers, paged, searchable",
      openapi: { get: LIST_OPERATION },
      openapiSchemas: REGISTRY_SCHEMAS,
      handle: (context) => listServers(context),
    },
    {
      path: `${REGISTRY_API_PREFIX}/servers/{serverName}/versions`,
      summary: "MCP Registry API: one server's versions",
      openapi: { get: VERSIONS_OPERATION },
      handle: (context, params) => listServerVersions(context, params),
    },
    {
      path: `${REGISTRY_API_PREFIX}/servers/{serverName}/versions/{version}`,
      summary: "MCP Registry API: one server version (or latest)",
      openapi: { get: VERSION_OPERATION },
      handle: (context, params) => getServerVersion(context, params),
    },
  ],
);
