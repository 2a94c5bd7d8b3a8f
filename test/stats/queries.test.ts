import { describe, expect, it } from "vitest";
import { hitsQuery, legacyUaQuery, requestsQuery, sqlDateTime, type Buckets } from "../../src/stats/queries";
import { parseQuery } from "../support/sql-api-server";
import { NAMES } from "./names";

const datasets = { requests: "indexagentica_mcp", hits: "indexagentica_hits" };
const now = Date.parse("2026-11-05T12:34:56.789Z");
const windows: Buckets = {
  kind: "windows",
  starts: { last_24h: now - 86_400_000, last_7d: now - 7 * 86_400_000, live: Date.parse("2026-11-05T00:00:00Z") },
};
const daily: Buckets = { kind: "daily", from: Date.parse("2026-11-01T00:00:00Z"), to: Date.parse("2026-11-04T00:00:00Z") };

describe("the SQL /stats sends", () => {
  it("counts requests per window with sum(_sample_interval), folding tools to our own names", () => {
    expect(requestsQuery(datasets, windows, NAMES)).toBe(
      "SELECT blob1 AS route, if(blob3 = 'tools/call', 'tools/call', '') AS method, " +
        "if(blob4 IN ('search', 'get_entry', 'get_content', 'list_categories', 'list_entries', 'list_content', 'list_servers', 'list_server_versions', 'get_server_version'), blob4, 'unknown_tool') AS tool, " +
        "blob17 AS cls, double8 AS ranked, double7 AS weak, " +
        "sum(if(timestamp >= toDateTime('2026-11-04 12:34:56'), _sample_interval, 0)) AS last_24h, " +
        "sum(if(timestamp >= toDateTime('2026-10-29 12:34:56'), _sample_interval, 0)) AS last_7d, " +
        "sum(if(timestamp >= toDateTime('2026-11-05 00:00:00'), _sample_interval, 0)) AS live " +
        "FROM indexagentica_mcp WHERE timestamp >= toDateTime('2026-10-29 12:34:56') AND blob1 IN ('mcp', 'rest') " +
        "GROUP BY route, method, tool, cls, ranked, weak FORMAT JSON",
    );
  });

  it("counts beacons and legacy rows per day for the rollup", () => {
    expect(hitsQuery(datasets, daily)).toBe(
      "SELECT formatDateTime(timestamp, '%Y-%m-%d') AS day, blob1 AS event, blob5 AS kind, sum(_sample_interval) AS n " +
        "FROM indexagentica_hits WHERE timestamp >= toDateTime('2026-11-01 00:00:00') AND timestamp < toDateTime('2026-11-04 00:00:00') " +
        "GROUP BY day, event, kind FORMAT JSON",
    );
    expect(legacyUaQuery(datasets, daily)).toContain("AND blob17 = '' GROUP BY day, route, ua FORMAT JSON");
  });

  it("is understood by the strict stand-in grammar (and so uses only documented SQL)", () => {
    for (const buckets of [windows, daily]) {
      for (const sql of [requestsQuery(datasets, buckets, NAMES), legacyUaQuery(datasets, buckets), hitsQuery(datasets, buckets)]) {
        expect(() => parseQuery(sql)).not.toThrow();
      }
    }
  });

  it("refuses a dataset name that is not a plain identifier", () => {
    expect(() => requestsQuery({ ...datasets, requests: "x; DROP TABLE y" }, windows, NAMES)).toThrow(/identifier/);
    expect(() => hitsQuery({ ...datasets, hits: "Hits" }, windows)).toThrow(/identifier/);
    expect(() => hitsQuery({ ...datasets, hits: "a'b" }, windows)).toThrow(/identifier/);
  });

  it("formats times from numbers only", () => {
    expect(sqlDateTime(0)).toBe("toDateTime('1970-01-01 00:00:00')");
    expect(() => sqlDateTime(Number.NaN)).toThrow();
  });
});
