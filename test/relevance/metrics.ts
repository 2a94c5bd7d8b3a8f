// Ranking metrics over one ranked list of ids and its judgements.
//
// nDCG@5 uses gain 2^grade - 1 and the ideal order of all judged ids. MRR and success@k look for the
// first "target": an id graded 2 or more (the answer on the 2-level scale; a good or ideal answer on the
// 3-level scale of the need sets) when the query has one, else any judged id. A query judged to have no
// answer (kind "none") scores 1 on every metric when the list is empty and 0 otherwise.

import type { JudgedQuery } from "./judgements";

export const CUTOFF = 5;
// A good answer counts as success: partial answers (grade 1) only when a query has nothing better.
export const TARGET_GRADE = 2;

export interface QueryScores {
  readonly ndcg: number;
  readonly rr: number;
  readonly s1: number;
  readonly s5: number;
}

function dcg(grades: readonly number[]): number {
  let sum = 0;
  grades.slice(0, CUTOFF).forEach((grade, i) => {
    sum += (2 ** grade - 1) / Math.log2(i + 2);
  });
  return sum;
}

export function scoreQuery(query: JudgedQuery, ranked: readonly string[]): QueryScores {
  const judged = Object.entries(query.relevant);
  if (judged.length === 0) {
    const score = ranked.length === 0 ? 1 : 0;
    return { ndcg: score, rr: score, s1: score, s5: score };
  }
  const grades = ranked.map((id) => query.relevant[id] ?? 0);
  const ideal = judged.map(([, grade]) => grade as number).sort((a, b) => b - a);
  const ndcg = dcg(grades) / dcg(ideal);
  const targetGrade = judged.some(([, grade]) => grade >= TARGET_GRADE) ? TARGET_GRADE : 1;
  const first = grades.findIndex((grade) => grade >= targetGrade);
  return {
    ndcg,
    rr: first < 0 ? 0 : 1 / (first + 1),
    s1: first === 0 ? 1 : 0,
    s5: first >= 0 && first < CUTOFF ? 1 : 0,
  };
}

export interface Aggregate {
  readonly n: number;
  readonly ndcg: number;
  readonly mrr: number;
  readonly s1: number;
  readonly s5: number;
}

export function aggregate(scores: readonly QueryScores[]): Aggregate {
  const n = scores.length;
  const mean = (pick: (s: QueryScores) => number): number => (n === 0 ? 0 : scores.reduce((sum, s) => sum + pick(s), 0) / n);
  return { n, ndcg: mean((s) => s.ndcg), mrr: mean((s) => s.rr), s1: mean((s) => s.s1), s5: mean((s) => s.s5) };
}
