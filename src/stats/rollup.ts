// The daily rollup in Workers KV. Analytics Engine keeps three months, so each completed UTC day's totals are
// stored once (key day:YYYY-MM-DD) and folded into a running cumulative total (key rollup:head). all_time is
// then the head plus one live query from the day after it, whatever the number of days since launch:
//
//   per run (cron or lazy /stats catch-up): 1 KV read (head), 1 bulk KV read (≤100 day keys, only when days
//   are due), ≤7 day writes, 1 head write, and at most 3 SQL queries (one grouped-by-day query per dataset,
//   plus the legacy UA query while such rows exist); nothing when the head is already current.
//
// Idempotent: a day already inside the head is never counted again; a day whose record exists (an earlier
// run that wrote it but not the head, or a record from the reference implementation) is reused, not
// re-queried; writing the same day twice writes the same value.

import { errorText, isRecord } from "../core/guards";
import { fail, ok, type Result } from "../core/problem";
import { addDays, daysBetween, firstRetainedDay, isDay, lastSettledDay } from "./days";
import { dailyTotals } from "./measure";
import type { Datasets } from "./queries";
import type { SqlRunner } from "./sql-client";
import { addTotals, count, emptyTotals, readTotals, type CountedNames, type Totals } from "./totals";

export const HEAD_KEY = "rollup:head";
export const DAY_KEY_PREFIX = "day:";
// A bulk KV read takes at most 100 keys, and counts as one operation against the 1,000-per-invocation limit.
export const MAX_DAYS_SCANNED_PER_RUN = 100;
// Days queried and written per run: a week of missed crons at once; a longer outage catches up over later runs.
export const MAX_DAYS_COMPUTED_PER_RUN = 7;
// Format of the head and day records (day records are the reference implementation's v1 layout).
const RECORD_VERSION = 1;

/** The part of a Workers KV namespace the rollup uses (a KVNamespace is one; tests pass wrappers). */
export interface KvStore {
  get(key: string, type: "text"): Promise<string | null>;
  get(keys: string[], type: "text"): Promise<Map<string, string | null>>;
  put(key: string, value: string): Promise<void>;
}

export interface RollupHead {
  readonly v: 1;
  /** The last day included in `totals`. */
  readonly through: string;
  /** Running total of every day from the first counted day through `through`. */
  readonly totals: Totals;
  /** Days whose totals are included. */
  readonly days_stored: number;
  /** Days that were already past Analytics Engine's retention with no stored record: lost, counted as zero. */
  readonly days_missing: number;
  readonly updated_at: string;
}

export interface DayRecord {
  readonly v: 1;
  readonly day: string;
  readonly computed_at: string;
  readonly totals: Totals;
}

export interface RollupDeps {
  readonly kv: KvStore;
  readonly sql: SqlRunner;
  readonly datasets: Datasets;
  /** The first UTC day that is counted (from the `since` timestamps). */
  readonly firstDay: string;
  readonly now: number;
  readonly names: CountedNames;
}

export interface RollupRun {
  readonly head: RollupHead | null;
  /** Days queried from SQL and written in this run. */
  readonly computed: readonly string[];
  /** Days taken from records that already existed. */
  readonly reused: readonly string[];
  /** Days given up as lost in this run. */
  readonly missing: readonly string[];
  /** Settled days still not in the head after this run (0 when current). */
  readonly behind: number;
}

export function dayKey(day: string): string {
  return `${DAY_KEY_PREFIX}${day}`;
}

function parseJson(raw: string | null): Record<string, unknown> | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

export function parseHead(raw: string | null, names: CountedNames): RollupHead | null {
  const value = parseJson(raw);
  if (!value || value.v !== RECORD_VERSION || !isDay(value.through) || typeof value.totals !== "object") return null;
  return {
    v: RECORD_VERSION,
    through: value.through,
    totals: readTotals(value.totals, names),
    days_stored: count(value.days_stored),
    days_missing: count(value.days_missing),
    updated_at: typeof value.updated_at === "string" ? value.updated_at : "",
  };
}

export function parseDayRecord(raw: string | null, day: string, names: CountedNames): DayRecord | null {
  const value = parseJson(raw);
  if (!value || value.day !== day || typeof value.totals !== "object" || value.totals === null) return null;
  return {
    v: RECORD_VERSION,
    day,
    computed_at: typeof value.computed_at === "string" ? value.computed_at : "",
    totals: readTotals(value.totals, names),
  };
}

export async function readHead(kv: KvStore, names: CountedNames): Promise<Result<RollupHead | null>> {
  try {
    const raw = await kv.get(HEAD_KEY, "text");
    const head = parseHead(raw, names);
    if (raw !== null && head === null) console.error(`${HEAD_KEY} is unreadable; the rollup restarts from the first day`);
    return ok(head);
  } catch (error) {
    return fail("upstream_error", `KV read failed (${errorText(error)})`);
  }
}

type Step =
  | { readonly day: string; readonly kind: "stored"; readonly totals: Totals }
  | { readonly day: string; readonly kind: "missing" }
  | { readonly day: string; readonly kind: "compute" };

/** Brings the head up to the last settled day, within the per-run bounds. `head` is what the caller already read. */
export async function rollUp(deps: RollupDeps, head: RollupHead | null): Promise<Result<RollupRun>> {
  const target = lastSettledDay(deps.now);
  const start = head ? addDays(head.through, 1) : deps.firstDay;
  if (start > target) return ok({ head, computed: [], reused: [], missing: [], behind: 0 });

  const scanned: string[] = [];
  for (let day = start; day <= target && scanned.length < MAX_DAYS_SCANNED_PER_RUN; day = addDays(day, 1)) scanned.push(day);
  let existing: Map<string, string | null>;
  try {
    existing = await deps.kv.get(scanned.map(dayKey), "text");
  } catch (error) {
    return fail("upstream_error", `KV read failed (${errorText(error)})`);
  }

  const retained = firstRetainedDay(deps.now);
  const steps: Step[] = [];
  let computing = 0;
  for (const day of scanned) {
    const record = parseDayRecord(existing.get(dayKey(day)) ?? null, day, deps.names);
    if (record) steps.push({ day, kind: "stored", totals: record.totals });
    else if (day < retained) steps.push({ day, kind: "missing" });
    else if (computing < MAX_DAYS_COMPUTED_PER_RUN) {
      steps.push({ day, kind: "compute" });
      computing++;
    } else break;
  }

  const toCompute = steps.filter((step) => step.kind === "compute").map((step) => step.day);
  let measured = new Map<string, Totals>();
  if (toCompute.length > 0) {
    const result = await dailyTotals(deps.sql, deps.datasets, toCompute[0]!, toCompute.at(-1)!, deps.names);
    if (!result.ok) return result;
    measured = result.value;
  }

  const computedAt = new Date(deps.now).toISOString();
  let totals = head?.totals ?? emptyTotals(deps.names);
  let stored = head?.days_stored ?? 0;
  let lost = head?.days_missing ?? 0;
  const writes: [string, string][] = [];
  for (const step of steps) {
    if (step.kind === "missing") {
      lost++;
      continue;
    }
    const dayTotals = step.kind === "stored" ? step.totals : (measured.get(step.day) ?? emptyTotals(deps.names));
    if (step.kind === "compute") {
      const record: DayRecord = { v: RECORD_VERSION, day: step.day, computed_at: computedAt, totals: dayTotals };
      writes.push([dayKey(step.day), JSON.stringify(record)]);
    }
    totals = addTotals(totals, dayTotals);
    stored++;
  }
  const through = steps.at(-1)!.day;
  const next: RollupHead = { v: RECORD_VERSION, through, totals, days_stored: stored, days_missing: lost, updated_at: computedAt };
  try {
    // Day records first: the head never points past a day that is not written.
    await Promise.all(writes.map(([key, value]) => deps.kv.put(key, value)));
    await deps.kv.put(HEAD_KEY, JSON.stringify(next));
  } catch (error) {
    return fail("upstream_error", `KV write failed (${errorText(error)})`);
  }
  return ok({
    head: next,
    computed: toCompute,
    reused: steps.filter((step) => step.kind === "stored").map((step) => step.day),
    missing: steps.filter((step) => step.kind === "missing").map((step) => step.day),
    behind: Math.max(0, daysBetween(through, target)),
  });
}
