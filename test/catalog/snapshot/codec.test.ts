// A catalogue written to a snapshot and read back answers exactly as the built one: every search of the judged,
// need, benchmark and paging sets (ids, scores, totals, words read as, notices, the tool's whole answer), every
// get_entry, every card and record, on the bundled sample and on a scaled synthetic catalogue.
import { beforeAll, describe, expect, it } from "vitest";
import { catalogueOfCards, type Catalogue } from "../../../src/catalog/catalogue";
import { SNAPSHOT_RECORDS_MAX_ENTRIES } from "../../../src/catalog/snapshot/catalogue-codec";
import { runSearch } from "../../../src/search/rank/rank";
import { readAsOf } from "../../../src/search/answer/read-as";
import { suggestIds } from "../../../src/search/answer/suggest";
import { CardMaker } from "../../../src/site/entry-card";
import { sampleSiteIndex } from "../../../src/site/sample";
import { getEntryTool } from "../../../src/tools/get-entry";
import { searchTool, type SearchArgs } from "../../../src/tools/search";
import { BENCH_QUERIES } from "../../../scripts/bench/queries";
import { fixtureCatalogue, sampleCatalogue } from "../../relevance/catalogues";
import { FIXTURE_NEED_QUERIES } from "../../relevance/fixture-need-queries";
import { FIXTURE_PARAPHRASE_QUERIES } from "../../relevance/fixture-paraphrase-queries";
import { FIXTURE_QUERIES } from "../../relevance/fixture-queries";
import type { JudgedQuery } from "../../relevance/judgements";
import { SAMPLE_NEED_QUERIES } from "../../relevance/sample-need-queries";
import { SAMPLE_QUERIES } from "../../relevance/sample-queries";
import { searchRequestOf } from "../../support/search-request";
import { scaledCatalogue } from "../../support/scaled-catalogue";
import { roundTrip } from "../../support/snapshot-round-trip";
import { sampleContext } from "../../tools/context";

// Large enough for common words to tie across many docs and for every section to hold thousands of values.
const SCALED_ENTRIES = 3_000;

function queryArgs(queries: readonly JudgedQuery[]): SearchArgs[] {
  const judged = queries.map((q) => ({
    query: q.q,
    ...(q.type !== undefined ? { type: q.type } : {}),
    ...(q.category !== undefined ? { category: q.category } : {}),
  }));
  const variants: SearchArgs[] = [
    { query: "agent", offset: 5, limit: 5 },
    { query: "mcp server", offset: 10, limit: 10 },
    { query: "browser", tags: ["browser-automation"] },
    { query: "payments", type: "guide" },
    { query: "agent memory", category: "no-such-category" },
    { query: "" },
    { query: "", type: "guide" },
    // Exclusions read names, tags, makers and the entries long-form items cover (search/rank/excluded-kind.ts).
    { query: "agent framework, not python" },
    { query: "coding agent without anthropic" },
    { query: "browser automation without a hosted service" },
    { query: "payments, no crypto" },
  ];
  return [...judged, ...BENCH_QUERIES.map((q) => q.args as SearchArgs), ...variants];
}

/** Everything a search answers: the ranking's own outcome and the tool's whole answer. */
async function answers(catalogue: Catalogue, list: readonly SearchArgs[]): Promise<string[]> {
  const context = sampleContext(catalogue);
  const lines: string[] = [];
  for (const args of list) {
    const outcome = runSearch(catalogue.search, searchRequestOf(args, 10));
    const tool = await searchTool.run(args, context);
    lines.push(
      JSON.stringify({
        total: outcome.total,
        scored: outcome.scored,
        unmatched: outcome.unmatched,
        readAs: readAsOf(outcome),
        hits: outcome.hits.map((hit) => [hit.exact, hit.doc.kind, hit.doc.id, hit.score]),
        tool: tool.ok ? tool.value : tool.problem,
      }),
    );
  }
  for (const asked of ["playwrigth", "claude", "stripe-agent", "mcp-server-github", "zzzz"]) {
    lines.push(JSON.stringify(suggestIds(catalogue.search, asked, ["entry"])));
  }
  return lines;
}

async function entryAnswers(catalogue: Catalogue, ids: readonly string[]): Promise<string[]> {
  const context = sampleContext(catalogue);
  const out: string[] = [];
  for (const id of ids) {
    const answer = await getEntryTool.run({ id }, context);
    out.push(JSON.stringify(answer.ok ? answer.value : answer.problem));
  }
  return out;
}

async function expectSame(built: Catalogue, queries: readonly JudgedQuery[], recordsMaxEntries?: number): Promise<void> {
  const loaded = await roundTrip(built, recordsMaxEntries);
  expect(await answers(loaded, queryArgs(queries))).toEqual(await answers(built, queryArgs(queries)));
  const ids = built.entries.map((card) => card.id);
  const someIds = [...ids.slice(0, 40), ...ids.slice(-10), "not-an-entry", "playwrigth"];
  expect(await entryAnswers(loaded, someIds)).toEqual(await entryAnswers(built, someIds));
  // The cards and records themselves, key order included.
  expect(JSON.stringify(loaded.entries)).toBe(JSON.stringify(built.entries));
  expect(loaded.entries.length).toBe(built.entries.length);
  expect(loaded.entryById.size).toBe(built.entryById.size);
  expect(JSON.stringify([...loaded.entryById])).toBe(JSON.stringify([...built.entryById]));
  expect(JSON.stringify(loaded.recordById && [...loaded.recordById])).toBe(JSON.stringify(built.recordById && [...built.recordById]));
  for (const key of ["generated", "siteUrl", "categories", "longform", "longformAvailable", "longformGenerated"] as const) {
    expect(loaded[key]).toEqual(built[key]);
  }
  const item = built.longform[0];
  if (item) expect(loaded.longformItem(item.type, item.id)).toEqual(item);
}

describe("a catalogue read back from its snapshot", () => {
  it("answers as the built sample catalogue", async () => {
    await expectSame(sampleCatalogue(), [...SAMPLE_QUERIES, ...SAMPLE_NEED_QUERIES]);
  });

  it("answers as the built one without long-form items or whole records", async () => {
    const site = sampleSiteIndex();
    const maker = new CardMaker();
    const built = catalogueOfCards({ ...site, entries: site.entries.map((entry) => maker.card(entry)) }, null);
    await expectSame(built, SAMPLE_QUERIES);
    const loaded = await roundTrip(built);
    expect(loaded.recordById).toBeNull();
    expect(loaded.longformAvailable).toBe(false);
    expect(loaded.longform).toEqual([]);
  });

  const fixture = fixtureCatalogue();
  it.skipIf(fixture === null)("answers as the built real site copy", async () => {
    await expectSame(fixture!, [...FIXTURE_QUERIES, ...FIXTURE_NEED_QUERIES, ...FIXTURE_PARAPHRASE_QUERIES]);
  });

  describe(`at ${SCALED_ENTRIES} synthetic entries`, () => {
    let scaled: Catalogue;
    beforeAll(async () => {
      scaled = await scaledCatalogue(SCALED_ENTRIES, 7);
    }, 60_000);

    it("answers as the built one, whole records included when the limit allows", async () => {
      await expectSame(scaled, [...SAMPLE_QUERIES, ...SAMPLE_NEED_QUERIES], SCALED_ENTRIES);
    }, 60_000);

    it(`leaves whole records out past SNAPSHOT_RECORDS_MAX_ENTRIES (${SNAPSHOT_RECORDS_MAX_ENTRIES}), everything else kept`, async () => {
      expect(SCALED_ENTRIES).toBeGreaterThan(SNAPSHOT_RECORDS_MAX_ENTRIES);
      expect(scaled.recordById).not.toBeNull();
      const loaded = await roundTrip(scaled);
      expect(loaded.recordById).toBeNull();
      expect(JSON.stringify(loaded.entries)).toBe(JSON.stringify(scaled.entries));
      const args = queryArgs(SAMPLE_QUERIES);
      expect(await answers(loaded, args)).toEqual(await answers(scaled, args));
    }, 60_000);
  });
});
