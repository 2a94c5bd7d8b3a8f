// Agent Skills of the test site (make-test-site.mjs --skills, design §14): long-form items of type skill as the
// site publishes them (summary, item file with `skill.files`, `raw`, `markdown`, `front_matter`), and the
// files under DIR/skills/<id>/<path>. Besides the sample's own single-file skill:
//
//   directory-research           served: several folders, a non-ASCII file name and content (bytes ≠ characters),
//                                a CRLF file without a final newline, a binary PNG, a folded description
//   broken-skill-demo            left out: its name is not an Agent Skills name (nor its id)
//   sequence-frontmatter-demo    left out: its frontmatter uses a YAML sequence, outside the subset we read
//   oversized-file-demo          left out: one file is one byte over the per-file limit
//   missing-file-demo            left out: it lists a file the site does not serve
//
// No dependencies, like make-test-site.mjs.

// src/skills/rules.ts MAX_SKILL_FILE_BYTES (test/scripts/make-test-site.test.ts checks they agree).
export const SKILL_FILE_LIMIT_BYTES = 1024 * 1024;

// A valid 1×1 RGBA PNG: 0x89 is not UTF-8, so it is served as a blob.
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6390cfdfff1f00044b024dd24baed00000000049454e44ae426082",
  "hex",
);

const DAY = "2026-10-26";
const AUTHOR = "Test Curator";

/** A skill to add: `frontmatter` is the YAML as written, `siteFrontMatter` what the site's own parser makes of it. */
const ADDED = [
  {
    id: "directory-research",
    title: "Directory research",
    summary: "Research a topic across the directory with several searches, then compare the entries found.",
    frontmatter: [
      "name: directory-research",
      "description: >-",
      "  Research a topic across the Index Agentica directory with several searches,",
      "  then compare the entries found. Use it when one search is not enough.",
      "license: MIT",
      "compatibility: Needs the Index Agentica MCP server or REST API; the helpers need a POSIX shell and Python 3.10+.",
      "metadata:",
      "  title: Directory research",
      `  author: ${AUTHOR}`,
      '  version: "1.0"',
      `  published: ${DAY}`,
      "  tags: directory, research, search",
    ],
    siteFrontMatter: {
      name: "directory-research",
      description:
        "Research a topic across the Index Agentica directory with several searches, then compare the entries found. Use it when one search is not enough.",
      license: "MIT",
      compatibility: "Needs the Index Agentica MCP server or REST API; the helpers need a POSIX shell and Python 3.10+.",
      metadata: { title: "Directory research", author: AUTHOR, version: "1.0", published: DAY, tags: "directory, research, search" },
    },
    body:
      "\n# Directory research\n\nSearch the directory several times with different words, then read the entries found and compare them.\n" +
      "Start from [the query recipes](references/query-recipes.md); the [glossary](references/glossaire-été.md) explains the terms.\n",
    files: {
      "references/query-recipes.md":
        '# Query recipes\n\n- Search by task: `search query="pay for an API"`.\n- Then by category: `list_entries category=finance-payments`.\n',
      "references/glossaire-été.md": "# Glossaire d'été\n\n- Über: au-dessus.\n- 日本語: japonais.\n- 🧭 boussole: l'outil de recherche.\n",
      "scripts/find.sh": '#!/bin/sh\n# Search the directory over REST.\nset -eu\ncurl -fsS "$BASE/search?q=$1"\n',
      "scripts/helpers/rank.py":
        "# Rank entries by how many searches found them.\nimport collections, sys\nprint(collections.Counter(sys.stdin.read().split()).most_common())\n",
      "notes/windows.txt": "Written on Windows.\r\nCRLF line ends are kept byte for byte.\r\nNo final newline.",
      "assets/flow.png": PNG,
    },
  },
  {
    id: "broken-skill-demo",
    title: "Broken skill demo",
    summary: "A skill whose SKILL.md names it with spaces and capitals, which Agent Skills does not allow.",
    frontmatter: ["name: Broken Skill Demo", "description: Shows how a skill with an invalid name is left out."],
    siteFrontMatter: { name: "Broken Skill Demo", description: "Shows how a skill with an invalid name is left out." },
    body: "\n# Broken skill demo\n\nThis skill is not served: its name is invalid.\n",
    files: {},
  },
  {
    id: "sequence-frontmatter-demo",
    title: "Sequence frontmatter demo",
    summary: "A skill whose frontmatter writes its tags as a YAML list, outside the subset this server reads.",
    frontmatter: [
      "name: sequence-frontmatter-demo",
      "description: Shows how a frontmatter with a YAML list is left out.",
      "tags:",
      "  - demo",
      "  - yaml",
    ],
    siteFrontMatter: {
      name: "sequence-frontmatter-demo",
      description: "Shows how a frontmatter with a YAML list is left out.",
      tags: ["demo", "yaml"],
    },
    body: "\n# Sequence frontmatter demo\n\nThis skill is not served: its frontmatter has a list.\n",
    files: {},
  },
  {
    id: "oversized-file-demo",
    title: "Oversized file demo",
    summary: "A skill with one file a byte over the per-file limit.",
    frontmatter: ["name: oversized-file-demo", "description: Shows how a skill with a file over the size limit is left out."],
    siteFrontMatter: { name: "oversized-file-demo", description: "Shows how a skill with a file over the size limit is left out." },
    body: "\n# Oversized file demo\n\nThis skill is not served: assets/big.bin is too large.\n",
    files: { "assets/big.bin": Buffer.alloc(SKILL_FILE_LIMIT_BYTES + 1, 0x61) },
  },
  {
    id: "missing-file-demo",
    title: "Missing file demo",
    summary: "A skill that lists a file the site does not serve.",
    frontmatter: ["name: missing-file-demo", "description: Shows how a skill with a listed but absent file is left out."],
    siteFrontMatter: { name: "missing-file-demo", description: "Shows how a skill with a listed but absent file is left out." },
    body: "\n# Missing file demo\n\nThis skill is not served: references/gone.md is not on the site.\n",
    files: {},
    listedOnly: ["references/gone.md"],
  },
];

/** The ids of the skills --skills adds, and the ones of them a server must leave out. */
export const ADDED_SKILLS = ADDED.map((skill) => skill.id);
export const INVALID_SKILLS = ADDED_SKILLS.filter((id) => id !== "directory-research");

const fileUrl = (siteUrl, id, path) => `${siteUrl}/skills/${id}/${path.split("/").map(encodeURIComponent).join("/")}`;

/** The long-form summary and item of an added skill, as the site writes them (URLs on the real origin). */
function itemOf(skill, siteUrl) {
  const raw = `---\n${skill.frontmatter.join("\n")}\n---\n${skill.body}`;
  const paths = ["SKILL.md", ...Object.keys(skill.files), ...(skill.listedOnly ?? [])];
  const links = {
    html: `${siteUrl}/skills/${skill.id}/`,
    markdown: `${siteUrl}/skills/${skill.id}.md`,
    json: `${siteUrl}/api/longform/skills/${skill.id}.json`,
    skill_md: `${siteUrl}/skills/${skill.id}/SKILL.md`,
    zip: `${siteUrl}/skills/${skill.id}.zip`,
    source: `https://github.com/Drudley/indexagentica/blob/main/content-long/skills/${skill.id}/SKILL.md`,
  };
  const summary = {
    type: "skill",
    id: skill.id,
    title: skill.title,
    summary: skill.summary,
    author: AUTHOR,
    tags: ["test", "skills"],
    published: DAY,
    last_verified: DAY,
    entries: ["indexagentica-mcp"],
    links,
  };
  const item = {
    ...summary,
    status: "published",
    skill: {
      name: skill.siteFrontMatter.name,
      description: skill.siteFrontMatter.description,
      license: "MIT",
      version: "1.0",
      files: paths.map((path) => ({ path, url: fileUrl(siteUrl, skill.id, path) })),
      skill_md: links.skill_md,
      zip: links.zip,
    },
    entries_detail: [],
    related: [],
    sources: [],
    front_matter: skill.siteFrontMatter,
    markdown: skill.body,
    raw,
    html: `<h3>${skill.title}</h3>\n`,
  };
  return { summary, item };
}

/**
 * The skills to add to a test site: long-form summaries and items (absolute URLs on `siteUrl`, rewritten later
 * with the rest), and every file to write under skills/, keyed by "<id>/<path>". SKILL.md files are not here:
 * the caller writes each skill item's `raw` (after URL rewriting), so the file always equals the item's raw.
 */
export function testSiteSkills(siteUrl) {
  const summaries = [];
  const items = [];
  const files = new Map();
  for (const skill of ADDED) {
    const { summary, item } = itemOf(skill, siteUrl);
    summaries.push(summary);
    items.push(item);
    for (const [path, content] of Object.entries(skill.files)) files.set(`${skill.id}/${path}`, content);
  }
  return { summaries, items, files };
}
