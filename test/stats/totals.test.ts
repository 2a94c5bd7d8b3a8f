import { describe, expect, it } from "vitest";
import { uaClass } from "../../src/observability/ua-class";
import { addTotals, count, emptyTotals, readTotals, totalsFromRows } from "../../src/stats/totals";
import { NAMES } from "./names";

describe("totals", () => {
  it("turns grouped rows into the published figures", () => {
    const totals = totalsFromRows(
      [
        { route: "mcp", method: "tools/call", tool: "search", cls: "agent", ranked: 0, weak: 0, n: 5 },
        { route: "mcp", method: "tools/call", tool: "unknown_tool", cls: "agent", ranked: 0, weak: 0, n: 2 },
        { route: "mcp", method: "tools/call", tool: "list_entries", cls: "agent", ranked: 0, weak: 0, n: 1 },
        { route: "mcp", method: "", tool: "unknown_tool", cls: "human", ranked: 0, weak: 0, n: 3 },
        { route: "rest", method: "", tool: "get_entry", cls: "human", ranked: 0, weak: 0, n: 4 },
        { route: "rest", method: "", tool: "unknown_tool", cls: "agent", ranked: 0, weak: 0, n: 6 },
        { route: "rest", method: "", tool: "search", cls: "", ranked: 0, weak: 0, n: 10 },
        { route: "other", method: "", tool: "", cls: "agent", ranked: 0, weak: 0, n: 100 },
      ],
      [
        {
          route: "rest",
          ua: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
          n: 10,
        },
      ],
      [
        { event: "pageview", kind: "", n: 20 },
        { event: "click", kind: "", n: 3 },
        { event: "download", kind: "zip", n: 2 },
        { event: "download", kind: "skill_md", n: 1 },
      ],
      uaClass,
      NAMES,
    );
    expect(totals.mcp).toEqual({
      requests: 11,
      tool_calls: 8,
      // list_entries is a REST operation, not one of our MCP tools.
      tool_calls_by_tool: { search: 5, get_entry: 0, get_content: 0, list_categories: 0, unknown_tool: 3 },
      by_client: { agent: 8, human: 3 },
    });
    expect(totals.api).toEqual({
      requests: 20,
      by_operation: {
        search: 10,
        get_entry: 4,
        get_content: 0,
        list_categories: 0,
        list_entries: 0,
        list_content: 0,
        list_servers: 0,
        list_server_versions: 0,
        get_server_version: 0,
        other: 6,
      },
      by_client: { agent: 6, human: 14 },
    });
    expect(totals.agent_vs_human).toEqual({ agent: 14, human: 17 });
    expect(totals.site).toEqual({ page_views: 20, outbound_clicks: 3, downloads: { total: 3, zip: 2, skill_md: 1 } });
    expect(totals.search).toEqual({ ranked: 0, weak_answers: 0 });
  });

  it("counts the searches answered with a ranked first page, and those of them with the weak-answer line", () => {
    const row = { route: "mcp", method: "tools/call", tool: "search", cls: "agent" };
    const totals = totalsFromRows(
      [
        { ...row, ranked: 1, weak: 0, n: 7 },
        { ...row, ranked: 1, weak: 1, n: 2 },
        // A later page or a listing: not ranked, whatever else.
        { ...row, ranked: 0, weak: 0, n: 5 },
        { ...row, route: "rest", method: "", ranked: 1, weak: 1, n: 3 },
        // Only MCP and REST requests count; a weak mark without a ranked page counts nowhere.
        { ...row, route: "other", ranked: 1, weak: 1, n: 100 },
        { ...row, ranked: 0, weak: 1, n: 50 },
      ],
      [],
      [],
      uaClass,
      NAMES,
    );
    expect(totals.search).toEqual({ ranked: 12, weak_answers: 5 });
    expect(totals.mcp.tool_calls_by_tool.search).toBe(64);
    expect(addTotals(totals, totals).search).toEqual({ ranked: 24, weak_answers: 10 });
  });

  it("adds two totals key by key", () => {
    const a = readTotals({ site: { page_views: 1 }, mcp: { tool_calls_by_tool: { search: 2 } } }, NAMES);
    const b = readTotals({ site: { page_views: 2 }, mcp: { tool_calls_by_tool: { search: 3, get_entry: 1 } } }, NAMES);
    const sum = addTotals(a, b);
    expect(sum.site.page_views).toBe(3);
    expect(sum.mcp.tool_calls_by_tool.search).toBe(5);
    expect(sum.mcp.tool_calls_by_tool.get_entry).toBe(1);
    expect(addTotals(emptyTotals(NAMES), emptyTotals(NAMES))).toEqual(emptyTotals(NAMES));
    // unknown_tool is published only when something was counted under it.
    expect(emptyTotals(NAMES).mcp.tool_calls_by_tool).toEqual({ search: 0, get_entry: 0, get_content: 0, list_categories: 0 });
    expect(readTotals({ mcp: { tool_calls_by_tool: { junk: 0 } } }, NAMES).mcp.tool_calls_by_tool).not.toHaveProperty("unknown_tool");
  });

  it("reads stored totals defensively: junk names fold into unknown_tool/other, junk counts are 0", () => {
    const t = readTotals(
      {
        site: { page_views: "12", outbound_clicks: -4, downloads: { total: "x" } },
        mcp: { requests: Number.POSITIVE_INFINITY, tool_calls: 3, tool_calls_by_tool: { search: 1, "<script>": 2, evil_tool: 5 } },
        api: { by_operation: { search: 1, "drop table": 9 } },
        agent_vs_human: null,
      },
      NAMES,
    );
    expect(t.site.page_views).toBe(12);
    expect(t.site.outbound_clicks).toBe(0);
    expect(t.site.downloads.total).toBe(0);
    expect(t.mcp.requests).toBe(0);
    expect(t.mcp.tool_calls_by_tool).toEqual({ search: 1, get_entry: 0, get_content: 0, list_categories: 0, unknown_tool: 7 });
    expect(t.api.by_operation.other).toBe(9);
    expect(Object.keys(t.api.by_operation)).not.toContain("drop table");
    expect(readTotals("garbage", NAMES)).toEqual(emptyTotals(NAMES));
    // Records stored before the search figures existed read them as 0; junk there is 0 too.
    expect(readTotals({ site: { page_views: 1 } }, NAMES).search).toEqual({ ranked: 0, weak_answers: 0 });
    expect(readTotals({ search: { ranked: "9", weak_answers: -2 } }, NAMES).search).toEqual({ ranked: 9, weak_answers: 0 });
  });

  it("reads SQL counts given as numbers or as 64-bit integer strings", () => {
    expect(count("42")).toBe(42);
    expect(count(42)).toBe(42);
    expect(count("4e2")).toBe(0);
    expect(count(null)).toBe(0);
  });
});
