// Tool definitions and tool outcomes in the shape each protocol revision defines. One source (src/tools),
// four renderings: 2025-03-26 has no title, outputSchema or structuredContent; x-mcp-header only means
// something to 2026-07-28 clients, so older revisions do not pay its bytes.

import type { Problem, Result } from "../problem";
import type { JsonSchema } from "../schema/json-schema";
import type { LegacyProtocolVersion, ModernProtocolVersion } from "../server-info";
import type { AnyTool } from "../tools/definition";
import { MCP_TOOLS } from "../tools/registry";
import { DIRECTORY_DATA_NOTICE, TOOLS_WITH_DIRECTORY_TEXT } from "../tools/shared";
import type { ProtocolVersion } from "./protocol";

export interface TextBlock {
  readonly type: "text";
  readonly text: string;
}

export interface ToolResult {
  readonly content: readonly TextBlock[];
  readonly structuredContent?: object;
  readonly isError?: true;
}

// x-mcp-header may only sit on properties reachable through `properties` keys, so only those are walked.
function withoutHeaderHints(schema: JsonSchema): JsonSchema {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === "x-mcp-header") continue;
    out[key] =
      key === "properties"
        ? Object.fromEntries(Object.entries(value as Record<string, JsonSchema>).map(([name, child]) => [name, withoutHeaderHints(child)]))
        : value;
  }
  return out as JsonSchema;
}

/** One tool as tools/list shows it to a client of `version`. */
export function toolForVersion(tool: AnyTool, version: ProtocolVersion): Record<string, unknown> {
  if (version === "2025-03-26") {
    return {
      name: tool.name,
      description: tool.description,
      inputSchema: withoutHeaderHints(tool.inputSchema),
      // 2025-03-26 has no top-level title; annotations.title is where its clients look for a display name.
      annotations: { title: tool.title, ...tool.annotations },
    };
  }
  const modern = version === "2026-07-28";
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: modern ? tool.inputSchema : withoutHeaderHints(tool.inputSchema),
    outputSchema: tool.outputSchema,
    annotations: tool.annotations,
  };
}

const toolLists = new Map<ProtocolVersion, readonly Record<string, unknown>[]>();

/** tools/list's `tools` for a revision; built once, identical for every request (2026-07-28 §Tools requires it). */
export function toolsForVersion(version: ProtocolVersion): readonly Record<string, unknown>[] {
  let tools = toolLists.get(version);
  if (!tools) {
    tools = Object.freeze(MCP_TOOLS.map((tool) => toolForVersion(tool, version)));
    toolLists.set(version, tools);
  }
  return tools;
}

/** The sentence a model reads when a call fails: the message, plus the close ids it does not already name. */
export function problemText(problem: Problem): string {
  // Ids are kebab-case, so an id is "named" only when no letter, digit or hyphen touches it.
  const names = (id: string) =>
    new RegExp(`(^|[^a-z0-9-])${id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^a-z0-9-])`, "i").test(problem.message);
  const missing = (problem.suggestions ?? []).filter((id) => !names(id));
  return missing.length === 0 ? problem.message : `${problem.message} Close matches: ${missing.join(", ")}.`;
}

/**
 * A tool outcome as a CallToolResult body (without the 2026 envelope fields, which the dispatcher adds).
 * The first text block is exactly the structured JSON; tools that quote third-party directory text get a
 * second, one-line block labelling it as data, so the JSON block stays parseable as it is.
 */
export function toolResult(outcome: Result<object>, version: ModernProtocolVersion | LegacyProtocolVersion, toolName = ""): ToolResult {
  if (!outcome.ok) return { content: [{ type: "text", text: problemText(outcome.problem) }], isError: true };
  // Compact JSON: the text block is what most clients put in the model's context.
  const text = JSON.stringify(outcome.value);
  const content: TextBlock[] = TOOLS_WITH_DIRECTORY_TEXT.has(toolName)
    ? [
        { type: "text", text },
        { type: "text", text: DIRECTORY_DATA_NOTICE },
      ]
    : [{ type: "text", text }];
  return version === "2025-03-26" ? { content } : { content, structuredContent: outcome.value };
}
