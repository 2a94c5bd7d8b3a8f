// What a refresh reads off the copy it starts from, and the long-form list it ends with: pure helpers of the
// transition function (transition.ts).

import { longformGeneratedOf, validateLongformIndex } from "../../site/validate";
import type { LongformRead } from "./site-answers";
import type { Before, Held, LongformNow } from "./states";

/** What a refresh keeps of the copy held; never the copy itself, which a large refresh lets go. */
export function beforeRefresh(held: Held | null): Before {
  return {
    longform: held?.longform ?? null,
    longformGenerated: held?.longformGenerated ?? null,
    contentHash: held?.contentHash,
    sources: held?.sources,
  };
}

export interface LongformOutcome {
  readonly now: LongformNow;
  /** The log line when longform.json could not be used (entries still serve, with the list held before). */
  readonly warning: string | null;
}

/** The long-form list after a refresh: the new one, or the one held when it is unchanged or could not be loaded. */
export function afterRefresh(read: LongformRead, before: Before): LongformOutcome {
  const previous = { list: before.longform, generated: before.longformGenerated };
  if (read.ok && read.notModified === true) return { now: { ...previous, source: before.sources?.longform }, warning: null };
  const list = read.ok ? validateLongformIndex(read.json) : null;
  if (read.ok && list?.ok)
    return { now: { list: list.value, generated: longformGeneratedOf(read.json), source: read.source }, warning: null };
  const reason = read.ok ? (list && !list.ok ? list.problem.message : "invalid") : read.reason;
  return { now: { ...previous, source: undefined }, warning: `long-form index refresh failed: ${reason}` };
}
