// In-process costs for one catalogue: parse, cold load, heap, warm search and get_entry. Bundled by
// scripts/bench.mjs with esbuild and run in a Node child with --expose-gc; prints one JSON object.

import { readFileSync } from "node:fs";
import { buildCatalogue } from "../../src/catalog/catalogue";
import { validateLongformIndex, validateSiteIndex } from "../../src/catalog/validate";
import { ok } from "../../src/problem";
import { runSearch } from "../../src/search/query";
import { getEntryTool } from "../../src/tools/get-entry";
import type { ToolContext } from "../../src/tools/definition";
import { searchTool } from "../../src/tools/search";
import { BENCH_QUERIES, type BenchQuery } from "./queries";

const [indexPath, longformPath, roundsArg] = process.argv.slice(2);
const ROUNDS = Number(roundsArg ?? 5);
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
const now = () => performance.now();

const indexText = readFileSync(indexPath!, "utf8");
const longformText = longformPath ? readFileSync(longformPath, "utf8") : null;
const rawBytes = Buffer.byteLength(indexText) + (longformText ? Buffer.byteLength(longformText) : 0);

function load() {
  const site = validateSiteIndex(JSON.parse(indexText));
  if (!site.ok) throw new Error(site.problem.message);
  let longform = null;
  if (longformText) {
    const list = validateLongformIndex(JSON.parse(longformText));
    if (list.ok) longform = list.value;
  }
  return buildCatalogue(site.value, longform);
}

const parseMs: number[] = [];
const loadMs: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  gc();
  let t = now();
  JSON.parse(indexText);
  if (longformText) JSON.parse(longformText);
  parseMs.push(now() - t);
  gc();
  t = now();
  load();
  loadMs.push(now() - t);
}

gc();
gc();
const before = process.memoryUsage().heapUsed;
let catalogue: ReturnType<typeof load> | null = load();
gc();
gc();
const heapBytes = process.memoryUsage().heapUsed - before;

const cat = catalogue;
const entryIds = cat.entries.map((entry) => entry.id);
const context: ToolContext = {
  catalogue: async () => ok({ catalogue: cat, label: { source: "live", generated: cat.generated, fetched_at: null } }),
  longformItem: async () => {
    throw new Error("not used");
  },
};

// Warm-up: first queries pay for lazily built scratch buffers and JIT.
for (const q of BENCH_QUERIES) runSearch(cat.search, { type: "all", tags: [], limit: 10, offset: 0, ...q.args } as never);

const REPEATS = 30;
const byKind = new Map<BenchQuery["kind"], number[]>();
const searchUs: number[] = [];
const toolUs: number[] = [];
for (let r = 0; r < REPEATS; r++) {
  for (const q of BENCH_QUERIES) {
    const t = now();
    runSearch(cat.search, { type: "all", tags: [], limit: 10, offset: 0, ...q.args } as never);
    const us = (now() - t) * 1000;
    searchUs.push(us);
    const list = byKind.get(q.kind) ?? [];
    list.push(us);
    byKind.set(q.kind, list);
  }
}
for (let r = 0; r < 10; r++) {
  for (const q of BENCH_QUERIES) {
    const t = now();
    await searchTool.run(q.args as never, context);
    toolUs.push((now() - t) * 1000);
  }
}
const entryUs: number[] = [];
for (let r = 0; r < 2000; r++) {
  const id = entryIds[(r * 7919) % entryIds.length]!;
  const t = now();
  await getEntryTool.run({ id }, context);
  entryUs.push((now() - t) * 1000);
}
const lookupUs: number[] = [];
for (let r = 0; r < 20000; r++) {
  const id = entryIds[(r * 7919) % entryIds.length]!;
  const t = now();
  cat.entryById.get(id);
  lookupUs.push((now() - t) * 1000);
}

catalogue = null;
console.log(
  JSON.stringify({
    entries: cat.entries.length,
    rawBytes,
    parseMs: median(parseMs),
    parseSpread: [Math.min(...parseMs), Math.max(...parseMs)],
    loadMs: median(loadMs),
    loadSpread: [Math.min(...loadMs), Math.max(...loadMs)],
    heapBytes,
    searchP50Us: percentile(searchUs, 50),
    searchP99Us: percentile(searchUs, 99),
    searchToolP50Us: percentile(toolUs, 50),
    byKind: Object.fromEntries([...byKind].map(([kind, list]) => [kind, { p50: percentile(list, 50), p99: percentile(list, 99) }])),
    getEntryP50Us: percentile(entryUs, 50),
    lookupP50Us: percentile(lookupUs, 50),
  }),
);
