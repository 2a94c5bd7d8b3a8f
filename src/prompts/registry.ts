// The prompt list, in the order prompts/list publishes it, and the one way to fill a prompt in: its arguments
// checked against its definition (arguments.ts), then its own checks and messages.

import { fail, type Result } from "../core/problem";
import type { DirectoryContext } from "../resources/context";
import { alternativesPrompt } from "./alternatives";
import { readArguments } from "./arguments";
import { comparePrompt } from "./compare";
import type { PromptAnswer, PromptDefinition } from "./definition";
import { findPrompt } from "./find";
import { installPrompt } from "./install";

export const PROMPTS: readonly PromptDefinition[] = [findPrompt, comparePrompt, installPrompt, alternativesPrompt];

export const PROMPT_NAMES = PROMPTS.map((prompt) => prompt.name);

export function promptNamed(name: string): PromptDefinition | undefined {
  return PROMPTS.find((prompt) => prompt.name === name);
}

/** The prompt `name` filled in with `raw` arguments (as a client sent them), or why not. */
export async function getPrompt(name: string, raw: unknown, context: DirectoryContext): Promise<Result<PromptAnswer>> {
  const prompt = promptNamed(name);
  if (prompt === undefined)
    return fail("not_found", `Unknown prompt ${JSON.stringify(name.slice(0, 64))}. Prompts: ${PROMPT_NAMES.join(", ")}.`, PROMPT_NAMES);
  const args = readArguments(prompt, raw);
  if (!args.ok) return args;
  return prompt.build(args.value, context);
}
