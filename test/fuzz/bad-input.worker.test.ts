// Property-based bad input through the real fetch handler: generated paths, query strings, headers, beacon
// bodies and JSON-RPC bodies. For every case the status is 2xx/4xx (never 5xx), the body is well-formed
// JSON of the shape documented for that route, and afterwards the Worker still answers good requests.
// Requests go to 127.0.0.1, a host /mcp answers (its DNS-rebinding guard refuses unknown local host names).
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import worker from "../../src/index";
import { matchRoute, type Route } from "../../src/routing/route";
import { pathSegments } from "../../src/http/url";
import { ROUTES } from "../../src/route-table";
import { legacyRequest, McpWire } from "../support/mcp-wire";
import { callWorker } from "../support/worker";
import { beaconBody, headerSet, jsonRpcBody, mcpHeaders, method, plausibleMcpRequest, queryString, restPath, restTarget } from "./inputs";

const JSON_MEDIA_TYPE = /^application\/(?:[\w.-]+\+)?json(?:;|$)/;

// Cases per property: enough to reach the odd corners on every run, few enough for ~10 s on two cores.
const RUNS = { paths: 300, queries: 300, headers: 200, beacons: 150, jsonRpc: 400, toolCalls: 200 } as const;
// Each property's time budget: a loaded machine runs these cases many times slower than an idle one (the suite
// checks answers, never speed), so the budget only has to catch a hang.
const PROPERTY_TIMEOUT_MS = 180_000;

const ERROR_CODES = new Set([
  "bad_request",
  "not_found",
  "method_not_allowed",
  "rate_limited",
  "upstream_error",
  "forbidden",
  "payload_too_large",
  "unsupported_media_type",
  // The beacon's own codes, as the live service names them.
  "forbidden_origin",
  "too_large",
  "unavailable",
]);

const counts: Record<string, number> = {};
/** Statuses seen per kind, printed with the case count so a run shows what it exercised. */
const statuses: Record<string, Record<number, number>> = {};

interface Reply {
  status: number;
  headers: Headers;
  text: string;
}

async function send(request: Request): Promise<Reply> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, env, ctx);
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, headers: response.headers, text };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function routeFor(path: string): Route | null {
  try {
    return matchRoute(ROUTES, pathSegments(new URL(path, "http://x").pathname))?.route ?? null;
  } catch {
    return null;
  }
}

/** The error envelope every non-MCP route answers with. */
function envelopeProblem(body: unknown, status: number): string | null {
  if (!isObject(body) || !isObject(body.error)) return "not an error envelope";
  const error = body.error;
  if (error.status !== status) return `error.status ${String(error.status)} is not the HTTP status ${status}`;
  if (typeof error.code !== "string" || !ERROR_CODES.has(error.code)) return `unknown error code ${String(error.code)}`;
  if (typeof error.message !== "string" || error.message.length < 10) return "error.message is not a sentence";
  if (error.suggestions !== undefined && !(Array.isArray(error.suggestions) && error.suggestions.every((s) => typeof s === "string"))) {
    return "error.suggestions is not a list of strings";
  }
  if (error.code === "not_found" && error.suggestions === undefined) return "not_found without suggestions";
  if (error.code === "rate_limited" && !Number.isInteger(error.retry_after)) return "rate_limited without an integer retry_after";
  return null;
}

function jsonRpcProblem(message: unknown): string | null {
  if (!isObject(message)) return "not a JSON-RPC object";
  if (message.jsonrpc !== "2.0") return 'jsonrpc is not "2.0"';
  if ("result" in message === "error" in message) return "not exactly one of result and error";
  const id = message.id;
  // A result echoes the request's id; an error about a message whose id could not be read carries none
  // (MCP forbids null ids, so it leaves the member out; plain JSON-RPC would send null).
  if ("result" in message && typeof id !== "string" && typeof id !== "number") return "result without a string or number id";
  if ("error" in message && !(id === undefined || id === null || typeof id === "string" || typeof id === "number")) {
    return "error id is not a string, number or absent";
  }
  if ("result" in message && !isObject(message.result)) return "result is not an object";
  if ("error" in message) {
    const error = message.error;
    if (!isObject(error) || !Number.isInteger(error.code) || typeof error.message !== "string") return "malformed error object";
  }
  return null;
}

/** Success bodies of the REST routes, by endpoint (routes not listed only need to be JSON). */
const SUCCESS_SHAPES: Record<string, (body: Record<string, unknown>) => boolean> = {
  "/": (body) => isObject(body.mcp) && isObject(body.rest) && isObject(body.rate_limit) && isObject(body.links) && isObject(body.license),
  "/openapi.json": (body) => typeof body.openapi === "string" && body.openapi.startsWith("3.1"),
  "/health": (body) => body.ok === true && body.status === "ok",
  "/search": (body) => Array.isArray(body.results) && typeof body.total === "number" && isObject(body.data),
  "/entries": (body) => Array.isArray(body.ids) && isObject(body.data),
  // The entry or item itself at the top level (as the live service answers), provenance beside its fields.
  "/entries/{id}": (body) => typeof body.id === "string" && typeof body.name === "string" && !("entry" in body) && isObject(body.data),
  "/content": (body) => Array.isArray(body.items) && isObject(body.data),
  "/content/{type}/{id}": (body) =>
    typeof body.id === "string" && typeof body.type === "string" && typeof body.markdown === "string" && isObject(body.data),
  "/categories": (body) => Array.isArray(body.categories) && isObject(body.data),
};

/** Everything wrong with one answer, as sentences (empty when it is right). */
function problemsWith(request: Request, reply: Reply): string[] {
  const problems: string[] = [];
  const route = routeFor(request.url);
  const { status, headers, text } = reply;
  if (status >= 500 || status < 200) problems.push(`status ${status}`);
  if (headers.get("x-content-type-options") !== "nosniff") problems.push("no X-Content-Type-Options: nosniff");
  const metered = request.method !== "OPTIONS" && (route === null || route.meter !== null);
  if (metered && headers.get("x-ratelimit-limit") === null) problems.push("metered response without x-ratelimit-limit");
  if (request.method === "HEAD" || status === 204 || status === 202 || status === 304) {
    if (text !== "") problems.push(`status ${status} with a body`);
    return problems;
  }
  if (route?.endpoint === "/robots.txt" && status === 200) {
    if (!headers.get("content-type")?.startsWith("text/plain")) problems.push("robots.txt is not text/plain");
    return problems;
  }
  // JSON, or a JSON-based media type of its own (the server card's application/mcp-server-card+json).
  if (!JSON_MEDIA_TYPE.test(headers.get("content-type") ?? "")) problems.push(`content-type ${headers.get("content-type")}`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    problems.push(`body is not JSON: ${text.slice(0, 80)}`);
    return problems;
  }
  if (route?.endpoint === "/mcp" && request.method === "POST") {
    // Transport-level refusals (413, 415…) may use the envelope; everything else is JSON-RPC.
    if (status >= 400 && envelopeProblem(body, status) === null) return problems;
    const messages = Array.isArray(body) ? body : [body];
    if (Array.isArray(body) && body.length === 0) problems.push("empty JSON-RPC batch answer");
    for (const message of messages) {
      const problem = jsonRpcProblem(message);
      if (problem) problems.push(`JSON-RPC: ${problem}`);
    }
    return problems;
  }
  if (status >= 400) {
    const problem = route?.kind === "mcp" && jsonRpcProblem(body) === null ? null : envelopeProblem(body, status);
    if (problem) problems.push(problem);
    if (status === 405 && !headers.get("allow")) problems.push("405 without Allow");
    return problems;
  }
  const shape = route ? SUCCESS_SHAPES[route.endpoint] : undefined;
  if (!isObject(body) && !Array.isArray(body)) problems.push("success body is not an object");
  else if (shape && !(isObject(body) && shape(body))) problems.push(`body does not have the ${route!.endpoint} shape`);
  return problems;
}

async function check(kind: string, request: Request): Promise<void> {
  counts[kind] = (counts[kind] ?? 0) + 1;
  const described = `${request.method} ${request.url.slice(0, 300)}`;
  const reply = await send(request.clone());
  const seen = (statuses[kind] ??= {});
  seen[reply.status] = (seen[reply.status] ?? 0) + 1;
  const problems = problemsWith(request, reply);
  expect(problems, `${described} → ${reply.status} ${reply.text.slice(0, 300)}`).toEqual([]);
}

/** A request exactly as generated, or null when the generated URL cannot exist on the wire. */
function build(url: string, init: RequestInit): Request | null {
  try {
    return new Request(url, init);
  } catch {
    return null;
  }
}

/** A conforming MCP client over the same handler. */
const wire = new McpWire((request) => callWorker(request), "http://127.0.0.1:8787");

async function goodRequestsStillWork(): Promise<void> {
  const search = await send(new Request("http://127.0.0.1:8787/search?q=agent&limit=3"));
  expect(search.status).toBe(200);
  expect((JSON.parse(search.text) as { results: unknown[] }).results.length).toBeGreaterThan(0);
  const entry = await send(new Request("http://127.0.0.1:8787/entries/test-site-only"));
  expect(entry.status).toBe(200);
  expect((await send(new Request("http://127.0.0.1:8787/health"))).status).toBe(200);
  const legacy = await wire.legacy("tools/list", undefined, "2025-11-25");
  expect(legacy.status).toBe(200);
  expect(legacy.body.result.tools.length).toBeGreaterThan(0);
  const modern = await wire.modern("tools/call", { name: "search", arguments: { query: "agent" } });
  expect(modern.status).toBe(200);
  expect(modern.body.result.isError).toBe(false);
}

beforeAll(async () => {
  // Expected noise (failed lookups, rate-limit fallbacks) is not what this suite is about.
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  await goodRequestsStillWork();
});

afterAll(() => {
  vi.restoreAllMocks();
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const detail = Object.entries(counts)
    .map(([kind, n]) => {
      const byStatus = Object.entries(statuses[kind] ?? {})
        .map(([status, seen]) => `${status}×${seen}`)
        .join(" ");
      return `${kind} ${n} [${byStatus}]`;
    })
    .join(", ");
  console.log(`bad-input suite: ${total} generated cases this run (${detail})`);
});

describe("bad input never breaks the Worker", { timeout: PROPERTY_TIMEOUT_MS }, () => {
  it("REST paths: encodings, overlong and odd segments, any method", async () => {
    await fc.assert(
      fc.asyncProperty(restPath, method, async (path, verb) => {
        const request = build(`http://127.0.0.1:8787${path}`, { method: verb });
        fc.pre(request !== null);
        await check("paths", request!);
      }),
      { numRuns: RUNS.paths },
    );
    await goodRequestsStillWork();
  });

  it("query strings: encodings, overlong values, repeated and unknown parameters", async () => {
    await fc.assert(
      fc.asyncProperty(restTarget, queryString, fc.constantFrom("GET", "HEAD"), async (path, query, verb) => {
        const request = build(`http://127.0.0.1:8787${path}?${query}`, { method: verb });
        fc.pre(request !== null);
        await check("queries", request!);
      }),
      { numRuns: RUNS.queries },
    );
    await goodRequestsStillWork();
  });

  it("headers: protocol versions, sentinels, whitespace, long values, spoofed addresses", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("/search?q=agent", "/entries/test-site-only", "/content", "/mcp", "/"),
        headerSet,
        fc.boolean(),
        async (path, headers, post) => {
          const asPost = post || path === "/mcp";
          const request = build(`http://127.0.0.1:8787${path}`, {
            method: asPost ? "POST" : "GET",
            headers,
            ...(asPost ? { body: legacyRequest("tools/list", undefined, null).body } : {}),
          });
          fc.pre(request !== null);
          await check("headers", request!);
        },
      ),
      { numRuns: RUNS.headers },
    );
    await goodRequestsStillWork();
  });

  it("beacon bodies on /hit and /v1/e", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("/hit", "/v1/e"),
        beaconBody,
        fc.constantFrom("text/plain", "application/json", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded"),
        fc.constantFrom("https://indexagentica.com", "https://www.indexagentica.com", "https://evil.example", null),
        async (path, body, type, origin) => {
          const headers: Record<string, string> = { "content-type": type };
          if (origin) headers.origin = origin;
          const request = build(`http://127.0.0.1:8787${path}`, { method: "POST", headers, body });
          fc.pre(request !== null);
          await check("beacons", request!);
        },
      ),
      { numRuns: RUNS.beacons },
    );
    await goodRequestsStillWork();
  });

  it("JSON-RPC bodies on /mcp", async () => {
    await fc.assert(
      fc.asyncProperty(jsonRpcBody, mcpHeaders, async (body, headers) => {
        const request = build("http://127.0.0.1:8787/mcp", { method: "POST", headers, body });
        fc.pre(request !== null);
        await check("jsonRpc", request!);
      }),
      { numRuns: RUNS.jsonRpc },
    );
    await goodRequestsStillWork();
  });

  it("well-formed MCP tool calls of both eras with hostile names and arguments", async () => {
    await fc.assert(
      fc.asyncProperty(plausibleMcpRequest, async ({ headers, body }) => {
        const request = build("http://127.0.0.1:8787/mcp", { method: "POST", headers, body });
        fc.pre(request !== null);
        await check("toolCalls", request!);
      }),
      { numRuns: RUNS.toolCalls },
    );
    await goodRequestsStillWork();
  });
});
