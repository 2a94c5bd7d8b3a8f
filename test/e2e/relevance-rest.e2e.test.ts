// The judged sets as issue 33 measures them: through `GET /search` on a Worker reading the real site copy. Every
// request of the sets its targets name (the first set, writer B's and the fresh blind set), alone and with its frozen
// rephrasings as `alt`, must come back ranked exactly as the in-process evaluation ranks it (`searchJudged`, which
// `npm run relevance` and the relevance tests score), so the figures in docs/search.md are what a REST client gets.
// The issue reported lower figures measured this way on sets of its own; on the repository's sets the two readings
// are the same, request for request (docs/search.md, "Measured through REST").

import { describe, expect, it } from "vitest";
import { fixtureCatalogue } from "../relevance/catalogues";
import { searchJudged } from "../relevance/evaluate";
import { FIXTURE_FRESH_QUERIES } from "../relevance/fixture-fresh-queries";
import { FIXTURE_FRESH_REPHRASINGS } from "../relevance/fixture-fresh-rephrasings";
import { FIXTURE_QUERIES } from "../relevance/fixture-queries";
import { FIXTURE_WRITER_B_QUERIES, FIXTURE_WRITER_B_REPHRASINGS } from "../relevance/fixture-writer-b";
import type { JudgedQuery } from "../relevance/judgements";
import { getJson, targets } from "./helpers";

// The depth the evaluation ranks to (test/relevance/evaluate.ts): enough for nDCG@5 and what sits just below.
const DEPTH = 10;
// Requests in flight at once: the Worker answers a few together; more would only queue on a two-core machine.
const IN_FLIGHT = 4;

interface JudgedSet {
  readonly name: string;
  readonly queries: readonly JudgedQuery[];
  readonly rephrasings?: Readonly<Record<string, readonly string[]>>;
}

const SETS: readonly JudgedSet[] = [
  { name: "first set", queries: FIXTURE_QUERIES },
  { name: "writer B", queries: FIXTURE_WRITER_B_QUERIES, rephrasings: FIXTURE_WRITER_B_REPHRASINGS },
  { name: "fresh blind set", queries: FIXTURE_FRESH_QUERIES, rephrasings: FIXTURE_FRESH_REPHRASINGS },
];

/** The search URL a REST client sends for a judged request (its type and category as the evaluation passes them). */
function searchUrl(base: string, query: JudgedQuery, alternatives: readonly string[]): string {
  const url = new URL("/search", base);
  url.searchParams.set("q", query.q);
  url.searchParams.set("limit", String(DEPTH));
  if (query.type !== undefined) url.searchParams.set("type", query.type);
  if (query.category !== undefined) url.searchParams.set("category", query.category);
  for (const alternative of alternatives) url.searchParams.append("alt", alternative);
  return url.href;
}

// The judged sets are written against the real site copy: only its Worker answers them. Without it (no shared folder,
// CI's standalone pass, or BASE=) the test is registered as skipped under the same name.
const real = targets.find((target) => target.name === "real-fixture");

(real === undefined ? describe.skip : describe)("judged sets through GET /search on real-fixture", () => {
  it("ranks every judged request, alone and with its rephrasings, as the in-process evaluation does", { timeout: 120_000 }, async () => {
    const catalogue = fixtureCatalogue();
    expect(catalogue, "the real site copy the Worker reads").not.toBeNull();
    const asks = SETS.flatMap((set) =>
      set.queries.flatMap((query) => [
        { set: set.name, query, alternatives: [] as readonly string[] },
        ...(set.rephrasings === undefined
          ? []
          : [{ set: `${set.name}, with rephrasings`, query, alternatives: set.rephrasings[query.q] ?? [] }]),
      ]),
    );
    const differences: string[] = [];
    for (let from = 0; from < asks.length; from += IN_FLIGHT) {
      await Promise.all(
        asks.slice(from, from + IN_FLIGHT).map(async ({ set, query, alternatives }) => {
          const { status, body } = await getJson<{ results: { id: string }[] }>(searchUrl(real!.base, query, alternatives));
          const rest = status === 200 ? body.results.map((hit) => hit.id) : [`(status ${status})`];
          const local = searchJudged(catalogue!, query, alternatives.length > 0 ? alternatives : undefined).hits.map((hit) => hit.doc.id);
          if (rest.join() !== local.join())
            differences.push(`${set}: "${query.q}"\n  REST:       ${rest.join(", ")}\n  in-process: ${local.join(", ")}`);
        }),
      );
    }
    // Every request was asked: the first set's alone, writer B's and the fresh set's also with their rephrasings.
    expect(asks.length).toBe(FIXTURE_QUERIES.length + 2 * (FIXTURE_WRITER_B_QUERIES.length + FIXTURE_FRESH_QUERIES.length));
    expect(differences, differences.join("\n")).toEqual([]);
  });
});
