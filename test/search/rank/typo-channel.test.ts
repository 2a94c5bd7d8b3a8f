// The noisy-channel reading of a word the catalogue does not have (src/search/rank/typo-channel.ts): read as a listed
// name, id or tag token when that is likelier than the word as typed, by how common the word is in English, the slip
// that would have made it, and the words beside it.

import { describe, expect, it } from "vitest";
import { buildCatalogue } from "../../../src/catalog/catalogue";
import { planQuery } from "../../../src/search/query/api";
import { runSearch } from "../../../src/search/rank/api";
import { likelyMisspellings, TYPO_CHANNEL } from "../../../src/search/rank/typo-channel";
import { sampleLongform, sampleSiteIndex } from "../../../src/site/sample";

const index = buildCatalogue(sampleSiteIndex(), sampleLongform()).search;
const readings = (query: string, word: string): string[] =>
  likelyMisspellings(index, planQuery(query), word).map((match) => index.vocabulary[match.token]!);
const search = (query: string) => runSearch(index, { query, type: "all", tags: [], limit: 3, offset: 0 });

describe("the typo channel", () => {
  it("reads a word that is no English word as the listed name it misspells", () => {
    expect(readings("puppetter", "puppetter")).toEqual(["puppeteer"]);
    expect(readings("modle context protocol", "modle")).toEqual(["model"]);
    expect(search("puppetter").hits[0]?.doc.id).toBe("puppeteer");
    expect(search("modle context protocol").hits[0]?.doc.id).toBe("model-context-protocol");
  });

  it("reads a rare word one slip from a name as that name, alone or beside a word it is listed with", () => {
    expect(readings("stipe", "stipe")).toEqual(["stripe"]);
    expect(readings("stipe agent toolkit", "stipe")).toEqual(["stripe"]);
    expect(search("stipe agent toolkit").hits[0]?.doc.id).toBe("stripe-agent-toolkit");
  });

  it("leaves a known word as typed, even one slip from a name beside a word listed with it", () => {
    expect(readings("tripe", "tripe")).toEqual([]);
    expect(readings("tripe mcp", "tripe")).toEqual([]);
  });

  it("leaves a common word as typed, whatever is beside it", () => {
    expect(readings("filling a web form", "filling")).toEqual([]);
    expect(readings("filling payments", "filling")).toEqual([]);
    expect(search("filling a web form").unmatched).toEqual(["filling"]);
    for (const word of ["email", "slack"]) expect(search(word).total, word).toBe(0);
  });

  it("weighs the words beside a token above the token alone, and a slip above any other edit", () => {
    expect(TYPO_CHANNEL.contextLift).toBeGreaterThan(1);
    expect(TYPO_CHANNEL.slip).toBeGreaterThan(TYPO_CHANNEL.otherEdit);
    // A rare word two edits from a name is read so only beside a word listed with it: "stipe" alone is one slip.
    expect(readings("stirpe", "stirpe")).toEqual(["stripe"]);
  });
});
