// Totals from the SQL API: two queries (requests and beacons) per measurement, plus a third only while rows
// older than the UA-class column are still inside the queried range. Windows come back as three columns of
// one query; days as one row group per day.

import { uaClass } from "../observability/ua-class";
import { ok, type Result } from "../core/problem";
import { addDays, dayStartMs } from "./days";
import { hitsQuery, legacyUaQuery, requestsQuery, WINDOW_COLUMNS, type Buckets, type Datasets, type WindowColumn } from "./queries";
import type { SqlRow, SqlRunner } from "./sql-client";
import { count, isUaClass, totalsFromRows, type CountedNames, type HitRow, type LegacyUaRow, type RequestRow, type Totals } from "./totals";

interface Rows {
  readonly requests: readonly SqlRow[];
  readonly legacy: readonly SqlRow[];
  readonly hits: readonly SqlRow[];
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

async function fetchRows(
  sql: SqlRunner,
  datasets: Datasets,
  buckets: Buckets,
  countColumns: readonly string[],
  names: CountedNames,
): Promise<Result<Rows>> {
  const [requests, hits] = await Promise.all([sql(requestsQuery(datasets, buckets, names)), sql(hitsQuery(datasets, buckets))]);
  if (!requests.ok) return requests;
  if (!hits.ok) return hits;
  const unclassified = requests.value.some((row) => !isUaClass(text(row.cls)) && countColumns.some((column) => count(row[column]) > 0));
  if (!unclassified) return ok({ requests: requests.value, legacy: [], hits: hits.value });
  const legacy = await sql(legacyUaQuery(datasets, buckets));
  if (!legacy.ok) return legacy;
  return ok({ requests: requests.value, legacy: legacy.value, hits: hits.value });
}

function totalsFor(rows: Rows, column: string, names: CountedNames, keep: (row: SqlRow) => boolean = () => true): Totals {
  const requests: RequestRow[] = rows.requests.filter(keep).map((row) => ({
    route: text(row.route),
    method: text(row.method),
    tool: text(row.tool),
    cls: text(row.cls),
    ranked: count(row.ranked),
    weak: count(row.weak),
    n: count(row[column]),
  }));
  const legacy: LegacyUaRow[] = rows.legacy
    .filter(keep)
    .map((row) => ({ route: text(row.route), ua: text(row.ua), n: count(row[column]) }));
  const hits: HitRow[] = rows.hits.filter(keep).map((row) => ({ event: text(row.event), kind: text(row.kind), n: count(row[column]) }));
  return totalsFromRows(requests, legacy, hits, uaClass, names);
}

/** Totals since each window's start time (epoch ms). */
export async function windowTotals(
  sql: SqlRunner,
  datasets: Datasets,
  starts: Readonly<Record<WindowColumn, number>>,
  names: CountedNames,
): Promise<Result<Record<WindowColumn, Totals>>> {
  const rows = await fetchRows(sql, datasets, { kind: "windows", starts }, WINDOW_COLUMNS, names);
  if (!rows.ok) return rows;
  const out = {} as Record<WindowColumn, Totals>;
  for (const column of WINDOW_COLUMNS) out[column] = totalsFor(rows.value, column, names);
  return ok(out);
}

/** Totals per UTC day from `first` to `last` inclusive; a day without rows has empty totals. */
export async function dailyTotals(
  sql: SqlRunner,
  datasets: Datasets,
  first: string,
  last: string,
  names: CountedNames,
): Promise<Result<Map<string, Totals>>> {
  const buckets: Buckets = { kind: "daily", from: dayStartMs(first), to: dayStartMs(addDays(last, 1)) };
  const rows = await fetchRows(sql, datasets, buckets, ["n"], names);
  if (!rows.ok) return rows;
  const out = new Map<string, Totals>();
  for (let day = first; day <= last; day = addDays(day, 1)) {
    out.set(
      day,
      totalsFor(rows.value, "n", names, (row) => row.day === day),
    );
  }
  // Rows for days outside the range (or with a malformed day) match no day above and are ignored.
  return ok(out);
}
