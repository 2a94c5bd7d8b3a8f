// A tool outcome as the CallToolResult of tools/call. One shape for every revision (revisions.ts says why), but
// for resource_link blocks and search's compact text, from the first revision that has ResourceLink (links.ts).

import type { Problem, Result } from "../core/problem";
import { linksFor, searchHitList, withLinks, type ResourceLinkBlock } from "./links";

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
 * that has ResourceLink), search's text is its compact hit list and resource_link blocks follow the text.
 */
export function toolResult(outcome: Result<object>, tool = "", links = false): ToolResult {
  if (!outcome.ok) return { content: [{ type: "text", text: problemText(outcome.problem) }], isError: true };
  const output = outcome.value as Readonly<Record<string, unknown>>;
  if (!links) return { content: [{ type: "text", text: JSON.stringify(output) }], structuredContent: output, isError: false };
  const text: TextBlock = { type: "text", text: JSON.stringify(tool === "search" ? searchHitList(output) : output) };
  return { content: withLinks(tool, [text], linksFor(tool, output)), structuredContent: output, isError: false };
}
