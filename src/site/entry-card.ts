// What a loaded catalogue keeps of one entry: the fields ranking, search hits, listings, the beacon and the MCP
// Registry routes read. Past FULL_RECORDS_MAX_ENTRIES the whole record (related ids, sources, the rest of agent
// access, long-form back-references...) stays on the site and is fetched on demand (catalog/entries.ts), so an
// isolate's memory grows with what a search needs, not with everything the site publishes (docs/scaling.md).

import { sitePageUrl } from "./links";
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
  /** Only beside an mcp_endpoint: what the MCP Registry routes say of the endpoint (src/registry/). */
  readonly remote?: RemoteFacts;
  /**
   * agent_access.auth ("none", "api-key", "oauth", "other") and the licence, when published: constraints read them,
   * and the MCP Registry routes say how an endpoint authenticates from auth.
   */
  readonly auth?: string;
  readonly license?: string;
  /** Who makes it, as published (`maintainer`): a search that excludes a maker ("without langchain") reads it. */
  readonly maintainer?: string;
  /** The entry's links when they differ from the site's pattern (linkBase); cardLinks gives them either way. */
  readonly links?: Record<string, string>;
  /** The two prefixes the site builds every entry's links from, shared by the cards that follow the pattern. */
  readonly linkBase?: LinkBase;
  readonly added?: string;
  readonly updated?: string;
  /** Hosts of the outbound links on the entry's page (beacon clicks are checked against them). */
  readonly hosts: readonly string[];
}

/**
 * What an entry with a remote MCP endpoint also says about it, kept on its card so the registry routes describe
 * every endpoint from the catalogue itself (no fetch, whatever its size): about a tenth of the entries have one.
 */
export interface RemoteFacts {
  /** agent_access.notes. */
  readonly notes?: string;
  /** The entry's source repository (`repo`). */
  readonly repo?: string;
  readonly last_verified?: string;
}

/** What the site builds an entry's links from: its origin and where the entry files sit in its repository. */
export interface LinkBase {
  /** `https://indexagentica.com`: html `<site>/entries/<id>/`, markdown `<site>/entries/<id>.md`, json `<site>/api/entries/<id>.json`. */
  readonly site: string;
  /** `https://github.com/<owner>/<repo>/blob/main/content`: source `<source>/<category>/<id>.json`. */
  readonly source: string;
}

const LINK_KEYS = ["html", "markdown", "json", "source"] as const;

function patternLinks(base: LinkBase, id: string, category: string): Record<string, string> {
  return {
    html: sitePageUrl(base.site, "entries", id),
    markdown: `${base.site}/entries/${id}.md`,
    json: `${base.site}/api/entries/${id}.json`,
    source: `${base.source}/${category}/${id}.json`,
  };
}

/** An entry's links as published. */
export function cardLinks(card: EntryCard): Record<string, string> | undefined {
  return card.linkBase ? patternLinks(card.linkBase, card.id, card.category) : card.links;
}

/** Whether `links` are exactly those `base` builds for the entry (same keys, same order, same values). */
function follows(links: Record<string, unknown>, base: LinkBase, id: string, category: string): boolean {
  let at = 0;
  for (const key in links) if (key !== LINK_KEYS[at++]) return false;
  if (at !== LINK_KEYS.length) return false;
  const built = patternLinks(base, id, category);
  return built.html === links.html && built.markdown === links.markdown && built.json === links.json && built.source === links.source;
}

/** The base `links` follow exactly, read off the links themselves, or null. */
function linkBaseOf(links: Record<string, unknown>, id: string, category: string): LinkBase | null {
  const { html, source } = links;
  const htmlTail = `/entries/${id}/`;
  const sourceTail = `/${category}/${id}.json`;
  if (typeof html !== "string" || !html.endsWith(htmlTail) || typeof source !== "string" || !source.endsWith(sourceTail)) return null;
  const base = { site: html.slice(0, -htmlTail.length), source: source.slice(0, -sourceTail.length) };
  return follows(links, base, id, category) ? base : null;
}

function published(value: unknown): value is string {
  return typeof value === "string" && value !== "";
}

// A plain lowercase http(s) URL whose host ends in a name: its hostname is the text between "//" and the port or
// path, exactly as the URL parser would give it. Anything else (uppercase, userinfo, IP forms, escapes, spaces)
// goes through the parser. Most entries' links are plain, and the parser costs ~1 µs a URL at load.
const PLAIN_URL = /^https?:\/\/((?:[a-z0-9-]+\.)*([a-z0-9-]*[a-z][a-z0-9-]*))(?::\d*)?(?:[/?#]|$)/;
// A last label the parser reads as a number (an IPv4 form such as 0x7f), not a name.
const NUMERIC_LABEL = /^(?:0x[0-9a-f]*|[0-9]+)$/;

/** The hostname of an http(s) URL, or null. */
export function hostOf(url: unknown): string | null {
  if (typeof url !== "string") return null;
  const plain = PLAIN_URL.exec(url);
  if (plain && !NUMERIC_LABEL.test(plain[2]!)) return plain[1]!;
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

/**
 * Makes the cards of one catalogue. Values many entries repeat (categories, tags, statuses, dates, hosts, the
 * link prefixes) are kept once: a directory of 50,000 entries holds a few thousand distinct ones.
 */
export class CardMaker {
  private readonly strings = new Map<string, string>();
  private readonly bases = new Map<string, LinkBase>();
  /** The base the last entry followed: nearly every entry of a site follows the same one. */
  private lastBase: LinkBase | null = null;

  private linkBase(links: Record<string, unknown>, id: string, category: string): LinkBase | null {
    if (this.lastBase !== null && follows(links, this.lastBase, id, category)) return this.lastBase;
    const base = linkBaseOf(links, id, category);
    if (base === null) return null;
    const key = `${base.site}\n${base.source}`;
    let shared = this.bases.get(key);
    if (shared === undefined) this.bases.set(key, (shared = base));
    this.lastBase = shared;
    return shared;
  }

  private once(value: string): string {
    const known = this.strings.get(value);
    if (known !== undefined) return known;
    this.strings.set(value, value);
    return value;
  }

  /** The facts published about an entry's remote endpoint, or null when it publishes none. */
  private remoteFacts(entry: Entry): RemoteFacts | null {
    const facts: { -readonly [K in keyof RemoteFacts]: RemoteFacts[K] } = {};
    const notes = entry.agent_access?.notes;
    if (published(notes)) facts.notes = notes;
    if (published(entry.repo)) facts.repo = entry.repo;
    if (published(entry.last_verified)) facts.last_verified = this.once(entry.last_verified);
    return Object.keys(facts).length > 0 ? facts : null;
  }

  /** The card of a validated entry; fields absent or not published as text are left out. */
  card(entry: Entry): EntryCard {
    const category = this.once(entry.category);
    const card: { -readonly [K in keyof EntryCard]: EntryCard[K] } = {
      id: entry.id,
      name: entry.name,
      category,
      summary: entry.summary,
      url: entry.url,
      hosts: linkHostsOf(entry).map((host) => this.once(host)),
    };
    if (entry.description !== undefined) card.description = entry.description;
    if (entry.tags !== undefined) card.tags = entry.tags.map((tag) => this.once(tag));
    if (published(entry.status)) card.status = this.once(entry.status);
    if (published(entry.pricing)) card.pricing = this.once(entry.pricing);
    if (published(entry.agent_access?.mcp_endpoint)) {
      card.mcp_endpoint = entry.agent_access.mcp_endpoint;
      const remote = this.remoteFacts(entry);
      if (remote !== null) card.remote = remote;
    }
    if (published(entry.agent_access?.auth)) card.auth = this.once(entry.agent_access.auth);
    if (published(entry.license)) card.license = this.once(entry.license);
    if (published(entry.maintainer)) card.maintainer = this.once(entry.maintainer);
    if (entry.links !== undefined) {
      const base = this.linkBase(entry.links, entry.id, category);
      if (base === null) card.links = entry.links;
      else card.linkBase = base;
    }
    if (typeof entry.added === "string") card.added = this.once(entry.added);
    if (typeof entry.updated === "string") card.updated = this.once(entry.updated);
    return card;
  }
}

/** The card of one entry on its own (tests, one-off uses); a catalogue's cards come from one CardMaker. */
export function cardOf(entry: Entry): EntryCard {
  return new CardMaker().card(entry);
}
