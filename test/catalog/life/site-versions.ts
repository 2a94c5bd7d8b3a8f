// Real site files for the machine's tests: the bundled sample grown into successive versions of index.json (each
// publishes one entry more, built later), two versions of longform.json, and what the store would hold or read of
// them (cards, catalogues, validators, content hashes), so the transition function is driven with what it gets in
// the Worker. Versions only add entries: an id missing from a later answer is a false "not found".

import sampleLongform from "../../../src/site/sample/longform.json";
import sampleIndex from "../../../src/site/sample/index.json";
import { catalogueOfCards, type Catalogue } from "../../../src/catalog/catalogue";
import type { Held } from "../../../src/catalog/life/states";
import type { IndexRead, LongformRead } from "../../../src/catalog/life/site-answers";
import { readIndexText, type IndexCards } from "../../../src/site/index-stream";
import type { LongformSummary } from "../../../src/site/types";
import { longformGeneratedOf, validateLongformIndex } from "../../../src/site/validate";

export interface IndexVersion {
  readonly n: number;
  readonly generated: string;
  readonly cards: IndexCards;
  /** The ids it lists. */
  readonly ids: readonly string[];
  readonly etag: string;
  /** Stands in for the SHA-256 of its bytes: one per version. */
  readonly hash: string;
}

export interface LongformVersion {
  readonly n: number;
  readonly json: unknown;
  readonly text: string;
  readonly list: readonly LongformSummary[];
  readonly generated: string | null;
  readonly etag: string;
  readonly hash: string;
}

/** `count` versions of index.json: version n adds entry `added-n` to the sample and was built on day n. */
export function indexVersions(count: number): IndexVersion[] {
  return Array.from({ length: count }, (_, n) => {
    const index = structuredClone(sampleIndex) as { generated: string; entries: Record<string, unknown>[] };
    for (let k = 0; k <= n; k++) {
      index.entries.push({
        id: `added-${k}`,
        name: `Added ${k}`,
        category: "tools",
        summary: `Published in version ${k}.`,
        url: "https://x.example",
      });
    }
    index.generated = `2026-12-${String(n + 1).padStart(2, "0")}T00:00:00.000Z`;
    const cards = readIndexText(JSON.stringify(index), 50_000);
    if (!cards.ok) throw new Error(cards.problem.message);
    return {
      n,
      generated: index.generated,
      cards: cards.value,
      ids: index.entries.map((entry) => String(entry.id)),
      etag: `"index-${n}"`,
      hash: `index-${n}`,
    };
  });
}

/** Two versions of longform.json: the sample's, then the same without its first item. */
export function longformVersions(): LongformVersion[] {
  const whole = structuredClone(sampleLongform) as { items: unknown[] };
  const fewer = { ...whole, items: whole.items.slice(1) };
  return [whole, fewer].map((json, n) => {
    const list = validateLongformIndex(json);
    if (!list.ok) throw new Error(list.problem.message);
    return {
      n,
      json,
      text: JSON.stringify(json),
      list: list.value,
      generated: longformGeneratedOf(json),
      etag: `"longform-${n}"`,
      hash: `longform-${n}`,
    };
  });
}

/** The content hash the store would compute for the pair (any injective stand-in does for the machine). */
export const pairHash = (index: string, longform: string): string => `${index}+${longform}`;

/** A catalogue built from a version, as the store builds one (a new object each call). */
export function catalogueOf(index: IndexVersion, longform: LongformVersion | null): Catalogue {
  return catalogueOfCards(index.cards, longform?.list ?? null, longform?.generated ?? null);
}

/** What the store holds after reading `index` and `longform` whole from the site at `fetchedAt`. */
export function heldFrom(index: IndexVersion, longform: LongformVersion, fetchedAt: number, withValidators = true): Held {
  const v = (etag: string) => (withValidators ? { validators: { etag } } : {});
  return {
    catalogue: catalogueOf(index, longform),
    fetchedAt,
    longform: longform.list,
    longformGenerated: longform.generated,
    contentHash: pairHash(index.hash, longform.hash),
    sources: { index: { hash: index.hash, ...v(index.etag) }, longform: { hash: longform.hash, ...v(longform.etag) } },
  };
}

/** index.json answered 200 with `version`. */
export function indexFresh(version: IndexVersion, withValidators = true): IndexRead {
  return {
    notModified: false,
    site: { ok: true, value: version.cards },
    source: { hash: version.hash, ...(withValidators ? { validators: { etag: version.etag } } : {}) },
    copied: Promise.resolve(),
  };
}

export const INDEX_NOT_MODIFIED: IndexRead = { notModified: true };

export function indexFailed(reason = "https://site.example/api/index.json answered HTTP 500"): IndexRead {
  return {
    notModified: false,
    site: { ok: false, problem: { code: "upstream_error", message: reason } },
    source: null,
    copied: Promise.resolve(),
  };
}

export function longformFresh(version: LongformVersion, withValidators = true): LongformRead {
  return {
    ok: true,
    json: version.json,
    text: version.text,
    source: { hash: version.hash, ...(withValidators ? { validators: { etag: version.etag } } : {}) },
  };
}

export const LONGFORM_NOT_MODIFIED: LongformRead = { ok: true, notModified: true };

export function longformFailed(reason = "https://site.example/api/longform.json answered HTTP 500"): LongformRead {
  return { ok: false, reason, status: 500 };
}
