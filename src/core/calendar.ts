// UTC calendar days as the catalogue and the usage rollup write them ("2026-10-02"): one reading of them, so every
// module agrees on which strings are dates (the stats rollup's days, resources' lastModified, registry versions).

export const DAY_MS = 86_400_000;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Midnight UTC (ms) of a YYYY-MM-DD date that exists on the calendar ("2026-02-30" does not), else null. Read by
 * arithmetic, not by parsing a date string: the registry reads two per server at every catalogue load.
 */
export function utcDayMs(value: unknown): number | null {
  if (typeof value !== "string") return null;
  const match = DATE.exec(value);
  if (match === null) return null;
  const year = Number(match[1]);
  const month = Number(match[2]) - 1;
  const day = Number(match[3]);
  const ms = Date.UTC(year, month, day);
  // Date.UTC rolls an impossible day into the next month, and reads years below 100 as 19xx: neither comes back.
  const back = new Date(ms);
  return back.getUTCFullYear() === year && back.getUTCMonth() === month && back.getUTCDate() === day ? ms : null;
}
