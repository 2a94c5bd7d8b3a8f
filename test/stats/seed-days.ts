// Seeds KV with N stored days ending at the last settled day, in our layout (with the running-total head)
// or in the reference implementation's (day records only), for the bound and migration tests.

import { addDays, lastSettledDay } from "../../src/stats/days";
import { HEAD_KEY, dayKey } from "../../src/stats/rollup";

interface KvWriter {
  put(key: string, value: string): Promise<void>;
}
import { addTotals, emptyTotals, type Totals } from "../../src/stats/totals";
import { NAMES } from "./names";

export interface Seeded {
  first: string;
  last: string;
  pageViews: number;
  searchCalls: number;
  totals: Totals;
}

/** Day i has i % 7 + 1 page views and i % 3 search calls. */
export async function seedStoredDays(
  kv: KvWriter,
  now: number,
  days: number,
  options: { withHead: boolean; endsBefore?: number },
): Promise<Seeded> {
  const last = addDays(lastSettledDay(now), -(options.endsBefore ?? 0));
  const first = addDays(last, -(days - 1));
  let totals = emptyTotals(NAMES);
  const writes: Promise<void>[] = [];
  for (let i = 0; i < days; i++) {
    const day = addDays(first, i);
    const t = emptyTotals(NAMES);
    t.site.page_views = (i % 7) + 1;
    t.mcp.requests = t.mcp.tool_calls = t.mcp.tool_calls_by_tool.search = i % 3;
    totals = addTotals(totals, t);
    writes.push(kv.put(dayKey(day), JSON.stringify({ v: 1, day, computed_at: `${day}T00:30:00.000Z`, totals: t })));
  }
  await Promise.all(writes);
  if (options.withHead) {
    await kv.put(
      HEAD_KEY,
      JSON.stringify({ v: 1, through: last, totals, days_stored: days, days_missing: 0, updated_at: new Date(now).toISOString() }),
    );
  }
  return { first, last, pageViews: totals.site.page_views, searchCalls: totals.mcp.tool_calls_by_tool.search ?? 0, totals };
}
