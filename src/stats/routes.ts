// The stats routes, /stats and its alias /v1/usage (the one the site's footer fetches).

import { errorEnvelope, jsonBody } from "../http/openapi-fragments";
import { defineRoutes } from "../routing/define-route";
import type { OpenApiOperation, Route } from "../routing/route";
import { STATS_CACHE_SECONDS } from "./compute";
import { COLLECTING_MAX_AGE_SECONDS, handleStats } from "./endpoint";
import { STATS_COLLECTING_SCHEMA, STATS_OK_SCHEMA, STATS_UNAVAILABLE_SCHEMA } from "./schema";
import type { CountedNames } from "./totals";

function statsOperation(operationId: string, alias: boolean): OpenApiOperation {
  return {
    operationId,
    summary: alias ? "Public usage stats (alias of /stats, the path the site uses)" : "Public usage stats",
    description: `Aggregate usage of this server and the site: site page views, outbound clicks and skill downloads (from the site's beacon), MCP requests and tool calls per tool, REST requests per operation, an agent/human split, and the searches answered with a ranked first page and how many of them with the weak-answer line (nothing matched well), for the last 24 hours, the last 7 days and all time since the \`since\` timestamps. Counts only, no identities. Reused for ${STATS_CACHE_SECONDS / 60} minutes. Status "collecting" means the server has no query token yet (no numbers); 503 "unavailable" means the analytics backend failed: try again in a minute.`,
    responses: {
      "200": jsonBody(
        "The figures, or `collecting` with no numbers when the server cannot query them yet.",
        { oneOf: [STATS_OK_SCHEMA, STATS_COLLECTING_SCHEMA] },
        {
          "Cache-Control": {
            description: `${STATS_CACHE_SECONDS} seconds for ok, ${COLLECTING_MAX_AGE_SECONDS} for collecting.`,
            schema: { type: "string", enum: [`public, max-age=${STATS_CACHE_SECONDS}`, `public, max-age=${COLLECTING_MAX_AGE_SECONDS}`] },
          },
        },
      ),
      "429": errorEnvelope("Too many requests; retry after `Retry-After` seconds (also `retry_after` in the body)."),
      "503": jsonBody("The Analytics Engine SQL API failed; retry after `Retry-After` seconds.", STATS_UNAVAILABLE_SCHEMA),
    },
  };
}

/** /stats and /v1/usage, counting under `names` (the server's tools and REST operations). */
export function statsRoutes(names: CountedNames): Route[] {
  return defineRoutes(
    { methods: ["GET"], kind: "other", meter: "stats", log: false, checkOrigin: true, handle: (context) => handleStats(context, names) },
    [
      { path: "/stats", summary: "Public usage stats (JSON, cached 10 min)", openapi: { get: statsOperation("getStats", false) } },
      { path: "/v1/usage", summary: "Alias of GET /stats (used by the site)", openapi: { get: statsOperation("getStatsAlias", true) } },
    ],
  );
}
