// What the two views (results.ts, detail.ts) may ask of the view's controller (main.ts), and the words they share,
// so neither view imports the other or the controller.

import type { Hit } from "./data";

/** search's arguments as the view sends them again (the answer echoes them, normalised). */
export interface SearchArgs {
  query?: string;
  alternatives?: string[];
  type?: string;
  category?: string;
  tags?: string[];
  limit?: number;
  offset?: number;
}

export interface Category {
  readonly slug: string;
  readonly name: string;
}

export interface Actions {
  /** The host offers serverTools: the view may call search, get_entry and list_categories. */
  readonly canCall: boolean;
  /** The host offers openLinks. */
  readonly canOpen: boolean;
  /** The host offers message. */
  readonly canMessage: boolean;
  /** The host granted the frame clipboard-write (hostCapabilities.sandbox.permissions). */
  readonly canWriteClipboard: boolean;
  /** Opens a hit: an entry through get_entry, a long-form item from the hit itself. */
  openHit(hit: Hit, from: HTMLElement): void;
  /** Opens an entry by id through get_entry (related entries, a guide's entries, suggestions). */
  openEntry(id: string, from: HTMLElement | null): void;
  openLink(url: string): void;
  /** A new search (replacing the list) or the next page (appended). */
  search(args: SearchArgs, append: boolean): void;
  categories(): Promise<readonly Category[]>;
  message(text: string): void;
  back(): void;
}

const TYPE_WORDS: Readonly<Record<string, string>> = {
  entry: "Entry",
  guide: "Guide",
  comparison: "Comparison",
  stack: "Stack",
  skill: "Skill",
};

/** A type as a badge reads ("guide" → "Guide"). */
export const typeWord = (type: string): string => TYPE_WORDS[type] ?? type;

/** "1 result", "12 results". */
export const count = (n: number, one: string, many: string): string => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
