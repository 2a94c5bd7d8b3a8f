// Named code blocks in the Markdown docs, so tests and scripts run exactly what a reader copies.
//
// A snippet is a fenced block right after a marker line:
//
//   <!-- snippet: claude-code-json -->
//
//   ```json
//   { ... }
//   ```
//
// The same name may appear in several files (README.md, llms-install.md, docs/clients.md...); it must then say the
// same thing.

import { readFileSync } from "node:fs";
import { resolve } from "node:path";

export const PROJECT_ROOT = process.env.IAM_PROJECT_ROOT ?? resolve(import.meta.dirname, "../..");

/** The files that carry client snippets. */
export const SNIPPET_DOCS = [
  "README.md",
  "llms-install.md",
  "docs/agents.md",
  "docs/clients.md",
  "docs/protocol.md",
  "plugins/indexagentica/README.md",
] as const;

export interface DocSnippet {
  name: string;
  /** The fence's info string: json, bash, toml, ... */
  lang: string;
  code: string;
  /** Relative path of the file and 1-based line of the marker. */
  file: string;
  line: number;
}

const MARKER = /^<!-- snippet: ([a-z0-9-]+) -->$/;
const FENCE_OPEN = /^```([a-z]*)$/;

/** Every snippet in one file, in order. Throws when a marker is not followed by a fenced block. */
export function readSnippets(file: string): DocSnippet[] {
  const lines = readFileSync(resolve(PROJECT_ROOT, file), "utf8").split("\n");
  const snippets: DocSnippet[] = [];
  for (let i = 0; i < lines.length; i++) {
    const marker = MARKER.exec(lines[i]!);
    if (!marker) continue;
    // Prettier puts one blank line between the marker and the fence.
    let fence = i + 1;
    while (lines[fence] === "") fence++;
    const open = FENCE_OPEN.exec(lines[fence] ?? "");
    if (!open) throw new Error(`${file}:${i + 1}: snippet "${marker[1]}" must be followed by a fenced code block`);
    const end = lines.indexOf("```", fence + 1);
    if (end === -1) throw new Error(`${file}:${i + 1}: snippet "${marker[1]}" has no closing fence`);
    snippets.push({ name: marker[1]!, lang: open[1]!, code: lines.slice(fence + 1, end).join("\n"), file, line: i + 1 });
    i = end;
  }
  return snippets;
}

/** One snippet by name from the given files; throws when it is missing or the copies differ. */
export function snippet(name: string, files: readonly string[] = SNIPPET_DOCS): DocSnippet {
  const found = files.flatMap((file) => readSnippets(file)).filter((one) => one.name === name);
  if (found.length === 0) throw new Error(`no snippet "${name}" in ${files.join(", ")}`);
  for (const other of found.slice(1)) {
    if (normalized(other) !== normalized(found[0]!)) {
      throw new Error(`snippet "${name}" differs between ${found[0]!.file} and ${other.file}`);
    }
  }
  return found[0]!;
}

/** JSON compares by value (one file may print it on one line, another indented); anything else by text. */
function normalized(one: DocSnippet): string {
  return one.lang === "json" ? JSON.stringify(JSON.parse(one.code)) : one.code.trim();
}

/** The shell commands of a bash snippet: comments and blank lines dropped, `\` continuations joined. */
export function shellCommands(code: string): string[] {
  return code
    .replace(/\\\n\s*/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
}
