// The REST routes, as mcp/, stats/ and beacon/ list theirs: one per entry of operations.ts (and its "<id>.json"
// alias where the site has one), each running its tool through endpoint.ts.

import { defineRoutes } from "../routing/define-route";
import type { Route } from "../routing/route";
import { runOperation } from "./endpoint";
import { toolOperation } from "./operation-docs";
import { REST_OPERATIONS } from "./operations";

function jsonAlias(path: string): string {
  return path.replace(/\{(\w+)\}$/, "{$1}.json");
}

export const REST_ROUTES: readonly Route[] = defineRoutes(
  { methods: ["GET"], kind: "rest", meter: "api", log: true, checkOrigin: true },
  REST_OPERATIONS.map((operation) => ({
    path: operation.path,
    summary: operation.summary,
    jsonSuffix: operation.jsonSuffix,
    openapi: { get: toolOperation(operation, operation.operationId) },
    // The site's own "<id>.json" URL style is served too, and documented as its own path.
    ...(operation.jsonSuffix
      ? { aliasDocs: { [jsonAlias(operation.path)]: { get: toolOperation(operation, `${operation.operationId}Json`) } } }
      : {}),
    handle: (context, params) => runOperation(operation, context, params),
  })),
);
