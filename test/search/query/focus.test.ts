// A long request scores a bounded number of its words (src/search/focus.ts): the most telling, so its cost does not
// grow with its length, and a request of ordinary length is scored whole.

import { describe, expect, it } from "vitest";
import { focusPlan, MAX_SCORED_WORDS, reachOf } from "../../../src/search/query/focus";
import { planQuery } from "../../../src/search/query/plan";
import { runSearch } from "../../../src/search/rank/rank";
import { isStopWord } from "../../../src/search/words/stopwords";
import { isLightWord } from "../../../src/search/words/vocabulary/light-words";
import { sampleCatalogue } from "../../relevance/catalogues";

const index = sampleCatalogue().search;
const search = (query: string) => runSearch(index, { query, type: "all", tags: [], limit: 10, offset: 0 });
// Many distinct words: the catalogue's common ones, its rare ones, and narrative it has never seen.
const NARRATIVE = Array.from({ length: 60 }, (_, i) => `narrative${String.fromCharCode(97 + (i % 26))}${i}`).join(" ");

describe("focusing a long request", () => {
  it("leaves a request of ordinary length as it is", () => {
    const plan = planQuery("let my agent pay for an API per request with stablecoins and no account signup");
    expect(focusPlan(index, plan)).toBe(plan);
  });

  it("scores at most MAX_SCORED_WORDS words, keeping those the catalogue has before those it has not", () => {
    const plan = planQuery(`${NARRATIVE} browser automation with playwright for my agent`);
    expect(plan.scored.length).toBeGreaterThan(MAX_SCORED_WORDS);
    const focused = focusPlan(index, plan);
    expect(focused.scored.length).toBe(MAX_SCORED_WORDS);
    for (const word of ["browser", "automation", "playwright", "agent"]) expect(focused.scored, word).toContain(word);
    // Pairs and bits follow the narrowed words.
    expect(focused.pairs.every(([a, b]) => focused.scored.includes(a) && focused.scored.includes(b))).toBe(true);
  });

  it("drops the words on the most documents first", () => {
    const words = index.vocabulary.filter(
      (word) => word.length > 3 && /^[a-z]+$/.test(word) && reachOf(index, word) > 0 && !isLightWord(word),
    );
    const request = words.slice(0, MAX_SCORED_WORDS + 10).join(" ");
    const plan = planQuery(request);
    const kept = new Set(focusPlan(index, plan).scored);
    const dropped = plan.scored.filter((word) => !kept.has(word));
    expect(dropped.length).toBeGreaterThan(0);
    const most = Math.max(...[...kept].map((word) => reachOf(index, word)));
    for (const word of dropped) expect(reachOf(index, word), word).toBeGreaterThanOrEqual(most);
  });

  it("drops light words (everyday phrasing) before any other word the catalogue has", () => {
    const light = ["really", "quickly", "something", "actually", "basically", "probably"];
    const plan = planQuery(
      `${light.join(" ")} ${index.vocabulary
        .filter((word) => /^[a-z]{4,}$/.test(word) && !isLightWord(word) && !isStopWord(word))
        .slice(0, MAX_SCORED_WORDS)
        .join(" ")}`,
    );
    const focused = focusPlan(index, plan);
    for (const word of light) expect(focused.scored, word).not.toContain(word);
  });

  it("finds what the need names inside a paragraph of narrative", () => {
    const hits = search(`${NARRATIVE} we need browser automation with playwright for end to end tests`).hits.map((hit) => hit.doc.id);
    expect(hits.slice(0, 3)).toContain("playwright-mcp");
  });
});
