// Completion of prompt arguments over the bundled sample: each kind of value an argument holds, a list of ids
// completing its last id with the earlier ones kept, and the refusals.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildCatalogue } from "../../src/catalog/catalogue";
import { completeLastId, completePromptArgument } from "../../src/prompts/complete";
import { MAX_COMPARED, splitIds } from "../../src/prompts/compare";
import { sampleLongform, sampleSiteIndex } from "../../src/site/sample";

const catalogue = buildCatalogue(sampleSiteIndex(), sampleLongform());
const ids = catalogue.entries.map((entry) => entry.id);

function values(prompt: string, argument: string, value: string): readonly string[] {
  const done = completePromptArgument(catalogue, { prompt, argument, value });
  if (!done.ok) throw new Error(done.problem.message);
  return done.value.values;
}

describe("completePromptArgument", () => {
  it("completes each argument from what it holds", () => {
    expect(values("install", "id", "x4")).toEqual(["x402"]);
    expect(values("alternatives", "id", "playwrigth")).toContain("playwright");
    expect(values("install", "client", "wind")).toEqual(["windsurf"]);
    expect(values("install", "client", "claude code")).toEqual(["claude_code"]);
    expect(values("find", "type", "")).toEqual(["all", "comparison", "entry", "guide", "skill", "stack"]);
    expect(values("find", "category", "infra")).toEqual(["infrastructure"]);
    expect(values("find", "need", "browser")).toEqual([]);
  });

  it("refuses an unknown prompt or argument, and a value longer than any argument", () => {
    const refused = (prompt: string, argument: string, value = "") => {
      const done = completePromptArgument(catalogue, { prompt, argument, value });
      return done.ok ? null : done.problem.message;
    };
    expect(refused("nope", "id")).toMatch(/No prompt "nope"; complete an argument of one of: find, compare, install, alternatives/);
    expect(refused("install", "ids")).toMatch(/The prompt install has no argument "ids"; complete "id", "client"/);
    expect(refused("compare", "ids", "x".repeat(1001))).toMatch(/longer than 1000/);
    expect(values("install", "id", "x".repeat(300))).toEqual([]);
  });
});

describe("completeLastId", () => {
  it("completes the id being typed after commas or spaces, the earlier ones kept as typed", () => {
    expect(completeLastId(catalogue, "e2b, dayt").values).toEqual(["e2b, daytona"]);
    expect(completeLastId(catalogue, "e2b  dayt").values).toEqual(["e2b  daytona"]);
    expect(completeLastId(catalogue, "E2B,").values).toHaveLength(ids.length - 1);
    expect(completeLastId(catalogue, "e2b daytona modal x402 aider ").values).toEqual([]);
  });

  it("for any list typed so far: every value keeps what was typed before the last id, and lists no id twice", () => {
    const typed = fc.tuple(
      fc.array(fc.constantFrom(...ids), { maxLength: MAX_COMPARED - 1 }),
      fc.constantFrom(", ", " ", ","),
      fc.constantFrom(...ids).chain((id) => fc.integer({ min: 0, max: id.length }).map((cut) => id.slice(0, cut))),
    );
    fc.assert(
      fc.property(typed, ([earlier, separator, partial]) => {
        const prefix = earlier.length === 0 ? "" : `${earlier.join(separator)}${separator}`;
        const done = completeLastId(catalogue, `${prefix}${partial}`);
        for (const value of done.values) {
          expect(value.startsWith(prefix)).toBe(true);
          const listed = splitIds(value);
          expect(listed).toHaveLength(new Set(earlier).size + 1);
          expect(ids).toContain(listed.at(-1));
        }
        if (partial !== "" && !earlier.some((id) => id.startsWith(partial))) expect(done.values.length).toBeGreaterThan(0);
      }),
      { numRuns: 200, seed: 34 },
    );
  });
});
