// Snapshots shared by the isolates of a location through the Cache API: the isolate that builds a catalogue from
// the site publishes it (after its response, in waitUntil), and a fresh isolate loads it instead of reading,
// parsing and indexing index.json. Two keys per data base URL (store-state.ts): a small pointer
// { catalogue, fetchedAt } and the snapshot under this build's code version and that catalogue hash. A snapshot
// that is missing is a miss; one that fails any check is refused with one warning line. Either way the store goes
// on exactly as without snapshots, and nothing here throws.

import type { Catalogue } from "../catalogue";
import { afterResponse, MAX_STALE_MS, pointerKey, snapshotKey, type StoreDeps } from "../store-state";
import { catalogueSections, readCatalogue } from "./catalogue-codec";
import { SNAPSHOT_CODE_VERSION } from "./code-version";
import { openSnapshot, writeSnapshot } from "./container";
import { sourcesFrom, type CatalogueSources } from "../validators";

// Above this many entries no snapshot is written: the encode holds the sections and the snapshot (~2.5× its size)
// beside the copy served. Measured in production configuration with each publish completed (bench memory mode):
// 15,000 entries load and refresh twice in a 48 MB heap + 48 MB of typed arrays (96 MB, inside the ~108 MB the
// catalogue may take of 128); 24,000 needed 80 + 76 MB.
export const SNAPSHOT_MAX_ENTRIES = 15_000;
// A snapshot larger than this is not read: at the entry cap one is ~35 MB (docs/benchmarks.md).
export const MAX_SNAPSHOT_BYTES = 128 * 1024 * 1024;

export interface SharedSnapshot {
  readonly catalogue: Catalogue;
  readonly fetchedAt: number;
  readonly contentHash: string;
  /** The site files' versions when the pointer has them (a refresh of this copy then asks conditionally). */
  readonly sources?: CatalogueSources;
}

interface Pointer {
  readonly catalogue: string;
  readonly fetchedAt: number;
  /** Absent from pointers written before conditional refreshes, and when unusable: the copy is then refreshed in full. */
  readonly sources?: unknown;
}

function isPointer(value: unknown): value is Pointer {
  const v = value as Partial<Pointer> | null;
  return (
    typeof v === "object" &&
    v !== null &&
    typeof v.catalogue === "string" &&
    /^[0-9a-f]{64}$/.test(v.catalogue) &&
    Number.isFinite(v.fetchedAt)
  );
}

function refuse(reason: string): null {
  console.warn(`catalogue snapshot not used (${reason}): loading the catalogue as without one`);
  return null;
}

/** The catalogue the location's pointer names, from its snapshot for this code; null on a miss or a refusal. */
export async function loadSharedSnapshot(deps: StoreDeps, base: string): Promise<SharedSnapshot | null> {
  const cache = deps.cache;
  if (!cache) return null;
  try {
    const pointed = await cache.match(pointerKey(base));
    if (!pointed) return null;
    const pointer: unknown = await pointed.json().catch(() => null);
    if (!isPointer(pointer)) return refuse("unreadable pointer");
    const stored = await cache.match(snapshotKey(base, SNAPSHOT_CODE_VERSION, pointer.catalogue));
    if (!stored) return null;
    const declared = Number(stored.headers.get("content-length"));
    if (Number.isFinite(declared) && declared > MAX_SNAPSHOT_BYTES) {
      await stored.body?.cancel().catch(() => undefined);
      return refuse("too large");
    }
    const bytes = new Uint8Array(await stored.arrayBuffer());
    const opened = await openSnapshot(bytes, { code: SNAPSHOT_CODE_VERSION, catalogue: pointer.catalogue });
    if (!opened.ok) return refuse(opened.refusal);
    let catalogue: Catalogue;
    try {
      catalogue = readCatalogue(opened.source);
    } catch (error) {
      return refuse(`sections: ${error instanceof Error ? error.message : String(error)}`);
    }
    const sources = sourcesFrom(pointer.sources);
    return { catalogue, fetchedAt: pointer.fetchedAt, contentHash: pointer.catalogue, ...(sources ? { sources } : {}) };
  } catch (error) {
    return refuse(`cache read failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * `catalogue` written to a snapshot and read back, every step a publish and a load run but the Cache API (the
 * startup prewarm runs it so a fresh isolate's first load finds that code compiled); null if it is refused.
 */
export async function throughSnapshot(catalogue: Catalogue): Promise<Catalogue | null> {
  // Any 64 hex digits identify the catalogue here: nothing is shared.
  const identity = { code: SNAPSHOT_CODE_VERSION, catalogue: SNAPSHOT_CODE_VERSION };
  const opened = await openSnapshot(await writeSnapshot(catalogueSections(catalogue), identity), identity);
  return opened.ok ? readCatalogue(opened.source) : null;
}

function stored(body: BodyInit, type: string): Response {
  return new Response(body, { headers: { "content-type": type, "cache-control": `public, max-age=${Math.ceil(MAX_STALE_MS / 1000)}` } });
}

export interface Publication {
  readonly catalogue: Catalogue;
  /** The content hash of the site files it was built from. */
  readonly contentHash: string;
  readonly fetchedAt: number;
  /** The location already has this catalogue's snapshot (the isolate loaded it, or the site said it is unchanged). */
  readonly known?: boolean;
  /** The site files' versions, for the pointer (an isolate loading the snapshot past its TTL then asks conditionally). */
  readonly sources?: CatalogueSources;
  /** Settles when other background work of the same refresh is done (the index copy): the encode waits for it. */
  readonly after?: Promise<unknown>;
}

/**
 * Shares a catalogue with the location, in the background, after the response: its snapshot then the pointer to it,
 * or only the pointer when the snapshot is `known`.
 */
export function publishSnapshot(deps: StoreDeps, base: string, publication: Publication): void {
  const { catalogue, contentHash, fetchedAt, known = false, sources, after } = publication;
  const cache = deps.cache;
  if (!cache || catalogue.entries.length > (deps.snapshotMaxEntries ?? SNAPSHOT_MAX_ENTRIES)) return;
  const pointer = JSON.stringify({ catalogue: contentHash, fetchedAt, ...(sources ? { sources } : {}) } satisfies Pointer);
  const publishing = (async () => {
    await afterResponse();
    // One large buffer at a time: the index copy held for the Cache API is let go before the encode makes another.
    await after?.catch(() => undefined);
    if (!known) {
      const bytes = await writeSnapshot(catalogueSections(catalogue), { code: SNAPSHOT_CODE_VERSION, catalogue: contentHash });
      await cache.put(snapshotKey(base, SNAPSHOT_CODE_VERSION, contentHash), stored(bytes, "application/octet-stream"));
    }
    // Written last: a pointer never names a snapshot that was not stored.
    await cache.put(pointerKey(base), stored(pointer, "application/json"));
  })().catch((error: unknown) => {
    console.warn(`catalogue snapshot not shared: ${error instanceof Error ? error.message : String(error)}`);
  });
  try {
    deps.waitUntil(publishing);
  } catch {
    // The isolate's own copy is in place either way.
  }
}
