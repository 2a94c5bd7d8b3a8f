import { describe, expect, it } from "vitest";
import {
  AE_MAX_BLOB_BYTES,
  AE_MAX_BLOBS,
  AE_MAX_DOUBLES,
  AE_MAX_INDEX_BYTES,
  BLOB_BUDGET_BYTES,
  limitViolation,
  utf8Bytes,
} from "../../src/observability/limits";
import { usageDataPoint, type RequestFacts } from "../../src/observability/usage-point";
import type { UsageRecord } from "../../src/observability/usage";

const facts = (over: Partial<RequestFacts> = {}): RequestFacts => ({
  status: 200,
  latencyMs: 3.6,
  userAgent: "claude-code/2.0.14",
  country: "DE",
  colo: "FRA",
  asn: 3320,
  ...over,
});

describe("usageDataPoint: the spec's column layout", () => {
  it("writes index1, blob1-blob17 and double1-double8 in order", () => {
    const usage: UsageRecord = {
      route: "mcp",
      endpoint: "/mcp",
      method: "tools/call",
      tool: "search",
      clientName: "claude-code",
      clientVersion: "2.0.14",
      protocolVersion: "2025-06-18",
      era: "legacy",
      typeFilter: "entry",
      categoryFilter: "mcp-servers",
      targetId: "x402",
      resultCount: 7,
      queryChars: 18,
      queryWords: 2,
      weakAnswer: 1,
      rankedSearch: 1,
    };
    const point = usageDataPoint(usage, facts());
    expect(point.indexes).toEqual(["mcp:search"]);
    expect(point.blobs).toEqual([
      "mcp",
      "/mcp",
      "tools/call",
      "search",
      "claude-code",
      "2.0.14",
      "claude-code/2.0.14",
      "2025-06-18",
      "legacy",
      "ok",
      "",
      "DE",
      "FRA",
      "entry",
      "mcp-servers",
      "x402",
      "agent",
    ]);
    expect(point.doubles).toEqual([200, 4, 3320, 7, 18, 2, 1, 1]);
  });

  it("adds the weak-answer columns after the six the stats queries read before them, 0 when a request has none", () => {
    const search: UsageRecord = { route: "rest", endpoint: "/search", tool: "search", resultCount: 3, queryChars: 9, queryWords: 1 };
    expect(usageDataPoint({ ...search, rankedSearch: 1, weakAnswer: 0 }, facts()).doubles).toEqual([200, 4, 3320, 3, 9, 1, 0, 1]);
    expect(usageDataPoint({ ...search, rankedSearch: 1, weakAnswer: 1 }, facts()).doubles.slice(0, 6)).toEqual([200, 4, 3320, 3, 9, 1]);
    expect(usageDataPoint({ route: "rest", endpoint: "/entries/{id}", tool: "get_entry" }, facts()).doubles.slice(6)).toEqual([0, 0]);
  });

  it("names the index after the tool, else the method, else the endpoint", () => {
    expect(usageDataPoint({ route: "rest", endpoint: "/entries/{id}", tool: "get_entry" }, facts()).indexes).toEqual(["rest:get_entry"]);
    expect(usageDataPoint({ route: "mcp", endpoint: "/mcp", method: "initialize" }, facts()).indexes).toEqual(["mcp:initialize"]);
    expect(usageDataPoint({ route: "other", endpoint: "/openapi.json" }, facts()).indexes).toEqual(["other:/openapi.json"]);
  });

  it("derives outcome and detail from the status unless the route said otherwise", () => {
    const base: UsageRecord = { route: "rest", endpoint: "/search" };
    expect(usageDataPoint(base, facts({ status: 404 })).blobs.slice(9, 11)).toEqual(["error", "404"]);
    expect(usageDataPoint(base, facts({ status: 429 })).blobs.slice(9, 11)).toEqual(["rate_limited", "429"]);
    const rpc: UsageRecord = { route: "mcp", endpoint: "/mcp", outcome: "error", detail: "-32602" };
    expect(usageDataPoint(rpc, facts({ status: 200 })).blobs.slice(9, 11)).toEqual(["error", "-32602"]);
    expect(usageDataPoint({ ...rpc, detail: "tool_error" }, facts()).blobs[10]).toBe("tool_error");
  });

  it("classifies the User-Agent into blob17", () => {
    const chrome = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
    expect(usageDataPoint({ route: "rest", endpoint: "/" }, facts({ userAgent: chrome })).blobs[16]).toBe("human");
    expect(usageDataPoint({ route: "rest", endpoint: "/" }, facts({ userAgent: null })).blobs[16]).toBe("agent");
  });
});

describe("usageDataPoint: privacy", () => {
  it("keeps only kebab-case slugs in the filter and id columns, anything else is 'invalid'", () => {
    const point = usageDataPoint(
      {
        route: "rest",
        endpoint: "/search",
        typeFilter: "Entry",
        categoryFilter: "browser automation please",
        targetId: "../../etc/passwd",
      },
      facts(),
    );
    expect(point.blobs.slice(13, 16)).toEqual(["invalid", "invalid", "invalid"]);
    const overlong = usageDataPoint({ route: "rest", endpoint: "/search", targetId: "a".repeat(81) }, facts());
    expect(overlong.blobs[15]).toBe("invalid");
    const absent = usageDataPoint({ route: "rest", endpoint: "/search" }, facts());
    expect(absent.blobs.slice(13, 16)).toEqual(["", "", ""]);
  });

  it("never stores free text in the protocol columns", () => {
    const point = usageDataPoint(
      {
        route: "mcp",
        endpoint: "/mcp",
        method: "tools/call; DROP TABLE",
        tool: "search for my secret",
        protocolVersion: "2025 06 18",
        detail: "boom boom",
      },
      facts(),
    );
    expect(point.blobs.slice(2, 4)).toEqual(["invalid", "invalid"]);
    expect(point.blobs[7]).toBe("invalid");
    expect(point.blobs[10]).toBe("invalid");
    expect(point.indexes[0]).toBe("mcp:invalid");
  });

  it("drops control characters and clips client name (64), version (32) and User-Agent (128)", () => {
    const point = usageDataPoint(
      { route: "mcp", endpoint: "/mcp", clientName: `evil\nclient${"n".repeat(100)}`, clientVersion: "v".repeat(50) },
      facts({ userAgent: `agent\r\n${"u".repeat(300)}` }),
    );
    expect(point.blobs[4]).not.toMatch(/[\n\r]/);
    expect([...point.blobs[4]!].length).toBe(64);
    expect([...point.blobs[5]!].length).toBe(32);
    expect([...point.blobs[6]!].length).toBe(128);
    expect(point.blobs[6]).not.toMatch(/[\n\r]/);
  });

  it("keeps unknown endpoints, countries and colos out", () => {
    const point = usageDataPoint({ route: "other", endpoint: "/entries/<script>" }, facts({ country: "Germany", colo: "frankfurt!" }));
    expect(point.blobs[1]).toBe("other");
    expect(point.blobs[11]).toBe("");
    expect(point.blobs[12]).toBe("");
  });

  it("turns non-finite or negative numbers into 0", () => {
    const point = usageDataPoint(
      { route: "rest", endpoint: "/search", resultCount: Number.NaN, queryChars: -3, queryWords: Infinity },
      facts({ asn: null }),
    );
    expect(point.doubles).toEqual([200, 4, 0, 0, 0, 0, 0, 0]);
  });
});

describe("usageDataPoint: Analytics Engine limits under worst-case input", () => {
  // Four-byte characters (astral emoji) maximise bytes per character; control characters and lone
  // surrogates probe the clipping; 100 kB strings probe the caps.
  const hostile = [
    "🦄".repeat(50_000),
    "\u0000\u0001".repeat(10_000),
    "\ud800".repeat(1_000),
    "é".repeat(100_000),
    "x".repeat(100_000),
    "a-".repeat(10_000),
  ];

  it.each(hostile.map((value, i) => [i, value] as const))("input #%i stays within every limit", (_i, value) => {
    const usage: UsageRecord = {
      route: "mcp",
      endpoint: value,
      method: value,
      tool: value,
      clientName: value,
      clientVersion: value,
      protocolVersion: value,
      era: "legacy",
      detail: value,
      typeFilter: value,
      categoryFilter: value,
      targetId: value,
      resultCount: Number.MAX_VALUE,
      queryChars: 1e300,
      queryWords: -1,
      weakAnswer: Number.NaN,
      rankedSearch: Infinity,
    };
    const point = usageDataPoint(usage, facts({ userAgent: value, country: value, colo: value, latencyMs: 1e12, asn: 2 ** 40 }));
    expect(limitViolation(point)).toBeNull();
    expect(point.blobs.length).toBe(17);
    expect(point.blobs.length).toBeLessThanOrEqual(AE_MAX_BLOBS);
    expect(point.doubles.length).toBe(8);
    expect(point.doubles.length).toBeLessThanOrEqual(AE_MAX_DOUBLES);
    expect(utf8Bytes(point.indexes[0]!)).toBeLessThanOrEqual(AE_MAX_INDEX_BYTES);
    const blobBytes = point.blobs.reduce((sum, blob) => sum + utf8Bytes(blob), 0);
    expect(blobBytes).toBeLessThanOrEqual(BLOB_BUDGET_BYTES);
    expect(blobBytes).toBeLessThanOrEqual(AE_MAX_BLOB_BYTES);
  });

  it("the largest possible point has 1,426 bytes of blobs, far below the 5,120-byte budget", () => {
    const emoji = "🦄".repeat(1_000);
    const point = usageDataPoint(
      {
        route: "other",
        endpoint: `/${"a".repeat(63)}`,
        method: "m".repeat(64),
        tool: "t".repeat(64),
        clientName: emoji,
        clientVersion: emoji,
        protocolVersion: "p".repeat(32),
        era: "modern",
        outcome: "rate_limited",
        detail: "d".repeat(32),
        typeFilter: "a".repeat(80),
        categoryFilter: "b".repeat(80),
        targetId: "c".repeat(80),
      },
      facts({ userAgent: emoji, country: "DE", colo: "FRAA" }),
    );
    const blobBytes = point.blobs.reduce((sum, blob) => sum + utf8Bytes(blob), 0);
    // 64 + 32 + 128 four-byte characters (896) + every bounded token column at its maximum (530).
    expect(blobBytes).toBe(1_426);
    expect(utf8Bytes(point.indexes[0]!)).toBe("other:".length + 64);
  });

  it("limitViolation reports each limit", () => {
    const ok = { indexes: ["a"], blobs: ["x"], doubles: [1] };
    expect(limitViolation(ok)).toBeNull();
    expect(limitViolation({ ...ok, indexes: ["a", "b"] })).toMatch(/indexes/);
    expect(limitViolation({ ...ok, indexes: ["i".repeat(97)] })).toMatch(/index of 97 bytes/);
    expect(limitViolation({ ...ok, blobs: new Array(21).fill("") })).toMatch(/21 blobs/);
    expect(limitViolation({ ...ok, doubles: new Array(21).fill(0) })).toMatch(/21 doubles/);
    expect(limitViolation({ ...ok, blobs: ["x".repeat(BLOB_BUDGET_BYTES + 1)] })).toMatch(/blobs of/);
    expect(limitViolation({ ...ok, doubles: [Number.NaN] })).toMatch(/non-finite/);
  });
});
