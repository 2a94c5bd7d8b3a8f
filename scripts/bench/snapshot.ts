// Catalogue snapshots on the real modules, one measurement per fresh Node process (cold code, as a new isolate):
//   encode <dir> <out>   build the catalogue as the Worker does, then write its snapshot (warm, several rounds)
//   load <file> <hash>   verify + decode the snapshot, then the first search and the first get_entry
//   build <dir>          today's load: read index.json into cards, build, then the same first search and get_entry
// CPU is this thread's (schedstat) and the whole process's (getrusage: Node hashes on its thread pool, where
// workerd hashes on the request's thread). Prints one JSON object. Bundled and run by scripts/bench-snapshot.mjs.

import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { catalogueOfCards, type Catalogue } from "../../src/catalog/catalogue";
import { catalogueSections, readCatalogue } from "../../src/catalog/snapshot/catalogue-codec";
import { SNAPSHOT_CODE_VERSION } from "../../src/catalog/snapshot/code-version";
import { openSnapshot, writeSnapshot } from "../../src/catalog/snapshot/container";
import { catalogueHash, ContentHasher } from "../../src/catalog/snapshot/content-hash";
import { FULL_RECORDS_MAX_ENTRIES } from "../../src/catalog/store";
import { ok } from "../../src/core/problem";
import { readIndexText, WHOLE_BELOW_CHARS } from "../../src/site/index-stream";
import { validateLongformIndex } from "../../src/site/validate";
import type { ToolContext } from "../../src/tools/definition";
import { getEntryTool } from "../../src/tools/get-entry";
import { searchTool } from "../../src/tools/search";

const [mode, first, second] = process.argv.slice(2);
const ENCODE_ROUNDS = 5;
const sched = `/proc/${process.pid}/task/${process.pid}/schedstat`;
const threadMs = (): number => Number(readFileSync(sched, "utf8").split(" ")[0]) / 1e6;
const processMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
const heldBytes = (): number => {
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
};

/** Heap + array buffers once garbage is collected, with what is passed kept alive (the memory a loaded isolate holds). */
function held(...alive: unknown[]): number {
  gc();
  const bytes = heldBytes();
  if (alive.length < 0) console.log(alive);
  return bytes;
}

class Phases {
  readonly thread: Record<string, number> = {};
  readonly process: Record<string, number> = {};
  private lastThread = threadMs();
  private lastProcess = processMs();
  restart(): void {
    this.lastThread = threadMs();
    this.lastProcess = processMs();
  }
  mark(name: string): void {
    const t = threadMs();
    const p = processMs();
    this.thread[name] = t - this.lastThread;
    this.process[name] = p - this.lastProcess;
    this.lastThread = t;
    this.lastProcess = p;
  }
}

function load(dir: string): Catalogue {
  const site = readIndexText(
    readFileSync(join(dir, "api/index.json"), "utf8"),
    Number.POSITIVE_INFINITY,
    WHOLE_BELOW_CHARS,
    FULL_RECORDS_MAX_ENTRIES,
  );
  if (!site.ok) throw new Error(site.problem.message);
  const list = validateLongformIndex(JSON.parse(readFileSync(join(dir, "api/longform.json"), "utf8")));
  const catalogue = catalogueOfCards(site.value, list.ok ? list.value : null);
  // Built on first use (catalogue.ts): the encode needs it, and is timed apart from it.
  void catalogue.search;
  return catalogue;
}

async function firstRequests(catalogue: Catalogue, phases: Phases): Promise<void> {
  const context: ToolContext = {
    catalogue: async () => ok({ catalogue, label: { source: "live", generated: catalogue.generated, fetched_at: null } }),
    longformItem: async () => {
      throw new Error("not used");
    },
    fullEntry: async (from, id) => {
      const entry = from.catalogue.recordById?.get(id);
      return ok(entry === undefined ? undefined : { entry, label: { source: "live", generated: null, fetched_at: null } });
    },
  };
  JSON.stringify(await searchTool.run({ query: "browser automation" }, context));
  phases.mark("first search");
  // Without whole records the Worker fetches the entry's file: not an in-process cost, so not timed here.
  if (catalogue.recordById === null) return;
  JSON.stringify(await getEntryTool.run({ id: catalogue.entries[3]!.id }, context));
  phases.mark("first get_entry");
}

async function main(): Promise<unknown> {
  if (mode === "encode") {
    const indexHasher = new ContentHasher();
    await indexHasher.push(readFileSync(join(first!, "api/index.json")));
    const longformHasher = new ContentHasher();
    await longformHasher.push(readFileSync(join(first!, "api/longform.json")));
    const hash = await catalogueHash(await indexHasher.digest(), await longformHasher.digest());
    const catalogue = load(first!);
    const encodeMs: number[] = [];
    let bytes = new Uint8Array(0);
    // What an encode adds to the isolate's memory at its end (sections and snapshot, before any collection).
    gc();
    const before = heldBytes();
    let encodeAddsBytes = 0;
    for (let round = 0; round < ENCODE_ROUNDS; round++) {
      const t = performance.now();
      bytes = await writeSnapshot(catalogueSections(catalogue), { code: SNAPSHOT_CODE_VERSION, catalogue: hash });
      encodeMs.push(performance.now() - t);
      if (round === 0) encodeAddsBytes = heldBytes() - before;
    }
    writeFileSync(second!, bytes);
    const sections = Object.fromEntries(catalogueSections(catalogue).map((section) => [section.id, section.bytes.byteLength]));
    return {
      encodeAddsBytes,
      sections,
      entries: catalogue.entries.length,
      records: catalogue.recordById !== null,
      bytes: bytes.byteLength,
      hash,
      encodeMs,
    };
  }
  if (mode === "load") {
    // As response.arrayBuffer() hands it over: one buffer of its own (the file's is let go before timing).
    const bytes = (() => {
      const file = readFileSync(first!);
      const own = new Uint8Array(new ArrayBuffer(file.byteLength));
      own.set(file);
      return own;
    })();
    const phases = new Phases();
    // Node builds its WebCrypto on first use (a few ms of JavaScript); workerd's is native: timed apart.
    await crypto.subtle.digest("SHA-256", new Uint8Array(1));
    phases.mark("crypto first use (Node)");
    const opened = await openSnapshot(bytes, { code: SNAPSHOT_CODE_VERSION, catalogue: second! });
    if (!opened.ok) throw new Error(`refused: ${opened.refusal}`);
    phases.mark("verify");
    const catalogue = readCatalogue(opened.source);
    phases.mark("decode");
    await firstRequests(catalogue, phases);
    return { mode, entries: catalogue.entries.length, thread: phases.thread, process: phases.process, heldBytes: held(catalogue, bytes) };
  }
  if (mode === "build") {
    const texts = {
      index: readFileSync(join(first!, "api/index.json"), "utf8"),
      longform: readFileSync(join(first!, "api/longform.json"), "utf8"),
    };
    const phases = new Phases();
    const site = readIndexText(texts.index, Number.POSITIVE_INFINITY, WHOLE_BELOW_CHARS, FULL_RECORDS_MAX_ENTRIES);
    if (!site.ok) throw new Error(site.problem.message);
    const list = validateLongformIndex(JSON.parse(texts.longform));
    // The Worker never holds the text: let it go before the memory is read.
    texts.index = "";
    phases.mark("read");
    const catalogue = catalogueOfCards(site.value, list.ok ? list.value : null);
    // Built on first use (catalogue.ts): counted in this phase, as before it was lazy.
    void catalogue.search;
    phases.mark("build");
    await firstRequests(catalogue, phases);
    return { mode, entries: catalogue.entries.length, thread: phases.thread, process: phases.process, heldBytes: held(catalogue) };
  }
  throw new Error("usage: snapshot.mjs encode <dir> <out> | load <file> <hash> | build <dir>");
}

console.log(JSON.stringify(await main()));
