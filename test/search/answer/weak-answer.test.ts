// The weak-answer prediction (src/search/answer/weak-answer.ts): what it reads from a first page, how the model turns
// that into a probability, and that searchWithAdvice judges the same first five whatever page size is asked for.
// How well it predicts is measured on the judged sets (test/relevance/weak-calibration.test.ts).

import { describe, expect, it } from "vitest";
import { searchWithAdvice } from "../../../src/search/answer/advice";
import {
  isWeakAnswer,
  weakAnswerFeatures,
  weakAnswerProbability,
  WEAK_ANSWER,
  WEAK_DEPTH,
  type WeakAnswerFeatures,
} from "../../../src/search/answer/weak-answer";
import type { Hit, SearchOutcome, SearchRequest } from "../../../src/search/rank/request";
import { sampleCatalogue } from "../../relevance/catalogues";

const index = sampleCatalogue().search;
const ask = (query: string, extra: Partial<SearchRequest> = {}) =>
  searchWithAdvice(index, { query, type: "all", tags: [], limit: 10, offset: 0, ...extra });
const WEAK = "stop my browsing agent from using my own logged-in accounts";

/** A first page of hits with these tags (the first one's share given), over the sample's first docs. */
function page(share: number, tags: readonly (readonly string[])[], scored = 3, exact = false): SearchOutcome {
  const base = ask("browser automation");
  const hits: Hit[] = tags.map((list, at) => ({
    doc: { ...index.docs[at]!, tags: list },
    score: 10 - at,
    exact: exact && at === 0,
    share: at === 0 ? share : 0.5,
  }));
  return { ...base, scored: Array.from({ length: scored }, (_, i) => `w${i}`), hits, alternatives: undefined };
}

describe("the weak-answer features", () => {
  it("read the best hit's share (as a log), the first five's tag agreement and the request's scored words (as a log)", () => {
    const features = weakAnswerFeatures(page(0.5, [["a", "b"], ["a", "b"], ["a", "c"], ["d"], ["e"], ["a", "b"]], 4))!;
    expect(features.share).toBeCloseTo(Math.log(0.5), 12);
    // Jaccard with hits 2-5 only (the sixth is past WEAK_DEPTH): 1, 1/3, 0, 0.
    expect(WEAK_DEPTH).toBe(5);
    expect(features.agreement).toBeCloseTo((1 + 1 / 3) / 4, 12);
    expect(features.words).toBeCloseTo(Math.log(4), 12);
  });

  it("count a lone hit as agreeing, bound the share's log, and read nothing from an empty page, an exact match or a whole one", () => {
    expect(weakAnswerFeatures(page(0, [["a"]]))).toEqual({ share: Math.log(0.01), agreement: 1, words: Math.log(3) });
    expect(weakAnswerFeatures(page(0.5, []))).toBeNull();
    expect(weakAnswerFeatures(page(0.1, [["a"], ["b"]], 3, true))).toBeNull();
    // A first hit that matched every word of the request: what was asked is there.
    expect(weakAnswerFeatures(page(1, [["a"], ["b"], ["c"]]))).toBeNull();
    expect(isWeakAnswer(page(1, [["a"], ["b"], ["c"]]), { intercept: 10, share: 0, agreement: 0, words: 0, threshold: 0.5 })).toBe(false);
  });

  it("average the scored words over the phrasings of a fused search", () => {
    const fused = ask(WEAK, { alternatives: ["browser profiles", "agent identity"] });
    const counts = [fused.scored.length, ...fused.alternatives!.map((reading) => reading.scored.length)];
    expect(weakAnswerFeatures(fused)!.words).toBeCloseTo(Math.log(counts.reduce((a, b) => a + b, 0) / counts.length), 12);
  });
});

describe("the weak-answer model", () => {
  const at = (features: Partial<WeakAnswerFeatures>) =>
    weakAnswerProbability({ share: Math.log(0.5), agreement: 0.2, words: Math.log(5), ...features });

  it("is likelier weak the less of the request the best hit matches and the less the first hits agree", () => {
    expect(at({ share: Math.log(0.1) })).toBeGreaterThan(at({ share: Math.log(0.9) }));
    expect(at({ agreement: 0 })).toBeGreaterThan(at({ agreement: 0.6 }));
    for (const p of [at({}), at({ share: Math.log(0.01), agreement: 0 }), at({ share: 0, agreement: 1 })]) {
      expect(p).toBeGreaterThan(0);
      expect(p).toBeLessThan(1);
    }
  });

  it("is a logistic model of its constants, firing from the threshold on", () => {
    const model = { intercept: 0, share: -1, agreement: -1, words: 0, threshold: 0.5 };
    const even: WeakAnswerFeatures = { share: 0, agreement: 0, words: 0 };
    expect(weakAnswerProbability(even, model)).toBe(0.5);
    expect(weakAnswerProbability({ ...even, share: Math.log(0.5) }, model)).toBeCloseTo(1 / (1 + Math.exp(Math.log(0.5))), 12);
    // ln 0.9 against no agreement: a probability just over a half.
    const outcome = page(0.9, [["a"], ["b"]]);
    expect(weakAnswerProbability(weakAnswerFeatures(outcome)!, model)).toBeCloseTo(1 / (1 + 0.9), 12);
    expect(isWeakAnswer(outcome, model)).toBe(true);
    expect(isWeakAnswer(outcome, { ...model, threshold: 0.53 })).toBe(false);
    expect(isWeakAnswer(page(0.9, [["a"], ["a"]]), model)).toBe(false);
  });

  it("fires on a best hit that matches little of the request among unrelated hits, never on a good or exact one", () => {
    expect(isWeakAnswer(page(0.05, [["a"], ["b"], ["c"], ["d"], ["e"]]))).toBe(true);
    expect(
      isWeakAnswer(
        page(1, [
          ["a", "b"],
          ["a", "b"],
          ["a", "b"],
          ["a", "b"],
          ["a", "b"],
        ]),
      ),
    ).toBe(false);
    expect(isWeakAnswer(page(0.05, [["a"], ["b"], ["c"]], 3, true))).toBe(false);
    expect(WEAK_ANSWER.threshold).toBeGreaterThan(0);
    expect(WEAK_ANSWER.threshold).toBeLessThan(1);
  });
});

describe("searchWithAdvice and the weak-answer line", () => {
  const requests = [WEAK, "browser automation", "pay for an api", "playwright", "agent memory", "which sandbox is cheapest to run code in"];

  it("judges the first five whatever the page size, and answers the page asked for", () => {
    for (const query of requests) {
      const deep = ask(query);
      for (const limit of [1, 2, 4]) {
        const short = ask(query, { limit });
        expect(
          short.hits.map((hit) => hit.doc.id),
          `${query} limit ${limit}`,
        ).toEqual(deep.hits.slice(0, limit).map((hit) => hit.doc.id));
        expect(short.advice.rephrase === null, `${query} limit ${limit}`).toBe(deep.advice.rephrase === null);
      }
    }
    expect(ask(WEAK).advice.rephrase).not.toBeNull();
  });

  it("gives the line exactly when the model says weak, and only on the first page", () => {
    for (const query of requests) {
      expect(ask(query).advice.rephrase !== null, query).toBe(isWeakAnswer(ask(query)));
      expect(ask(query, { offset: 1 }).advice.rephrase, query).toBeNull();
    }
  });
});
