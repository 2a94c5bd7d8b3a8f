import { describe, expect, it } from "vitest";
import { buildCatalogue } from "../../../src/catalog/catalogue";
import { sampleLongform, sampleSiteIndex } from "../../../src/site/sample";
import { canStem, stem } from "../../../src/search/words/stem";

describe("stem", () => {
  it.each([
    ["rails", "rail"],
    ["sandboxes", "sandbox"],
    ["libraries", "library"],
    ["payments", "pay"],
    ["paying", "pay"],
    ["automating", "automat"],
    ["automation", "automat"],
    ["automate", "automat"],
    ["hosted", "host"],
    ["running", "run"],
    ["coding", "cod"],
    ["code", "cod"],
    ["browsers", "browser"],
    ["llms", "llm"],
  ])("%s → %s", (word, root) => {
    expect(stem(word)).toBe(root);
  });

  it("conflates the inflections an agent types with the indexed word", () => {
    for (const [a, b] of [
      ["wallets", "wallet"],
      ["memories", "memory"],
      ["benchmarking", "benchmarks"],
      ["databases", "database"],
      ["integrations", "integrate"],
    ]) {
      expect(stem(a!), `${a} ~ ${b}`).toBe(stem(b!));
    }
  });

  it("leaves short words, roots that only look inflected, and other scripts alone", () => {
    for (const word of ["aws", "using", "embed", "speed", "need", "status", "class", "x402", "контекст", "エージェント"]) {
      expect(stem(word), word).toBe(word);
    }
  });
});

describe("canStem", () => {
  it("is false only for words stem() leaves alone", () => {
    const words = buildCatalogue(sampleSiteIndex(), sampleLongform()).search.vocabulary;
    const extra = ["cats", "running", "hosted", "automation", "payment", "code", "apis", "sdk", "x402", "kubernetes", "go"];
    for (const word of [...words, ...extra]) if (!canStem(word)) expect(stem(word), word).toBe(word);
    expect(extra.filter(canStem)).toEqual(["cats", "running", "hosted", "automation", "payment", "code", "apis", "kubernetes"]);
  });
});
