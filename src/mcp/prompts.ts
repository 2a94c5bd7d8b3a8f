// prompts/list and prompts/get on the wire: the definitions of src/prompts as each revision has them (2025-03-26
// defines no `title` on a prompt or its arguments), caching hints in 2026-07-28, and errors: an unknown prompt, a
// missing, unknown or ill-typed argument, an unknown id (naming the closest ones) are -32602, an outage -32603. The
// messages are the same in every revision: text and embedded resources, which every revision defines.

import type { Problem } from "../core/problem";
import type { PromptDefinition } from "../prompts/definition";
import { getPrompt, PROMPT_NAMES, PROMPTS } from "../prompts/registry";
import { DATA_META_KEY } from "../resources/read";
import { internalError, invalidParams, type DispatchContext, type Outcome } from "./outcome";
import { REVISIONS } from "./revisions";

// The prompts change only with a deploy, like the tool list.
export const PROMPTS_TTL_MS = 3_600_000;

/** One prompt as prompts/list shows it under a revision. */
export function promptForProtocol(prompt: PromptDefinition, titles: boolean): Record<string, unknown> {
  return {
    name: prompt.name,
    ...(titles ? { title: prompt.title } : {}),
    description: prompt.description,
    arguments: prompt.arguments.map((argument) => ({
      name: argument.name,
      ...(titles ? { title: argument.title } : {}),
      description: argument.description,
      required: argument.required,
    })),
  };
}

/** prompts/list's `prompts` with titles, as the server cards list them. */
export function promptsForProtocol(): Record<string, unknown>[] {
  return PROMPTS.map((prompt) => promptForProtocol(prompt, true));
}

export function listPrompts(params: Record<string, unknown>, context: DispatchContext): Outcome {
  if (params.cursor !== undefined) return invalidParams("Every prompt is on one page; call prompts/list without a cursor.");
  const revision = REVISIONS[context.version];
  const prompts = PROMPTS.map((prompt) => promptForProtocol(prompt, revision.promptTitles));
  context.facts.resultCount = prompts.length;
  const hints = revision.resultEnvelope ? { ttlMs: PROMPTS_TTL_MS, cacheScope: "public" } : {};
  return { result: { prompts, ...hints } };
}

function refusal(problem: Problem, name: string): Outcome {
  const data = {
    name,
    ...(problem.suggestions !== undefined && problem.suggestions.length > 0 ? { suggestions: problem.suggestions } : {}),
  };
  return problem.code === "bad_request" || problem.code === "not_found"
    ? invalidParams(problem.message, data)
    : internalError(problem.message, data);
}

export async function getPromptMethod(params: Record<string, unknown>, context: DispatchContext): Promise<Outcome> {
  const name = params.name;
  if (typeof name !== "string" || name === "") return invalidParams(`prompts/get needs params.name, one of: ${PROMPT_NAMES.join(", ")}.`);
  // Logged by name only once it is one of ours; arguments are never logged (a need is free text).
  if (PROMPT_NAMES.includes(name)) Object.assign(context.facts, { typeFilter: "prompt", targetId: name });
  const answer = await getPrompt(name, params.arguments, context.tools);
  if (!answer.ok) return refusal(answer.problem, name.slice(0, 64));
  const { description, messages, label } = answer.value;
  context.facts.resultCount = messages.length;
  return { result: { description, messages, ...(label === null ? {} : { _meta: { [DATA_META_KEY]: label } }) } };
}
