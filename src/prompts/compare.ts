// The compare prompt: two to five entries side by side. Each entry travels as an embedded resource (the markdown
// resources/read gives), with the comparisons and guides that cover at least two of them, and the message asks for
// one table on the facts a choice turns on. Ids are one argument, separated by commas or spaces, as a person
// types them after a command.

import type { CatalogueSnapshot } from "../catalog/store";
import { fail, ok } from "../core/problem";
import { contentUri, entryUri } from "../resources/uri";
import type { LongformSummary } from "../site/types";
import { embedded, text, type PromptDefinition, type PromptMessage } from "./definition";
import { embedResource, entryIdOf } from "./directory";
import { GET_CONTENT, NOT_PUBLISHED, listed } from "./wording";

// Fewer is not a comparison; more than five columns no longer fit a table a person reads in a chat.
export const MIN_COMPARED = 2;
export const MAX_COMPARED = 5;
// Long-form pages are long: the two that cover the most of the entries travel whole, any others are named.
export const MAX_COVERING_EMBEDDED = 2;

/** The ids of a comma- or space-separated list, in order, without repeats (case forgiven). */
export function splitIds(value: string): string[] {
  return [
    ...new Set(
      value
        .split(/[\s,]+/)
        .map((id) => id.toLowerCase())
        .filter((id) => id !== ""),
    ),
  ];
}

/** Comparisons, then guides, that cover at least two of the ids; those covering more first, then in the site's order. */
export function coveringItems(from: CatalogueSnapshot, ids: readonly string[]): LongformSummary[] {
  const covered = (item: LongformSummary) => ids.filter((id) => item.entries.includes(id)).length;
  const rank = (item: LongformSummary) => (item.type === "comparison" ? 0 : 1);
  return from.catalogue.longform
    .filter((item) => (item.type === "comparison" || item.type === "guide") && covered(item) >= MIN_COMPARED)
    .map((item, at) => ({ item, at }))
    .sort((a, b) => rank(a.item) - rank(b.item) || covered(b.item) - covered(a.item) || a.at - b.at)
    .map(({ item }) => item);
}

const WHERE = 'argument "ids" of the prompt compare';

export const comparePrompt: PromptDefinition = {
  name: "compare",
  title: "Compare entries",
  description:
    "Compare two to five directory entries side by side: their records (and any comparison or guide that covers them) go into the conversation, and the assistant lays out remote endpoint, sign-in, licence, pricing and status in one table, then says which fits which need.",
  arguments: [
    {
      name: "ids",
      title: "Entry ids",
      description: `${MIN_COMPARED} to ${MAX_COMPARED} entry ids separated by commas or spaces, e.g. "e2b, daytona, modal".`,
      required: true,
      values: "entry-ids",
    },
  ],
  async build(args, context) {
    const typed = splitIds(args.ids!);
    if (typed.length < MIN_COMPARED || typed.length > MAX_COMPARED) {
      const count = `${typed.length} distinct id${typed.length === 1 ? "" : "s"}`;
      return fail(
        "bad_request",
        `The prompt compare takes ${MIN_COMPARED} to ${MAX_COMPARED} entry ids separated by commas or spaces; ${WHERE} has ${count}.`,
      );
    }
    const snapshot = await context.catalogue();
    if (!snapshot.ok) return snapshot;
    const ids: string[] = [];
    for (const one of typed) {
      const id = entryIdOf(snapshot.value, one, WHERE);
      if (!id.ok) return id;
      if (!ids.includes(id.value)) ids.push(id.value);
    }
    const messages: PromptMessage[] = [];
    for (const id of ids) {
      const entry = await embedResource(context, entryUri(id));
      if (!entry.ok) return entry;
      messages.push(embedded(entry.value));
    }
    const covering = coveringItems(snapshot.value, ids);
    const embeddedTitles: string[] = [];
    for (const item of covering.slice(0, MAX_COVERING_EMBEDDED)) {
      // A page that cannot be read just now is left out: the entries are what the comparison needs.
      const page = await embedResource(context, contentUri(item.type, item.id));
      if (!page.ok) continue;
      messages.push(embedded(page.value));
      embeddedTitles.push(`the ${item.type} "${item.title}"`);
    }
    const named = covering.slice(MAX_COVERING_EMBEDDED).map((item) => `${contentUri(item.type, item.id)} (${item.title})`);
    messages.push(text(instructions(ids, embeddedTitles, named)));
    return ok({ description: `Compare ${listed(ids)}`, messages, label: snapshot.value.label });
  },
};

function instructions(ids: readonly string[], embeddedTitles: readonly string[], named: readonly string[]): string {
  const above =
    embeddedTitles.length === 0
      ? "Their records are above."
      : `Their records are above, with ${listed(embeddedTitles)}, which cover${embeddedTitles.length === 1 ? "s" : ""} them.`;
  const more =
    named.length === 0
      ? ""
      : ` More pages cover them (read them with ${GET_CONTENT} if the records leave a question open): ${named.join("; ")}.`;
  return [
    `Compare these ${ids.length} entries of the Index Agentica directory side by side: ${listed(ids)}. ${above}${more}`,
    `Make one table with a column per entry and a row each for: what it is, remote MCP endpoint, sign-in, licence, pricing, status and last verified. Take every value from the records; ${NOT_PUBLISHED}.`,
    "Then say in a few sentences which one fits which kind of need, and what would decide between them.",
  ].join("\n\n");
}
