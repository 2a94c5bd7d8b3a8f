// Schema checks of what the server sends, usable from Node tests and from workerd tests. Two layers:
//
// 1. Always (the repository alone): the specification's Zod schemas as @modelcontextprotocol/core 2.4.0 publishes
//    them. The package has ONE schema set, not one per revision: it covers 2026-07-28 (DiscoverResult, the
//    `_meta` result envelope) and 2025-11-25, and its SUPPORTED_PROTOCOL_VERSIONS also lists 2025-06-18 and
//    2025-03-26, which it reads with the same schemas. Per revision that means:
//      - every revision: the JSON-RPC envelope (JSONRPCResultResponse / JSONRPCErrorResponse, both strict: no
//        extra top-level member), InitializeResult, ListToolsResult with every Tool (name, inputSchema rooted at
//        an object, annotations, outputSchema shape), CallToolResult (content blocks, isError) and EmptyResult
//        (strict) against the same definitions;
//      - 2026-07-28 also DiscoverResult;
//      - objects are open (unknown members pass), so a member a revision does not define (title or
//        structuredContent in a 2025-03-26 answer, icons before 2025-11-25) is not caught here: the explicit
//        assertions of test/mcp/tool-listing.test.ts and the endpoint tests check those per revision;
//      - the package relaxes one rule every revision states: CallToolResult.content is required (the schema
//        defaults it to []); checked here by hand.
//    The SEP-2127 server card has no published npm schema: its tools go through core's ToolSchema and its
//    identity (name, title, version, description) through ImplementationSchema; the rest is asserted by the
//    card tests.
// 2. When the shared folder beside the repository holds the official JSON Schemas (scripts/lib/shared-dir.mjs;
//    test/support/global-shared.ts reads them and hands them over, since workerd reads no files): the stricter
//    per-revision checks with ajv against mcp-<revision>.schema.json (draft-07 for 2025-03-26 and 2025-06-18,
//    2020-12 after) and server-card-v1.schema.json. Without them this layer is skipped, the run says so once, and the test is noted
//    (extras.ts) so that CI's pass with the folder runs its file again.
// Every MCP message a test sees goes through `expectValidMessage` for the revision it was served under.

import {
  CallToolResultSchema,
  CompleteResultSchema,
  ListResourcesResultSchema,
  ListResourceTemplatesResultSchema,
  ReadResourceResultSchema,
  DiscoverResultSchema,
  EmptyResultSchema,
  GetPromptResultSchema,
  ImplementationSchema,
  InitializeResultSchema,
  JSONRPCErrorResponseSchema,
  JSONRPCResultResponseSchema,
  ListPromptsResultSchema,
  ListToolsResultSchema,
  ToolSchema,
} from "@modelcontextprotocol/core";
import { GetSkillResultSchema, ListSkillsResultSchema } from "@modelcontextprotocol/core/ext/skills";
import Ajv from "ajv";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { inject } from "vitest";
import { noteExtrasMissed } from "./extras";
import type { OfficialSchemas } from "./official-schemas";

export type Revision = "2026-07-28" | "2025-11-25" | "2025-06-18" | "2025-03-26";
type Target = Revision | "server-card";

interface SafeParser {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly unknown[] } };
}

/** Definition names (as the official JSON Schemas spell them) → core's Zod schema for it. */
const ZOD_DEFINITIONS: Readonly<Record<string, SafeParser>> = {
  Tool: ToolSchema,
  CallToolResult: CallToolResultSchema,
  InitializeResult: InitializeResultSchema,
  ListToolsResult: ListToolsResultSchema,
  DiscoverResult: DiscoverResultSchema,
  EmptyResult: EmptyResultSchema,
  JSONRPCResultResponse: JSONRPCResultResponseSchema,
  JSONRPCResponse: JSONRPCResultResponseSchema,
  JSONRPCErrorResponse: JSONRPCErrorResponseSchema,
  JSONRPCError: JSONRPCErrorResponseSchema,
  ListResourcesResult: ListResourcesResultSchema,
  ListResourceTemplatesResult: ListResourceTemplatesResultSchema,
  ReadResourceResult: ReadResourceResultSchema,
  CompleteResult: CompleteResultSchema,
  ListPromptsResult: ListPromptsResultSchema,
  GetPromptResult: GetPromptResultSchema,
};

/**
 * The Agent Skills extension's results: no revision's schema.json defines them, so core's extension schemas are
 * the only layer. 2026-07-28 requires the caching fields; earlier revisions get the extension as the SDK
 * backports it, where they are optional.
 */
const SKILL_DEFINITIONS: Readonly<Record<string, { modern: SafeParser; legacy: SafeParser }>> = {
  ListSkillsResult: { modern: ListSkillsResultSchema, legacy: ListSkillsResultSchema.partial({ ttlMs: true, cacheScope: true }) },
  GetSkillResult: { modern: GetSkillResultSchema, legacy: GetSkillResultSchema.partial({ ttlMs: true, cacheScope: true }) },
};

function zodIssues(schema: SafeParser, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : JSON.stringify(result.error.issues).slice(0, 2_000);
}

function serverCardIssues(card: unknown): string | null {
  if (typeof card !== "object" || card === null) return "the server card is not an object";
  const identity = zodIssues(ImplementationSchema, card);
  if (identity !== null) return `identity: ${identity}`;
  const tools = (card as { tools?: unknown }).tools;
  if (tools === undefined) return null;
  if (!Array.isArray(tools)) return "tools is not an array";
  for (const [index, tool] of tools.entries()) {
    const problems = zodIssues(ToolSchema, tool);
    if (problems !== null) return `tools[${index}]: ${problems}`;
  }
  return null;
}

/** Layer 1: core's Zod schemas (revision-independent, see the header). */
function coreErrors(definition: string, value: unknown): string | null {
  if (definition === "ServerCard") return serverCardIssues(value);
  const schema = ZOD_DEFINITIONS[definition];
  if (!schema) throw new Error(`No Zod schema mapped for ${definition}`);
  const problems = zodIssues(schema, value);
  if (problems !== null) return problems;
  if (definition === "CallToolResult" && (typeof value !== "object" || value === null || !("content" in value))) {
    return "CallToolResult has no content (required in every revision)";
  }
  return null;
}

// ---- layer 2: the official JSON Schemas, when the shared folder provides them ----

type Validate = ((value: unknown) => boolean) & { errors?: unknown };

const official: OfficialSchemas = inject("officialSchemas");
const LEGACY_DRAFT: ReadonlySet<Target> = new Set(["2025-03-26", "2025-06-18"]);

let compilers: { draft07: Ajv; draft2020: Ajv2020 } | null = null;
function ajvFor(target: Target): Ajv | Ajv2020 | null {
  if (official === null) return null;
  if (!compilers) {
    const draft07 = new Ajv({ strict: false, allErrors: true });
    const draft2020 = new Ajv2020({ strict: false, allErrors: true });
    addFormats(draft07);
    addFormats(draft2020);
    for (const [name, schema] of Object.entries(official)) {
      if (name === "registry-server") continue;
      (LEGACY_DRAFT.has(name as Target) ? draft07 : draft2020).addSchema(schema as Parameters<Ajv["addSchema"]>[0], name);
    }
    compilers = { draft07, draft2020 };
  }
  return LEGACY_DRAFT.has(target) ? compilers.draft07 : compilers.draft2020;
}

const cache = new Map<string, Validate>();

function officialErrors(target: Target, definition: string, value: unknown): string | null {
  const ajv = ajvFor(target);
  if (ajv === null) {
    noteExtrasMissed();
    return null;
  }
  const key = `${target}#${definition}`;
  let validate = cache.get(key);
  if (!validate) {
    const pointer = LEGACY_DRAFT.has(target) ? `#/definitions/${definition}` : `#/$defs/${definition}`;
    validate = ajv.getSchema(`${target}${pointer}`) as Validate | undefined;
    if (!validate) throw new Error(`No definition ${definition} in the ${target} schema`);
    cache.set(key, validate);
  }
  return validate(value) ? null : JSON.stringify(validate.errors).slice(0, 2_000);
}

/** Whether the stricter official JSON Schemas are in use for this run. */
export const officialSchemasLoaded = official !== null;

/** Validation errors of `value` against `definition` of a revision (core's schemas, then the official ones), or null. */
export function schemaErrors(target: Target, definition: string, value: unknown): string | null {
  const skills = SKILL_DEFINITIONS[definition];
  if (skills !== undefined) {
    const problems = zodIssues(target === "2026-07-28" ? skills.modern : skills.legacy, value);
    return problems === null ? null : `@modelcontextprotocol/core/ext/skills: ${problems}`;
  }
  const core = coreErrors(definition, value);
  if (core !== null) return `@modelcontextprotocol/core: ${core}`;
  const strict = officialErrors(target, definition, value);
  return strict === null ? null : `official ${target} JSON Schema: ${strict}`;
}

/** The result definition each method answers with, per revision. */
const RESULT_DEFINITIONS: Readonly<Record<string, string>> = {
  initialize: "InitializeResult",
  "tools/list": "ListToolsResult",
  "tools/call": "CallToolResult",
  "server/discover": "DiscoverResult",
  ping: "EmptyResult",
  "resources/list": "ListResourcesResult",
  "resources/templates/list": "ListResourceTemplatesResult",
  "resources/read": "ReadResourceResult",
  "completion/complete": "CompleteResult",
  "prompts/list": "ListPromptsResult",
  "prompts/get": "GetPromptResult",
  "skills/list": "ListSkillsResult",
  "skills/get": "GetSkillResult",
};

/**
 * Throws unless `message` is a valid response of `revision` and, for a result, a valid result of `method`.
 * Errors without an id (the request could not be read) are checked against the 2025-11-25 shape when the
 * revision's own schema cannot express them (2025-03-26 and 2025-06-18 require an id).
 */
export function expectValidMessage(revision: Revision, method: string | null, message: unknown): void {
  const body = message as { result?: unknown; error?: unknown; id?: unknown };
  const legacyDraft = LEGACY_DRAFT.has(revision);
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
