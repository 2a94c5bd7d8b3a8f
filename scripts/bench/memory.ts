// Memory of the real store in production configuration (the Worker's own caps, nothing raised): getCatalogue
// (src/catalog/store.ts) loads a catalogue from a fetcher that streams the site's files in 64 KiB chunks, as a
// response body arrives, with a Cache API stand-in that reads and drops what is put (the copy lives outside the
// isolate); then it refreshes twice (TTL 0) while holding the copy it serves, answering a search and a
// get_entry after each step. Bundled by scripts/bench.mjs and run in a Node child with --expose-gc and a heap
// limit (--max-old-space-size): a run that completes fits that heap. Prints one JSON object:
//   - entries served (0 when the cap refused the catalogue: the run then served the sample),
//   - servingBytes: heap + typed arrays after a forced GC, catalogue loaded (what an idle isolate holds for it),
//   - ingestLiveBytes: the same at the end of a refresh's download, old copy still held (forced GC),
//   - peakBytes: the largest heap + typed arrays seen at any chunk or step, garbage included (no GC forced),
//   - peakArrayBuffers: the largest typed-array memory seen (outside the heap limit in Node),
//   - baseBytes: the same before anything was loaded (Node's own; subtract it for the catalogue's share).
// Typed arrays are outside V8's heap in Node but inside the isolate's 128 MB on Workers, so both are counted.
//
//   node --expose-gc --max-old-space-size=M memory.mjs <siteDir>

import { createReadStream, statSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { getFullEntry } from "../../src/catalog/entries";
import { getCatalogue } from "../../src/catalog/store";
import { resetCatalogueStore, type StoreDeps } from "../../src/catalog/store-state";
import { parseConfig } from "../../src/core/config";
import { runSearch } from "../../src/search/rank/rank";

const [siteDir] = process.argv.slice(2);
// As a fetch body arrives from the site (workerd hands chunks of about this size).
const CHUNK_BYTES = 64 * 1024;
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
const used = (): number => {
  const memory = process.memoryUsage();
  return memory.heapUsed + memory.arrayBuffers;
};
let peakBytes = 0;
let peakArrayBuffers = 0;
const sample = (): void => {
  peakBytes = Math.max(peakBytes, used());
  peakArrayBuffers = Math.max(peakArrayBuffers, process.memoryUsage().arrayBuffers);
};
const settled = (): number => {
  gc();
  gc();
  return used();
};

let ingestLiveBytes = 0;
let now = Date.parse("2026-12-01T00:00:00Z");
const pending: Promise<unknown>[] = [];
const deps: StoreDeps = {
  fetcher: async (input) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    const file = join(siteDir!, url.pathname);
    let size: number;
    try {
      size = statSync(file).size;
    } catch {
      return new Response("Not Found", { status: 404 });
    }
    const source = Readable.toWeb(createReadStream(file, { highWaterMark: CHUNK_BYTES })) as ReadableStream<Uint8Array>;
    const reader = source.getReader();
    const isIndex = url.pathname.endsWith("/api/index.json");
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        sample();
        const next = await reader.read();
        if (next.done) {
          // The whole index has been read into cards; the copy being served is still held.
          if (isIndex) ingestLiveBytes = Math.max(ingestLiveBytes, settled());
          controller.close();
        } else controller.enqueue(next.value);
      },
    });
    return new Response(body, { status: 200, headers: { "content-type": "application/json", "content-length": String(size) } });
  },
  cache: {
    match: async () => undefined,
    // The Cache API keeps its copy outside the isolate: read what is put chunk by chunk and drop it.
    put: async (_key, response) => {
      const reader = response.body?.getReader();
      if (reader) for (let next = await reader.read(); !next.done; next = await reader.read());
    },
  },
  now: () => now,
  // Background work (the Cache API copies, the snapshot a build publishes) finishes before the next step, as it
  // does in production with a TTL between refreshes; its memory counts.
  waitUntil: (promise) => void pending.push(promise),
  upstreamTimeoutMs: 120_000,
};
// TTL 0: every call refreshes. The fetcher serves siteDir whatever the host; DATA_BASE_URL only names it.
const config = parseConfig({ DATA_BASE_URL: "http://site.test", CACHE_TTL_SECONDS: "0" } as never);

resetCatalogueStore();
const baseBytes = settled();
const steps: string[] = [];
let servingBytes = 0;
let entries = 0;

/** One load or refresh with a search and a get_entry; its own function, so nothing of it outlives it. */
async function step(round: number): Promise<void> {
  now += 60_000;
  const result = await getCatalogue(config, deps);
  sample();
  if (!result.ok) throw new Error(result.problem.message);
  const snapshot = result.value;
  const hits = runSearch(snapshot.catalogue.search, { query: "browser automation", type: "all", tags: [], limit: 10, offset: 0 } as never);
  const id = snapshot.catalogue.entries[0]!.id;
  const entry = await getFullEntry(config, deps, snapshot, id);
  if (!entry.ok || entry.value?.entry.id !== id) throw new Error(`get_entry ${id} failed`);
  await Promise.all(pending.splice(0));
  sample();
  entries = snapshot.label.source === "sample" ? 0 : snapshot.catalogue.entries.length;
  steps.push(
    `${round === 0 ? "load" : `refresh ${round}`}: ${snapshot.label.source}, ${snapshot.catalogue.entries.length} entries, ${hits.total} hits`,
  );
}

// Refreshes after the load (REFRESHES in the environment: 0 for the load alone).
const refreshes = Number(process.env.REFRESHES ?? 2);
for (let round = 0; round <= refreshes; round++) {
  await step(round);
  if (round === 0) servingBytes = settled();
}
console.log(JSON.stringify({ entries, baseBytes, servingBytes, ingestLiveBytes, peakBytes, peakArrayBuffers, steps }));
