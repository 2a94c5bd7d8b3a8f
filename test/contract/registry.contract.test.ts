// The MCP Registry routes read the way registry clients read them (test/support/registry-client.ts: VS Code's
// gallery rules), on the sample and on the generated 600-entry catalogue: probe with limit=1, list with
// limit=50&version=latest following nextCursor appended raw, look each server up by
// versions/latest with encodeURIComponent(name). Every answer is checked against the Worker's own /openapi.json,
// every server against server.json 2025-12-11 when the shared folder has the official schema, and the listed
// remotes against the site's own index.json: exactly its distinct remote endpoints.

import { describe, expect, inject, it } from "vitest";
import type { OfficialSchemas } from "../support/official-schemas";
import { GALLERY_PAGE_SIZE, latestOf, officialServerCheck, walkGallery, type GalleryWalk } from "../support/registry-client";
import { type Answer, dataTargets, request, targets } from "./support/http";
import { expectDocumented, getDocumented } from "./support/openapi";
import { documenting, untilLimited } from "./support/rest";
import type { ContractTarget } from "./support/global-contract";

const officialCheck = officialServerCheck(inject("officialSchemas") as OfficialSchemas);

/** A fetch for the registry client that checks every answer against the target's OpenAPI document on the way. */
function documentedFetch(target: ContractTarget) {
  return async (url: string): Promise<Response> => {
    const path = url.slice(target.base.length);
    const answer = await request(target, path);
    await expectDocumented(target, "GET", path, answer);
    return new Response(answer.text, { status: answer.status, headers: answer.headers });
  };
}

function expectProblem(answer: Answer, status: number, what: string): void {
  expect(answer.status, what).toBe(status);
  expect(answer.headers.get("content-type"), what).toBe("application/problem+json");
  expect(answer.headers.get("access-control-allow-origin"), what).toBe("*");
  expect(answer.body, what).toMatchObject({ status, title: expect.any(String), detail: expect.any(String) });
}

/** The distinct http(s) remote endpoints the site's own index.json names. */
async function siteEndpoints(site: string): Promise<Set<string>> {
  const index = (await (await fetch(`${site}/api/index.json`)).json()) as { entries: { agent_access?: { mcp_endpoint?: string } }[] };
  return new Set(
    index.entries.map((entry) => entry.agent_access?.mcp_endpoint).filter((url): url is string => /^https?:\/\//.test(url ?? "")),
  );
}

describe.each(dataTargets())("the MCP Registry API on %s", (name, target) => {
  let walk: GalleryWalk;

  it("passes a gallery's walk: probe, every page of 50 by its raw cursor, every server parsed and valid", async () => {
    walk = await walkGallery(documentedFetch(target), target.base);
    expect(walk.probeStatus).toBe(200);
    expect(walk.pages.every((page) => page.skipped === 0)).toBe(true);
    expect(walk.pages.slice(0, -1).every((page) => page.servers.length === GALLERY_PAGE_SIZE)).toBe(true);
    // The cursor went into the URL exactly as metadata.nextCursor gave it.
    walk.pages.slice(0, -1).forEach((page, at) => expect(walk.urls[at + 1]!.endsWith(`&cursor=${page.nextCursor}`)).toBe(true));
    const names = walk.servers.map((server) => server.name);
    expect(new Set(names).size).toBe(names.length);
    if (name === "generated") expect(walk.pages.length).toBeGreaterThanOrEqual(3);
    for (const server of walk.servers) {
      expect(server.isLatest).toBe(true);
      expect(server.status).toBe(server.status === "deprecated" ? "deprecated" : "active");
      if (officialCheck) expect(officialCheck(server.raw.server), server.name).toBeNull();
    }
  });

  it.runIf(target.site !== null)("lists exactly the site's distinct remote MCP endpoints, one server each", async () => {
    const endpoints = await siteEndpoints(target.site!);
    expect(endpoints.size).toBeGreaterThan(5);
    const remotes = walk.servers.flatMap((server) => server.remotes.map((remote) => remote.url));
    expect(remotes.length).toBe(endpoints.size);
    expect(new Set(remotes)).toEqual(endpoints);
  });

  it("answers versions/latest for every listed server, by its name URI-encoded, with the listed item", async () => {
    const fetchUrl = documentedFetch(target);
    for (const server of walk.servers) {
      const latest = await latestOf(fetchUrl, target.base, server.name);
      expect(latest.status, server.name).toBe(200);
      expect(latest.body, server.name).toEqual(server.raw);
    }
  });

  it("finds servers by search text URI-encoded, best first, through the same walk", async () => {
    const first = walk.servers[0]!;
    const found = await walkGallery(documentedFetch(target), target.base, first.title!);
    expect(found.servers[0]!.name).toBe(first.name);
    const none = await walkGallery(documentedFetch(target), target.base, "zzqxv wqzzk");
    expect(none.servers).toEqual([]);
  });

  it("answers bad parameters and unknown servers as problem details, each documented", async () => {
    const cases: [string, number][] = [
      ["/v0.1/servers?limit=0", 422],
      ["/v0.1/servers?limit=101", 422],
      ["/v0.1/servers?auth=basic", 422],
      ["/v0.1/servers?category=nope", 422],
      ["/v0.1/servers?updated_since=yesterday", 400],
      ["/v0.1/servers?cursor=!!", 400],
      ["/v0.1/servers/com.indexagentica%2Fno-such-server/versions/latest", 404],
      ["/v0.1/servers/com.indexagentica%2Fno-such-server/versions", 404],
      [`/v0.1/servers/${encodeURIComponent(walk.servers[0]!.name)}/versions/0.0.1`, 404],
      ["/v0.1/servers/bad%ZZname/versions/latest", 400],
    ];
    for (const [path, status] of cases) {
      const answer = await getDocumented(target, path);
      expectProblem(answer, status, path);
    }
    const future = await getDocumented(target, "/v0.1/servers?updated_since=2999-01-01T00:00:00Z");
    expect(future.body).toEqual({ servers: [], metadata: { count: 0 } });
  });

  it("sends CORS on every route and answers the preflight registry policies need", async () => {
    const latest = `/v0.1/servers/${encodeURIComponent(walk.servers[0]!.name)}/versions/latest`;
    for (const path of ["/v0.1/servers", latest, latest.replace(/\/latest$/, "")]) {
      const answer = await request(target, path, { headers: { origin: "https://github.com" } });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("access-control-allow-origin"), path).toBe("*");
      const preflight = await request(target, path, {
        method: "OPTIONS",
        headers: {
          origin: "https://github.com",
          "access-control-request-method": "GET",
          "access-control-request-headers": "authorization,content-type",
        },
      });
      expect(preflight.status, path).toBe(204);
      expect(preflight.headers.get("access-control-allow-origin"), path).toBe("*");
      expect(preflight.headers.get("access-control-allow-methods")!.split(", "), path).toContain("GET");
      expect(preflight.headers.get("access-control-allow-headers")!.split(", "), path).toEqual(
        expect.arrayContaining(["authorization", "content-type"]),
      );
    }
  });
});

describe.runIf(targets().limited !== null)("the MCP Registry API under the rate limit", () => {
  it("answers 429 as problem details with Retry-After and the rate-limit headers, documented", async () => {
    const limited = targets().limited!;
    const refused = await untilLimited(limited, "/v0.1/servers?limit=1", "registry");
    expectProblem(refused, 429, "429");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get("x-ratelimit-limit")).toBe("5");
    await expectDocumented(documenting(limited), "GET", "/v0.1/servers?limit=1", refused);
  });
});
