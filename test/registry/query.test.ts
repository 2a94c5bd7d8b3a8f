// The registry's query strings and cursors (src/registry/query.ts, cursor.ts): what a listing asks for, or the
// problem the official registry would answer.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "../../src/registry/cursor";
import { DEFAULT_PAGE_SIZE, parseListingQuery, parseLookupQuery } from "../../src/registry/query";

function ok(search: string) {
  const parsed = parseListingQuery(search);
  if (!parsed.ok) throw new Error(parsed.problem.detail);
  return parsed.value;
}

function status(search: string): number {
  const parsed = parseListingQuery(search);
  return parsed.ok ? 200 : parsed.problem.status;
}

describe("parseListingQuery", () => {
  it("defaults to a page of 30 by name, with nothing filtered", () => {
    expect(ok("")).toEqual({
      limit: DEFAULT_PAGE_SIZE,
      cursor: null,
      search: null,
      version: null,
      updatedSince: null,
      category: null,
      tags: [],
      auth: null,
    });
  });

  it("reads each parameter: first value, empty as absent, case forgiven where it means nothing", () => {
    const request = ok(
      "?limit=5&limit=7&search=%20Jira%20&version=latest&updated_since=2026-10-02T10:00:00%2B02:00&category=MCP-Servers&tag=a,B&tag=c&auth=NONE&include_deleted=TRUE&foo=bar",
    );
    expect(request).toMatchObject({
      limit: 5,
      search: "Jira",
      version: null,
      category: "mcp-servers",
      tags: ["a", "b", "c"],
      auth: "none",
    });
    expect(request.updatedSince).toBe(Date.parse("2026-10-02T08:00:00Z"));
    expect(ok("?version=2026.10.2").version).toBe("2026.10.2");
    expect(ok("?search=com.indexagentica/neon-mcp-server").search).toBe("neon-mcp-server");
    expect(ok("?limit=&search=&cursor=").limit).toBe(DEFAULT_PAGE_SIZE);
  });

  it("answers 422 for limit, include_deleted, auth and too many tags outside their rules; 400 for time and cursor", () => {
    for (const bad of [
      "limit=0",
      "limit=101",
      "limit=1e2",
      "include_deleted=yes",
      "auth=basic",
      `tag=${Array.from({ length: 11 }, (_, i) => `t${i}`).join(",")}`,
      `search=${"x".repeat(1001)}`,
    ]) {
      expect(status(`?${bad}`), bad).toBe(422);
    }
    for (const bad of [
      "updated_since=2026-10-02",
      "updated_since=2026-13-02T00:00:00Z",
      "cursor=x",
      "cursor=a",
      "updated_since=2026-10-02T00:00:00Z&include_deleted=false",
    ]) {
      expect(status(`?${bad}`), bad).toBe(400);
    }
    expect(status("?updated_since=2026-10-02t00:00:00z&include_deleted=true")).toBe(200);
    expect(parseLookupQuery("?include_deleted=1").ok).toBe(true);
    expect(parseLookupQuery("?include_deleted=perhaps").ok).toBe(false);
  });
});

describe("cursors", () => {
  it("round-trip, URL-safe, whatever the name", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200, unit: "grapheme" }), (name) => {
        const text = encodeCursor({ after: name });
        expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(encodeURIComponent(text)).toBe(text);
        expect(decodeCursor(text)).toEqual({ after: name });
      }),
    );
    expect(decodeCursor(encodeCursor({ offset: 50 }))).toEqual({ offset: 50 });
  });

  it("refuse what we never give", () => {
    for (const text of ["", "a", "o", "o-1", "o1.5", "x12", "a!!", "o99999999", `a${"A".repeat(400)}`, "a_w"]) {
      expect(decodeCursor(text), text).toBeNull();
    }
  });
});
