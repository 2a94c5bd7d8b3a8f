// The OpenAPI operation of a REST route, from the tool it runs: its parameters, and its 200 body (the tool's
// output schema as REST answers it) beside the error responses.

import type { OpenApiOperation } from "../routing/route";
import type { ProblemCode } from "../core/problem";
import { errorResponses, jsonBody, RATE_LIMIT_HEADERS } from "../http/openapi-fragments";
import type { JsonSchema } from "../schema/json-schema";
import type { RestOperation } from "./operations";
import { ID_PATTERN } from "../core/ids";

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

/** How the parameter is written, after its schema's description. */
const KIND_NOTES: Readonly<Record<RestOperation["query"][number]["kind"], string>> = {
  string: "",
  integer: "",
  boolean: "",
  list: " Comma-separated.",
  repeated: " Repeat the parameter for each one.",
};

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
      description: `${schema.description ?? ""}${KIND_NOTES[param.kind]}${aliases}`.trim(),
      schema,
      ...(param.kind === "list" ? { style: "form", explode: false } : param.kind === "repeated" ? { style: "form", explode: true } : {}),
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
      "200": { ...jsonBody(operation.summary, restResponseSchema(operation)), headers: RATE_LIMIT_HEADERS },
      ...errorResponses(codes),
    },
  };
}
