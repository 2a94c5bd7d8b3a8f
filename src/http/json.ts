// JSON responses and the error envelope. Bodies are compact: every byte is paid for by the caller.

import { STATUS_BY_CODE, type Problem } from "../problem";

export const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

export function jsonResponse(body: unknown, status = 200, headers?: HeadersInit): Response {
  const response = new Response(JSON.stringify(body), { status, headers });
  response.headers.set("content-type", JSON_CONTENT_TYPE);
  return response;
}

/** `{"error":{"status","code","message","suggestions"?}}`, the one error shape of every non-MCP route. */
export function errorBody(problem: Problem): { error: { status: number; code: string; message: string; suggestions?: readonly string[] } } {
  const status = STATUS_BY_CODE[problem.code];
  return {
    error: {
      status,
      code: problem.code,
      message: problem.message,
      ...(problem.suggestions && problem.suggestions.length > 0 ? { suggestions: problem.suggestions } : {}),
    },
  };
}

export function errorResponse(problem: Problem, headers?: HeadersInit): Response {
  const response = jsonResponse(errorBody(problem), STATUS_BY_CODE[problem.code], headers);
  response.headers.set("cache-control", "no-store");
  return response;
}
