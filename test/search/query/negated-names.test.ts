// A negation that says no to listed products (src/search/query/negated-names.ts): the whole name at its start, and a
// list of names closed by a conjunction, are set aside and read against the listings they name.

import { describe, expect, it } from "vitest";
import { buildCatalogue } from "../../../src/catalog/catalogue";
import { focusPlan, planQuery } from "../../../src/search/query/api";
import { readAsOf } from "../../../src/search/answer/read-as";
import { runSearch } from "../../../src/search/rank/rank";
import { sampleLongform, sampleSiteIndex } from "../../../src/site/sample";

const index = buildCatalogue(sampleSiteIndex(), sampleLongform()).search;
const plan = (query: string) => focusPlan(index, planQuery(query));
const refused = (query: string) => plan(query).negations.map(({ from, words }) => ({ from, words }));
const ranked = (query: string) => runSearch(index, { query, type: "entry", tags: [], limit: 40, offset: 0 }).hits.map((hit) => hit.doc.id);

describe("negations of listed products", () => {
  it("sets aside the whole name a negation starts, not only its first word", () => {
    expect(planQuery("a terminal coding agent, not claude code").scored).toContain("code");
    expect(plan("a terminal coding agent, not claude code").scored).toEqual(["terminal", "coding", "agent"]);
    expect(refused("a terminal coding agent, not claude code")).toEqual([{ from: "not claude code", words: ["claude", "code"] }]);
  });

  it("reads a list of names closed by a conjunction, each name its own exclusion", () => {
    const query = "a terminal coding agent that works with any model, not Claude Code, Codex or Cursor";
    expect(refused(query)).toEqual([
      { from: "not claude code", words: ["claude", "code"] },
      { from: "codex", words: ["codex"] },
      { from: "or cursor", words: ["cursor"] },
    ]);
    expect(plan(query).scored).toEqual(["terminal", "coding", "agent", "works", "model"]);
  });

  it("ranks the refused products below the others it finds, and names them in read_as", () => {
    const query = "a terminal coding agent, not Claude Code, Codex or Cursor";
    const ids = ranked(query);
    for (const wanted of ["aider", "cline"]) expect(ids, wanted).toContain(wanted);
    const lastWanted = Math.max(ids.indexOf("aider"), ids.indexOf("cline"));
    for (const no of ["claude-code", "codex-cli", "cursor"]) if (ids.includes(no)) expect(ids.indexOf(no), no).toBeGreaterThan(lastWanted);
    const outcome = runSearch(index, { query, type: "entry", tags: [], limit: 5, offset: 0 });
    expect(outcome.negations.map((negation) => negation.words.join(" "))).toEqual(["claude code", "codex", "cursor"]);
    expect(readAsOf(outcome).filter((reading) => reading.by === "negation")).toEqual([
      { from: "not claude code", as: ["name: claude code"], by: "negation" },
      { from: "codex", as: ["name, id or tags: codex"], by: "negation" },
      { from: "or cursor", as: ["name, id or tags: cursor"], by: "negation" },
    ]);
  });

  it("reads no list without a conjunction before its last name, nor past words that name nothing", () => {
    // Without the conjunction the words after the name may begin the request's next part.
    expect(refused("not claude code terminal agent")).toEqual([{ from: "not claude code", words: ["claude", "code"] }]);
    expect(plan("not claude code terminal agent").scored).toEqual(["terminal", "agent"]);
    expect(refused("an agent, not cursor and a browser to test it")).toEqual([{ from: "not cursor", words: ["cursor"] }]);
    expect(plan("an agent, not cursor and a browser to test it").scored).toContain("browser");
  });

  it("leaves a negation that names no listing as the words read it", () => {
    expect(plan("sandbox without docker")).toEqual(planQuery("sandbox without docker"));
    expect(plan("a vector database, not python or rust").negations).toEqual(planQuery("a vector database, not python or rust").negations);
  });
});
