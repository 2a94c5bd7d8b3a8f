// What the view reads from a tool result's structuredContent (search's page of hits, get_entry's entry), read
// defensively: a host may forward a partial or foreign result, so every field is checked for its type and a missing
// one becomes an empty value, never an exception. Nothing here touches the DOM; the text stays text.

import { isRecord } from "../../core/guards";
import { CARD_FACTS_KEY } from "./names";

export type Json = Record<string, unknown>;

export { isRecord };
export const str = (value: unknown): string => (typeof value === "string" ? value : "");
export const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
const num = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);

/** Only http(s) URLs are opened or shown as links: hosts refuse other schemes through ui/open-link (VS Code does). */
export function webUrl(value: unknown): string {
  const text = str(value);
  try {
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:" ? text : "";
  } catch {
    return "";
  }
}

/** One search hit: an entry or a long-form item (guide, comparison, stack, skill). */
export interface Hit {
  readonly type: string;
  readonly id: string;
  readonly name: string;
  readonly summary: string;
  readonly url: string;
  readonly tags: string[];
  readonly category: string;
  readonly status: string;
  readonly pricing: string;
  readonly endpoint: string;
  readonly author: string;
  /** Long-form items: the ids of the entries they cover. */
  readonly entries: string[];
  readonly page: string;
  /** agent_access.auth and the licence: get_entry's own, a search card's from the result's `_meta` (cardFactsOf). */
  readonly auth: string;
  readonly license: string;
}

export function hitOf(value: unknown): Hit | null {
  if (!isRecord(value) || str(value.id) === "") return null;
  const links = isRecord(value.links) ? value.links : {};
  return {
    type: str(value.type) || "entry",
    id: str(value.id),
    name: str(value.name) || str(value.id),
    summary: str(value.summary),
    url: webUrl(value.url),
    tags: strings(value.tags),
    category: str(value.category),
    status: str(value.status),
    pricing: str(value.pricing),
    endpoint: webUrl(value.mcp_endpoint),
    author: str(value.author),
    entries: strings(value.entries),
    page: webUrl(links.html) || webUrl(value.url),
    auth: str(value.auth),
    license: str(value.license),
  };
}

/** The cards' facts a search result carries in `_meta`, by entry id (empty when it has none). */
export function cardFactsOf(result: Json): Readonly<Record<string, Json>> {
  const meta = isRecord(result._meta) ? result._meta : {};
  const cards = meta[CARD_FACTS_KEY];
  return isRecord(cards) ? Object.fromEntries(Object.entries(cards).filter((pair): pair is [string, Json] => isRecord(pair[1]))) : {};
}

/** A card's facts, only the two it may carry (never a field of the hit itself). */
const facts = (card: Json): Json => ({ auth: str(card.auth), license: str(card.license) });

/** search's answer, as far as the view uses it. */
export interface SearchPage {
  readonly query: string;
  readonly alternatives: string[];
  readonly type: string;
  readonly category: string;
  readonly tags: string[];
  readonly limit: number | null;
  readonly total: number | null;
  readonly nextOffset: number | null;
  readonly results: Hit[];
  readonly notice: string;
}

export function searchPageOf(value: unknown, cards: Readonly<Record<string, Json>> = {}): SearchPage | null {
  if (!isRecord(value) || !Array.isArray(value.results)) return null;
  const data = isRecord(value.data) ? value.data : {};
  return {
    query: str(value.query),
    alternatives: strings(value.alternatives),
    type: str(value.type),
    category: str(value.category),
    tags: strings(value.tags),
    limit: num(value.limit),
    total: num(value.total),
    nextOffset: num(value.next_offset),
    results: value.results
      .map((hit) => hitOf(isRecord(hit) && cards[str(hit.id)] !== undefined ? { ...hit, ...facts(cards[str(hit.id)]!) } : hit))
      .filter((hit): hit is Hit => hit !== null),
    notice: [str(value.notice), str(data.notice)].filter((text) => text !== "").join(" "),
  };
}

/** A long-form item that cites an entry. */
export interface Citation {
  readonly type: string;
  readonly title: string;
  readonly url: string;
}

/** get_entry's entry, as far as the view uses it; `install` is read by install.ts. */
export interface EntryDetail {
  readonly hit: Hit;
  readonly description: string;
  readonly repo: string;
  readonly docs: string;
  readonly license: string;
  readonly auth: string;
  readonly related: string[];
  readonly citations: Citation[];
  readonly install: unknown;
}

export function entryDetailOf(value: unknown): EntryDetail | null {
  if (!isRecord(value) || !isRecord(value.entry)) return null;
  const entry = value.entry;
  const access = isRecord(entry.agent_access) ? entry.agent_access : {};
  const hit = hitOf({ ...entry, type: "entry", mcp_endpoint: access.mcp_endpoint, auth: access.auth });
  if (hit === null) return null;
  const citations = (Array.isArray(entry.longform) ? entry.longform : [])
    .filter(isRecord)
    .map((item) => ({ type: str(item.type), title: str(item.title) || str(item.id), url: webUrl(item.url) }))
    .filter((item) => item.title !== "");
  return {
    hit,
    description: str(entry.description),
    repo: webUrl(entry.repo),
    docs: webUrl(entry.docs),
    license: str(entry.license),
    auth: str(access.auth),
    related: strings(entry.related),
    citations,
    install: value.install,
  };
}

/** A failed call's message: the `error` sentence of the JSON the tools answer with, else the text itself. */
export function problemOf(result: Json): { message: string; suggestions: string[] } {
  const text = (Array.isArray(result.content) ? result.content : []).map((block) => (isRecord(block) ? str(block.text) : "")).join(" ");
  try {
    const parsed: unknown = JSON.parse(text);
    if (isRecord(parsed) && str(parsed.error) !== "") return { message: str(parsed.error), suggestions: strings(parsed.suggestions) };
  } catch {
    // Not JSON: an outage sentence, shown as it is.
  }
  return { message: text.trim() || "The directory could not answer.", suggestions: [] };
}

/** A result's structured output; from the text block when a host forwarded no structuredContent (the text is JSON). */
export function structuredOf(result: Json): unknown {
  if (isRecord(result.structuredContent)) return result.structuredContent;
  const first = Array.isArray(result.content) ? result.content[0] : undefined;
  try {
    return isRecord(first) ? JSON.parse(str(first.text)) : null;
  } catch {
    return null;
  }
}
