// Which skills are served (design §9.4). A skill is served only when every rule holds, checked in order; the
// first that fails is the reason it is left out. The rules are the union of the Skills extension, Agent Skills
// and what the three verifiers a client may run check (the MCP Inspector, the TypeScript SDK, the conformance
// suite), so nothing we serve fails any of them. Fetch failures that may pass (timeouts, 5xx, budget) are not
// reasons to leave a skill out: they come back as `transient`.

import { isRecord } from "../core/guards";
import { accept, refuse, type Checked } from "./checked";
import { readSkillFile, type Frontmatter } from "./frontmatter";
import { isSkillName, MAX_SKILL_NAME_CHARS, SKILL_FILE, skillPathProblem } from "./uri";

// One request must be able to fetch a whole skill within the Workers Free plan's 50 subrequests (the
// extension allows 512 files).
export const MAX_SKILL_FILES = 32;
// Each file is held whole in memory and hashed; real skill files are at most ~14 KB.
export const MAX_SKILL_FILE_BYTES = 1024 * 1024;
// A manifest is built within one request and held per isolate (the extension allows 16 MiB).
export const MAX_SKILL_TOTAL_BYTES = 4 * 1024 * 1024;
// Agent Skills, the Inspector and the SDK: description 1-1024 characters, compatibility 1-500.
export const MAX_DESCRIPTION_CHARS = 1024;
export const MAX_COMPATIBILITY_CHARS = 500;
// Frontmatter metadata keys under this prefix are reserved by the extension.
export const RESERVED_METADATA_PREFIX = "io.modelcontextprotocol/";

/** The files a long-form skill item lists, SKILL.md first, then in the site's order. */
export interface SkillListing {
  readonly id: string;
  readonly paths: readonly string[];
}

/** What fetching one listed file gave. */
export type FetchedFile =
  | { readonly status: "ok"; readonly bytes: Uint8Array; readonly digest: string }
  /** The site answered 404 or 410: it lists a file it does not serve. */
  | { readonly status: "missing" }
  /** Larger than MAX_SKILL_FILE_BYTES (the fetch stops reading there). */
  | { readonly status: "too-large" }
  /** A timeout, a 5xx, no subrequests left: may pass on a later request. */
  | { readonly status: "unavailable"; readonly detail: string };

export interface HeldFile {
  readonly path: string;
  readonly bytes: Uint8Array;
  readonly digest: string;
}

export interface ServedSkill {
  readonly id: string;
  /** The parse of the served SKILL.md, key order as in the file. */
  readonly frontmatter: Frontmatter;
  /** SKILL.md first, then the site's order. */
  readonly files: readonly HeldFile[];
}

export type SkillVerdict =
  { readonly served: true; readonly skill: ServedSkill } | { readonly served: false; readonly transient: boolean; readonly reason: string };

const codePoints = (text: string): number => [...text].length;

/** Rules 1 and 2 (file count): the item's `skill.files`, as safe, unique paths with one SKILL.md. */
export function readSkillListing(item: { readonly id: string; readonly skill?: unknown }): Checked<SkillListing> {
  if (!isSkillName(item.id)) return refuse(`the id "${item.id}" is not an Agent Skills name (1-${MAX_SKILL_NAME_CHARS} characters)`);
  const files = isRecord(item.skill) ? item.skill.files : undefined;
  if (!Array.isArray(files)) return refuse("the item lists no skill files");
  if (files.length > MAX_SKILL_FILES)
    return refuse(`the skill has ${files.length} files, more than the ${MAX_SKILL_FILES} this server serves`);
  const paths: string[] = [];
  for (const file of files) {
    const path: unknown = isRecord(file) ? file.path : undefined;
    if (typeof path !== "string") return refuse("a listed skill file has no path");
    const problem = skillPathProblem(path);
    if (problem !== null) return refuse(`the file list has ${problem}`);
    if (paths.includes(path)) return refuse(`the file list names "${path}" twice`);
    paths.push(path);
  }
  if (!paths.includes(SKILL_FILE)) return refuse("the file list has no SKILL.md");
  return accept({ id: item.id, paths: [SKILL_FILE, ...paths.filter((path) => path !== SKILL_FILE)] });
}

/** Rules 2 (sizes) to 9 over the fetched files of a listing; `files` is keyed by listed path. */
export function judgeSkill(listing: SkillListing, files: ReadonlyMap<string, FetchedFile>): SkillVerdict {
  const leftOut = (reason: string): SkillVerdict => ({ served: false, transient: false, reason });
  const held: HeldFile[] = [];
  let total = 0;
  let missing: string | null = null;
  let transient: string | null = null;
  for (const path of listing.paths) {
    const file = files.get(path);
    if (file === undefined || file.status === "unavailable") {
      transient ??= `${path} could not be fetched${file === undefined ? "" : `: ${file.detail}`}`;
    } else if (file.status === "too-large" || (file.status === "ok" && file.bytes.byteLength > MAX_SKILL_FILE_BYTES)) {
      return leftOut(`${path} is larger than ${MAX_SKILL_FILE_BYTES} bytes, the most this server serves per file`);
    } else if (file.status === "missing") {
      missing ??= `${path} is listed but the site does not serve it`;
    } else {
      total += file.bytes.byteLength;
      held.push({ path, bytes: file.bytes, digest: file.digest });
    }
  }
  if (total > MAX_SKILL_TOTAL_BYTES)
    return leftOut(`the files total more than ${MAX_SKILL_TOTAL_BYTES} bytes, the most this server serves per skill`);
  if (missing !== null) return leftOut(missing);
  const skillMd = held.find((file) => file.path === SKILL_FILE);
  if (skillMd === undefined) return { served: false, transient: true, reason: transient ?? "SKILL.md could not be fetched" };
  const frontmatter = readSkillMd(listing.id, skillMd.bytes);
  if (!frontmatter.ok) return leftOut(frontmatter.reason);
  if (transient !== null) return { served: false, transient: true, reason: transient };
  return { served: true, skill: { id: listing.id, frontmatter: frontmatter.value, files: held } };
}

/** Rules 4 to 9 over the bytes of SKILL.md. */
export function readSkillMd(id: string, bytes: Uint8Array): Checked<Frontmatter> {
  let text: string;
  try {
    // Keep a BOM (ignoreBOM) so that splitSkillFile refuses it, as the Inspector would.
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return refuse("SKILL.md is not valid UTF-8");
  }
  const read = readSkillFile(text);
  if (!read.ok) return refuse(read.reason.startsWith("SKILL.md") ? read.reason : `SKILL.md frontmatter: ${read.reason}`);
  const problem = frontmatterProblem(id, read.value.frontmatter);
  return problem === null ? accept(read.value.frontmatter) : refuse(`SKILL.md frontmatter: ${problem}`);
}

/** Rules 6 to 9: what the frontmatter of skill `id` must hold, or null when it does. */
export function frontmatterProblem(id: string, frontmatter: Frontmatter): string | null {
  const { name, description, compatibility, metadata } = frontmatter;
  if (typeof name !== "string" || name.trim() === "") return "name is missing";
  if (!isSkillName(name)) {
    return `name "${name}" is not an Agent Skills name (1-${MAX_SKILL_NAME_CHARS} lower-case letters, digits and single hyphens)`;
  }
  if (name !== id) return `name "${name}" differs from the skill's directory "${id}"`;
  if (typeof description !== "string" || description.trim() === "") return "description is missing";
  if (codePoints(description) > MAX_DESCRIPTION_CHARS) return `description is longer than ${MAX_DESCRIPTION_CHARS} characters`;
  if (compatibility !== undefined) {
    if (typeof compatibility !== "string" || compatibility === "" || codePoints(compatibility) > MAX_COMPATIBILITY_CHARS) {
      return `compatibility must be a string of 1-${MAX_COMPATIBILITY_CHARS} characters`;
    }
  }
  for (const field of ["license", "allowed-tools"]) {
    const value = frontmatter[field];
    if (value !== undefined && typeof value !== "string") return `${field} must be a string`;
  }
  if (metadata !== undefined) {
    // The SDK refuses any metadata value that is not a string: an unquoted `version: 1.0` is the number 1.
    if (metadata === null || typeof metadata !== "object") return "metadata must be a mapping of strings";
    for (const [key, value] of Object.entries(metadata)) {
      if (typeof value !== "string") return `metadata.${key} must be a string (quote it: ${key}: "${String(value)}")`;
      if (key.startsWith(RESERVED_METADATA_PREFIX)) return `metadata key "${key}" uses the reserved prefix ${RESERVED_METADATA_PREFIX}`;
    }
  }
  return null;
}
