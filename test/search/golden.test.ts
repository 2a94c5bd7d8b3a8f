// Golden rankings: the exact top 10 (ids, scores, totals, words read as typos or as concepts, notices) of every judged query,
// every benchmark query and a few paging and filter variants, on the sample catalogue and the real site copy;
// the need-queries (plain-language requests) in files of their own.
// Speed work on the index and the query path must leave these unchanged; a deliberate ranking change
// regenerates them with `npx vitest run -u test/search/golden.test.ts` (and says so in its commit).

import { describe, expect, it } from "vitest";
import type { Catalogue } from "../../src/catalog/catalogue";
import { runSearch } from "../../src/search/rank/rank";
import { readAsOf } from "../../src/search/answer/read-as";
import { suggestIds } from "../../src/search/answer/suggest";
import { searchTool, type SearchArgs } from "../../src/tools/search";
import { BENCH_QUERIES } from "../../scripts/bench/queries";
import { fixtureCatalogue, sampleCatalogue } from "../relevance/catalogues";
import { FIXTURE_NEED_QUERIES } from "../relevance/fixture-need-queries";
import { FIXTURE_QUERIES } from "../relevance/fixture-queries";
import type { JudgedQuery } from "../relevance/judgements";
import { SAMPLE_NEED_QUERIES } from "../relevance/sample-need-queries";
import { SAMPLE_QUERIES } from "../relevance/sample-queries";
import { searchRequestOf } from "../support/search-request";
import { sampleContext } from "../tools/context";

// Enough depth to see what sits just below a page, as the relevance report does.
const DEPTH = 10;

function judgedArgs(queries: readonly JudgedQuery[]): SearchArgs[] {
  return queries.map((q) => ({
    query: q.q,
    ...(q.type !== undefined ? { type: q.type } : {}),
    ...(q.category !== undefined ? { category: q.category } : {}),
  }));
}

function argsOf(queries: readonly JudgedQuery[]): SearchArgs[] {
  const judged = judgedArgs(queries);
  const bench = BENCH_QUERIES.map((q) => q.args as SearchArgs);
  // Paging and filters over the same words: later pages, tag filters, a type with no hits.
  const variants: SearchArgs[] = [
    { query: "agent", offset: 5, limit: 5 },
    { query: "mcp server", offset: 10, limit: 10 },
    { query: "browser", tags: ["browser-automation"] },
    { query: "payments", type: "guide" },
    { query: "sandbox", type: "comparison" },
    { query: "agent memory", category: "no-such-category" },
    // Exclusions: names, tags, makers, the kind of the near misses, long-form items through their entries.
    { query: "agent framework, not python" },
    { query: "coding agent without anthropic" },
    { query: "browser automation without a hosted service" },
    { query: "payments, no crypto" },
  ];
  return [...judged, ...bench, ...variants];
}

async function rankings(catalogue: Catalogue, list: readonly SearchArgs[]): Promise<string[]> {
  const context = sampleContext(catalogue);
  const lines: string[] = [];
  for (const args of list) {
    const outcome = runSearch(catalogue.search, searchRequestOf(args, DEPTH));
    const tool = await searchTool.run(args, context);
    lines.push(
      JSON.stringify({
        args,
        total: outcome.total,
        scored: outcome.scored,
        unmatched: outcome.unmatched,
        readAs: readAsOf(outcome).map((r) => `${r.from} → ${r.as.join(", ")} (${r.by}${r.concept !== undefined ? `: ${r.concept}` : ""})`),
        hits: outcome.hits.map((hit) => `${hit.exact ? "=" : ""}${hit.doc.kind}:${hit.doc.id} ${hit.score}`),
        notice: tool.ok ? (tool.value.notice ?? null) : tool.problem.message,
      }),
    );
  }
  return lines;
}

async function golden(catalogue: Catalogue, queries: readonly JudgedQuery[]): Promise<string> {
  const lines = await rankings(catalogue, argsOf(queries));
  // "Did you mean" ids for unknown entry ids (the get_entry miss path).
  for (const asked of ["playwrigth", "claude", "stripe-agent", "mcp-server-github", "zzzz"]) {
    lines.push(JSON.stringify({ suggest: asked, ids: suggestIds(catalogue.search, asked, ["entry"]) }));
  }
  return `${lines.join("\n")}\n`;
}

describe("golden rankings", () => {
  it("are unchanged on the sample catalogue", async () => {
    await expect(await golden(sampleCatalogue(), SAMPLE_QUERIES)).toMatchFileSnapshot("__golden__/sample.jsonl");
  });

  const fixture = fixtureCatalogue();
  it.skipIf(fixture === null)("are unchanged on the real site copy", async () => {
    await expect(await golden(fixture!, FIXTURE_QUERIES)).toMatchFileSnapshot("__golden__/site.jsonl");
  });

  it("are unchanged for the need-queries on the sample catalogue", async () => {
    const lines = await rankings(sampleCatalogue(), judgedArgs(SAMPLE_NEED_QUERIES));
    await expect(`${lines.join("\n")}\n`).toMatchFileSnapshot("__golden__/sample-need.jsonl");
  });

  it.skipIf(fixture === null)("are unchanged for the need-queries on the real site copy", async () => {
    const lines = await rankings(fixture!, judgedArgs(FIXTURE_NEED_QUERIES));
    await expect(`${lines.join("\n")}\n`).toMatchFileSnapshot("__golden__/site-need.jsonl");
  });
});
