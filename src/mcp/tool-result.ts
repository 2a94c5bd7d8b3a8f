// A tool outcome as the CallToolResult of tools/call. One shape for every revision (revisions.ts says why), but
// for resource_link blocks and a tool's compact text, from the first revision that has ResourceLink (links.ts).

import type { Problem, Result } from "../core/problem";
import type { AnyTool } from "../tools/definition";
import { linksFor, withLinks, type ResourceLinkBlock } from "./links";

export interface TextBlock {
  readonly type: "text";
  readonly text: string;
}

export interface ToolResult {
  readonly content: readonly (TextBlock | ResourceLinkBlock)[];
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
 * A tool outcome as a CallToolResult body (without the 2026 envelope fields, which the dispatcher adds): the
 * structured output as compact JSON in one text block (what most clients put in the model's context), beside
 * structuredContent and isError false; a failure is isError true with problemText only. With `links` (a revision
 * that has ResourceLink), a tool's compactText (search's hit list) is the text and its namedItems follow as
 * resource_link blocks.
 */
export function toolResult(outcome: Result<object>, tool?: Pick<AnyTool, "namedItems" | "compactText">, links = false): ToolResult {
  if (!outcome.ok) return { content: [{ type: "text", text: problemText(outcome.problem) }], isError: true };
  const output = outcome.value;
  if (!links) return { content: [{ type: "text", text: JSON.stringify(output) }], structuredContent: output, isError: false };
  const compact = tool?.compactText?.(output);
  const text: TextBlock = { type: "text", text: JSON.stringify(compact ?? output) };
  const named = linksFor(tool?.namedItems?.(output) ?? []);
  return { content: withLinks([text], named, compact !== undefined), structuredContent: output, isError: false };
}
