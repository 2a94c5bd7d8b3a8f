// completion/complete on the wire: the variables of the three resource templates (src/resources/complete.ts ranks
// them) and the arguments of the prompts (src/prompts/complete.ts). Values are public ids, slugs and names only;
// nothing a client types is logged.

import { isRecord } from "../core/guards";
import { completePromptArgument } from "../prompts/complete";
import { PROMPT_NAMES } from "../prompts/registry";
import { completeResourceArgument, type Completion } from "../resources/complete";
import { RESOURCE_TEMPLATES } from "../resources/templates";
import { internalError, invalidParams, type DispatchContext, type Outcome } from "./outcome";

const REF_HINT = `Complete resource template variables with ref {"type":"ref/resource","uri":"${RESOURCE_TEMPLATES[0]!.uriTemplate}"} (or ${RESOURCE_TEMPLATES.slice(
  1,
)
  .map((template) => template.uriTemplate)
  .join(", ")}), prompt arguments with ref {"type":"ref/prompt","name":"${PROMPT_NAMES[0]}"} (or ${PROMPT_NAMES.slice(1).join(", ")}).`;

export async function complete(params: Record<string, unknown>, context: DispatchContext): Promise<Outcome> {
  const { ref, argument } = params;
  if (!isRecord(ref) || typeof ref.type !== "string") return invalidParams(`completion/complete needs params.ref. ${REF_HINT}`);
  const target = ref.type === "ref/resource" ? ref.uri : ref.type === "ref/prompt" ? ref.name : undefined;
  if (typeof target !== "string") {
    const known = ref.type === "ref/resource" || ref.type === "ref/prompt";
    return invalidParams(
      known
        ? `${ref.type} needs ${ref.type === "ref/resource" ? "uri" : "name"}. ${REF_HINT}`
        : `Unknown ref ${JSON.stringify(ref.type.slice(0, 40))}. ${REF_HINT}`,
    );
  }
  if (!isRecord(argument) || typeof argument.name !== "string" || typeof argument.value !== "string") {
    return invalidParams('completion/complete needs params.argument {"name": <variable or argument>, "value": <what is typed so far>}.');
  }
  const snapshot = await context.tools.catalogue();
  if (!snapshot.ok) return internalError(snapshot.problem.message);
  const given = isRecord(params.context) && isRecord(params.context.arguments) ? params.context.arguments : undefined;
  const catalogue = snapshot.value.catalogue;
  const done =
    ref.type === "ref/prompt"
      ? completePromptArgument(catalogue, { prompt: target, argument: argument.name, value: argument.value })
      : completeResourceArgument(catalogue, {
          ref: target.slice(0, 2048),
          argument: argument.name,
          value: argument.value,
          ...(given !== undefined ? { context: given } : {}),
        });
  if (!done.ok) {
    const echoed = ref.type === "ref/prompt" ? { name: target.slice(0, 64) } : { uri: target.slice(0, 200) };
    return invalidParams(done.problem.message, { ref: { type: ref.type, ...echoed } });
  }
  return answer(done.value, context);
}

function answer(completion: Completion, context: DispatchContext): Outcome {
  context.facts.resultCount = completion.values.length;
  return { result: { completion: { values: [...completion.values], total: completion.total, hasMore: completion.hasMore } } };
}
