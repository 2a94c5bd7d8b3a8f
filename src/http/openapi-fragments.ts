// Pieces of the OpenAPI document that several route groups write: a response body of a media type, the
// error envelope and the error responses per problem code, the rate-limit headers.

import { STATUS_BY_CODE, type ProblemCode } from "../core/problem";
import type { JsonSchema } from "../schema/json-schema";

export const ERROR_SCHEMA: JsonSchema = {
  type: "object",
  required: ["error"],
  properties: {
    error: {
      type: "object",
      required: ["status", "code", "message"],
      properties: {
        status: { type: "integer" },
        code: { type: "string", enum: Object.keys(STATUS_BY_CODE) },
        message: { type: "string" },
        suggestions: {
          type: "array",
          items: { type: "string" },
          description: "Ids the caller probably meant; always present on not_found (empty when nothing is close).",
        },
        type: { type: "string", description: "not_found for a long-form item that exists under another type: the type it has." },
        retry_after: { type: "integer", description: "rate_limited: seconds to wait, as in the Retry-After header." },
      },
    },
  },
};

const ERROR_DESCRIPTIONS: Readonly<Partial<Record<ProblemCode, string>>> = {
  bad_request: "Invalid parameters; the message says which and how to fix them.",
  not_found: "No such id; `suggestions` lists close ids (empty when none), `type` names the type an item has when asked under another.",
  rate_limited: "Too many requests; retry after `Retry-After` seconds (also `retry_after` in the body).",
  upstream_error: "The directory site could not be reached and no usable copy is held.",
  forbidden: "Origin not allowed.",
};

/** Sent on every metered response (docs/rate-limiting.md). */
export const RATE_LIMIT_HEADERS: Readonly<Record<string, unknown>> = {
  "X-RateLimit-Limit": { description: "Requests allowed per period for one client.", schema: { type: "integer" } },
  "X-RateLimit-Period": { description: "Length of the period, in seconds.", schema: { type: "integer" } },
};

const RETRY_AFTER_HEADER = { "Retry-After": { description: "Seconds to wait before retrying.", schema: { type: "integer" } } };

/** A response whose body has `schema` in `mediaType`, with its headers when it has some. */
export function bodyOf(description: string, mediaType: string, schema: unknown, headers?: Readonly<Record<string, unknown>>) {
  return { description, ...(headers ? { headers } : {}), content: { [mediaType]: { schema } } };
}

/** A JSON response. */
export function jsonBody(description: string, schema: unknown, headers?: Readonly<Record<string, unknown>>) {
  return bodyOf(description, "application/json", schema, headers);
}

/** A plain-text response. */
export function textBody(description: string) {
  return bodyOf(description, "text/plain", { type: "string" });
}

/** A response with the JSON error envelope (components.schemas.Error). */
export function errorEnvelope(description: string, headers?: Readonly<Record<string, unknown>>) {
  return jsonBody(description, { $ref: "#/components/schemas/Error" }, headers);
}

/** The error responses of these problem codes, by status; 429 with its Retry-After and rate-limit headers. */
export function errorResponses(codes: readonly ProblemCode[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const code of codes) {
    const headers = code === "rate_limited" ? { ...RETRY_AFTER_HEADER, ...RATE_LIMIT_HEADERS } : undefined;
    out[String(STATUS_BY_CODE[code])] = errorEnvelope(ERROR_DESCRIPTIONS[code] ?? code, headers);
  }
  return out;
}
