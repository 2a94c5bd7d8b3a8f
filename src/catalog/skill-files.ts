// The files of Agent Skills, fetched byte for byte from the site (`<DATA_BASE_URL>/skills/<id>/<path>`, never from
// an absolute URL in the data) and held per isolate with their sha256 digest, so a listing's digest is always over
// the bytes a read serves. Held for the catalogue's TTL, then fetched again (a changed file gets a new digest);
// while the site fails, a held copy is served up to MAX_STALE_MS. While only the bundled sample is held, a sample
// skill's SKILL.md is its bundled `raw`, and nothing else is served.

import type { Config } from "../core/config";
import { sampleItem } from "../site/sample";
import { sha256Digest } from "../skills/digest";
import { MAX_SKILL_FILE_BYTES, type FetchedFile } from "../skills/rules";
import { SKILL_FILE } from "../skills/uri";
import { MAX_STALE_MS, upstreamLimits, type StoreDeps } from "./store-state";
import type { CatalogueSnapshot } from "./store";
import { fetchBytes } from "./upstream";

// A few hundred skill files; the isolate's 128 MB also holds the catalogue and its index.
export const MAX_SKILL_BYTES_IN_MEMORY = 8 * 1024 * 1024;
// Fetches from the site one request may make before it stops fetching skill files: Workers Free allows 50
// subrequests per request, and the Cache API reads and writes beside them may count too. A skill has at most
// MAX_SKILL_FILES (32) files, so a whole skill and its item always fit in a request that fetched little else.
export const MAX_SKILL_FETCHES_PER_REQUEST = 40;

/** How many more fetches from the site this request may make (every fetch counts: index, items, files). */
export interface FetchBudget {
  left(): number;
}

interface HeldSkillFile {
  readonly bytes: Uint8Array;
  readonly digest: string;
  readonly fetchedAt: number;
}

// Insertion order is recency: a read re-inserts, eviction takes the oldest first.
const held = new Map<string, HeldSkillFile>();
let heldBytes = 0;

/** Forgets every held skill file (tests). */
export function resetSkillFiles(): void {
  held.clear();
  heldBytes = 0;
}

function remember(key: string, file: HeldSkillFile): void {
  const old = held.get(key);
  if (old !== undefined) {
    heldBytes -= old.bytes.byteLength;
    held.delete(key);
  }
  held.set(key, file);
  heldBytes += file.bytes.byteLength;
  for (const [oldest, value] of held) {
    if (heldBytes <= MAX_SKILL_BYTES_IN_MEMORY || oldest === key) break;
    held.delete(oldest);
    heldBytes -= value.bytes.byteLength;
  }
}

/** The site URL of one skill file: each path segment percent-encoded (paths may hold spaces or non-ASCII). */
export function skillFileUrl(base: string, id: string, path: string): string {
  return `${base}/skills/${encodeURIComponent(id)}/${path.split("/").map(encodeURIComponent).join("/")}`;
}

async function digested(bytes: Uint8Array): Promise<{ readonly status: "ok"; readonly bytes: Uint8Array; readonly digest: string }> {
  return { status: "ok", bytes, digest: await sha256Digest(bytes) };
}

/** One file of skill `id` as the site serves it now (or held), or why not; not fetched once `budget` is spent. */
export async function getSkillFile(
  config: Config,
  deps: StoreDeps,
  from: CatalogueSnapshot,
  id: string,
  path: string,
  budget: FetchBudget = { left: () => MAX_SKILL_FETCHES_PER_REQUEST },
): Promise<FetchedFile> {
  if (from.label.source === "sample") {
    const raw = path === SKILL_FILE ? sampleItem("skill", id)?.raw : undefined;
    if (raw === undefined) return { status: "unavailable", detail: "only the bundled sample is held, which has no such file" };
    return digested(new TextEncoder().encode(raw));
  }
  const key = `${config.dataBaseUrl}|${id}|${path}`;
  const now = deps.now();
  const mine = held.get(key);
  if (mine !== undefined && now - mine.fetchedAt < config.cacheTtlSeconds * 1000) {
    remember(key, mine);
    return { status: "ok", bytes: mine.bytes, digest: mine.digest };
  }
  if (budget.left() <= 0) return { status: "unavailable", detail: "this request has fetched as much from the site as it may" };
  const fetched = await fetchBytes(deps.fetcher, skillFileUrl(config.dataBaseUrl, id, path), upstreamLimits(deps, MAX_SKILL_FILE_BYTES));
  if (fetched.ok) {
    const file = await digested(fetched.bytes);
    remember(key, { bytes: file.bytes, digest: file.digest, fetchedAt: deps.now() });
    return file;
  }
  if (fetched.status === 404 || fetched.status === 410) return { status: "missing" };
  if (fetched.status === 413) return { status: "too-large" };
  if (mine !== undefined && now - mine.fetchedAt <= MAX_STALE_MS) return { status: "ok", bytes: mine.bytes, digest: mine.digest };
  console.warn(`skill file fetch failed: ${fetched.reason}`);
  return { status: "unavailable", detail: fetched.reason };
}
