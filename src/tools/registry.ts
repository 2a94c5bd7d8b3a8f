// The tool list, in the order tools/list publishes it, and the one way to call a tool.

import { isRecord } from "../core/guards";
import { fail, ok, type Result } from "../core/problem";
import { validate } from "../schema/validate";
import type { AnyTool, ToolContext, ToolUsage } from "./definition";
import { getContentTool } from "./get-content";
import { getEntryTool } from "./get-entry";
import { listCategoriesTool } from "./list-categories";
import { listContentOperation } from "./list-content";
import { listEntriesOperation } from "./list-entries";
import { normalizeArguments, type Normalized } from "./normalize";
import { searchTool } from "./search";
import { DIRECTORY_TEXT_CAUTION } from "./outcomes";
import { vocabularyOf, type Vocabulary } from "./vocabulary";

/** Published over MCP (tools/list), the server cards and the docs. */
export const MCP_TOOLS: readonly AnyTool[] = [searchTool, getEntryTool, getContentTool, listCategoriesTool] as unknown as AnyTool[];

/** Every operation, MCP tools plus the REST-only listings. */
export const OPERATIONS: readonly AnyTool[] = [...MCP_TOOLS, listEntriesOperation, listContentOperation] as unknown as AnyTool[];

export function findTool(name: string, tools: readonly AnyTool[] = MCP_TOOLS): AnyTool | undefined {
  return tools.find((tool) => tool.name === name);
}

/** The output as answered: the normalisation notes ahead of the tool's own notice, the caution in `data`. */
function finish(tool: AnyTool, value: object, notes: readonly string[]): object {
  let out = value as Record<string, unknown>;
  if (notes.length > 0) {
    const own = typeof out.notice === "string" ? out.notice : null;
    out = { ...out, notice: own === null ? notes.join(" ") : `${notes.join(" ")} ${own}` };
  }
  if (tool.quotesDirectoryText && isRecord(out.data)) out = { ...out, data: { ...out.data, caution: DIRECTORY_TEXT_CAUTION } };
  return out;
}

/** A call as answered: the outcome, and the fields the tool reports about it for usage logging. */
export interface ToolCall {
  readonly outcome: Result<object>;
  readonly usage: ToolUsage;
}

/**
 * The one way REST and MCP call a tool: normalise the raw arguments (normalize.ts), refuse what the tool's
 * preflight or its published inputSchema refuses, run it, and say in the output what normalising changed.
 * Usage fields come from the normalised arguments (a type filter "GUIDE" is logged as guide), or from none
 * when the arguments were not an object at all.
 */
export async function invokeTool(tool: AnyTool, raw: unknown, context: ToolContext): Promise<ToolCall> {
  const say = vocabularyOf(context);
  const normalized = normalizeArguments(tool, raw, say);
  const args = normalized.ok ? normalized.value.args : {};
  const ran = normalized.ok ? await checkAndRun(tool, normalized.value, context, say) : { outcome: normalized, own: null };
  const usage = tool.usage?.(args, ran.own as never) ?? {};
  return { outcome: ran.outcome, usage };
}

/** The outcome as answered, and the output as the tool's run returned it (what its usage() reads), if it ran to one. */
async function checkAndRun(
  tool: AnyTool,
  normalized: Normalized,
  context: ToolContext,
  say: Vocabulary,
): Promise<{ outcome: Result<object>; own: object | null }> {
  const { args, notes } = normalized;
  const refused = tool.preflight?.(args, say) ?? null;
  if (refused !== null) return { outcome: fail("bad_request", refused), own: null };
  const checked = validate(tool.inputSchema, args, { noun: say.argument, name: (key) => say.arg(tool.name, key) });
  if (!checked.ok)
    return { outcome: fail("bad_request", `Invalid ${say.argument}s for ${say.operation(tool.name)}: ${checked.message}`), own: null };
  const run = tool.run as (args: unknown, context: ToolContext) => Promise<Result<object>>;
  const result = await run(args, context);
  return result.ok ? { outcome: ok(finish(tool, result.value, notes)), own: result.value } : { outcome: result, own: null };
}
