// The OpenAPI 3.1 document, generated from the route table and the tool definitions it points to.

import type { OpenApiOperation, Route } from "../http/route";
import { STATUS_BY_CODE, type ProblemCode } from "../problem";
import type { JsonSchema } from "../schema/json-schema";
import { REPOSITORY_URL, SERVER_DESCRIPTION, SERVER_TITLE, SERVER_VERSION, WEBSITE_URL } from "../server-info";
import type { RestOperation } from "./operations";

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
        suggestions: { type: "array", items: { type: "string" }, description: "Ids the caller probably meant." },
      },
    },
  },
};

const ERROR_DESCRIPTIONS: Readonly<Partial<Record<ProblemCode, string>>> = {
  bad_request: "Invalid parameters; the message says which and how to fix them.",
  not_found: "No such id; `suggestions` lists close ids.",
  rate_limited: "Too many requests; retry after `Retry-After` seconds.",
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

/** Drops keywords that are ours, not JSON Schema's (x-mcp-header). */
function plainSchema(schema: JsonSchema): JsonSchema {
  const { "x-mcp-header": _header, ...rest } = schema;
  return rest;
}

function jsonContent(schema: unknown, description: string): Record<string, unknown> {
  return { description, content: { "application/json": { schema } } };
}

/** The OpenAPI operation for a REST route that runs a tool. */
export function toolOperation(operation: RestOperation, operationId: string): OpenApiOperation {
  const input = operation.tool.inputSchema;
  const properties = input.properties ?? {};
  const required = new Set(input.required ?? []);
  const parameters: Record<string, unknown>[] = [];
  for (const name of operation.pathParams) {
    parameters.push({ name, in: "path", required: true, schema: plainSchema(properties[name] ?? { type: "string" }) });
  }
  for (const param of operation.query) {
    const schema = plainSchema(properties[param.arg] ?? { type: "string" });
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
      "200": { ...jsonContent(plainSchema(operation.tool.outputSchema), operation.summary), headers: RATE_LIMIT_HEADERS },
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
