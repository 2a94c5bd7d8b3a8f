// tools/call results as every revision gets them (src/mcp/tool-result.ts).

import { describe, expect, it } from "vitest";
import { fail, ok } from "../../src/core/problem";
import { problemText, toolResult } from "../../src/mcp/tool-result";
import { notFound } from "../../src/tools/outcomes";
import { schemaErrors, type Revision } from "../support/mcp-schemas";

const REVISIONS: Revision[] = ["2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26"];

describe("tool results", () => {
  const value = { total: 1, items: [{ id: "a", name: "Ä" }] };

  it("are one text block holding the compact structured JSON, structuredContent and isError false, in every revision", () => {
    for (const revision of REVISIONS) {
      const result = toolResult(ok(value));
      expect(result).toEqual({
        content: [{ type: "text", text: '{"total":1,"items":[{"id":"a","name":"Ä"}]}' }],
        structuredContent: value,
        isError: false,
      });
      const full = revision === "2026-07-28" ? { resultType: "complete", ...result } : result;
      expect(schemaErrors(revision, "CallToolResult", full), revision).toBeNull();
    }
  });

  it("turn input mistakes and misses into isError with one block of compact JSON and no structuredContent", () => {
    expect(toolResult(notFound('No entry with id "x40". Did you mean x402?', ["x402"]))).toEqual({
      content: [{ type: "text", text: '{"error":"No entry with id \\"x40\\". Did you mean x402?","suggestions":["x402"]}' }],
      isError: true,
    });
    expect(JSON.parse((toolResult(fail("bad_request", "Bad.")).content[0] as { text: string }).text)).toEqual({ error: "Bad." });
    expect(schemaErrors("2026-07-28", "CallToolResult", { resultType: "complete", ...toolResult(fail("bad_request", "Bad.")) })).toBeNull();
  });

  it("always give a miss its suggestions (maybe none) and the type a long-form item really has", () => {
    expect(JSON.parse(problemText({ code: "not_found", message: "Gone." }))).toEqual({ error: "Gone.", suggestions: [] });
    expect(JSON.parse(problemText({ code: "not_found", message: "It is a skill.", suggestions: ["a"], type: "skill" }))).toEqual({
      error: "It is a skill.",
      suggestions: ["a"],
      type: "skill",
    });
  });

  it("say an outage in a plain sentence", () => {
    expect(problemText({ code: "upstream_error", message: "The site is down." })).toBe("The site is down.");
    expect(toolResult(fail("upstream_error", "The site is down."))).toEqual({
      content: [{ type: "text", text: "The site is down." }],
      isError: true,
    });
  });
});
