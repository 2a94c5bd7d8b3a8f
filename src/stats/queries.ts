// The SQL /stats sends. Every query is assembled from constants, dataset names that passed the identifier
// check, our own tool names (checked the same way) and timestamps formatted from numbers: no request input
// ever reaches SQL. Only documented Analytics Engine SQL is used (sum, if, IN, toDateTime, formatDateTime).
// Counts are sum(_sample_interval), never count(): Analytics Engine samples under load.

import { knownToolNames, UNKNOWN_TOOL, type CountedNames } from "./totals";

export interface Datasets {
  /** Per-request points (binding ANALYTICS). */
  readonly requests: string;
  /** Site beacons (binding HITS). */
  readonly hits: string;
}

export const WINDOW_COLUMNS = ["last_24h", "last_7d", "live"] as const;
export type WindowColumn = (typeof WINDOW_COLUMNS)[number];

/** Either one count per window since its start time, or one count per UTC day in [from, to). */
export type Buckets =
  | { readonly kind: "windows"; readonly starts: Readonly<Record<WindowColumn, number>> }
  | { readonly kind: "daily"; readonly from: number; readonly to: number };

const IDENTIFIER = /^[a-z][a-z0-9_]{0,63}$/;

function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`not an identifier: ${JSON.stringify(name)}`);
  return name;
}

function literal(value: string): string {
  if (!/^[a-z0-9_/-]+$/.test(value)) throw new Error(`not a safe literal: ${JSON.stringify(value)}`);
  return `'${value}'`;
}

/** toDateTime('YYYY-MM-DD hh:mm:ss') in UTC, from epoch milliseconds. */
export function sqlDateTime(ms: number): string {
  if (!Number.isFinite(ms)) throw new Error(`not a time: ${ms}`);
  const iso = new Date(Math.floor(ms / 1000) * 1000).toISOString();
  return `toDateTime('${iso.slice(0, 10)} ${iso.slice(11, 19)}')`;
}

interface Counting {
  readonly leading: readonly string[];
  readonly counts: readonly string[];
  readonly where: string;
  readonly groupLeading: readonly string[];
}

function counting(buckets: Buckets): Counting {
  if (buckets.kind === "daily") {
    return {
      leading: ["formatDateTime(timestamp, '%Y-%m-%d') AS day"],
      counts: ["sum(_sample_interval) AS n"],
      where: `timestamp >= ${sqlDateTime(buckets.from)} AND timestamp < ${sqlDateTime(buckets.to)}`,
      groupLeading: ["day"],
    };
  }
  const earliest = Math.min(...WINDOW_COLUMNS.map((column) => buckets.starts[column]));
  return {
    leading: [],
    counts: WINDOW_COLUMNS.map(
      (column) => `sum(if(timestamp >= ${sqlDateTime(buckets.starts[column])}, _sample_interval, 0)) AS ${column}`,
    ),
    where: `timestamp >= ${sqlDateTime(earliest)}`,
    groupLeading: [],
  };
}

/** Most first, at most `limit` rows (a whole number from our own constants). */
interface Ranked {
  readonly by: string;
  readonly limit: number;
}

function select(columns: readonly string[], dataset: string, where: readonly string[], group: readonly string[], ranked?: Ranked): string {
  let tail = "";
  if (ranked) {
    if (!Number.isInteger(ranked.limit) || ranked.limit < 1) throw new Error(`not a row limit: ${ranked.limit}`);
    tail = ` ORDER BY ${identifier(ranked.by)} DESC LIMIT ${ranked.limit}`;
  }
  return `SELECT ${columns.join(", ")} FROM ${identifier(dataset)} WHERE ${where.join(" AND ")} GROUP BY ${group.join(", ")}${tail} FORMAT JSON`;
}

const API_ROUTES = `blob1 IN (${literal("mcp")}, ${literal("rest")})`;

/**
 * Requests by route, tools/call or not, tool (ours, else unknown_tool), UA class (blob17), and for a search whether it
 * answered a ranked first page (double8) and with the weak-answer line (double7); both read 0 in points written
 * before those columns, and in every other request.
 */
export function requestsQuery(datasets: Datasets, buckets: Buckets, names: CountedNames): string {
  const c = counting(buckets);
  const tools = knownToolNames(names).map(literal).join(", ");
  return select(
    [
      ...c.leading,
      "blob1 AS route",
      `if(blob3 = ${literal("tools/call")}, ${literal("tools/call")}, '') AS method`,
      `if(blob4 IN (${tools}), blob4, ${literal(UNKNOWN_TOOL)}) AS tool`,
      "blob17 AS cls",
      "double8 AS ranked",
      "double7 AS weak",
      ...c.counts,
    ],
    datasets.requests,
    [c.where, API_ROUTES],
    [...c.groupLeading, "route", "method", "tool", "cls", "ranked", "weak"],
  );
}

/** Rows logged before the UA-class column existed (blob17 empty), by their clipped User-Agent (blob7). */
export function legacyUaQuery(datasets: Datasets, buckets: Buckets): string {
  const c = counting(buckets);
  return select(
    [...c.leading, "blob1 AS route", "blob7 AS ua", ...c.counts],
    datasets.requests,
    [c.where, API_ROUTES, "blob17 = ''"],
    [...c.groupLeading, "route", "ua"],
  );
}

/** Site beacons by event and download kind. */
export function hitsQuery(datasets: Datasets, buckets: Buckets): string {
  const c = counting(buckets);
  return select(
    [...c.leading, "blob1 AS event", "blob5 AS kind", ...c.counts],
    datasets.hits,
    [c.where],
    [...c.groupLeading, "event", "kind"],
  );
}

/** MCP requests since `from` by the client's self-reported name (blob5), most first: the clients that call most. */
export function topClientsQuery(datasets: Datasets, from: number, limit: number): string {
  return select(
    ["blob5 AS client", "sum(_sample_interval) AS n"],
    datasets.requests,
    [`timestamp >= ${sqlDateTime(from)}`, `blob1 = ${literal("mcp")}`],
    ["client"],
    { by: "n", limit },
  );
}

/** Beacons of one event since `from` by entry or skill id (blob3), most first. */
export function topIdsQuery(datasets: Datasets, event: "click" | "download", from: number, limit: number): string {
  return select(
    ["blob3 AS id", "sum(_sample_interval) AS n"],
    datasets.hits,
    [`timestamp >= ${sqlDateTime(from)}`, `blob1 = ${literal(event)}`],
    ["id"],
    { by: "n", limit },
  );
}
