// GET /dashboard: the usage figures as a page people can look at. Metered with /stats (the same data and cache)
// and, like /stats, counted in no usage total.

import { bodyOf, errorEnvelope } from "../http/openapi-fragments";
import { defineRoutes } from "../routing/define-route";
import type { Route } from "../routing/route";
import type { CountedNames } from "../stats/totals";
import { handleDashboard } from "./endpoint";

export function dashboardRoutes(names: CountedNames): Route[] {
  return defineRoutes(
    {
      methods: ["GET"],
      kind: "other",
      meter: "stats",
      log: false,
      checkOrigin: true,
      handle: (context) => handleDashboard(context, names),
    },
    [
      {
        path: "/dashboard",
        summary: "Usage dashboard (HTML, from the same data as /stats)",
        openapi: {
          get: {
            operationId: "getDashboard",
            summary: "Usage dashboard",
            description:
              "The /stats figures as one HTML page for people: the last 24 hours, 7 days and all time, a daily chart of the last 30 days with its table (with the share of searches answered weak each day), the tools and clients that call most, the entries and skills opened most. No script. Programs should read /stats instead.",
            responses: {
              "200": bodyOf(
                "The page (also while collecting, and with the last good figures, labelled, while the analytics backend fails).",
                "text/html",
                {
                  type: "string",
                },
              ),
              "429": errorEnvelope("Too many requests; retry after `Retry-After` seconds (also `retry_after` in the body)."),
              "503": bodyOf(
                "The analytics backend failed and no recent figures are kept; retry after `Retry-After` seconds.",
                "text/html",
                {
                  type: "string",
                },
              ),
            },
          },
        },
      },
    ],
  );
}
