// REST adapters: query string → tool arguments → tool → JSON body or error envelope.

import type { RequestContext } from "../routing/request-context";
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

/**
 * The REST body of a tool output: the `unwrap` member's fields at the top level (as the live service answers
 * /entries/{id} and /content/{type}/{id}), the output's other members beside them. A published field is never
 * overwritten: should the site ever publish one named like ours, its value wins.
 */
export function restBody(output: object, unwrap: RestOperation["unwrap"]): Record<string, unknown> {
  const members = output as Record<string, unknown>;
  if (unwrap === undefined) return { ...members };
  const { [unwrap]: inner, ...rest } = members;
  const body: Record<string, unknown> = { ...(inner as Record<string, unknown>) };
  for (const [key, value] of Object.entries(rest)) if (!(key in body)) body[key] = value;
  return body;
}

/** The tool's own notice, then the adapter's notes, as one `notice`. */
function withNotes(body: Record<string, unknown>, notes: readonly string[]): Record<string, unknown> {
  if (notes.length === 0) return body;
  const own = typeof body.notice === "string" && body.notice !== "" ? [body.notice] : [];
  return { ...body, notice: [...own, ...notes].join(" ") };
}

export async function runOperation(operation: RestOperation, context: RequestContext, params: readonly string[]): Promise<Response> {
  context.usage.tool = operation.tool.name;
  const { args, notes } = restArguments(operation, parseQuery(context.url.search), params);
  const { outcome: result, usage } = await invokeTool(operation.tool, args, {
    ...context.tools,
    vocabulary: REST_VOCABULARY,
    surface: "rest",
  });
  Object.assign(context.usage, usage);
  if (!result.ok) {
    // What was ignored may be why the call failed (a misspelt parameter), so the error says it too.
    const problem =
      notes.length === 0 ? result.problem : { ...result.problem, message: `${result.problem.message} Also: ${notes.join(" ")}` };
    return errorResponse(problem);
  }
  const body = withNotes(restBody(result.value, operation.unwrap), notes);
  return jsonResponse(body, 200, { "cache-control": cacheControlFor(body) });
}
