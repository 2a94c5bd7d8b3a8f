// One registry server: the entries of the catalogue that name one remote MCP endpoint, described as a server.json
// (MCP Registry schema 2025-12-11) with the `_meta` a registry answer carries beside it. Only what the entries
// publish is said: no package, header or variable is invented, and every field is checked against the schema's
// rules (lengths, URLs), so a listing never holds an item a strict client refuses.

import { REGISTRY_NAME } from "../core/server-info";
import { cardLinks, type EntryCard } from "../site/entry-card";
import { DEFAULT_SITE_URL, sitePageUrl } from "../site/links";
import { endOf, releaseOf, timestampOf, type Release } from "./release";

/** Our namespace: every server here is named `com.indexagentica/<entry id>` (docs/registry.md says why). */
export const REGISTRY_NAMESPACE = "com.indexagentica";
/** The registry-managed metadata every client reads (status, dates, isLatest). */
export const OFFICIAL_META_KEY = "io.modelcontextprotocol.registry/official";
/** Ours, in our own reverse-DNS namespace, as the registry docs ask of subregistries. */
export const DIRECTORY_META_KEY = "com.indexagentica/directory";
// server.json caps both at 100 characters.
export const MAX_DESCRIPTION_CHARS = 100;
const MAX_TITLE_CHARS = 100;
// The schema's remote URL pattern (`^https?://[^\s]+$`); a URL must also parse.
const HTTP_URL = /^https?:\/\/\S+$/;

export type AuthKind = "none" | "oauth" | "api-key" | "other";
export const AUTH_KINDS: readonly AuthKind[] = ["none", "oauth", "api-key", "other"];

export interface ServerJson {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly version: string;
  readonly websiteUrl?: string;
  readonly repository?: { readonly url: string; readonly source: string };
  readonly remotes: readonly { readonly type: "streamable-http" | "sse"; readonly url: string }[];
}

/** An entry as the directory part of `_meta` names it. */
export interface EntryRef {
  readonly id: string;
  readonly name: string;
  readonly category: string;
  readonly page: string;
  readonly json: string;
}

export interface RegistryItem {
  readonly server: ServerJson;
  readonly _meta: Record<string, unknown>;
}

/**
 * A server as the list keeps it: what the filters and the order read, and its entries. Its item (server.json and
 * `_meta`) is built when it is served (itemOf), so a catalogue's list costs ~100 bytes a server, not ~1.5 KB.
 */
export interface RegistryServer {
  readonly name: string;
  /** The entry that describes it (its id is the name's second half). */
  readonly id: string;
  readonly version: string;
  /** End of the day of `updated` (ms), for updated_since; null when no entry gives a date. */
  readonly updatedUntil: number | null;
  readonly auth: AuthKind | null;
  /** Every entry naming the endpoint, the describing one first. */
  readonly cards: readonly EntryCard[];
  /** The site's origin, for page links an entry does not carry. */
  readonly siteUrl: string;
}

/** An http(s) URL with no whitespace that parses (URL.canParse: no exception, no object). */
export function isHttpUrl(value: string | undefined): value is string {
  return value !== undefined && HTTP_URL.test(value) && URL.canParse(value);
}

/** At most `max` characters (code points), cut at the last word boundary with an ellipsis when it is longer. */
export function cutAtWord(text: string, max: number): string {
  const chars = [...text.trim()];
  if (chars.length <= max) return chars.join("");
  const head = chars.slice(0, max - 1).join("");
  const space = head.search(/\s\S*$/);
  // A single word longer than half the room is cut inside it rather than leaving almost nothing.
  const cut = space > max / 2 ? head.slice(0, space) : head;
  return `${cut.replace(/[\s,;:.\-–—]+$/, "")}…`;
}

function authOf(card: EntryCard): AuthKind | null {
  const auth = card.auth;
  return auth !== undefined && (AUTH_KINDS as readonly string[]).includes(auth) ? (auth as AuthKind) : null;
}

/** GitHub and GitLab by their hosts (what the official registry knows), any other forge by its host name. */
function repositoryOf(url: string | undefined): ServerJson["repository"] | undefined {
  if (!isHttpUrl(url)) return undefined;
  const host = new URL(url).hostname.replace(/^www\./, "");
  const source = host === "github.com" ? "github" : host === "gitlab.com" ? "gitlab" : host;
  return { url, source };
}

/** SSE only when the data says so: an endpoint whose last path segment is `sse`; else Streamable HTTP. */
export function transportOf(url: string): "streamable-http" | "sse" {
  const path = new URL(url).pathname.replace(/\/+$/, "");
  return path.endsWith("/sse") ? "sse" : "streamable-http";
}

function refOf(card: EntryCard, siteUrl: string): EntryRef {
  const links = cardLinks(card);
  const site = (siteUrl || DEFAULT_SITE_URL).replace(/\/+$/, "");
  return {
    id: card.id,
    name: card.name,
    category: card.category,
    page: links?.html ?? sitePageUrl(site, "entries", card.id),
    json: links?.json ?? `${site}/api/entries/${card.id}.json`,
  };
}

/** Our published name for a group; our own server keeps the name it has in the official registry. */
export function nameFor(describing: EntryCard, isSelf: boolean): string {
  return isSelf ? REGISTRY_NAME : `${REGISTRY_NAMESPACE}/${describing.id}`;
}

function officialMeta(describing: EntryCard, release: Release): Record<string, unknown> {
  return {
    status: describing.status === "deprecated" ? "deprecated" : "active",
    ...(release.published ? { publishedAt: timestampOf(release.published) } : {}),
    ...(release.updated ? { updatedAt: timestampOf(release.updated) } : {}),
    isLatest: true,
  };
}

/**
 * The server of the entries naming one endpoint: `describing` (the endpoint's entry in mcp-servers, else its
 * first) gives the name, title, text and links; the others are named in `_meta` and count for the filters.
 */
export function serverOf(name: string, describing: EntryCard, others: readonly EntryCard[], siteUrl: string): RegistryServer {
  const cards = [describing, ...others];
  const release = releaseOf(cards);
  return {
    name,
    id: describing.id,
    version: release.version,
    updatedUntil: release.updated === null ? null : endOf(release.updated),
    auth: authOf(describing) ?? others.map(authOf).find((kind) => kind !== null) ?? null,
    cards,
    siteUrl,
  };
}

/** Whether any entry of the server is in `category`. */
export function inCategory(server: RegistryServer, category: string): boolean {
  return server.cards.some((card) => card.category === category);
}

/** Whether the server's entries have `tag` (lower-cased) among them. */
export function hasTag(server: RegistryServer, tag: string): boolean {
  return server.cards.some((card) => card.tags?.some((own) => own.toLowerCase() === tag) === true);
}

/** The server as a registry answer lists it: server.json and `_meta`. */
export function itemOf(registryServer: RegistryServer): RegistryItem {
  const [describing, ...others] = registryServer.cards as [EntryCard, ...EntryCard[]];
  const { name, version, auth, siteUrl } = registryServer;
  const endpoint = describing.mcp_endpoint!;
  const release = releaseOf(registryServer.cards);
  const summary = describing.summary.trim();
  const repository = repositoryOf(describing.remote?.repo);
  const server: ServerJson = {
    name,
    title: cutAtWord(describing.name, MAX_TITLE_CHARS),
    // A summary is required by the site; an empty one still leaves the schema's minimum of one character.
    description: cutAtWord(summary === "" ? describing.name : summary, MAX_DESCRIPTION_CHARS),
    version,
    ...(isHttpUrl(describing.url) ? { websiteUrl: describing.url } : {}),
    ...(repository ? { repository } : {}),
    remotes: [{ type: transportOf(endpoint), url: endpoint }],
  };
  const own = refOf(describing, siteUrl);
  const directory = {
    id: describing.id,
    category: describing.category,
    tags: describing.tags ?? [],
    summary: describing.summary,
    ...(describing.status !== undefined ? { status: describing.status } : {}),
    ...(auth !== null ? { auth } : {}),
    ...(describing.remote?.notes !== undefined ? { notes: describing.remote.notes } : {}),
    ...(describing.remote?.last_verified !== undefined ? { last_verified: describing.remote.last_verified } : {}),
    page: own.page,
    json: own.json,
    other_entries: others.map((card) => refOf(card, siteUrl)),
  };
  return { server, _meta: { [OFFICIAL_META_KEY]: officialMeta(describing, release), [DIRECTORY_META_KEY]: directory } };
}
