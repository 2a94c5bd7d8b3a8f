import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildCatalogue, type Catalogue } from "../../src/catalog/catalogue";
import { sampleLongform, sampleSiteIndex } from "../../src/site/sample";
import { validateLongformIndex, validateSiteIndex } from "../../src/site/validate";
import { entryLinkHosts, isPublishedPage, publishedPages } from "../../src/beacon/pages";
import { checkBeacon } from "../../src/beacon/validate";
import { hitDataPoint } from "../../src/beacon/point";
import { parseBeacon } from "../../src/beacon/events";
import { limitViolation, utf8Bytes } from "../../src/observability/limits";
import { realSiteDir } from "../../scripts/lib/shared-dir.mjs";

const sample = buildCatalogue(sampleSiteIndex(), sampleLongform());

const REAL_SITE = realSiteDir();
function realCatalogue(): Catalogue | null {
  if (REAL_SITE === null) return null;
  const site = validateSiteIndex(JSON.parse(readFileSync(join(REAL_SITE, "api", "index.json"), "utf8")));
  const longform = validateLongformIndex(JSON.parse(readFileSync(join(REAL_SITE, "api", "longform.json"), "utf8")));
  if (!site.ok || !longform.ok) throw new Error("the real fixture does not validate");
  return buildCatalogue(site.value, longform.value);
}

describe("the pages the site publishes", () => {
  it("are home, /agents/, /schema/, the 404 page, categories, the four long-form indexes, long-form items and entries", () => {
    const pages = publishedPages(sample);
    expect(pages.slice(0, 4)).toEqual(["/", "/agents/", "/schema/", "/404.html"]);
    expect(pages).toContain("/categories/mcp-servers/");
    expect(pages).toContain("/guides/");
    expect(pages).toContain("/compare/");
    expect(pages).toContain("/stacks/");
    expect(pages).toContain("/skills/");
    expect(pages).toContain("/skills/search-the-directory/");
    expect(pages).toContain("/compare/code-sandboxes-for-agents/");
    expect(pages).toContain("/entries/x402/");
    expect(pages.length).toBe(4 + sample.categories.length + 4 + sample.longform.length + sample.entries.length);
    expect(new Set(pages).size).toBe(pages.length);
  });

  it("isPublishedPage agrees with the enumerated set, and refuses everything else", () => {
    for (const page of publishedPages(sample)) expect(isPublishedPage(sample, page), page).toBe(true);
    for (const page of [
      "/404.html/",
      "/index.html",
      "/llms.txt",
      "/entries/",
      "/entries/no-such-entry/",
      "/categories/",
      "/categories/nope/",
      "/guides/no-such-guide/",
      "/guide/automate-a-browser-with-playwright-mcp/",
      "/skills/x402/",
      "/entries/x402/extra/",
      "/entries/x402",
      "//",
      "/api/",
    ]) {
      expect(isPublishedPage(sample, page), page).toBe(false);
    }
  });

  it("derives click hosts from the links on the entry's page", () => {
    const hosts = entryLinkHosts(sample.entryById.get("x402")!);
    expect(hosts.has("www.x402.org")).toBe(true);
    expect(hosts.has("github.com")).toBe(true);
    expect(hosts.has("evil.example")).toBe(false);
  });

  it.runIf(realCatalogue() !== null)("holds for the real site copy too", () => {
    const real = realCatalogue()!;
    const pages = publishedPages(real);
    expect(pages.length).toBe(4 + real.categories.length + 4 + real.longform.length + real.entries.length);
    for (const page of pages) expect(isPublishedPage(real, page), page).toBe(true);
    for (const entry of real.entries) expect(entryLinkHosts(entry).size, entry.id).toBeGreaterThan(0);
  });
});

describe("checkBeacon against the catalogue", () => {
  it("accepts real events", () => {
    expect(checkBeacon({ t: "pageview", p: "/entries/x402/" }, sample)).toBeNull();
    expect(checkBeacon({ t: "click", p: "/entries/x402/", id: "x402", h: "www.x402.org" }, sample)).toBeNull();
    expect(checkBeacon({ t: "download", p: "/skills/search-the-directory/", id: "search-the-directory", k: "zip" }, sample)).toBeNull();
    expect(checkBeacon({ t: "download", p: "/guides/", id: "search-the-directory", k: "skill_md" }, sample)).toBeNull();
  });

  it.each([
    ["an unpublished page", { t: "pageview" as const, p: "/entries/nope/" }, /page/],
    ["an unknown entry", { t: "click" as const, p: "/entries/x402/", id: "nope", h: "www.x402.org" }, /entry/],
    ["a click from another page", { t: "click" as const, p: "/", id: "x402", h: "www.x402.org" }, /own page/],
    ["a host the entry does not link to", { t: "click" as const, p: "/entries/x402/", id: "x402", h: "evil.example" }, /host/],
    ["an entry id as a skill", { t: "download" as const, p: "/skills/", id: "x402", k: "zip" as const }, /skill/],
  ])("refuses %s", (_what, event, message) => {
    const problem = checkBeacon(event, sample);
    expect(problem?.code).toBe("bad_request");
    expect(problem?.message).toMatch(message);
  });
});

describe("hitDataPoint: the HITS layout", () => {
  it("writes index hit:<event>, blob1-blob7 and double1 = 1", () => {
    expect(hitDataPoint({ t: "click", p: "/entries/x402/", id: "x402", h: "www.x402.org" }, "human", "DE")).toEqual({
      indexes: ["hit:click"],
      blobs: ["click", "/entries/x402/", "x402", "www.x402.org", "", "human", "DE"],
      doubles: [1],
    });
    expect(hitDataPoint({ t: "download", p: "/skills/s/", id: "s", k: "skill_md" }, "agent", null)).toEqual({
      indexes: ["hit:download"],
      blobs: ["download", "/skills/s/", "s", "", "skill_md", "agent", ""],
      doubles: [1],
    });
    expect(hitDataPoint({ t: "pageview", p: "/" }, "human", "not-a-country").blobs).toEqual(["pageview", "/", "", "", "", "human", ""]);
  });

  it("stays within Analytics Engine's limits with every field at the longest the parser accepts", () => {
    const body = JSON.stringify({
      t: "click",
      p: `/${"p".repeat(118)}/`,
      id: "i".repeat(80),
      h: `${"h".repeat(63)}.${"h".repeat(63)}.${"h".repeat(63)}.${"h".repeat(61)}`,
    });
    const event = parseBeacon(body);
    expect(event.ok).toBe(true);
    if (!event.ok) return;
    const point = hitDataPoint(event.value, "human", "DE");
    expect(limitViolation(point)).toBeNull();
    expect(point.blobs.reduce((sum, blob) => sum + utf8Bytes(blob), 0)).toBe(5 + 120 + 80 + 253 + 0 + 5 + 2);
  });
});
