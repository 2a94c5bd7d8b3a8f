// What the catalogue keeps of an entry (src/site/entry-card.ts) and the rules of one entry file (validateEntry).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CardMaker, cardLinks, cardOf, hostOf } from "../../src/site/entry-card";
import { sampleSiteIndex } from "../../src/site/sample";
import type { Entry } from "../../src/site/types";
import { validateEntry } from "../../src/site/validate";

const ENTRY: Entry = {
  id: "pay-tool",
  name: "Pay Tool",
  category: "finance-payments",
  summary: "Pays.",
  url: "https://pay.example/",
  repo: "https://github.com/acme/pay",
  docs: "not a url",
  description: "Long text.",
  tags: ["payments", "x402"],
  status: "",
  pricing: "free",
  agent_access: { mcp_endpoint: "https://mcp.pay.example/mcp", openapi: "https://api.pay.example/openapi.json" },
  related: ["other"],
  sources: ["https://news.example/a", "https://pay.example/b"],
  added: "2026-10-01",
  links: { html: "h", source: "https://github.com/site/blob/main/x.json" },
};

describe("cardOf", () => {
  it("keeps what ranking, hits, listings and the beacon read, and nothing else", () => {
    const card = cardOf(ENTRY);
    // As published: the fields a hit or a listing shows (status "" is not published: left out).
    for (const key of ["id", "name", "category", "summary", "url", "description", "tags", "pricing", "links", "added"] as const) {
      expect(card[key], key).toEqual(ENTRY[key]);
    }
    expect(card.mcp_endpoint).toBe(ENTRY.agent_access!.mcp_endpoint);
    expect(card.hosts).toEqual(["pay.example", "github.com", "api.pay.example", "news.example"]);
    // Beside an MCP endpoint, what the registry routes say of it: here only the repository is published.
    expect(card.remote).toEqual({ repo: "https://github.com/acme/pay" });
    expect(Object.keys(card).sort()).toEqual(
      [
        "id",
        "name",
        "category",
        "summary",
        "url",
        "description",
        "tags",
        "pricing",
        "mcp_endpoint",
        "remote",
        "links",
        "added",
        "hosts",
      ].sort(),
    );
  });

  it("keeps an endpoint's notes, repository and verification date (none without an endpoint), and every entry's auth", () => {
    const access = {
      mcp_endpoint: "https://mcp.pay.example/mcp",
      auth: "oauth",
      notes: "Hosted.",
      llms_txt: "https://pay.example/llms.txt",
    };
    const card = cardOf({ ...ENTRY, agent_access: access, last_verified: "2026-10-03" });
    expect(card.remote).toEqual({ notes: "Hosted.", repo: "https://github.com/acme/pay", last_verified: "2026-10-03" });
    expect(card.auth).toBe("oauth");
    const noEndpoint = cardOf({ ...ENTRY, agent_access: { auth: "oauth" }, last_verified: "2026-10-03" });
    expect(noEndpoint.remote).toBeUndefined();
    expect(noEndpoint.auth).toBe("oauth");
    expect(cardOf({ ...ENTRY, repo: 7, agent_access: { mcp_endpoint: "https://m.example/mcp", auth: "" } }).remote).toBeUndefined();
  });

  it("keeps the maintainer when published as text (an exclusion may name the maker)", () => {
    expect(cardOf({ ...ENTRY, maintainer: "LangChain" }).maintainer).toBe("LangChain");
    expect(cardOf({ ...ENTRY, maintainer: "" }).maintainer).toBeUndefined();
    expect(cardOf({ ...ENTRY, maintainer: 7 }).maintainer).toBeUndefined();
  });

  it("keeps links that follow the site's pattern as one shared base, and any other links verbatim", () => {
    const maker = new CardMaker();
    const linked = (id: string, category: string, site = "https://s.example"): Entry => ({
      ...ENTRY,
      id,
      category,
      links: {
        html: `${site}/entries/${id}/`,
        markdown: `${site}/entries/${id}.md`,
        json: `${site}/api/entries/${id}.json`,
        source: `https://github.com/o/r/blob/main/content/${category}/${id}.json`,
      },
    });
    const a = maker.card(linked("a", "tools"));
    const b = maker.card(linked("b", "apis"));
    expect(a.links).toBeUndefined();
    expect(a.linkBase).toBe(b.linkBase);
    expect(cardLinks(a)).toEqual(linked("a", "tools").links);
    expect(JSON.stringify(cardLinks(b))).toBe(JSON.stringify(linked("b", "apis").links));
    // Another order, another key, a value off the pattern: kept as published.
    const { html, ...rest } = linked("c", "tools").links!;
    const variants: Record<string, string>[] = [
      { ...rest, html: html! },
      { ...linked("c", "tools").links!, extra: "x" },
      { ...linked("c", "tools").links!, json: "elsewhere" },
    ];
    for (const links of variants) {
      const card = maker.card({ ...linked("c", "tools"), links });
      expect(card.linkBase).toBeUndefined();
      expect(JSON.stringify(cardLinks(card))).toBe(JSON.stringify(links));
    }
  });

  it("gives every sample entry at least one link host", () => {
    for (const entry of sampleSiteIndex().entries) expect(cardOf(entry).hosts.length, entry.id).toBeGreaterThan(0);
  });
});

describe("hostOf", () => {
  /** What the URL parser says, the reference the fast path must equal. */
  const parsed = (url: string): string | null => {
    try {
      const u = new URL(url);
      return u.protocol === "https:" || u.protocol === "http:" ? u.hostname : null;
    } catch {
      return null;
    }
  };

  it("gives the URL parser's hostname for every URL", () => {
    for (const url of [
      "https://example.com",
      "https://example.com:8443/a?b#c",
      "http://a-b.c-d.example/",
      "https://EXAMPLE.com/",
      "https://user@host.example/",
      "https://0x7f.1/",
      "https://1.2.3.4/",
      "https://example.com./",
      " https://example.com/",
      "https://exa%41mple.com/",
      "ftp://example.com/",
      "https://xn--bcher-kva.example/",
      "https://bücher.example/",
      "https://",
      "not a url",
    ]) {
      expect(hostOf(url), url).toBe(parsed(url));
    }
    const part = fc.string({ unit: fc.constantFrom("a", "Z", "0", "9", "-", ".", ":", "/", "@", "%", "x", " ", "?") });
    fc.assert(
      fc.property(fc.constantFrom("https://", "http://", "HTTP://", "file://"), part, (scheme, rest) => {
        expect(hostOf(scheme + rest)).toBe(parsed(scheme + rest));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("validateEntry", () => {
  it("accepts the file of the entry asked for, refuses another entry's or a broken one", () => {
    expect(validateEntry(ENTRY, "pay-tool")).toEqual({ ok: true, value: ENTRY });
    expect(validateEntry(ENTRY, "other")).toMatchObject({
      ok: false,
      problem: { message: 'entry file "other" describes entry "pay-tool"' },
    });
    expect(validateEntry({ ...ENTRY, url: 3 }, "pay-tool")).toMatchObject({
      ok: false,
      problem: { message: expect.stringMatching(/no url/) },
    });
    expect(validateEntry([], "pay-tool")).toMatchObject({
      ok: false,
      problem: { message: expect.stringMatching(/the file is not an object/) },
    });
  });
});
