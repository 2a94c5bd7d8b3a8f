// Long-form items and categories as resources (design §6.2, §6.3). A long-form read is an explicit request for
// the page, so its body comes whole (the largest real one is 11.9 KB; get_content is the tool that pages).
// Comparisons get their table, which the site's markdown body does not hold, and stacks their components.

import type { EntryCard } from "../site/entry-card";
import type { Category, LongformItem } from "../site/types";
import { blocks, cell, DATA_LINE, oneLine, text } from "./markdown";
import { entryUri } from "./uri";
import { isRecord } from "../core/guards";
import { isId } from "../core/ids";

/** Whether a skill page's skill is served through the Skills extension (decided by src/skills/rules.ts). */
export type SkillServing = { readonly served: true; readonly uri: string } | { readonly served: false; readonly reason: string };

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export function renderLongform(item: LongformItem, skill?: SkillServing): string {
  const labelled: [label: string, value: unknown][] = [
    ["by ", item.author],
    ["published ", item.published],
    ["verified ", item.last_verified],
  ];
  if (item.type === "guide") labelled.push(["", item.difficulty], ["", item.time_estimate]);
  const facts = [
    item.type,
    ...labelled.flatMap(([label, value]) => (text(value) === undefined ? [] : [`${label}${oneLine(value as string)}`])),
  ];
  return blocks([
    `# ${oneLine(item.title)}`,
    text(item.summary) === undefined ? null : `> ${oneLine(item.summary)}`,
    `- ${facts.join(" · ")}`,
    item.type === "comparison" ? comparisonBlock(item.comparison) : null,
    item.type === "stack" ? stackBlock(item.stack) : null,
    item.type === "skill" ? skillBlock(item, skill) : null,
    text(item.markdown)?.trim(),
    `${text(item.links.html) === undefined ? "" : `Page: ${item.links.html}\n`}${DATA_LINE}`,
  ]);
}

/** The comparison table, criteria down and subjects across, then the verdict. */
function comparisonBlock(comparison: unknown): string | null {
  if (!isRecord(comparison)) return null;
  const criteria = list(comparison.criteria).filter((criterion): criterion is string => typeof criterion === "string");
  const columns = list(comparison.table).filter(isRecord);
  const parts: string[] = [];
  if (criteria.length > 0 && columns.length > 0) {
    const names = columns.map((column) => cell(text(column.name) ?? column.entry));
    const rows = criteria.map((criterion) => {
      const values = columns.map((column) => cell(isRecord(column.values) ? column.values[criterion] : undefined));
      return `| ${cell(criterion)} | ${values.join(" | ")} |`;
    });
    parts.push([`| Criterion | ${names.join(" | ")} |`, `| --- | ${names.map(() => "---").join(" | ")} |`, ...rows].join("\n"));
  }
  const verdict = text(comparison.verdict);
  if (verdict !== undefined) parts.push(`**Verdict:** ${oneLine(verdict)}`);
  return parts.length === 0 ? null : parts.join("\n\n");
}

/** The stack's use case and one line per component, with the entry's URI. */
function stackBlock(stack: unknown): string | null {
  if (!isRecord(stack)) return null;
  const useCase = text(stack.use_case);
  const components = list(stack.components)
    .filter(isRecord)
    .map((component) => {
      const id = text(component.entry);
      const name = text(component.name) ?? id ?? "";
      const ref = id !== undefined && isId(id) ? ` (\`${id}\`, ${entryUri(id)})` : "";
      const role = text(component.role);
      const why = text(component.why);
      return `- ${role === undefined ? "" : `**${oneLine(role)}**: `}${oneLine(name)}${ref}${why === undefined ? "" : `. ${oneLine(why)}`}`;
    });
  const parts = [
    useCase === undefined ? null : `Use case: ${oneLine(useCase)}`,
    components.length === 0 ? null : `## Components\n\n${components.join("\n")}`,
  ];
  return parts.filter((part) => part !== null).join("\n\n") || null;
}

/** How to get the skill: through the Skills extension when it is served, else why not; and the site's zip. */
function skillBlock(item: LongformItem, skill: SkillServing | undefined): string | null {
  const zip = text(isRecord(item.skill) ? item.skill.zip : undefined) ?? text(item.links.zip);
  const lines = [
    skill === undefined
      ? null
      : skill.served
        ? `Install as an Agent Skill: skills/get ${skill.uri}`
        : `Not served as an Agent Skill here: ${oneLine(skill.reason)}`,
    zip === undefined ? null : `Zip: ${zip}`,
  ].filter((line) => line !== null);
  return lines.length === 0 ? null : lines.join("\n");
}

/** What a category page shows of each of its entries. */
type ListedEntry = Pick<EntryCard, "id" | "name" | "summary" | "category">;

const entriesByCategory = new WeakMap<readonly ListedEntry[], ReadonlyMap<string, readonly ListedEntry[]>>();

/** The entries of a category in index order (grouped once per loaded catalogue). */
export function categoryEntries(source: { readonly entries: readonly ListedEntry[] }, slug: string): readonly ListedEntry[] {
  let groups = entriesByCategory.get(source.entries);
  if (groups === undefined) {
    const made = new Map<string, ListedEntry[]>();
    for (const entry of source.entries) {
      const group = made.get(entry.category);
      if (group === undefined) made.set(entry.category, [entry]);
      else group.push(entry);
    }
    groups = made;
    entriesByCategory.set(source.entries, groups);
  }
  return groups.get(slug) ?? [];
}

/** Every entry of a category, one line each. */
export function renderCategory(source: { readonly entries: readonly ListedEntry[]; readonly siteUrl: string }, category: Category): string {
  const entries = categoryEntries(source, category.slug);
  const lines = entries.map((entry) => {
    const summary = text(entry.summary);
    return `- **${oneLine(entry.name)}** (\`${entry.id}\`)${summary === undefined ? "" : `: ${oneLine(summary)}`} — ${entryUri(entry.id)}`;
  });
  return blocks([
    `# ${oneLine(category.name)}`,
    text(category.description) === undefined ? null : `> ${oneLine(category.description)}`,
    `${entries.length} ${entries.length === 1 ? "entry" : "entries"}`,
    lines.join("\n"),
    `Category page: ${text(category.html) ?? `${source.siteUrl}/categories/${category.slug}/`}\n${DATA_LINE}`,
  ]);
}
