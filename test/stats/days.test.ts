import { describe, expect, it } from "vitest";
import { addDays, daysBetween, firstRetainedDay, isDay, lastSettledDay } from "../../src/stats/days";

describe("UTC days", () => {
  it("settles a day 30 minutes after it ends (the cron's 00:30)", () => {
    expect(lastSettledDay(Date.parse("2026-11-05T00:30:00Z"))).toBe("2026-11-04");
    expect(lastSettledDay(Date.parse("2026-11-05T00:29:59Z"))).toBe("2026-11-03");
    expect(lastSettledDay(Date.parse("2026-11-05T23:59:59Z"))).toBe("2026-11-04");
  });

  it("keeps 90 full days of Analytics Engine data", () => {
    expect(firstRetainedDay(Date.parse("2026-11-05T12:00:00Z"))).toBe("2026-08-08");
    expect(daysBetween("2026-08-08", "2026-11-05")).toBe(89);
  });

  it("adds days across months, years and leap days", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetween("2026-01-01", "2029-01-01")).toBe(1096);
  });

  it("recognises only real calendar days", () => {
    expect(isDay("2026-11-05")).toBe(true);
    expect(isDay("2026-02-30")).toBe(false);
    expect(isDay("2026-11-5")).toBe(false);
    expect(isDay(20261105)).toBe(false);
  });
});
