// The MCP Registry routes through the real fetch handler inside workerd, reading the test site (the bundled sample
// written out as a site): listing, paging, parameters, lookups, errors as problem details, CORS and preflights,
// usage points.

import { describe, expect, it } from "vitest";
import { REGISTRY_NAME } from "../../src/core/server-info";
import { recordingDataset } from "../support/analytics-helpers";
import { readGalleryPage } from "../support/registry-client";
import { callWorker, isolatedSiteUrl } from "../support/worker";

const BASE = "https://mcp.example.com";

function call(path: string, init: RequestInit = {}, vars: Record<string, unknown> = {}): Promise<Response> {
  return callWorker(new Request(`${BASE}${path}`, init), { DATA_BASE_URL: isolatedSiteUrl("registry"), ...vars });
}

interface Item {
  server: { name: string; version: string; remotes: { url: string }[] };
  _meta: Record<string, Record<string, unknown>>;
}
interface List {
  servers: Item[];
  metadata: { count: number; nextCursor?: string };
}
interface ProblemBody {
  title: string;
  status: number;
  detail: string;
  errors?: { location: string; message: string; value?: string }[];
}

async function list(query = ""): Promise<List> {
  const response = await call(`/v0.1/servers${query}`);
  expect(response.status, query).toBe(200);
  return (await response.json()) as List;
}

async function problem(path: string, status: number, init: RequestInit = {}): Promise<ProblemBody> {
  const response = await call(path, init);
  expect(response.status, path).toBe(status);
  expect(response.headers.get("content-type"), path).toBe("application/problem+json");
  expect(response.headers.get("access-control-allow-origin"), path).toBe("*");
  const body = (await response.json()) as ProblemBody;
  expect(body.status).toBe(status);
  expect(body.title).not.toBe("");
  expect(body.detail).not.toBe("");
  return body;
}

const names = (body: List) => body.servers.map((item) => item.server.name);
const ours = (item: Item) => item._meta["com.indexagentica/directory"]!;

describe("GET /v0.1/servers", () => {
  it("lists every remote server by name, as a gallery reads it, cacheable for a minute, CORS open, metered", async () => {
    const response = await call("/v0.1/servers");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("x-ratelimit-limit")).not.toBeNull();
    const body = (await response.json()) as List;
    const page = readGalleryPage(body);
    expect(page.skipped).toBe(0);
    expect(body.metadata).toEqual({ count: body.servers.length });
    expect(names(body)).toEqual([...names(body)].sort());
    expect(names(body)).toContain(REGISTRY_NAME);
    expect(body.servers.length).toBeGreaterThan(5);
  });

  it("pages with limit and an opaque, URL-safe cursor that walks every server once", async () => {
    const all = names(await list());
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await list(`?limit=3${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.servers.length).toBeLessThanOrEqual(3);
      expect(page.metadata.count).toBe(page.servers.length);
      seen.push(...names(page));
      cursor = page.metadata.nextCursor;
      if (cursor) expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    } while (cursor);
    expect(seen).toEqual(all);
  });

  it("refuses a limit outside 1-100 with 422 and says which parameter, as the official registry", async () => {
    for (const limit of ["0", "101", "abc", "2.5", "-1"]) {
      const body = await problem(`/v0.1/servers?limit=${limit}`, 422);
      expect(body.title).toBe("Unprocessable Entity");
      expect(body.detail).toContain("limit");
      expect(body.errors).toEqual([{ location: "query.limit", message: "must be a whole number from 1 to 100", value: limit }]);
    }
    expect((await list("?limit=100")).servers.length).toBeGreaterThan(0);
    expect((await list("?limit=")).servers.length).toBeGreaterThan(0);
  });

  it("answers 400 for an updated_since that is not RFC 3339, or with include_deleted=false, and for a cursor not ours", async () => {
    for (const since of ["yesterday", "2026-10-18", "2026-10-18T10:00:00"]) {
      expect((await problem(`/v0.1/servers?updated_since=${since}`, 400)).detail).toContain("RFC 3339");
    }
    expect((await problem("/v0.1/servers?updated_since=2020-01-01T00:00:00Z&include_deleted=false", 400)).detail).toContain(
      "include_deleted",
    );
    expect((await problem("/v0.1/servers?cursor=not-a-cursor!", 400)).detail).toContain("nextCursor");
    expect((await problem("/v0.1/servers?include_deleted=maybe", 422)).errors![0]!.location).toBe("query.include_deleted");
  });

  it("keeps servers updated on or after updated_since's day: none for a future date, all for an old one", async () => {
    const all = names(await list());
    expect((await list("?updated_since=2999-01-01T00:00:00Z")).servers).toEqual([]);
    expect(names(await list("?updated_since=2001-01-01T00:00:00%2B02:00&include_deleted=true"))).toEqual(all);
    const item = (await list()).servers[0]!;
    const updated = item._meta["io.modelcontextprotocol.registry/official"]!.updatedAt as string;
    // Late on the day of the update still finds it: dates have no time of day.
    expect(names(await list(`?updated_since=${updated.slice(0, 10)}T23:59:59Z`))).toContain(item.server.name);
  });

  it("filters by version: latest is every server, an exact version only those, another none", async () => {
    const all = await list();
    expect(names(await list("?version=latest"))).toEqual(names(all));
    const version = all.servers[0]!.server.version;
    const exact = await list(`?version=${version}`);
    expect(exact.servers.length).toBeGreaterThan(0);
    expect(exact.servers.every((item) => item.server.version === version)).toBe(true);
    expect((await list("?version=9.9.9")).servers).toEqual([]);
  });

  it("filters by category, tag and auth (extensions); an unknown category is a 422 naming the valid ones", async () => {
    const none = await list("?auth=none");
    expect(none.servers.length).toBeGreaterThan(0);
    for (const item of none.servers) expect(ours(item).auth).toBe("none");
    const oauth = await list("?auth=OAuth");
    expect(oauth.servers.every((item) => ours(item).auth === "oauth")).toBe(true);
    expect(names(oauth)).not.toEqual(names(none));
    const apis = await list("?category=apis");
    expect(apis.servers.length).toBeGreaterThan(0);
    for (const item of apis.servers) {
      const categories = [ours(item).category, ...(ours(item).other_entries as { category: string }[]).map((ref) => ref.category)];
      expect(categories).toContain("apis");
    }
    const tag = (ours(none.servers[0]!).tags as string[])[0]!;
    expect(names(await list(`?tag=${tag}`))).toContain(none.servers[0]!.server.name);
    expect((await list("?tag=no-such-tag-anywhere")).servers).toEqual([]);
    const bad = await problem("/v0.1/servers?category=nope", 422);
    expect(bad.detail).toContain("mcp-servers");
    expect((await problem("/v0.1/servers?auth=password", 422)).errors![0]!.location).toBe("query.auth");
  });

  it("searches with the directory's ranking, best first, and pages a search too", async () => {
    const found = await list("?search=github");
    expect(found.servers[0]!.server.name).toBe("com.indexagentica/github-mcp-server");
    // A typo still finds it.
    expect(names(await list("?search=githbu"))).toContain("com.indexagentica/github-mcp-server");
    // A full name of ours is searched as its id.
    expect(names(await list("?search=com.indexagentica%2Fdeepwiki-mcp"))[0]).toBe("com.indexagentica/deepwiki-mcp");
    expect((await list("?search=zzqxv")).servers).toEqual([]);
    const first = await list("?search=mcp&limit=2");
    expect(first.metadata.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const second = await list(`?search=mcp&limit=2&cursor=${first.metadata.nextCursor}`);
    expect(second.servers.length).toBeGreaterThan(0);
    expect(names(second).some((name) => names(first).includes(name))).toBe(false);
  });
});

describe("GET /v0.1/servers/{serverName}/versions[/{version}]", () => {
  it("answers latest, the exact version and the version list for a percent-encoded name", async () => {
    const item = (await list()).servers.find((entry) => entry.server.name === "com.indexagentica/deepwiki-mcp")!;
    const encoded = encodeURIComponent(item.server.name);
    for (const version of ["latest", encodeURIComponent(item.server.version)]) {
      const response = await call(`/v0.1/servers/${encoded}/versions/${version}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(item);
    }
    const versions = await call(`/v0.1/servers/${encoded}/versions?include_deleted=true`);
    expect(await versions.json()).toEqual({ servers: [item], metadata: { count: 1 } });
  });

  it("answers 404 problem details for an unknown server or version, saying what to ask instead", async () => {
    expect((await problem("/v0.1/servers/com.indexagentica%2Fnope/versions/latest", 404)).detail).toContain("Server not found");
    expect((await problem("/v0.1/servers/com.indexagentica%2Fplaywright-mcp/versions", 404)).detail).toContain("no remote MCP endpoint");
    expect((await problem("/v0.1/servers/deepwiki-mcp/versions/latest", 404)).detail).toContain("%2F");
    const version = await problem("/v0.1/servers/com.indexagentica%2Fdeepwiki-mcp/versions/1.0.0", 404);
    expect(version.detail).toMatch(/only the current version, \d{4}\.\d+\.\d+/);
    expect(version.title).toBe("Not Found");
  });

  it("answers malformed percent-encoding and other methods as problem details too", async () => {
    expect((await problem("/v0.1/servers/com.indexagentica%ZZ/versions/latest", 400)).detail).toContain("percent-encoding");
    const post = await call("/v0.1/servers", { method: "POST", body: "{}" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect(post.headers.get("content-type")).toBe("application/problem+json");
  });
});

describe("CORS and usage", () => {
  it("answers the preflight GitHub's registry policy needs: GET with Authorization and Content-Type, from any origin", async () => {
    for (const path of ["/v0.1/servers", "/v0.1/servers/com.indexagentica%2Fdeepwiki-mcp/versions/latest"]) {
      const response = await call(path, {
        method: "OPTIONS",
        headers: {
          origin: "https://vscode.dev",
          "access-control-request-method": "GET",
          "access-control-request-headers": "Authorization, Content-Type",
        },
      });
      expect(response.status, path).toBe(204);
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect(response.headers.get("access-control-allow-methods")!.split(", ")).toEqual(expect.arrayContaining(["GET", "OPTIONS"]));
      expect(response.headers.get("access-control-allow-headers")!.split(", ")).toEqual(
        expect.arrayContaining(["authorization", "content-type"]),
      );
    }
  });

  it("writes one REST usage point per request, named after the registry operation", async () => {
    const dataset = recordingDataset({ blobs: 17, doubles: 8 });
    const analytics = { ANALYTICS: dataset as unknown as AnalyticsEngineDataset };
    await call("/v0.1/servers?search=github&category=mcp-servers&limit=2", {}, analytics);
    await call("/v0.1/servers/com.indexagentica%2Fdeepwiki-mcp/versions/latest", {}, analytics);
    await call("/v0.1/servers/com.indexagentica%2Fdeepwiki-mcp/versions", {}, analytics);
    await call("/v0.1/servers?limit=0", {}, analytics);
    expect(dataset.problems).toEqual([]);
    expect(dataset.points.map((point) => point.indexes[0])).toEqual([
      "rest:list_servers",
      "rest:get_server_version",
      "rest:list_server_versions",
      "rest:list_servers",
    ]);
    expect(dataset.points.map((point) => [point.blobs[1], point.blobs[9], point.doubles[0]])).toEqual([
      ["/v0.1/servers", "ok", 200],
      ["/v0.1/servers/{serverName}/versions/{version}", "ok", 200],
      ["/v0.1/servers/{serverName}/versions", "ok", 200],
      ["/v0.1/servers", "error", 422],
    ]);
    expect(dataset.points[0]!.blobs[14]).toBe("mcp-servers");
    expect(dataset.points[1]!.blobs[15]).toBe("deepwiki-mcp");
    expect(JSON.stringify(dataset.points[0])).not.toContain("github");
  });
});
