// POST /mcp as a value: the gates (Host, body size, JSON), then one message or a 2025-03-26 batch through
// classification and dispatch. Stateless: no session is read or minted, nothing is streamed. Accept is not
// checked: every answer is JSON, which is what a client that asks for JSON or an SSE stream can read. Nothing
// here writes the usage record or builds a Response; endpoint.ts does both, once.

import { isRecord } from "../core/guards";
import { MODERN_PROTOCOL_VERSIONS } from "../core/server-info";
import type { RequestContext } from "../routing/request-context";
import { MAX_BODY_BYTES, readMessageText } from "./body";
import { checkStandardHeaders, classify, protocolVersionHeader, type Classification } from "./classify";
import { dispatch, type DispatchContext, type Outcome } from "./dispatch";
import { isHostAllowed } from "./host-gate";
import { failure, parseMessage, success, type JsonRpcId, type RequestMessage, type ResponseBody } from "./jsonrpc";
import { ErrorCode, HEADER, looksModern, MAX_BATCH_MESSAGES, META, type Rejection } from "./protocol";
import { BATCH_VERSIONS, isBatchVersion, REVISIONS } from "./revisions";
import { classificationFacts, methodForUsage, type McpFacts } from "./usage-facts";

export type McpAnswer =
  /** Refused before the body was read (Host, size): logged by HTTP status. */
  | { readonly kind: "refused"; readonly rejection: Rejection }
  /** A JSON-RPC error, at the rejection's HTTP status (200 for errors that answer a well-formed request). */
  | {
      readonly kind: "rejected";
      readonly rejection: Rejection;
      readonly id?: JsonRpcId;
      readonly headers?: Readonly<Record<string, string>>;
    }
  /** 202, no body: notifications, responses, a batch of those. */
  | { readonly kind: "accepted" }
  | {
      readonly kind: "answered";
      readonly body: ResponseBody | readonly ResponseBody[];
      readonly headers?: Readonly<Record<string, string>>;
    };

type Served = Exclude<Classification, { reject: Rejection }>;

function directoryContext(context: RequestContext, facts: McpFacts): Omit<DispatchContext, "version"> {
  return { tools: context.tools, baseUrl: context.baseUrl, facts, dataTtlMs: context.config.cacheTtlSeconds * 1000 };
}

async function serve(message: RequestMessage, classification: Served, context: Omit<DispatchContext, "version">): Promise<Outcome> {
  try {
    return await dispatch(message, { ...context, version: classification.version });
  } catch (error) {
    console.error("mcp dispatch failed", error);
    return { error: { status: 500, code: ErrorCode.InternalError, message: "Internal error on our side; the request can be retried." } };
  }
}

function toResponseBody(id: JsonRpcId, outcome: Outcome): ResponseBody {
  return "result" in outcome ? success(id, outcome.result) : failure(id, outcome.error.code, outcome.error.message, outcome.error.data);
}

const MODERN_IN_BATCH = `Invalid request: a batch may only hold ${BATCH_VERSIONS.join(", ")} messages (no per-request _meta); send ${MODERN_PROTOCOL_VERSIONS.join(" or ")} requests one per POST.`;

function invalid(message: string): McpAnswer {
  return { kind: "rejected", rejection: { status: 400, code: ErrorCode.InvalidRequest, message } };
}

async function answerBatch(items: readonly unknown[], context: RequestContext, facts: McpFacts): Promise<McpAnswer> {
  facts.method = "batch";
  if (items.length === 0) return invalid("Invalid request: an empty batch holds no messages.");
  const header = protocolVersionHeader(context.request.headers);
  if (header !== null && !isBatchVersion(header)) {
    return invalid(
      `Invalid request: JSON-RPC batches exist only in ${BATCH_VERSIONS.join(", ")} (this request says ${header.slice(0, 40)}); send one message per POST.`,
    );
  }
  if (items.length > MAX_BATCH_MESSAGES)
    return invalid(`Invalid request: at most ${MAX_BATCH_MESSAGES} messages per batch; got ${items.length}.`);
  // Per-request envelopes belong to single-message POSTs; a batch holding one is not batch-era traffic.
  if (
    items.some(
      (item) => isRecord(item) && isRecord(item.params) && isRecord(item.params._meta) && META.protocolVersion in item.params._meta,
    )
  ) {
    return invalid(MODERN_IN_BATCH);
  }
  const messages = items.map(parseMessage);
  if (messages.some((m) => m.kind === "request" && m.method === "initialize")) {
    return invalid("Invalid request: initialize must be sent on its own, not inside a batch.");
  }
  const bodies: ResponseBody[] = [];
  for (const message of messages) {
    if (message.kind === "invalid") {
      bodies.push(failure(message.id, message.code, message.message));
      continue;
    }
    if (message.kind === "response") continue;
    const classification = classify(message, context.request.headers);
    if ("reject" in classification || !REVISIONS[classification.version].batches) return invalid(MODERN_IN_BATCH);
    Object.assign(facts, classificationFacts(classification));
    if (message.kind === "notification") continue;
    bodies.push(toResponseBody(message.id, await serve(message, classification, directoryContext(context, facts))));
  }
  return bodies.length === 0 ? { kind: "accepted" } : { kind: "answered", body: bodies };
}

/** The answer to one POST /mcp; what it learns on the way goes into `facts`. */
export async function answerPost(context: RequestContext, facts: McpFacts): Promise<McpAnswer> {
  const { request } = context;
  if (!isHostAllowed(context.url.hostname, context.config.publicBaseUrl)) {
    return {
      kind: "refused",
      rejection: {
        status: 403,
        code: ErrorCode.ServerError,
        message: `Host ${context.url.host.slice(0, 100)} is not served here (DNS-rebinding protection). Locally use http://127.0.0.1:<port>/mcp; a deployment on its own domain sets PUBLIC_BASE_URL.`,
      },
    };
  }
  const body = await readMessageText(request);
  if (!body.ok) {
    if (body.reason === "too_large") {
      // -32600 as the live service answers (the message is not a request this server will read); 413 says why.
      const message = `Request body too large: the limit is ${MAX_BODY_BYTES} bytes per message.`;
      return { kind: "refused", rejection: { status: 413, code: ErrorCode.InvalidRequest, message } };
    }
    const what = body.reason === "not_utf8" ? "is not valid UTF-8" : "could not be read to the end";
    return { kind: "rejected", rejection: { status: 400, code: ErrorCode.ParseError, message: `Parse error: the body ${what}.` } };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.text);
  } catch {
    const message = "Parse error: the body is not valid JSON; send one JSON-RPC message as a JSON object.";
    return { kind: "rejected", rejection: { status: 400, code: ErrorCode.ParseError, message } };
  }
  if (Array.isArray(parsed)) return answerBatch(parsed, context, facts);

  const message = parseMessage(parsed);
  if (message.kind === "invalid") {
    return {
      kind: "rejected",
      rejection: { status: 400, code: message.code, message: `Invalid request: ${message.message}` },
      id: message.id,
    };
  }
  if (message.kind === "response") {
    const header = protocolVersionHeader(request.headers);
    if (header === null || !looksModern(header)) return { kind: "accepted" };
    return invalid("Invalid request: clients do not post JSON-RPC responses in 2026-07-28 (this server never sends requests).");
  }
  facts.method = methodForUsage(message.method);
  const classification = classify(message, request.headers);
  Object.assign(facts, classificationFacts(classification));
  const id = message.kind === "request" ? message.id : undefined;
  if ("reject" in classification) return { kind: "rejected", rejection: classification.reject, id };
  const revision = REVISIONS[classification.version];
  const missing = revision.standardHeaders ? checkStandardHeaders(message, request.headers) : null;
  if (missing) return { kind: "rejected", rejection: missing, id };
  if (message.kind === "notification") return { kind: "accepted" };
  // A request that reaches dispatch says which revision answered it (results, in-band errors, 404s) where its revision does.
  const headers: Record<string, string> = revision.versionHeader ? { [HEADER.protocolVersion]: classification.version } : {};
  const outcome = await serve(message, classification, directoryContext(context, facts));
  if ("error" in outcome) return { kind: "rejected", rejection: outcome.error, id: message.id, headers };
  return { kind: "answered", body: success(message.id, outcome.result), headers };
}
