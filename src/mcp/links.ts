// resource_link content blocks beside a tool's structured result, one per item the tool's definition names
// (namedItems: a search hit, a related entry), so a client can open it as a resource without another tool call.
// A tool with a compact text (search's hit list, a projection of structuredContent, which these revisions always
// carry in full) keeps text and links within SEARCH_CONTENT_BUDGET_BYTES. From 2025-06-18, the first revision
// with ResourceLink; 2025-03-26 keeps the full JSON and gets no links (docs/compatibility.md).

import { contentUri, entryUri } from "../resources/uri";
import { RESOURCE_MIME_TYPE } from "../resources/templates";
import { isLongformType } from "../site/types";
import type { NamedItem } from "../tools/definition";

// What a client forwards to the model for a 10-hit search: today's full JSON alone reached 6.3 KB on the real
// catalogue; the hit list with ten links measures 4.1-4.9 KB, so links are added only while they fit.
export const SEARCH_CONTENT_BUDGET_BYTES = 5_120;

const UTF8 = new TextEncoder();

export interface ResourceLinkBlock {
  readonly type: "resource_link";
  readonly uri: string;
  readonly name: string;
  readonly mimeType: string;
}

function linkTo(type: string, id: string): ResourceLinkBlock | null {
  if (type === "entry") return { type: "resource_link", uri: entryUri(id), name: id, mimeType: RESOURCE_MIME_TYPE };
  if (isLongformType(type)) return { type: "resource_link", uri: contentUri(type, id), name: id, mimeType: RESOURCE_MIME_TYPE };
  return null;
}

/** One resource link per named item this server can read (entries and long-form items). */
export function linksFor(items: readonly NamedItem[]): ResourceLinkBlock[] {
  return items.map((item) => linkTo(item.type, item.id)).filter((link) => link !== null);
}

/** Appends the links: all of them, or with `budgeted` only while the content stays within the budget. */
export function withLinks<T extends object>(
  content: readonly T[],
  links: readonly ResourceLinkBlock[],
  budgeted: boolean,
): (T | ResourceLinkBlock)[] {
  const blocks: (T | ResourceLinkBlock)[] = [...content];
  if (!budgeted) return [...blocks, ...links];
  let bytes = UTF8.encode(JSON.stringify(blocks)).byteLength;
  for (const link of links) {
    // One more array member: its JSON and a comma.
    const more = UTF8.encode(JSON.stringify(link)).byteLength + 1;
    if (bytes + more > SEARCH_CONTENT_BUDGET_BYTES) break;
    blocks.push(link);
    bytes += more;
  }
  return blocks;
}
