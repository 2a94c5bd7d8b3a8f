// Tool definitions and tool outcomes as tools/list and tools/call carry them. One source (src/tools), one
// rendering for every revision: title, outputSchema and structuredContent are defined from 2025-06-18 on, and
// the 2025-03-26 schemas let objects carry members they do not define, so its clients get the same (as the
// live service sends them); annotations.title is where 2025-03-26 clients look for a display name.

import type { Problem, Result } from "../core/problem";
import type { AnyTool } from "../tools/definition";
import { MCP_TOOLS } from "../tools/registry";

export interface TextBlock {
  readonly type: "text";
  readonly text: string;
}

export interface ToolResult {
  readonly content: readonly TextBlock[];
  readonly structuredContent?: object;
  readonly isError: boolean;
}

/** One tool as tools/list shows it, in every revision. */
export function toolForProtocol(tool: AnyTool): Record<string, unknown> {
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: tool.inputSchema,
    outputSchema: tool.outputSchema,
    annotations: { title: tool.title, ...tool.annotations },
  };
}

let toolList: readonly Record<string, unknown>[] | null = null;

/** tools/list's `tools`: built once, identical for every request and revision (2026-07-28 §Tools requires the first). */
export function toolsForProtocol(): readonly Record<string, unknown>[] {
  toolList ??= Object.freeze(MCP_TOOLS.map(toolForProtocol));
  return toolList;
}

/**
 * The text of a failed call. Input mistakes and misses are one compact JSON object, as the live service
 * sends them: `error` (the sentence a model acts on), `suggestions` (always for a miss, maybe empty) and
 * `type` (the type a long-form item really has). An outage is the plain sentence.
 */
export function errorText(problem: Problem): string {
  if (problem.code !== "bad_request" && problem.code !== "not_found") return problem.message;
  const suggestions = problem.suggestions ?? (problem.code === "not_found" ? [] : undefined);
  return JSON.stringify({
    error: problem.message,
    ...(suggestions !== undefined ? { suggestions } : {}),
    ...(problem.type !== undefined ? { type: problem.type } : {}),
  });
}

/**
 * A tool outcome as a CallToolResult body (without the 2026 envelope fields, which the dispatcher adds):
 * exactly one text block, the structured output as compact JSON (what most clients put in the model's
 * context), beside structuredContent and isError false; a failure is isError true with errorText only.
 */
export function toolResult(outcome: Result<object>): ToolResult {
  if (!outcome.ok) return { content: [{ type: "text", text: errorText(outcome.problem) }], isError: true };
  return { content: [{ type: "text", text: JSON.stringify(outcome.value) }], structuredContent: outcome.value, isError: false };
}
