// What a search asks for and what it answers: the ranker's request, hits and outcome (rank.ts).

import type { ConceptMatch } from "./concepts";
import type { Constraint, Negation } from "../query/api";
import type { DocKind, SearchDoc } from "../index/api";

export interface SearchRequest {
  readonly query: string;
  /** Other phrasings of the same need: the hits are one ranking fused from every phrasing (fuse.ts). */
  readonly alternatives?: readonly string[] | undefined;
  /** An entry's id: listings like it are asked for (similar.ts), the entry itself left out. */
  readonly similarTo?: string | undefined;
  readonly type: "all" | DocKind;
  readonly category?: string | undefined;
  readonly tags: readonly string[];
  readonly limit: number;
  readonly offset: number;
  /** Also count the hits per kind and per category (for "where else does this match" hints). */
  readonly facets?: boolean;
  /**
   * Only docs marked 1 here may be hits (by doc number; entries come first, in index order): a filter like type and
   * category, for callers that rank a known subset (the registry's servers). Not part of any public request.
   */
  readonly within?: Uint8Array | undefined;
}

export interface Facets {
  readonly kinds: Readonly<Record<string, number>>;
  readonly categories: Readonly<Record<string, number>>;
}

export interface Hit {
  readonly doc: SearchDoc;
  readonly score: number;
  /** The whole query is this doc's id or name: listed before every other hit, whatever the scores. */
  readonly exact: boolean;
  /** The share of the query's weight it matched (0 to 1; for a fused search, the best over the phrasings). */
  readonly share: number;
}

/** How one phrasing was read, and how many docs it matched. */
export interface PhrasingOutcome {
  /** Query words after normalisation; empty means the query had no letters or digits. */
  readonly words: readonly string[];
  /** The words that were scored (stop words are left out when the query has others). */
  readonly scored: readonly string[];
  /** Scored words that matched nothing at all, in any reading (before filters). */
  readonly unmatched: readonly string[];
  /** Words the index did not know, read as the closest name, id or tag tokens ("playwrigth" → playwright). */
  readonly readAs: Readonly<Record<string, readonly string[]>>;
  /** Words also read as the catalogue's terms for the same need (concepts.ts), where those found something. */
  readonly expansions: readonly ConceptMatch[];
  /** What the request said no to ("without docker"), set aside rather than searched for (negation.ts). */
  readonly negations: readonly Negation[];
  /** Per negation: the fields it was read against (docs that have them rank lower); empty when none has them. */
  readonly exclusions: readonly (readonly string[])[];
  /** Constraints read against the catalogue's fields ("no api key": agent_access.auth none). */
  readonly constraints: readonly Constraint[];
  /** Docs matched (that pass the filters); for the query of a fused search, all its phrasings' together. */
  readonly total: number;
}

/** The listing(s) a search asked for others like: by `similar_to`, or read from "alternatives to X" (query/alternative.ts). */
export interface SimilarTo {
  /** Their doc numbers: left out of the hits. */
  readonly docs: readonly number[];
  /** Their ids, in the same order. */
  readonly ids: readonly string[];
  /** The request's words that asked for it ("alternatives to browserbase"), or null when `similar_to` named it. */
  readonly from: string | null;
}

/** An alternative phrasing's reading (fuse.ts): what it was, and how it was read. */
export interface AlternativeOutcome extends PhrasingOutcome {
  readonly query: string;
  /** Its place among the alternatives the request gave (1 for the first): a repeated one is not run, not renumbered. */
  readonly at: number;
}

export interface SearchOutcome extends PhrasingOutcome {
  readonly hits: readonly Hit[];
  readonly facets?: Facets;
  /** With alternatives: how each was read, in the order given. */
  readonly alternatives?: readonly AlternativeOutcome[];
  /** Listings like these were asked for (similar.ts): they are left out of the hits. */
  readonly similarTo?: SimilarTo;
}
