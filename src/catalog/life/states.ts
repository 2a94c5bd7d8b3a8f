// The states of the catalogue's life in one isolate, per DATA_BASE_URL (docs/data.md draws them): nothing yet, live,
// stale, the sample, and a refresh under way, at one of its steps. Time turns a state's answer (a live copy past
// its TTL, a stale one past a week, a failure's back-off running out) without a transition: answer.ts reads it.

import type { IndexCards } from "../../site/index-stream";
import type { LongformSummary } from "../../site/types";
import type { Catalogue } from "../catalogue";
import type { LongformRead } from "./site-answers";
import type { CatalogueSources, FileSource } from "../validators";

/** A good copy of the site's catalogue, as fetched (or taken from the location's shared copy of a fetch). */
export interface Held {
  readonly catalogue: Catalogue;
  /** When the copy was fetched from the site (or last confirmed unchanged). */
  readonly fetchedAt: number;
  readonly longform: readonly LongformSummary[] | null;
  readonly longformGenerated: string | null;
  /** The content hash of the site files it was built from (snapshot/content-hash.ts), when known. */
  readonly contentHash?: string;
  /** Each file's hash and validators, when the copy was built whole from the site's files: a refresh then asks conditionally. */
  readonly sources?: CatalogueSources;
}

/** No refresh under way: what requests are answered from until the next one. */
export type Resting =
  /** A cold isolate: nothing held, the site never asked. The first request refreshes. */
  | { readonly kind: "empty" }
  /** The last refresh succeeded (or took a fresh copy another isolate of the location had fetched). */
  | { readonly kind: "live"; readonly held: Held; readonly checkedAt: number }
  /** The last refresh failed with a good copy held: it answers, labelled stale; the site is left alone a while. */
  | { readonly kind: "stale"; readonly held: Held; readonly checkedAt: number }
  /** The last refresh failed with nothing held: the bundled sample answers, labelled so; the site is left alone a while. */
  | { readonly kind: "sample"; readonly checkedAt: number };

/** What a refresh keeps of the copy it started from: never the copy itself, which a large refresh lets go. */
export interface Before {
  readonly longform: readonly LongformSummary[] | null;
  readonly longformGenerated: string | null;
  readonly contentHash: string | undefined;
  readonly sources: CatalogueSources | undefined;
}

/** The long-form list a refresh ends with, and what identifies its bytes when it comes from longform.json whole. */
export interface LongformNow {
  readonly list: readonly LongformSummary[] | null;
  readonly generated: string | null;
  readonly source: FileSource | undefined;
}

/** A catalogue the site just gave, on its way to replacing the copy held (identified, then built unless it is the same). */
export interface Candidate {
  readonly before: Before;
  readonly cards: IndexCards;
  readonly longform: LongformNow;
  /** longform.json's text when it came new and valid: shared with the location once the catalogue is in place. */
  readonly longformText: string | null;
  readonly sources: CatalogueSources | undefined;
  readonly contentHash: string | undefined;
  /** Settles once the location's copy of index.json is stored: a snapshot's encode waits for it. */
  readonly copied: Promise<void>;
  /** When the site answered: the new copy's fetchedAt. */
  readonly at: number;
}

/** Where a refresh is, each step waiting on one answer (events.ts `Ask`). */
export type Step =
  /** Reading the location's shared copy: a cold isolate (or one serving the sample) takes what another fetched. */
  | { readonly step: "adopting" }
  /** Both site files asked for, "changed since?" when the copy held says what it was built from. */
  | { readonly step: "fetching"; readonly before: Before }
  /** index.json asked again in full: it was unchanged but longform.json was not (cards are not rebuilt from a copy). */
  | { readonly step: "refetching"; readonly before: Before; readonly longform: LongformRead; readonly startedAt: number }
  /** The new files' content hash being computed: the same bytes as the copy held build nothing. */
  | { readonly step: "identifying"; readonly candidate: Candidate }
  /** The new catalogue being built from the cards. */
  | { readonly step: "building"; readonly candidate: Candidate }
  /** The refresh failed after letting a large copy go: reading it back from the location's shared copy. */
  | { readonly step: "reloading" };

/** A refresh under way. Every request that arrives meanwhile waits for it (one refresh at a time per isolate). */
export interface Refreshing {
  readonly kind: "refreshing";
  /** The copy held meanwhile: the one it started from, one taken from the shared copy, or null once a large one is let go. */
  readonly held: Held | null;
  /** Whether a large copy was let go for this refresh (a failure then reloads it). */
  readonly released: boolean;
  /** From the state it started from, until it ends: whether the site was failing, and when it was last asked. */
  readonly failing: boolean;
  readonly checkedAt: number;
  readonly step: Step;
}

export type Life = Resting | Refreshing;

export const EMPTY: Life = Object.freeze({ kind: "empty" });

/** The copy a state holds, if any. */
export function heldOf(life: Life): Held | null {
  return life.kind === "live" || life.kind === "stale" || life.kind === "refreshing" ? life.held : null;
}

/** Whether the last refresh failed (the state a refresh started from, while it runs). */
export function failingOf(life: Life): boolean {
  return life.kind === "stale" || life.kind === "sample" || (life.kind === "refreshing" && life.failing);
}

/** When the site was last asked; -Infinity before it ever was. */
export function checkedAtOf(life: Life): number {
  return life.kind === "empty" ? -Infinity : life.checkedAt;
}

/** Where a refresh that failed leaves the isolate: its copy labelled stale, else the sample; backing off from `at`. */
export function failed(held: Held | null, at: number): Resting {
  return held === null ? { kind: "sample", checkedAt: at } : { kind: "stale", held, checkedAt: at };
}
