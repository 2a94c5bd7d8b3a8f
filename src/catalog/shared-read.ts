// Reading a catalogue back from the location's shared copies: its snapshot (snapshot/shared.ts) when it has one this
// code can use, else the text copy of index.json (read as it arrives) with longform.json's. A cold isolate adopts
// what another isolate fetched; a refresh that let a large copy go and failed takes it back from here.

import { readCappedChunks } from "../http/capped-stream";
import type { LongformSummary } from "../site/types";
import { longformGeneratedOf, validateLongformIndex } from "../site/validate";
import { catalogueOfCards } from "./catalogue";
import type { Held } from "./life/states";
import { INDEX_PATH, indexReader, LONGFORM_PATH, type IndexCaps } from "./site-read";
import { loadSharedSnapshot } from "./snapshot/shared";
import { readSharedBody, readSharedCopy, type StoreDeps } from "./store-state";

/** The long-form list of a shared copy's text; null when it is absent or unusable (entries still serve). */
function longformOf(text: string | null): { longform: LongformSummary[] | null; longformGenerated: string | null } {
  if (text === null) return { longform: null, longformGenerated: null };
  try {
    const raw: unknown = JSON.parse(text);
    const list = validateLongformIndex(raw);
    return list.ok ? { longform: list.value, longformGenerated: longformGeneratedOf(raw) } : { longform: null, longformGenerated: null };
  } catch {
    return { longform: null, longformGenerated: null };
  }
}

async function fromCache(base: string, deps: StoreDeps, caps: IndexCaps): Promise<Held | null> {
  const [index, longformCopy] = await Promise.all([readSharedBody(deps, base, INDEX_PATH), readSharedCopy(deps, base, LONGFORM_PATH)]);
  if (!index) return null;
  const reader = indexReader(caps);
  const read = await readCappedChunks(index.body, caps.maxBytes, (text) => {
    reader.push(text);
    return !reader.refused;
  });
  const site = read.ok ? reader.finish() : null;
  if (!site?.ok) return null;
  const { longform, longformGenerated } = longformOf(longformCopy?.text ?? null);
  return { catalogue: catalogueOfCards(site.value, longform, longformGenerated), fetchedAt: index.at, longform, longformGenerated };
}

/** A location's snapshot when it has one this code can use, else its text copy; null when it has neither. */
export async function fromShared(base: string, deps: StoreDeps, caps: IndexCaps): Promise<Held | null> {
  const loaded = await loadSharedSnapshot(deps, base);
  if (!loaded) return fromCache(base, deps, caps);
  const { catalogue, fetchedAt, contentHash, sources } = loaded;
  const longform = catalogue.longformAvailable ? catalogue.longform : null;
  return { catalogue, fetchedAt, longform, longformGenerated: catalogue.longformGenerated, contentHash, ...(sources ? { sources } : {}) };
}
