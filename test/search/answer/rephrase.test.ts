// The weak-answer line (src/search/answer/rephrase.ts): shown only on an answer predicted weak (weak-answer.ts, tested
// in weak-answer.test.ts), naming the catalogue's tags and categories nearest to what did match.
import { describe, expect, it } from "vitest";
import { searchWithAdvice } from "../../../src/search/answer/advice";
import { nearestWords } from "../../../src/search/answer/rephrase";
import type { SearchRequest } from "../../../src/search/rank/request";
import { REST_VOCABULARY } from "../../../src/rest/vocabulary";
import { searchTool } from "../../../src/tools/search";
import { sampleCatalogue } from "../../relevance/catalogues";
import { sampleContext } from "../../tools/context";

const index = sampleCatalogue().search;
const answer = (query: string, extra: Partial<SearchRequest> = {}) =>
  searchWithAdvice(index, { query, type: "all", tags: [], limit: 10, offset: 0, ...extra });
const WEAK = "stop my browsing agent from using my own logged-in accounts";

describe("weak answers", () => {
  it("get the catalogue's words nearest to what matched, none of them the request's own words or common ones", () => {
    const weak = answer(WEAK);
    expect(weak.advice.rephrase).not.toBeNull();
    const { tags, categories } = weak.advice.rephrase!;
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.length).toBeLessThanOrEqual(5);
    expect(categories.length).toBeLessThanOrEqual(2);
    const shown = new Set(weak.hits.flatMap((hit) => hit.doc.tags));
    for (const tag of tags) expect(shown.has(tag), tag).toBe(true);
    expect(tags).not.toContain("browsing");
    expect(nearestWords(index, weak)).toEqual(weak.advice.rephrase);
  });

  it("are not looked for when the match is good, or past the first page", () => {
    expect(answer("browser automation").advice.rephrase).toBeNull();
    expect(answer("playwright").advice.rephrase).toBeNull();
    expect(answer(WEAK, { offset: 1 }).advice.rephrase).toBeNull();
    // Good alternatives make a weak request a good match.
    expect(answer(WEAK, { alternatives: ["browser automation", "agent identity and auth"] }).advice.rephrase).toBeNull();
  });

  it("show in the tool's notice as one line naming alternatives (alt over REST), and only then", async () => {
    const context = sampleContext();
    const weak = await searchTool.run({ query: WEAK }, context);
    if (!weak.ok) throw new Error(weak.problem.message);
    expect(weak.value.notice).toMatch(
      /Nothing matches this well; the directory's words nearest to it: .+ \(tags\).+ Rephrase in such words, or add them as `alternatives`\.$/,
    );
    const rest = await searchTool.run({ query: WEAK }, { ...context, vocabulary: REST_VOCABULARY });
    if (!rest.ok) throw new Error(rest.problem.message);
    expect(rest.value.notice).toMatch(/or add them as `alt`\.$/);
    const good = await searchTool.run({ query: "browser automation" }, context);
    if (!good.ok) throw new Error(good.problem.message);
    expect(good.value.notice).toBeUndefined();
  });
});
