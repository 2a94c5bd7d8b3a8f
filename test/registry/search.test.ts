// `search` on the registry (src/registry/search.ts): the directory's ranking read as servers, best first.

import { beforeAll, describe, expect, it } from "vitest";
import type { Catalogue } from "../../src/catalog/catalogue";
import { FIRST_WINDOW, rankedServers } from "../../src/registry/search";
import type { RegistryServer } from "../../src/registry/server-item";
import { serverListOf } from "../../src/registry/server-list";
import { runSearch } from "../../src/search/rank/rank";
import { BENCH_QUERIES } from "../../scripts/bench/queries";
import { fixtureCatalogue, sampleCatalogue } from "../relevance/catalogues";
import { scaledCatalogue } from "../support/scaled-catalogue";

// Enough entries that a page of servers sits past the first window for some queries.
const SCALED_ENTRIES = 3_000;

describe("registry search on the bundled sample", () => {
  const catalogue = sampleCatalogue();
  const list = serverListOf(catalogue);
  const ranked = (words: string) => rankedServers(catalogue, list, words, () => true).map((server) => server.id);

  it("puts the server a query names first, forgives a typo, and lists each server once", () => {
    expect(ranked("deepwiki")[0]).toBe("deepwiki-mcp");
    expect(ranked("deepwikki")[0]).toBe("deepwiki-mcp");
    const many = ranked("mcp server");
    expect(new Set(many).size).toBe(many.length);
    expect(many.length).toBeGreaterThan(1);
  });

  it("finds a server through another entry naming its endpoint, and nothing for words the catalogue lacks", () => {
    expect(ranked("zzqxv")).toEqual([]);
    for (const server of list.sorted) {
      // Searching by any entry id of a server finds that server.
      for (const id of server.cards.map((card) => card.id)) expect(ranked(id)[0], id).toBe(server.id);
    }
  });

  it("ranks as deep as a page needs: a small window grown gives the same servers, in the same order, as all hits", () => {
    for (const words of ["mcp", "search api", "agent", "payments for agents", "docs"]) {
      const all = rankedServers(catalogue, list, words, () => true);
      for (const need of [1, 2, 3, all.length + 1]) {
        const partial = rankedServers(catalogue, list, words, () => true, need, 2);
        expect(partial.length, words).toBeGreaterThanOrEqual(Math.min(need, all.length));
        expect(partial, words).toEqual(all.slice(0, partial.length));
      }
      // What `keep` leaves out is never listed, and the rest keeps its order.
      const oauth = rankedServers(catalogue, list, words, (server) => server.auth === "oauth", Number.POSITIVE_INFINITY, 2);
      expect(oauth).toEqual(all.filter((server) => server.auth === "oauth"));
    }
  });

  it("lists no entry without a remote endpoint", () => {
    const ids = new Set(list.sorted.map((server) => server.id));
    expect(ranked("playwright browser automation").every((id) => ids.has(id))).toBe(true);
  });
});

// A skipped describe's body still runs to collect its tests: the copy is read only when it is there.
const realCopy = fixtureCatalogue();

describe.runIf(realCopy !== null)("registry search on the real site copy", () => {
  const ranked = (words: string) => rankedServers(realCopy!, serverListOf(realCopy!), words, () => true).map((server) => server.name);

  it("finds Atlassian's server for jira, and the payment servers for payments", () => {
    expect(ranked("jira")[0]).toBe("com.indexagentica/atlassian-rovo-mcp");
    expect(ranked("payments").slice(0, 3)).toEqual(expect.arrayContaining(["com.indexagentica/stripe-mcp"]));
    expect(ranked("postgres database")[0]).toMatch(/neon|supabase/);
  });
});

describe(`registry search at ${SCALED_ENTRIES} synthetic entries`, () => {
  let catalogue: Catalogue;
  beforeAll(async () => {
    catalogue = await scaledCatalogue(SCALED_ENTRIES, 3);
  }, 60_000);

  it("gives the first pages exactly as ranking every hit does, however deep they sit", () => {
    const list = serverListOf(catalogue);
    expect(list.sorted.length).toBeGreaterThan(200);
    let partialPages = 0;
    let grew = 0;
    for (const { args } of BENCH_QUERIES) {
      const all = rankedServers(catalogue, list, args.query, () => true);
      for (const need of [51, 151]) {
        for (const firstWindow of [FIRST_WINDOW, 16]) {
          const partial = rankedServers(catalogue, list, args.query, () => true, need, firstWindow);
          expect(partial, args.query).toEqual(all.slice(0, partial.length));
          expect(partial.length, args.query).toBeGreaterThanOrEqual(Math.min(need, all.length));
          if (partial.length < all.length) partialPages += 1;
          if (firstWindow < need && partial.length < all.length) grew += 1;
        }
      }
    }
    // Some pages were answered from a partial ranking, some after growing the window (else this would test neither).
    expect(partialPages).toBeGreaterThan(0);
    expect(grew).toBeGreaterThan(0);
  }, 60_000);

  it("ranks the servers' entries as the whole catalogue's ranking orders them, filters included", () => {
    const list = serverListOf(catalogue);
    // The reference: every entry ranked, then read as servers and filtered afterwards.
    const reference = (words: string, keep: (server: RegistryServer) => boolean): RegistryServer[] => {
      const hits = runSearch(catalogue.search, {
        query: words,
        type: "entry",
        tags: [],
        limit: catalogue.search.docs.length,
        offset: 0,
      }).hits;
      const servers = hits.map((hit) => list.byEntryId.get(hit.doc.id)).filter((server) => server !== undefined);
      return [...new Set(servers)].filter(keep);
    };
    const keeps: ((server: RegistryServer) => boolean)[] = [
      () => true,
      (server) => server.auth === "oauth",
      (server) => server.name < "com.indexagentica/m",
    ];
    let compared = 0;
    for (const { args } of BENCH_QUERIES) {
      for (const keep of keeps) {
        const expected = reference(args.query, keep);
        expect(rankedServers(catalogue, list, args.query, keep), args.query).toEqual(expected);
        compared += expected.length;
      }
    }
    expect(compared).toBeGreaterThan(100);
  }, 60_000);
});
