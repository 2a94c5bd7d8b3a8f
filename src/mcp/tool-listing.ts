// Tool definitions as tools/list publishes them, the same for every revision (revisions.ts says why), built
// once from src/tools.

import type { AnyTool } from "../tools/definition";
import { MCP_TOOLS } from "../tools/registry";

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
