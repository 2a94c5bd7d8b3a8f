// The registry's servers from a catalogue (src/registry/server-list.ts, server-item.ts, release.ts): one per
// distinct remote endpoint, described from its mcp-servers entry, each a server.json the official schema and
// VS Code's gallery accept, on the bundled sample, on hand-made edge cases and on the real site copy.

import fc from "fast-check";
import { describe, expect, inject, it } from "vitest";
import { buildCatalogue, type Catalogue } from "../../src/catalog/catalogue";
import { PRODUCTION_MCP_URL, REGISTRY_NAME } from "../../src/core/server-info";
import { cutAtWord, DIRECTORY_META_KEY, itemOf, OFFICIAL_META_KEY, REGISTRY_NAMESPACE } from "../../src/registry/server-item";
import { endpointKey, serverListOf, type ServerList } from "../../src/registry/server-list";
import { sampleSiteIndex } from "../../src/site/sample";
import type { Entry, SiteIndex } from "../../src/site/types";
import { fixtureCatalogue, sampleCatalogue } from "../relevance/catalogues";
import type { OfficialSchemas } from "../support/official-schemas";
import { officialServerCheck, readGalleryItem } from "../support/registry-client";
import { roundTrip } from "../support/snapshot-round-trip";

const officialCheck = officialServerCheck(inject("officialSchemas") as OfficialSchemas);

/** The distinct http(s) endpoints of a catalogue's entries, read straight from the entries (exact strings). */
function distinctEndpoints(entries: readonly { agent_access?: { mcp_endpoint?: string } }[]): Set<string> {
  return new Set(entries.map((entry) => entry.agent_access?.mcp_endpoint).filter((url): url is string => /^https?:\/\//.test(url ?? "")));
}

function remotesOf(list: ServerList): string[] {
  return list.sorted.flatMap((server) => itemOf(server).server.remotes.map((remote) => remote.url));
}

/** Every item parses as VS Code reads it and, with the shared folder, validates against server.json 2025-12-11. */
function expectGalleryReady(list: ServerList): void {
  for (const server of list.sorted) {
    const parsed = readGalleryItem(itemOf(server));
    expect(parsed, server.name).not.toBeNull();
    expect(parsed!.status).toMatch(/^(active|deprecated)$/);
    expect(parsed!.isLatest).toBe(true);
    if (officialCheck) expect(officialCheck(itemOf(server).server), server.name).toBeNull();
  }
}

const SITE = "https://indexagentica.com";

function entry(id: string, over: Partial<Entry> = {}): Entry {
  return {
    id,
    name: id,
    category: "mcp-servers",
    summary: `The ${id} server.`,
    url: `https://${id}.example/`,
    tags: ["t"],
    added: "2026-01-02",
    updated: "2026-03-04",
    ...over,
  };
}

function catalogueOf(entries: Entry[]): Catalogue {
  const site: SiteIndex = { generated: null, siteUrl: SITE, categories: [], entries };
  return buildCatalogue(structuredClone(site), []);
}

describe("the server list of the bundled sample", () => {
  const index = sampleSiteIndex();
  const list = serverListOf(sampleCatalogue());

  it("has one server per distinct endpoint, each remote exactly one of them", () => {
    const endpoints = distinctEndpoints(index.entries);
    expect(endpoints.size).toBeGreaterThan(5);
    expect(list.sorted.length).toBe(endpoints.size);
    expect(new Set(remotesOf(list))).toEqual(endpoints);
  });

  it("names each by its entry in our namespace, our own server by its official registry name, sorted", () => {
    const names = list.sorted.map((server) => server.name);
    expect([...names].sort()).toEqual(names);
    for (const server of list.sorted) {
      const self = itemOf(server).server.remotes[0]!.url === PRODUCTION_MCP_URL;
      expect(server.name).toBe(self ? REGISTRY_NAME : `${REGISTRY_NAMESPACE}/${server.id}`);
    }
    expect(names).toContain(REGISTRY_NAME);
  });

  it("is gallery-ready", () => expectGalleryReady(list));

  it("is worked out once per catalogue object", () => {
    const catalogue = sampleCatalogue();
    expect(serverListOf(catalogue)).toBe(serverListOf(catalogue));
    expect(serverListOf(sampleCatalogue())).not.toBe(serverListOf(catalogue));
  });
});

describe("servers from hand-made entries", () => {
  const shared = "https://mcp.shared.example/mcp";
  const catalogue = catalogueOf([
    entry("shared-api", {
      category: "apis",
      agent_access: { mcp_endpoint: `${shared}/`, auth: "api-key" },
      tags: ["search"],
      updated: "2026-05-06",
    }),
    entry("shared-mcp", {
      agent_access: { mcp_endpoint: shared, notes: "Hosted." },
      repo: "https://github.com/acme/shared",
      last_verified: "2026-04-01",
    }),
    entry("case-host", { agent_access: { mcp_endpoint: "https://MCP.Shared.Example/mcp" } }),
    entry("socket", { agent_access: { mcp_endpoint: "wss://socket.example/mcp" } }),
    entry("broken", { agent_access: { mcp_endpoint: "https://bad host/mcp" } }),
    entry("events", { agent_access: { mcp_endpoint: "https://events.example/sse", auth: "none" }, status: "deprecated" }),
    entry("undated", { agent_access: { mcp_endpoint: "https://undated.example/mcp" }, added: "2026-02-30", updated: "soon" }),
    entry("long", {
      summary: `${"word ".repeat(40)}end`,
      name: "N".repeat(130),
      url: "not a url",
      agent_access: { mcp_endpoint: "https://long.example/mcp", auth: "sometimes" },
    }),
    entry("no-endpoint", { agent_access: { llms_txt: "https://x.example/llms.txt" } }),
  ]);
  const list = serverListOf(catalogue);
  const byId = (id: string) => list.sorted.find((server) => server.id === id)!;

  it("groups endpoints that differ only by a trailing slash or the host's case, and lists no ws:// or malformed one", () => {
    expect(list.sorted.map((server) => server.id).sort()).toEqual(["events", "long", "shared-mcp", "undated"]);
    const server = byId("shared-mcp");
    expect(server.cards.map((card) => card.id)).toEqual(["shared-mcp", "shared-api", "case-host"]);
    expect(list.byEntryId.get("shared-api")).toBe(server);
    expect(list.byEntryId.get("case-host")).toBe(server);
  });

  it("describes a shared endpoint from its mcp-servers entry and names the others in _meta", () => {
    const { server, _meta } = itemOf(byId("shared-mcp"));
    expect(server.remotes).toEqual([{ type: "streamable-http", url: shared }]);
    expect(server.repository).toEqual({ url: "https://github.com/acme/shared", source: "github" });
    const ours = _meta[DIRECTORY_META_KEY] as Record<string, unknown>;
    expect(ours).toMatchObject({
      id: "shared-mcp",
      category: "mcp-servers",
      notes: "Hosted.",
      last_verified: "2026-04-01",
      auth: "api-key",
    });
    expect((ours.other_entries as { id: string }[]).map((ref) => ref.id)).toEqual(["shared-api", "case-host"]);
    expect(ours.page).toBe(`${SITE}/entries/shared-mcp/`);
  });

  it("versions a server by its entries' newest date and dates it from them", () => {
    const server = byId("shared-mcp");
    expect(server.version).toBe("2026.5.6");
    expect(itemOf(server)._meta[OFFICIAL_META_KEY]).toEqual({
      status: "active",
      publishedAt: "2026-01-02T00:00:00Z",
      updatedAt: "2026-05-06T00:00:00Z",
      isLatest: true,
    });
    // A date that does not exist is no date: still a version, and no timestamps.
    expect(byId("undated").version).toBe("0.0.0");
    expect(itemOf(byId("undated"))._meta[OFFICIAL_META_KEY]).toEqual({ status: "active", isLatest: true });
  });

  it("takes SSE from the URL, deprecation from the status, an unknown auth as none said", () => {
    expect(itemOf(byId("events")).server.remotes[0]!.type).toBe("sse");
    expect((itemOf(byId("events"))._meta[OFFICIAL_META_KEY] as { status: string }).status).toBe("deprecated");
    expect(byId("events").auth).toBe("none");
    expect(byId("long").auth).toBeNull();
  });

  it("keeps title and description within 100 characters, the whole summary in _meta, and drops a bad website", () => {
    const { server, _meta } = itemOf(byId("long"));
    expect([...server.title].length).toBeLessThanOrEqual(100);
    expect([...server.description].length).toBeLessThanOrEqual(100);
    expect(server.description).toMatch(/^word( word)+…$/);
    expect((_meta[DIRECTORY_META_KEY] as { summary: string }).summary).toBe(`${"word ".repeat(40)}end`);
    expect(server.websiteUrl).toBeUndefined();
  });

  it("is gallery-ready", () => expectGalleryReady(list));
});

describe.runIf(officialCheck !== null)("the official schema check", () => {
  it("refuses what server.json 2025-12-11 refuses", () => {
    const good = itemOf(serverListOf(sampleCatalogue()).sorted[0]!).server;
    expect(officialCheck!(good)).toBeNull();
    expect(officialCheck!({ ...good, description: "x".repeat(101) })).toMatch(/description/);
    expect(officialCheck!({ ...good, name: "no-slash" })).toMatch(/name/);
  });
});

describe("the server list of a snapshot-loaded catalogue", () => {
  const plain = Array.from({ length: 300 }, (_, at) => entry(`plain-${at}`, { category: "tools" }));
  const remote = [
    entry("first-remote", { agent_access: { mcp_endpoint: "https://one.example/mcp", auth: "oauth" } }),
    entry("keyed-only", { agent_access: { auth: "api-key" } }),
    entry("socket", { agent_access: { mcp_endpoint: "wss://socket.example/mcp" } }),
    entry("upper", { agent_access: { mcp_endpoint: "HTTPS://UPPER.example/mcp" } }),
    entry("second-remote", { category: "apis", agent_access: { mcp_endpoint: "https://one.example/mcp/" } }),
    entry("third-remote", { agent_access: { mcp_endpoint: "https://three.example/sse", auth: "none" } }),
  ];
  const built = catalogueOf([...plain.slice(0, 150), ...remote, ...plain.slice(150)]);

  it("is the built catalogue's, from the cards that name an endpoint alone", async () => {
    const loaded = await roundTrip(built);
    const read = new Set<number>();
    const entries = new Proxy(loaded.entries, {
      get(target, key, receiver) {
        if (typeof key === "string" && /^\d+$/.test(key)) read.add(Number(key));
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const list = serverListOf({ ...loaded, entries });
    expect(list.sorted.map(itemOf)).toEqual(serverListOf(built).sorted.map(itemOf));
    expect(list.sorted.map((server) => server.name)).toEqual(["com.indexagentica/first-remote", "com.indexagentica/third-remote"]);
    // The four cards whose endpoint starts with a scheme the facts know (http, https, ws, wss; any case), and no other.
    const named = built.entries.flatMap((card, at) => (card.mcp_endpoint !== undefined ? [at] : []));
    expect(named).toHaveLength(5);
    expect([...read].sort((a, b) => a - b)).toEqual(named);
  });
});

describe("cutAtWord", () => {
  it("leaves short text alone and cuts long text at a word, in code points", () => {
    expect(cutAtWord("Short.", 100)).toBe("Short.");
    expect(cutAtWord("alpha beta gamma", 12)).toBe("alpha beta…");
    expect(cutAtWord("x".repeat(30), 10)).toBe(`${"x".repeat(9)}…`);
    expect([...cutAtWord("é".repeat(150), 100)].length).toBe(100);
  });
});

// A skipped describe's body still runs to collect its tests: the copy is read only when it is there.
const realCopy = fixtureCatalogue();

describe.runIf(realCopy !== null)("the server list of the real site copy", () => {
  const list = realCopy ? serverListOf(realCopy) : null!;
  const records = realCopy ? [...realCopy.recordById!.values()] : [];

  it("has exactly the catalogue's distinct remote endpoints, one server each", () => {
    const endpoints = distinctEndpoints(records);
    expect(records.filter((record) => record.agent_access?.mcp_endpoint).length).toBe(24);
    expect(endpoints.size).toBe(19);
    expect(list.sorted.length).toBe(19);
    expect(new Set(remotesOf(list))).toEqual(endpoints);
  });

  it("describes exa's endpoint from exa-mcp-server and names exa-api beside it", () => {
    const exa = list.byEntryId.get("exa-api")!;
    expect(exa.name).toBe(`${REGISTRY_NAMESPACE}/exa-mcp-server`);
    const ours = itemOf(exa)._meta[DIRECTORY_META_KEY] as { other_entries: { id: string }[]; auth?: string };
    expect(ours.other_entries.map((ref) => ref.id)).toEqual(["exa-api"]);
    // exa-mcp-server says nothing of auth; exa-api, naming the same endpoint, does.
    expect(ours.auth).toBe("api-key");
  });

  it("is gallery-ready", () => expectGalleryReady(list));
});

describe("endpointKey", () => {
  /** The parser's reading, the rule the fast path must agree with. */
  const parsed = (url: string) => {
    if (!URL.canParse(url)) return null;
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname.replace(/\/+$/, "")}${u.search}`;
  };

  // server.json's remote URL pattern is `^https?://[^\s]+$`: a scheme in capitals is refused like any other.
  it("reads plain URLs as the URL parser does, and refuses what cannot be a remote", () => {
    const label = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,8}$/);
    const segment = fc.stringMatching(/^[A-Za-z0-9_~.-]{1,8}$/);
    const url = fc
      .tuple(
        fc.constantFrom("http", "https"),
        fc.array(label, { minLength: 1, maxLength: 3 }),
        fc.constantFrom("com", "dev", "io", "COM", "0x7f", "1"),
        fc.constantFrom("", ":443", ":8080"),
        fc.array(segment, { maxLength: 3 }),
        fc.constantFrom("", "/", "//", "?a=1", "#x"),
      )
      .map(
        ([scheme, labels, tld, port, path, tail]) =>
          `${scheme}://${labels.join(".")}.${tld}${port}${path.map((p) => `/${p}`).join("")}${tail}`,
      );
    fc.assert(
      fc.property(url, (text) => {
        expect(endpointKey(text), text).toBe(parsed(text));
      }),
    );
    for (const bad of [
      undefined,
      "",
      "wss://x.example/mcp",
      "https://bad host/mcp",
      "ftp://x.example",
      "https://",
      "mcp.example.com/mcp",
      "HTTPS://x.example/mcp",
    ]) {
      expect(endpointKey(bad), String(bad)).toBeNull();
    }
  });
});
