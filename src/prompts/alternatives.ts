// The alternatives prompt: what else does an entry's job, with the facts to choose. The entry travels as an
// embedded resource, with its category and tags in the message, and the message asks the model to call search with
// similar_to (which ranks what does that entry's job), and to search from the entry's own words when little comes back.

import { ok } from "../core/problem";
import { entryUri } from "../resources/uri";
import { MAX_ALTERNATIVES } from "../tools/schema-parts";
import { embedded, text, type PromptDefinition } from "./definition";
import { embedResource, entryIdOf } from "./directory";
import { DECIDING_FACTS, GET_ENTRY, NOT_PUBLISHED, SEARCH, SEARCH_ARG, listed } from "./wording";

/** search's argument that ranks what does one entry's job, by entry id (typed against search's own arguments). */
export const SIMILAR_TO_ARGUMENT = SEARCH_ARG.similarTo;

export const alternativesPrompt: PromptDefinition = {
  name: "alternatives",
  title: "Alternatives to an entry",
  description:
    "Find what else does an entry's job: the assistant searches for tools like it, opens the closest ones and compares them with it on remote endpoint, sign-in, licence, pricing and status, then says which to choose for what.",
  arguments: [
    {
      name: "id",
      title: "Entry id",
      description: "The entry id to find alternatives to, e.g. playwright-mcp.",
      required: true,
      values: "entry-id",
    },
  ],
  async build(args, context) {
    const snapshot = await context.catalogue();
    if (!snapshot.ok) return snapshot;
    const id = entryIdOf(snapshot.value, args.id!, 'argument "id" of the prompt alternatives');
    if (!id.ok) return id;
    const card = snapshot.value.catalogue.entryById.get(id.value)!;
    const record = await embedResource(context, entryUri(card.id));
    if (!record.ok) return record;
    const tags = card.tags ?? [];
    const about = `Its category is ${card.category}${tags.length > 0 ? `; its tags are ${listed(tags)}` : ""}.`;
    const message = [
      `Find alternatives to ${card.name} (${card.id}), whose record is above: other tools that do its job. ${about}`,
      "",
      `1. Call ${SEARCH} with ${SIMILAR_TO_ARGUMENT} ${JSON.stringify(card.id)}: it ranks what does this entry's job, leaving ${card.id} out. If little comes back, call it again with ${SEARCH_ARG.query} set to what ${card.name} does in a few words and ${SEARCH_ARG.alternatives} set to up to ${MAX_ALTERNATIVES} other ways of saying it (its tags are a good start).`,
      `2. Leave ${card.id} itself out, and open the three to five closest with ${GET_ENTRY}.`,
      `3. Compare them with ${card.name} on ${DECIDING_FACTS}; ${NOT_PUBLISHED}.`,
      "4. Say which to choose for which need, and when staying with it is the better choice.",
    ].join("\n");
    return ok({
      description: `Alternatives to ${card.name}`,
      messages: [embedded(record.value), text(message)],
      label: snapshot.value.label,
    });
  },
};
