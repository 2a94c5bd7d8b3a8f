#!/usr/bin/env node
// Writes a static copy of the indexagentica.com JSON API built from the bundled sample catalogue
// (src/site/sample/), laid out the way the site serves it, so tests can serve it on 127.0.0.1:
//
//   DIR/api/index.json                  site metadata, contribute, counts, categories, entries
//   DIR/api/categories.json             site metadata, categories
//   DIR/api/<category>.json             site metadata, category, count, entries of that category
//   DIR/api/entries/<id>.json           one entry
//   DIR/api/longform.json               site metadata, counts, types, items
//   DIR/api/longform/<route>.json       site metadata, type, name, count, items of that type
//   DIR/api/longform/<route>/<id>.json  one long-form item
//   DIR/contribute.json                 site metadata, contribute
//   DIR/skills/<id>/<path>              with --skills: every file of every skill item (scripts/test-site/skills.mjs)
//
// Every file is written as JSON.stringify(value, null, 2) + "\n", like the site.
//
// Usage:
//   node scripts/make-test-site.mjs --out DIR [--site-url URL] [--generated ISO] [--extra-entry] [--skills]
//
//   --site-url URL   rewrite absolute https://indexagentica.com URLs to URL (links, site_url, markdown...)
//   --generated ISO  set "generated" in every file that has it (default: keep the sample's value)
//   --extra-entry    add the entry "test-site-only" (category tools), so a test can tell data served
//                    from DIR apart from the bundled sample
//   --skills         add the test skills of scripts/test-site/skills.mjs (served and left-out ones) and write the
//                    files of every skill under DIR/skills/; off by default, so other catalogues are unchanged
//
// Also importable: `import { makeTestSite } from './scripts/make-test-site.mjs'`.
// No dependencies; Node >= 18.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { testSiteSkills } from "./test-site/skills.mjs";

const SITE_URL = "https://indexagentica.com";
const DEFAULT_SAMPLE_DIR = fileURLToPath(new URL("../src/site/sample/", import.meta.url));
const META_KEYS = [
  "name",
  "description",
  "version",
  "generated",
  "site_url",
  "schema",
  "openapi",
  "llms_txt",
  "repository",
  "contribute_url",
  "longform",
  "license",
];
const ROUTE = { guide: "guides", comparison: "compare", stack: "stacks", skill: "skills" };
const EXTRA_ENTRY_ID = "test-site-only";

const pretty = (value) => JSON.stringify(value, null, 2) + "\n";
const readJson = (file) => JSON.parse(fs.readFileSync(file, "utf8"));
const byName = (a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" });
const pick = (obj, keys) => Object.fromEntries(keys.filter((k) => k in obj).map((k) => [k, obj[k]]));

// The bundled sample leaves out the site's large "contribute" object; the served site carries a small one.
function contributeObject() {
  return {
    summary:
      "Entries are added or corrected through pull requests or structured issues on the site repository. This copy was generated for tests from the sample catalogue.",
    repository: "https://github.com/Drudley/indexagentica",
    schema: `${SITE_URL}/schema/entry.schema.json`,
    schema_docs: `${SITE_URL}/schema/`,
    categories: [],
    file_path: "content/{category}/{id}.json",
    rules: [
      "One entry per file; the id is kebab-case, unique, and equal to the file name.",
      "The category equals the folder name.",
      "Every id listed in related must already exist.",
    ],
  };
}

function extraEntry(siteUrl, generated) {
  const day = String(generated).slice(0, 10);
  return {
    id: EXTRA_ENTRY_ID,
    name: "Test Site Only Probe",
    category: "tools",
    summary: "Marker entry that exists only in test sites written by make-test-site.mjs, never in the bundled sample catalogue.",
    url: "https://example.com/test-site-only",
    tags: ["testing", "fixture"],
    pricing: "free",
    status: "active",
    sources: ["https://example.com/test-site-only"],
    added: day,
    updated: day,
    last_verified: day,
    submitted_by: "make-test-site.mjs",
    longform: [],
    links: {
      html: `${siteUrl}/entries/${EXTRA_ENTRY_ID}/`,
      markdown: `${siteUrl}/entries/${EXTRA_ENTRY_ID}.md`,
      json: `${siteUrl}/api/entries/${EXTRA_ENTRY_ID}.json`,
      source: `https://github.com/Drudley/indexagentica/blob/main/content/tools/${EXTRA_ENTRY_ID}.json`,
    },
  };
}

// Replace the site origin in every string of a JSON value (not inside longer host names).
function rewriteUrls(value, siteUrl) {
  if (siteUrl === SITE_URL) return value;
  const re = /https:\/\/indexagentica\.com(?![\w-]|\.\w)/g;
  const walk = (v) => {
    if (typeof v === "string") return v.replace(re, siteUrl);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value);
}

/**
 * Write the test site.
 * @param {{out: string, siteUrl?: string, generated?: string, extraEntry?: boolean, skills?: boolean, sampleDir?: string}} options
 * @returns {Promise<{out: string, files: string[], entries: number, longform: number, skills: number, generated: string, siteUrl: string}>}
 */
export async function makeTestSite({
  out,
  siteUrl,
  generated,
  extraEntry: withExtra = false,
  skills: withSkills = false,
  sampleDir = DEFAULT_SAMPLE_DIR,
} = {}) {
  if (!out) throw new Error('makeTestSite: "out" is required');
  const outDir = path.resolve(out);
  const base = (siteUrl || SITE_URL).replace(/\/+$/, "");
  if (!/^https?:\/\/[^/]/.test(base)) throw new Error(`makeTestSite: bad siteUrl ${siteUrl}`);
  const basePath = new URL(base).pathname.replace(/\/+$/, "");
  let stamp = null;
  if (generated !== undefined && generated !== null && generated !== "") {
    const t = Date.parse(generated);
    if (Number.isNaN(t)) throw new Error(`makeTestSite: bad generated ${generated}`);
    stamp = new Date(t).toISOString();
  }

  // ---- load the sample
  const index = readJson(path.join(sampleDir, "index.json"));
  const longform = readJson(path.join(sampleDir, "longform.json"));
  const items = longform.items.map((it) => readJson(path.join(sampleDir, "longform", ROUTE[it.type], `${it.id}.json`)));

  if (stamp) {
    index.generated = stamp;
    longform.generated = stamp;
  }

  // ---- optional test skills: more long-form items of type skill, and the files of every skill
  const skillFiles = new Map();
  if (withSkills) {
    const added = testSiteSkills(SITE_URL);
    longform.items.push(...added.summaries);
    items.push(...added.items);
    longform.counts = {
      total: longform.items.length,
      by_type: { ...longform.counts.by_type, skill: longform.counts.by_type.skill + added.items.length },
    };
    longform.types = longform.types.map((t) => (t.type === "skill" ? { ...t, count: t.count + added.items.length } : t));
    index.counts = { ...index.counts, longform: longform.counts };
    for (const [rel, content] of added.files) skillFiles.set(rel, content);
  }
  const meta = pick(index, META_KEYS);
  const categories = index.categories.map((c) => ({ ...c }));
  let entries = index.entries.slice();

  // ---- optional extra entry, then recount
  if (withExtra) {
    if (!categories.some((c) => c.slug === "tools")) throw new Error('sample has no "tools" category');
    entries = entries.filter((e) => e.id !== EXTRA_ENTRY_ID);
    entries.push(extraEntry(SITE_URL, meta.generated));
    entries.sort(byName);
  }
  const perCategory = Object.fromEntries(categories.map((c) => [c.slug, entries.filter((e) => e.category === c.slug)]));
  for (const c of categories) c.count = perCategory[c.slug].length;
  const counts = {
    total: entries.length,
    by_category: Object.fromEntries(categories.map((c) => [c.slug, c.count])),
    longform: index.counts.longform,
  };
  const contribute = { ...contributeObject(), categories: categories.map((c) => c.slug) };

  // ---- documents, keyed by path relative to out
  const docs = new Map();
  docs.set("api/index.json", { ...meta, contribute, counts, categories, entries });
  docs.set("api/categories.json", { ...meta, categories });
  for (const c of categories) {
    docs.set(`api/${c.slug}.json`, {
      ...meta,
      category: { slug: c.slug, name: c.name, description: c.description },
      count: c.count,
      entries: perCategory[c.slug],
    });
  }
  for (const e of entries) docs.set(`api/entries/${e.id}.json`, e);
  docs.set("api/longform.json", longform);
  for (const t of longform.types) {
    const list = longform.items.filter((it) => it.type === t.type);
    docs.set(`api/longform/${ROUTE[t.type]}.json`, { ...meta, type: t.type, name: t.name, count: list.length, items: list });
  }
  for (const item of items) {
    const doc =
      basePath && typeof item.html === "string" ? { ...item, html: item.html.replace(/(href|src)="\//g, `$1="${basePath}/`) } : item;
    docs.set(`api/longform/${ROUTE[item.type]}/${item.id}.json`, doc);
  }
  docs.set("contribute.json", { ...meta, contribute });

  // ---- skill files: each SKILL.md is its item's raw as served (URLs rewritten like the item), then the rest
  if (withSkills) {
    for (const item of items.filter((it) => it.type === "skill")) skillFiles.set(`${item.id}/SKILL.md`, rewriteUrls(item.raw, base));
  }

  // ---- write (replace what an earlier run left in out/api and out/skills)
  fs.rmSync(path.join(outDir, "api"), { recursive: true, force: true });
  fs.rmSync(path.join(outDir, "skills"), { recursive: true, force: true });
  fs.rmSync(path.join(outDir, "contribute.json"), { force: true });
  const files = [];
  const write = (rel, content) => {
    const file = path.join(outDir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
    files.push(rel);
  };
  for (const [rel, value] of docs) write(rel, pretty(rewriteUrls(value, base)));
  for (const [rel, content] of skillFiles) write(`skills/${rel}`, content);
  return {
    out: outDir,
    files,
    entries: entries.length,
    longform: longform.items.length,
    skills: new Set([...skillFiles.keys()].map((rel) => rel.split("/")[0])).size,
    generated: meta.generated,
    siteUrl: base,
  };
}

// ---------------------------------------------------------------- command line
const USAGE = `usage: node scripts/make-test-site.mjs --out DIR [--site-url URL] [--generated ISO] [--extra-entry] [--skills]

Writes a static copy of the site's JSON API built from the bundled sample catalogue.

  --out DIR          folder to write (its api/, skills/ and contribute.json are replaced)
  --site-url URL     rewrite absolute https://indexagentica.com URLs to URL
  --generated ISO    set "generated" in every file that has it
  --extra-entry      add the entry "test-site-only", so a test can tell this copy from the bundled sample
  --skills           add test skills (served and left-out ones) and write every skill's files under skills/
  -h, --help         this text`;

const isMain = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const { cliFlags } = await import("./lib/args.mjs");
  const { values } = cliFlags({
    usage: USAGE,
    options: {
      out: { type: "string" },
      "site-url": { type: "string" },
      generated: { type: "string" },
      "extra-entry": { type: "boolean", default: false },
      skills: { type: "boolean", default: false },
    },
    check: (v) => (typeof v.out === "string" && v.out !== "" ? null : "--out is required"),
  });
  try {
    const r = await makeTestSite({
      out: values.out,
      siteUrl: values["site-url"],
      generated: values.generated,
      extraEntry: values["extra-entry"] === true,
      skills: values.skills === true,
    });
    console.log(
      `wrote ${r.files.length} files to ${r.out} (${r.entries} entries, ${r.longform} long-form items, ${r.skills} skill folders, generated ${r.generated}, site ${r.siteUrl})`,
    );
  } catch (err) {
    console.error(`make-test-site: ${err.message}`);
    process.exit(1);
  }
}
