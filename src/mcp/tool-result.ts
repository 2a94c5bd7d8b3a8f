// A tool outcome as the CallToolResult of tools/call, the same for every revision (revisions.ts says why).

import type { Problem, Result } from "../core/problem";

export interface TextBlock {
  readonly type: "text";
  readonly text: string;
}

export interface ToolResult {
  readonly content: readonly TextBlock[];
  readonly structuredContent?: object;
  readonly isError: boolean;
}

/**
 * The text of a failed call. Input mistakes and misses are one compact JSON object, as the live service
 * sends them: `error` (the sentence a model acts on), `suggestions` (always for a miss, maybe empty) and
 * `type` (the type a long-form item really has). An outage is the plain sentence.
 */
export function problemText(problem: Problem): string {
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
 * context), beside structuredContent and isError false; a failure is isError true with problemText only.
 */
export function toolResult(outcome: Result<object>): ToolResult {
  if (!outcome.ok) return { content: [{ type: "text", text: problemText(outcome.problem) }], isError: true };
  return { content: [{ type: "text", text: JSON.stringify(outcome.value) }], structuredContent: outcome.value, isError: false };
}
