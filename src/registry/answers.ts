// What the registry routes answer, from a catalogue alone: a listing page, the server a path names, one version
// of it. No HTTP here (endpoint.ts), so the benchmark times exactly what a request runs.

import type { Catalogue } from "../catalog/catalogue";
import { namePage, passes, rankedPage } from "./listing";
import type { RegistryProblem } from "./problem";
import type { ListingRequest } from "./query";
import { rankedServers } from "./search";
import { itemOf, REGISTRY_NAMESPACE, type RegistryItem, type RegistryServer } from "./server-item";
import { serverListOf } from "./server-list";

/** The literal version that means "the newest one" in a lookup path. */
export const LATEST = "latest";

export interface ServerListBody {
  readonly servers: readonly RegistryItem[];
  readonly metadata: { readonly count: number; readonly nextCursor?: string };
}

function unknownCategory(slug: string, catalogue: Catalogue): RegistryProblem | null {
  if (catalogue.categoryBySlug.has(slug)) return null;
  const slugs = catalogue.categories.map((category) => category.slug).join(", ");
  return {
    status: 422,
    detail: `validation failed: category "${slug.slice(0, 80)}" is not a category of the directory (${slugs})`,
    errors: [{ location: "query.category", message: `must be one of ${slugs}`, value: slug.slice(0, 100) }],
  };
}

/** GET /v0.1/servers: one page, by name or (with search) by rank. */
export function listingAnswer(catalogue: Catalogue, request: ListingRequest): ServerListBody | RegistryProblem {
  const badCategory = request.category === null ? null : unknownCategory(request.category, catalogue);
  if (badCategory) return badCategory;
  const list = serverListOf(catalogue);
  let page;
  if (request.search === null) page = namePage(list.sorted, request);
  else {
    // An offset cursor needs only the servers up to one past its page; any other cursor, all of them.
    const cursor = request.cursor;
    const need = cursor === null || "offset" in cursor ? (cursor?.offset ?? 0) + request.limit + 1 : Number.POSITIVE_INFINITY;
    const ranked = rankedServers(catalogue, list, request.search, (server) => passes(server, request), need);
    page = rankedPage(ranked, request);
  }
  const metadata = { count: page.servers.length, ...(page.nextCursor !== null ? { nextCursor: page.nextCursor } : {}) };
  return { servers: page.servers.map(itemOf), metadata };
}

/** The server a path names (decoded once by the pipeline), or the 404 that says what that name is instead. */
export function findServer(catalogue: Catalogue, rawName: string): RegistryServer | RegistryProblem {
  const name = rawName.trim().toLowerCase();
  const list = serverListOf(catalogue);
  const server = list.byName.get(name);
  if (server) return server;
  const shown = rawName.slice(0, 200);
  const id = name.startsWith(`${REGISTRY_NAMESPACE}/`) ? name.slice(REGISTRY_NAMESPACE.length + 1) : null;
  const sharing = id === null ? undefined : list.byEntryId.get(id);
  if (sharing) {
    return { status: 404, detail: `Server not found: ${shown} shares its endpoint with other entries and is listed as ${sharing.name}.` };
  }
  if (id !== null && catalogue.entryById.has(id)) {
    return { status: 404, detail: `Server not found: the entry ${id} names no remote MCP endpoint, so it is not in this registry.` };
  }
  const hint = rawName.includes("/") ? "" : ` Names have a namespace (${REGISTRY_NAMESPACE}/<id>); encode its "/" as %2F in the path.`;
  return { status: 404, detail: `Server not found: ${shown}.${hint}` };
}

/** GET …/versions: this registry keeps one version of each server, its current one. */
export function versionsAnswer(server: RegistryServer): ServerListBody {
  return { servers: [itemOf(server)], metadata: { count: 1 } };
}

/** GET …/versions/{version}: `latest` or the current version; any other is a 404 naming the one there is. */
export function versionAnswer(server: RegistryServer, version: string): RegistryItem | RegistryProblem {
  if (version === LATEST || version === server.version) return itemOf(server);
  return {
    status: 404,
    detail: `Version ${version.slice(0, 100)} of ${server.name} not found: this registry keeps only the current version, ${server.version} (or ask for ${LATEST}).`,
  };
}
