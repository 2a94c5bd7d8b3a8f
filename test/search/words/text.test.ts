import { describe, expect, it } from "vitest";
import { phraseOf, tokenize } from "../../../src/search/words/text";

describe("phraseOf", () => {
  it("writes the words of a request back with their spaces", () => {
    expect(phraseOf(tokenize("without  Docker,  please"))).toBe("without docker please");
    expect(phraseOf([])).toBe("");
  });

  it("rejoins what tokenize leaves of n't contractions", () => {
    expect(phraseOf(tokenize("isn't AGPL"))).toBe("isn't agpl");
    expect(phraseOf(tokenize("doesn't need docker and won't phone home, can't be SaaS"))).toBe(
      "doesn't need docker and won't phone home can't be saas",
    );
  });

  it("leaves a lone t that no contraction precedes", () => {
    expect(phraseOf(["plan", "t", "shirt"])).toBe("plan t shirt");
    expect(phraseOf(["t"])).toBe("t");
  });
});
