// The prompt definitions as clients will use them, and the names they borrow from the tools: every prompt a one-word
// command with a description and a required first argument (Claude Code fills arguments by position), no two
// arguments of one prompt alike, and every tool, argument, field and client a message names one that exists.

import { describe, expect, it } from "vitest";
import type { JsonSchema } from "../../src/schema/json-schema";
import type { Entry } from "../../src/site/types";
import { getEntryTool } from "../../src/tools/get-entry";
import { installSnippets } from "../../src/tools/install";
import { MCP_TOOLS } from "../../src/tools/registry";
import { searchTool } from "../../src/tools/search";
import { CLIENT_KEYS, clientOf, DEFAULT_CLIENT } from "../../src/prompts/install";
import { PROMPT_NAMES, PROMPTS, promptNamed } from "../../src/prompts/registry";
import { DECIDING_FACTS, DECIDING_FIELDS, GET_CONTENT, GET_ENTRY, SEARCH, SEARCH_ARG } from "../../src/prompts/wording";

describe("the prompt definitions", () => {
  it("are one-word commands with a title, a description and arguments a client can ask for", () => {
    expect(PROMPT_NAMES).toEqual(["find", "compare", "install", "alternatives"]);
    for (const prompt of PROMPTS) {
      expect(prompt.name).toMatch(/^[a-z]+$/);
      expect(prompt.title.length).toBeGreaterThan(5);
      expect(prompt.description.length, prompt.name).toBeGreaterThan(80);
      const names = prompt.arguments.map((argument) => argument.name);
      expect(new Set(names).size, prompt.name).toBe(names.length);
      // Claude Code assigns typed words to arguments in order: the one a person always types comes first.
      expect(prompt.arguments[0]?.required, prompt.name).toBe(true);
      for (const argument of prompt.arguments) {
        expect(argument.name).toMatch(/^[a-z]+$/);
        expect(argument.description.length).toBeGreaterThan(10);
        if (!argument.required) expect(argument.description).toMatch(/^Optional: /);
      }
      expect(promptNamed(prompt.name)).toBe(prompt);
    }
    expect(promptNamed("Find")).toBeUndefined();
  });

  it("name tools that tools/list publishes and search arguments that search takes", () => {
    const published = MCP_TOOLS.map((tool) => tool.name);
    for (const name of [SEARCH, GET_ENTRY, GET_CONTENT]) expect(published).toContain(name);
    const properties = Object.keys(searchTool.inputSchema.properties ?? {});
    for (const argument of Object.values(SEARCH_ARG)) expect(properties).toContain(argument);
  });

  it("weigh tools on fields get_entry returns", () => {
    const entry = (getEntryTool.outputSchema.properties as Record<string, JsonSchema>).entry!;
    for (const { field } of DECIDING_FIELDS) {
      let schema: JsonSchema | undefined = entry;
      for (const part of field.split(".")) schema = (schema?.properties as Record<string, JsonSchema> | undefined)?.[part];
      expect(schema, field).toBeDefined();
    }
    expect(DECIDING_FACTS).toBe(
      "remote MCP endpoint (agent_access.mcp_endpoint), sign-in (agent_access.auth), licence (license), pricing and status",
    );
  });

  it("know exactly the clients get_entry has install snippets for", () => {
    const snippets = installSnippets({ id: "x", agent_access: { mcp_endpoint: "https://example.com/mcp" } } as unknown as Entry)!;
    expect([...CLIENT_KEYS].sort()).toEqual(Object.keys(snippets.clients).sort());
    expect(CLIENT_KEYS).toContain(DEFAULT_CLIENT);
    expect(["Claude Code", "claude-code", "CLAUDE_CODE", "claudecode"].map(clientOf)).toEqual(Array(4).fill("claude_code"));
    expect(["VS Code", "vscode", "Cursor"].map(clientOf)).toEqual(["vscode", "vscode", "cursor"]);
    expect(["", "zed", "claude"].map(clientOf)).toEqual([undefined, undefined, undefined]);
  });
});
