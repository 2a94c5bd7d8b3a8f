// In-process costs of the MCP Registry routes (src/registry/), run by inprocess.ts on the same catalogue: the server
// list worked out on a freshly loaded catalogue (once per load in the Worker), and on one read from its snapshot
// (what most isolates of a location hold: every card is then decoded for it), the memory it holds, a page of 50
// (the page VS Code asks for), a search page of 50 over the benchmark's query words, a versions/latest lookup, and
// what the cards' remote facts cost (heap, and JSON bytes in a snapshot). Each answer is serialised as the Worker
// sends it.

import type { Catalogue } from "../../src/catalog/catalogue";
import { catalogueSections, readCatalogue } from "../../src/catalog/snapshot/catalogue-codec";
import { SNAPSHOT_CODE_VERSION } from "../../src/catalog/snapshot/code-version";
import { openSnapshot, writeSnapshot } from "../../src/catalog/snapshot/container";
import { contentHashOf } from "../../src/catalog/snapshot/content-hash";
import { findServer, listingAnswer, versionAnswer } from "../../src/registry/answers";
import { parseListingQuery, type ListingRequest } from "../../src/registry/query";
import { serverListOf } from "../../src/registry/server-list";
import { BENCH_QUERIES } from "./queries";

// The gallery's page size (VS Code asks for 50).
const PAGE = 50;
const PAGE_PASSES = 400;
const SEARCH_PASSES = 10;
const LOOKUPS = 2_000;
const now = () => performance.now();

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function request(query: string): ListingRequest {
  const parsed = parseListingQuery(query);
  if (!parsed.ok) throw new Error(parsed.problem.detail);
  return parsed.value;
}

/** Time one answer, serialised; fails the run on a problem instead of timing it. */
function timedAnswer(answer: () => object): { us: number; bytes: number } {
  const t = now();
  const body = answer();
  const text = JSON.stringify(body);
  const us = (now() - t) * 1000;
  if ("status" in body) throw new Error(`registry answered a problem: ${text.slice(0, 200)}`);
  return { us, bytes: text.length };
}

export interface RegistryCosts {
  servers: number;
  deriveMs: number;
  pageUs: number;
  pageBytes: number;
  searchP50Us: number;
  searchP99Us: number;
  lookupUs: number;
}

/** Warm costs on `catalogue`; `deriveMs` is the median over `fresh` catalogues (each worked out once, as per load). */
export function registryCosts(catalogue: Catalogue, fresh: () => Catalogue, rounds: number): RegistryCosts {
  const derive: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const loaded = fresh();
    const t = now();
    serverListOf(loaded);
    derive.push(now() - t);
  }
  const list = serverListOf(catalogue);
  const first = request(`?limit=${PAGE}&version=latest`);
  const pages: number[] = [];
  let pageBytes = 0;
  for (let pass = 0; pass < PAGE_PASSES; pass++) {
    const timed = timedAnswer(() => listingAnswer(catalogue, first));
    pages.push(timed.us);
    pageBytes = timed.bytes;
  }
  const searches: number[] = [];
  const words = BENCH_QUERIES.map((query) => query.args.query);
  for (let pass = 0; pass < SEARCH_PASSES; pass++) {
    for (const query of words) {
      searches.push(
        timedAnswer(() => listingAnswer(catalogue, request(`?limit=${PAGE}&version=latest&search=${encodeURIComponent(query)}`))).us,
      );
    }
  }
  const lookups: number[] = [];
  const names = list.sorted.map((server) => server.name);
  for (let i = 0; i < LOOKUPS && names.length > 0; i++) {
    const name = names[(i * 7919) % names.length]!;
    lookups.push(
      timedAnswer(() => {
        const server = findServer(catalogue, name);
        return "status" in server ? server : versionAnswer(server, "latest");
      }).us,
    );
  }
  return {
    servers: list.sorted.length,
    deriveMs: percentile(derive, 50),
    pageUs: percentile(pages, 50),
    pageBytes,
    searchP50Us: percentile(searches, 50),
    searchP99Us: percentile(searches, 99),
    lookupUs: percentile(lookups, 50),
  };
}

/**
 * What the cards' remote facts hold: the heap their objects and strings free when let go (`settle` is a forced-GC
 * reading; the field's slot on each such card, 8 bytes, stays), and their JSON in a snapshot's cards.
 */
export function remoteFactsCost(catalogue: Catalogue, settle: () => number): { cards: number; heapBytes: number; jsonBytes: number } {
  let cards = 0;
  let jsonBytes = 0;
  for (const card of catalogue.entries) {
    if (card.remote === undefined) continue;
    cards++;
    jsonBytes += JSON.stringify(card.remote).length + ',"remote":'.length;
  }
  const before = settle();
  // Cleared, not deleted: a delete would turn each card into a slower, larger dictionary object and hide the saving.
  for (const card of catalogue.entries) if (card.remote !== undefined) (card as { remote?: unknown }).remote = undefined;
  return { cards, heapBytes: before - settle(), jsonBytes };
}

/** The server list worked out on catalogues read back from this one's snapshot, median ms over `rounds`. */
export async function snapshotDeriveMs(catalogue: Catalogue, rounds: number): Promise<number> {
  const identity = { code: SNAPSHOT_CODE_VERSION, catalogue: await contentHashOf(new TextEncoder().encode(catalogue.siteUrl)) };
  const bytes = await writeSnapshot(catalogueSections(catalogue), identity);
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const opened = await openSnapshot(bytes, identity);
    if (!opened.ok) throw new Error(`snapshot refused: ${opened.refusal}`);
    const loaded = readCatalogue(opened.source);
    const t = now();
    serverListOf(loaded);
    times.push(now() - t);
  }
  return percentile(times, 50);
}
