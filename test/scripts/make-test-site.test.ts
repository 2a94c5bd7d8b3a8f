// make-test-site.mjs --skills: off by default (every other test's catalogue stays as it was); on, it adds the
// test skills as the site publishes them and writes every listed file under skills/, so that the serving rules
// (src/skills/rules.ts) serve exactly the valid skills and leave each broken one out for its own reason.

import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { SkillSchema } from "@modelcontextprotocol/core/ext/skills";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { validateLongformIndex, validateLongformItem } from "../../src/site/validate";
import { sha256Digest } from "../../src/skills/digest";
import { buildSkillEntry, skillProvenance } from "../../src/skills/entry";
import { skillFileBody } from "../../src/skills/mime";
import { judgeSkill, MAX_SKILL_FILE_BYTES, readSkillListing, type FetchedFile, type SkillVerdict } from "../../src/skills/rules";
import { makeTestSite, type MakeTestSiteResult } from "../../scripts/make-test-site.mjs";
import { ADDED_SKILLS, INVALID_SKILLS, SKILL_FILE_LIMIT_BYTES } from "../../scripts/test-site/skills.mjs";
import { runProcess } from "../support/run-process";

const SITE = "http://127.0.0.1:9/site";
const readJson = (dir: string, rel: string) => JSON.parse(readFileSync(join(dir, rel), "utf8")) as Record<string, unknown>;

/** Every file under `dir`, relative, sorted. */
function tree(dir: string): string[] {
  const out: string[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.push(relative(dir, path).split("\\").join("/"));
    }
  };
  walk(dir);
  return out.sort();
}

/** What fetching a listed file from this folder gives, as the Worker's fetcher reports it (bytes capped). */
async function fetched(dir: string, id: string, path: string): Promise<FetchedFile> {
  const file = join(dir, "skills", id, path);
  if (!existsSync(file)) return { status: "missing" };
  const bytes = new Uint8Array(readFileSync(file));
  if (bytes.byteLength > MAX_SKILL_FILE_BYTES) return { status: "too-large" };
  return { status: "ok", bytes, digest: await sha256Digest(bytes) };
}

let plain = "";
let withSkills = "";
let plainResult: MakeTestSiteResult;
let skillsResult: MakeTestSiteResult;
beforeAll(async () => {
  plain = mkdtempSync(join(tmpdir(), "iam-site-plain-"));
  withSkills = mkdtempSync(join(tmpdir(), "iam-site-skills-"));
  plainResult = await makeTestSite({ out: plain, siteUrl: SITE });
  skillsResult = await makeTestSite({ out: withSkills, siteUrl: SITE, skills: true });
});
afterAll(() => {
  rmSync(plain, { recursive: true, force: true });
  rmSync(withSkills, { recursive: true, force: true });
});

describe("make-test-site without --skills", () => {
  it("writes no skill files and no added skills", () => {
    expect(existsSync(join(plain, "skills"))).toBe(false);
    expect(plainResult.skills).toBe(0);
    expect(plainResult.longform).toBe(4);
    expect(readJson(plain, "api/longform/skills.json").count).toBe(1);
  });

  it("writes the same files as with --skills, bar the added items and the counts that name them", () => {
    const changed = new Set(["api/index.json", "api/longform.json", "api/longform/skills.json"]);
    for (const rel of plainResult.files) {
      expect(skillsResult.files).toContain(rel);
      if (!changed.has(rel)) expect(readFileSync(join(withSkills, rel)).equals(readFileSync(join(plain, rel))), rel).toBe(true);
    }
    const [before, after] = [readJson(plain, "api/index.json"), readJson(withSkills, "api/index.json")];
    expect({ ...after, counts: { ...(after.counts as object), longform: null } }).toEqual({
      ...before,
      counts: { ...(before.counts as object), longform: null },
    });
  });
});

describe("make-test-site --skills", () => {
  it("publishes the added skills as long-form items, with consistent counts", () => {
    const longform = readJson(withSkills, "api/longform.json");
    const items = validateLongformIndex(longform);
    expect(items.ok).toBe(true);
    const skills = items.ok ? items.value.filter((item) => item.type === "skill").map((item) => item.id) : [];
    expect(skills).toEqual(["search-the-directory", ...ADDED_SKILLS]);
    expect(skillsResult.longform).toBe(4 + ADDED_SKILLS.length);
    expect(longform.counts).toMatchObject({ total: skillsResult.longform, by_type: { skill: skills.length } });
    expect((longform.types as { type: string; count: number }[]).find((type) => type.type === "skill")?.count).toBe(skills.length);
    expect(readJson(withSkills, "api/longform/skills.json").count).toBe(skills.length);
    expect((readJson(withSkills, "api/index.json").counts as { longform: unknown }).longform).toEqual(longform.counts);
    for (const id of skills)
      expect(validateLongformItem(readJson(withSkills, `api/longform/skills/${id}.json`), "skill", id).ok, id).toBe(true);
  });

  it("writes every listed file but the one the missing-file demo lists, and SKILL.md equal to the item's raw", () => {
    const written = tree(join(withSkills, "skills"));
    const expected: string[] = [];
    for (const id of ["search-the-directory", ...ADDED_SKILLS]) {
      const item = readJson(withSkills, `api/longform/skills/${id}.json`) as {
        raw: string;
        skill: { files: { path: string; url: string }[] };
      };
      expect(readFileSync(join(withSkills, "skills", id, "SKILL.md"), "utf8")).toBe(item.raw);
      for (const file of item.skill.files) {
        expect(file.url).toBe(`${SITE}/skills/${id}/${file.path.split("/").map(encodeURIComponent).join("/")}`);
        if (file.path !== "references/gone.md") expected.push(`${id}/${file.path}`);
      }
    }
    expect(written).toEqual(expected.sort());
    expect(skillsResult.skills).toBe(1 + ADDED_SKILLS.length);
    // URLs in SKILL.md are rewritten like the items'.
    expect(readFileSync(join(withSkills, "skills", "search-the-directory", "SKILL.md"), "utf8")).toContain(`${SITE}/api/index.json`);
  });

  it("has the files that test byte-exact serving: non-ASCII, CRLF without a final newline, binary", () => {
    const dir = join(withSkills, "skills", "directory-research");
    const glossary = readFileSync(join(dir, "references", "glossaire-été.md"));
    expect(glossary.byteLength).toBeGreaterThan(glossary.toString("utf8").length);
    expect(glossary.toString("utf8")).toMatch(/日本語.*\n.*🧭/s);
    const windows = readFileSync(join(dir, "notes", "windows.txt"), "latin1");
    expect(windows).toContain("\r\n");
    expect(windows.endsWith("\n")).toBe(false);
    const png = new Uint8Array(readFileSync(join(dir, "assets", "flow.png")));
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect("blob" in skillFileBody(png)).toBe(true);
    expect(existsSync(join(dir, "scripts", "helpers", "rank.py"))).toBe(true);
  });

  it("lets the serving rules serve the valid skills and leave each invalid one out for its reason", async () => {
    const verdicts = new Map<string, SkillVerdict>();
    for (const id of ["search-the-directory", ...ADDED_SKILLS]) {
      const item = readJson(withSkills, `api/longform/skills/${id}.json`) as { id: string; skill: unknown };
      const listing = readSkillListing(item);
      if (!listing.ok) throw new Error(`${id}: ${listing.reason}`);
      const files = new Map<string, FetchedFile>();
      for (const path of listing.value.paths) files.set(path, await fetched(withSkills, id, path));
      verdicts.set(id, judgeSkill(listing.value, files));
    }
    const reasons = Object.fromEntries([...verdicts].map(([id, verdict]) => [id, verdict.served ? "served" : verdict.reason]));
    expect(reasons).toEqual({
      "search-the-directory": "served",
      "directory-research": "served",
      "broken-skill-demo": expect.stringContaining('name "Broken Skill Demo" is not an Agent Skills name'),
      "sequence-frontmatter-demo": expect.stringContaining("line 5: sequences"),
      "oversized-file-demo": expect.stringContaining("assets/big.bin is larger than"),
      "missing-file-demo": "references/gone.md is listed but the site does not serve it",
    });
    expect(INVALID_SKILLS.every((id) => verdicts.get(id)?.served === false)).toBe(true);

    const research = verdicts.get("directory-research")!;
    if (!research.served) throw new Error(research.reason);
    const entry = buildSkillEntry(
      research.skill,
      skillProvenance({}, "indexagentica://content/skill/directory-research", research.skill.frontmatter),
    );
    expect(SkillSchema.safeParse(entry).success).toBe(true);
    expect(entry.resources).toHaveLength(7);
    // The folded description reads the same for the yaml package as for us.
    const raw = readFileSync(join(withSkills, "skills", "directory-research", "SKILL.md"), "utf8");
    expect(isDeepStrictEqual(parseYaml(/^---\n([\s\S]*?)\n---/.exec(raw)![1]!), research.skill.frontmatter)).toBe(true);
  });

  it("makes the oversized file one byte over the Worker's limit", () => {
    expect(SKILL_FILE_LIMIT_BYTES).toBe(MAX_SKILL_FILE_BYTES);
    expect(statSync(join(withSkills, "skills", "oversized-file-demo", "assets", "big.bin")).size).toBe(MAX_SKILL_FILE_BYTES + 1);
  });

  it("removes an earlier run's skills when run again without --skills", async () => {
    const dir = mkdtempSync(join(tmpdir(), "iam-site-again-"));
    try {
      await makeTestSite({ out: dir, skills: true });
      expect(existsSync(join(dir, "skills"))).toBe(true);
      await makeTestSite({ out: dir });
      expect(existsSync(join(dir, "skills"))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("is a command-line flag", async () => {
    const dir = mkdtempSync(join(tmpdir(), "iam-site-cli-"));
    try {
      const run = await runProcess(process.execPath, ["scripts/make-test-site.mjs", "--out", dir, "--skills"], {
        cwd: join(import.meta.dirname, "../.."),
        timeoutMs: 30_000,
      });
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain(`${1 + ADDED_SKILLS.length} skill folders`);
      expect(existsSync(join(dir, "skills", "directory-research", "assets", "flow.png"))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
