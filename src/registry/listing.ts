// One page of GET /v0.1/servers: the servers a request's filters keep, in name order (a listing) or in the ranked
// order of a search, from where its cursor points, with the cursor of the next page when there is one.

import { encodeCursor, type Cursor } from "./cursor";
import type { ListingRequest } from "./query";
import { hasTag, inCategory, type RegistryServer } from "./server-item";

export interface Page {
  readonly servers: readonly RegistryServer[];
  readonly nextCursor: string | null;
}

/** Whether a server passes every filter of the request. */
export function passes(server: RegistryServer, request: ListingRequest): boolean {
  if (request.version !== null && server.version !== request.version) return false;
  // Dates have no time of day: a server updated on the day of updated_since is kept (a sync never misses one).
  if (request.updatedSince !== null && (server.updatedUntil === null || server.updatedUntil <= request.updatedSince)) return false;
  if (request.category !== null && !inCategory(server, request.category)) return false;
  for (const tag of request.tags) if (!hasTag(server, tag)) return false;
  return request.auth === null || server.auth === request.auth;
}

/** The first place in `sorted` (by name) whose name comes after `name`. */
function after(sorted: readonly RegistryServer[], name: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]!.name <= name) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A page of the listing by name. An after-cursor continues past its name; an offset one skips that many matches. */
export function namePage(sorted: readonly RegistryServer[], request: ListingRequest): Page {
  const cursor: Cursor | null = request.cursor;
  let at = cursor !== null && "after" in cursor ? after(sorted, cursor.after) : 0;
  let skip = cursor !== null && "offset" in cursor ? cursor.offset : 0;
  const servers: RegistryServer[] = [];
  for (; at < sorted.length; at++) {
    const server = sorted[at]!;
    if (!passes(server, request)) continue;
    if (skip > 0) {
      skip--;
      continue;
    }
    // One match past the page says there is a next one.
    if (servers.length === request.limit) return { servers, nextCursor: encodeCursor({ after: servers.at(-1)!.name }) };
    servers.push(server);
  }
  return { servers, nextCursor: null };
}

/** A page of a search's results (already filtered, best first). An after-cursor continues past that server. */
export function rankedPage(ranked: readonly RegistryServer[], request: ListingRequest): Page {
  const cursor = request.cursor;
  let start = 0;
  if (cursor !== null && "offset" in cursor) start = cursor.offset;
  else if (cursor !== null) {
    const at = ranked.findIndex((server) => server.name === cursor.after);
    // A name this search no longer finds: the search has nothing after it.
    start = at < 0 ? ranked.length : at + 1;
  }
  const end = start + request.limit;
  return { servers: ranked.slice(start, end), nextCursor: end < ranked.length ? encodeCursor({ offset: end }) : null };
}
