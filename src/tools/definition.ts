// What a tool is: one definition per tool, from which tools/list, the server cards, the OpenAPI document,
// REST validation and the docs are all derived. Tools know nothing of HTTP or JSON-RPC.

import type { EntrySnapshot } from "../catalog/entries";
import type { ItemSnapshot } from "../catalog/longform-items";
import type { CatalogueSnapshot } from "../catalog/store";
import type { LongformType } from "../site/types";
import type { Result } from "../core/problem";
import type { JsonSchema } from "../schema/json-schema";
import type { Vocabulary } from "./vocabulary";

export interface ToolAnnotations {
  readonly title?: string;
  readonly readOnlyHint: boolean;
  readonly destructiveHint: boolean;
  readonly idempotentHint: boolean;
  readonly openWorldHint: boolean;
}

/** Every tool here only reads the published directory. */
export const READ_ONLY: ToolAnnotations = Object.freeze({
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
});

/** What a tool may use: the catalogue and long-form items, and the words its caller's protocol uses. */
export interface ToolContext {
  catalogue(): Promise<Result<CatalogueSnapshot>>;
  longformItem(from: CatalogueSnapshot, type: LongformType, id: string): Promise<Result<ItemSnapshot>>;
  /**
   * The full published record of one entry of `from` with its own data label (a record read from a stale copy
   * of its file is labelled stale), or undefined when `from` has no such id. The one way tools and resources read
   * a whole entry, so the store may hold less than every full record and fetch on demand.
   */
  fullEntry(from: CatalogueSnapshot, id: string): Promise<Result<EntrySnapshot | undefined>>;
  /** How messages name tools, arguments and next steps (absent: the tools' own names, as MCP shows them). */
  readonly vocabulary?: Vocabulary;
  /**
   * Which protocol adapter is calling, for the few defaults that differ by surface (REST returns a long-form
   * body whole unless asked for less, as the live service does; MCP pages it). Absent: "mcp".
   */
  readonly surface?: "rest" | "mcp";
}

/** A directory item an answer names, by kind (entry or a long-form type) and id. */
export interface NamedItem {
  readonly type: string;
  readonly id: string;
}

/** Fields a tool reports about one call for usage logging (public slugs and counts only). */
export interface ToolUsage {
  readonly typeFilter?: string;
  readonly categoryFilter?: string;
  readonly targetId?: string;
  readonly resultCount?: number;
  readonly queryChars?: number;
  readonly queryWords?: number;
  /** search: 1 for a ranked first page (words searched, offset 0): the answers the weak-answer line is judged on. */
  readonly rankedSearch?: number;
  /** search: 1 when that answer came with the weak-answer line ("nothing matches this well; rephrase"). */
  readonly weakAnswer?: number;
}

export interface ToolDefinition<Args = Record<string, unknown>, Output = Record<string, unknown>> {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly inputSchema: JsonSchema;
  readonly outputSchema: JsonSchema;
  readonly annotations: ToolAnnotations;
  /**
   * Arguments holding slugs or enum values (strings or lists of strings): trimmed and lower-cased before
   * validation, so `"Guide"` and `["Payments"]` work; the output's notice says when that changed anything.
   */
  readonly caseInsensitive?: readonly string[];
  /**
   * The output quotes third-party directory text (submitted names, summaries, descriptions, markdown): its
   * `data.caution` then tells a model to read that text as data, not instructions.
   */
  readonly quotesDirectoryText?: boolean;
  /**
   * The directory items the output names (search's hits, an entry's related entries): a protocol that can link
   * to resources (MCP from 2025-06-18) adds one link per item after the text.
   */
  namedItems?(output: Output): readonly NamedItem[];
  /**
   * A shorter view of the output for the text a model reads, where the whole output also travels as structured
   * content (search's hit list). With one, text and links together stay within the content budget.
   */
  compactText?(output: Output): Record<string, unknown>;
  /**
   * Facts beside the output for a view rather than a model (the directory app's search cards: each entry's sign-in
   * and licence), by key: MCP sends them in the tools/call result's `_meta`, which no client puts in a model's
   * context; REST leaves them out. Null when there are none.
   */
  viewFacts?(output: Output, context: ToolContext): Promise<Record<string, unknown> | null>;
  /**
   * A clearer refusal than the schema's for an argument value that is a known mistake (e.g. get_content with
   * type entry, which get_entry serves). Runs on normalised arguments, before validation; null to go on.
   */
  preflight?(args: Readonly<Record<string, unknown>>, say: Vocabulary): string | null;
  /** Runs with arguments already normalised and validated against inputSchema. */
  run(args: Args, context: ToolContext): Promise<Result<Output>>;
  /**
   * Usage fields for logging (never free text), from the normalised arguments and the output as `run` returned it
   * (the very object, before the normalisation notes are added; null when the call failed).
   */
  usage?(args: Record<string, unknown>, output: Output | null): ToolUsage;
}

/** A definition with its argument and output types erased, for registries and adapters. */
export type AnyTool = ToolDefinition<never, object>;
