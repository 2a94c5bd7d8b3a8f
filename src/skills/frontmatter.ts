// SKILL.md frontmatter, read the way the three verifiers a client may run read it: the MCP Inspector and the
// conformance suite (the `yaml` package, YAML 1.2 core schema) and the TypeScript SDK (its own subset parser).
// A served skill's `frontmatter` must equal what they parse, so this reader accepts only a strict subset
// on which all of them agree, and refuses everything else with a reason (the skill is then not served):
//
//   - one block mapping at column 0, at most one nested block mapping (for `metadata`), keys unique;
//   - plain scalars (one line or folded over several), quoted scalars on one line, and `|` / `>` block
//     scalars with `-` / `+` chomping but no indentation indicator;
//   - plain scalars typed by the YAML 1.2 core schema (null, booleans, numbers, else strings: a date stays a
//     string, `yes` stays a string), numbers only when JSON keeps them exactly.
//
// Refused: sequences, flow collections, anchors/aliases/tags, multi-line quoted scalars, tabs, a BOM,
// control characters, line or paragraph separators, and the constructs where the verifiers disagree
// (noted where they are refused). No YAML library runs on the request path.

import { accept, refuse, type Checked } from "./checked";
import type { Frontmatter } from "./frontmatter-values";
import { readMapping } from "./yaml-reader";
import { Refusal } from "./yaml-scalars";

export type { Frontmatter, FrontmatterMapping, FrontmatterScalar, FrontmatterValue } from "./frontmatter-values";

export interface SkillFileParts {
  /** The YAML between the `---` lines, line breaks as in the file (ends with one unless empty). */
  readonly yaml: string;
  /** Everything after the closing `---` line. */
  readonly body: string;
}

// Real frontmatters are under 3 KB (a ≤1024-character description and a few metadata lines); this bounds
// the work on a hostile SKILL.md without ever refusing a real one.
export const MAX_FRONTMATTER_CHARS = 64 * 1024;

// The opening line must be exactly `---`: the SDK accepts nothing else there. The closing line may carry
// trailing blanks, which every verifier allows.
const OPENING = /^---\r?\n/;
const CLOSING = /^---[ \t]*\r?$/;

/** Splits a SKILL.md into its frontmatter YAML and body, or says why it has no readable frontmatter. */
export function splitSkillFile(text: string): Checked<SkillFileParts> {
  // The Inspector does not strip a BOM and would then find no frontmatter at all.
  if (text.charCodeAt(0) === 0xfeff) return refuse("SKILL.md starts with a byte order mark (save it as UTF-8 without one)");
  const open = OPENING.exec(text);
  if (open === null) return refuse('SKILL.md does not start with a "---" line, so it has no frontmatter');
  for (let at = open[0].length; at <= text.length;) {
    const end = text.indexOf("\n", at);
    const line = text.slice(at, end === -1 ? text.length : end);
    if (CLOSING.test(line)) return accept({ yaml: text.slice(open[0].length, at), body: end === -1 ? "" : text.slice(end + 1) });
    if (end === -1) break;
    at = end + 1;
  }
  return refuse('SKILL.md frontmatter has no closing "---" line');
}

/** Splits and parses a SKILL.md; line numbers in reasons count from the file's first line. */
export function readSkillFile(text: string): Checked<{ readonly frontmatter: Frontmatter; readonly body: string }> {
  const parts = splitSkillFile(text);
  if (!parts.ok) return parts;
  const parsed = parseFrontmatter(parts.value.yaml, 2);
  return parsed.ok ? accept({ frontmatter: parsed.value, body: parts.value.body }) : parsed;
}

/** Parses frontmatter YAML; `firstLine` is the file line number of its first line, for reasons. */
export function parseFrontmatter(yaml: string, firstLine = 1): Checked<Frontmatter> {
  if (yaml.length > MAX_FRONTMATTER_CHARS) return refuse(`frontmatter is longer than ${MAX_FRONTMATTER_CHARS} characters`);
  // Every verifier reads CRLF as a line break, and YAML folds it to LF inside values.
  const text = yaml.replace(/\r\n/g, "\n");
  const bad = forbiddenCharacter(text);
  if (bad !== null) return refuse(`line ${firstLine + lineIndexAt(text, bad.at)}: ${bad.message}`);
  const lines = text.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  try {
    return accept(readMapping(lines, firstLine));
  } catch (error) {
    if (error instanceof Refusal) return refuse(error.reason);
    throw error;
  }
}

// C0 and C1 controls but LF (YAML forbids most; NEL was a line break in YAML 1.1), DEL, U+2028/U+2029
// (line terminators for the Inspector's regular expressions, not for YAML), BOM, non-characters and lone
// surrogates. Tabs get their own message.
const FORBIDDEN =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\ufeff\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function forbiddenCharacter(text: string): { at: number; message: string } | null {
  const tab = text.indexOf("\t");
  const match = FORBIDDEN.exec(text);
  const at = match === null ? tab : tab === -1 ? match.index : Math.min(tab, match.index);
  if (at === -1) return null;
  if (at === tab) return { at, message: "a tab; the frontmatter must use spaces only (YAML forbids tabs as indentation)" };
  const code = text.charCodeAt(at);
  if (code === 0x0d) return { at, message: "a carriage return that does not end a line (CRLF and LF line ends are read)" };
  return { at, message: `character U+${code.toString(16).toUpperCase().padStart(4, "0")} is not allowed in the frontmatter` };
}

function lineIndexAt(text: string, at: number): number {
  let lines = 0;
  for (let i = text.indexOf("\n"); i !== -1 && i < at; i = text.indexOf("\n", i + 1)) lines++;
  return lines;
}
