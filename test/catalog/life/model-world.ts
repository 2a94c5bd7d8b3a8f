// The world the model-based test (guarantees.test.ts) drives the catalogue's machine through: a site that publishes
// new versions, fails, sends garbage or validators; the location's shared copies (snapshot pointer, text copies),
// which other isolates publish to and the Cache API may drop; and a clock that only moves when told. It answers the
// machine's asks as store.ts does in the Worker, from these, and applies what it fires.

import type { Catalogue } from "../../../src/catalog/catalogue";
import { catalogueOfCards } from "../../../src/catalog/catalogue";
import type { Ask, Event, Fire } from "../../../src/catalog/life/events";
import type { IndexRead, LongformRead } from "../../../src/catalog/life/site-answers";
import type { Held } from "../../../src/catalog/life/states";
import type { IndexCards } from "../../../src/site/index-stream";
import {
  catalogueOf,
  heldFrom,
  INDEX_NOT_MODIFIED,
  indexFailed,
  indexFresh,
  LONGFORM_NOT_MODIFIED,
  longformFailed,
  longformFresh,
  pairHash,
  type IndexVersion,
  type LongformVersion,
} from "./site-versions";

export type SiteMode = "up" | "down" | "garbage" | "longform-down";

/** A copy of the catalogue the location shares: which versions, fetched when, with the files' versions or not. */
export interface SharedCopy {
  readonly index: number;
  readonly longform: number;
  readonly fetchedAt: number;
}

/** What the site published from when: a version of each file, from `from` until the next row. */
interface Published {
  readonly index: number;
  readonly longform: number;
  readonly from: number;
}

export class World {
  clock = 1_800_000_000_000;
  mode: SiteMode = "up";
  validators = true;
  cacheWorks = true;
  /** The snapshot and its pointer (an isolate that built a catalogue published it), or none. */
  pointer: SharedCopy | null = null;
  /** The text copy of index.json (written while an isolate read it from the site), and of longform.json. */
  text: { readonly index: number; readonly fetchedAt: number } | null = null;
  longformText: number | null = null;
  readonly history: Published[] = [{ index: 0, longform: 0, from: this.clock }];
  private readonly versionOf = new WeakMap<Catalogue, number>();
  private readonly cardsVersion = new Map<IndexCards, number>();

  constructor(
    readonly indexes: readonly IndexVersion[],
    readonly longforms: readonly LongformVersion[],
  ) {
    indexes.forEach((version) => this.cardsVersion.set(version.cards, version.n));
  }

  get site(): Published {
    return this.history.at(-1)!;
  }

  /** The index version a catalogue was built from; undefined for any other (the sample). */
  version(catalogue: Catalogue): number | undefined {
    return this.versionOf.get(catalogue);
  }

  /** Whether the site published index version `index` at some moment from `from` to `to` (a change at `from` may follow a read at `from`). */
  siteHad(index: number, from: number, to: number): boolean {
    return this.history.some((row, i) => {
      const until = this.history[i + 1]?.from ?? Infinity;
      return row.index === index && row.from <= to && until >= from;
    });
  }

  publish(change: { index?: number; longform?: number }): void {
    const { index, longform } = { ...this.site, ...change };
    this.history.push({ index, longform, from: this.clock });
  }

  /** The versions the site published at `at` (another isolate reading it then). */
  publishedAt(at: number): Published {
    return [...this.history].reverse().find((row) => row.from <= at) ?? this.history[0]!;
  }

  private catalogue(index: number, longform: LongformVersion | null): Catalogue {
    const catalogue = catalogueOf(this.indexes[index]!, longform);
    this.versionOf.set(catalogue, index);
    return catalogue;
  }

  /** What shared-read.ts's fromShared finds: the snapshot the pointer names, else the text copies. */
  readShared(): Held | null {
    if (this.pointer) {
      const { index, longform, fetchedAt } = this.pointer;
      const held = heldFrom(this.indexes[index]!, this.longforms[longform]!, fetchedAt, this.validators);
      this.versionOf.set(held.catalogue, index);
      return held;
    }
    if (!this.text) return null;
    const longform = this.longformText === null ? null : this.longforms[this.longformText]!;
    const catalogue = this.catalogue(this.text.index, longform);
    return { catalogue, fetchedAt: this.text.fetchedAt, longform: longform?.list ?? null, longformGenerated: longform?.generated ?? null };
  }

  /** index.json as the site answers now; `arrived` runs when a 200 arrives, before its body. */
  private readIndex(startedAt: number, asked: { etag?: string } | undefined, arrived: () => void): IndexRead {
    if (this.mode === "down") return indexFailed();
    const version = this.indexes[this.site.index]!;
    if (this.mode !== "garbage" && this.validators && asked?.etag === version.etag) return INDEX_NOT_MODIFIED;
    arrived();
    if (this.mode === "garbage") return indexFailed("https://site.example/api/index.json is not valid JSON");
    // The shell shares the bytes as they arrive, stamped when it asked.
    if (this.cacheWorks) this.text = { index: version.n, fetchedAt: startedAt };
    return indexFresh(version, this.validators);
  }

  private readLongform(asked: { etag?: string } | undefined): LongformRead {
    if (this.mode === "down" || this.mode === "longform-down") return longformFailed();
    const version = this.longforms[this.site.longform]!;
    if (this.validators && asked?.etag === version.etag) return LONGFORM_NOT_MODIFIED;
    return longformFresh(version, this.validators);
  }

  /** The answer to `ask` as the Worker would give it now; `arrived` is the shell's index.json arrival. */
  answer(ask: Ask, askedAt: number, arrived: () => void): Event {
    switch (ask.ask) {
      case "readShared": {
        const copy = this.readShared();
        return { type: "sharedRead", found: copy ? { copy, now: this.clock } : null };
      }
      case "reloadShared":
        return { type: "reloaded", copy: this.readShared() };
      case "fetchFiles": {
        const index = this.readIndex(askedAt, ask.index, arrived);
        return { type: "filesRead", startedAt: askedAt, index, longform: this.readLongform(ask.longform), now: this.clock };
      }
      case "fetchIndex":
        return { type: "indexRead", index: this.readIndex(ask.startedAt, undefined, arrived), now: this.clock };
      case "identify":
        return { type: "identified", contentHash: pairHash(ask.index, ask.longform) };
      case "build": {
        const catalogue = catalogueOfCards(ask.cards, ask.longform, ask.longformGenerated);
        this.versionOf.set(catalogue, this.cardsVersion.get(ask.cards)!);
        return { type: "built", catalogue };
      }
    }
  }

  /** What the shell does with a fired effect: the location's copies change (when the Cache API takes writes). */
  apply(fire: Fire): void {
    if (!this.cacheWorks || fire.fire === "log") return;
    if (fire.fire === "shareLongform") {
      this.longformText = this.longforms.find((version) => version.text === fire.text)!.n;
      return;
    }
    const [index, longform] = fire.publication.contentHash.split("+").map((hash) => Number(hash.split("-")[1]));
    this.pointer = { index: index!, longform: longform!, fetchedAt: fire.publication.fetchedAt };
  }
}
