// completion/complete for prompt arguments (ref/prompt), protocol-agnostic: each argument completes from what its
// definition says it holds (definition.ts ArgumentValues), ranked the way resource template variables are
// (src/resources/complete.ts), so an id completes the same wherever it is typed. A list of ids completes its last
// id, the ones before it kept as typed in every value, and ids already listed left out.

import { fail, ok, type Result } from "../core/problem";
import { completeCategory, completeEntryId, completeName, MAX_COMPLETION_INPUT_CHARS, type Completion } from "../resources/complete";
import type { SearchableSource } from "../resources/source";
import { SEARCH_TYPES } from "../tools/search-output";
import { MAX_ARGUMENT_CHARS } from "./arguments";
import { MAX_COMPARED, splitIds } from "./compare";
import type { ArgumentValues } from "./definition";
import { completeClient } from "./install";
import { PROMPT_NAMES, promptNamed } from "./registry";

export interface PromptCompletionRequest {
  /** `ref.name`. */
  readonly prompt: string;
  /** `argument.name` and `argument.value`. */
  readonly argument: string;
  readonly value: string;
}

const NONE: Completion = { values: [], total: 0, hasMore: false };

export function completePromptArgument(source: SearchableSource, request: PromptCompletionRequest): Result<Completion> {
  const prompt = promptNamed(request.prompt);
  if (prompt === undefined) {
    return fail("bad_request", `No prompt "${request.prompt.slice(0, 64)}"; complete an argument of one of: ${PROMPT_NAMES.join(", ")}.`);
  }
  const argument = prompt.arguments.find((one) => one.name === request.argument);
  if (argument === undefined) {
    const names = prompt.arguments.map((one) => `"${one.name}"`).join(", ");
    return fail("bad_request", `The prompt ${prompt.name} has no argument "${request.argument.slice(0, 60)}"; complete ${names}.`);
  }
  if (request.value.length > MAX_ARGUMENT_CHARS) {
    return fail("bad_request", `argument.value is longer than ${MAX_ARGUMENT_CHARS} characters, the most a prompt argument takes.`);
  }
  return ok(argument.values === undefined ? NONE : completeValues(source, argument.values, request.value));
}

function completeValues(source: SearchableSource, values: ArgumentValues, value: string): Completion {
  // One id, slug or name is never longer than this; longer text has nothing to complete.
  if (values !== "entry-ids" && value.length > MAX_COMPLETION_INPUT_CHARS) return NONE;
  switch (values) {
    case "entry-id":
      return completeEntryId(source, value);
    case "entry-ids":
      return completeLastId(source, value);
    case "category":
      return completeCategory(source, value);
    case "search-type":
      return completeName(SEARCH_TYPES, value);
    case "client":
      return completeClient(value);
  }
}

/** "e2b, dayt" → "e2b, daytona", …: the last id of a list completed, the earlier ones kept, none listed twice. */
export function completeLastId(source: SearchableSource, value: string): Completion {
  const cut = Math.max(value.lastIndexOf(","), value.search(/\s\S*$/));
  const prefix = value.slice(0, cut + 1);
  const last = value.slice(cut + 1);
  const earlier = new Set(splitIds(prefix));
  if (earlier.size >= MAX_COMPARED || last.length > MAX_COMPLETION_INPUT_CHARS) return NONE;
  const found = completeEntryId(source, last);
  const kept = found.values.filter((id) => !earlier.has(id));
  return { values: kept.map((id) => `${prefix}${id}`), total: found.total - (found.values.length - kept.length), hasMore: found.hasMore };
}
