// `search` on the registry: the directory's own ranking (typo tolerance, stems, the concept vocabulary; name, id,
// summary, description and tags) over its entries, read as servers. An entry that names an endpoint stands for
// that endpoint's server, so a server is found by the words of any entry naming it, at its best entry's rank.
// Only those entries are ranked (a filter on doc numbers, `within`, like a category filter: it drops the others
// without reordering what it keeps), so a page costs a filtered search's ranking whatever the rest of the catalogue
// holds, and no entry without an endpoint is ranked on the way.

import type { Catalogue } from "../catalog/catalogue";
import { runSearch } from "../search/api";
import type { ServerList } from "./server-list";
import type { RegistryServer } from "./server-item";

// Entries ranked at first: enough for a page of servers nearly always, since every ranked entry is one (a server
// named by several entries takes several). When it is not, the next window is sized from how many servers the
// first one held (twice that estimate, at least four times the window).
export const FIRST_WINDOW = 256;
const GROWTH = 4;
const MARGIN = 2;

/** The entries of the servers `keep` keeps, marked by doc number. */
function entriesKept(catalogue: Catalogue, list: ServerList, keep: (server: RegistryServer) => boolean): Uint8Array {
  const within = new Uint8Array(catalogue.entries.length);
  const verdicts = new Map<RegistryServer, boolean>();
  for (let i = 0; i < list.entryAt.length; i++) {
    const server = list.serverOfEntry[i]!;
    let kept = verdicts.get(server);
    if (kept === undefined) verdicts.set(server, (kept = keep(server)));
    if (kept) within[list.entryAt[i]!] = 1;
  }
  return within;
}

/**
 * The servers the words find that `keep` keeps, best first: at least `need` of them when there are that many
 * (every one when `need` is Infinity). Ranking only as deep as that takes is what keeps a search page cheap in a
 * large catalogue.
 */
export function rankedServers(
  catalogue: Catalogue,
  list: ServerList,
  words: string,
  keep: (server: RegistryServer) => boolean,
  need = Number.POSITIVE_INFINITY,
  firstWindow = FIRST_WINDOW,
): RegistryServer[] {
  if (list.sorted.length === 0) return [];
  const index = catalogue.search;
  const within = entriesKept(catalogue, list, keep);
  let window = need === Number.POSITIVE_INFINITY ? index.docs.length : Math.min(firstWindow, index.docs.length);
  for (;;) {
    const answer = runSearch(index, { query: words, type: "entry", tags: [], limit: window, offset: 0, within });
    const seen = new Set<RegistryServer>();
    const ranked: RegistryServer[] = [];
    for (const hit of answer.hits) {
      const server = list.byEntryId.get(hit.doc.id);
      if (server === undefined || seen.has(server)) continue;
      seen.add(server);
      ranked.push(server);
    }
    if (ranked.length >= need || window >= answer.total) return ranked;
    const estimate = ranked.length === 0 ? window * GROWTH * MARGIN : Math.ceil(((need * window) / ranked.length) * MARGIN);
    window = Math.min(answer.total, Math.max(window * GROWTH, estimate));
  }
}
