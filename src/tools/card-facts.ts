// What the directory app shows on a search card that search's hits do not carry: whether an entry needs a sign-in and
// its licence (the entry view reads both from get_entry). search gives them as view facts (ToolDefinition.viewFacts),
// which MCP sends in the tools/call result's `_meta`: hosts hand that to the app and no client puts it in a model's
// context, so search's text and structuredContent (and REST) stay as they were (docs/app.md).

import { META_PREFIX } from "../skills/entry";
import type { ToolContext } from "./definition";

/** The result `_meta` key: per entry id on the page, the facts a card shows. */
export const CARD_FACTS_META_KEY = `${META_PREFIX}cards`;

/** One card's facts, each only when the entry publishes it. */
export interface CardFacts {
  /** agent_access.auth: none, api-key, oauth or other. */
  readonly auth?: string;
  readonly license?: string;
}

interface HitRef {
  readonly type?: unknown;
  readonly id?: unknown;
}

/**
 * The cards' facts for a search output's entry hits, by id, or null when none has any (or the catalogue cannot be
 * read: the app then shows the badges search gives). Reads the same isolate copy the search just ranked.
 */
export async function cardFactsOf(output: object, context: Pick<ToolContext, "catalogue">): Promise<Record<string, CardFacts> | null> {
  const results = (output as { results?: unknown }).results;
  if (!Array.isArray(results) || results.length === 0) return null;
  const snapshot = await context.catalogue();
  if (!snapshot.ok) return null;
  const facts: Record<string, CardFacts> = {};
  for (const hit of results as HitRef[]) {
    if (hit.type !== "entry" || typeof hit.id !== "string") continue;
    const card = snapshot.value.catalogue.entryById.get(hit.id);
    if (card === undefined || (card.auth === undefined && card.license === undefined)) continue;
    facts[hit.id] = {
      ...(card.auth !== undefined ? { auth: card.auth } : {}),
      ...(card.license !== undefined ? { license: card.license } : {}),
    };
  }
  return Object.keys(facts).length > 0 ? facts : null;
}

/** search's view facts: the cards' facts under their `_meta` key, or null when there are none. */
export async function searchViewFacts(output: object, context: Pick<ToolContext, "catalogue">): Promise<Record<string, unknown> | null> {
  const cards = await cardFactsOf(output, context);
  return cards === null ? null : { [CARD_FACTS_META_KEY]: cards };
}
