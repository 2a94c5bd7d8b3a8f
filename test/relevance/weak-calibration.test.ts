// The weak-answer line's calibration (weak-calibration.ts, `npm run calibrate:weak`): the fit recovers a known model,
// the threshold keeps to its budget, the committed constants are what the calibration fits on the judged sets as they
// are, and on the halves nobody fitted on the line meets the target. What needs the real site copy skips
// without it.

import { describe, expect, it } from "vitest";
import { WEAK_ANSWER } from "../../src/search/answer/weak-answer";
import { fixtureCatalogue } from "./catalogues";
import { budgetThreshold, calibrate, fitLogistic, fitModel, FLAG_BUDGET, type Example } from "./weak-calibration";
import { addRates, rateRows } from "./weak-rates";
import { weakSets } from "./weak-sets";
import { mulberry32 } from "../../scripts/lib/seeded-random.mjs";

// The target on sets not tuned on: fires on at least this share of answers with no ideal item in the top
// five, and on at most this share of the others.
const TARGET = { misses: 2 / 3, others: 1 / 4 } as const;

/** Examples drawn from a known logistic model with a fixed seed (mulberry32): the same every run. */
function synthetic(weights: readonly number[], count: number, seed: number): Example[] {
  const next = mulberry32(seed);
  return Array.from({ length: count }, () => {
    const x = [next() * 4 - 4, next(), next() * 3];
    const logit = weights[0]! + x.reduce((sum, value, i) => sum + value * weights[i + 1]!, 0);
    return { x, y: next() < 1 / (1 + Math.exp(-logit)) ? (1 as const) : (0 as const) };
  });
}

describe("the calibration's fit", () => {
  it("recovers the coefficients of a known logistic model", () => {
    const truth = [-1, -1.5, -3, 0.5];
    const fitted = fitLogistic(synthetic(truth, 20_000, 33));
    fitted.forEach((value, i) => expect(Math.abs(value - truth[i]!), `coefficient ${i}`).toBeLessThan(0.2));
  });

  it("stays finite when the examples separate perfectly", () => {
    const examples: Example[] = [
      { x: [-3, 0, 0], y: 1 },
      { x: [-2, 0, 0], y: 1 },
      { x: [-0.5, 1, 0], y: 0 },
      { x: [0, 1, 0], y: 0 },
    ];
    for (const value of fitLogistic(examples)) expect(Number.isFinite(value)).toBe(true);
  });

  it("puts the threshold as low as the budget of negatives flagged allows", () => {
    const scores = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2];
    const labels = [1, 0, 1, 1, 0, 1, 0, 0] as const;
    expect(budgetThreshold(scores, labels, 0)).toBe(0.9);
    expect(budgetThreshold(scores, labels, 0.25)).toBe(0.6);
    expect(budgetThreshold(scores, labels, 0.5)).toBe(0.4);
    expect(budgetThreshold(scores, labels, 1)).toBe(0.2);
  });

  it("rounds the model as it is committed, with a threshold inside its budget", () => {
    const examples = synthetic([-1, -1.5, -3, 0.5], 2_000, 7);
    const model = fitModel(examples);
    for (const key of ["intercept", "share", "agreement", "words"] as const) expect(Math.round(model[key] * 100) / 100).toBe(model[key]);
    expect(Math.floor(model.threshold * 1000) / 1000).toBe(model.threshold);
  });
});

const fixture = fixtureCatalogue();

describe.skipIf(fixture === null)("the weak-answer line on the judged sets", () => {
  const sets = fixture === null ? [] : weakSets(fixture);

  it("has the constants the calibration fits (re-run npm run calibrate:weak after a ranking change)", () => {
    const { model, pool } = calibrate(sets);
    expect(WEAK_ANSWER).toEqual(model);
    expect(pool.othersFlagged).toBeLessThanOrEqual(FLAG_BUDGET * pool.others);
  });

  it("meets the issue's target on the halves it was not fitted on", () => {
    const reporting = addRates(rateRows(sets).flatMap((row) => (row.half === "reporting" && row.way === "alone" ? [row.rates] : [])));
    expect(reporting.missesFlagged, `${reporting.missesFlagged} of ${reporting.misses}`).toBeGreaterThanOrEqual(
      TARGET.misses * reporting.misses,
    );
    expect(reporting.othersFlagged, `${reporting.othersFlagged} of ${reporting.others}`).toBeLessThanOrEqual(
      TARGET.others * reporting.others,
    );
  });
});
