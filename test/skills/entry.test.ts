// Skills-extension entries built from held files: the SDK's own schema accepts them, the manifest lists the
// entry itself first and every file once inside the skill's root, digests and sizes are the served bytes',
// and provenance sits under our `_meta` prefix only.

import { createHash } from "node:crypto";
import { SkillSchema } from "@modelcontextprotocol/core/ext/skills";
import { describe, expect, it } from "vitest";
import sampleSkill from "../../src/site/sample/longform/skills/search-the-directory.json";
import { buildSkillEntry, META_PREFIX, PROVENANCE_META_KEY, skillMdUri, skillProvenance } from "../../src/skills/entry";
import { DIGEST_PATTERN } from "../../src/skills/digest";
import { judgeSkill, readSkillListing, type FetchedFile, type ServedSkill } from "../../src/skills/rules";
import { parseSkillUri } from "../../src/skills/uri";

const encode = (text: string) => new TextEncoder().encode(text);
const ok = (bytes: Uint8Array): FetchedFile => ({
  status: "ok",
  bytes,
  digest: `sha256:${createHash("sha256").update(bytes).digest("hex")}`,
});

const SKILL_MD = '---\nname: demo-skill\ndescription: Demo.\nlicense: Apache-2.0\nmetadata:\n  version: "1.0"\n---\n# Demo\n';
const FILES: Record<string, Uint8Array> = {
  "SKILL.md": encode(SKILL_MD),
  "references/glossaire-été.md": encode("# Glossaire\n\nété, 日本語, 🧭\n"),
  "assets/flow.png": Uint8Array.from([0x89, 0x50, 0x4e, 0x47]),
};
const ITEM = {
  id: "demo-skill",
  author: "Sample Curator",
  published: "2026-10-25",
  links: { html: "https://indexagentica.com/skills/demo-skill/", source: "https://github.com/x/y/SKILL.md" },
  skill: {
    license: "MIT",
    zip: "https://indexagentica.com/skills/demo-skill.zip",
    files: Object.keys(FILES)
      .reverse()
      .map((path) => ({ path })),
  },
};

function served(): ServedSkill {
  const listing = readSkillListing(ITEM);
  if (!listing.ok) throw new Error(listing.reason);
  const verdict = judgeSkill(listing.value, new Map(Object.entries(FILES).map(([path, bytes]) => [path, ok(bytes)])));
  if (!verdict.served) throw new Error(verdict.reason);
  return verdict.skill;
}

describe("buildSkillEntry", () => {
  const skill = served();
  const provenance = skillProvenance(ITEM, "indexagentica://content/skill/demo-skill", skill.frontmatter);
  const entry = buildSkillEntry(skill, provenance);

  it("passes the SDK's Skill schema", () => {
    expect(SkillSchema.safeParse(entry).success).toBe(true);
  });

  it("names SKILL.md first, then every file once, each inside the skill root", () => {
    expect(entry.uri).toBe("skill://demo-skill/SKILL.md");
    expect(entry.resources.map((resource) => resource.uri)).toEqual([
      "skill://demo-skill/SKILL.md",
      "skill://demo-skill/assets/flow.png",
      "skill://demo-skill/references/glossaire-%C3%A9t%C3%A9.md",
    ]);
    for (const resource of entry.resources) {
      const parsed = parseSkillUri(resource.uri);
      expect(parsed.ok && parsed.name).toBe("demo-skill");
      expect(resource.digest).toMatch(DIGEST_PATTERN);
    }
  });

  it("gives each file the size and digest of its bytes", () => {
    for (const resource of entry.resources) {
      const parsed = parseSkillUri(resource.uri);
      const bytes = parsed.ok ? FILES[parsed.path]! : new Uint8Array();
      expect(resource.size).toBe(bytes.byteLength);
      expect(resource.digest).toBe(`sha256:${createHash("sha256").update(bytes).digest("hex")}`);
    }
    // Bytes, not characters: the non-ASCII file is longer in bytes than in UTF-16 units.
    expect(entry.resources[2]!.size).toBeGreaterThan("# Glossaire\n\nété, 日本語, 🧭\n".length);
  });

  it("keeps the frontmatter as read from the file, provenance only in _meta", () => {
    expect(entry.frontmatter).toEqual({ name: "demo-skill", description: "Demo.", license: "Apache-2.0", metadata: { version: "1.0" } });
    expect(Object.keys(entry._meta)).toEqual([PROVENANCE_META_KEY]);
    // The conformance suite's sep-2640-meta-prefix rule; the second label is not modelcontextprotocol or mcp.
    expect(PROVENANCE_META_KEY).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+\//i);
    expect(META_PREFIX.split(/[./]/)[1]).not.toMatch(/^(modelcontextprotocol|mcp)$/);
    expect(entry._meta[PROVENANCE_META_KEY]).toEqual({
      page: "https://indexagentica.com/skills/demo-skill/",
      resource: "indexagentica://content/skill/demo-skill",
      author: "Sample Curator",
      published: "2026-10-25",
      license: "Apache-2.0",
      zip: "https://indexagentica.com/skills/demo-skill.zip",
      source: "https://github.com/x/y/SKILL.md",
    });
  });
});

describe("skillProvenance", () => {
  it("reads the sample skill item, falling back to the site's license and link fields", () => {
    const provenance = skillProvenance(sampleSkill, "indexagentica://content/skill/search-the-directory", { name: "x", description: "y" });
    expect(provenance).toEqual({
      page: "https://indexagentica.com/skills/search-the-directory/",
      resource: "indexagentica://content/skill/search-the-directory",
      author: "Sample Curator",
      published: "2026-10-25",
      last_verified: "2026-10-24",
      license: "MIT",
      zip: "https://indexagentica.com/skills/search-the-directory.zip",
      source: "https://github.com/Drudley/indexagentica/blob/main/content-long/skills/search-the-directory/SKILL.md",
    });
  });

  it("leaves out what the item does not have", () => {
    expect(skillProvenance({}, "indexagentica://content/skill/a", { name: "a", description: "b" })).toEqual({
      resource: "indexagentica://content/skill/a",
    });
  });

  it("names the SKILL.md URI of a skill id", () => {
    expect(skillMdUri("pay-with-x402")).toBe("skill://pay-with-x402/SKILL.md");
  });
});
