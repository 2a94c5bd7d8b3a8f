// The route table: every path the Worker answers, in the order GET / and /openapi.json list them. Each
// endpoint folder lists its own routes (routes.ts: what meters them, whether they are logged, their handler
// and OpenAPI operation); this module only puts them in order, and hands stats the names it counts under.

import { describeRoute, FIXED_ROUTES, openApiRoute } from "./about/routes";
import { BEACON_ROUTES } from "./beacon/routes";
import { dashboardRoutes } from "./dashboard/routes";
import { MCP_ROUTES } from "./mcp/routes";
import { REGISTRY_OPERATION_NAMES } from "./registry/endpoint";
import { REGISTRY_ROUTES } from "./registry/routes";
import { REST_ROUTES } from "./rest/routes";
import type { Route } from "./routing/route";
import { statsRoutes } from "./stats/routes";
import type { CountedNames } from "./stats/totals";
import { MCP_TOOLS, OPERATIONS } from "./tools/registry";

/** What /stats and the rollup count MCP tool calls and REST requests under (the registry routes are REST requests). */
export const COUNTED_NAMES: CountedNames = {
  mcpTools: MCP_TOOLS.map((tool) => tool.name),
  restOperations: [...OPERATIONS.map((tool) => tool.name), ...REGISTRY_OPERATION_NAMES],
};

const table = (): readonly Route[] => ROUTES;

export const ROUTES: readonly Route[] = [
  describeRoute(table),
  ...MCP_ROUTES,
  ...REST_ROUTES,
  ...REGISTRY_ROUTES,
  openApiRoute(table),
  ...statsRoutes(COUNTED_NAMES),
  ...dashboardRoutes(COUNTED_NAMES),
  ...BEACON_ROUTES,
  ...FIXED_ROUTES,
];
