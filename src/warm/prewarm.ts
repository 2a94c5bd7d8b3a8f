// Isolate startup, not a request: the search path run once on the bundled sample, so V8 has compiled the code a
// first search or get_entry runs (reading an index as fetched, index build, snapshot write and read, query stages,
// notices, "did you mean", JSON output) before a request
// pays for it. No I/O, and nothing a request reads is touched: the catalogue is built here and dropped (the
// store's memo, its sample and the rate limits, logs and usage records are never reached), and the search
// index's per-index scratch lives in WeakMaps keyed by this index. Measured in docs/scaling.md.

import { buildCatalogue, catalogueOfCards, type Catalogue } from "../catalog/catalogue";
import { throughSnapshot } from "../catalog/snapshot/shared";
import { FULL_RECORDS_MAX_ENTRIES, MAX_INDEX_ENTRIES, type CatalogueSnapshot } from "../catalog/store";
import { SiteIndexStream } from "../site/index-stream";
import { fail, ok, type Result } from "../core/problem";
import { sampleLongform, sampleLongformGenerated, sampleSiteIndex } from "../site/sample";
import type { AnyTool, ToolContext } from "../tools/definition";
import { getEntryTool } from "../tools/get-entry";
import { invokeTool } from "../tools/registry";
import { searchTool } from "../tools/search";

// The sample's text is fed to the reader in pieces of this size, as a fetch body arrives (~64 KiB) but smaller, so
// every step of the scanner (a value split across pieces included) runs on the sample's ~0.3 MB.
const PIECE_CHARS = 16 * 1024;

// Benchmarks build the same tree without it (wrangler dev --define __SKIP_PREWARM__:true) to measure the trade.
declare const __SKIP_PREWARM__: boolean | undefined;

/** One representative call: the kinds of work a first request meets (scripts/bench/queries.ts has the same kinds). */
interface WarmCall {
  readonly tool: AnyTool;
  readonly args: Record<string, unknown>;
}

function warmCalls(snapshot: CatalogueSnapshot): WarmCall[] {
  const { catalogue } = snapshot;
  const records = [...(catalogue.recordById?.values() ?? [])];
  // A remote MCP server's record also renders install snippets.
  const entry = records.find((record) => record.agent_access?.mcp_endpoint) ?? records[0];
  const category = catalogue.categories[0]?.slug;
  const search = searchTool as unknown as AnyTool;
  const getEntry = getEntryTool as unknown as AnyTool;
  return [
    { tool: search, args: { query: "browser automation" } },
    { tool: search, args: { query: "playwrigth" } },
    { tool: search, args: { query: "let my agent pay for an API per request", limit: 5 } },
    { tool: search, args: { query: "mcp server", type: "entry", ...(category ? { category } : {}) } },
    { tool: search, args: { query: "agent", tags: ["mcp"] } },
    { tool: search, args: { type: "guide" } },
    { tool: search, args: { query: "zzqxv" } },
    ...(entry ? [{ tool: getEntry, args: { id: entry.id } }] : []),
    // A near miss of a real id: "did you mean" suggestions.
    ...(entry ? [{ tool: getEntry, args: { id: `${entry.id.slice(0, -1)}x` } }] : []),
  ];
}

/**
 * The sample's index.json read as the first isolate after a site update reads a fetched one: by the entry-by-entry
 * scanner (the sample alone is small enough to be parsed whole), validated, into cards and records, then a catalogue.
 */
export function readAsFetched(): Catalogue | null {
  const longform = sampleLongform();
  const text = JSON.stringify(sampleSiteIndex());
  const reader = new SiteIndexStream(MAX_INDEX_ENTRIES, 0, FULL_RECORDS_MAX_ENTRIES);
  for (let at = 0; at < text.length && !reader.refused; at += PIECE_CHARS) reader.push(text.slice(at, at + PIECE_CHARS));
  const read = reader.finish();
  return read.ok ? catalogueOfCards(read.value, longform, sampleLongformGenerated()) : null;
}

/**
 * Builds the bundled sample's catalogue and calls the search and get_entry tools on it as requests would, each
 * output rendered to JSON as answers are. Never rejects: a failure only means the first request compiles the
 * code itself, so it is reported (the outcomes so far, and what broke) and the Worker starts as without it.
 */
export async function prewarmSearchPath(): Promise<{ readonly outcomes: readonly Result<object>[]; readonly broke: unknown }> {
  const outcomes: Result<object>[] = [];
  try {
    const built = readAsFetched() ?? buildCatalogue(sampleSiteIndex(), sampleLongform(), sampleLongformGenerated());
    // Most isolates load the location's snapshot instead of building (catalog/snapshot/): warm that path too, and
    // search what it decodes, as they do.
    const catalogue = (await throughSnapshot(built)) ?? built;
    // Labelled live, as the first request's catalogue is, so the tools take the paths a live answer takes
    // (a sample label turns misses into outage sentences); this label never leaves this function.
    const snapshot: CatalogueSnapshot = { catalogue, label: { source: "live", generated: catalogue.generated, fetched_at: null } };
    const context: ToolContext = {
      catalogue: () => Promise.resolve(ok(snapshot)),
      longformItem: () => Promise.resolve(fail("upstream_error", "not used by the prewarm")),
      fullEntry: (from, id) => {
        const entry = from.catalogue.recordById?.get(id);
        return Promise.resolve(ok(entry ? { entry, label: from.label } : undefined));
      },
    };
    for (const call of warmCalls(snapshot)) {
      const { outcome } = await invokeTool(call.tool, call.args, context);
      JSON.stringify(outcome.ok ? outcome.value : outcome.problem);
      outcomes.push(outcome);
    }
    return { outcomes, broke: null };
  } catch (error) {
    return { outcomes, broke: error };
  }
}

/** Runs the prewarm unless the build switched it off; for the Worker's global scope (never throws). */
export function prewarmAtStartup(): void {
  if (typeof __SKIP_PREWARM__ === "boolean" && __SKIP_PREWARM__) return;
  void prewarmSearchPath().then(({ broke }) => {
    if (broke !== null) console.warn("startup prewarm of the search path failed; the first request compiles it instead", broke);
  });
}
