// Tool definitions as tools/list publishes them, the same for every revision (revisions.ts says why) and for every
// client, built once from src/tools. The tools the directory app draws name it in `_meta` (MCP Apps): hosts that
// render apps show it beside their results, the others ignore `_meta`, and no client puts `_meta` in a model's
// context, so what a model reads of the list does not change.

import { APP_URI } from "../app/api";
import type { AnyTool } from "../tools/definition";
import { getEntryTool } from "../tools/get-entry";
import { MCP_TOOLS } from "../tools/registry";
import { searchTool } from "../tools/search";

/** The tools whose results the app draws (src/app/view/ tells them apart by the result's shape). */
export const APP_TOOL_NAMES: readonly string[] = [searchTool.name, getEntryTool.name];

/**
 * `_meta.ui.resourceUri`, and the flat `ui/resourceUri` it replaced: deprecated, but hosts still read it, and the
 * ext-apps SDK's registerAppTool writes both.
 */
export const APP_TOOL_META = Object.freeze({ ui: Object.freeze({ resourceUri: APP_URI }), "ui/resourceUri": APP_URI });

/** One tool as tools/list shows it, in every revision. */
export function toolForProtocol(tool: AnyTool): Record<string, unknown> {
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: tool.inputSchema,
    outputSchema: tool.outputSchema,
    annotations: { title: tool.title, ...tool.annotations },
    ...(APP_TOOL_NAMES.includes(tool.name) ? { _meta: APP_TOOL_META } : {}),
  };
}

let toolList: readonly Record<string, unknown>[] | null = null;

/** tools/list's `tools`: built once, identical for every request and revision (2026-07-28 §Tools requires the first). */
export function toolsForProtocol(): readonly Record<string, unknown>[] {
  toolList ??= Object.freeze(MCP_TOOLS.map(toolForProtocol));
  return toolList;
}
