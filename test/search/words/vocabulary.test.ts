// The review rules of the domain vocabulary (src/search/words/vocabulary/index.ts), checked on the data itself.

import { describe, expect, it } from "vitest";
import { isStopWord } from "../../../src/search/words/stopwords";
import { tokenize } from "../../../src/search/words/text";
import { isLightWord } from "../../../src/search/words/vocabulary/light-words";
import { COMPILED_VOCABULARY, COMPILED_VOCABULARY_VERSION } from "../../../src/search/words/vocabulary/compiled";
import { domainVocabulary } from "../../../src/search/words/vocabulary/domain";
import { decodeVocabulary, encodeVocabulary } from "../../../src/search/words/vocabulary/encoding";
import {
  CONCEPTS,
  compileVocabulary,
  contentStems,
  GENERIC_WORDS,
  usableTrigger,
  VOCABULARY_VERSION,
  type CompiledVocabulary,
} from "../../../src/search/words/vocabulary";

const list = (text: string): string[] =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item.length > 0);

// Everything a compiled vocabulary holds, in order: concepts by index, first stems and triggers as compiled.
const contentsOf = (vocabulary: CompiledVocabulary) => ({ concepts: vocabulary.concepts, byFirstStem: [...vocabulary.byFirstStem] });

describe("the domain vocabulary", () => {
  it("is versioned", () => {
    expect(VOCABULARY_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it("names each concept once, with triggers and terms", () => {
    const names = CONCEPTS.map((concept) => concept.name);
    expect(new Set(names).size).toBe(names.length);
    for (const concept of CONCEPTS) {
      expect(list(concept.when).length, concept.name).toBeGreaterThan(0);
      expect(list(concept.read).length, concept.name).toBeGreaterThan(0);
    }
  });

  it("has no trigger that is only stop words or one word found in most requests", () => {
    const bad = CONCEPTS.flatMap((concept) => list(concept.when).filter((phrase) => !usableTrigger(contentStems(phrase))));
    expect(bad).toEqual([]);
  });

  it("lists no trigger twice within a concept", () => {
    for (const concept of CONCEPTS) {
      const keys = list(concept.when).map((phrase) => tokenize(phrase).join(" "));
      expect(keys.length - new Set(keys).size, concept.name).toBe(0);
    }
  });

  it("writes terms as the catalogue does: lower case, words joined by hyphens", () => {
    const bad = CONCEPTS.flatMap((concept) => list(concept.read).filter((term) => tokenize(term).join("-") !== term));
    expect(bad).toEqual([]);
  });

  it("reads a provider's name as that provider only, never as a competitor", () => {
    const compiled = domainVocabulary();
    const termsOf = (name: string): readonly string[] => compiled.concepts.find((concept) => concept.name === name)!.terms;
    expect(termsOf("aws")).not.toContain("azure");
    expect(termsOf("azure")).not.toContain("aws");
  });

  it("compiles every usable trigger, keyed by its first word's stem, longest first", () => {
    const compiled = compileVocabulary([
      { name: "a", when: "logs, logged in, the", read: "logging" },
      { name: "b", when: "log in, sign in", read: "oauth" },
    ]);
    const log = compiled.byFirstStem.get("log")!;
    expect(log.map((trigger) => trigger.stems.join(" "))).toEqual(["log in", "log in", "log"]);
    // "the" is only a stop word: no trigger.
    expect(compiled.byFirstStem.has("the")).toBe(false);
  });

  it("keeps light words apart from stop words and generic words", () => {
    for (const word of ["see", "last", "thing", "spin", "up"]) expect(isLightWord(word), word).toBe(true);
    for (const word of ["invoices", "postgres", "free", "run", "search"]) expect(isLightWord(word), word).toBe(false);
    for (const word of GENERIC_WORDS) expect(isStopWord(word), word).toBe(false);
  });

  it("is served from a compiled copy that matches a fresh compile of CONCEPTS", () => {
    const stale = "src/search/words/vocabulary/compiled.ts is stale: run `npm run compile:vocabulary` and commit the file";
    const fresh = compileVocabulary(CONCEPTS);
    expect(COMPILED_VOCABULARY_VERSION, stale).toBe(VOCABULARY_VERSION);
    // Compared as a boolean: the message then names the command instead of a 100 kB diff.
    expect(COMPILED_VOCABULARY === encodeVocabulary(fresh), stale).toBe(true);
    expect(contentsOf(domainVocabulary())).toEqual(contentsOf(fresh));
  });

  it("encodes a compiled vocabulary without losing anything, the map's order included", () => {
    const compiled = compileVocabulary([
      { name: "a", when: "tickets, logged in, logs", read: "issue-tracking, logging" },
      { name: "b", when: "log in, sign in", read: "oauth" },
    ]);
    const decoded = decodeVocabulary(encodeVocabulary(compiled));
    expect(contentsOf(decoded)).toEqual(contentsOf(compiled));
    expect([...decoded.byFirstStem.keys()]).toEqual(["ticket", "log", "sign"]);
    expect(encodeVocabulary(compileVocabulary([{ name: "a", when: "tickets", read: "jira" }]))).not.toBe(encodeVocabulary(compiled));
  });
});
