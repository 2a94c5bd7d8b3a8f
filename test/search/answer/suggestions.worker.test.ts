// Unknown ids through the real fetch handler, REST and MCP: close ids are suggested, and an id close to
// nothing gets no suggestion at all (GET /entries/does-not-exist once offered anthropic-skills and x402).

import { describe, expect, it } from "vitest";
import { McpWire } from "../../support/mcp-wire";
import { callWorker, isolatedSiteUrl } from "../../support/worker";

interface ErrorBody {
  error: { status: number; code: string; message: string; suggestions?: string[] };
}

async function rest(path: string): Promise<{ status: number; body: ErrorBody }> {
  const response = await callWorker(new Request(`https://mcp.example.com${path}`), { DATA_BASE_URL: isolatedSiteUrl("suggest") });
  return { status: response.status, body: (await response.json()) as ErrorBody };
}

const mcp = new McpWire((request) => callWorker(request), "http://127.0.0.1:8787");

async function toolError(name: string, args: Record<string, unknown>): Promise<string> {
  const reply = await mcp.modern("tools/call", { name, arguments: args });
  expect(reply.body.result.isError, reply.text).toBe(true);
  return reply.body.result.content[0].text as string;
}

describe("unknown ids", () => {
  it.each(["does-not-exist", "nothing-here", "hello-world", "my-api"])("REST GET /entries/%s: 404 with no suggestions", async (id) => {
    const { status, body } = await rest(`/entries/${id}`);
    expect(status).toBe(404);
    expect(body.error.code).toBe("not_found");
    expect(body.error.suggestions).toEqual([]);
    expect(body.error.message).not.toMatch(/did you mean/i);
  });

  it("REST: a typo, a spaced id and a name still find the id", async () => {
    for (const [asked, first] of [
      ["playwrigth-mcp", "playwright-mcp"],
      ["x-402", "x402"],
      ["claude%20code", "claude-code"],
      ["Claude%20Code", "claude-code"],
    ] as const) {
      const { status, body } = await rest(`/entries/${asked}`);
      expect(status, asked).toBe(404);
      expect(body.error.suggestions?.[0], asked).toBe(first);
    }
  });

  it("REST GET /content/guide/does-not-exist: 404 with no suggestions; a typo gets the guide", async () => {
    const miss = await rest("/content/guide/does-not-exist");
    expect(miss.status).toBe(404);
    expect(miss.body.error.suggestions).toEqual([]);
    const typo = await rest("/content/guide/automate-a-browser-with-playwrigth-mcp");
    expect(typo.body.error.suggestions).toEqual(["automate-a-browser-with-playwright-mcp"]);
  });

  it("MCP get_entry and get_content: no close matches for an id close to nothing", async () => {
    for (const text of [
      await toolError("get_entry", { id: "does-not-exist" }),
      await toolError("get_content", { type: "guide", id: "does-not-exist" }),
    ]) {
      expect(text).not.toMatch(/did you mean|close matches/i);
      expect(text).not.toContain("x402");
    }
    expect(await toolError("get_entry", { id: "playwrigth-mcp" })).toContain("Did you mean playwright-mcp");
  });
});
