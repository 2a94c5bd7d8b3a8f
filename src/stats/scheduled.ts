// The cron (`30 0 * * *`): roll up the completed UTC days into KV. It needs the SQL token and STATS_KV; without
// either it does nothing and says so. Any cron expression runs the same rollup (there is only one).

import { ConfigError, getConfig } from "../core/config";
import { firstCountedDay, sinceOf } from "./compute";
import { readHead, rollUp, type RollupRun } from "./rollup";
import { sqlRunner, type SqlRunner } from "./sql-client";
import type { CountedNames } from "./totals";

export interface ScheduledOptions {
  /** Overrides the SQL API client (tests). */
  readonly sql?: SqlRunner;
}

/** Runs one bounded rollup at the controller's scheduled time; resolves to what it did (null when it could not run). */
export async function runScheduledRollup(
  controller: ScheduledController,
  env: Env,
  names: CountedNames,
  options: ScheduledOptions = {},
): Promise<RollupRun | null> {
  let config;
  try {
    config = getConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`stats rollup skipped, configuration error: ${error.message}`);
    return null;
  }
  const kv = env.STATS_KV;
  if (!kv || config.analyticsToken === null || config.analyticsSqlUrl === null) {
    console.log("stats rollup skipped: STATS_KV, CF_ANALYTICS_TOKEN or the SQL API URL is not configured");
    return null;
  }
  const sql = options.sql ?? sqlRunner({ url: config.analyticsSqlUrl, token: config.analyticsToken });
  const head = await readHead(kv, names);
  if (!head.ok) {
    console.error(`stats rollup failed: ${head.problem.message}`);
    return null;
  }
  const run = await rollUp(
    {
      kv,
      sql,
      datasets: { requests: config.analyticsDataset, hits: config.hitsDataset },
      firstDay: firstCountedDay(sinceOf(config.statsApiSince, config.statsBeaconSince)),
      now: controller.scheduledTime,
      names,
    },
    head.value,
  );
  if (!run.ok) {
    console.error(`stats rollup failed: ${run.problem.message}`);
    return null;
  }
  const { computed, reused, missing, behind } = run.value;
  console.log(
    `stats rollup through ${run.value.head?.through ?? "-"}: ${computed.length} computed, ${reused.length} reused, ${missing.length} lost, ${behind} behind`,
  );
  return run.value;
}
