// A server's version and dates, from its entries' dates: the directory keeps no versions of its own. The version
// is the newest `updated` (else `added`) among the entries naming the endpoint, as YYYY.M.D: a valid semantic
// version, the same while those entries are unchanged, and higher when one of them is updated on a later day.
// Worked out for every server at each catalogue load (core/calendar.ts reads the dates).

import { DAY_MS, utcDayMs } from "../core/calendar";
import type { EntryCard } from "../site/entry-card";

// When no entry of the endpoint has a date (the site requires `added`, so only a damaged copy): still a version.
export const UNDATED_VERSION = "0.0.0";

/** A YYYY-MM-DD date that exists, as its parts and midnight UTC in ms. */
export interface Day {
  readonly ms: number;
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export interface Release {
  readonly version: string;
  /** The earliest `added` (else `updated`); null without dates. */
  readonly published: Day | null;
  /** The newest `updated` (else `added`); null without dates. */
  readonly updated: Day | null;
}

export function dayOf(value: string | undefined): Day | null {
  const ms = utcDayMs(value);
  if (ms === null) return null;
  const date = new Date(ms);
  return { ms, year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** YYYY.M.D: no leading zeros, as semantic versions require. */
export function versionOf(day: Day): string {
  return `${day.year}.${day.month}.${day.day}`;
}

/** RFC 3339, midnight UTC. */
export function timestampOf(day: Day): string {
  return new Date(day.ms).toISOString().replace(".000Z", "Z");
}

/** The end of a day (ms): a date has no time, so `updated_since` within that day still finds it. */
export function endOf(day: Day): number {
  return day.ms + DAY_MS;
}

export function releaseOf(cards: readonly EntryCard[]): Release {
  let updated: Day | null = null;
  let published: Day | null = null;
  for (const card of cards) {
    const added = dayOf(card.added);
    const changed = dayOf(card.updated) ?? added;
    const first = added ?? changed;
    if (changed !== null && (updated === null || changed.ms > updated.ms)) updated = changed;
    if (first !== null && (published === null || first.ms < published.ms)) published = first;
  }
  return { version: updated === null ? UNDATED_VERSION : versionOf(updated), published, updated };
}
