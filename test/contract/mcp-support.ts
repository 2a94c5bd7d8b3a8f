// What the MCP and tool contract files share: one tools/call in either era, read the way a client of the live
// service reads it (structuredContent, the text block, the JSON error), and REST bodies read through the
// fields that exist whether an entry or item is wrapped ({entry}, {content}) or at the top level.

import { expect } from "vitest";
import { SEARCH_CONTENT_BUDGET_BYTES } from "../../src/mcp/links";
import type { Revision } from "../support/mcp-schemas";
import type { Reply } from "../support/mcp-wire";
import type { ContractTarget } from "./support/global-contract";
import { mcp } from "./support/http";

export const LEGACY_REVISIONS: readonly Revision[] = ["2025-11-25", "2025-06-18", "2025-03-26"];
export const ERAS: readonly Revision[] = ["2026-07-28", ...LEGACY_REVISIONS];
export const TOOL_NAMES = ["search", "get_entry", "get_content", "list_categories"];
// One resource_link block with an id of up to 80 characters, and its comma.
const MAX_LINK_BYTES = 200;

// Parsed JSON, read field by field by each assertion.
type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface ToolCall {
  readonly reply: Reply;
  readonly isError: boolean;
  /** The structured output of a success. */
  readonly output: Json;
  /** A failure's JSON error ({error, suggestions?, type?}), or null when its text is a plain sentence. */
  readonly error: Json;
  /** A failure's text block as sent. */
  readonly text: string;
}

/** tools/call in one revision (2026-07-28 with envelope and standard headers; legacy with its version header). */
export async function callTool(target: ContractTarget, name: string, args: unknown, revision: Revision = "2026-07-28"): Promise<ToolCall> {
  const wire = mcp(target);
  const params = { name, arguments: args };
  const reply = revision === "2026-07-28" ? await wire.modern("tools/call", params) : await wire.legacy("tools/call", params, revision);
  expect(reply.status, reply.text.slice(0, 300)).toBe(200);
  const result = reply.body.result;
  expect(result, reply.text.slice(0, 300)).toBeDefined();
  // One text block first; a failure has nothing else. A success may be followed by resource_link blocks from
  // 2025-06-18 on (search hits, get_entry's related entries; docs/compatibility.md), never in 2025-03-26.
  expect(result.content[0].type).toBe("text");
  const text = result.content[0].text as string;
  const links = result.content.slice(1) as { type: string }[];
  if (result.isError === true || revision === "2025-03-26") expect(links).toEqual([]);
  for (const link of links) expect(link.type).toBe("resource_link");
  if (result.isError === true) {
    expect(result).not.toHaveProperty("structuredContent");
    let error: Json = null;
    if (text.startsWith("{")) error = JSON.parse(text);
    return { reply, isError: true, output: null, error, text };
  }
  expect(result.isError).toBe(false);
  if (name === "search" && revision !== "2025-03-26") {
    // The compact hit list: each value it keeps is the structured one.
    const list = JSON.parse(text);
    expect(list.total).toBe(result.structuredContent.total);
    list.results.forEach((hit: Json, at: number) => {
      for (const [key, value] of Object.entries(hit)) expect(value).toEqual(result.structuredContent.results[at][key]);
    });
    // A link per hit, in order, while the content stays within its budget: links are cut only when one more
    // would not fit (the content is then within a link's size of the budget).
    const ids = result.structuredContent.results.map((hit: Json) => hit.id);
    expect(links.map((link: Json) => link.name)).toEqual(ids.slice(0, links.length));
    const bytes = new TextEncoder().encode(JSON.stringify(result.content)).byteLength;
    if (links.length > 0) expect(bytes).toBeLessThanOrEqual(SEARCH_CONTENT_BUDGET_BYTES);
    if (links.length < ids.length) expect(bytes).toBeGreaterThan(SEARCH_CONTENT_BUDGET_BYTES - MAX_LINK_BYTES);
  } else {
    expect(text).toBe(JSON.stringify(result.structuredContent));
  }
  return { reply, isError: false, output: result.structuredContent, error: null, text };
}

/** An entry in a REST body, wrapped ({entry}) or at the top level. */
export function entryOf(body: Json): Json {
  if (body?.entry !== undefined) return body.entry;
  // REST answers the entry at the top level with the output's other members (data, install, notice) beside it.
  const { data: _data, install: _install, notice: _notice, ...entry } = body;
  return entry;
}

/** A long-form item in a REST body, wrapped ({content}) or at the top level. */
export function contentOf(body: Json): Json {
  if (body?.content !== undefined) return body.content;
  // REST answers the item at the top level with `data` and the adapter's `notice` beside it.
  const { data: _data, notice: _notice, ...content } = body;
  return content;
}
