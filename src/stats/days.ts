// UTC days as "YYYY-MM-DD" strings, and the two clocks the rollup lives by: when a day is settled, and how
// far back Analytics Engine still holds data.

import { DAY_MS, utcDayMs } from "../core/calendar";

// A day is rolled up 30 minutes after it ends: Analytics Engine ingestion lags by minutes, and the cron runs at 00:30.
export const SETTLE_MS = 30 * 60 * 1000;
// Analytics Engine keeps data for three months; 90 days is the part we can count on in full.
export const RETENTION_DAYS = 90;

export function isDay(value: unknown): value is string {
  return utcDayMs(value) !== null;
}

export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function dayStartMs(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

export function addDays(day: string, count: number): string {
  return dayOf(dayStartMs(day) + count * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayStartMs(to) - dayStartMs(from)) / DAY_MS);
}

/** The latest UTC day that has ended and settled at `now`. */
export function lastSettledDay(now: number): string {
  return dayOf(now - DAY_MS - SETTLE_MS);
}

/** The earliest UTC day whose data Analytics Engine still holds in full at `now`. */
export function firstRetainedDay(now: number): string {
  return addDays(dayOf(now - RETENTION_DAYS * DAY_MS), 1);
}
