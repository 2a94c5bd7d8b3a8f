// The OpenAPI 3.1 document, generated from the route table and the tool definitions it points to (every
// route brings its own operation; REST's come from rest/operation-docs.ts).

import { REPOSITORY_URL, SERVER_DESCRIPTION, SERVER_TITLE, SERVER_VERSION, WEBSITE_URL } from "../core/server-info";
import { ERROR_SCHEMA } from "../http/openapi-fragments";
import type { OpenApiOperation, Route } from "../routing/route";

export function buildOpenApi(baseUrl: string, routes: readonly Route[]): Record<string, unknown> {
  const paths: Record<string, Record<string, OpenApiOperation>> = {};
  const schemas: Record<string, unknown> = { Error: ERROR_SCHEMA };
  for (const route of routes) {
    Object.assign(schemas, route.openapiSchemas);
    if (!route.openapi) continue;
    paths[route.endpoint] = { ...(paths[route.endpoint] ?? {}), ...route.openapi };
    for (const [path, operations] of Object.entries(route.aliasDocs ?? {})) paths[path] = { ...(paths[path] ?? {}), ...operations };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: `${SERVER_TITLE} MCP server and REST API`,
      version: SERVER_VERSION,
      description: `${SERVER_DESCRIPTION} Read-only, no authentication. Directory content is CC BY 4.0 (${WEBSITE_URL}). Every data answer has a \`data\` field saying whether it is live, stale or the bundled sample.`,
      license: { name: "MIT", identifier: "MIT" },
    },
    externalDocs: { url: REPOSITORY_URL },
    servers: [{ url: baseUrl }],
    paths,
    components: { schemas },
  };
}
