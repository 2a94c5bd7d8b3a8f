// JSON responses and the error envelope. Bodies are compact: every byte is paid for by the caller.

import { STATUS_BY_CODE, type Problem } from "../core/problem";

export const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

export function jsonResponse(body: unknown, status = 200, headers?: HeadersInit): Response {
  const response = new Response(JSON.stringify(body), { status, headers });
  response.headers.set("content-type", JSON_CONTENT_TYPE);
  return response;
}

export interface ErrorEnvelope {
  error: {
    status: number;
    code: string;
    message: string;
    /** Always present on not_found (empty when nothing is close), else only when there are some. */
    suggestions?: readonly string[];
    /** A long-form item asked for under one type that exists under another: the type it has. */
    type?: string;
    /** 429s: seconds to wait, as in the Retry-After header. */
    retry_after?: number;
  };
}

/** `{"error":{"status","code","message","suggestions"?,"type"?,"retry_after"?}}`: the error shape of every non-MCP route. */
export function errorBody(problem: Problem): ErrorEnvelope {
  const suggestions = problem.suggestions ?? [];
  return {
    error: {
      status: STATUS_BY_CODE[problem.code],
      code: problem.code,
      message: problem.message,
      // The live service always sends the list on a 404, so clients read it without checking it exists.
      ...(problem.code === "not_found" || suggestions.length > 0 ? { suggestions } : {}),
      ...(problem.type !== undefined ? { type: problem.type } : {}),
      ...(problem.retryAfterSeconds !== undefined ? { retry_after: problem.retryAfterSeconds } : {}),
    },
  };
}

export function errorResponse(problem: Problem, headers?: HeadersInit): Response {
  const response = jsonResponse(errorBody(problem), STATUS_BY_CODE[problem.code], headers);
  response.headers.set("cache-control", "no-store");
  return response;
}
