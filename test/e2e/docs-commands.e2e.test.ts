// The commands the docs tell a reader to run, run as written against every target (only the host swapped):
// llms-install.md's curl and MCP Inspector checks, README's REST examples and docs/protocol.md's Inspector examples
// for `npm run dev`. docs/protocol.md's MCP curl block for both eras is run by mcp-wire.e2e.test.ts; the client config
// snippets are checked by test/docs/docs.test.ts and connected with the real clients by `npm run verify:clients`.

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { PRODUCTION_MCP_URL } from "../../src/core/server-info";
import { PROJECT_ROOT, shellCommands, snippet } from "../support/doc-snippets";
import { runProcess } from "../support/run-process";
import { describeEachTarget } from "./helpers";

const PRODUCTION_ORIGIN = new URL(PRODUCTION_MCP_URL).origin;
const LOCAL_BASE = "http://127.0.0.1:8787";
// One command answers in a second or two (the Inspector starts a Node process); this only bounds a hang.
const COMMAND_TIMEOUT_MS = 90_000;
// Appended to the Inspector commands only: its own 15 s connect deadline is too tight for a loaded 2-core machine.
const INSPECTOR_CONNECT_TIMEOUT = " --connect-timeout 60000";
const TOOL_NAMES = ["search", "get_entry", "get_content", "list_categories"];

interface ToolsResult {
  tools?: { name: string }[];
  content?: { type: string; text: string }[];
  isError?: boolean;
  messages?: { role: string; content: { type: string; text?: string } }[];
}

describeEachTarget("documented commands on $name", (target) => {
  let home: string;

  beforeAll(async () => {
    home = await mkdtemp(join(tmpdir(), "iam-doc-commands-"));
  });
  afterAll(async () => {
    await rm(home, { recursive: true, force: true });
  });

  /** Runs one documented command with its origin pointed at the target; returns stdout. */
  async function run(command: string, from: string): Promise<string> {
    expect(command).toContain(from);
    const inspector = command.includes("inspector --cli");
    const line = command.replaceAll(from, target.base) + (inspector ? INSPECTOR_CONNECT_TIMEOUT : "");
    const result = await runProcess("sh", ["-c", line], {
      timeoutMs: COMMAND_TIMEOUT_MS,
      cwd: PROJECT_ROOT,
      // The Inspector keeps its catalogue and client config under HOME; npx must not check for npm updates.
      env: {
        HOME: home,
        MCP_CATALOG_PATH: join(home, "mcp.json"),
        MCP_CLIENT_CONFIG_PATH: join(home, "client.json"),
        NPM_CONFIG_UPDATE_NOTIFIER: "false",
      },
    });
    expect(result.timedOut, command).toBe(false);
    expect(result.code, `${command}\n${result.stderr.slice(-2_000)}`).toBe(0);
    return result.stdout;
  }

  /** tools/list lists the four tools; tools/call search answers hits, not an error; prompts/get install gives a snippet. */
  function expectToolsAnswer(command: string, result: ToolsResult): void {
    if (command.includes("tools/list")) {
      expect(result.tools?.map((tool) => tool.name)).toEqual(TOOL_NAMES);
      return;
    }
    if (command.includes("prompts/get")) {
      const text = result.messages?.at(-1)?.content.text ?? "";
      expect(text, JSON.stringify(result).slice(0, 300)).toMatch(/^Install .* in Cursor: it is a remote MCP server/);
      return;
    }
    expect(result.isError ?? false, JSON.stringify(result).slice(0, 300)).toBe(false);
    const page = JSON.parse(result.content![0]!.text) as { query: string; results: unknown[] };
    expect(page.query).toBe("browser automation");
    expect(page.results.length).toBeGreaterThan(0);
  }

  it("llms-install.md: the curl checks list the tools and call search", async () => {
    const commands = shellCommands(snippet("verify-curl", ["llms-install.md"]).code);
    expect(commands).toHaveLength(2);
    for (const command of commands) {
      const reply = JSON.parse(await run(command, PRODUCTION_ORIGIN)) as { result?: ToolsResult; error?: unknown };
      expect(reply.error, command).toBeUndefined();
      expectToolsAnswer(command, reply.result!);
    }
  });

  it(
    "llms-install.md: the MCP Inspector CLI checks (npx) list the tools and call search",
    async () => {
      const commands = shellCommands(snippet("verify-inspector", ["llms-install.md"]).code);
      expect(commands).toHaveLength(2);
      for (const command of commands) expectToolsAnswer(command, JSON.parse(await run(command, PRODUCTION_ORIGIN)) as ToolsResult);
    },
    COMMAND_TIMEOUT_MS * 2,
  );

  it(
    "docs/protocol.md: the Inspector examples for npm run dev, in both eras",
    async () => {
      const commands = shellCommands(snippet("local-inspector", ["docs/protocol.md"]).code);
      expect(commands.length).toBeGreaterThanOrEqual(2);
      expect(commands.some((command) => command.includes("--protocol-era modern"))).toBe(true);
      for (const command of commands) expectToolsAnswer(command, JSON.parse(await run(command, LOCAL_BASE)) as ToolsResult);
    },
    COMMAND_TIMEOUT_MS * 2,
  );

  it("README.md: the REST examples for npm run dev answer search hits and an entry", async () => {
    const commands = shellCommands(snippet("local-rest", ["README.md"]).code);
    expect(commands.length).toBeGreaterThanOrEqual(2);
    for (const command of commands) {
      const body = JSON.parse(await run(command, LOCAL_BASE)) as { results?: unknown[]; id?: string };
      if (command.includes("/search")) expect(body.results!.length).toBeGreaterThan(0);
      // The entry itself at the top level, as the live service answers.
      else expect(body.id).toMatch(/^[a-z0-9-]+$/);
    }
  });
});
