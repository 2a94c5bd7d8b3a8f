// An entry as a resource (design §6.1): compact markdown with a fixed layout, fields left out when absent.
// Markdown because a read puts the entry in a model's (or a person's) context, where it reads better and is
// smaller than the JSON (median 743 vs 1,049 bytes on the real copy); get_entry and REST keep the exact JSON.
// Related entries and guides come with their names and indexagentica:// URIs, which a client can read next.

import { sitePageUrl } from "../site/links";
import { isLongformType, type Entry } from "../site/types";
import { blocks, DATA_LINE, oneLine, sourceLines, text } from "./markdown";
import type { DirectorySource } from "./source";
import { contentUri, entryUri } from "./uri";
import { isId } from "../core/ids";

/** What an entry's rendering reads besides the entry: names of its category and related entries. */
export type EntryLookup = Pick<DirectorySource, "siteUrl" | "categoryBySlug"> & {
  readonly entryById: ReadonlyMap<string, { readonly name: string }>;
};

const ACCESS_FIELDS: readonly (readonly [key: string, label: string])[] = [
  ["mcp_endpoint", "MCP endpoint"],
  ["openapi", "OpenAPI"],
  ["llms_txt", "llms.txt"],
  ["auth", "auth"],
  ["notes", "access notes"],
];

/** `label: value` pairs joined on one line, those without a value left out; null when none has one. */
function pairs(items: readonly (readonly [label: string, value: unknown])[]): string | null {
  const shown = items.flatMap(([label, value]) => {
    const found = text(value);
    return found === undefined ? [] : [`${label}: ${oneLine(found)}`];
  });
  return shown.length === 0 ? null : shown.join(" · ");
}

/** "added … · updated … · verified …", or null without dates. */
function dated(entry: Entry): string | null {
  const dates: [string, unknown][] = [
    ["added", entry.added],
    ["updated", entry.updated],
    ["verified", entry.last_verified],
  ];
  const shown = dates.flatMap(([label, value]) => {
    const day = text(value);
    return day === undefined ? [] : [`${label} ${oneLine(day)}`];
  });
  return shown.length === 0 ? null : shown.join(" · ");
}

export function renderEntry(lookup: EntryLookup, entry: Entry): string {
  const category = lookup.categoryBySlug.get(entry.category);
  const access = typeof entry.agent_access === "object" && entry.agent_access !== null ? entry.agent_access : {};
  const facts = [
    `id: \`${entry.id}\` · category: ${category === undefined ? `\`${entry.category}\`` : `${oneLine(category.name)} (\`${entry.category}\`)`}`,
    pairs([
      ["status", entry.status],
      ["pricing", entry.pricing],
      ["license", entry.license],
    ]),
    pairs([["website", entry.url]]),
    pairs([["repository", entry.repo]]),
    pairs([["docs", entry.docs]]),
    ...ACCESS_FIELDS.map(([key, label]) => pairs([[label, access[key]]])),
    Array.isArray(entry.tags) && entry.tags.length > 0 ? `tags: ${oneLine(entry.tags.join(", "))}` : null,
    dated(entry),
  ].flatMap((line) => (line === null ? [] : [`- ${line}`]));

  const related = (entry.related ?? []).filter(isId).map((id) => {
    const other = lookup.entryById.get(id);
    return `- ${other === undefined ? `\`${id}\`` : `${oneLine(other.name)} (\`${id}\`)`}: ${entryUri(id)}`;
  });
  const covered = (entry.longform ?? []).flatMap((ref) =>
    isLongformType(ref.type) && typeof ref.id === "string" && isId(ref.id)
      ? [`- ${oneLine(text(ref.title) ?? ref.id)} (${ref.type}): ${contentUri(ref.type, ref.id)}`]
      : [],
  );
  const sources = sourceLines(entry.sources);
  const description = text(entry.description);
  return blocks([
    `# ${oneLine(entry.name)}`,
    text(entry.summary) === undefined ? null : `> ${oneLine(entry.summary)}`,
    facts.join("\n"),
    description === undefined ? null : `## Description\n\n${description.trim()}`,
    related.length === 0 ? null : `## Related\n\n${related.join("\n")}`,
    covered.length === 0 ? null : `## Covered in\n\n${covered.join("\n")}`,
    sources.length === 0 ? null : `## Sources\n\n${sources.join("\n")}`,
    `Directory page: ${text(entry.links?.html) ?? sitePageUrl(lookup.siteUrl, "entries", entry.id)}\n${DATA_LINE}`,
  ]);
}
