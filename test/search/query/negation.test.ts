import { describe, expect, it } from "vitest";
import { buildCatalogue } from "../../../src/catalog/catalogue";
import type { Entry } from "../../../src/site/types";
import { planQuery } from "../../../src/search/query/plan";
import { runSearch } from "../../../src/search/rank/rank";
import { CONSTRAINT_FACTORS } from "../../../src/search/rank/field-readings";
import { readAsOf } from "../../../src/search/answer/read-as";

const setAside = (query: string) => planQuery(query).negations.map(({ from, words }) => ({ from, words }));

describe("negations", () => {
  it("sets aside the word a negation says no to, and the negation itself", () => {
    const plan = planQuery("sandbox without docker");
    expect(plan.scored).toEqual(["sandbox"]);
    expect(setAside("sandbox without docker")).toEqual([{ from: "without docker", words: ["docker"] }]);
    expect(planQuery("vector database, not python").scored).toEqual(["vector", "database"]);
    expect(planQuery("never langchain agent framework").scored).toEqual(["agent", "framework"]);
  });

  it("reads 'nothing' and 'none' as a negation only before a connecting verb", () => {
    expect(setAside("python agent framework, nothing built on langchain")).toEqual([
      { from: "nothing built on langchain", words: ["langchain"] },
    ]);
    expect(planQuery("python agent framework, nothing built on langchain").scored).not.toContain("langchain");
    expect(setAside("a sandbox, none that use docker")).toEqual([{ from: "none that use docker", words: ["docker"] }]);
    for (const query of ["nothing else matches docker", "none of these sandboxes", "nothing"]) expect(setAside(query), query).toEqual([]);
  });

  it("sets aside a whole vocabulary phrase after the negation", () => {
    expect(setAside("pay merchants without a virtual card")).toEqual([{ from: "without a virtual card", words: ["virtual", "card"] }]);
    expect(planQuery("pay merchants without a virtual card").scored).toEqual(["pay", "merchants"]);
  });

  it("keeps a negation that begins a need ('no api key', 'at no cost', 'non custodial', 'without a credit card')", () => {
    for (const query of ["search api with no api key", "search api at no cost", "non custodial wallet"])
      expect(setAside(query), query).toEqual([]);
    expect(planQuery("search api with no api key").scored).toEqual(["search", "api", "key"]);
    expect(planQuery("non custodial wallet").scored).toEqual(["custodial", "wallet"]);
  });

  it("keeps a word the request also asks for outright, and a request that is nothing but a negation", () => {
    expect(planQuery("python sdk, not the python 2 one").scored).toContain("python");
    expect(planQuery("not").scored).toEqual(["not"]);
    expect(setAside("docker not")).toEqual([]);
  });

  it("ranks without the excluded word, below what it does not exclude (never dropped), and says so in read_as", () => {
    const entry = (id: string, tags: string[]): Entry => ({
      id,
      name: id,
      category: "tools",
      summary: "Browser automation for agents",
      url: `https://${id}.example`,
      tags,
    });
    const catalogue = buildCatalogue(
      {
        generated: null,
        siteUrl: "https://indexagentica.com",
        categories: [{ slug: "tools", name: "Tools", description: "", count: 2, html: "", json: "" }],
        entries: [entry("kit-py", ["python"]), entry("kit-ts", ["typescript"])],
      },
      null,
    );
    const outcome = runSearch(catalogue.search, { query: "browser automation not python", type: "all", tags: [], limit: 10, offset: 0 });
    const scores = Object.fromEntries(outcome.hits.map((hit) => [hit.doc.id, hit.score]));
    expect(outcome.hits.map((hit) => hit.doc.id)).toEqual(["kit-ts", "kit-py"]);
    expect(scores["kit-py"]).toBeCloseTo(scores["kit-ts"]! * CONSTRAINT_FACTORS.excluded, 1);
    expect(readAsOf(outcome)).toContainEqual({ from: "not python", as: ["name, id or tags: python"], by: "negation" });
    // Nothing in the catalogue has what is excluded: read_as says so with an empty list.
    const none = runSearch(catalogue.search, { query: "browser automation without rust", type: "all", tags: [], limit: 10, offset: 0 });
    expect(readAsOf(none)).toContainEqual({ from: "without rust", as: [], by: "negation" });
    expect(none.hits.map((hit) => hit.score)).toEqual([scores["kit-ts"], scores["kit-ts"]]);
  });
});
