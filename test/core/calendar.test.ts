import { describe, expect, it } from "vitest";
import { DAY_MS, utcDayMs } from "../../src/core/calendar";

describe("utcDayMs", () => {
  it("reads a calendar date as its midnight UTC", () => {
    expect(utcDayMs("2026-10-02")).toBe(Date.UTC(2026, 9, 2));
    expect(utcDayMs("2024-02-29")).toBe(Date.UTC(2024, 1, 29));
    expect(utcDayMs("2000-02-29")! - utcDayMs("2000-02-28")!).toBe(DAY_MS);
  });

  it("refuses days that are not on the calendar, other shapes and other types", () => {
    for (const value of ["2026-02-29", "1900-02-29", "2026-02-30", "2026-13-01", "2026-00-10", "2026-04-31", "2026-04-00", "0099-01-01"]) {
      expect(utcDayMs(value), value).toBeNull();
    }
    for (const value of ["2026-1-02", "2026-10-02T00:00:00Z", " 2026-10-02", "soon", "", 20261002, null, undefined]) {
      expect(utcDayMs(value), String(value)).toBeNull();
    }
  });
});
