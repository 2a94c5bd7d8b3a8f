// Runs a judged set through the current ranker and the spec-formula baseline, per query and per kind.

import type { Catalogue } from "../../src/catalog/catalogue";
import { runSearch } from "../../src/search/rank/rank";
import { QUERY_KINDS, type JudgedQuery, type QueryKind } from "./judgements";
import { aggregate, scoreQuery, type Aggregate, type QueryScores } from "./metrics";
import { specSearch } from "./spec-baseline";

// Enough depth for nDCG@5 and success@5, and to see what sits just below.
const DEPTH = 10;

export type RankerName = "spec" | "current";
export const RANKERS: readonly RankerName[] = ["spec", "current"];

export type Ranker = (catalogue: Catalogue, query: JudgedQuery) => string[];

/** The current ranker's answer to a query, with `alternatives` fused when given. */
export function searchJudged(catalogue: Catalogue, query: JudgedQuery, alternatives?: readonly string[]): ReturnType<typeof runSearch> {
  return runSearch(catalogue.search, {
    query: query.q,
    ...(alternatives !== undefined ? { alternatives } : {}),
    type: query.type ?? "all",
    category: query.category,
    tags: [],
    limit: DEPTH,
    offset: 0,
  });
}

/** The current ranker's ids on a query, with `alternatives` fused when given. */
function current(catalogue: Catalogue, query: JudgedQuery, alternatives?: readonly string[]): string[] {
  return searchJudged(catalogue, query, alternatives).hits.map((hit) => hit.doc.id);
}

export const rankers: Readonly<Record<RankerName, Ranker>> = {
  spec: (catalogue, query) => specSearch(catalogue.search, { query: query.q, type: query.type, category: query.category, limit: DEPTH }),
  current: (catalogue, query) => current(catalogue, query),
};

export interface QueryResult {
  readonly query: JudgedQuery;
  readonly ranked: Readonly<Record<RankerName, readonly string[]>>;
  readonly scores: Readonly<Record<RankerName, QueryScores>>;
}

export interface SetReport {
  readonly name: string;
  readonly results: readonly QueryResult[];
  readonly overall: Readonly<Record<RankerName, Aggregate>>;
  readonly byKind: ReadonlyMap<QueryKind, Readonly<Record<RankerName, Aggregate>>>;
}

export function evaluateSet(name: string, catalogue: Catalogue, queries: readonly JudgedQuery[]): SetReport {
  const results: QueryResult[] = queries.map((query) => {
    const spec = rankers.spec(catalogue, query);
    const current = rankers.current(catalogue, query);
    return {
      query,
      ranked: { spec, current },
      scores: { spec: scoreQuery(query, spec), current: scoreQuery(query, current) },
    };
  });
  const summarise = (subset: readonly QueryResult[]): Record<RankerName, Aggregate> => ({
    spec: aggregate(subset.map((r) => r.scores.spec)),
    current: aggregate(subset.map((r) => r.scores.current)),
  });
  const byKind = new Map<QueryKind, Record<RankerName, Aggregate>>();
  for (const kind of QUERY_KINDS) {
    const subset = results.filter((r) => r.query.kind === kind);
    if (subset.length > 0) byKind.set(kind, summarise(subset));
  }
  return { name, results, overall: summarise(results), byKind };
}

/** A judged set through the current ranker twice: each request alone, and fused with its frozen rephrasings. */
export interface FusionReport {
  readonly name: string;
  readonly results: readonly { readonly query: JudgedQuery; readonly single: QueryScores; readonly fused: QueryScores }[];
  readonly overall: { readonly single: Aggregate; readonly fused: Aggregate };
  readonly byKind: ReadonlyMap<QueryKind, { readonly single: Aggregate; readonly fused: Aggregate }>;
}

export function evaluateFusion(
  name: string,
  catalogue: Catalogue,
  queries: readonly JudgedQuery[],
  rephrasings: Readonly<Record<string, readonly string[]>>,
): FusionReport {
  const results = queries.map((query) => ({
    query,
    single: scoreQuery(query, current(catalogue, query)),
    fused: scoreQuery(query, current(catalogue, query, rephrasings[query.q] ?? [])),
  }));
  const summarise = (subset: typeof results) => ({
    single: aggregate(subset.map((r) => r.single)),
    fused: aggregate(subset.map((r) => r.fused)),
  });
  const byKind = new Map<QueryKind, ReturnType<typeof summarise>>();
  for (const kind of QUERY_KINDS) {
    const subset = results.filter((r) => r.query.kind === kind);
    if (subset.length > 0) byKind.set(kind, summarise(subset));
  }
  return { name, results, overall: summarise(results), byKind };
}

export function formatFusion(report: FusionReport): string {
  const head = "nDCG@5  MRR    S@1    S@5  ";
  const width = Math.max("overall".length, ...[...report.byKind.keys()].map((kind) => kind.length));
  const cells = (s: Aggregate): string => `${f3(s.ndcg)}  ${f3(s.mrr)}  ${f3(s.s1)}  ${f3(s.s5)}`;
  const line = (label: string, stats: { single: Aggregate; fused: Aggregate }): string =>
    `${label.padEnd(width)} ${String(stats.single.n).padStart(3)}   ${cells(stats.single)}  │  ${cells(stats.fused)}`;
  return [
    `${report.name}: the current ranker on each request alone, and fused with its three frozen rephrasings (alternatives)`,
    `${"".padEnd(width + 6)} ${"single phrasing".padEnd(28)}  │  fused with the rephrasings`,
    `${"kind".padEnd(width)} ${"n".padStart(3)}   ${head}  │  ${head}`,
    ...[...report.byKind].map(([kind, stats]) => line(kind, stats)),
    line("overall", report.overall),
  ].join("\n");
}

export interface WeakMatchCounts {
  readonly missed: number;
  readonly missedFlagged: number;
  readonly found: number;
  readonly foundFlagged: number;
}

/** The weak-answer line's showings, split by whether the top five held a good answer. */
export function tallyWeakMatches(answers: readonly { readonly found: boolean; readonly weak: boolean }[]): WeakMatchCounts {
  const missed = answers.filter((answer) => !answer.found);
  const found = answers.filter((answer) => answer.found);
  return {
    missed: missed.length,
    missedFlagged: missed.filter((answer) => answer.weak).length,
    found: found.length,
    foundFlagged: found.filter((answer) => answer.weak).length,
  };
}

/** Ids a judged set names that the catalogue does not have: a typo in the judgements, caught early. */
export function unknownIds(catalogue: Catalogue, queries: readonly JudgedQuery[]): string[] {
  const known = new Set(catalogue.search.docs.map((doc) => doc.id));
  const missing = new Set<string>();
  for (const query of queries) for (const id of Object.keys(query.relevant)) if (!known.has(id)) missing.add(`${query.q} → ${id}`);
  return [...missing];
}

const f3 = (value: number): string => value.toFixed(3);

function row(label: string, width: number, stats: Readonly<Record<RankerName, Aggregate>>): string {
  const cells = RANKERS.map((ranker) => {
    const s = stats[ranker];
    return `${f3(s.ndcg)}  ${f3(s.mrr)}  ${f3(s.s1)}  ${f3(s.s5)}`;
  });
  return `${label.padEnd(width)} ${String(stats.spec.n).padStart(3)}   ${cells.join("  │  ")}`;
}

export function formatReport(report: SetReport): string {
  const head = "nDCG@5  MRR    S@1    S@5  ";
  const width = Math.max("overall".length, ...[...report.byKind.keys()].map((kind) => kind.length));
  const lines = [
    `${report.name}: ${report.results.length} judged queries`,
    `${"".padEnd(width + 6)} ${"spec formula (baseline)".padEnd(28)}  │  current ranker`,
    `${"kind".padEnd(width)} ${"n".padStart(3)}   ${head}  │  ${head}`,
  ];
  for (const [kind, stats] of report.byKind) lines.push(row(kind, width, stats));
  lines.push(row("overall", width, report.overall));
  return lines.join("\n");
}

/** Queries where the current ranker misses its target at rank 1, or does worse than the baseline. */
export function formatMisses(report: SetReport): string {
  const lines: string[] = [];
  for (const r of report.results) {
    const worse = r.scores.current.ndcg < r.scores.spec.ndcg - 1e-9;
    if (r.scores.current.s1 === 1 && !worse) continue;
    lines.push(
      `  [${r.query.kind}] "${r.query.q}"${worse ? " (below baseline)" : ""}\n    current: ${r.ranked.current.slice(0, 5).join(", ") || "(none)"}\n    spec:    ${r.ranked.spec.slice(0, 5).join(", ") || "(none)"}\n    judged:  ${
        Object.entries(r.query.relevant)
          .map(([id, g]) => `${id}:${g}`)
          .join(", ") || "(nothing)"
      }`,
    );
  }
  return lines.length
    ? `${report.name}, queries to look at:\n${lines.join("\n")}`
    : `${report.name}: every query has its target at rank 1.`;
}

const grade = (query: JudgedQuery, id: string): number => query.relevant[id] ?? 0;

/** The judged ids with a query's top grade: what should come first. */
function idealIds(query: JudgedQuery): string[] {
  const top = Math.max(...Object.values(query.relevant));
  return Object.entries(query.relevant)
    .filter(([, grade]) => grade === top)
    .map(([id]) => `${id}:${grade(query, id)}`);
}

/** The `count` queries where the current ranker scores lowest (nDCG@5, then reciprocal rank). */
export function formatWorst(report: SetReport, count: number): string {
  const worst = report.results
    .filter((r) => Object.keys(r.query.relevant).length > 0)
    .map((r, order) => ({ r, order }))
    .sort((a, b) => a.r.scores.current.ndcg - b.r.scores.current.ndcg || a.r.scores.current.rr - b.r.scores.current.rr || a.order - b.order)
    .slice(0, count)
    .map(({ r }) => r);
  const lines = worst.map((r) => {
    const top = r.ranked.current.slice(0, 3).map((id) => `${id}:${grade(r.query, id)}`);
    return [
      `  [${r.query.kind}] "${r.query.q}"  nDCG@5 ${f3(r.scores.current.ndcg)}  RR ${f3(r.scores.current.rr)}`,
      `    current top 3: ${top.join(", ") || "(none)"}`,
      `    ideal:         ${idealIds(r.query).join(", ")}`,
    ].join("\n");
  });
  return `${report.name}, the ${worst.length} lowest for the current ranker (id:grade):\n${lines.join("\n")}`;
}
