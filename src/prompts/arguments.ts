// prompts/get's `arguments` checked against a prompt's definition before it runs: an object of strings, only the
// names it declares, every required one present. Values are trimmed, and an empty one counts as absent (forms such
// as VS Code's send "" for a field left blank). Every refusal names the prompt, the argument and what would do.

import { isRecord } from "../core/guards";
import { fail, ok, type Result } from "../core/problem";
import { MAX_QUERY_CHARS } from "../tools/schema-parts";
import type { PromptArgs, PromptDefinition } from "./definition";

// The longest argument, find's need, becomes search's query: no argument may be longer than a query.
export const MAX_ARGUMENT_CHARS = MAX_QUERY_CHARS;

function names(prompt: PromptDefinition): string {
  return prompt.arguments.map((argument) => `"${argument.name}"`).join(", ");
}

export function readArguments(prompt: PromptDefinition, raw: unknown): Result<PromptArgs> {
  if (raw === undefined || raw === null) raw = {};
  if (!isRecord(raw)) {
    return fail(
      "bad_request",
      `prompts/get params.arguments must be an object of strings, e.g. {"${prompt.arguments[0]?.name ?? "name"}": "…"}.`,
    );
  }
  const args: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    const declared = prompt.arguments.find((argument) => argument.name === name);
    if (declared === undefined) {
      const takes = prompt.arguments.length === 0 ? "takes no arguments" : `takes ${names(prompt)}`;
      return fail("bad_request", `The prompt ${prompt.name} has no argument "${name.slice(0, 60)}"; it ${takes}.`);
    }
    if (typeof value !== "string") {
      return fail(
        "bad_request",
        `Argument "${name}" of the prompt ${prompt.name} must be a string (prompt arguments are text), not ${kindOf(value)}.`,
      );
    }
    if (value.length > MAX_ARGUMENT_CHARS) {
      return fail("bad_request", `Argument "${name}" of the prompt ${prompt.name} is longer than ${MAX_ARGUMENT_CHARS} characters.`);
    }
    const trimmed = value.trim();
    if (trimmed !== "") args[name] = trimmed;
  }
  for (const argument of prompt.arguments) {
    if (argument.required && args[argument.name] === undefined) {
      return fail("bad_request", `The prompt ${prompt.name} needs argument "${argument.name}": ${argument.description}`);
    }
  }
  return ok(args);
}

function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}
