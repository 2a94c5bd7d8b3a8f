// One request → one Analytics Engine data point with the spec's layout (docs/observability.md):
//   index1 <route>:<tool|method|endpoint>, blob1..blob17, double1..double8. Columns are only ever added at the end:
//   /stats reads them by position, and points written before a column existed read 0 in it.
// Only public slugs, protocol tokens, clipped self-reported names and numbers; never an IP address, query text
// or free-text argument.

import { clipBytes, clipText, numberColumn, slugColumn, tokenColumn } from "./fields";
import { AE_MAX_INDEX_BYTES, type DataPoint } from "./limits";
import { uaClass } from "./ua-class";
import type { Outcome, UsageRecord } from "./usage";

// Column widths from the spec.
export const MAX_CLIENT_NAME_CHARS = 64;
export const MAX_CLIENT_VERSION_CHARS = 32;
export const MAX_USER_AGENT_CHARS = 128;
// MCP tool names are at most 128 characters by spec; ours are short, so anything longer is noise.
const MAX_TOOL_CHARS = 64;
// JSON-RPC method names in MCP are short paths ("notifications/initialized" is the longest at 25).
const MAX_METHOD_CHARS = 64;
// "2025-06-18"; room for drafts and future formats.
const MAX_PROTOCOL_VERSION_CHARS = 32;
// A JSON-RPC code, "tool_error", or an HTTP status.
const MAX_DETAIL_CHARS = 32;
// Normalized endpoints come from the route table ("/content/{type}/{id}.json" is the longest).
const MAX_ENDPOINT_CHARS = 64;

/** What the pipeline knows about the request and its answer, outside the usage record. */
export interface RequestFacts {
  readonly status: number;
  readonly latencyMs: number;
  readonly userAgent: string | null;
  readonly country: string | null;
  readonly colo: string | null;
  readonly asn: number | null;
}

const ROUTES = new Set(["mcp", "rest", "other"]);
const ERAS = new Set(["modern", "legacy"]);

function outcomeOf(usage: UsageRecord, status: number): Outcome {
  if (usage.outcome) return usage.outcome;
  if (status === 429) return "rate_limited";
  return status >= 400 ? "error" : "ok";
}

function detailOf(usage: UsageRecord, status: number): string {
  if (usage.detail !== undefined) return tokenColumn(usage.detail, MAX_DETAIL_CHARS);
  return status >= 400 ? String(status) : "";
}

/** Two letters (or Cloudflare's "T1"/"XX"), else nothing. */
function countryColumn(value: string | null): string {
  return value && /^[A-Z0-9]{2}$/.test(value) ? value : "";
}

/** An IATA-style data-centre code, else nothing. */
function coloColumn(value: string | null): string {
  return value && /^[A-Z]{3,4}$/.test(value) ? value : "";
}

/** A route-table path such as "/entries/{id}"; anything else is "other". */
function endpointColumn(value: string): string {
  return value.length <= MAX_ENDPOINT_CHARS && /^\/[A-Za-z0-9._/{}-]*$/.test(value) ? value : "other";
}

export function usageDataPoint(usage: UsageRecord, facts: RequestFacts): DataPoint {
  const route = ROUTES.has(usage.route) ? usage.route : "other";
  const endpoint = endpointColumn(usage.endpoint);
  const method = tokenColumn(usage.method, MAX_METHOD_CHARS);
  const tool = tokenColumn(usage.tool, MAX_TOOL_CHARS);
  const blobs = [
    route,
    endpoint,
    method,
    tool,
    clipText(usage.clientName, MAX_CLIENT_NAME_CHARS),
    clipText(usage.clientVersion, MAX_CLIENT_VERSION_CHARS),
    clipText(facts.userAgent, MAX_USER_AGENT_CHARS),
    tokenColumn(usage.protocolVersion, MAX_PROTOCOL_VERSION_CHARS),
    usage.era && ERAS.has(usage.era) ? usage.era : "",
    outcomeOf(usage, facts.status),
    detailOf(usage, facts.status),
    countryColumn(facts.country),
    coloColumn(facts.colo),
    slugColumn(usage.typeFilter),
    slugColumn(usage.categoryFilter),
    slugColumn(usage.targetId),
    // Classified from the full header, before it is clipped for blob7.
    uaClass(facts.userAgent),
  ];
  const doubles = [
    numberColumn(facts.status),
    numberColumn(Math.round(facts.latencyMs)),
    numberColumn(facts.asn),
    numberColumn(usage.resultCount),
    numberColumn(usage.queryChars),
    numberColumn(usage.queryWords),
    numberColumn(usage.weakAnswer),
    numberColumn(usage.rankedSearch),
  ];
  const index = clipBytes(`${route}:${tool || method || endpoint}`, AE_MAX_INDEX_BYTES);
  return { indexes: [index], blobs, doubles };
}
