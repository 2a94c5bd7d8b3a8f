// skills/list and resources/list when one request may not fetch every skill file (src/mcp/skills.ts,
// src/mcp/resources.ts): the page ends after the last skill judged, with a cursor, and walking on with fresh
// requests lists every skill exactly once.

import { describe, expect, it } from "vitest";
import { dispatch, type DispatchContext } from "../../src/mcp/dispatch";
import type { RequestMessage } from "../../src/mcp/jsonrpc";
import { fakeDirectory, SKILL_MD } from "../support/fake-directory";
import { expectValidMessage } from "../support/mcp-schemas";

const IDS = Array.from({ length: 6 }, (_, at) => `skill-${String.fromCharCode(97 + at)}`);
const FILES = Object.fromEntries(IDS.map((id) => [id, { "SKILL.md": SKILL_MD(id), "a.md": "a", "b.md": "b" }]));

/** One call in a fresh request (a new fetch budget of `budget`), as 2025-11-25. */
async function call(method: string, params: Record<string, unknown>, budget: number): Promise<Record<string, unknown>> {
  const { directory } = fakeDirectory(FILES, budget);
  const context: DispatchContext = {
    tools: directory,
    baseUrl: "http://127.0.0.1:8787",
    version: "2025-11-25",
    facts: {},
    dataTtlMs: 600_000,
  };
  const message: RequestMessage = { kind: "request", id: 1, method, params };
  const outcome = await dispatch(message, context);
  if (!("result" in outcome)) throw new Error(JSON.stringify(outcome.error));
  expectValidMessage("2025-11-25", method, { jsonrpc: "2.0", id: 1, result: outcome.result });
  return outcome.result as Record<string, unknown>;
}

async function walk(method: string, field: string, budget: number): Promise<{ uris: string[]; pages: number }> {
  const uris: string[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const result = await call(method, cursor === undefined ? {} : { cursor }, budget);
    uris.push(...(result[field] as { uri: string }[]).map((item) => item.uri));
    cursor = result.nextCursor as string | undefined;
    pages += 1;
  } while (cursor !== undefined && pages < 20);
  return { uris, pages };
}

describe("listing skills within a request's fetch budget", () => {
  const all = IDS.map((id) => `skill://${id}/SKILL.md`);

  it("lists every skill on one page when the budget covers them", async () => {
    expect(await walk("skills/list", "skills", 40)).toEqual({ uris: all, pages: 1 });
  });

  it("skills/list: pages end early with a cursor, and the walk lists each skill once", async () => {
    // Three files a skill: a budget of 7 judges two skills per request.
    expect(await walk("skills/list", "skills", 7)).toEqual({ uris: all, pages: 3 });
  });

  it("resources/list: the SKILL.md section ends early the same way, after the other resources", async () => {
    const { uris, pages } = await walk("resources/list", "resources", 7);
    expect(pages).toBe(3);
    expect(uris.filter((uri) => uri.startsWith("skill://"))).toEqual(all);
    expect(new Set(uris).size).toBe(uris.length);
  });
});
