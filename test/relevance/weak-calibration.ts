// `npm run calibrate:weak`: fits the weak-answer model (src/search/answer/weak-answer.ts) on the tuning pool and prints
// its constants, to be copied into WEAK_ANSWER, with how often the fitted line fires on every judged set.
//
// The pool: the requests alone (the first answer an agent sees) of every tuning half (weak-sets.ts), each labelled by
// whether its top five hold no ideal answer; answers with no hits or an exact id or name match are left out (the
// line never fires on them). The model: logistic regression over the three features, fitted by Newton's method with a
// small ridge; the threshold: the probability that best separates the pool's misses from the rest (the most misses
// caught less answers flagged, Youden's J), with the rounded coefficients. Leave-one-set-out rates show how the fit
// holds on a set it did not see.

import { weakAnswerProbability, WEAK_ANSWER, type WeakAnswerFeatures, type WeakAnswerModel } from "../../src/search/answer/weak-answer";
import { addRates, fires, formatWeakRates, judgedAnswers, rateRows, weakRates, type JudgedAnswer, type WeakRates } from "./weak-rates";
import { weakSets, type WeakSet } from "./weak-sets";

// A small ridge on the coefficients (not the intercept): keeps the fit finite should the pool separate perfectly,
// and moves no coefficient by more than a rounding step on the pool as it is.
export const RIDGE = 0.01;
// Newton's method converges in well under this on three features; it stops earlier once a step is this small.
const MAX_STEPS = 100;
const TOLERANCE = 1e-10;
// The constants as printed and committed: two decimals, and the threshold to three (rounded down, so the pool's
// chosen point still fires).
const COEFFICIENT_DECIMALS = 2;
// The threshold: the lowest at which the pool's good answers flagged stay within this share: half the issue's ceiling
// (a quarter), the other half kept for sets the model was not tuned on. Catching misses is what the line is for.
export const FLAG_BUDGET = 0.125;
const THRESHOLD_DECIMALS = 3;

export interface Example {
  readonly x: readonly number[];
  readonly y: 0 | 1;
}

const vector = (features: WeakAnswerFeatures): number[] => [features.share, features.agreement, features.words];

/** Solves a x = b for a small dense system (Gaussian elimination with partial pivoting). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) if (Math.abs(m[row]![col]!) > Math.abs(m[pivot]![col]!)) pivot = row;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let row = col + 1; row < n; row++) {
      const factor = m[row]![col]! / m[col]![col]!;
      for (let k = col; k <= n; k++) m[row]![k]! -= factor * m[col]![k]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row--) {
    let sum = m[row]![n]!;
    for (let k = row + 1; k < n; k++) sum -= m[row]![k]! * x[k]!;
    x[row] = sum / m[row]![row]!;
  }
  return x;
}

/** Logistic regression (intercept first, then one weight per feature), penalised by `ridge` on the weights. */
export function fitLogistic(examples: readonly Example[], ridge: number = RIDGE): number[] {
  const size = examples[0]!.x.length + 1;
  let w = new Array<number>(size).fill(0);
  for (let step = 0; step < MAX_STEPS; step++) {
    const gradient = w.map((value, i) => (i === 0 ? 0 : ridge * value));
    const hessian = w.map((_, i) => w.map((__, j) => (i === j && i > 0 ? ridge : 0)));
    for (const { x, y } of examples) {
      const row = [1, ...x];
      const p = 1 / (1 + Math.exp(-row.reduce((sum, value, i) => sum + value * w[i]!, 0)));
      for (let i = 0; i < size; i++) {
        gradient[i]! += (p - y) * row[i]!;
        for (let j = 0; j < size; j++) hessian[i]![j]! += p * (1 - p) * row[i]! * row[j]!;
      }
    }
    const delta = solve(hessian, gradient);
    w = w.map((value, i) => value - delta[i]!);
    if (Math.max(...delta.map(Math.abs)) < TOLERANCE) break;
  }
  return w;
}

/** The lowest cut-off on `scores` at which at most `budget` of the negatives are at or above it. */
export function budgetThreshold(scores: readonly number[], labels: readonly (0 | 1)[], budget: number): number {
  const negatives = labels.filter((y) => y === 0).length;
  let chosen = Infinity;
  for (const t of [...new Set(scores)].sort((a, b) => b - a)) {
    const flagged = scores.filter((score, i) => score >= t && labels[i] === 0).length;
    if (flagged > budget * negatives) break;
    chosen = t;
  }
  return chosen;
}

const round = (value: number, decimals: number): number => Math.round(value * 10 ** decimals) / 10 ** decimals;
const floor = (value: number, decimals: number): number => Math.floor(value * 10 ** decimals) / 10 ** decimals;

/** The model fitted on `examples`, rounded as committed. */
export function fitModel(examples: readonly Example[]): WeakAnswerModel {
  const [intercept, share, agreement, words] = fitLogistic(examples).map((value) => round(value, COEFFICIENT_DECIMALS));
  const coefficients = { intercept: intercept!, share: share!, agreement: agreement!, words: words!, threshold: 0 };
  const scores = examples.map((e) => weakAnswerProbability({ share: e.x[0]!, agreement: e.x[1]!, words: e.x[2]! }, coefficients));
  return {
    ...coefficients,
    threshold: floor(
      budgetThreshold(
        scores,
        examples.map((e) => e.y),
        FLAG_BUDGET,
      ),
      THRESHOLD_DECIMALS,
    ),
  };
}

/** The pool's examples: the tuning halves' answers alone that the model reads. */
export function poolExamples(answers: readonly JudgedAnswer[]): Example[] {
  return answers.flatMap((answer) =>
    answer.half === "tuning" && answer.features !== null
      ? [{ x: vector(answer.features), y: answer.miss ? (1 as const) : (0 as const) }]
      : [],
  );
}

export interface Calibration {
  readonly model: WeakAnswerModel;
  /** The pool, each answer as the fitted model judges it. */
  readonly pool: WeakRates;
  /** Each set of the pool judged by the model fitted on the others. */
  readonly crossValidated: WeakRates;
  readonly examples: number;
}

export function calibrate(sets: readonly WeakSet[]): Calibration {
  const bySet = sets.map((set) => judgedAnswers(set, "alone").filter((answer) => answer.half === "tuning"));
  const model = fitModel(poolExamples(bySet.flat()));
  const judge = (answers: readonly JudgedAnswer[], m: WeakAnswerModel) =>
    weakRates(answers.map((a) => ({ miss: a.miss, weak: fires(a, m) })));
  const crossValidated = addRates(
    bySet.flatMap((held, at) => {
      const others = bySet.filter((_, i) => i !== at).flat();
      if (held.length === 0 || !others.some((answer) => answer.miss)) return [];
      return [judge(held, fitModel(poolExamples(others)))];
    }),
  );
  return { model, pool: judge(bySet.flat(), model), crossValidated, examples: poolExamples(bySet.flat()).length };
}

const share = (flagged: number, of: number): string => `${flagged} of ${of} (${of === 0 ? "-" : `${Math.round((100 * flagged) / of)}%`})`;
const same = (a: WeakAnswerModel, b: WeakAnswerModel): boolean =>
  (["intercept", "share", "agreement", "words", "threshold"] as const).every((key) => a[key] === b[key]);

export function main(): number {
  const sets = weakSets();
  if (!sets.some((set) => set.split || set.halfOf(0) === "tuning")) {
    console.log("(no real site copy: the tuning pool is on it; nothing to calibrate)");
    return 0;
  }
  const { model, pool, crossValidated, examples } = calibrate(sets);
  const rows = rateRows(sets, model);
  console.log(
    [
      `Fitted on the ${examples} answers of the tuning halves the line can fire on (of ${pool.misses + pool.others}: none with no hits, an exact or a whole match; ${pool.misses} in all with no ideal answer in the top five):`,
      "",
      "export const WEAK_ANSWER: WeakAnswerModel = {",
      ...(["intercept", "share", "agreement", "words", "threshold"] as const).map((key) => `  ${key}: ${model[key]},`),
      "};",
      "",
      `On the pool: fires on ${share(pool.missesFlagged, pool.misses)} misses and ${share(pool.othersFlagged, pool.others)} others.`,
      `Each set judged by the model fitted on the others: ${share(crossValidated.missesFlagged, crossValidated.misses)} misses, ${share(crossValidated.othersFlagged, crossValidated.others)} others.`,
      same(model, WEAK_ANSWER)
        ? "src/search/answer/weak-answer.ts has these constants."
        : "src/search/answer/weak-answer.ts has other constants: copy these into WEAK_ANSWER (the table below is for these).",
      "",
      formatWeakRates(rows),
    ].join("\n"),
  );
  return 0;
}
