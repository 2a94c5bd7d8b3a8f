// How a tool's sentences name operations, arguments and next steps. Tools write every error and notice
// through a Vocabulary the adapter passes in the ToolContext, so a REST caller reads "`q`" and
// "GET /categories" where an MCP caller reads "`query`" and "list_categories"; tools stay protocol-agnostic.

/** Argument values as they appear in a suggested call; undefined (in changes) removes the argument. */
export type CallArgs = Readonly<Record<string, string | number | boolean | undefined>>;

export interface Vocabulary {
  /** One of a call's inputs: "argument" (MCP) or "parameter" (REST, path or query). */
  readonly argument: string;
  /** What the caller calls argument `arg` of `tool`: `query` over MCP is `q` over REST. */
  arg(tool: string, arg: string): string;
  /** The operation itself: "search" (MCP) or "GET /search" (REST). */
  operation(tool: string): string;
  /** A call to make, with the arguments that matter: "search with type guide" / "GET /search?type=guide&q=…". */
  call(tool: string, args?: CallArgs): string;
  /**
   * The call that was made, again with `changes`, as an imperative: "call get_content again with offset 800"
   * (MCP callers keep their other arguments) / "GET /content/guide/x?offset=800" (the whole request).
   */
  again(tool: string, args: CallArgs, changes: CallArgs): string;
}

function render(value: string | number | boolean): string {
  return String(value);
}

function listed(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}

/** The tools' own names: what tools/list publishes, so what an MCP caller sees. */
export const TOOL_VOCABULARY: Vocabulary = {
  argument: "argument",
  arg: (_tool, arg) => arg,
  operation: (tool) => tool,
  call(tool, args = {}) {
    const given = Object.entries(args).filter(([, value]) => value !== undefined);
    return given.length === 0 ? tool : `${tool} with ${listed(given.map(([name, value]) => `${name} ${render(value!)}`))}`;
  },
  again(tool, args, changes) {
    const parts: string[] = [];
    for (const [name, value] of Object.entries(changes)) {
      if (value !== undefined) parts.push(`${name} ${render(value)}`);
      else if (args[name] !== undefined) parts.push(`without ${name}`);
    }
    return parts.length === 0 ? `call ${tool} again` : `call ${tool} again with ${listed(parts)}`;
  },
};

/** The vocabulary a tool writes with: the adapter's, or the tools' own when none was passed. */
export function vocabularyOf(context: { readonly vocabulary?: Vocabulary | undefined }): Vocabulary {
  return context.vocabulary ?? TOOL_VOCABULARY;
}
