import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlRunner } from "../../src/stats/sql-client";
import { hitPoint, requestPoint, sqlTenant } from "../support/analytics-helpers";
import { startSqlApiServer, type SqlApiServer } from "../support/sql-api-server";

let server: SqlApiServer;
beforeAll(async () => {
  server = await startSqlApiServer();
});
afterAll(() => server.close());

const SQL =
  "SELECT blob1 AS event, blob5 AS kind, sum(if(timestamp >= toDateTime('2026-11-01 00:00:00'), _sample_interval, 0)) AS live FROM hits WHERE timestamp >= toDateTime('2026-11-01 00:00:00') GROUP BY event, kind FORMAT JSON";

describe("the SQL API client", () => {
  it("posts the query with the bearer token and reads FORMAT JSON rows", async () => {
    const tenant = sqlTenant(server.url, "client-ok");
    await tenant.load([
      hitPoint("hits", Date.parse("2026-11-02T00:00:00Z"), "pageview", "", 3),
      hitPoint("hits", Date.parse("2026-10-02T00:00:00Z"), "pageview"),
    ]);
    const rows = await sqlRunner({ url: tenant.url, token: "test-token" })(SQL);
    expect(rows).toEqual({ ok: true, value: [{ event: "pageview", kind: "", live: "3" }] });
    expect((await tenant.log()).queries).toEqual([SQL]);
  });

  it("reports a wrong token as a failure without echoing it", async () => {
    const tenant = sqlTenant(server.url, "client-auth");
    const result = await sqlRunner({ url: tenant.url, token: "wrong-secret-value" })(SQL);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problem.message).toContain("401");
      expect(result.problem.message).not.toContain("wrong-secret-value");
    }
    expect((await tenant.log()).unauthorized).toBe(1);
  });

  it.each([
    ["status-500", /HTTP 500/],
    ["garbage", /not JSON/],
    ["oversize", /over 1048576 bytes/],
  ] as const)("turns %s into a failure value", async (mode, message) => {
    const tenant = sqlTenant(server.url, `client-${mode}`);
    await tenant.mode(mode);
    const result = await sqlRunner({ url: tenant.url, token: "test-token" })(SQL);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem.message).toMatch(message);
  });

  it("gives up after its deadline", async () => {
    const tenant = sqlTenant(server.url, "client-hang");
    await tenant.mode("hang");
    const result = await sqlRunner({ url: tenant.url, token: "test-token", timeoutMs: 200 })(SQL);
    expect(result).toEqual({ ok: false, problem: { code: "upstream_error", message: "the SQL API did not answer within 200 ms" } });
  });

  it("reads a dataset that was never written to as empty", async () => {
    const tenant = sqlTenant(server.url, "client-no-table");
    await tenant.mode("no-table");
    expect(await sqlRunner({ url: tenant.url, token: "test-token" })(SQL)).toEqual({ ok: true, value: [] });
  });

  it("cannot reach a closed port", async () => {
    const result = await sqlRunner({ url: "http://127.0.0.1:1/sql", token: "t" })(SQL);
    expect(result.ok).toBe(false);
  });

  it("the stand-in refuses SQL outside the allowed grammar", async () => {
    const tenant = sqlTenant(server.url, "client-grammar");
    await tenant.load([requestPoint("mcp", Date.now(), { route: "mcp" })]);
    const run = sqlRunner({ url: tenant.url, token: "test-token" });
    for (const sql of [
      "SHOW TABLES",
      "SELECT * FROM mcp",
      "SELECT blob1 AS route, count() AS n FROM mcp WHERE timestamp >= toDateTime('2026-01-01 00:00:00') GROUP BY route FORMAT JSON",
    ]) {
      expect((await run(sql)).ok).toBe(false);
    }
    expect((await tenant.log()).rejected).toHaveLength(3);
  });
});
