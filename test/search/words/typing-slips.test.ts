// One slip of the fingers (src/search/words/typing-slips.ts): what a misspelling of a name mostly is.

import { describe, expect, it } from "vitest";
import { areNeighbourKeys, isTypingSlip } from "../../../src/search/words/typing-slips";

describe("typing slips", () => {
  it("knows which keys touch on a QWERTY keyboard", () => {
    for (const [a, b] of ["qw", "ew", "er", "es", "ed", "gh", "gt", "gy", "gb", "gv", "mn", "mk", "pl", "ok"]) {
      expect(areNeighbourKeys(a!, b!), `${a} ${b}`).toBe(true);
      expect(areNeighbourKeys(b!, a!), `${b} ${a}`).toBe(true);
    }
    for (const [a, b] of ["qp", "fy", "fb", "lt", "ae", "mz", "aa"]) expect(areNeighbourKeys(a!, b!), `${a} ${b}`).toBe(false);
  });

  it("reads a dropped, doubled or swapped letter and a neighbouring key as one slip", () => {
    const slips: [string, string][] = [
      ["stipe", "stripe"], // dropped
      ["tavilly", "tavily"], // doubled
      ["langfsue", "langfuse"], // swapped
      ["modle", "model"], // swapped
      ["gkose", "goose"], // neighbouring key (k beside o)
      ["tempk", "tempo"],
      ["puppetter", "puppeteer"], // the letter before pressed again in place of the next
      ["stripee", "stripe"], // doubled at the end
      ["stripw", "stripe"], // neighbouring key at the end
      ["astripe", "stripe"], // a key touching the letter after it, pressed before it
    ];
    for (const [typed, meant] of slips) expect(isTypingSlip(typed, meant), `${typed} → ${meant}`).toBe(true);
  });

  it("does not read other edits, or no edit, as a slip", () => {
    const others: [string, string][] = [
      ["filling", "billing"], // f and b do not touch
      ["slack", "stack"], // l and t do not touch
      ["stripe", "stripe"], // the same word
      ["strxpe", "stripe"], // x is nowhere near i
      ["stripez", "stripe"], // z touches neither e nor the end
      ["sirtpe", "stripe"], // letters two apart swapped
      ["stpe", "stripe"], // two letters dropped
    ];
    for (const [typed, meant] of others) expect(isTypingSlip(typed, meant), `${typed} → ${meant}`).toBe(false);
  });
});
