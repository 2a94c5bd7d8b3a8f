// The held-out need-queries (fixture-heldout-queries.ts) are a fair measure only while nobody tunes against them, so
// they have no ranking floor here: this checks only that the set is well formed. `npm run relevance` shows how the
// ranker does on them. Everything that needs the real site copy skips without it.

import { describe, expect, it } from "vitest";
import { fixtureCatalogue } from "./catalogues";
import { unknownIds } from "./evaluate";
import { FIXTURE_HELDOUT_QUERIES } from "./fixture-heldout-queries";
import type { QueryKind } from "./judgements";
import { TARGET_GRADE } from "./metrics";

const NEED_KINDS: readonly QueryKind[] = ["plain-need", "different-wording", "platform-constraint", "how-to"];
// The set was written as ten requests of each need kind; a change to that is a new set, not an edit.
const PER_KIND = 10;

const fixture = fixtureCatalogue();
const queries = FIXTURE_HELDOUT_QUERIES;

describe("held-out need-queries on the real site copy", () => {
  it.skipIf(fixture === null)("has ten requests of each need kind and nothing else, all naming ids that exist", () => {
    for (const kind of NEED_KINDS) expect(queries.filter((q) => q.kind === kind).length, kind).toBe(PER_KIND);
    expect(queries.filter((q) => !NEED_KINDS.includes(q.kind)).map((q) => q.q)).toEqual([]);
    expect(unknownIds(fixture!, queries)).toEqual([]);
  });

  it.skipIf(fixture === null)("asks each request once and gives each a good answer to find", () => {
    const texts = queries.map((q) => q.q.toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
    expect(queries.filter((q) => !Object.values(q.relevant).some((grade) => grade >= TARGET_GRADE)).map((q) => q.q)).toEqual([]);
  });

  it.skipIf(fixture === null)("has a long-form item among the ideal answers of every how-to request", () => {
    const longform = new Set(fixture!.search.docs.filter((doc) => doc.kind !== "entry").map((doc) => doc.id));
    const without = queries
      .filter((q) => q.kind === "how-to")
      .filter((q) => !Object.entries(q.relevant).some(([id, grade]) => grade === 3 && longform.has(id)))
      .map((q) => q.q);
    expect(without).toEqual([]);
  });
});
