// Errors as the MCP Registry sends them: RFC 9457 problem details (`application/problem+json`: title, status,
// detail; `errors[]` on a 422, as its Huma validation does). The registry's OpenAPI text shows `{error}` bodies,
// but the live registry and the clients that read it use these. Pipeline problems (405, 429, 503...) on the
// registry routes come out the same way.

import { STATUS_BY_CODE, type Problem } from "../core/problem";
import type { RequestContext } from "../routing/request-context";

export const PROBLEM_CONTENT_TYPE = "application/problem+json";

/** One parameter that failed validation (a 422's `errors[]`). */
export interface FieldError {
  /** Where, as Huma writes it: `query.limit`, `path.serverName`. */
  readonly location: string;
  readonly message: string;
  readonly value?: string;
}

export interface RegistryProblem {
  readonly status: 400 | 404 | 422 | 503;
  readonly detail: string;
  readonly errors?: readonly FieldError[];
}

const TITLES: Readonly<Record<number, string>> = {
  400: "Bad Request",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

export function titleOf(status: number): string {
  return TITLES[status] ?? "Error";
}

/** A 422 for one parameter: `detail` says what to send instead, `errors[]` where. */
export function invalid(location: string, message: string, value?: string): RegistryProblem {
  const field = location.split(".")[1] ?? location;
  return {
    status: 422,
    detail: `validation failed: ${field} ${message}`,
    errors: [{ location, message, ...(value !== undefined ? { value: value.slice(0, 100) } : {}) }],
  };
}

export function problemResponse(problem: RegistryProblem, headers?: HeadersInit): Response {
  const body = {
    title: titleOf(problem.status),
    status: problem.status,
    detail: problem.detail,
    ...(problem.errors ? { errors: problem.errors } : {}),
  };
  const response = new Response(JSON.stringify(body), { status: problem.status, headers });
  response.headers.set("content-type", PROBLEM_CONTENT_TYPE);
  response.headers.set("cache-control", "no-store");
  return response;
}

/** The pipeline's problems on a registry route (405, 429 with Retry-After, a 500), as problem details. */
export function renderPipelineProblem(problem: Problem, _context: RequestContext | null, headers: Headers): Response {
  const status = STATUS_BY_CODE[problem.code];
  const body = { title: titleOf(status), status, detail: problem.message };
  headers.set("content-type", PROBLEM_CONTENT_TYPE);
  headers.set("cache-control", "no-store");
  return new Response(JSON.stringify(body), { status, headers });
}
