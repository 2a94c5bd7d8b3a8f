// Route-table entries from their paths: the pattern and the logged endpoint come from the path
// ("/content/{type}/{id}" → content, :type, :id), and what a group of routes shares is stated once.

import type { Route } from "./route";

/** What every route of a group shares (a handler too, when all of them run the same one). */
export type RouteTraits = Pick<Route, "methods" | "kind" | "meter" | "log" | "checkOrigin"> &
  Partial<Pick<Route, "handle" | "renderProblem">>;

/** One route of a group: its path, and what is its own. */
export type RouteSpec = { readonly path: string } & Pick<Route, "summary"> &
  Partial<Pick<Route, "handle" | "openapi" | "openapiSchemas" | "aliasDocs" | "jsonSuffix">>;

/** The pattern of a path template: "/content/{type}/{id}" → ["content", ":type", ":id"]. */
export function patternOf(path: string): string[] {
  return path
    .split("/")
    .filter((part) => part !== "")
    .map((part) => (part.startsWith("{") ? `:${part.slice(1, -1)}` : part));
}

export function defineRoutes(traits: RouteTraits, specs: readonly RouteSpec[]): Route[] {
  return specs.map(({ path, ...own }) => {
    const handle = own.handle ?? traits.handle;
    if (!handle) throw new Error(`route ${path} has no handler`);
    return { pattern: patternOf(path), endpoint: path, ...traits, ...own, handle };
  });
}
