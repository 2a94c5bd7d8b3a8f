// Requests for an alternative to a listed product (src/search/query/alternative.ts): which phrasings ask for one,
// which words name the product, and what is left to search for.

import { describe, expect, it } from "vitest";
import { buildCatalogue } from "../../../src/catalog/catalogue";
import { namedDocs, planQuery, readAlternative, withoutAlternative } from "../../../src/search/query/api";
import { sampleLongform, sampleSiteIndex } from "../../../src/site/sample";

const index = buildCatalogue(sampleSiteIndex(), sampleLongform()).search;
const ids = (docs: readonly number[] | undefined): string[] => (docs ?? []).map((doc) => index.docs[doc]!.id);
const read = (query: string) => readAlternative(index, planQuery(query).sequence);

describe("reading a request for an alternative to a listed product", () => {
  it("reads the phrasings that ask for one, before or after the product's name", () => {
    for (const query of [
      "alternatives to browserbase",
      "an alternative for browserbase",
      "browserbase alternative",
      "browserbase competitors",
      "something like browserbase but cheaper",
      "similar to browserbase",
      "replace browserbase",
      "what to use instead of browserbase",
      "switching away from browserbase",
      "a replacement for browserbase",
    ])
      expect(ids(read(query)?.docs), query).toEqual(["browserbase"]);
  });

  it("says which words asked, and where they are", () => {
    const alternative = read("open source alternative to claude code for the terminal")!;
    expect(ids(alternative.docs)).toEqual(["claude-code"]);
    expect(alternative.from).toBe("alternative to claude code");
    const plan = withoutAlternative(planQuery("open source alternative to claude code for the terminal"), alternative);
    expect(plan.scored).toEqual(["open", "source", "terminal"]);
  });

  it("reads nothing where no listed product is named, or where the words ask for something else", () => {
    for (const query of ["I'd like a browser", "alternatives to paying by card", "browser automation", "an alternative", "switch"])
      expect(read(query), query).toBeNull();
  });

  it("names a product by its whole name or id; a word that is no English word also by the names it starts", () => {
    expect(ids(namedDocs(index, ["claude", "code"]))).toEqual(["claude-code"]);
    expect(ids(namedDocs(index, ["e2b"]))).toEqual(["e2b"]);
    // "stripe" is an English word: a family of Stripe listings is not one product.
    expect(namedDocs(index, ["stripe"])).toEqual([]);
    expect(namedDocs(index, ["browser"])).toEqual([]);
  });
});
