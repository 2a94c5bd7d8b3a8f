// A judged set with frozen rephrasings, scored the three ways an agent may search (issue 30), per half of a split
// and per kind:
//   single   the request alone;
//   fused    the request with its three rephrasings as alternatives;
//   advice   the request alone, then, only when the answer says nothing matches well (the weak-answer line), again
//            with the rephrasings: what an agent that follows the answer's advice ends up with;
// beside the live service's plain formula on the request alone (spec-baseline.ts). A request longer than
// `maxChars` is refused (a 400): it scores as an empty answer, as an agent refused would see it.

import type { Catalogue } from "../../src/catalog/catalogue";
import { isWeakAnswer } from "../../src/search/answer/weak-answer";
import { searchJudged, tallyWeakMatches, type WeakMatchCounts } from "./evaluate";
import type { JudgedQuery, QueryKind } from "./judgements";
import { aggregate, scoreQuery, type Aggregate, type QueryScores } from "./metrics";
import { specSearch } from "./spec-baseline";

// Deep enough for nDCG@5 and success@5.
const DEPTH = 10;

export const WAYS = ["single", "fused", "advice", "live"] as const;
export type Way = (typeof WAYS)[number];
export type Half = "tuning" | "reporting";

export interface ThreeWayResult {
  readonly query: JudgedQuery;
  readonly half: Half;
  readonly scores: Readonly<Record<Way, QueryScores>>;
  /** The ids each way ranked, best first. */
  readonly ranked: Readonly<Record<Way, readonly string[]>>;
  /** Whether the request alone was answered with the weak-answer line. */
  readonly weak: boolean;
  /** Whether it was refused for its length. */
  readonly refused: boolean;
}

function ranked(catalogue: Catalogue, query: JudgedQuery, alternatives?: readonly string[]): { ids: string[]; weak: boolean } {
  const outcome = searchJudged(catalogue, query, alternatives);
  return { ids: outcome.hits.map((hit) => hit.doc.id), weak: isWeakAnswer(outcome) };
}

export function evaluateThreeWays(
  catalogue: Catalogue,
  queries: readonly JudgedQuery[],
  rephrasings: Readonly<Record<string, readonly string[]>>,
  halfOf: (place: number) => Half,
  maxChars: number,
): ThreeWayResult[] {
  return queries.map((query, place) => {
    const alternatives = rephrasings[query.q] ?? [];
    const refused = [...query.q].length > maxChars;
    const alone = refused ? { ids: [], weak: false } : ranked(catalogue, query);
    const fused = refused ? [] : ranked(catalogue, query, alternatives).ids;
    const live = refused ? [] : specSearch(catalogue.search, { query: query.q, limit: DEPTH });
    const advice = alone.weak ? fused : alone.ids;
    const ways: Record<Way, readonly string[]> = { single: alone.ids, fused, advice, live };
    const scores = Object.fromEntries(WAYS.map((way) => [way, scoreQuery(query, ways[way])])) as Record<Way, QueryScores>;
    return { query, half: halfOf(place), scores, ranked: ways, weak: alone.weak, refused };
  });
}

export interface HalfSummary {
  readonly byKind: ReadonlyMap<QueryKind, Readonly<Record<Way, Aggregate>>>;
  readonly overall: Readonly<Record<Way, Aggregate>>;
  /** Requests refused for their length. */
  readonly refused: number;
  /** The weak-answer line on requests with no good answer in the top five (single), and on those with one. */
  readonly weak: WeakMatchCounts;
}

export function summariseHalf(results: readonly ThreeWayResult[], half: Half): HalfSummary {
  const mine = results.filter((result) => result.half === half);
  const summarise = (subset: readonly ThreeWayResult[]): Record<Way, Aggregate> =>
    Object.fromEntries(WAYS.map((way) => [way, aggregate(subset.map((result) => result.scores[way]))])) as Record<Way, Aggregate>;
  const byKind = new Map<QueryKind, Record<Way, Aggregate>>();
  for (const result of mine)
    if (!byKind.has(result.query.kind)) byKind.set(result.query.kind, summarise(mine.filter((r) => r.query.kind === result.query.kind)));
  const weak = tallyWeakMatches(mine.map((result) => ({ found: result.scores.single.s5 > 0, weak: result.weak })));
  return { byKind, overall: summarise(mine), refused: mine.filter((result) => result.refused).length, weak };
}

const f3 = (value: number): string => value.toFixed(3);

export function formatHalf(name: string, summary: HalfSummary): string {
  const width = Math.max("overall".length, ...[...summary.byKind.keys()].map((kind) => kind.length));
  const line = (label: string, stats: Readonly<Record<Way, Aggregate>>): string =>
    `${label.padEnd(width)} ${String(stats.single.n).padStart(3)}   ${WAYS.map((way) => f3(stats[way].ndcg).padStart(6)).join("   ")}`;
  const { weak } = summary;
  return [
    `${name}: nDCG@5 the three ways an agent searches, and the live service's plain formula on the request alone`,
    `${"kind".padEnd(width)} ${"n".padStart(3)}   ${WAYS.map((way) => way.padStart(6)).join("   ")}`,
    ...[...summary.byKind].map(([kind, stats]) => line(kind, stats)),
    line("overall", summary.overall),
    `refused for length: ${summary.refused}; the weak-answer line on ${weak.missedFlagged} of ${weak.missed} requests with no good answer in the top five, on ${weak.foundFlagged} of ${weak.found} with one`,
  ].join("\n");
}

/** The tuning half's requests below `ndcg` (single), lowest first: what to look at. Never the reporting half's. */
export function formatTuningMisses(results: readonly ThreeWayResult[], count: number, set = "blind set"): string {
  const worst = results
    .filter((result) => result.half === "tuning")
    .sort((a, b) => a.scores.single.ndcg - b.scores.single.ndcg)
    .slice(0, count);
  return [
    `${set}, tuning half, the ${worst.length} lowest (single; the reporting half's are never listed):`,
    ...worst.map((result) => {
      const grade = (id: string): string => `${id}:${result.query.relevant[id] ?? 0}`;
      // The set's top grade (3 on the blind set, 2 on writer B's) marks its ideal answers.
      const top = Math.max(...Object.values(result.query.relevant));
      const ideal = Object.entries(result.query.relevant)
        .filter(([, g]) => g === top)
        .map(([id]) => id);
      return [
        `  [${result.query.kind}] "${result.query.q}"  single ${f3(result.scores.single.ndcg)}  fused ${f3(result.scores.fused.ndcg)}${result.weak ? "  (weak)" : ""}`,
        `    single: ${result.ranked.single.slice(0, 5).map(grade).join(", ") || "(none)"}`,
        `    ideal:  ${ideal.join(", ")}`,
      ].join("\n");
    }),
  ].join("\n");
}
