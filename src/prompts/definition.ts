// What a prompt is: one definition per prompt, from which prompts/list, the server cards, completion, the docs and
// the plugin's commands are derived. A prompt is a workflow a person starts by name (a slash command in Claude
// Code and VS Code): its messages go into the conversation as if the person had sent them, so they are written to
// the model, in the user's voice, and state the task. Prompts know nothing of JSON-RPC: mcp/prompts.ts renders
// them per revision, as mcp/ renders tools.

import type { Result } from "../core/problem";
import type { DirectoryContext } from "../resources/context";
import type { DataLabel } from "../site/types";

/** What completion/complete suggests for an argument, from the catalogue or a fixed list. */
export type ArgumentValues =
  /** One entry id. */
  | "entry-id"
  /** Entry ids separated by commas or spaces: the last one being typed is completed, the earlier ones kept. */
  | "entry-ids"
  /** A category slug. */
  | "category"
  /** One of search's type filter values. */
  | "search-type"
  /** A client get_entry has install snippets for. */
  | "client";

export interface PromptArgument {
  readonly name: string;
  readonly title: string;
  /** For the person filling it in (VS Code shows it in its form) and the model reading the listing. */
  readonly description: string;
  readonly required: boolean;
  /** Absent: free text, nothing to complete. */
  readonly values?: ArgumentValues;
}

/** An embedded resource: the contents resources/read gives for `uri`, carried inside the prompt. */
export interface EmbeddedResource {
  readonly uri: string;
  readonly mimeType: string;
  readonly text: string;
}

export type PromptContent =
  { readonly type: "text"; readonly text: string } | { readonly type: "resource"; readonly resource: EmbeddedResource };

export interface PromptMessage {
  readonly role: "user" | "assistant";
  readonly content: PromptContent;
}

/** A prompt filled in: what prompts/get answers with. */
export interface PromptAnswer {
  /** One line on what these messages ask for, with the arguments filled in. */
  readonly description: string;
  readonly messages: readonly PromptMessage[];
  /** Where the directory data in the messages came from; null when they quote none. */
  readonly label: DataLabel | null;
}

/** Arguments as a client sends them, already checked against the definition: known names, strings, trimmed, non-empty. */
export type PromptArgs = Readonly<Record<string, string>>;

export interface PromptDefinition {
  /** One word: clients make it the command (`/mcp__indexagentica__<name>`, `/mcp.indexagentica.<name>`). */
  readonly name: string;
  readonly title: string;
  /** Written for the person choosing a command, and for the model that sees the listing. */
  readonly description: string;
  /** In the order clients ask for them (Claude Code assigns the words typed after the command in this order). */
  readonly arguments: readonly PromptArgument[];
  /** The messages for these arguments, or why not (bad_request and not_found: -32602; upstream_error: -32603). */
  build(args: PromptArgs, context: DirectoryContext): Promise<Result<PromptAnswer>>;
}

export function text(value: string): PromptMessage {
  return { role: "user", content: { type: "text", text: value } };
}

export function embedded(resource: EmbeddedResource): PromptMessage {
  return { role: "user", content: { type: "resource", resource } };
}
