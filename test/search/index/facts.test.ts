// What an entry's structured fields say, as the bits constraints read (src/search/index/facts.ts), built with the index
// and carried through a snapshot unchanged.
import { describe, expect, it } from "vitest";
import { buildCatalogue } from "../../../src/catalog/catalogue";
import { catalogueSections, readCatalogue } from "../../../src/catalog/snapshot/catalogue-codec";
import { SNAPSHOT_CODE_VERSION } from "../../../src/catalog/snapshot/code-version";
import { openSnapshot, writeSnapshot } from "../../../src/catalog/snapshot/container";
import { FACT, factsOf, licenceFacts } from "../../../src/search/index/facts";
import { cardOf } from "../../../src/site/entry-card";
import type { Entry } from "../../../src/site/types";
import { sampleCatalogue } from "../../relevance/catalogues";

const entry = (extra: Partial<Entry>): Entry => ({
  id: "x",
  name: "X",
  category: "tools",
  summary: "x",
  url: "https://x.example",
  ...extra,
});
const facts = (extra: Partial<Entry>, tags: string[] = []): number => factsOf(cardOf(entry(extra)), tags);

describe("facts of an entry", () => {
  it("read agent_access.auth, a remote MCP endpoint, pricing and status", () => {
    expect(facts({ agent_access: { auth: "none" } }) & FACT.AUTH_NONE).toBeTruthy();
    expect(facts({ agent_access: { auth: "api-key" } }) & FACT.AUTH_KEY).toBeTruthy();
    expect(facts({ agent_access: { auth: "oauth" } }) & FACT.AUTH_OAUTH).toBeTruthy();
    expect(facts({ agent_access: { auth: "magic" } }) & FACT.AUTH_OTHER).toBeTruthy();
    expect(facts({ agent_access: { mcp_endpoint: "https://mcp.example.com/mcp" } }) & FACT.REMOTE_MCP).toBeTruthy();
    expect(facts({ agent_access: { mcp_endpoint: "stdio://local" } }) & FACT.REMOTE_MCP).toBe(0);
    expect(facts({ pricing: "freemium" }) & FACT.FREEMIUM).toBeTruthy();
    expect(facts({ pricing: "paid" }) & FACT.PAID).toBeTruthy();
    expect(facts({ pricing: "open-source" }) & FACT.OPEN_SOURCE_PRICING).toBeTruthy();
    expect(facts({ status: "deprecated" }) & FACT.DEPRECATED).toBeTruthy();
    expect(facts({ status: "beta" }) & FACT.BETA).toBeTruthy();
    expect(facts({}, ["self-hosted", "open-source"]) & (FACT.SELF_HOSTED_TAG | FACT.OPEN_SOURCE_TAG)).toBe(
      FACT.SELF_HOSTED_TAG | FACT.OPEN_SOURCE_TAG,
    );
    // Nothing published: an entry, and nothing else known.
    expect(facts({})).toBe(FACT.ENTRY);
  });

  it("read licences by SPDX family, an expression's every part, and content licences as only a licence", () => {
    expect(licenceFacts("MIT")).toBe(FACT.LICENSED | FACT.OSI | FACT.MIT);
    expect(licenceFacts("Apache-2.0 OR MIT")).toBe(FACT.LICENSED | FACT.OSI | FACT.MIT | FACT.APACHE);
    expect(licenceFacts("AGPL-3.0")).toBe(FACT.LICENSED | FACT.OSI | FACT.GPL | FACT.AGPL);
    expect(licenceFacts("GPL-3.0-only")).toBe(FACT.LICENSED | FACT.OSI | FACT.GPL);
    expect(licenceFacts("BSD-3-Clause")).toBe(FACT.LICENSED | FACT.OSI | FACT.BSD);
    expect(licenceFacts("proprietary")).toBe(FACT.LICENSED | FACT.PROPRIETARY);
    expect(licenceFacts("CC-BY-4.0")).toBe(FACT.LICENSED);
  });

  it("are built with the index (long-form items have none) and come back from a snapshot unchanged", async () => {
    const built = sampleCatalogue();
    const index = built.search;
    index.docs.forEach((doc, at) => {
      if (doc.entry === null) expect(index.facts[at]).toBe(0);
      else expect(index.facts[at]).toBe(factsOf(doc.entry, doc.tags));
    });
    expect(index.facts.some((bits) => (bits & FACT.REMOTE_MCP) !== 0)).toBe(true);
    const identity = { code: SNAPSHOT_CODE_VERSION, catalogue: "a".repeat(64) };
    const opened = await openSnapshot(await writeSnapshot(catalogueSections(built), identity), identity);
    if (!opened.ok) throw new Error(opened.refusal);
    expect(Array.from(readCatalogue(opened.source).search.facts)).toEqual(Array.from(index.facts));
  });

  it("are read from the published fields of a catalogue built from whole entries", () => {
    const one = entry({ license: "MIT", agent_access: { auth: "none" } });
    const catalogue = buildCatalogue({ generated: null, siteUrl: "https://s.example", categories: [], entries: [one] }, null);
    expect(catalogue.search.facts[0]).toBe(FACT.ENTRY | FACT.AUTH_NONE | FACT.LICENSED | FACT.OSI | FACT.MIT);
  });
});
