// The official JSON Schemas (../shared/schemas, beside the repository as in CI) as validators, usable from Node tests and from workerd tests.
// Every MCP message a test sees goes through `expectValidMessage` for the revision it was served under.

import Ajv from "ajv";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import schema20250326 from "../../../shared/schemas/mcp-2025-03-26.schema.json";
import schema20250618 from "../../../shared/schemas/mcp-2025-06-18.schema.json";
import schema20251125 from "../../../shared/schemas/mcp-2025-11-25.schema.json";
import schema20260728 from "../../../shared/schemas/mcp-2026-07-28.schema.json";
import serverCardSchema from "../../../shared/schemas/server-card-v1.schema.json";

export type Revision = "2026-07-28" | "2025-11-25" | "2025-06-18" | "2025-03-26";

type Validate = ((value: unknown) => boolean) & { errors?: unknown };

const draft07 = new Ajv({ strict: false, allErrors: true });
const draft2020 = new Ajv2020({ strict: false, allErrors: true });
addFormats(draft07);
addFormats(draft2020);
draft07.addSchema(schema20250326 as object, "2025-03-26");
draft07.addSchema(schema20250618 as object, "2025-06-18");
draft2020.addSchema(schema20251125 as object, "2025-11-25");
draft2020.addSchema(schema20260728 as object, "2026-07-28");
draft2020.addSchema(serverCardSchema as object, "server-card");

const cache = new Map<string, Validate>();

function validator(revision: Revision | "server-card", definition: string): Validate {
  const key = `${revision}#${definition}`;
  let validate = cache.get(key);
  if (!validate) {
    const legacyDraft = revision === "2025-03-26" || revision === "2025-06-18";
    const ajv = legacyDraft ? draft07 : draft2020;
    const pointer = legacyDraft ? `#/definitions/${definition}` : `#/$defs/${definition}`;
    validate = ajv.getSchema(`${revision}${pointer}`) as Validate | undefined;
    if (!validate) throw new Error(`No definition ${definition} in the ${revision} schema`);
    cache.set(key, validate);
  }
  return validate;
}

/** Validation errors of `value` against `definition` of a revision's schema, or null when valid. */
export function schemaErrors(revision: Revision | "server-card", definition: string, value: unknown): string | null {
  const validate = validator(revision, definition);
  return validate(value) ? null : JSON.stringify(validate.errors).slice(0, 2_000);
}

/** The result definition each method answers with, per revision. */
const RESULT_DEFINITIONS: Readonly<Record<string, string>> = {
  initialize: "InitializeResult",
  "tools/list": "ListToolsResult",
  "tools/call": "CallToolResult",
  "server/discover": "DiscoverResult",
  ping: "EmptyResult",
};

/**
 * Throws unless `message` is a valid response of `revision` and, for a result, a valid result of `method`.
 * Errors without an id (the request could not be read) are checked against the 2025-11-25 shape when the
 * revision's own schema cannot express them (2025-03-26 and 2025-06-18 require an id).
 */
export function expectValidMessage(revision: Revision, method: string | null, message: unknown): void {
  const body = message as { result?: unknown; error?: unknown; id?: unknown };
  const legacyDraft = revision === "2025-03-26" || revision === "2025-06-18";
  let problems: string | null;
  if (body.error !== undefined) {
    if (legacyDraft && body.id === undefined) problems = schemaErrors("2025-11-25", "JSONRPCErrorResponse", message);
    else problems = schemaErrors(revision, legacyDraft ? "JSONRPCError" : "JSONRPCErrorResponse", message);
  } else {
    problems = schemaErrors(revision, legacyDraft ? "JSONRPCResponse" : "JSONRPCResultResponse", message);
    const definition = method === null ? undefined : RESULT_DEFINITIONS[method];
    if (problems === null && definition !== undefined) {
      problems = schemaErrors(revision, definition, body.result);
    }
  }
  if (problems !== null)
    throw new Error(`${revision} ${method ?? "?"}: schema violation ${problems}\n${JSON.stringify(message).slice(0, 500)}`);
}
