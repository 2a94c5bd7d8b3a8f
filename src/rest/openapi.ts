// The OpenAPI 3.1 document, generated from the route table and the tool definitions it points to.

import type { OpenApiOperation, Route } from "../http/route";
import { STATUS_BY_CODE, type ProblemCode } from "../core/problem";
import type { JsonSchema } from "../schema/json-schema";
import { REPOSITORY_URL, SERVER_DESCRIPTION, SERVER_TITLE, SERVER_VERSION, WEBSITE_URL } from "../core/server-info";
import type { RestOperation } from "./operations";
import { ID_PATTERN } from "../core/ids";

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

export function errorResponses(codes: readonly ProblemCode[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const code of codes) {
    out[String(STATUS_BY_CODE[code])] = {
      description: ERROR_DESCRIPTIONS[code] ?? code,
      ...(code === "rate_limited" ? { headers: { ...RETRY_AFTER_HEADER, ...RATE_LIMIT_HEADERS } } : {}),
      content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
    };
  }
  return out;
}

function jsonContent(schema: unknown, description: string): Record<string, unknown> {
  return { description, content: { "application/json": { schema } } };
}

const NOTICE_SCHEMA: JsonSchema = {
  type: "string",
  description:
    "Advice on this answer: what the server ignored or read loosely in the request (unknown, repeated or empty parameters, repaired encoding), what to try next. Absent when there is nothing to say.",
};

/**
 * The REST 200 body, from the tool's output schema: as it is, or with the `unwrap` member's fields at the top
 * level and the output's other members (data, install…) beside them; `notice` everywhere (the adapter's notes).
 */
export function restResponseSchema(operation: RestOperation): JsonSchema {
  const output = operation.tool.outputSchema;
  const properties: Record<string, JsonSchema> = { ...(output.properties ?? {}) };
  if (operation.unwrap === undefined) {
    return { ...output, properties: { ...properties, notice: properties.notice ?? NOTICE_SCHEMA } };
  }
  const inner = properties[operation.unwrap] ?? { type: "object" };
  delete properties[operation.unwrap];
  const merged: Record<string, JsonSchema> = { ...(inner.properties ?? {}) };
  for (const [key, schema] of Object.entries(properties)) if (!(key in merged)) merged[key] = schema;
  if (!("notice" in merged)) merged.notice = NOTICE_SCHEMA;
  const required = [...(inner.required ?? []), ...(output.required ?? []).filter((key) => key !== operation.unwrap)];
  return {
    ...inner,
    type: "object",
    properties: merged,
    required: [...new Set(required)],
  };
}

// Path ids are documented in their canonical form, as the live service does; case and surrounding spaces
// are forgiven by the server all the same.
const PATH_ID_DESCRIPTION = "Kebab-case id, as returned by search (case and surrounding spaces are forgiven).";

/** The OpenAPI operation for a REST route that runs a tool. */
export function toolOperation(operation: RestOperation, operationId: string): OpenApiOperation {
  const input = operation.tool.inputSchema;
  const properties = input.properties ?? {};
  const required = new Set(input.required ?? []);
  const parameters: Record<string, unknown>[] = [];
  for (const name of operation.pathParams) {
    const schema = properties[name] ?? { type: "string" };
    parameters.push({
      name,
      in: "path",
      required: true,
      ...(name === "id" ? { description: PATH_ID_DESCRIPTION } : {}),
      schema: name === "id" ? { ...schema, pattern: ID_PATTERN.source } : schema,
    });
  }
  for (const param of operation.query) {
    const schema = properties[param.arg] ?? { type: "string" };
    const aliases = param.aliases?.length ? ` Also accepted as ${param.aliases.join(", ")}.` : "";
    parameters.push({
      name: param.name,
      in: "query",
      required: required.has(param.arg),
      description: `${schema.description ?? ""}${param.kind === "list" ? " Comma-separated." : ""}${aliases}`.trim(),
      schema,
      ...(param.kind === "list" ? { style: "form", explode: false } : {}),
    });
  }
  const codes: ProblemCode[] = ["bad_request", "rate_limited", "upstream_error"];
  if (operation.pathParams.includes("id")) codes.splice(1, 0, "not_found");
  return {
    operationId,
    summary: operation.summary,
    description: operation.tool.description,
    parameters,
    responses: {
      "200": { ...jsonContent(restResponseSchema(operation), operation.summary), headers: RATE_LIMIT_HEADERS },
      ...errorResponses(codes),
    },
  };
}

export function buildOpenApi(baseUrl: string, routes: readonly Route[]): Record<string, unknown> {
  const paths: Record<string, Record<string, OpenApiOperation>> = {};
  for (const route of routes) {
    if (!route.openapi) continue;
    paths[route.endpoint] = { ...(paths[route.endpoint] ?? {}), ...route.openapi };
    for (const [path, operations] of Object.entries(route.aliasDocs ?? {})) paths[path] = { ...(paths[path] ?? {}), ...operations };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: `${SERVER_TITLE} MCP server and REST API`,
      version: SERVER_VERSION,
      description: `${SERVER_DESCRIPTION} Read-only, no authentication. Directory content is CC BY 4.0 (${WEBSITE_URL}). Every data answer has a \`data\` field saying whether it is live, stale or the bundled sample.`,
      license: { name: "MIT", identifier: "MIT" },
    },
    externalDocs: { url: REPOSITORY_URL },
    servers: [{ url: baseUrl }],
    paths,
    components: { schemas: { Error: ERROR_SCHEMA } },
  };
}
