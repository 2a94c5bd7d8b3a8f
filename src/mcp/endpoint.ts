// POST /mcp: HTTP in, JSON-RPC out. answer.ts decides the answer; this records it in the usage record (the
// only place that does) and renders it. Pipeline problems on /mcp (Origin, method, rate limit) render here too.

import { STATUS_BY_CODE, type Problem } from "../core/problem";
import { jsonResponse } from "../http/json";
import type { RequestContext } from "../routing/request-context";
import { answerPost, type McpAnswer } from "./answer";
import { failure, type ResponseBody } from "./jsonrpc";
import { ErrorCode } from "./protocol";
import { recordMcpUsage, type Ending, type McpFacts } from "./usage-facts";

const NO_STORE = { "cache-control": "no-store" } as const;

function rpc(body: ResponseBody | readonly ResponseBody[], status = 200, headers: Readonly<Record<string, string>> = {}): Response {
  return jsonResponse(body, status, { ...NO_STORE, ...headers });
}

function endingOf(answer: McpAnswer): Ending {
  if (answer.kind === "refused") return { kind: "refused", status: answer.rejection.status };
  if (answer.kind === "rejected") return { kind: "rejected", rejection: answer.rejection };
  return { kind: "answered" };
}

function render(answer: McpAnswer): Response {
  switch (answer.kind) {
    case "refused":
    case "rejected": {
      const { rejection } = answer;
      const id = answer.kind === "rejected" ? answer.id : undefined;
      const headers = answer.kind === "rejected" ? answer.headers : undefined;
      return rpc(failure(id, rejection.code, rejection.message, rejection.data), rejection.status, headers);
    }
    case "accepted":
      return new Response(null, { status: 202, headers: NO_STORE });
    case "answered":
      return rpc(answer.body, 200, answer.headers);
  }
}

export async function handleMcpPost(context: RequestContext): Promise<Response> {
  const facts: McpFacts = {};
  const answer = await answerPost(context, facts);
  recordMcpUsage(context.usage, facts, endingOf(answer));
  return render(answer);
}

const GET_MESSAGE =
  "This endpoint has no SSE stream and no sessions: POST each JSON-RPC message to it and read the JSON reply (GET and DELETE are not used).";

/** Pipeline-level problems on /mcp (403 Origin, 405, 429…) as JSON-RPC errors without an id. */
export function renderMcpProblem(problem: Problem, context: RequestContext | null, headers: Headers): Response {
  const status = STATUS_BY_CODE[problem.code];
  const code = problem.code === "internal_error" || problem.code === "config_error" ? ErrorCode.InternalError : ErrorCode.ServerError;
  const message = problem.code === "method_not_allowed" ? GET_MESSAGE : problem.message;
  if (context) recordMcpUsage(context.usage, {}, { kind: "refused", status });
  const response = rpc(failure(undefined, code, message), status);
  headers.forEach((value, name) => response.headers.set(name, value));
  response.headers.set("cache-control", "no-store");
  return response;
}
