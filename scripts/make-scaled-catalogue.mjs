#!/usr/bin/env node
// Writes a synthetic copy of the site with N directory entries, grown from the bundled sample catalogue, for
// benchmarks that measure how load, memory and search cost grow with the catalogue (`npm run bench`).
//
//   node scripts/make-scaled-catalogue.mjs --entries 10000 --out DIR [--seed 1] [--pretty]
//
// DIR gets the test site of scripts/make-test-site.mjs (long-form list and items) with DIR/api/index.json
// replaced by one of N entries, and DIR/api/entries/<id>.json written for each of them:
//   - the sample's entries come first (all of them when N is larger; otherwise a seeded choice of N);
//   - synthetic entry k (k = 1, 2, ...) depends only on the seed and k, so a smaller catalogue is a subset of a
//     larger one: it takes a seeded sample entry as its base (same category), a new id and name made of an
//     invented word, its summary and description with about a quarter of the words swapped for words of the
//     sample's corpus (and a few invented ones, so the vocabulary keeps growing as real catalogues do), a
//     subset of the base's tags plus tags from the sample's pool (now and then a new one), related ids of
//     earlier entries, example.com URLs, dates, and links built the way the site builds them; and, when its base
//     has agent access, the same kinds of access with example.com URLs (a remote MCP endpoint of its own when the
//     base has one, so the MCP Registry routes list about as many servers per entry as the sample has);
//   - entries are sorted by name as the site sorts them; categories[].count and counts are recomputed.
// Compact JSON unless --pretty (the site serves it pretty-printed; compact is what the benchmark times).
// Also importable: `import { makeScaledCatalogue } from "./make-scaled-catalogue.mjs"`. No dependencies.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { cliFlags, wholeNumber } from "./lib/args.mjs";
import { mulberry32 } from "./lib/seeded-random.mjs";
import { makeTestSite } from "./make-test-site.mjs";

const SITE_URL = "https://indexagentica.com";
// Far past the Worker's cap (50,000 entries, MAX_INDEX_ENTRIES); a bigger run is a typo, and would only fill the disk.
const MAX_ENTRIES = 1_000_000;
// Share of summary and description words replaced per synthetic entry.
const SWAP_RATE = 0.25;
// Share of the replaced words that are invented, growing the vocabulary with the catalogue.
const NEW_WORD_RATE = 0.1;
const SYLLABLES = [
  "ka",
  "lo",
  "mi",
  "ren",
  "tas",
  "vo",
  "zu",
  "bri",
  "del",
  "fen",
  "gor",
  "hal",
  "jin",
  "kor",
  "lum",
  "nes",
  "pra",
  "quo",
  "sil",
  "tor",
  "urb",
  "vex",
  "wil",
  "yar",
  "zen",
  "dra",
  "op",
  "ix",
  "est",
  "an",
];

const pick = (rng, list) => list[Math.floor(rng() * list.length)];
const capitalised = (word) => word.charAt(0).toUpperCase() + word.slice(1);
const byName = (a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" });

function inventedWord(rng) {
  const parts = 2 + Math.floor(rng() * 2);
  let word = "";
  for (let i = 0; i < parts; i++) word += pick(rng, SYLLABLES);
  return word;
}

function varied(text, rng, corpus) {
  if (typeof text !== "string") return text;
  return text.replace(/[A-Za-z]{4,}/g, (word) => {
    if (rng() >= SWAP_RATE) return word;
    return rng() < NEW_WORD_RATE ? inventedWord(rng) : pick(rng, corpus);
  });
}

/** The base's agent access for entry `id`: the same keys, URLs of its own (no random draw: other fields stay as they were). */
function accessLike(access, id) {
  if (!access) return undefined;
  const own = { ...access };
  if (own.mcp_endpoint) own.mcp_endpoint = `https://example.com/${id}/mcp`;
  if (own.llms_txt) own.llms_txt = `https://example.com/${id}/llms.txt`;
  if (own.openapi) own.openapi = `https://example.com/${id}/openapi.json`;
  return own;
}

function synthetic(k, seed, base, pools) {
  // Its own generator per k: entry k is the same whatever N is.
  const rng = mulberry32(Math.imul(seed, 1_000_003) + k);
  const chosen = base[Math.floor(rng() * base.length)];
  const word = inventedWord(rng);
  const id = `${chosen.id.slice(0, 50)}-${word}-${k.toString(36)}`;
  const tags = chosen.tags.filter(() => rng() < 0.6);
  if (rng() < 0.5) tags.push(pick(rng, pools.tags));
  if (rng() < 0.05) tags.push(inventedWord(rng));
  if (tags.length === 0) tags.push(chosen.tags[0] ?? pick(rng, pools.tags));
  const related = [];
  for (let i = 0; i < 3 && k > 1; i++) related.push(`${pools.idOf(1 + Math.floor(rng() * (k - 1)))}`);
  const day = `2026-${String(1 + Math.floor(rng() * 9)).padStart(2, "0")}-${String(1 + Math.floor(rng() * 28)).padStart(2, "0")}`;
  const entry = {
    id,
    name: `${capitalised(word)} ${chosen.name}`,
    category: chosen.category,
    summary: varied(chosen.summary, rng, pools.corpus),
    ...(chosen.description ? { description: varied(chosen.description, rng, pools.corpus) } : {}),
    url: `https://example.com/${id}`,
    tags: [...new Set(tags)],
    pricing: chosen.pricing,
    status: chosen.status,
    ...(chosen.agent_access ? { agent_access: accessLike(chosen.agent_access, id) } : {}),
    related: [...new Set(related)],
    sources: [`https://example.com/${id}`],
    added: day,
    updated: day,
    last_verified: day,
    submitted_by: "make-scaled-catalogue.mjs (synthetic)",
    longform: [],
    links: {
      html: `${SITE_URL}/entries/${id}/`,
      markdown: `${SITE_URL}/entries/${id}.md`,
      json: `${SITE_URL}/api/entries/${id}.json`,
      source: `https://github.com/Drudley/indexagentica/blob/main/content/${chosen.category}/${id}.json`,
    },
  };
  return entry;
}

/**
 * Writes the scaled site copy.
 * @param {{ out: string, entries: number, seed?: number, pretty?: boolean }} options
 * @returns {Promise<{ out: string, entries: number, bytes: number }>}
 */
export async function makeScaledCatalogue({ out, entries: total, seed = 1, pretty = false }) {
  if (!out) throw new Error('makeScaledCatalogue: "out" is required');
  if (!Number.isInteger(total) || total < 1 || total > MAX_ENTRIES) throw new Error(`entries must be 1-${MAX_ENTRIES}`);
  await makeTestSite({ out });
  const file = path.join(out, "api", "index.json");
  const index = JSON.parse(fs.readFileSync(file, "utf8"));
  const sample = index.entries;

  let entries;
  if (total <= sample.length) {
    const rng = mulberry32(seed);
    const order = sample.map((entry) => ({ entry, key: rng() })).sort((a, b) => a.key - b.key);
    entries = order.slice(0, total).map(({ entry }) => entry);
    const kept = new Set(entries.map((entry) => entry.id));
    entries = entries.map((entry) => (entry.related ? { ...entry, related: entry.related.filter((id) => kept.has(id)) } : entry));
  } else {
    const corpus = [
      ...new Set(
        sample
          .flatMap((entry) => `${entry.summary} ${entry.description ?? ""}`.match(/[A-Za-z]{4,}/g) ?? [])
          .map((word) => word.toLowerCase()),
      ),
    ];
    const tags = [...new Set(sample.flatMap((entry) => entry.tags))];
    const ids = [];
    const pools = { corpus, tags, idOf: (k) => ids[k - 1] };
    entries = sample.slice();
    for (let k = 1; k <= total - sample.length; k++) {
      const entry = synthetic(k, seed, sample, pools);
      ids.push(entry.id);
      entries.push(entry);
    }
  }
  entries.sort(byName);
  const perCategory = new Map(index.categories.map((category) => [category.slug, 0]));
  for (const entry of entries) perCategory.set(entry.category, (perCategory.get(entry.category) ?? 0) + 1);
  index.categories = index.categories.map((category) => ({ ...category, count: perCategory.get(category.slug) ?? 0 }));
  index.counts = { ...index.counts, total: entries.length, by_category: Object.fromEntries(perCategory) };
  index.entries = entries;
  const text = pretty ? `${JSON.stringify(index, null, 2)}\n` : JSON.stringify(index);
  fs.writeFileSync(file, text);
  // The Worker fetches whole entries on demand from their own files, as the site publishes one per entry.
  const entryDir = path.join(out, "api", "entries");
  fs.mkdirSync(entryDir, { recursive: true });
  for (const entry of entries)
    fs.writeFileSync(path.join(entryDir, `${entry.id}.json`), JSON.stringify(entry, null, pretty ? 2 : undefined));
  return { out: path.resolve(out), entries: entries.length, bytes: Buffer.byteLength(text) };
}

const USAGE = `usage: node scripts/make-scaled-catalogue.mjs --entries N --out DIR [--seed S] [--pretty]

Writes a synthetic site copy with N directory entries grown from the bundled sample (for npm run bench).

  --entries N   entries in DIR/api/index.json (1-${MAX_ENTRIES.toLocaleString("en")})
  --out DIR     folder to write (its api/ is replaced)
  --seed S      PRNG seed, a whole number (default 1): same N and seed, same bytes
  --pretty      2-space JSON as the site serves it (default: compact)
  -h, --help    this text`;

const isMain = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const { values } = cliFlags({
    usage: USAGE,
    options: {
      entries: { type: "string" },
      out: { type: "string" },
      seed: { type: "string", default: "1" },
      pretty: { type: "boolean", default: false },
    },
    check: (v) => {
      if (wholeNumber(v.entries, 1, MAX_ENTRIES) === null) return `--entries must be a whole number from 1 to ${MAX_ENTRIES}`;
      if (typeof v.out !== "string" || v.out === "") return "--out is required";
      if (wholeNumber(v.seed, 0, 2 ** 31) === null) return "--seed must be a whole number";
      return null;
    },
  });
  const result = await makeScaledCatalogue({
    out: String(values.out),
    entries: Number(values.entries),
    seed: Number(values.seed),
    pretty: values.pretty === true,
  });
  console.log(`wrote ${result.out}/api/index.json: ${result.entries} entries, ${(result.bytes / 1024 / 1024).toFixed(1)} MB`);
}
