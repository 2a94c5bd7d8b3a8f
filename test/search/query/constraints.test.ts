// Constraints and exclusions read against the catalogue's fields (src/search/query/constraints.ts and exclusions.ts,
// rank/field-readings.ts), one field at a time on a catalogue of look-alike entries: the same text, different fields.
// What meets a constraint ranks first, what the fields say fails it last, what they say nothing about between;
// nothing is ever dropped, and read_as says what was read.
import { describe, expect, it } from "vitest";
import { buildCatalogue } from "../../../src/catalog/catalogue";
import { readConstraints } from "../../../src/search/query/constraints";
import { CONSTRAINT_FACTORS } from "../../../src/search/rank/field-readings";
import { planQuery } from "../../../src/search/query/plan";
import { runSearch } from "../../../src/search/rank/rank";
import { readAsOf, type ReadAs } from "../../../src/search/answer/read-as";
import { stem } from "../../../src/search/words/stem";
import { isStopWord } from "../../../src/search/words/stopwords";
import { tokenize } from "../../../src/search/words/text";
import type { Entry } from "../../../src/site/types";

// What each entry stands for, by a name no query word starts (ids and names are searched too).
const ID = {
  plain: "alpha",
  keyless: "bravo",
  keyed: "charlie",
  oauthed: "delta",
  remote: "echo",
  mit: "foxtrot",
  apache: "golf",
  agpl: "hotel",
  closed: "india",
  freemium: "juliet",
  retired: "kilo",
  live: "lima",
  selfhost: "mike",
  cloudy: "november",
  pythonic: "oscar",
  docked: "papa",
  chain: "quebec",
} as const;
type Role = keyof typeof ID;

const entry = (role: Role | "acme", extra: Partial<Entry> = {}, tags: string[] = ["sandbox"]): Entry => ({
  id: role === "acme" ? "acme-sandbox" : ID[role],
  name: role === "acme" ? "Acme Sandbox" : ID[role],
  category: "tools",
  summary: "A sandbox for running agent code",
  url: `https://${role}.example`,
  tags,
  ...extra,
});

const catalogue = buildCatalogue(
  {
    generated: null,
    siteUrl: "https://indexagentica.com",
    categories: [{ slug: "tools", name: "Tools", description: "", count: 0, html: "", json: "" }],
    entries: [
      entry("plain"),
      entry("keyless", { agent_access: { auth: "none" } }),
      entry("keyed", { agent_access: { auth: "api-key" } }),
      entry("oauthed", { agent_access: { auth: "oauth", mcp_endpoint: "https://mcp.oauthed.example/mcp" } }),
      entry("remote", { agent_access: { mcp_endpoint: "https://mcp.remote.example/mcp" } }),
      entry("mit", { license: "MIT", pricing: "open-source" }),
      entry("apache", { license: "Apache-2.0" }),
      entry("agpl", { license: "AGPL-3.0" }),
      entry("closed", { license: "proprietary", pricing: "paid" }),
      entry("freemium", { pricing: "freemium" }),
      entry("retired", { status: "deprecated" }),
      entry("live", { status: "active" }),
      entry("selfhost", {}, ["sandbox", "self-hosted"]),
      entry("cloudy", {}, ["sandbox", "cloud"]),
      entry("pythonic", {}, ["sandbox", "python"]),
      entry("docked", {}, ["sandbox", "docker"]),
      entry("chain", {}, ["sandbox", "blockchain"]),
      entry("acme"),
      // Others, so that "sandbox" is a word that tells docs apart.
      ...Array.from({ length: 24 }, (_, at): Entry => ({
        id: `other-${at}`,
        name: `Other ${at}`,
        category: "tools",
        summary: "Something else entirely",
        url: `https://other-${at}.example`,
        tags: ["other"],
      })),
    ],
  },
  null,
);

function search(query: string) {
  const outcome = runSearch(catalogue.search, { query, type: "all", tags: [], limit: 50, offset: 0 });
  const scores = new Map(outcome.hits.map((hit) => [hit.doc.id, hit.score]));
  const score = (role: Role | "acme"): number => scores.get(role === "acme" ? "acme-sandbox" : ID[role])!;
  return { outcome, score, readAs: readAsOf(outcome), total: outcome.total };
}

/** `better` ranks above `neutral`, which ranks above `worse`; nothing is dropped. */
function expectOrder(query: string, better: readonly Role[], worse: readonly Role[], expected: Partial<ReadAs>): void {
  const { score, readAs, total } = search(query);
  const neutral = score("plain");
  for (const id of better) expect(score(id), `${query}: ${id} above plain`).toBeGreaterThan(neutral);
  for (const id of worse) expect(score(id), `${query}: ${id} below plain`).toBeLessThan(neutral);
  expect(total, query).toBe(Object.keys(ID).length + 1);
  expect(readAs).toContainEqual(expect.objectContaining(expected));
}

describe("constraints read against fields", () => {
  it("agent_access.auth: no API key, no sign-up, no auth", () => {
    for (const query of [
      "sandbox without an API key",
      "sandbox with no sign-up",
      "sandbox, no auth",
      "a sandbox that doesn't need an api key",
    ]) {
      expectOrder(query, ["keyless"], ["keyed", "oauthed"], { by: "constraint", as: ["agent_access.auth: none"] });
    }
  });

  it("agent_access.auth: signs in with OAuth", () => {
    expectOrder("sandbox that signs in with OAuth", ["oauthed"], ["keyless", "keyed"], {
      by: "constraint",
      as: ["agent_access.auth: oauth"],
    });
  });

  it("agent_access.mcp_endpoint: remote, hosted MCP, nothing to install", () => {
    for (const query of ["remote MCP sandbox", "sandbox with a hosted mcp endpoint", "sandbox I can use without installing anything"]) {
      expectOrder(query, ["remote", "oauthed"], [], { by: "constraint", as: ["agent_access.mcp_endpoint"] });
    }
  });

  it("licence: open source, MIT, Apache", () => {
    expectOrder("open-source sandbox", ["mit", "apache", "agpl"], ["closed"], { by: "constraint", as: ["license: open source"] });
    expectOrder("MIT licensed sandbox", ["mit"], ["apache", "agpl", "closed"], { by: "constraint", as: ["license: MIT"] });
    expectOrder("sandbox under the Apache 2.0 licence", ["apache"], ["mit", "agpl"], { by: "constraint", as: ["license: Apache"] });
    // The licence's words only name the field: they are not searched for.
    expect(planQuery("MIT licensed sandbox").scored).toEqual(["sandbox"]);
  });

  it("self-hosting: an open-source licence or a self-hosted tag", () => {
    expectOrder("sandbox I can self-host", ["mit", "apache", "selfhost"], [], {
      by: "constraint",
      as: ["license: open source, or tag self-hosted"],
    });
  });

  it("pricing: free, free tier", () => {
    expectOrder("free sandbox", ["freemium", "mit"], ["closed"], { by: "constraint", as: ["pricing: free, freemium or open-source"] });
    expectOrder("sandbox with a free tier", ["freemium"], ["closed"], { by: "constraint" });
  });

  it("status: actively maintained", () => {
    expectOrder("actively maintained sandbox", ["live"], ["retired"], { by: "constraint", as: ["status: active"] });
  });

  it("stack: a doc meeting two constraints ranks above one meeting one", () => {
    const { score } = search("remote MCP sandbox with OAuth");
    expect(score("oauthed")).toBeGreaterThan(score("remote"));
    expect(score("oauthed") / score("plain")).toBeCloseTo(CONSTRAINT_FACTORS.meets ** 2, 1);
  });

  it("reads none in a question of how to do something: its words name the topic", () => {
    expect(planQuery("how do i connect to a remote mcp server with oauth").constraints).toEqual([]);
    expect(planQuery("remote mcp server with oauth").constraints.map((c) => c.field)).toEqual([
      "agent_access.mcp_endpoint",
      "agent_access.auth: oauth",
    ]);
  });

  it("matches phrases on stems with stop words between, the longest first, one reading per field", () => {
    const read = (query: string) => {
      const sequence = tokenize(query);
      return readConstraints(sequence, sequence.map(stem), sequence.map(isStopWord)).map((c) => [c.from, c.field]);
    };
    expect(read("works without any api keys")).toEqual([["without any api keys", "agent_access.auth: none"]]);
    expect(read("free software, free of charge")).toEqual([
      ["free software", "license: open source"],
      ["free of charge", "pricing: free, freemium or open-source"],
    ]);
    expect(read("free, at no cost")).toEqual([["free", "pricing: free, freemium or open-source"]]);
    expect(read("a sandbox")).toEqual([]);
  });
});

describe("exclusions read against fields", () => {
  it("tags and names: not python, without docker (and the vocabulary's containers), not acme", () => {
    expectOrder("sandbox, not python", [], ["pythonic"], { by: "negation", as: ["name, id or tags: python"] });
    expectOrder("sandbox without docker", [], ["docked"], { by: "negation", as: ["name, id or tags: docker"] });
    const acme = search("sandbox that isn't from acme");
    expect(acme.score("acme")).toBeCloseTo(search("sandbox that isn't from zzzz").score("acme") * CONSTRAINT_FACTORS.excluded, 1);
    expect(acme.readAs).toContainEqual({ from: "isn't from acme", as: ["name, id or tags: acme"], by: "negation" });
  });

  it("hosted services: tagged cloud or hosting, and what one hosts oneself is asked for instead", () => {
    expectOrder("sandbox without a hosted service", ["selfhost", "mit"], ["cloudy"], {
      by: "negation",
      as: ["tags: cloud, hosting, managed, saas, serverless"],
    });
    const { readAs } = search("sandbox that isn't a managed service");
    expect(readAs).toContainEqual(expect.objectContaining({ by: "constraint", as: ["license: open source, or tag self-hosted"] }));
  });

  it("licence, status and crypto: not AGPL, not deprecated, no crypto", () => {
    expectOrder("sandbox that isn't AGPL", [], ["agpl"], { by: "negation", as: ["license: AGPL"] });
    expectOrder("sandbox, not deprecated", [], ["retired"], { by: "negation", as: ["status: deprecated"] });
    expectOrder("sandbox, no crypto", [], ["chain"], { by: "negation" });
  });

  it("reads past verbs to what is excluded, and 'or' goes on excluding", () => {
    expect(planQuery("sandbox not written in python").negations.map((n) => n.words)).toEqual([["python"]]);
    expect(planQuery("sandbox that doesn't use docker").negations.map((n) => n.words)).toEqual([["docker"]]);
    expect(planQuery("sandbox without docker or python").negations.map((n) => n.words)).toEqual([["docker"], ["python"]]);
    expect(planQuery("coding agent, not a vs code extension").scored).toEqual(["coding", "agent"]);
  });

  it("a negation inside a constraint is the constraint, not an exclusion", () => {
    const { readAs } = search("sandbox without installing anything");
    expect(readAs).toContainEqual({ from: "without installing", as: [], by: "negation" });
    expect(readAs).toContainEqual(expect.objectContaining({ by: "constraint", as: ["agent_access.mcp_endpoint"] }));
  });
});
