// `npm run relevance -- --fusion`: ways of fusing a request's phrasings into one ranking, side by side on a set
// with frozen rephrasings, so the one src/search/rank/fuse.ts uses (the sum of each phrasing's scores) stays a measured
// choice. The others are computed here from each phrasing's own ranking (its first FUSION_DEPTH hits).

import type { Catalogue } from "../../src/catalog/catalogue";
import { FUSION_DEPTH } from "../../src/search/rank/fuse";
import { runSearch } from "../../src/search/rank/rank";
import type { JudgedQuery } from "./judgements";
import { aggregate, scoreQuery, type QueryScores } from "./metrics";

interface Ranked {
  readonly id: string;
  readonly score: number;
}
type Method = (lists: readonly (readonly Ranked[])[]) => string[];

// The constant of reciprocal rank fusion as usually given (Cormack et al. 2009), and a smaller one.
const RRF_K = [60, 20];
const DEPTH = 10;
const COLUMN = 12;

const byValue = (scores: Map<string, number>): string[] =>
  [...scores.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([id]) => id);

function reciprocalRank(k: number): Method {
  return (lists) => {
    const scores = new Map<string, number>();
    for (const list of lists) list.forEach((hit, rank) => scores.set(hit.id, (scores.get(hit.id) ?? 0) + 1 / (k + rank + 1)));
    return byValue(scores);
  };
}

/** Each phrasing's scores divided by its best (CombSUM), or that sum times how many phrasings matched (CombMNZ). */
function scaledSum(timesMatches: boolean): Method {
  return (lists) => {
    const scores = new Map<string, number>();
    const matches = new Map<string, number>();
    for (const list of lists) {
      const best = list[0]?.score ?? 1;
      for (const hit of list) {
        scores.set(hit.id, (scores.get(hit.id) ?? 0) + hit.score / best);
        matches.set(hit.id, (matches.get(hit.id) ?? 0) + 1);
      }
    }
    if (timesMatches) for (const [id, score] of scores) scores.set(id, score * matches.get(id)!);
    return byValue(scores);
  };
}

export function compareFusions(
  name: string,
  catalogue: Catalogue,
  queries: readonly JudgedQuery[],
  rephrasings: Readonly<Record<string, readonly string[]>>,
): string {
  const search = (query: string, alternatives: readonly string[] = []) =>
    runSearch(catalogue.search, { query, alternatives, type: "all", tags: [], limit: FUSION_DEPTH, offset: 0 }).hits.map((hit) => ({
      id: hit.doc.id,
      score: hit.score,
    }));
  const fused = (method: Method) => (_query: JudgedQuery, lists: readonly (readonly Ranked[])[]) => method(lists);
  const methods: [string, (query: JudgedQuery, lists: readonly (readonly Ranked[])[]) => string[]][] = [
    ["the query alone", (_query, lists) => lists[0]!.map((hit) => hit.id)],
    ["sum of scores (fuse.ts)", (query) => search(query.q, rephrasings[query.q] ?? []).map((hit) => hit.id)],
    ...RRF_K.map((k): [string, ReturnType<typeof fused>] => [`reciprocal rank, k = ${k}`, fused(reciprocalRank(k))]),
    ["sum of scores / best (CombSUM)", fused(scaledSum(false))],
    ["CombSUM × phrasings (CombMNZ)", fused(scaledSum(true))],
  ];
  const lists = queries.map((query) => [query.q, ...(rephrasings[query.q] ?? [])].map((text) => search(text)));
  const kinds = [...new Set(queries.map((query) => query.kind))];
  const width = Math.max(...methods.map(([label]) => label.length));
  const lines = [
    `${name}: nDCG@5 per way of fusing the request with its rephrasings`,
    `${"".padEnd(width)}  ${[...kinds, "overall"].map((k) => k.padStart(COLUMN)).join("")}`,
  ];
  for (const [label, method] of methods) {
    const scores: QueryScores[] = queries.map((query, at) => scoreQuery(query, method(query, lists[at]!).slice(0, DEPTH)));
    const cells = kinds.map((kind) => aggregate(scores.filter((_, at) => queries[at]!.kind === kind)).ndcg);
    lines.push(`${label.padEnd(width)}  ${[...cells, aggregate(scores).ndcg].map((value) => value.toFixed(3).padStart(COLUMN)).join("")}`);
  }
  return lines.join("\n");
}
