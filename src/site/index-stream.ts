// Reads api/index.json as it arrives, one entry at a time: each entry is parsed on its own (native JSON.parse of
// its text), checked by the same rules as a whole document (validate.ts SiteIndexRules), reduced to its card
// (entry-card.ts) and dropped. So a refresh never holds the whole text, nor the whole parsed document, beside the
// catalogue it is replacing: what a 50,000-entry directory needs to fit one isolate (docs/scaling.md).
//
// The scanner only finds where each value ends (strings, escapes, nesting); JSON.parse judges each value, so the
// document as a whole is accepted exactly when JSON.parse would accept it, key order and whitespace included.

import { fail, ok, type Result } from "../core/problem";
import { CardMaker, type EntryCard } from "./entry-card";
import type { Entry, SiteIndex } from "./types";
import { SiteIndexRules, type IndexHead } from "./validate";

// A value other than the entries (categories, counts, the site's own description) is read whole; this bounds
// it (the real index's largest, `categories`, is ~4 KB).
export const MAX_HEAD_VALUE_CHARS = 4 * 1024 * 1024;
// One entry as text; the real site's largest is ~4 KB, so anything near this is not an entry.
export const MAX_ENTRY_CHARS = 1024 * 1024;
// An index shorter than this is parsed whole by one JSON.parse (~1,300 entries at the real site's density): far less
// code runs cold in a fresh isolate than the scanner's; longer ones are read entry by entry, holding at most this.
export const WHOLE_BELOW_CHARS = 2 * 1024 * 1024;

/** A validated index whose entries are cards. */
export interface IndexCards extends Omit<SiteIndex, "entries"> {
  readonly entries: readonly EntryCard[];
  /** The whole records as parsed, in index order, when the index lists no more than the reader was told to keep. */
  readonly records?: readonly Entry[];
}

const QUOTE = 34;
const BACKSLASH = 92;

function isSpace(code: number): boolean {
  return code === 32 || code === 10 || code === 13 || code === 9;
}

/** Index just past the string that opens at `at`, or -1 when the text ends inside it. */
function stringEnd(text: string, at: number): number {
  let from = at + 1;
  for (;;) {
    const quote = text.indexOf('"', from);
    if (quote < 0) return -1;
    let slashes = 0;
    while (text.charCodeAt(quote - 1 - slashes) === BACKSLASH) slashes++;
    if (slashes % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}

/** Index just past the value that starts at `at`, or -1 when the text ends before it does. */
function valueEnd(text: string, at: number, final: boolean): number {
  const first = text.charCodeAt(at);
  if (first === QUOTE) return stringEnd(text, at);
  if (first === 123 || first === 91) {
    let depth = 0;
    for (let i = at; i < text.length;) {
      const code = text.charCodeAt(i);
      if (code === QUOTE) {
        i = stringEnd(text, i);
        if (i < 0) return -1;
        continue;
      }
      if (code === 123 || code === 91) depth++;
      else if (code === 125 || code === 93) {
        depth--;
        if (depth === 0) return i + 1;
      }
      i++;
    }
    return -1;
  }
  // A number, true, false or null: up to the next delimiter (JSON.parse judges the word itself).
  for (let i = at; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 44 || code === 125 || code === 93 || isSpace(code)) return i;
  }
  return final ? text.length : -1;
}

class Refused extends Error {}

type Phase = "start" | "key" | "colon" | "value" | "after-value" | "entries-item" | "entries-after" | "end";

/** Fed the document's text in pieces (push), then finish(); a refused document is a problem, never a throw. */
export class SiteIndexStream {
  private text = "";
  private at = 0;
  private phase: Phase = "start";
  private key = "";
  private sawEntries = false;
  // No prototype: a key such as "__proto__" is data here, as it is in what JSON.parse returns.
  private readonly head: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  private readonly rules = new SiteIndexRules();
  private readonly cards: EntryCard[] = [];
  private readonly maker = new CardMaker();
  private problem: string | null = null;
  /** The text so far while it is shorter than wholeBelowChars; null once the scanner reads it. */
  private pending: string[] | null = [];
  private pendingChars = 0;
  /** Each entry as parsed, while there are no more than keepRecordsUpTo; null once there are (or none are kept). */
  private records: Entry[] | null;

  /**
   * `maxEntries`: more entries than this and the document is refused (the production cap). `wholeBelowChars`:
   * WHOLE_BELOW_CHARS unless a test sends every document through the scanner (0). `keepRecordsUpTo`: an index with
   * no more entries also yields the records as parsed (never parsed twice); one more and those kept are let go.
   */
  constructor(
    private readonly maxEntries: number,
    private readonly wholeBelowChars = WHOLE_BELOW_CHARS,
    private readonly keepRecordsUpTo = 0,
  ) {
    this.records = keepRecordsUpTo > 0 ? [] : null;
  }

  /**
   * The next piece of the document. Once refused, the rest is ignored; the caller reads on regardless, so a
   * transport failure (byte cap, deadline) is still reported as such, as when the text was parsed whole.
   */
  push(piece: string): void {
    if (this.problem !== null) return;
    if (this.pending !== null) {
      this.pending.push(piece);
      this.pendingChars += piece.length;
      if (this.pendingChars < this.wholeBelowChars) return;
      piece = this.pending.join("");
      this.pending = null;
    }
    this.text = this.at === 0 ? this.text + piece : this.text.slice(this.at) + piece;
    this.at = 0;
    try {
      this.scan(false);
    } catch (error) {
      this.problem = error instanceof Refused ? error.message : "index.json is not valid JSON";
      this.text = "";
    }
  }

  /** Whether the document has already been refused (what follows is ignored). */
  get refused(): boolean {
    return this.problem !== null;
  }

  /** The index, once the whole document has been pushed. */
  finish(): Result<IndexCards> {
    if (this.problem === null) {
      try {
        if (this.pending !== null) this.whole(this.pending.join(""));
        else this.scan(true);
        if (this.phase !== "end") throw new Refused("index.json is not valid JSON (it ends early)");
      } catch (error) {
        this.problem = error instanceof Refused ? error.message : "index.json is not valid JSON";
      }
    }
    if (this.problem !== null) return fail("upstream_error", this.problem);
    if (!this.sawEntries) return fail("upstream_error", "index.json has no entries array");
    const rest = this.rules.finish(this.head as IndexHead);
    const records = this.records === null ? {} : { records: this.records };
    return rest.ok ? ok({ ...rest.value, entries: this.cards, ...records }) : rest;
  }

  /** A short document, parsed at once; the same rules, cards and refusals as the scanner's. */
  private whole(text: string): void {
    this.pending = null;
    const raw: unknown = JSON.parse(text);
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) throw new Refused("index.json is not a JSON object");
    const fields = raw as Record<string, unknown>;
    if (!Array.isArray(fields.entries)) throw new Refused("index.json has no entries array");
    for (const entry of fields.entries as unknown[]) this.add(entry);
    for (const key of Object.keys(fields)) if (key !== "entries") this.head[key] = fields[key];
    this.sawEntries = true;
    this.phase = "end";
  }

  private skipSpace(): boolean {
    while (this.at < this.text.length && isSpace(this.text.charCodeAt(this.at))) this.at++;
    return this.at < this.text.length;
  }

  /** The complete value at the cursor, parsed, or undefined when more text is needed. */
  private value(final: boolean, maxChars: number, what: string): { parsed: unknown } | undefined {
    const end = valueEnd(this.text, this.at, final);
    if (end < 0) {
      if (this.text.length - this.at > maxChars) throw new Refused(`index.json: ${what} is over ${maxChars} characters`);
      if (final) throw new Refused("index.json is not valid JSON (it ends early)");
      return undefined;
    }
    if (end - this.at > maxChars) throw new Refused(`index.json: ${what} is over ${maxChars} characters`);
    const parsed: unknown = JSON.parse(this.text.slice(this.at, end));
    this.at = end;
    return { parsed };
  }

  private expect(char: string): void {
    if (this.text[this.at] !== char) throw new SyntaxError(`expected ${char}`);
    this.at++;
  }

  private scan(final: boolean): void {
    for (;;) {
      if (!this.skipSpace()) return;
      switch (this.phase) {
        case "start":
          if (this.text[this.at] !== "{") throw new Refused("index.json is not a JSON object");
          this.at++;
          this.phase = "key";
          break;
        case "key": {
          if (this.text[this.at] === "}" && Object.keys(this.head).length === 0 && !this.sawEntries) {
            this.at++;
            this.phase = "end";
            break;
          }
          const key = this.value(final, MAX_HEAD_VALUE_CHARS, "a key");
          if (!key) return;
          if (typeof key.parsed !== "string") throw new SyntaxError("a key is not a string");
          this.key = key.parsed;
          this.phase = "colon";
          break;
        }
        case "colon":
          this.expect(":");
          this.phase = "value";
          break;
        case "value":
          if (this.key === "entries" && this.text[this.at] === "[") {
            if (this.sawEntries) throw new Refused("index.json has two entries arrays");
            this.sawEntries = true;
            this.at++;
            this.phase = "entries-item";
            break;
          } else {
            const value = this.value(final, MAX_HEAD_VALUE_CHARS, `"${this.key}"`);
            if (!value) return;
            // The last of a repeated key wins, as with JSON.parse; an entries value that is no array is none.
            if (this.key === "entries") throw new Refused("index.json has no entries array");
            this.head[this.key] = value.parsed;
            this.phase = "after-value";
          }
          break;
        case "after-value":
          if (this.text[this.at] === "}") {
            this.at++;
            this.phase = "end";
          } else {
            this.expect(",");
            this.phase = "key";
          }
          break;
        case "entries-item": {
          if (this.text[this.at] === "]" && this.cards.length === 0) {
            this.at++;
            this.phase = "after-value";
            break;
          }
          const item = this.value(final, MAX_ENTRY_CHARS, `entries[${this.cards.length}]`);
          if (!item) return;
          this.add(item.parsed);
          this.phase = "entries-after";
          break;
        }
        case "entries-after":
          if (this.text[this.at] === "]") {
            this.at++;
            this.phase = "after-value";
          } else {
            this.expect(",");
            this.phase = "entries-item";
          }
          break;
        case "end":
          throw new SyntaxError("text after the document");
      }
    }
  }

  private add(raw: unknown): void {
    const problem = this.rules.entry(raw);
    if (problem !== null) throw new Refused(problem);
    if (this.cards.length >= this.maxEntries) {
      throw new Refused(`index.json lists more than ${this.maxEntries} entries, this server's cap (docs/scaling.md)`);
    }
    this.cards.push(this.maker.card(raw as Entry));
    if (this.records !== null) {
      if (this.records.length < this.keepRecordsUpTo) this.records.push(raw as Entry);
      else this.records = null;
    }
  }
}

/** A whole index.json text through the streaming reader (tests, the benchmark). */
export function readIndexText(text: string, maxEntries: number, wholeBelowChars = WHOLE_BELOW_CHARS, keep = 0): Result<IndexCards> {
  const stream = new SiteIndexStream(maxEntries, wholeBelowChars, keep);
  stream.push(text);
  return stream.finish();
}
