// skill://<name>/<path> URIs of the Agent Skills extension: the skill's name is the authority (so the last
// segment before the file path is the name, as the extension requires) and each path segment is
// percent-encoded with encodeURIComponent. Every URI we emit is therefore ASCII, RFC 3986-valid and already in
// WHATWG URL form (what the SDK compares by), and parse(format(x)) = x for every safe path.

import { ID_PATTERN } from "../core/ids";

// The Agent Skills name rule is the site's kebab-case id rule (core/ids.ts), only shorter: 1-64 lowercase
// letters, digits and single inner hyphens. A served skill's name is its id.
export const MAX_SKILL_NAME_CHARS = 64;
// A path no longer than this formats to at most ~1,800 URI characters even when every character needs
// percent-encoding; real skill paths are under 40 characters.
export const MAX_SKILL_PATH_CHARS = 200;
// Longer than any URI we issue (scheme, a 64-character name and MAX_SKILL_PATH_CHARS encoded).
export const MAX_SKILL_URI_CHARS = 2048;
export const SKILL_FILE = "SKILL.md";

const PREFIX = "skill://";
// RFC 3986 pchar: unreserved, percent-encoded, sub-delims, ":" and "@".
const SEGMENT = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})*$/;
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export function isSkillName(value: string): boolean {
  return value.length <= MAX_SKILL_NAME_CHARS && ID_PATTERN.test(value);
}

/**
 * Why a relative file path cannot be part of a skill, or null when it can: no empty, "." or ".." segment (a
 * URL parser would resolve those), no backslash or control character, not absolute, not too long.
 */
export function skillPathProblem(path: string): string | null {
  if (path.length === 0) return "an empty path";
  if (path.length > MAX_SKILL_PATH_CHARS) return `a path longer than ${MAX_SKILL_PATH_CHARS} characters`;
  if (path.startsWith("/")) return `an absolute path "${path}"`;
  if (path.includes("\\")) return `a backslash in "${path}"`;
  if (CONTROL.test(path)) return `a control character in "${encodeURI(path)}"`;
  if (/[\ud800-\udfff]/.test(path.replace(/[\ud800-\udbff][\udc00-\udfff]/g, ""))) return "a path that is not valid Unicode";
  for (const segment of path.split("/")) {
    if (segment === "" || segment === "." || segment === "..") return `an empty, "." or ".." segment in "${path}"`;
  }
  return null;
}

/** The URI of file `path` (relative, "/"-separated, already checked with skillPathProblem) of skill `name`. */
export function formatSkillUri(name: string, path: string): string {
  return `${PREFIX}${name}/${path.split("/").map(encodeURIComponent).join("/")}`;
}

export type SkillUriParse =
  | { readonly ok: true; readonly name: string; readonly path: string; readonly canonical: string }
  | { readonly ok: false; readonly reason: string; readonly suggestion?: string };

/**
 * A skill file URI as a name and a decoded path. Other spellings of the same file (lower-case hex, escaped
 * unreserved characters) are accepted and come back with the canonical URI; anything that is not exactly a
 * file URI of this scheme is refused, with the URI probably meant when there is one.
 */
export function parseSkillUri(uri: string): SkillUriParse {
  if (uri.length > MAX_SKILL_URI_CHARS) return { ok: false, reason: `the URI is longer than ${MAX_SKILL_URI_CHARS} characters` };
  if (uri.slice(0, PREFIX.length).toLowerCase() !== PREFIX) return { ok: false, reason: 'the URI does not start with "skill://"' };
  const cut = /[?#]/.exec(uri);
  const rest = uri.slice(PREFIX.length, cut === null ? uri.length : cut.index);
  const slash = rest.indexOf("/");
  const name = slash === -1 ? rest : rest.slice(0, slash);
  const encodedPath = slash === -1 ? "" : rest.slice(slash + 1);
  const lowered = name.toLowerCase();
  const repaired = repairPath(encodedPath);
  const suggest = (reason: string): SkillUriParse =>
    isSkillName(lowered) && repaired !== null && skillPathProblem(repaired) === null
      ? { ok: false, reason, suggestion: formatSkillUri(lowered, repaired) }
      : { ok: false, reason };

  if (!uri.startsWith(PREFIX)) return suggest('the scheme must be written "skill" in lower case');
  if (cut !== null) return suggest("skill file URIs have no query or fragment");
  if (/[@:]/.test(name)) return { ok: false, reason: "skill URIs have no user or port" };
  if (!isSkillName(name)) {
    return suggest(`"${name}" is not a skill name (1-${MAX_SKILL_NAME_CHARS} lower-case letters, digits and single hyphens)`);
  }
  if (encodedPath === "" || encodedPath === "/") {
    return {
      ok: false,
      reason: `skill://${name} is a skill directory, not a file; this server does not offer resources/directory/read. Read skill://${name}/SKILL.md`,
    };
  }
  const segments = encodedPath.split("/");
  if (!segments.every((segment) => SEGMENT.test(segment))) {
    return suggest("a path segment holds a character that must be percent-encoded (every URI here is ASCII)");
  }
  let decoded: string[];
  try {
    decoded = segments.map(decodeURIComponent);
  } catch {
    return { ok: false, reason: "a path segment is not percent-encoded UTF-8" };
  }
  // An encoded "/" would hide a segment boundary; everything else a path may hold is checked as a path.
  if (decoded.some((segment) => segment.includes("/"))) return { ok: false, reason: 'a path segment holds an encoded "/"' };
  const path = decoded.join("/");
  const problem = skillPathProblem(path);
  if (problem !== null) return { ok: false, reason: `the path has ${problem}` };
  return { ok: true, name, path, canonical: formatSkillUri(name, path) };
}

/** The path meant by an encoded path with unencoded characters in it (spaces, non-ASCII), or null. */
function repairPath(encodedPath: string): string | null {
  try {
    const encoded = encodedPath.replace(/%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~!$&'()*+,;=:@%/]/gu, (char) => encodeURIComponent(char));
    return encoded.split("/").map(decodeURIComponent).join("/");
  } catch {
    return null;
  }
}
