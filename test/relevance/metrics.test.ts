// The metrics on both grading scales: the first sets' 2 / 1 and the need sets' 3 / 2 / 1.

import { describe, expect, it } from "vitest";
import type { JudgedQuery } from "./judgements";
import { scoreQuery } from "./metrics";

const need = (relevant: JudgedQuery["relevant"]): JudgedQuery => ({ q: "a need", kind: "plain-need", relevant });

describe("scoreQuery", () => {
  it("counts a good answer (grade 2) as the target on the three-level scale", () => {
    const scores = scoreQuery(need({ ideal: 3, good: 2, partial: 1 }), ["partial", "good", "ideal"]);
    expect(scores.rr).toBe(1 / 2);
    expect(scores.s1).toBe(0);
    expect(scores.s5).toBe(1);
  });

  it("gives nDCG@5 of 1 to the ideal order and less to any other", () => {
    const query = need({ ideal: 3, good: 2, partial: 1 });
    expect(scoreQuery(query, ["ideal", "good", "partial"]).ndcg).toBeCloseTo(1, 12);
    const swapped = scoreQuery(query, ["good", "ideal", "partial"]).ndcg;
    // (3 + 7 / log2 3 + 1 / 2) / (7 + 3 / log2 3 + 1 / 2)
    expect(swapped).toBeCloseTo((3 + 7 / Math.log2(3) + 0.5) / (7 + 3 / Math.log2(3) + 0.5), 12);
    expect(swapped).toBeLessThan(1);
  });

  it("falls back to a partial answer when a request has nothing better", () => {
    const scores = scoreQuery(need({ partial: 1 }), ["other", "partial"]);
    expect(scores.rr).toBe(1 / 2);
    expect(scores.s5).toBe(1);
  });

  it("keeps the two-level scale's target at grade 2", () => {
    const query: JudgedQuery = { q: "x", kind: "purpose", relevant: { answer: 2, useful: 1 } };
    expect(scoreQuery(query, ["useful", "answer"]).s1).toBe(0);
    expect(scoreQuery(query, ["answer", "useful"]).s1).toBe(1);
  });

  it("misses when nothing judged is returned", () => {
    expect(scoreQuery(need({ ideal: 3 }), ["other"])).toEqual({ ndcg: 0, rr: 0, s1: 0, s5: 0 });
  });
});
