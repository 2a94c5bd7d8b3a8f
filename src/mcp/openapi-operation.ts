// The OpenAPI description of POST /mcp: not a REST operation, but documenting its envelope and status codes
// lets HTTP tooling (gateways, WAFs, API catalogues) see what goes over the wire.

import { jsonBody } from "../http/openapi-fragments";
import type { OpenApiOperation } from "../routing/route";
import { MAX_BODY_BYTES } from "./body";
import { SUPPORTED_PROTOCOL_VERSIONS } from "../core/server-info";
import { MAX_BATCH_MESSAGES } from "./protocol";
import { PROMPT_NAMES } from "../prompts/registry";

const RPC_ERROR = {
  type: "object",
  required: ["jsonrpc", "error"],
  properties: {
    jsonrpc: { const: "2.0" },
    id: { type: ["string", "integer"], description: "Absent when the request's id could not be read." },
    error: {
      type: "object",
      required: ["code", "message"],
      properties: { code: { type: "integer" }, message: { type: "string" }, data: {} },
    },
  },
};

const RPC_MESSAGE = {
  type: "object",
  required: ["jsonrpc", "method"],
  properties: {
    jsonrpc: { const: "2.0" },
    id: { type: ["string", "integer"], description: "Absent for notifications (answered 202, no body)." },
    method: {
      type: "string",
      examples: [
        "server/discover",
        "tools/list",
        "tools/call",
        "prompts/list",
        "prompts/get",
        "resources/list",
        "resources/templates/list",
        "resources/read",
        "completion/complete",
        "skills/list",
        "skills/get",
        "initialize",
        "ping",
      ],
    },
    params: {
      type: "object",
      description: '2026-07-28: must hold _meta {"io.modelcontextprotocol/protocolVersion", "io.modelcontextprotocol/clientCapabilities"}.',
    },
  },
};

function error(description: string) {
  return jsonBody(description, RPC_ERROR);
}

function header(name: string, description: string) {
  return { name, in: "header", required: false, description, schema: { type: "string" } };
}

export function mcpOperation(): OpenApiOperation {
  return {
    operationId: "mcp",
    summary: "MCP JSON-RPC endpoint (Streamable HTTP, JSON responses only, stateless)",
    description: `One JSON-RPC message per POST (2025-03-26 may also send a batch array of at most ${MAX_BATCH_MESSAGES}). Protocol versions: ${SUPPORTED_PROTOCOL_VERSIONS.join(", ")}. 2026-07-28 needs no handshake: each request carries params._meta and the headers below. Older clients start with initialize. Besides the tools, prompts (${PROMPT_NAMES.join(", ")}) are workflows clients show as slash commands (prompts/list, prompts/get), the directory is readable as resources (indexagentica://entries/{id}, indexagentica://content/{type}/{id}, indexagentica://categories/{slug}), template variables and prompt arguments complete with completion/complete, and Agent Skills are served by the io.modelcontextprotocol/skills extension (skills/list, skills/get, skill://<name>/<path> files). No sessions (Mcp-Session-Id is ignored), no SSE; GET and DELETE answer 405.`,
    parameters: [
      header(
        "MCP-Protocol-Version",
        "2026-07-28 on every request, equal to params._meta protocolVersion; legacy clients send their negotiated version (none means 2025-03-26).",
      ),
      header("Mcp-Method", "2026-07-28: the body's method."),
      header(
        "Mcp-Name",
        "2026-07-28 tools/call and prompts/get: params.name; resources/read: params.uri (=?base64?…?= for values that are not plain ASCII).",
      ),
    ],
    requestBody: {
      required: true,
      content: {
        "application/json": { schema: { anyOf: [RPC_MESSAGE, { type: "array", items: RPC_MESSAGE, maxItems: MAX_BATCH_MESSAGES }] } },
      },
    },
    responses: {
      "200": jsonBody(
        "A JSON-RPC response (an array for a batch). Tool failures are results with isError: true; an unknown resource URI or skill is an in-band -32602 with data.uri. 2026-07-28 answers carry MCP-Protocol-Version.",
        { anyOf: [{ type: "object" }, { type: "array", items: { type: "object" } }] },
        {
          "MCP-Protocol-Version": {
            description: "2026-07-28 results and in-band errors: the revision that answered.",
            schema: { type: "string" },
          },
        },
      ),
      "202": { description: "Notification or response accepted; no body." },
      "400": error(
        "-32700 invalid JSON, -32600 invalid message, -32602 missing/invalid _meta, -32020 header mismatch, -32022 unsupported version (data.supported, data.requested).",
      ),
      "403": error("Origin not in ALLOWED_ORIGINS, or a Host this server does not answer for (DNS-rebinding protection)."),
      "404": error("-32601: 2026-07-28 method this server does not implement."),
      "413": error(`-32600: body over ${MAX_BODY_BYTES} bytes.`),
      "429": error("Rate limited; retry after Retry-After seconds."),
    },
  };
}
