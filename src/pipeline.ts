// One request, start to finish: config → route → gates (CORS preflight, Origin) → handler → headers.

import { ConfigError, getConfig, type Config } from "./core/config";
import { storeDeps, toolContext, type RequestContext, type StoreOverrides } from "./routing/request-context";
import { decorate, isOriginAllowed, preflightResponse } from "./http/headers";
import { errorResponse } from "./http/json";
import { allowHeader, matchRoute, type Route } from "./routing/route";
import { pathSegments } from "./http/url";
import { logRequest } from "./observability/request-log";
import { newUsageRecord } from "./observability/usage";
import { ProblemError, type Problem } from "./core/problem";
import { checkRateLimit, rateLimitHeaders, rateLimitProblem, type RateLimitVerdict } from "./ratelimit/limiter";
import { ROUTES } from "./route-table";

/** What tests may replace: the route table, and the store's clock, fetcher and upstream deadline. */
export interface PipelineOptions extends StoreOverrides {
  readonly routes?: readonly Route[];
}

const READ_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD"]);
const UNKNOWN_PATH_ALLOW = "GET, HEAD, OPTIONS";

function problemFor(route: Route | null, problem: Problem, context: RequestContext | null, headers?: HeadersInit): Response {
  if (route?.renderProblem) return route.renderProblem(problem, context, new Headers(headers));
  return errorResponse(problem, headers);
}

/** A path that cannot be decoded is still answered (400) after the rate-limit gate, so it is metered too. */
function decodePath(pathname: string): { segments: string[]; problem: null } | { segments: null; problem: Problem } {
  try {
    return { segments: pathSegments(pathname), problem: null };
  } catch (error) {
    if (error instanceof ProblemError) return { segments: null, problem: error.problem };
    throw error;
  }
}

function headOnly(response: Response): Response {
  return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers });
}

export async function handleRequest(request: Request, env: Env, exec: ExecutionContext, options: PipelineOptions = {}): Promise<Response> {
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
  let limit: RateLimitVerdict | null = null;
  try {
    const path = decodePath(url.pathname);
    const match = path.segments ? matchRoute(options.routes ?? ROUTES, path.segments) : null;
    route = match?.route ?? null;
    const deps = storeDeps(exec, options);
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

    // Unknown paths count as API traffic; only routes that declare no meter (/health…) and preflights are free.
    const meter = request.method === "OPTIONS" ? null : match ? match.route.meter : "api";
    if (meter) limit = await checkRateLimit(meter, request, env, config, deps.now());

    if (request.method === "OPTIONS") {
      response = preflightResponse(request);
    } else if (limit && !limit.allowed) {
      context.usage.outcome = "rate_limited";
      response = problemFor(route, rateLimitProblem(limit), context, rateLimitHeaders(limit));
    } else if (path.problem) {
      // Answered in the dialect of the route the undecoded path would reach (the registry's problem details).
      const raw = url.pathname.split("/").filter((segment) => segment !== "");
      response = problemFor(matchRoute(options.routes ?? ROUTES, raw)?.route ?? null, path.problem, context);
    } else if (!match && !READ_METHODS.has(request.method)) {
      // As the live service: a path that is not a route still answers only GET and HEAD.
      response = errorResponse(
        {
          code: "method_not_allowed",
          message: `${request.method.slice(0, 20)} is not supported on ${url.pathname.slice(0, 100)}, which is not a route either. GET ${context.baseUrl}/ lists every endpoint; MCP clients POST to ${context.baseUrl}/mcp.`,
        },
        { allow: UNKNOWN_PATH_ALLOW },
      );
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
  if (limit) for (const [name, value] of Object.entries(rateLimitHeaders(limit))) response.headers.set(name, value);
  const usage = context?.usage ?? newUsageRecord("other");
  logRequest({ request, route, usage, status: response.status, startedAt, dataset: env.ANALYTICS, waitUntil: (p) => exec.waitUntil(p) });
  return request.method === "HEAD" ? headOnly(response) : response;
}
