// The registry routes' handlers: query and path → the catalogue the isolate holds → answers.ts → the MCP
// Registry's JSON, or its problem details. No other fetch; each answer's usage is recorded like a REST
// operation's (the /stats totals count them under these names).

import type { CatalogueSnapshot } from "../catalog/store";
import { jsonResponse } from "../http/json";
import type { RequestContext } from "../routing/request-context";
import { findServer, listingAnswer, versionAnswer, versionsAnswer } from "./answers";
import { problemResponse, type RegistryProblem } from "./problem";
import { parseListingQuery, parseLookupQuery, type ListingRequest } from "./query";
import type { RegistryServer } from "./server-item";

/** The operations as usage and /stats name them (REST operations beside the tools'). */
export const REGISTRY_OPERATIONS = {
  list: "list_servers",
  versions: "list_server_versions",
  version: "get_server_version",
} as const;
export const REGISTRY_OPERATION_NAMES: readonly string[] = Object.values(REGISTRY_OPERATIONS);

// As the REST routes: live answers may be reused for a minute; stale or sample ones must not outlive the outage.
const LIVE_CACHE_CONTROL = "public, max-age=60";

function isProblem(value: object): value is RegistryProblem {
  return "status" in value && "detail" in value;
}

function answer(body: object, snapshot: CatalogueSnapshot): Response {
  if (isProblem(body)) return problemResponse(body);
  return jsonResponse(body, 200, { "cache-control": snapshot.label.source === "live" ? LIVE_CACHE_CONTROL : "no-store" });
}

async function catalogueOrProblem(context: RequestContext): Promise<CatalogueSnapshot | RegistryProblem> {
  const loaded = await context.tools.catalogue();
  return loaded.ok ? loaded.value : { status: 503, detail: loaded.problem.message };
}

function listingUsage(context: RequestContext, request: ListingRequest, count: number): void {
  context.usage.resultCount = count;
  if (request.category !== null) context.usage.categoryFilter = request.category;
  if (request.search !== null) {
    context.usage.queryChars = request.search.length;
    context.usage.queryWords = request.search.split(/\s+/).filter((word) => word !== "").length;
  }
}

/** GET /v0.1/servers */
export async function listServers(context: RequestContext): Promise<Response> {
  context.usage.tool = REGISTRY_OPERATIONS.list;
  const parsed = parseListingQuery(context.url.search);
  if (!parsed.ok) return problemResponse(parsed.problem);
  const snapshot = await catalogueOrProblem(context);
  if (isProblem(snapshot)) return problemResponse(snapshot);
  const body = listingAnswer(snapshot.catalogue, parsed.value);
  if (!isProblem(body)) listingUsage(context, parsed.value, body.metadata.count);
  return answer(body, snapshot);
}

async function withServer(
  context: RequestContext,
  operation: string,
  rawName: string,
  answerFor: (server: RegistryServer) => object,
): Promise<Response> {
  context.usage.tool = operation;
  const query = parseLookupQuery(context.url.search);
  if (!query.ok) return problemResponse(query.problem);
  const snapshot = await catalogueOrProblem(context);
  if (isProblem(snapshot)) return problemResponse(snapshot);
  const server = findServer(snapshot.catalogue, rawName);
  if (isProblem(server)) return problemResponse(server);
  context.usage.targetId = server.id;
  const body = answerFor(server);
  if (!isProblem(body)) context.usage.resultCount = 1;
  return answer(body, snapshot);
}

/** GET /v0.1/servers/{serverName}/versions */
export function listServerVersions(context: RequestContext, params: readonly string[]): Promise<Response> {
  return withServer(context, REGISTRY_OPERATIONS.versions, params[0]!, versionsAnswer);
}

/** GET /v0.1/servers/{serverName}/versions/{version}, `latest` included. */
export function getServerVersion(context: RequestContext, params: readonly string[]): Promise<Response> {
  return withServer(context, REGISTRY_OPERATIONS.version, params[0]!, (server) => versionAnswer(server, params[1]!.trim()));
}
