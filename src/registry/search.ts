// `search` on the registry: the directory's own ranking (typo tolerance, stems, the concept vocabulary; name, id,
// summary, description and tags) over its entries, read as servers. An entry that names an endpoint stands for
// that endpoint's server, so a server is found by the words of any entry naming it, at its best entry's rank.

import type { Catalogue } from "../catalog/catalogue";
import { searchWithAdvice } from "../search/api";
import type { ServerList } from "./server-list";
import type { RegistryServer } from "./server-item";

// Entries ranked at first: a page of servers is usually among them (about one entry in ten names an endpoint).
// When it is not, the next window is sized from how many servers the first one held (twice that estimate, at
// least four times the window), or eight times the window when it held none: two or three rankings, nearly always.
export const FIRST_WINDOW = 256;
const GROWTH = 4;
const MARGIN = 2;

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
  let window = need === Number.POSITIVE_INFINITY ? index.docs.length : Math.min(firstWindow, index.docs.length);
  for (;;) {
    const answer = searchWithAdvice(index, { query: words, type: "entry", tags: [], limit: window, offset: 0 });
    const seen = new Set<RegistryServer>();
    const ranked: RegistryServer[] = [];
    for (const hit of answer.hits) {
      const server = list.byEntryId.get(hit.doc.id);
      if (server === undefined || seen.has(server)) continue;
      seen.add(server);
      if (keep(server)) ranked.push(server);
    }
    if (ranked.length >= need || window >= answer.total) return ranked;
    // None yet says little (the best hits of a broad word may all be entries without an endpoint): grow, don't jump.
    const estimate = ranked.length === 0 ? window * GROWTH * MARGIN : Math.ceil(((need * window) / ranked.length) * MARGIN);
    window = Math.min(answer.total, Math.max(window * GROWTH, estimate));
  }
}
