// Errors as values: a code, a public message a person or a model can act on, optional suggestions.
// Adapters turn a Problem into an HTTP error envelope or an `isError` tool result; only real bugs throw.

export type ProblemCode =
  | "bad_request"
  | "not_found"
  | "method_not_allowed"
  | "rate_limited"
  | "upstream_error"
  | "forbidden"
  | "config_error"
  | "internal_error"
  // The site beacon's own codes (POST /hit), kept as the live service names them.
  | "forbidden_origin"
  | "too_large"
  | "unavailable";

export const STATUS_BY_CODE: Readonly<Record<ProblemCode, number>> = {
  bad_request: 400,
  forbidden: 403,
  forbidden_origin: 403,
  not_found: 404,
  method_not_allowed: 405,
  too_large: 413,
  rate_limited: 429,
  internal_error: 500,
  config_error: 500,
  upstream_error: 503,
  unavailable: 503,
};

export interface Problem {
  readonly code: ProblemCode;
  readonly message: string;
  /** Ids or values the caller probably meant (404s), best first. */
  readonly suggestions?: readonly string[];
  /** A long-form item asked for under one type that exists under another: the type it has. */
  readonly type?: string;
  /** 429s: seconds until the caller may try again (the envelope's `retry_after`, the Retry-After header). */
  readonly retryAfterSeconds?: number;
}

export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: Problem };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T = never>(code: ProblemCode, message: string, suggestions?: readonly string[]): Result<T> {
  return { ok: false, problem: suggestions === undefined ? { code, message } : { code, message, suggestions } };
}

/** Thrown inside the request pipeline to stop with a Problem (e.g. a malformed URL); caught at the top. */
export class ProblemError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.message);
  }
}
