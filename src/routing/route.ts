// The shape of a route and how a path finds one. The table itself is in ../routes.ts.

import type { RequestContext } from "./request-context";
import type { Problem } from "../core/problem";

/** An OpenAPI 3.1 operation object (kept loose: it is data for the document, not code). */
export type OpenApiOperation = Record<string, unknown>;

export interface Route {
  /** Path segments; ":name" captures one segment. */
  readonly pattern: readonly string[];
  /** Methods served; GET implies HEAD. OPTIONS is answered for every path by the pipeline. */
  readonly methods: readonly string[];
  /** Normalized path for logs and docs, e.g. "/entries/{id}". */
  readonly endpoint: string;
  readonly kind: "mcp" | "rest" | "other";
  /** Which rate-limit counter meters it; null = never metered. */
  readonly meter: "api" | "hit" | "stats" | null;
  /** Whether a usage data point is written for it. */
  readonly log: boolean;
  /** The last captured segment may end in ".json", which is dropped. */
  readonly jsonSuffix?: boolean;
  /** Whether `ALLOWED_ORIGINS` applies (beacons check their own origin list). */
  readonly checkOrigin: boolean;
  readonly summary: string;
  /** OpenAPI operations by lower-case method, for /openapi.json. */
  readonly openapi?: Readonly<Record<string, OpenApiOperation>>;
  /** Schemas its operations `$ref` as `#/components/schemas/<name>`, put into the document's components. */
  readonly openapiSchemas?: Readonly<Record<string, unknown>>;
  /** Other paths this route also answers (aliases), with their OpenAPI operations. */
  readonly aliasDocs?: Readonly<Record<string, Readonly<Record<string, OpenApiOperation>>>>;
  handle(context: RequestContext, params: readonly string[]): Promise<Response> | Response;
  /** Renders a pipeline-level problem (403, 405, 429…) in this route's dialect; default is the JSON envelope. */
  renderProblem?(problem: Problem, context: RequestContext | null, headers: Headers): Response;
}

export interface RouteMatch {
  readonly route: Route;
  readonly params: readonly string[];
}

export function matchRoute(routes: readonly Route[], segments: readonly string[]): RouteMatch | null {
  for (const route of routes) {
    if (route.pattern.length !== segments.length) continue;
    const params: string[] = [];
    let matched = true;
    for (let i = 0; i < segments.length; i++) {
      const part = route.pattern[i]!;
      const segment = segments[i]!;
      if (part.startsWith(":")) {
        const last = i === segments.length - 1;
        params.push(last && route.jsonSuffix && segment.endsWith(".json") ? segment.slice(0, -5) : segment);
      } else if (part !== segment) {
        matched = false;
        break;
      }
    }
    if (matched) return { route, params };
  }
  return null;
}

export function allowHeader(route: Route): string {
  const methods = new Set(route.methods);
  if (methods.has("GET")) methods.add("HEAD");
  methods.add("OPTIONS");
  return [...methods].join(", ");
}
