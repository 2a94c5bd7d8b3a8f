// REST adapters: query string → tool arguments → tool → JSON body or error envelope.

import type { RequestContext } from "../context";
import { errorResponse, jsonResponse } from "../http/json";
import { parseQuery } from "../http/url";
import { invokeTool } from "../tools/registry";
import { restArguments } from "./args";
import type { RestOperation } from "./operations";
import { REST_VOCABULARY } from "./vocabulary";

// Live answers may be reused briefly by browsers and CDNs; the Worker itself re-checks the site every TTL.
const LIVE_CACHE_CONTROL = "public, max-age=60";

function cacheControlFor(body: object): string {
  const data = (body as { data?: { source?: string } }).data;
  // Stale or sample answers must not outlive the outage that caused them.
  return data?.source === "live" ? LIVE_CACHE_CONTROL : "no-store";
}

export async function runOperation(operation: RestOperation, context: RequestContext, params: readonly string[]): Promise<Response> {
  context.usage.route = "rest";
  context.usage.tool = operation.tool.name;
  const args = restArguments(operation, parseQuery(context.url.search), params);
  if (!args.ok) return errorResponse(args.problem);
  const result = await invokeTool(operation.tool, args.value, { ...context.tools, vocabulary: REST_VOCABULARY, surface: "rest" });
  const usage = operation.tool.usage?.(args.value, result.ok ? (result.value as never) : null);
  if (usage) Object.assign(context.usage, usage);
  if (!result.ok) return errorResponse(result.problem);
  return jsonResponse(result.value, 200, { "cache-control": cacheControlFor(result.value) });
}
