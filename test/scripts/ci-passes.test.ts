import { describe, expect, it } from "vitest";
import { passAccount } from "../../scripts/lib/ci-passes.mjs";

describe("the account of CI's two passes", () => {
  it("says every test ran when each one pass 1 skipped ran in pass 2", () => {
    const lines = passAccount({ ran: ["a", "b"], skipped: ["c"] }, { ran: ["c", "a"], skipped: ["b"] });
    expect(lines).toEqual([
      "pass 1 ran 2 tests and skipped 1; pass 2 ran 2 (1 of pass 1's skipped among them)",
      "every test ran at least once",
    ]);
  });

  it("names the tests that ran in neither pass, at most fifteen of them", () => {
    const skipped = Array.from({ length: 20 }, (_, i) => `t${i}`);
    const lines = passAccount({ ran: [], skipped }, { ran: ["t0"], skipped: [] });
    expect(lines[1]).toBe("19 test(s) ran in neither pass:");
    expect(lines.filter((line) => line.startsWith("  - "))).toHaveLength(15);
    expect(lines.at(-1)).toBe("  … and 4 more");
  });

  it("counts pass 1's skipped tests as never run when there was no pass 2", () => {
    expect(passAccount({ ran: ["a"], skipped: ["b"] })).toEqual([
      "pass 1 ran 1 tests and skipped 1",
      "1 test(s) ran in neither pass:",
      "  - b",
    ]);
  });
});
