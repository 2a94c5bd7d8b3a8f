// POST /mcp: HTTP in, JSON-RPC out. Gates (Host, body size, JSON), then one message or a 2025-03-26 batch
// through classification and dispatch. Stateless: no session is read or minted, nothing is streamed. Accept is
// not checked: every answer is JSON, which is what a client that asks for JSON or an SSE stream can read.

import type { RequestContext } from "../routing/request-context";
import { jsonResponse } from "../http/json";
import type { Problem } from "../core/problem";
import { STATUS_BY_CODE } from "../core/problem";
import { MAX_BODY_BYTES, readMessageText } from "./body";
import { checkStandardHeaders, classify, protocolVersionHeader, type Classification } from "./classify";
import { dispatchLegacy, dispatchModern, type DispatchContext, type Outcome } from "./dispatch";
import { isHostAllowed } from "./host-gate";
import { isRecord } from "../core/guards";
import { failure, parseMessage, success, type JsonRpcId, type RequestMessage, type ResponseBody } from "./jsonrpc";
import { BATCH_VERSION, ErrorCode, HEADER, looksModern, MAX_BATCH_MESSAGES, META, type Rejection } from "./protocol";

const NO_STORE = { "cache-control": "no-store" } as const;

function rpc(body: ResponseBody | readonly ResponseBody[], status = 200, headers: Readonly<Record<string, string>> = {}): Response {
  return jsonResponse(body, status, { ...NO_STORE, ...headers });
}

function accepted(): Response {
  return new Response(null, { status: 202, headers: NO_STORE });
}

function reject(rejection: Rejection, id?: JsonRpcId, headers: Readonly<Record<string, string>> = {}): Response {
  return rpc(failure(id, rejection.code, rejection.message, rejection.data), rejection.status, headers);
}

// Method names are client-chosen text; only the protocol's own are logged, so the dataset stays low-cardinality.
const LOGGED_METHODS = new Set([
  "initialize",
  "ping",
  "server/discover",
  "tools/list",
  "tools/call",
  "prompts/list",
  "prompts/get",
  "resources/list",
  "resources/read",
  "resources/templates/list",
  "resources/subscribe",
  "resources/unsubscribe",
  "completion/complete",
  "logging/setLevel",
  "subscriptions/listen",
  "notifications/initialized",
  "notifications/cancelled",
  "notifications/progress",
  "notifications/roots/list_changed",
]);

function methodForUsage(method: string): string {
  return LOGGED_METHODS.has(method) ? method : "other";
}

function noteError(context: RequestContext, code: number): void {
  context.usage.outcome = "error";
  context.usage.detail = String(code);
}

function noteClassification(context: RequestContext, classification: Classification): void {
  if ("reject" in classification) return;
  context.usage.era = classification.era;
  context.usage.protocolVersion = classification.version;
  if (classification.client.name !== undefined) context.usage.clientName = classification.client.name;
  if (classification.client.version !== undefined) context.usage.clientVersion = classification.client.version;
}

async function serveRequest(
  message: RequestMessage,
  classification: Exclude<Classification, { reject: Rejection }>,
  dispatch: DispatchContext,
) {
  try {
    return classification.era === "modern" ? await dispatchModern(message, dispatch) : await dispatchLegacy(message, dispatch);
  } catch (error) {
    console.error("mcp dispatch failed", error);
    const outcome: Outcome = {
      error: { status: 500, code: ErrorCode.InternalError, message: "Internal error on our side; the request can be retried." },
    };
    return outcome;
  }
}

function toResponseBody(id: JsonRpcId, outcome: Outcome): ResponseBody {
  return "result" in outcome ? success(id, outcome.result) : failure(id, outcome.error.code, outcome.error.message, outcome.error.data);
}

async function handleBatch(items: readonly unknown[], context: RequestContext, dispatch: DispatchContext): Promise<Response> {
  context.usage.method = "batch";
  const invalid = (message: string): Response => {
    noteError(context, ErrorCode.InvalidRequest);
    return rpc(failure(undefined, ErrorCode.InvalidRequest, message), 400);
  };
  if (items.length === 0) return invalid("Invalid request: an empty batch holds no messages.");
  const header = protocolVersionHeader(context.request.headers);
  if (header !== null && header !== BATCH_VERSION) {
    return invalid(
      `Invalid request: JSON-RPC batches exist only in 2025-03-26 (this request says ${header.slice(0, 40)}); send one message per POST.`,
    );
  }
  if (items.length > MAX_BATCH_MESSAGES)
    return invalid(`Invalid request: at most ${MAX_BATCH_MESSAGES} messages per batch; got ${items.length}.`);
  // Per-request envelopes belong to single-message POSTs; a batch holding one is not 2025-03-26 traffic.
  if (
    items.some(
      (item) => isRecord(item) && isRecord(item.params) && isRecord(item.params._meta) && META.protocolVersion in item.params._meta,
    )
  ) {
    return invalid(
      "Invalid request: a batch may only hold 2025-03-26 messages (no per-request _meta); send 2026-07-28 requests one per POST.",
    );
  }
  const messages = items.map(parseMessage);
  if (messages.some((m) => m.kind === "request" && m.method === "initialize")) {
    return invalid("Invalid request: initialize must be sent on its own, not inside a batch.");
  }
  const responses: ResponseBody[] = [];
  for (const message of messages) {
    if (message.kind === "invalid") {
      responses.push(failure(message.id, message.code, message.message));
      continue;
    }
    if (message.kind === "response") continue;
    const classification = classify(message, context.request.headers);
    if ("reject" in classification || classification.version !== BATCH_VERSION) {
      return invalid(
        "Invalid request: a batch may only hold 2025-03-26 messages (no per-request _meta); send 2026-07-28 requests one per POST.",
      );
    }
    noteClassification(context, classification);
    if (message.kind === "notification") continue;
    responses.push(toResponseBody(message.id, await serveRequest(message, classification, dispatch)));
  }
  return responses.length === 0 ? accepted() : rpc(responses);
}

export async function handleMcpPost(context: RequestContext): Promise<Response> {
  const { request, usage } = context;
  usage.route = "mcp";
  if (!isHostAllowed(context.url.hostname, context.config.publicBaseUrl)) {
    noteError(context, 403);
    return reject({
      status: 403,
      code: ErrorCode.ServerError,
      message: `Host ${context.url.host.slice(0, 100)} is not served here (DNS-rebinding protection). Locally use http://127.0.0.1:<port>/mcp; a deployment on its own domain sets PUBLIC_BASE_URL.`,
    });
  }
  const body = await readMessageText(request);
  if (!body.ok) {
    if (body.reason === "too_large") {
      noteError(context, 413);
      // -32600 as the live service answers (the message is not a request this server will read); 413 says why.
      return reject({
        status: 413,
        code: ErrorCode.InvalidRequest,
        message: `Request body too large: the limit is ${MAX_BODY_BYTES} bytes per message.`,
      });
    }
    noteError(context, ErrorCode.ParseError);
    const what = body.reason === "not_utf8" ? "is not valid UTF-8" : "could not be read to the end";
    return reject({ status: 400, code: ErrorCode.ParseError, message: `Parse error: the body ${what}.` });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.text);
  } catch {
    noteError(context, ErrorCode.ParseError);
    return reject({
      status: 400,
      code: ErrorCode.ParseError,
      message: "Parse error: the body is not valid JSON; send one JSON-RPC message as a JSON object.",
    });
  }
  const dispatch: DispatchContext = { tools: context.tools, baseUrl: context.baseUrl, usage, headers: request.headers };
  if (Array.isArray(parsed)) return handleBatch(parsed, context, dispatch);

  const message = parseMessage(parsed);
  if (message.kind === "invalid") {
    noteError(context, message.code);
    return reject({ status: 400, code: message.code, message: `Invalid request: ${message.message}` }, message.id);
  }
  if (message.kind === "response") {
    const header = protocolVersionHeader(request.headers);
    if (header !== null && looksModern(header)) {
      noteError(context, ErrorCode.InvalidRequest);
      return reject({
        status: 400,
        code: ErrorCode.InvalidRequest,
        message: "Invalid request: clients do not post JSON-RPC responses in 2026-07-28 (this server never sends requests).",
      });
    }
    return accepted();
  }
  usage.method = methodForUsage(message.method);
  const classification = classify(message, request.headers);
  noteClassification(context, classification);
  const id = message.kind === "request" ? message.id : undefined;
  if ("reject" in classification) {
    noteError(context, classification.reject.code);
    return reject(classification.reject, id);
  }
  if (classification.era === "modern") {
    const missing = checkStandardHeaders(message, request.headers);
    if (missing) {
      noteError(context, missing.code);
      return reject(missing, id);
    }
  }
  if (message.kind === "notification") return accepted();
  // A modern request that reaches dispatch says which revision answered it (results, in-band errors, 404s).
  const echo: Record<string, string> = classification.era === "modern" ? { [HEADER.protocolVersion]: classification.version } : {};
  const outcome = await serveRequest(message, classification, dispatch);
  if ("error" in outcome) {
    noteError(context, outcome.error.code);
    return reject(outcome.error, message.id, echo);
  }
  return rpc(success(message.id, outcome.result), 200, echo);
}

const GET_MESSAGE =
  "This endpoint has no SSE stream and no sessions: POST each JSON-RPC message to it and read the JSON reply (GET and DELETE are not used).";

/** Pipeline-level problems on /mcp (403 Origin, 405, 429…) as JSON-RPC errors without an id. */
export function renderMcpProblem(problem: Problem, context: RequestContext | null, headers: Headers): Response {
  const status = STATUS_BY_CODE[problem.code];
  const code = problem.code === "internal_error" || problem.code === "config_error" ? ErrorCode.InternalError : ErrorCode.ServerError;
  const message = problem.code === "method_not_allowed" ? GET_MESSAGE : problem.message;
  if (context) {
    context.usage.route = "mcp";
    noteError(context, status);
    if (problem.code === "rate_limited") context.usage.outcome = "rate_limited";
  }
  const response = rpc(failure(undefined, code, message), status);
  headers.forEach((value, name) => response.headers.set(name, value));
  response.headers.set("cache-control", "no-store");
  return response;
}
