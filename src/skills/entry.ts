// One entry of the Skills extension (skills/list, skills/get), built from the held files of a served skill:
// the SKILL.md URI, the frontmatter as parsed from the served file (never the site's own `front_matter`, whose
// values are all strings), every file once with its digest and size, and where the skill comes from under our
// own `_meta` prefix (never in the frontmatter, which must equal the file). Rebuilt on every call: it is a few
// dozen small objects, and list, get and read then always agree.

import type { Frontmatter } from "./frontmatter";
import type { ServedSkill } from "./rules";
import { formatSkillUri, SKILL_FILE } from "./uri";

/** Our `_meta` key prefix: reverse DNS of the site, like the registry name com.indexagentica/mcp. */
export const META_PREFIX = "com.indexagentica/";
export const PROVENANCE_META_KEY = `${META_PREFIX}provenance`;

/** Where a served skill comes from (design §10). */
export interface SkillProvenance {
  /** The skill's page on the directory site. */
  readonly page?: string;
  /** The skill's long-form page as an MCP resource (indexagentica://content/skill/<id>). */
  readonly resource: string;
  readonly author?: string;
  readonly published?: string;
  readonly last_verified?: string;
  readonly license?: string;
  /** The site's zip of the skill folder (outside the skill:// namespace: the extension has no archives). */
  readonly zip?: string;
  /** The SKILL.md in the site's source repository. */
  readonly source?: string;
}

export interface SkillResourceRef {
  readonly uri: string;
  readonly digest: string;
  readonly size: number;
}

export interface SkillEntry {
  readonly uri: string;
  readonly frontmatter: Frontmatter;
  readonly resources: readonly SkillResourceRef[];
  readonly _meta: { readonly [PROVENANCE_META_KEY]: SkillProvenance };
}

/** The fields of a long-form skill item that provenance reads (LongformItem has them all, loosely typed). */
export interface SkillItemFacts {
  readonly author?: string;
  readonly published?: string;
  readonly last_verified?: string;
  readonly links?: Readonly<Record<string, string>>;
  readonly skill?: unknown;
}

const text = (value: unknown): string | undefined => (typeof value === "string" && value !== "" ? value : undefined);

/** Provenance of a skill from its long-form item; `resource` is the item's indexagentica:// URI. */
export function skillProvenance(item: SkillItemFacts, resource: string, frontmatter: Frontmatter): SkillProvenance {
  const skill = typeof item.skill === "object" && item.skill !== null ? (item.skill as Record<string, unknown>) : {};
  const fields: Record<string, string | undefined> = {
    page: text(item.links?.html),
    resource,
    author: text(item.author),
    published: text(item.published),
    last_verified: text(item.last_verified),
    license: text(frontmatter.license) ?? text(skill.license),
    zip: text(skill.zip) ?? text(item.links?.zip),
    source: text(item.links?.source),
  };
  const provenance = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return { ...provenance, resource };
}

/** The skill:// URI of a served skill's SKILL.md. */
export function skillMdUri(id: string): string {
  return formatSkillUri(id, SKILL_FILE);
}

/** The extension entry of a served skill: SKILL.md first, then every other file once, in the site's order. */
export function buildSkillEntry(skill: ServedSkill, provenance: SkillProvenance): SkillEntry {
  return {
    uri: skillMdUri(skill.id),
    frontmatter: skill.frontmatter,
    resources: skill.files.map((file) => ({ uri: formatSkillUri(skill.id, file.path), digest: file.digest, size: file.bytes.byteLength })),
    _meta: { [PROVENANCE_META_KEY]: provenance },
  };
}
