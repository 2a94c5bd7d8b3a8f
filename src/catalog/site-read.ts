// Reading the two site files a catalogue is built from: index.json streamed into cards (and byte for byte into the
// location's shared copy), longform.json whole; each hashed as it arrives (the catalogue's identity) and asked
// conditionally when the copy held says what version it was built from.

import { fail } from "../core/problem";
import { SiteIndexStream, WHOLE_BELOW_CHARS } from "../site/index-stream";
import type { IndexRead, LongformRead } from "./life/site-answers";
import { ContentHasher } from "./snapshot/content-hash";
import { streamSharedCopy, upstreamLimits, type StoreDeps } from "./store-state";
import { fetchJsonIfChanged, fetchStreamed } from "./upstream";
import type { FileSource, Validators } from "./validators";

export const INDEX_PATH = "/api/index.json";
export const LONGFORM_PATH = "/api/longform.json";

export interface IndexCaps {
  readonly maxEntries: number;
  readonly maxBytes: number;
  readonly fullRecordsMaxEntries: number;
}

/** A new reader of index.json into cards under `caps`. */
export function indexReader(caps: IndexCaps): SiteIndexStream {
  return new SiteIndexStream(caps.maxEntries, WHOLE_BELOW_CHARS, caps.fullRecordsMaxEntries);
}

/**
 * index.json from the site, read as it arrives into cards, into the shared copy and into a hasher. `onFresh` runs
 * once a 200 has arrived, before its body is read.
 */
export async function fetchIndex(
  base: string,
  deps: StoreDeps,
  caps: IndexCaps,
  fetchedAt: number,
  conditional: Validators | undefined,
  onFresh: () => void,
): Promise<IndexRead> {
  const reader = indexReader(caps);
  const hasher = new ContentHasher();
  const copy = streamSharedCopy(deps, base, INDEX_PATH, fetchedAt);
  const consume = async (text: string, bytes: Uint8Array | null): Promise<boolean> => {
    reader.push(text);
    // A refused index is not shared, nor decoded further; the rest is still read, so a byte cap or a deadline
    // reports as such, as when the text was parsed whole.
    if (reader.refused) {
      copy?.abort();
      return false;
    }
    if (bytes) {
      await hasher.push(bytes);
      await copy?.write(bytes);
    }
    return true;
  };
  const read = await fetchStreamed(deps.fetcher, `${base}${INDEX_PATH}`, upstreamLimits(deps, caps.maxBytes), consume, {
    ...(conditional ? { conditional } : {}),
    onFresh: (headers) => {
      const declared = Number(headers.get("content-length"));
      if (Number.isFinite(declared)) copy?.expect(declared);
      onFresh();
    },
  });
  if (read.ok && read.notModified === true) {
    copy?.abort();
    return { notModified: true };
  }
  const site = read.ok ? reader.finish() : fail("upstream_error", read.reason);
  if (!site.ok) {
    copy?.abort();
    return { notModified: false, site, source: null, copied: Promise.resolve() };
  }
  const copied = copy?.close() ?? Promise.resolve();
  const validators = read.ok ? read.validators : undefined;
  return { notModified: false, site, source: { hash: await hasher.digest(), ...(validators ? { validators } : {}) }, copied };
}

export async function fetchLongform(
  base: string,
  deps: StoreDeps,
  maxBytes: number,
  conditional: Validators | undefined,
): Promise<LongformRead> {
  const hasher = new ContentHasher();
  const read = await fetchJsonIfChanged(
    deps.fetcher,
    `${base}${LONGFORM_PATH}`,
    upstreamLimits(deps, maxBytes),
    (bytes) => hasher.push(bytes),
    conditional ? { conditional } : {},
  );
  if (!read.ok || read.notModified === true) return read;
  const source: FileSource = { hash: await hasher.digest(), ...(read.validators ? { validators: read.validators } : {}) };
  return { ok: true, json: read.json, text: read.text, source };
}
