// The domain vocabulary as search reads it: the trigger lookups compiled from ./index.ts's concepts ahead of
// time (./compiled.ts, generated), parsed on first use instead of compiled in the isolate. Compiling stems
// ~2,000 phrases with cold code, 6–8 ms of a fresh isolate's first search; parsing costs ~2 ms
// (docs/benchmarks.md). The concepts are not imported here, so the Worker's bundle carries only the compiled form.

import { COMPILED_VOCABULARY } from "./compiled";
import { decodeVocabulary } from "./encoding";
import type { CompiledVocabulary } from "./types";

let loaded: CompiledVocabulary | null = null;

export function domainVocabulary(): CompiledVocabulary {
  loaded ??= decodeVocabulary(COMPILED_VOCABULARY);
  return loaded;
}

/** Where a trigger's `stems` match the request's `stems` from `start` (only stop words may come between its words), or -1. */
export function triggerEnd(trigger: readonly string[], stems: readonly string[], stop: readonly boolean[], start: number): number {
  let at = start;
  for (let k = 0; k < trigger.length; at++) {
    if (at >= stems.length) return -1;
    if (stems[at] === trigger[k]) k++;
    else if (k === 0 || !stop[at]) return -1;
  }
  return at;
}
