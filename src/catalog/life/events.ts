// What moves the catalogue's life (events), and what a transition asks the Worker to do (effects): one `Ask` whose
// answer is the next event, and `Fire`s run at once without an answer. Events carry the clock's reading, so the
// transition function never reads a clock, and no effect carries the copy a refresh may let go.

import type { IndexCards } from "../../site/index-stream";
import type { LongformSummary } from "../../site/types";
import type { Catalogue } from "../catalogue";
import type { IndexRead, LongformRead } from "./site-answers";
import type { Publication } from "../snapshot/shared";
import type { Validators } from "../validators";
import type { Held, Life } from "./states";

export type Event =
  /** A request wants the catalogue. */
  | { readonly type: "request"; readonly now: number }
  /** The location's shared copy (a snapshot, else the text copy), or null when it has none this code can use. */
  | { readonly type: "sharedRead"; readonly found: { readonly copy: Held; readonly now: number } | null }
  /** index.json answered 200, before its body is read: a large copy held is let go now. */
  | { readonly type: "indexArrived" }
  /** Both site files as the site answered them (`startedAt`: when they were asked for). */
  | {
      readonly type: "filesRead";
      readonly startedAt: number;
      readonly index: IndexRead;
      readonly longform: LongformRead;
      readonly now: number;
    }
  /** index.json as the site answered it when asked again in full. */
  | { readonly type: "indexRead"; readonly index: IndexRead; readonly now: number }
  | { readonly type: "identified"; readonly contentHash: string }
  | { readonly type: "built"; readonly catalogue: Catalogue }
  /** A released copy read back from the location's shared copy, or null when it is gone. */
  | { readonly type: "reloaded"; readonly copy: Held | null }
  /** A step of the refresh threw: the refresh failed, with its back-off. */
  | { readonly type: "broke"; readonly now: number; readonly error: unknown };

/** The one effect a refresh step waits on; its answer is the next event. */
export type Ask =
  | { readonly ask: "readShared" }
  | { readonly ask: "fetchFiles"; readonly index: Validators | undefined; readonly longform: Validators | undefined }
  | { readonly ask: "fetchIndex"; readonly startedAt: number }
  | { readonly ask: "identify"; readonly index: string; readonly longform: string }
  | {
      readonly ask: "build";
      readonly cards: IndexCards;
      readonly longform: readonly LongformSummary[] | null;
      readonly longformGenerated: string | null;
    }
  | { readonly ask: "reloadShared" };

/** Effects run at once, in order, with no answer: copies shared with the location (after the response), log lines. */
export type Fire =
  | { readonly fire: "shareLongform"; readonly text: string; readonly at: number }
  | { readonly fire: "publish"; readonly publication: Publication }
  | { readonly fire: "log"; readonly level: "warn" | "error"; readonly line: string; readonly error?: unknown };

export interface Transition {
  readonly life: Life;
  readonly fire: readonly Fire[];
  /** What the refresh waits on next; null when it has ended (or none runs). */
  readonly ask: Ask | null;
  /** A request that arrived during a refresh: it waits for that one instead of starting another. */
  readonly join: boolean;
}
