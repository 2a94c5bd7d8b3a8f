// What an isolate keeps of the site files it fetches on demand (on-demand.ts): the copies, failures, files
// the site no longer serves, and the loads under way.

import { RecentMap } from "../cache/recent-map";
import { SingleFlight } from "../cache/single-flight";
import type { Result } from "../core/problem";

export interface HeldFile<T> {
  readonly value: T;
  /** When this copy was fetched from the site. */
  readonly fetchedAt: number;
}

/** What an isolate keeps of one kind of on-demand file, per DATA_BASE_URL. */
export class OnDemandFiles<T> {
  readonly held: RecentMap<string, HeldFile<T>>;
  readonly failures = new Map<string, number>();
  /** Files the site answered 404 for while no copy of them was held: "no longer published" until it has them again. */
  readonly gone = new Set<string>();
  readonly loading = new SingleFlight<string, Result<HeldFile<T> | null>>();

  /** `max`: how many stay in memory. */
  constructor(max: number) {
    this.held = new RecentMap(max);
  }
}
