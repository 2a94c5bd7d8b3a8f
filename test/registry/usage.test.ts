// The registry routes in the /stats totals: REST requests, each under its operation (src/route-table.ts COUNTED_NAMES).

import { describe, expect, it } from "vitest";
import { REGISTRY_OPERATION_NAMES } from "../../src/registry/endpoint";
import { COUNTED_NAMES } from "../../src/route-table";
import { totalsFromRows } from "../../src/stats/totals";
import { uaClass } from "../../src/observability/ua-class";

describe("registry usage in /stats", () => {
  it("counts each registry operation as REST requests under its own name", () => {
    expect(COUNTED_NAMES.restOperations).toEqual(expect.arrayContaining([...REGISTRY_OPERATION_NAMES]));
    const rows = [
      { route: "rest", method: "", tool: "list_servers", cls: "human", ranked: 0, weak: 0, n: 7 },
      { route: "rest", method: "", tool: "get_server_version", cls: "agent", ranked: 0, weak: 0, n: 3 },
      { route: "rest", method: "", tool: "list_server_versions", cls: "agent", ranked: 0, weak: 0, n: 1 },
    ];
    const totals = totalsFromRows(rows, [], [], uaClass, COUNTED_NAMES);
    expect(totals.api.requests).toBe(11);
    expect(totals.api.by_operation).toMatchObject({ list_servers: 7, get_server_version: 3, list_server_versions: 1, other: 0 });
    expect(totals.api.by_client).toEqual({ agent: 4, human: 7 });
  });
});
