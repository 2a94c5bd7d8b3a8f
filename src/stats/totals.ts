// The figures /stats publishes for one window, how SQL rows become them, and how two of them add up.
// The shape is what the site's footer reads (site.page_views, mcp.tool_calls, api.requests, agent_vs_human…)
// and what each KV day record holds, so it only ever grows new keys.

import { isRecord } from "../core/guards";
import type { UaClass } from "../observability/ua-class";

export interface Split {
  agent: number;
  human: number;
}

export interface Totals {
  site: { page_views: number; outbound_clicks: number; downloads: { total: number; zip: number; skill_md: number } };
  mcp: { requests: number; tool_calls: number; tool_calls_by_tool: Record<string, number>; by_client: Split };
  api: { requests: number; by_operation: Record<string, number>; by_client: Split };
  agent_vs_human: Split;
  /** Added (issue 33): searches over MCP and REST answered with a ranked first page, and those of them with the weak-answer line. */
  search: { ranked: number; weak_answers: number };
}

/**
 * The names counts are kept under: this server's MCP tools and REST operations. The spine passes them in
 * (from the tool registry), so stats never imports the tools it counts.
 */
export interface CountedNames {
  readonly mcpTools: readonly string[];
  readonly restOperations: readonly string[];
}

/** Published MCP tool-call buckets: our own tools (always), and everything else under one name (when non-zero). */
export const UNKNOWN_TOOL = "unknown_tool";
/** REST requests by operation; "other" is the landing page, OpenAPI, errors before an operation ran. */
export const OTHER_OPERATION = "other";

/** Every name the SQL keeps as is (anything else is folded to UNKNOWN_TOOL inside the query). */
export function knownToolNames(names: CountedNames): string[] {
  return [...new Set([...names.mcpTools, ...names.restOperations])];
}

export function emptyTotals(names: CountedNames): Totals {
  return {
    site: { page_views: 0, outbound_clicks: 0, downloads: { total: 0, zip: 0, skill_md: 0 } },
    mcp: {
      requests: 0,
      tool_calls: 0,
      // unknown_tool appears only once something was counted under it.
      tool_calls_by_tool: Object.fromEntries(names.mcpTools.map((name) => [name, 0])),
      by_client: { agent: 0, human: 0 },
    },
    api: {
      requests: 0,
      by_operation: Object.fromEntries([...names.restOperations, OTHER_OPERATION].map((name) => [name, 0])),
      by_client: { agent: 0, human: 0 },
    },
    agent_vs_human: { agent: 0, human: 0 },
    search: { ranked: 0, weak_answers: 0 },
  };
}

/** A count from SQL or KV: a finite, non-negative whole number, else 0 (strings of digits included). */
export function count(value: unknown): number {
  const n = typeof value === "string" && /^\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) && n >= 0 ? Math.round(n) : 0;
}

function record(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

function addInto(target: Record<string, number>, key: string, n: number): void {
  if (n > 0 || key in target) target[key] = (target[key] ?? 0) + n;
}

/**
 * Reads totals from stored JSON (KV): only known keys, counts sanitized; an unknown tool name is folded
 * into unknown_tool and an unknown operation into other, so a damaged record cannot publish junk names.
 */
export function readTotals(value: unknown, names: CountedNames): Totals {
  const t = emptyTotals(names);
  const src = record(value);
  const site = record(src.site);
  const downloads = record(site.downloads);
  t.site.page_views = count(site.page_views);
  t.site.outbound_clicks = count(site.outbound_clicks);
  t.site.downloads = { total: count(downloads.total), zip: count(downloads.zip), skill_md: count(downloads.skill_md) };
  const mcp = record(src.mcp);
  t.mcp.requests = count(mcp.requests);
  t.mcp.tool_calls = count(mcp.tool_calls);
  for (const [name, n] of Object.entries(record(mcp.tool_calls_by_tool))) {
    addInto(t.mcp.tool_calls_by_tool, names.mcpTools.includes(name) ? name : UNKNOWN_TOOL, count(n));
  }
  const api = record(src.api);
  t.api.requests = count(api.requests);
  for (const [name, n] of Object.entries(record(api.by_operation))) {
    addInto(t.api.by_operation, names.restOperations.includes(name) ? name : OTHER_OPERATION, count(n));
  }
  const search = record(src.search);
  t.search = { ranked: count(search.ranked), weak_answers: count(search.weak_answers) };
  for (const [target, from] of [
    [t.mcp.by_client, record(mcp.by_client)],
    [t.api.by_client, record(api.by_client)],
    [t.agent_vs_human, record(src.agent_vs_human)],
  ] as const) {
    target.agent = count(from.agent);
    target.human = count(from.human);
  }
  return t;
}

function addSplit(a: Split, b: Split): Split {
  return { agent: a.agent + b.agent, human: a.human + b.human };
}

function addMap(a: Record<string, number>, b: Record<string, number>): Record<string, number> {
  const out = { ...a };
  for (const [key, n] of Object.entries(b)) addInto(out, key, n);
  return out;
}

export function addTotals(a: Totals, b: Totals): Totals {
  return {
    site: {
      page_views: a.site.page_views + b.site.page_views,
      outbound_clicks: a.site.outbound_clicks + b.site.outbound_clicks,
      downloads: {
        total: a.site.downloads.total + b.site.downloads.total,
        zip: a.site.downloads.zip + b.site.downloads.zip,
        skill_md: a.site.downloads.skill_md + b.site.downloads.skill_md,
      },
    },
    mcp: {
      requests: a.mcp.requests + b.mcp.requests,
      tool_calls: a.mcp.tool_calls + b.mcp.tool_calls,
      tool_calls_by_tool: addMap(a.mcp.tool_calls_by_tool, b.mcp.tool_calls_by_tool),
      by_client: addSplit(a.mcp.by_client, b.mcp.by_client),
    },
    api: {
      requests: a.api.requests + b.api.requests,
      by_operation: addMap(a.api.by_operation, b.api.by_operation),
      by_client: addSplit(a.api.by_client, b.api.by_client),
    },
    agent_vs_human: addSplit(a.agent_vs_human, b.agent_vs_human),
    search: { ranked: a.search.ranked + b.search.ranked, weak_answers: a.search.weak_answers + b.search.weak_answers },
  };
}

/** One grouped row of the requests dataset (route, method folded to tools/call or "", tool folded, UA class, search flags). */
export interface RequestRow {
  route: string;
  method: string;
  tool: string;
  cls: string;
  /** 1 for searches answered with a ranked first page (double8), else 0. */
  ranked: number;
  /** 1 for those answered with the weak-answer line (double7), else 0. */
  weak: number;
  n: number;
}

/** Rows written before blob17 existed, grouped by their stored (clipped) User-Agent. */
export interface LegacyUaRow {
  route: string;
  ua: string;
  n: number;
}

export interface HitRow {
  event: string;
  kind: string;
  n: number;
}

export function isUaClass(value: string): value is UaClass {
  return value === "agent" || value === "human";
}

export function totalsFromRows(
  requests: readonly RequestRow[],
  legacy: readonly LegacyUaRow[],
  hits: readonly HitRow[],
  classify: (userAgent: string) => UaClass,
  names: CountedNames,
): Totals {
  const t = emptyTotals(names);
  for (const row of requests) {
    if (row.n <= 0) continue;
    if (row.route === "mcp") {
      t.mcp.requests += row.n;
      if (row.method === "tools/call") {
        t.mcp.tool_calls += row.n;
        addInto(t.mcp.tool_calls_by_tool, names.mcpTools.includes(row.tool) ? row.tool : UNKNOWN_TOOL, row.n);
      }
    } else if (row.route === "rest") {
      t.api.requests += row.n;
      addInto(t.api.by_operation, names.restOperations.includes(row.tool) ? row.tool : OTHER_OPERATION, row.n);
    } else {
      continue;
    }
    if (row.ranked > 0) {
      t.search.ranked += row.n;
      if (row.weak > 0) t.search.weak_answers += row.n;
    }
    if (isUaClass(row.cls)) {
      (row.route === "mcp" ? t.mcp : t.api).by_client[row.cls] += row.n;
      t.agent_vs_human[row.cls] += row.n;
    }
  }
  for (const row of legacy) {
    if (row.n <= 0 || (row.route !== "mcp" && row.route !== "rest")) continue;
    const cls = classify(row.ua);
    (row.route === "mcp" ? t.mcp : t.api).by_client[cls] += row.n;
    t.agent_vs_human[cls] += row.n;
  }
  for (const row of hits) {
    if (row.n <= 0) continue;
    if (row.event === "pageview") t.site.page_views += row.n;
    else if (row.event === "click") t.site.outbound_clicks += row.n;
    else if (row.event === "download") {
      t.site.downloads.total += row.n;
      if (row.kind === "zip" || row.kind === "skill_md") t.site.downloads[row.kind] += row.n;
    }
  }
  return t;
}
