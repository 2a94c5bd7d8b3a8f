// The block structure of a frontmatter (see frontmatter.ts for the subset and why): one mapping of
// `key: value` lines at column 0, one nested mapping level, and the three scalar forms. Lines arrive
// LF-split, already free of tabs and forbidden characters; any other construct throws a Refusal naming
// its line.

import type { Frontmatter, FrontmatterScalar, FrontmatterValue } from "./frontmatter-values";
import { decodeEscape, foldLines, Refusal, resolvePlain } from "./yaml-scalars";

/** The frontmatter mapping in `lines`; `firstLine` numbers the first one in reasons. Throws a Refusal. */
export function readMapping(lines: readonly string[], firstLine: number): Frontmatter {
  return new Reader(lines, firstLine).document();
}

// Keys are field names; a longer one is a mistake (and `yaml` refuses implicit keys over 1024 characters).
const MAX_KEY_CHARS = 128;

const SEQUENCES = 'sequences ("- item") are not read; write the list as one string';
const FLOW = 'flow collections ("[...]", "{...}") are not read; write the value as one string or quote it';
const ANCHORS = 'anchors, aliases and tags ("&", "*", "!") are not read; write the value out';
const COMPLEX_KEYS = 'complex keys ("? ") are not read';
// A plain key that `yaml` and the SDK both read as the same string: words, with "_", "-", "." and "/".
const PLAIN_KEY = /^[\p{L}\p{N}_][\p{L}\p{N}_./-]*(?: [\p{L}\p{N}_./-]+)*$/u;
const SEQUENCE_ITEM = /^-(?: |$)/;
const COMPLEX_START = /^[?:](?: |$)/;
// A continued plain line starting with an indicator is read differently by the verifiers, or not at all.
const CONTINUATION_INDICATOR = /^(?:[-?:](?: |$)|[,[\]{}#&*!|>'"%@`])/;
const BLOCK_HEADER = /^([|>])([+-]?)(?: +#.*)?$/;

const indentOf = (line: string): number => line.length - line.replace(/^ +/, "").length;
const isBlank = (line: string): boolean => /^ *$/.test(line);
const isSkippable = (line: string): boolean => isBlank(line) || line.trimStart().startsWith("#");
/** Trailing spaces only: `String.trimEnd` would also drop U+00A0 and others, which YAML keeps. */
const trimSpaces = (text: string): string => text.replace(/ +$/, "");

/** The index of the colon ending a plain key (a ":" followed by a space or the end of the line), or -1. */
function keyColon(text: string): number {
  for (let at = text.indexOf(":"); at !== -1; at = text.indexOf(":", at + 1)) {
    if (at + 1 === text.length || text[at + 1] === " ") return at;
  }
  return -1;
}

/** A plain value's text without a trailing ` #` comment, and whether it had one. */
function withoutComment(text: string): { content: string; comment: boolean } {
  const at = text.indexOf(" #");
  return at === -1 ? { content: trimSpaces(text), comment: false } : { content: trimSpaces(text.slice(0, at)), comment: true };
}

class Reader {
  private at = 0;

  constructor(
    private readonly lines: readonly string[],
    private readonly firstLine: number,
  ) {}

  document(): Frontmatter {
    const first = this.nextContent();
    if (first === -1) return {};
    if (indentOf(this.lines[first]!) !== 0) this.fail(first, "the frontmatter must start at column 0");
    return this.entries<FrontmatterValue>(0, (index, rest) => this.value(index, rest, 0, true));
  }

  private fail(index: number, message: string): never {
    throw new Refusal(`line ${this.firstLine + index}: ${message}`);
  }

  /** The index of the next line that is neither blank nor a comment (moving past those), or -1. */
  private nextContent(): number {
    while (this.at < this.lines.length && isSkippable(this.lines[this.at]!)) this.at++;
    return this.at < this.lines.length ? this.at : -1;
  }

  /** The `key: value` lines at `indent`, until a line indented less. */
  private entries<V>(indent: number, read: (index: number, rest: string) => V): Record<string, V> {
    const map: Record<string, V> = {};
    for (let index = this.nextContent(); index !== -1; index = this.nextContent()) {
      const line = this.lines[index]!;
      const lineIndent = indentOf(line);
      if (lineIndent < indent) break;
      if (lineIndent > indent) this.fail(index, "unexpected indentation");
      const { key, rest } = this.keyOf(index, line.slice(indent));
      if (Object.hasOwn(map, key)) this.fail(index, `duplicate key "${key}"`);
      this.at = index + 1;
      map[key] = read(index, rest);
    }
    return map;
  }

  private keyOf(index: number, text: string): { key: string; rest: string } {
    let key: string;
    let after: string;
    if (text[0] === '"' || text[0] === "'") {
      const quoted = this.quoted(index, text, 0);
      if (!/^:(?: |$)/.test(text.slice(quoted.end))) this.fail(index, 'expected "key: value"');
      key = quoted.value;
      after = text.slice(quoted.end + 1);
    } else {
      if (SEQUENCE_ITEM.test(text)) this.fail(index, SEQUENCES);
      if (COMPLEX_START.test(text)) this.fail(index, COMPLEX_KEYS);
      const colon = keyColon(text);
      if (colon === -1) this.fail(index, 'expected "key: value"');
      key = text.slice(0, colon);
      if (!PLAIN_KEY.test(key)) this.fail(index, `key "${key}" is not read: use letters, digits, "_", "-", "." and "/", or quote it`);
      const typed = this.resolve(index, key);
      if (typeof typed !== "string") this.fail(index, `key "${key}" would be read as ${typed === null ? "null" : typeof typed}; quote it`);
      after = text.slice(colon + 1);
    }
    // `__proto__` would be the prototype for some readers; `<<` a merge key for YAML 1.1 ones.
    if (key === "__proto__" || key === "<<") this.fail(index, `the key "${key}" is not allowed`);
    if (key.length === 0 || key.length > MAX_KEY_CHARS) this.fail(index, `a key must have 1 to ${MAX_KEY_CHARS} characters`);
    return { key, rest: after.replace(/^ +/, "") };
  }

  /** The value after `key:` on line `index`; a nested mapping only at the top level. */
  private value(index: number, rest: string, indent: number, nestable: true): FrontmatterValue;
  private value(index: number, rest: string, indent: number, nestable: false): FrontmatterScalar;
  private value(index: number, rest: string, indent: number, nestable: boolean): FrontmatterValue {
    if (rest !== "" && !rest.startsWith("#")) return this.scalar(index, rest, indent);
    const next = this.nextContent();
    if (next === -1) return null;
    const nextIndent = indentOf(this.lines[next]!);
    const text = this.lines[next]!.slice(nextIndent);
    if (nextIndent <= indent) {
      // `key:` then `- item` at the same column is a sequence too (YAML's compact form).
      if (nextIndent === indent && SEQUENCE_ITEM.test(text)) this.fail(next, SEQUENCES);
      return null;
    }
    if (SEQUENCE_ITEM.test(text)) this.fail(next, SEQUENCES);
    if (this.isKeyLine(next, text)) {
      if (!nestable) this.fail(next, "only one level of nesting is read (a mapping inside metadata is not)");
      return this.entries<FrontmatterScalar>(nextIndent, (at, after) => this.value(at, after, nextIndent, false));
    }
    this.at = next + 1;
    return this.scalar(next, text, indent);
  }

  private isKeyLine(index: number, text: string): boolean {
    if (text[0] !== '"' && text[0] !== "'") return keyColon(text) !== -1;
    try {
      return /^:(?: |$)/.test(text.slice(this.quoted(index, text, 0).end));
    } catch (error) {
      if (error instanceof Refusal) return false;
      throw error;
    }
  }

  /** A scalar starting at `text` on line `index`, inside a mapping at `indent`. */
  private scalar(index: number, text: string, indent: number): FrontmatterScalar {
    const first = text[0]!;
    if (first === "|" || first === ">") return this.block(index, text, indent);
    if (first === '"' || first === "'") {
      const quoted = this.quoted(index, text, 0);
      if (!/^(?: *| +#.*)$/.test(text.slice(quoted.end))) this.fail(index, "unexpected text after a quoted value");
      return quoted.value;
    }
    if (first === "[" || first === "{") this.fail(index, FLOW);
    if ("&*!".includes(first)) this.fail(index, ANCHORS);
    if (SEQUENCE_ITEM.test(text)) this.fail(index, SEQUENCES);
    if (COMPLEX_START.test(text)) this.fail(index, COMPLEX_KEYS);
    if (",]}%@`".includes(first)) this.fail(index, `a value cannot start with "${first}"; quote it`);
    return this.plain(index, text, indent);
  }

  private plain(index: number, text: string, indent: number): FrontmatterScalar {
    let { content: value, comment } = withoutComment(text);
    this.assertPlain(index, value);
    let blanks = 0;
    while (this.at < this.lines.length) {
      const line = this.lines[this.at]!;
      if (isBlank(line)) {
        blanks++;
        this.at++;
        continue;
      }
      const lineIndent = indentOf(line);
      if (lineIndent <= indent) break;
      const next = line.slice(lineIndent);
      if (next.startsWith("#")) this.fail(this.at, "a comment line inside a multi-line value is not read");
      if (comment) this.fail(this.at, "a comment ends a plain value; quote a value that continues past it");
      if (CONTINUATION_INDICATOR.test(next)) this.fail(this.at, `a continued line cannot start with "${next[0]}"; quote the value`);
      const part = withoutComment(next);
      this.assertPlain(this.at, part.content);
      // YAML folds a single line break into a space and keeps each blank line as a line break.
      value += blanks > 0 ? "\n".repeat(blanks) : " ";
      value += part.content;
      comment = part.comment;
      blanks = 0;
      this.at++;
    }
    return this.resolve(index, value);
  }

  private resolve(index: number, text: string): FrontmatterScalar {
    try {
      return resolvePlain(text);
    } catch (error) {
      if (error instanceof Refusal) this.fail(index, error.reason);
      throw error;
    }
  }

  private assertPlain(index: number, content: string): void {
    if (content.includes(": ") || content.endsWith(":"))
      this.fail(index, 'a plain value cannot contain ": " or end with ":"; quote the value');
  }

  /** A quoted scalar closed on the same line, from `start` (the quote). */
  private quoted(index: number, text: string, start: number): { value: string; end: number } {
    const quote = text[start];
    let value = "";
    for (let at = start + 1; at < text.length;) {
      const char = text[at]!;
      if (quote === "'") {
        if (char !== "'") {
          value += char;
          at++;
        } else if (text[at + 1] === "'") {
          value += "'";
          at += 2;
        } else return { value, end: at + 1 };
        continue;
      }
      if (char === '"') return { value, end: at + 1 };
      if (char !== "\\") {
        value += char;
        at++;
        continue;
      }
      const escape = decodeEscape(text, at);
      if (escape === null) this.fail(index, `the escape "${text.slice(at, at + 2)}" is not read`);
      value += escape.text;
      at += escape.length;
    }
    return this.fail(index, "a quoted value must close on the same line (multi-line quoted values are not read)");
  }

  /** A `|` or `>` block scalar whose header is `header`, its lines below `index`. */
  private block(index: number, header: string, indent: number): string {
    const match = BLOCK_HEADER.exec(trimSpaces(header));
    if (match === null) {
      if (/^[|>][+-]?\d|^[|>]\d/.test(header)) this.fail(index, "block scalar indentation indicators are not read");
      this.fail(index, "invalid block scalar header");
    }
    const folded = match[1] === ">";
    const chomping = match[2];
    const contents: (string | null)[] = [];
    let contentIndent = -1;
    let leading = 0;
    while (this.at < this.lines.length) {
      const line = this.lines[this.at]!;
      const lineIndent = indentOf(line);
      if (lineIndent === line.length) {
        if (contentIndent === -1) leading = Math.max(leading, lineIndent);
        else if (lineIndent > contentIndent) {
          // Spaces past the indentation are text in a literal block; in a folded one they start a
          // "more-indented" line, which the verifiers fold differently.
          if (folded) this.fail(this.at, 'a folded (">") block cannot have lines indented past its text; use "|"');
          contents.push(line.slice(contentIndent));
          this.at++;
          continue;
        }
        contents.push(null);
        this.at++;
        continue;
      }
      if (contentIndent === -1) {
        if (lineIndent <= indent) break;
        if (leading > lineIndent) this.fail(this.at, "a blank line before a block's text is indented more than the text");
        contentIndent = lineIndent;
      }
      if (lineIndent < contentIndent) break;
      const content = line.slice(contentIndent);
      if (folded && content.startsWith(" ")) this.fail(this.at, 'a folded (">") block cannot have lines indented past its text; use "|"');
      contents.push(content);
      this.at++;
    }
    if (contentIndent === -1) this.fail(index, 'an empty block scalar is not read; write "" instead');
    let last = contents.length - 1;
    while (contents[last] === null) last--;
    const trailing = contents.length - 1 - last;
    // The Inspector and the conformance suite drop the line break before the closing "---", the SDK keeps it:
    // a kept ("+") block's blank lines at the very end would differ between them.
    if (chomping === "+" && trailing > 0 && this.at === this.lines.length) {
      this.fail(index, 'a "+" block followed only by blank lines at the end of the frontmatter reads differently in each verifier');
    }
    const text = folded ? foldLines(contents.slice(0, last + 1)) : contents.slice(0, last + 1).join("\n");
    if (chomping === "-") return text;
    return chomping === "+" ? text + "\n".repeat(1 + trailing) : `${text}\n`;
  }
}
