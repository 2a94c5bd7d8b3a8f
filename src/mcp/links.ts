// resource_link content blocks beside a tool's structured result, so a client can open a search hit or a related
// entry as a resource without another tool call, and the search text block that keeps a 10-hit answer within
// SEARCH_CONTENT_BUDGET_BYTES. From 2025-06-18 (the first revision with ResourceLink) the search text is a compact
// hit list, a projection of structuredContent (which these revisions always carry, in full); 2025-03-26 keeps the
// full JSON and gets no links (docs/compatibility.md).

import { isRecord } from "../core/guards";
import { contentUri, entryUri } from "../resources/uri";
import { RESOURCE_MIME_TYPE } from "../resources/templates";
import { isLongformType } from "../site/types";

// What a client forwards to the model for a 10-hit search: today's full JSON alone reached 6.3 KB on the real
// catalogue; the hit list with ten links measures 4.1-4.9 KB, so links are added only while they fit.
export const SEARCH_CONTENT_BUDGET_BYTES = 5_120;
// get_entry lists a handful of related ids (4 at most today); more links than this would crowd its answer.
const MAX_RELATED_LINKS = 10;

export interface ResourceLinkBlock {
  readonly type: "resource_link";
  readonly uri: string;
  readonly name: string;
  readonly mimeType: string;
}

/** The fields of one hit a model needs to choose it; the rest (url, tags, links, dates) stays in structuredContent. */
const HIT_FIELDS = ["type", "id", "name", "summary", "category", "score"] as const;
/** The search output's own fields that the hit list keeps, in this order. */
const LIST_FIELDS = ["query", "total", "next_offset", "results", "notice", "read_as", "data"] as const;

function linkTo(type: unknown, id: unknown): ResourceLinkBlock | null {
  if (typeof id !== "string") return null;
  if (type === "entry") return { type: "resource_link", uri: entryUri(id), name: id, mimeType: RESOURCE_MIME_TYPE };
  if (isLongformType(type)) return { type: "resource_link", uri: contentUri(type, id), name: id, mimeType: RESOURCE_MIME_TYPE };
  return null;
}

/** search's compact hit list: every value copied from the structured output. */
export function searchHitList(output: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const list: Record<string, unknown> = {};
  for (const field of LIST_FIELDS) {
    if (output[field] === undefined) continue;
    list[field] =
      field === "results" && Array.isArray(output.results)
        ? output.results.map((hit: unknown) =>
            Object.fromEntries(HIT_FIELDS.flatMap((key) => (isRecord(hit) && hit[key] !== undefined ? [[key, hit[key]]] : []))),
          )
        : output[field];
  }
  return list;
}

/** The links a tool's output calls for: one per search hit, one per related entry of get_entry. */
export function linksFor(tool: string, output: Readonly<Record<string, unknown>>): ResourceLinkBlock[] {
  const links: (ResourceLinkBlock | null)[] = [];
  if (tool === "search" && Array.isArray(output.results)) {
    for (const hit of output.results) if (isRecord(hit)) links.push(linkTo(hit.type, hit.id));
  }
  if (tool === "get_entry" && isRecord(output.entry) && Array.isArray(output.entry.related)) {
    for (const id of output.entry.related.slice(0, MAX_RELATED_LINKS)) links.push(linkTo("entry", id));
  }
  return links.filter((link) => link !== null);
}

/** Appends links while the content stays within the budget (search) or all of them (other tools). */
export function withLinks<T extends object>(
  tool: string,
  content: readonly T[],
  links: readonly ResourceLinkBlock[],
): (T | ResourceLinkBlock)[] {
  const blocks: (T | ResourceLinkBlock)[] = [...content];
  if (tool !== "search") return [...blocks, ...links];
  let bytes = new TextEncoder().encode(JSON.stringify(blocks)).byteLength;
  for (const link of links) {
    // One more array member: its JSON and a comma.
    const more = new TextEncoder().encode(JSON.stringify(link)).byteLength + 1;
    if (bytes + more > SEARCH_CONTENT_BUDGET_BYTES) break;
    blocks.push(link);
    bytes += more;
  }
  return blocks;
}
