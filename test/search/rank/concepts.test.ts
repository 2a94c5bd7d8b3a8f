import { describe, expect, it } from "vitest";
import { buildCatalogue } from "../../../src/catalog/catalogue";
import type { Entry } from "../../../src/site/types";
import { readGroup, readTerm, readVocabulary, type TermReading } from "../../../src/search/rank/concepts";
import { sharedTags } from "../../../src/search/rank/shared-tags";
import { runSearch } from "../../../src/search/rank/rank";
import type { SearchRequest } from "../../../src/search/rank/request";
import { readAsOf } from "../../../src/search/answer/read-as";
import { tokenize } from "../../../src/search/words/text";
import { compileVocabulary } from "../../../src/search/words/vocabulary";

// A vocabulary of its own, so these tests do not move when the real one is reviewed.
const vocabulary = compileVocabulary([
  { name: "issue trackers", when: "tickets, bug tracker, file a bug", read: "issue-tracking, jira" },
  { name: "logs", when: "logs, logging", read: "observability" },
  { name: "sign-in", when: "logged in, sign in", read: "oauth" },
  { name: "memory", when: "memory, between sessions", read: "memory, persistent" },
  { name: "secrets", when: "api key, overspend", read: "credentials" },
]);
const read = (query: string) => {
  const words = tokenize(query);
  return readVocabulary(words, [...new Set(words)], vocabulary);
};

describe("reading a request through the vocabulary", () => {
  it("reads each word of a trigger as the concept's terms", () => {
    const reading = read("file tickets for the bugs my agent finds");
    expect(reading.matches).toEqual([
      { from: "tickets", concept: "issue trackers", source: "vocabulary", terms: ["issue-tracking", "jira"] },
    ]);
    const words = [...new Set(tokenize("file tickets for the bugs my agent finds"))];
    expect(reading.perWord[words.indexOf("tickets")]!.map((group) => group.name)).toEqual(["issue trackers"]);
    expect(reading.perWord[words.indexOf("agent")]).toEqual([]);
  });

  it("matches a phrase across stop words, and prefers the longest trigger at a word", () => {
    expect(read("keeps forgetting between the sessions").matches.map((m) => m.from)).toEqual(["between the sessions"]);
    expect(read("my logged in accounts").matches.map((m) => m.concept)).toEqual(["sign-in"]);
    expect(read("ship the logs").matches.map((m) => m.concept)).toEqual(["logs"]);
  });

  it("never reads a word as a term with its own stem", () => {
    expect(read("agent memory").matches).toEqual([{ from: "memory", concept: "memory", source: "vocabulary", terms: ["persistent"] }]);
  });

  it("does not read what the request says no to", () => {
    expect(read("a server that needs an api key").matches).toHaveLength(1);
    for (const query of ["a server with no api key", "works without an api key", "not an api key"]) {
      expect(read(query).matches, query).toEqual([]);
    }
    // "can't" is no negation: "can't overspend" asks for the very thing "overspend" is read as.
    expect(read("a card that can't overspend").matches).toHaveLength(1);
  });

  it("lists a repeated phrase once", () => {
    expect(read("tickets and more tickets").matches).toHaveLength(1);
  });
});

const entry = (id: string, name: string, summary: string, tags: string[]): Entry => ({
  id,
  name,
  category: "tools",
  summary,
  url: `https://${id}.example`,
  tags,
});
const entries: Entry[] = [
  entry("tracker", "Tracker MCP", "Issue tracking for teams, from any agent", ["issue-tracking", "mcp"]),
  entry("jira-bridge", "Jira Bridge", "Connects an agent to Jira", ["jira"]),
  entry("notes", "Notes", "Write notes about issue tracking history", ["notes"]),
  entry("vec-a", "Vec A", "Fast lookups over stored items", ["vector-database"]),
  entry("vec-b", "Vec B", "Lookups and search", ["vector-database"]),
  entry("vec-c", "Vec C", "A quick engine for stored items", ["vector-database"]),
  entry("other", "Other", "An agent for everything", ["misc"]),
  // Enough other entries that a term on two or three entries is rare, as in a real catalogue.
  ...Array.from({ length: 20 }, (_, i) => entry(`filler-${i}`, `Filler ${i}`, `An agent that helps with chore ${i}`, ["misc"])),
];
const index = buildCatalogue(
  {
    generated: null,
    siteUrl: "https://indexagentica.com",
    categories: [{ slug: "tools", name: "Tools", description: "", count: entries.length, html: "", json: "" }],
    entries,
  },
  [],
).search;
const buffers = () => ({ mask: new Uint8Array(index.docs.length), list: new Int32Array(index.docs.length) });
const idsOf = (reading: TermReading | null): string[] => [...(reading?.docs ?? [])].map((doc) => index.docs[doc]!.id).sort();

describe("reading terms on the index", () => {
  it("finds a hyphenated term as the tag or as the words side by side", () => {
    expect(idsOf(readTerm(index, "issue-tracking", buffers()))).toEqual(["notes", "tracker"]);
    expect(idsOf(readTerm(index, "jira", buffers()))).toEqual(["jira-bridge"]);
    expect(readTerm(index, "kubernetes", buffers())).toBeNull();
  });

  it("skips a term on most of the catalogue: it tells nothing apart", () => {
    expect(readTerm(index, "agent", buffers())).toBeNull();
  });

  it("adds a concept's points up over its terms, and leaves its buffer clean", () => {
    const sums = new Float64Array(index.docs.length);
    const group = { name: "t", source: "vocabulary", terms: ["issue-tracking", "jira", "nothing-here"] } as const;
    const reading = readGroup(index, group, buffers(), sums);
    expect(reading!.found).toEqual(["issue-tracking", "jira"]);
    const points = new Map([...reading!.docs].map((doc, i) => [index.docs[doc]!.id, reading!.points[i]!]));
    // tracker: exact tag 4 + summary 2; notes: summary 2 only.
    expect(points.get("tracker")).toBeGreaterThan(points.get("notes")!);
    expect([...sums].every((value) => value === 0)).toBe(true);
    // Kept per index: the same concept is not read again.
    expect(readGroup(index, group, buffers(), sums)).toBe(reading);
  });

  it("reads a rare word's documents' shared tag, but not a tag that already has the word", () => {
    const docs = ["vec-a", "vec-b"].map((id) => index.docs.findIndex((doc) => doc.id === id));
    expect(sharedTags(index, "lookups", docs, docs.length)?.terms).toEqual(["vector-database"]);
    expect(sharedTags(index, "vector", docs, docs.length)).toBeNull();
    expect(sharedTags(index, "lookups", docs.slice(0, 1), 1)).toBeNull();
  });
});

describe("runSearch with concept readings", () => {
  const search = (query: string, extra: Partial<SearchRequest> = {}) =>
    runSearch(index, { query, type: "all", tags: [], limit: 10, offset: 0, ...extra });

  it("finds documents through the tag a rare word's documents share, and says so", () => {
    const outcome = search("lookups");
    expect(outcome.hits.map((hit) => hit.doc.id)).toEqual(["vec-a", "vec-b", "vec-c"]);
    expect(readAsOf(outcome)).toEqual([
      { from: "lookups", as: ["vector-database"], by: "catalogue", concept: 'tags shared by the documents with "lookups"' },
    ]);
  });

  it("ranks what the words match above what only a reading matches, and never calls a reading exact", () => {
    const hits = search("lookups").hits;
    expect(hits.at(-1)!.doc.id).toBe("vec-c");
    // vec-c has none of the request's words, only the tag the others share: below both.
    expect(hits.at(-1)!.score).toBeLessThan(Math.min(hits[0]!.score, hits[1]!.score));
    expect(hits.every((hit) => !hit.exact)).toBe(true);
  });

  it("returns nothing when no word of the request is in the catalogue, readings or not", () => {
    const outcome = search("spreadsheet calendar");
    expect(outcome.total).toBe(0);
    expect(outcome.expansions).toEqual([]);
    expect(outcome.unmatched).toEqual(["spreadsheet", "calendar"]);
  });

  it("applies filters to what readings find", () => {
    expect(search("lookups", { tags: ["misc"] }).total).toBe(0);
    expect(search("lookups", { tags: ["vector-database"] }).total).toBe(3);
  });
});
