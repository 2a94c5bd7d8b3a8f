// Everything one request needs, built once at the top of the pipeline and passed down.

import { defaultCache } from "../cache/shared-copy";
import { getFullEntry } from "../catalog/entries";
import { getLongformItem } from "../catalog/longform-items";
import { getSkillFile, MAX_SKILL_FETCHES_PER_REQUEST } from "../catalog/skill-files";
import { getCatalogue } from "../catalog/store";
import type { StoreDeps } from "../catalog/store-state";
import { globalFetch, type Fetcher } from "../http/fetcher";
import type { Config } from "../core/config";
import type { UsageRecord } from "../observability/usage";
import type { DirectoryContext } from "../resources/context";
import type { ToolContext } from "../tools/definition";

export interface RequestContext {
  readonly request: Request;
  readonly url: URL;
  readonly env: Env;
  readonly exec: ExecutionContext;
  readonly config: Config;
  /** Date.now() when the request arrived (Workers clocks advance on I/O). */
  readonly startedAt: number;
  /** Canonical base URL for self links: PUBLIC_BASE_URL, else the request's origin. */
  readonly baseUrl: string;
  /** What tools use, and what resources and skills use on top (skill files). */
  readonly tools: ToolContext & DirectoryContext;
  readonly usage: UsageRecord;
}

/** Parts of the store's dependencies a caller may replace (tests: a fake clock, a fake site, a short deadline). */
export interface StoreOverrides {
  readonly fetcher?: Fetcher;
  readonly now?: () => number;
  readonly upstreamTimeoutMs?: number;
  readonly fullRecordsMaxEntries?: number;
}

export function storeDeps(exec: ExecutionContext, overrides: StoreOverrides = {}): StoreDeps {
  return {
    fetcher: overrides.fetcher ?? globalFetch,
    cache: defaultCache(),
    now: overrides.now ?? (() => Date.now()),
    waitUntil: (promise) => exec.waitUntil(promise),
    ...(overrides.upstreamTimeoutMs !== undefined ? { upstreamTimeoutMs: overrides.upstreamTimeoutMs } : {}),
    ...(overrides.fullRecordsMaxEntries !== undefined ? { fullRecordsMaxEntries: overrides.fullRecordsMaxEntries } : {}),
  };
}

export function toolContext(config: Config, deps: StoreDeps): ToolContext & DirectoryContext {
  // Every fetch this request makes from the site, counted (one context per request, like the platform's
  // subrequest limit), so skill files stop before the request runs out.
  let fetched = 0;
  const counted: StoreDeps = {
    ...deps,
    fetcher: (input, init) => {
      fetched += 1;
      return deps.fetcher(input, init);
    },
  };
  const budget = { left: () => MAX_SKILL_FETCHES_PER_REQUEST - fetched };
  return {
    catalogue: () => getCatalogue(config, counted),
    longformItem: (from, type, id) => getLongformItem(config, counted, from, type, id),
    fullEntry: (from, id) => getFullEntry(config, counted, from, id),
    skillFile: (from, id, path) => getSkillFile(config, counted, from, id, path, budget),
    skillFetchesLeft: budget.left,
  };
}
