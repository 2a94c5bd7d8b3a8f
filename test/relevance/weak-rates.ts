// How often the weak-answer line (src/search/answer/weak-answer.ts) fires on each judged set (weak-sets.ts): on the
// answers whose top five hold no ideal item, and on the others; for the request alone and, where a set has frozen
// rephrasings, fused with them. Answers go through searchWithAdvice, as the search tool's do. Requests of kind
// "none" (no answer exists) and those longer than a request may be (refused) are left out.

import { searchWithAdvice } from "../../src/search/answer/advice";
import {
  weakAnswerFeatures,
  weakAnswerProbability,
  type WeakAnswerFeatures,
  type WeakAnswerModel,
} from "../../src/search/answer/weak-answer";
import { MAX_QUERY_CHARS } from "../../src/tools/schema-parts";
import type { QueryKind } from "./judgements";
import { holdsIdeal, idealGrade, type Half, type WeakSet } from "./weak-sets";

// Deep enough for the label (the top five) and for the prediction's features.
const DEPTH = 10;

export type Way = "alone" | "fused";

export interface JudgedAnswer {
  readonly place: number;
  readonly half: Half;
  readonly kind: QueryKind;
  /** The top five hold no ideal answer. */
  readonly miss: boolean;
  /** The answer came with the weak-answer line. */
  readonly weak: boolean;
  /** What the prediction read (null: no hits, or an exact match). */
  readonly features: WeakAnswerFeatures | null;
}

/** Every answerable request of `set`, answered one way. */
export function judgedAnswers(set: WeakSet, way: Way): JudgedAnswer[] {
  const ideal = idealGrade(set.queries);
  return set.queries.flatMap((query, place) => {
    if (query.kind === "none" || [...query.q].length > MAX_QUERY_CHARS) return [];
    const alternatives = way === "fused" ? (set.rephrasings?.[query.q] ?? []) : [];
    const answer = searchWithAdvice(set.catalogue.search, {
      query: query.q,
      ...(alternatives.length > 0 ? { alternatives } : {}),
      type: query.type ?? "all",
      category: query.category,
      tags: [],
      limit: DEPTH,
      offset: 0,
    });
    const ranked = answer.hits.map((hit) => hit.doc.id);
    return [
      {
        place,
        half: set.halfOf(place),
        kind: query.kind,
        miss: !holdsIdeal(query, ranked, ideal),
        weak: answer.advice.rephrase !== null,
        features: weakAnswerFeatures(answer),
      },
    ];
  });
}

/** Whether `model` would fire on an answer (the line itself is fired by the committed model). */
export const fires = (answer: JudgedAnswer, model: WeakAnswerModel): boolean =>
  answer.features !== null && weakAnswerProbability(answer.features, model) >= model.threshold;

export interface WeakRates {
  readonly misses: number;
  readonly missesFlagged: number;
  readonly others: number;
  readonly othersFlagged: number;
}

/** The line's firings, split by whether the top five held an ideal answer. */
export function weakRates(answers: readonly Pick<JudgedAnswer, "miss" | "weak">[]): WeakRates {
  const misses = answers.filter((answer) => answer.miss);
  const others = answers.filter((answer) => !answer.miss);
  return {
    misses: misses.length,
    missesFlagged: misses.filter((answer) => answer.weak).length,
    others: others.length,
    othersFlagged: others.filter((answer) => answer.weak).length,
  };
}

/** The sum of several tallies. */
export function addRates(rates: readonly WeakRates[]): WeakRates {
  const sum = (pick: (r: WeakRates) => number): number => rates.reduce((total, r) => total + pick(r), 0);
  return {
    misses: sum((r) => r.misses),
    missesFlagged: sum((r) => r.missesFlagged),
    others: sum((r) => r.others),
    othersFlagged: sum((r) => r.othersFlagged),
  };
}

export interface RateRow {
  readonly label: string;
  readonly half: Half;
  readonly way: Way;
  readonly rates: WeakRates;
}

/** One row per set, half (of a split set) and way; with `model`, as that model would fire rather than the committed one. */
export function rateRows(sets: readonly WeakSet[], model?: WeakAnswerModel): RateRow[] {
  const rows: RateRow[] = [];
  for (const set of sets) {
    const ways: Way[] = set.rephrasings !== undefined ? ["alone", "fused"] : ["alone"];
    for (const way of ways) {
      const answers = judgedAnswers(set, way).map((answer) => (model === undefined ? answer : { ...answer, weak: fires(answer, model) }));
      const halves: Half[] = set.split ? ["tuning", "reporting"] : [set.halfOf(0)];
      for (const half of halves) {
        const label = set.split ? `${set.name}, ${half} half` : `${set.name} (${half})`;
        rows.push({ label, half, way, rates: weakRates(answers.filter((answer) => answer.half === half)) });
      }
    }
  }
  return rows;
}

const cell = (flagged: number, of: number): string =>
  `${String(flagged).padStart(3)} of ${String(of).padEnd(3)} ${of === 0 ? "    " : `${String(Math.round((100 * flagged) / of)).padStart(3)}%`}`;

/** The table `npm run relevance` and `npm run calibrate:weak` print. */
export function formatWeakRates(rows: readonly RateRow[]): string {
  const width = Math.max(...rows.map((row) => `${row.label}, fused`.length));
  const line = (label: string, rates: WeakRates): string =>
    `${label.padEnd(width)}  ${cell(rates.missesFlagged, rates.misses)}   ${cell(rates.othersFlagged, rates.others)}`;
  const reporting = (way: Way) => addRates(rows.filter((row) => row.half === "reporting" && row.way === way).map((row) => row.rates));
  const tuning = (way: Way) => addRates(rows.filter((row) => row.half === "tuning" && row.way === way).map((row) => row.rates));
  return [
    "The weak-answer line (src/search/answer/weak-answer.ts): how often it fires on answers whose top five hold no ideal item, and on the others",
    `${"set".padEnd(width)}  ${"no ideal in top 5".padEnd(15)}   ideal in top 5`,
    ...rows.map((row) => line(row.way === "fused" ? `${row.label}, fused` : row.label, row.rates)),
    line("all tuning halves, alone", tuning("alone")),
    line("all reporting halves, alone", reporting("alone")),
    line("all reporting halves, fused", reporting("fused")),
    "Ideal: grade 3 on the three-level sets, the top grade (2) on writer B's and the first sets; requests of kind none and refused ones left out. Target on sets not tuned on: at least 2/3 and at most 1/4.",
  ].join("\n");
}
