// completion/complete on the wire: the variables of the three resource templates (src/resources/complete.ts
// ranks them). There are no prompts here, so ref/prompt is -32602, as the specification says for an unknown
// prompt. Values are public ids and slugs only; nothing a client types is logged.

import { isRecord } from "../core/guards";
import { completeResourceArgument } from "../resources/complete";
import { RESOURCE_TEMPLATES } from "../resources/templates";
import { internalError, invalidParams, type DispatchContext, type Outcome } from "./outcome";

const REF_HINT = `Complete resource template variables with ref {"type":"ref/resource","uri":"${RESOURCE_TEMPLATES[0]!.uriTemplate}"} (or ${RESOURCE_TEMPLATES.slice(
  1,
)
  .map((template) => template.uriTemplate)
  .join(", ")}).`;

export async function complete(params: Record<string, unknown>, context: DispatchContext): Promise<Outcome> {
  const { ref, argument } = params;
  if (!isRecord(ref) || typeof ref.type !== "string") return invalidParams(`completion/complete needs params.ref. ${REF_HINT}`);
  if (ref.type === "ref/prompt") return invalidParams(`This server has no prompts. ${REF_HINT}`, { ref: { type: ref.type } });
  if (ref.type !== "ref/resource" || typeof ref.uri !== "string")
    return invalidParams(`Unknown ref ${JSON.stringify(ref.type.slice(0, 40))}. ${REF_HINT}`);
  if (!isRecord(argument) || typeof argument.name !== "string" || typeof argument.value !== "string") {
    return invalidParams('completion/complete needs params.argument {"name": <variable>, "value": <what is typed so far>}.');
  }
  const snapshot = await context.tools.catalogue();
  if (!snapshot.ok) return internalError(snapshot.problem.message);
  const given = isRecord(params.context) && isRecord(params.context.arguments) ? params.context.arguments : undefined;
  const done = completeResourceArgument(snapshot.value.catalogue, {
    ref: ref.uri.slice(0, 2048),
    argument: argument.name,
    value: argument.value,
    ...(given !== undefined ? { context: given } : {}),
  });
  if (!done.ok) return invalidParams(done.problem.message, { ref: { type: ref.type, uri: ref.uri.slice(0, 200) } });
  context.facts.resultCount = done.value.values.length;
  return { result: { completion: { values: [...done.value.values], total: done.value.total, hasMore: done.value.hasMore } } };
}
