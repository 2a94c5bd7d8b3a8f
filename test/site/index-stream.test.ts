// The streaming reader of index.json (src/site/index-stream.ts) against the whole-document path it replaces:
// JSON.parse + validateSiteIndex, entries reduced to cards. Same answer however the text is cut into pieces,
// same refusals.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import sampleIndex from "../../src/site/sample/index.json";
import { cardOf } from "../../src/site/entry-card";
import { readIndexText, SiteIndexStream } from "../../src/site/index-stream";
import { validateSiteIndex } from "../../src/site/validate";
import { hasRealFixture, REAL_FIXTURE } from "../support/disk-catalogue";

const CAP = 1_000;

/** The whole-document path: what the reader must equal. */
function whole(text: string) {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false as const };
  }
  const site = validateSiteIndex(raw);
  return site.ok ? { ok: true as const, value: { ...site.value, entries: site.value.entries.map(cardOf) } } : { ok: false as const };
}

/** The reader fed `text` cut at `cuts` (sorted positions); `whole` lets a short document be parsed at once. */
function streamed(text: string, cuts: readonly number[], cap = CAP, whole = false) {
  const reader = new SiteIndexStream(cap, whole ? undefined : 0);
  let from = 0;
  for (const cut of cuts) {
    reader.push(text.slice(from, cut));
    from = cut;
  }
  reader.push(text.slice(from));
  return reader.finish();
}

/** Both ways of reading (the scanner, and one JSON.parse for a short document) equal the whole-document path. */
function agrees(text: string, cuts: readonly number[]): void {
  const expected = whole(text);
  for (const got of [streamed(text, cuts), streamed(text, cuts, CAP, true)]) {
    expect(got.ok).toBe(expected.ok);
    if (got.ok && expected.ok) expect(got.value).toEqual(expected.value);
  }
}

const SMALL = JSON.stringify({
  site_url: "https://s.example/",
  generated: "2026-10-02T00:00:00Z",
  categories: [{ slug: "tools", name: "Tools" }],
  entries: [
    { id: "a-b", name: 'Quote " and \\ slash }, {"id":', category: "tools", summary: "x\\\\", url: "https://a.example", tags: ["t"] },
    { id: "c", name: "C ✓ 𝄞", category: "new-cat", summary: "[{]}", url: "u", links: { html: "h" }, nested: [[{ a: [] }]] },
  ],
  counts: { total: 2 },
});

describe("SiteIndexStream", () => {
  it("equals the whole-document path for every single cut and every pair of cuts of a small index", () => {
    for (let a = 0; a <= SMALL.length; a++) agrees(SMALL, [a]);
    for (let a = 0; a <= SMALL.length; a += 7) for (let b = a; b <= SMALL.length; b += 5) agrees(SMALL, [a, b]);
  });

  it("equals it on the bundled sample, pretty-printed, in 64-byte pieces", () => {
    const text = JSON.stringify(sampleIndex, null, 2);
    const cuts = Array.from({ length: Math.floor(text.length / 64) }, (_, i) => (i + 1) * 64);
    agrees(text, cuts);
    expect(streamed(text, cuts).ok).toBe(true);
  });

  it.skipIf(!hasRealFixture)("equals it on the real site copy in 64 KiB pieces (skips when that optional copy is absent)", () => {
    const text = readFileSync(join(REAL_FIXTURE, "api", "index.json"), "utf8");
    const cuts = Array.from({ length: Math.floor(text.length / 65_536) }, (_, i) => (i + 1) * 65_536);
    agrees(text, cuts);
  });

  it("reads categories whether they come before or after the entries", () => {
    const { entries, ...head } = JSON.parse(SMALL) as Record<string, unknown>;
    agrees(JSON.stringify({ entries, ...head }), []);
    expect(streamed(JSON.stringify({ entries, ...head }), []).ok).toBe(true);
  });

  it("refuses what the whole-document path refuses, with the same sentences for the shape", () => {
    const refusal = (text: string) => {
      const scanned = readIndexText(text, CAP, 0);
      const parsed = readIndexText(text, CAP);
      // The same sentence whichever way the document was read.
      expect(parsed.ok ? "accepted" : parsed.problem.message.replace(/ \(it ends early\)/, "")).toBe(
        scanned.ok ? "accepted" : scanned.problem.message.replace(/ \(it ends early\)/, ""),
      );
      return scanned.ok ? "accepted" : scanned.problem.message;
    };
    expect(refusal("[1]")).toBe("index.json is not a JSON object");
    expect(refusal('{"entries": {}}')).toBe("index.json has no entries array");
    expect(refusal('{"site_url": "x"}')).toBe("index.json has no entries array");
    expect(refusal('{"entries": []}')).toBe("index.json lists no entries");
    expect(refusal('{"entries": [{"id": "Bad Id"}]}')).toBe("index.json: entries[0].id is not a kebab-case id");
    for (const broken of ['{"entries": [', '{"entries": [{"id": "a"', "{", '{"a": 1,}', '{"a": tru}', '{"a": 1} x', '{"a" 1}']) {
      expect(refusal(broken), broken).toMatch(/not valid JSON/);
    }
  });

  it("refuses an index past the entry cap, and an entry or a head value past its size", () => {
    const entry = (i: number) => ({ id: `e${i}`, name: "E", category: "c", summary: "s", url: "u" });
    const three = JSON.stringify({ entries: [entry(1), entry(2), entry(3)] });
    for (const wholeBelow of [0, undefined]) {
      expect(readIndexText(three, 3, wholeBelow).ok).toBe(true);
      expect(readIndexText(three, 2, wholeBelow)).toMatchObject({
        ok: false,
        problem: { message: expect.stringMatching(/more than 2 entries/) },
      });
    }
    const huge = JSON.stringify({ entries: [{ ...entry(1), description: "x".repeat(1024 * 1024) }] });
    expect(readIndexText(huge, CAP, 0)).toMatchObject({ ok: false, problem: { message: expect.stringMatching(/entries\[0\] is over/) } });
  });

  it("yields the whole records, as parsed, only while the index lists no more than it was told to keep", () => {
    const entry = (i: number) => ({ id: `e${i}`, name: "E", category: "c", summary: "s", url: "u", related: [`e${i + 1}`] });
    const entries = [entry(1), entry(2), entry(3)];
    const three = JSON.stringify({ entries });
    // Both ways of reading: the scanner (0) and one JSON.parse of a short document (the default).
    for (const wholeBelow of [0, undefined]) {
      const kept = readIndexText(three, CAP, wholeBelow, 3);
      expect(kept.ok && kept.value.records).toEqual(entries);
      expect(kept.ok && kept.value.entries.map((card) => card.id)).toEqual(["e1", "e2", "e3"]);
      for (const keep of [2, 0]) {
        const over = readIndexText(three, CAP, wholeBelow, keep);
        expect(over.ok && over.value).not.toHaveProperty("records");
        expect(over.ok && over.value.entries).toHaveLength(3);
      }
    }
  });

  it("equals the whole-document path on random documents cut at random places", () => {
    const text = fc.string({ unit: fc.constantFrom("a", " ", '"', "\\", "{", "}", "[", "]", ",", ":", "é", "\n") });
    const entry = fc.record(
      {
        id: fc.constantFrom("a", "b-c", "d", "Bad"),
        name: text,
        category: fc.constantFrom("x", "y-z"),
        summary: text,
        url: text,
        tags: fc.array(text),
      },
      { requiredKeys: ["id", "name", "category", "summary"] },
    );
    const doc = fc.record({ site_url: text, entries: fc.array(entry, { maxLength: 4 }), extra: fc.jsonValue() }, { requiredKeys: [] });
    fc.assert(
      fc.property(doc, fc.boolean(), fc.array(fc.nat(), { maxLength: 6 }), (value, pretty, rawCuts) => {
        const json = JSON.stringify(value, null, pretty ? 2 : undefined);
        const cuts = rawCuts.map((n) => n % (json.length + 1)).sort((a, b) => a - b);
        agrees(json, cuts);
      }),
      { numRuns: 300 },
    );
  });
});
