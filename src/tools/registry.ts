// The tool list, in the order tools/list publishes it, and the one way to call a tool.

import { fail, type Result } from "../problem";
import { validate } from "../schema/validate";
import type { AnyTool, ToolContext } from "./definition";
import { getContentTool } from "./get-content";
import { getEntryTool } from "./get-entry";
import { listCategoriesTool } from "./list-categories";
import { listContentOperation } from "./list-content";
import { listEntriesOperation } from "./list-entries";
import { searchTool } from "./search";
import { vocabularyOf } from "./vocabulary";

/** Published over MCP (tools/list), the server cards and the docs. */
export const MCP_TOOLS: readonly AnyTool[] = [searchTool, getEntryTool, getContentTool, listCategoriesTool] as unknown as AnyTool[];

/** Every operation, MCP tools plus the REST-only listings. */
export const OPERATIONS: readonly AnyTool[] = [...MCP_TOOLS, listEntriesOperation, listContentOperation] as unknown as AnyTool[];

export function findTool(name: string, tools: readonly AnyTool[] = MCP_TOOLS): AnyTool | undefined {
  return tools.find((tool) => tool.name === name);
}

/** Validates raw arguments against the tool's published inputSchema, then runs it. */
export async function invokeTool(tool: AnyTool, args: unknown, context: ToolContext): Promise<Result<object>> {
  const say = vocabularyOf(context);
  const checked = validate(tool.inputSchema, args ?? {}, { noun: say.argument, name: (key) => say.arg(tool.name, key) });
  if (!checked.ok) return fail("bad_request", `Invalid ${say.argument}s for ${say.operation(tool.name)}: ${checked.message}`);
  const run = tool.run as (args: unknown, context: ToolContext) => Promise<Result<object>>;
  return run(args ?? {}, context);
}
