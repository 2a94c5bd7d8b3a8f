// The registry's servers: one per distinct remote MCP endpoint the catalogue names (`agent_access.mcp_endpoint`),
// worked out once per loaded catalogue and kept beside it (a WeakMap on the catalogue object, so it goes when the
// catalogue does). A listing page or a version lookup then reads only this.

import type { Catalogue } from "../catalog/catalogue";
import { PRODUCTION_MCP_URL } from "../core/server-info";
import type { EntryCard } from "../site/entry-card";
import { isHttpUrl, nameFor, serverOf, type RegistryServer } from "./server-item";

/** The category whose entry describes an endpoint when several entries name it. */
export const DESCRIBING_CATEGORY = "mcp-servers";

export interface ServerList {
  /** By name (code unit order): the listing's order, and what its cursors point into. */
  readonly sorted: readonly RegistryServer[];
  readonly byName: ReadonlyMap<string, RegistryServer>;
  /** Every entry that names an endpoint → its server (search hits are entries). */
  readonly byEntryId: ReadonlyMap<string, RegistryServer>;
  /** Those entries' places in the catalogue (their doc numbers in its search index), and their servers, alike. */
  readonly entryAt: Int32Array;
  readonly serverOfEntry: readonly RegistryServer[];
}

// A plain lowercase URL (a domain name, no port, no escapes, no dot segments): its key is read off the text, as
// the parser would give it. Anything else goes through the parser (~1 µs a URL, paid per endpoint at each load).
const PLAIN_URL = /^(https?:\/\/(?:[a-z0-9-]+\.)+[a-z][a-z0-9-]*)((?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*)\/*$/;

/**
 * What makes two endpoints the same: the URL as the parser reads it (scheme and host lower-cased, default port
 * dropped), without trailing slashes or fragment; null for anything that cannot be a server.json remote (not
 * http or https, whitespace, unparsable). Each server still publishes its URL as its entry gives it.
 */
export function endpointKey(url: string | undefined): string | null {
  const plain = url === undefined ? null : PLAIN_URL.exec(url);
  if (plain) return `${plain[1]}${plain[2]}`;
  if (!isHttpUrl(url)) return null;
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/+$/, "")}${parsed.search}`;
}

const SELF_KEY = endpointKey(PRODUCTION_MCP_URL)!;

/** The entry an endpoint is described from: its first entry in mcp-servers, else its first entry. */
function describingAt(cards: readonly EntryCard[]): number {
  const at = cards.findIndex((card) => card.category === DESCRIBING_CATEGORY);
  return at < 0 ? 0 : at;
}

function build(catalogue: Catalogue): ServerList {
  const groups = new Map<string, EntryCard[]>();
  const entries = catalogue.entries;
  const places = new Map<EntryCard, number>();
  for (let at = 0; at < entries.length; at++) {
    // A snapshot-loaded catalogue knows which entries name none without decoding their cards (~20 % name one).
    if (!catalogue.mayHaveRemoteMcp(at)) continue;
    const card = entries[at]!;
    // WebSocket or malformed endpoints cannot be a server.json remote (http/https only): not listed.
    const key = endpointKey(card.mcp_endpoint);
    if (key === null) continue;
    places.set(card, at);
    const group = groups.get(key);
    if (group) group.push(card);
    else groups.set(key, [card]);
  }
  const servers: RegistryServer[] = [];
  const byEntryId = new Map<string, RegistryServer>();
  const entryAt = new Int32Array(places.size);
  const serverOfEntry: RegistryServer[] = [];
  const ids = new Set([...groups.values()].map((cards) => cards[describingAt(cards)]!.id));
  for (const [key, cards] of groups) {
    const at = describingAt(cards);
    const describing = cards[at]!;
    // Our own endpoint keeps its official registry name, unless an entry's id would give that name to another.
    const isSelf = key === SELF_KEY && !ids.has(nameFor(describing, true).split("/")[1]!);
    const server = serverOf(
      nameFor(describing, isSelf),
      describing,
      cards.filter((_, i) => i !== at),
      catalogue.siteUrl,
    );
    servers.push(server);
    for (const card of server.cards) {
      byEntryId.set(card.id, server);
      entryAt[serverOfEntry.length] = places.get(card)!;
      serverOfEntry.push(server);
    }
  }
  servers.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { sorted: servers, byName: new Map(servers.map((server) => [server.name, server])), byEntryId, entryAt, serverOfEntry };
}

const lists = new WeakMap<Catalogue, ServerList>();

export function serverListOf(catalogue: Catalogue): ServerList {
  let list = lists.get(catalogue);
  if (!list) lists.set(catalogue, (list = build(catalogue)));
  return list;
}
