// One request, start to finish: config → route → gates (CORS preflight, Origin) → handler → headers.

import { ConfigError, getConfig, type Config } from "./config";
import { storeDeps, toolContext, type RequestContext } from "./context";
import { decorate, isOriginAllowed, preflightResponse } from "./http/headers";
import { errorResponse } from "./http/json";
import { allowHeader, matchRoute, type Route } from "./http/route";
import { pathSegments } from "./http/url";
import { logRequest } from "./observability/request-log";
import { newUsageRecord } from "./observability/usage";
import { ProblemError, type Problem } from "./problem";
import { ROUTES } from "./routes";

function problemFor(route: Route | null, problem: Problem, context: RequestContext | null, headers?: HeadersInit): Response {
  if (route?.renderProblem) return route.renderProblem(problem, context, new Headers(headers));
  return errorResponse(problem, headers);
}

function headOnly(response: Response): Response {
  return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers });
}

export async function handleRequest(request: Request, env: Env, exec: ExecutionContext): Promise<Response> {
  const startedAt = Date.now();
  const origin = request.headers.get("origin");
  let config: Config;
  try {
    config = getConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`configuration error: ${error.message}`);
    return decorate(errorResponse({ code: "config_error", message: `The server is misconfigured: ${error.message}` }), null, origin);
  }

  const url = new URL(request.url);
  let route: Route | null = null;
  let context: RequestContext | null = null;
  let response: Response;
  try {
    const segments = pathSegments(url.pathname);
    const match = matchRoute(ROUTES, segments);
    route = match?.route ?? null;
    const deps = storeDeps(exec);
    context = {
      request,
      url,
      env,
      exec,
      config,
      startedAt,
      baseUrl: config.publicBaseUrl ?? url.origin,
      tools: toolContext(config, deps),
      usage: newUsageRecord(route?.endpoint ?? "other"),
    };
    if (route) context.usage.route = route.kind;

    if (request.method === "OPTIONS") {
      response = preflightResponse(request);
    } else if (!match) {
      response = errorResponse({
        code: "not_found",
        message: `Nothing at ${url.pathname.slice(0, 100)}. GET ${context.baseUrl}/ lists every endpoint; MCP clients use ${context.baseUrl}/mcp.`,
      });
    } else if (!match.route.methods.includes(request.method) && !(request.method === "HEAD" && match.route.methods.includes("GET"))) {
      const allow = allowHeader(match.route);
      response = problemFor(
        match.route,
        { code: "method_not_allowed", message: `${request.method} is not supported on ${match.route.endpoint}; use ${allow}.` },
        context,
        { allow },
      );
    } else if (match.route.checkOrigin && !isOriginAllowed(config, origin)) {
      response = problemFor(match.route, { code: "forbidden", message: `Origin ${origin?.slice(0, 100)} is not allowed.` }, context);
    } else {
      response = await match.route.handle(context, match.params);
    }
  } catch (error) {
    if (error instanceof ProblemError) {
      response = problemFor(route, error.problem, context);
    } else {
      console.error("unhandled error", error);
      response = problemFor(
        route,
        { code: "internal_error", message: "Something went wrong on our side; the request can be retried." },
        context,
      );
    }
  }

  response = decorate(response, config, origin);
  const usage = context?.usage ?? newUsageRecord("other");
  logRequest({ request, route, usage, status: response.status, startedAt, dataset: env.ANALYTICS, waitUntil: (p) => exec.waitUntil(p) });
  return request.method === "HEAD" ? headOnly(response) : response;
}
