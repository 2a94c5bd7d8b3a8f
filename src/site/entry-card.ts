// What a loaded catalogue keeps of one entry: the fields ranking, search hits, listings and the beacon read.
// The whole record (related ids, sources, agent access, long-form back-references...) stays on the site and
// is fetched on demand (catalog/entries.ts), so an isolate's memory grows with what a search needs, not with
// everything the site publishes (docs/scaling.md).

import type { Entry } from "./types";

export interface EntryCard {
  readonly id: string;
  readonly name: string;
  readonly category: string;
  readonly summary: string;
  readonly url: string;
  readonly description?: string;
  /** As published (search hits show them unfolded). */
  readonly tags?: string[];
  readonly status?: string;
  readonly pricing?: string;
  /** agent_access.mcp_endpoint, when published. */
  readonly mcp_endpoint?: string;
  readonly links?: Record<string, string>;
  readonly added?: string;
  readonly updated?: string;
  /** Hosts of the outbound links on the entry's page (beacon clicks are checked against them). */
  readonly hosts: readonly string[];
}

function published(value: unknown): value is string {
  return typeof value === "string" && value !== "";
}

function hostOf(url: unknown): string | null {
  if (typeof url !== "string") return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.hostname : null;
  } catch {
    return null;
  }
}

/**
 * Hosts of the outbound links on an entry's page: website, repository, docs, sources, the llms.txt and
 * OpenAPI links under agent access, and the entry's source file on GitHub.
 */
export function linkHostsOf(entry: Entry): string[] {
  const urls: unknown[] = [entry.url, entry.repo, entry.docs, entry.agent_access?.llms_txt, entry.agent_access?.openapi];
  if (Array.isArray(entry.sources)) urls.push(...(entry.sources as unknown[]));
  urls.push(entry.links?.source);
  const hosts = new Set<string>();
  for (const url of urls) {
    const host = hostOf(url);
    if (host) hosts.add(host);
  }
  return [...hosts];
}

/** The card of a validated entry; fields absent or not published as text are left out. */
export function cardOf(entry: Entry): EntryCard {
  const card: { -readonly [K in keyof EntryCard]: EntryCard[K] } = {
    id: entry.id,
    name: entry.name,
    category: entry.category,
    summary: entry.summary,
    url: entry.url,
    hosts: linkHostsOf(entry),
  };
  if (entry.description !== undefined) card.description = entry.description;
  if (entry.tags !== undefined) card.tags = entry.tags;
  if (published(entry.status)) card.status = entry.status;
  if (published(entry.pricing)) card.pricing = entry.pricing;
  if (published(entry.agent_access?.mcp_endpoint)) card.mcp_endpoint = entry.agent_access.mcp_endpoint;
  if (entry.links !== undefined) card.links = entry.links;
  if (typeof entry.added === "string") card.added = entry.added;
  if (typeof entry.updated === "string") card.updated = entry.updated;
  return card;
}
