// In-process costs for one catalogue, on the real modules: read (entry by entry into cards, as the Worker does),
// validate and build (the first time in a fresh process, as in a new isolate, and warm), heap and array-buffer memory, the first search after a
// load, warm search per query kind, the search tool with its notices, get_entry hits and misses, the MCP Registry routes.
// Bundled by scripts/bench.mjs with esbuild and run in a Node child with --expose-gc; prints one JSON object.
//
//   node --expose-gc inprocess.mjs <index.json> <longform.json | ""> <rounds>

import { readFileSync } from "node:fs";
import { catalogueOfCards, type Catalogue } from "../../src/catalog/catalogue";
import { readIndexText, type IndexCards } from "../../src/site/index-stream";
import { validateLongformIndex, validateSiteIndex } from "../../src/site/validate";
import type { DataLabel, Entry, LongformSummary } from "../../src/site/types";
import { ok } from "../../src/core/problem";
import { runSearch } from "../../src/search/rank/rank";
import type { ToolContext } from "../../src/tools/definition";
import { getEntryTool } from "../../src/tools/get-entry";
import { searchTool, type SearchArgs } from "../../src/tools/search";
import { BENCH_ALTERNATIVES, BENCH_LENGTHS, BENCH_QUERIES, type BenchQuery } from "./queries";
import { registryCosts, remoteFactsCost, snapshotDeriveMs } from "./registry";
import { serverListOf } from "../../src/registry/server-list";

const [indexPath, longformPath, roundsArg] = process.argv.slice(2);
const ROUNDS = Number(roundsArg ?? 5);
// Loads before the measured ones: long enough for the optimising compiler to have seen the build code.
const WARMUP_MS = 2_000;
// Passes over the query set per measurement: enough samples for a p99 of each kind.
const SEARCH_PASSES = 40;
const TOOL_PASSES = 10;
const ENTRY_LOOKUPS = 2_000;
const MISS_LOOKUPS = 40;
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
const now = () => performance.now();

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
const median = (values: readonly number[]): number => percentile(values, 50);

const indexText = readFileSync(indexPath!, "utf8");
const longformText = longformPath ? readFileSync(longformPath, "utf8") : null;
const rawBytes = Buffer.byteLength(indexText) + (longformText ? Buffer.byteLength(longformText) : 0);

interface Parsed {
  readonly site: IndexCards;
  readonly longform: LongformSummary[] | null;
}

/** The index read entry by entry into cards (src/site/index-stream.ts) + the long-form list: what the store does before building. */
function parseAndValidate(): Parsed {
  const site = readIndexText(indexText, Number.POSITIVE_INFINITY);
  if (!site.ok) throw new Error(site.problem.message);
  let longform: LongformSummary[] | null = null;
  if (longformText) {
    const list = validateLongformIndex(JSON.parse(longformText));
    if (list.ok) longform = list.value;
  }
  return { site: site.value, longform };
}

interface Timed {
  readonly parseValidateMs: number;
  readonly buildMs: number;
  readonly catalogue: Catalogue;
}

/** `catalogue` with its search index built (it is built on first use). */
function withIndex(catalogue: Catalogue): Catalogue {
  void catalogue.search;
  return catalogue;
}

function timedLoad(): Timed {
  const t0 = now();
  const parsed = parseAndValidate();
  const t1 = now();
  // The index is built on first use (catalogue.ts); a load here includes it, as a search's would.
  const catalogue = withIndex(catalogueOfCards(parsed.site, parsed.longform));
  return { parseValidateMs: t1 - t0, buildMs: now() - t1, catalogue };
}

function searchOnce(catalogue: Catalogue, query: BenchQuery): number {
  const t = now();
  runSearch(catalogue.search, { type: "all", tags: [], limit: 10, offset: 0, ...query.args } as never);
  return (now() - t) * 1000;
}

// 1. The first load and the first search in this process: code not yet compiled, as in a new isolate.
const MULTI = BENCH_QUERIES.find((q) => q.kind === "multi")!;
const first = timedLoad();
const firstSearchColdUs = searchOnce(first.catalogue, MULTI);

// 2. Warm loads (after loading for WARMUP_MS, so the optimising compiler has seen the code): bare
// JSON.parse of the same text, then parse + validate + build.
const warmupUntil = now() + WARMUP_MS;
while (now() < warmupUntil) timedLoad();
const parseMs: number[] = [];
const loadMs: number[] = [];
const parseValidateMs: number[] = [];
const buildMs: number[] = [];
// Bare parses back to back, then loads back to back: each then pays only for collecting garbage like its
// own. No forced collection before each either: right after a full GC the young generation is at its
// smallest, and the next allocations cost more than in a serving isolate (real catalogue: 10 ms loads, not 3.5).
for (let round = 0; round < ROUNDS; round++) {
  const t = now();
  JSON.parse(indexText);
  if (longformText) JSON.parse(longformText);
  parseMs.push(now() - t);
}
for (let round = 0; round < ROUNDS; round++) {
  const t = now();
  const load = timedLoad();
  loadMs.push(now() - t);
  parseValidateMs.push(load.parseValidateMs);
  buildMs.push(load.buildMs);
}

// 3. Memory: the cards, then the catalogue built on them (maps and search index). Typed arrays live outside the
// JS heap but inside the isolate's memory, so both are counted. (A refresh's peak, in production configuration,
// is measured by memory.ts.)
const used = (): number => {
  const memory = process.memoryUsage();
  return memory.heapUsed + memory.arrayBuffers;
};
const settle = (): number => {
  gc();
  gc();
  return used();
};
const held: { parsed?: Parsed; catalogue?: Catalogue } = {};
const base = settle();
held.parsed = parseAndValidate();
const afterData = settle();
held.catalogue = withIndex(catalogueOfCards(held.parsed.site, held.parsed.longform));
const afterCatalogue = settle();
const dataBytes = afterData - base;
const indexBytes = afterCatalogue - afterData;

// 4. Warm search per query kind, the search tool (results, notices), get_entry hits and misses.
const catalogue = held.catalogue;
const whole = validateSiteIndex(JSON.parse(indexText));
if (!whole.ok) throw new Error(whole.problem.message);
const fullEntries = new Map<string, Entry>(whole.value.entries.map((entry) => [entry.id, entry]));
const label: DataLabel = { source: "live", generated: catalogue.generated, fetched_at: null };
const context: ToolContext = {
  catalogue: async () => ok({ catalogue, label }),
  longformItem: async () => {
    throw new Error("not used");
  },
  // The tool's own cost: whole entries from memory here (the Worker fetches them on demand, timed by requests.ts).
  fullEntry: async (_from, id) => {
    const entry = fullEntries.get(id);
    return ok(entry === undefined ? undefined : { entry, label });
  },
};
for (const query of BENCH_QUERIES) searchOnce(catalogue, query);
// The first search on a freshly built index, with the search code already warm: any work an index leaves
// for its first query (buffers, lazily built tables) shows as the difference from the same query repeated.
const firstSearchUs: number[] = [];
const againSearchUs: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const fresh = timedLoad().catalogue;
  firstSearchUs.push(searchOnce(fresh, MULTI));
  againSearchUs.push(searchOnce(fresh, MULTI));
}
const byKind = new Map<BenchQuery["kind"], number[]>();
const searchUs: number[] = [];
for (let pass = 0; pass < SEARCH_PASSES; pass++) {
  for (const query of BENCH_QUERIES) {
    const us = searchOnce(catalogue, query);
    searchUs.push(us);
    const list = byKind.get(query.kind) ?? [];
    list.push(us);
    byKind.set(query.kind, list);
  }
}
const toolUs: number[] = [];
for (let pass = 0; pass < TOOL_PASSES; pass++) {
  for (const query of BENCH_QUERIES) {
    const t = now();
    const result = await searchTool.run(query.args as SearchArgs, context);
    toolUs.push((now() - t) * 1000);
    if (!result.ok) throw new Error(`search tool failed on ${query.args.query}: ${result.problem.message}`);
  }
}
// Four alternatives against the same request alone, ranker and tool, interleaved so both see the same machine; per
// request the median of its passes, summed over the requests (so a cheap request does not decide the ratio).
const ALTERNATIVE_PASSES = 40;
const timings = BENCH_ALTERNATIVES.map(() => ({
  alone: [] as number[],
  fused: [] as number[],
  oneByOne: [] as number[],
  aloneTool: [] as number[],
  fusedTool: [] as number[],
}));
const timed = async (run: () => unknown): Promise<number> => {
  const t = now();
  await run();
  return (now() - t) * 1000;
};
const rank = (query: string, alternatives?: readonly string[]) =>
  runSearch(catalogue.search, { query, ...(alternatives ? { alternatives } : {}), type: "all", tags: [], limit: 10, offset: 0 });
for (let pass = 0; pass < ALTERNATIVE_PASSES; pass++) {
  for (const [at, { query, alternatives }] of BENCH_ALTERNATIVES.entries()) {
    const times = timings[at]!;
    times.alone.push(await timed(() => rank(query)));
    times.fused.push(await timed(() => rank(query, alternatives)));
    times.oneByOne.push(await timed(() => [query, ...alternatives].forEach((phrasing) => rank(phrasing))));
    times.aloneTool.push(await timed(() => searchTool.run({ query }, context)));
    times.fusedTool.push(await timed(() => searchTool.run({ query, alternatives: [...alternatives] }, context)));
  }
}
const summed = (pick: (times: (typeof timings)[number]) => number[]): number =>
  timings.reduce((sum, times) => sum + median(pick(times)), 0);
// The same need in ~200 characters and in ~1,000, through the search tool, interleaved (issue 30 allows 2x).
const lengthTimings = BENCH_LENGTHS.map(() => ({ short: [] as number[], long: [] as number[] }));
for (let pass = 0; pass < ALTERNATIVE_PASSES; pass++) {
  for (const [at, { short, long }] of BENCH_LENGTHS.entries()) {
    lengthTimings[at]!.short.push(await timed(() => searchTool.run({ query: short }, context)));
    lengthTimings[at]!.long.push(await timed(() => searchTool.run({ query: long }, context)));
  }
}
const lengthSum = (pick: (times: (typeof lengthTimings)[number]) => number[]): number =>
  lengthTimings.reduce((sum, times) => sum + median(pick(times)), 0);

const ids = catalogue.entries.map((entry) => entry.id);
const entryUs: number[] = [];
for (let i = 0; i < ENTRY_LOOKUPS; i++) {
  const t = now();
  const result = await getEntryTool.run({ id: ids[(i * 7919) % ids.length]! }, context);
  entryUs.push((now() - t) * 1000);
  if (!result.ok) throw new Error("get_entry failed on a known id");
}
// A misspelled id: not found, with "did you mean" suggestions computed over the catalogue.
const missUs: number[] = [];
for (let i = 0; i < MISS_LOOKUPS; i++) {
  const id = ids[(i * 7919) % ids.length]!;
  const typo = `${id.slice(0, -2)}${id.slice(-1)}${id.slice(-2, -1)}x`;
  const t = now();
  const result = await getEntryTool.run({ id: typo }, context);
  missUs.push((now() - t) * 1000);
  if (result.ok) throw new Error(`get_entry found a typo id ${typo}`);
}

// 5. The MCP Registry routes: the server list's memory on the held catalogue, then its costs (registry.ts); last,
// destructively, what the cards' remote facts hold.
const beforeList = settle();
serverListOf(catalogue);
const registryListBytes = settle() - beforeList;
const registry = registryCosts(catalogue, () => timedLoad().catalogue, ROUNDS);
const registryDeriveSnapshotMs = await snapshotDeriveMs(catalogue, ROUNDS);
const remoteFacts = remoteFactsCost(catalogue, settle);

console.log(
  JSON.stringify({
    entries: catalogue.entries.length,
    docs: catalogue.search.docs.length,
    vocabulary: catalogue.search.vocabulary.length,
    postings: catalogue.search.postingData.length,
    rawBytes,
    firstLoadMs: first.parseValidateMs + first.buildMs,
    firstSearchColdUs,
    parseMs: median(parseMs),
    loadMs: median(loadMs),
    parseValidateMs: median(parseValidateMs),
    buildMs: median(buildMs),
    firstSearchUs: median(firstSearchUs),
    againSearchUs: median(againSearchUs),
    dataBytes,
    indexBytes,
    heapBytes: dataBytes + indexBytes,
    searchP50Us: percentile(searchUs, 50),
    searchP99Us: percentile(searchUs, 99),
    byKind: Object.fromEntries([...byKind].map(([kind, list]) => [kind, { p50: percentile(list, 50), p99: percentile(list, 99) }])),
    searchToolP50Us: percentile(toolUs, 50),
    searchToolP99Us: percentile(toolUs, 99),
    aloneSumUs: summed((times) => times.alone),
    fusedSumUs: summed((times) => times.fused),
    oneByOneSumUs: summed((times) => times.oneByOne),
    aloneToolSumUs: summed((times) => times.aloneTool),
    fusedToolSumUs: summed((times) => times.fusedTool),
    shortToolSumUs: lengthSum((times) => times.short),
    longToolSumUs: lengthSum((times) => times.long),
    getEntryP50Us: percentile(entryUs, 50),
    getEntryMissP50Us: percentile(missUs, 50),
    registryServers: registry.servers,
    registryDeriveMs: registry.deriveMs,
    registryDeriveSnapshotMs,
    registryListBytes,
    registryPageUs: registry.pageUs,
    registryPageBytes: registry.pageBytes,
    registrySearchP50Us: registry.searchP50Us,
    registrySearchP99Us: registry.searchP99Us,
    registryLookupUs: registry.lookupUs,
    remoteCards: remoteFacts.cards,
    remoteHeapBytes: remoteFacts.heapBytes,
    remoteJsonBytes: remoteFacts.jsonBytes,
  }),
);
