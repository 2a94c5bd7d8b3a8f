// Reading the Markdown docs the way the checks need them: which files, their prose without code, their tables,
// their headings as GitHub anchors, and the generated blocks between `<!-- figures: NAME:start/end -->` markers.

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "../support/doc-snippets";

export function readDoc(path: string): string {
  return readFileSync(join(PROJECT_ROOT, path), "utf8");
}

/** Every docs/*.md page. */
export function docsPages(): string[] {
  return readdirSync(join(PROJECT_ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => `docs/${name}`);
}

/** Every Markdown document of the repository that a reader is pointed to. */
export function allDocs(): string[] {
  return ["README.md", "DEPLOY.md", "llms-install.md", "SECURITY.md", "plugins/indexagentica/README.md", ...docsPages()].filter((path) =>
    existsSync(join(PROJECT_ROOT, path)),
  );
}

/** The text with fenced code blocks removed (inline code spans are kept). */
export function withoutFences(text: string): string {
  return text.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, "");
}

export interface Table {
  /** 1-based line of the header row. */
  readonly line: number;
  readonly header: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

/** Splits one table row into trimmed cells; `\|` inside a cell is a literal bar. */
export function cells(line: string): string[] {
  const inner = line.trim().replace(/^\|/, "").replace(/\|$/, "");
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, "|"));
}

/** Every pipe table outside code fences, in order. */
export function tables(text: string): Table[] {
  const lines = text.split("\n");
  const out: Table[] = [];
  let inFence = false;
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.startsWith("```")) inFence = !inFence;
    if (inFence) continue;
    const delimiter = lines[i + 1];
    if (!lines[i]!.trim().startsWith("|") || delimiter === undefined || !/^\|(\s*:?-+:?\s*\|)+\s*$/.test(delimiter.trim())) continue;
    const header = cells(lines[i]!);
    const rows: string[][] = [];
    let j = i + 2;
    for (; j < lines.length && lines[j]!.trim().startsWith("|"); j++) rows.push(cells(lines[j]!));
    out.push({ line: i + 1, header, rows });
    i = j - 1;
  }
  return out;
}

/** The column index of the first header cell equal to `name` (case-insensitive), or -1. */
export function column(table: Table, name: string): number {
  return table.header.findIndex((cell) => cell.toLowerCase() === name.toLowerCase());
}

/** The text of every `code span` in a cell, in order. */
export function codeSpans(cell: string): string[] {
  return [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
}

/** A number written with thousands separators ("16,777,216", "4,729"), or null. */
export function leadingNumber(cell: string): number | null {
  const match = /^-?[\d,]*\.?\d+/.exec(cell.replace(/`/g, "").trim());
  return match ? Number(match[0].replace(/,/g, "")) : null;
}

/** How the docs write a count or size: 12,950 (en-US thousands separators). */
export function formatNumber(value: number): string {
  return value.toLocaleString("en-US");
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const line of withoutFences(text).split("\n")) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    out.add(count === 0 ? base : `${base}-${count}`);
  }
  return out;
}

const blockPattern = (name: string) => new RegExp(`<!-- figures: ${name}:start -->\\n([\\s\\S]*?)\\n<!-- figures: ${name}:end -->`);

/** The generated block `name` of a document (between its markers), or null. */
export function figuresBlock(text: string, name: string): string | null {
  return blockPattern(name).exec(text)?.[1] ?? null;
}

/** The document with block `name` replaced by `body`; throws when the markers are missing. */
export function replaceFiguresBlock(text: string, name: string, body: string): string {
  if (!blockPattern(name).test(text)) throw new Error(`no <!-- figures: ${name}:start/end --> block`);
  return text.replace(blockPattern(name), () => `<!-- figures: ${name}:start -->\n\n${body.trim()}\n\n<!-- figures: ${name}:end -->`);
}

/** A Markdown table from a header and rows (Prettier aligns it when the file is formatted). */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[], numeric: readonly boolean[]): string {
  const line = (values: readonly string[]) => `| ${values.join(" | ")} |`;
  const delimiter = numeric.map((right) => (right ? "---:" : "---"));
  return [line(header), line(delimiter), ...rows.map(line)].join("\n");
}
