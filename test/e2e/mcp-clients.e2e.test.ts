// Real clients against every target: the MCP Inspector CLI in both eras, the v1 TypeScript SDK's
// StreamableHTTPClientTransport, and the v2 client in its legacy default and pinned to 2026-07-28.
// Each lists the tools and calls all four; structured results are checked against the tools' outputSchema. Each
// also lists the prompts, gets all four, and the SDKs complete a prompt argument (ref/prompt).

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Client as ClientV2, StreamableHTTPClientTransport as TransportV2 } from "@modelcontextprotocol/client";
import { Client as ClientV1 } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport as TransportV1 } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import Ajv2020 from "ajv/dist/2020";
import { afterAll, beforeAll, expect, it } from "vitest";
import { PROMPT_NAMES } from "../../src/prompts/registry";
import { MCP_TOOLS } from "../../src/tools/registry";
import { runProcess } from "../support/run-process";
import { describeEachTarget, getJson } from "./helpers";

const ROOT = resolve(import.meta.dirname, "../..");
const INSPECTOR = join(ROOT, "node_modules/@modelcontextprotocol/inspector/clients/launcher/build/index.js");
// One Inspector run connects, makes one call and exits in a second or two; this only catches a hang.
const INSPECTOR_TIMEOUT_MS = 90_000;
// Under that: the Inspector's own connect deadline (15 s by default) is too tight for a loaded 2-core CI machine.
const INSPECTOR_CONNECT_TIMEOUT_MS = 60_000;

const ajv = new Ajv2020({ strict: false, allErrors: true });
const outputValidators = new Map(MCP_TOOLS.map((tool) => [tool.name, ajv.compile(tool.outputSchema as object)]));

function expectConforms(name: string, structured: unknown): void {
  const validate = outputValidators.get(name)!;
  expect(validate(structured), `${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
}

interface ToolCallResult {
  content: { type: string; text?: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
  _meta?: Record<string, unknown>;
}

/** One call per tool, with ids that exist in the target's data. */
async function callsFor(base: string): Promise<[string, Record<string, unknown>][]> {
  const entries = await getJson<{ ids: string[] }>(`${base}/entries`);
  const content = await getJson<{ items: { type: string; id: string }[] }>(`${base}/content`);
  const calls: [string, Record<string, unknown>][] = [
    ["search", { query: "browser automation", limit: 3 }],
    ["get_entry", { id: entries.body.ids[0]! }],
    ["list_categories", {}],
  ];
  const item = content.body.items[0];
  // With nothing published, get_content can only be called for a miss (an isError result, still a valid call).
  calls.splice(2, 0, ["get_content", item ? { type: item.type, id: item.id } : { type: "guide", id: "nothing-published" }]);
  return calls;
}

interface PromptResult {
  description?: string;
  messages: { role: string; content: { type: string; text?: string; resource?: { uri: string; text?: string } } }[];
}

/** One get per prompt, with ids that exist in the target's data. */
async function promptsFor(base: string): Promise<[string, Record<string, string>][]> {
  const ids = (await getJson<{ ids: string[] }>(`${base}/entries`)).body.ids;
  return [
    ["find", { need: "browser automation without an API key" }],
    ["compare", { ids: `${ids[0]}, ${ids[1]}` }],
    ["install", { id: ids[0]!, client: "cursor" }],
    ["alternatives", { id: ids[1]! }],
  ];
}

/** What every prompt's answer holds: user messages ending in the instructions; compare and alternatives carry entries. */
function expectPrompt(name: string, args: Record<string, string>, result: PromptResult): void {
  expect(result.messages.length, name).toBeGreaterThan(0);
  for (const message of result.messages) expect(message.role).toBe("user");
  expect(result.messages.at(-1)!.content.type).toBe("text");
  const uris = result.messages.flatMap((message) => (message.content.resource ? [message.content.resource.uri] : []));
  if (name === "compare") expect(uris.slice(0, 2)).toEqual(args.ids!.split(", ").map((id) => `indexagentica://entries/${id}`));
  if (name === "alternatives") expect(uris).toEqual([`indexagentica://entries/${args.id}`]);
  if (name === "find") expect(result.messages[0]!.content.text).toContain(args.need);
}

describeEachTarget("clients on $name", (target) => {
  const url = `${target.base}/mcp`;
  let calls: [string, Record<string, unknown>][];
  let prompts: [string, Record<string, string>][];
  let home: string;

  beforeAll(async () => {
    calls = await callsFor(target.base);
    prompts = await promptsFor(target.base);
    home = await mkdtemp(join(tmpdir(), "iam-inspector-"));
  });
  afterAll(async () => {
    await rm(home, { recursive: true, force: true });
  });

  async function inspector(args: string[]): Promise<Record<string, unknown>> {
    const env = { HOME: home, MCP_CATALOG_PATH: join(home, "mcp.json"), MCP_CLIENT_CONFIG_PATH: join(home, "client.json") };
    const run = await runProcess(
      process.execPath,
      [
        INSPECTOR,
        "--cli",
        url,
        "--transport",
        "http",
        "--format",
        "json",
        "--connect-timeout",
        String(INSPECTOR_CONNECT_TIMEOUT_MS),
        ...args,
      ],
      {
        timeoutMs: INSPECTOR_TIMEOUT_MS,
        env,
        cwd: home,
      },
    );
    expect(run.timedOut).toBe(false);
    expect(run.code, `${args.join(" ")}\n${run.stderr.slice(-2_000)}`).toBe(0);
    return JSON.parse(run.stdout) as Record<string, unknown>;
  }

  it.each(["legacy", "modern"])(
    "MCP Inspector CLI --protocol-era %s: tools/list and tools/call of all four tools",
    async (era) => {
      const list = (await inspector(["--protocol-era", era, "--method", "tools/list"])).result as { tools: { name: string }[] };
      expect(list.tools.map((tool) => tool.name)).toEqual(["search", "get_entry", "get_content", "list_categories"]);
      for (const [name, args] of calls) {
        const output = await inspector([
          "--protocol-era",
          era,
          "--method",
          "tools/call",
          "--tool-name",
          name,
          "--tool-args-json",
          JSON.stringify(args),
        ]);
        const result = output.result as ToolCallResult;
        if (name === "get_content" && args.id === "nothing-published") {
          expect(result.isError).toBe(true);
          continue;
        }
        expect(result.isError ?? false, JSON.stringify(result).slice(0, 300)).toBe(false);
        expectConforms(name, result.structuredContent);
        // Search's text is its compact hit list from 2025-06-18 on (both eras here), with a resource_link per hit.
        if (name === "search") {
          const list = JSON.parse(result.content[0]!.text!) as { results: { id: string }[] };
          const hits = (result.structuredContent!.results as { id: string }[]).map((hit) => hit.id);
          expect(list.results.map((hit) => hit.id)).toEqual(hits);
          expect(result.content.filter((block) => block.type === "resource_link")).toHaveLength(hits.length);
        } else {
          expect(result.content[0]!.text).toBe(JSON.stringify(result.structuredContent));
        }
        // Only 2026-07-28 results carry serverInfo in _meta: proof of which era was spoken.
        expect(Boolean(result._meta?.["io.modelcontextprotocol/serverInfo"]), era).toBe(era === "modern");
      }
    },
    INSPECTOR_TIMEOUT_MS * 6,
  );

  it.each(["legacy", "modern"])(
    "MCP Inspector CLI --protocol-era %s: prompts/list and prompts/get of all four prompts",
    async (era) => {
      const list = (await inspector(["--protocol-era", era, "--method", "prompts/list"])).result as { prompts: { name: string }[] };
      expect(list.prompts.map((prompt) => prompt.name)).toEqual(PROMPT_NAMES);
      for (const [name, args] of prompts) {
        const pairs = Object.entries(args).map(([key, value]) => `${key}=${value}`);
        const output = await inspector([
          "--protocol-era",
          era,
          "--method",
          "prompts/get",
          "--prompt-name",
          name,
          "--prompt-args",
          ...pairs,
        ]);
        const result = output.result as PromptResult & { _meta?: Record<string, unknown> };
        expectPrompt(name, args, result);
        expect(Boolean(result._meta?.["io.modelcontextprotocol/serverInfo"]), era).toBe(era === "modern");
      }
    },
    INSPECTOR_TIMEOUT_MS * 5,
  );

  type AnyClient = ClientV1 | ClientV2;

  /** Error events seen, and the era the client landed on (read before close, which forgets it). */
  async function exercise(client: AnyClient, transport: TransportV1 | TransportV2): Promise<{ errors: string[]; era: string | undefined }> {
    const errors: string[] = [];
    let era: string | undefined;
    client.onerror = (error: Error) => errors.push(`client: ${error.message}`);
    await client.connect(transport as never);
    transport.onerror = (error: Error) => errors.push(`transport: ${error.message}`);
    try {
      era = "getProtocolEra" in client ? client.getProtocolEra() : undefined;
      const tools = await client.listTools();
      expect(tools.tools.map((tool) => tool.name)).toEqual(["search", "get_entry", "get_content", "list_categories"]);
      for (const [name, args] of calls) {
        const result = (await client.callTool({ name, arguments: args })) as ToolCallResult;
        if (name === "get_content" && args.id === "nothing-published") {
          expect(result.isError).toBe(true);
          continue;
        }
        expect(result.isError ?? false, `${name}: ${JSON.stringify(result).slice(0, 300)}`).toBe(false);
        expectConforms(name, result.structuredContent);
      }
      const listed = await client.listPrompts();
      expect(listed.prompts.map((prompt) => prompt.name)).toEqual(PROMPT_NAMES);
      for (const [name, args] of prompts) expectPrompt(name, args, (await client.getPrompt({ name, arguments: args })) as PromptResult);
      const id = prompts.find(([name]) => name === "install")![1].id!;
      const completion = await client.complete({
        ref: { type: "ref/prompt", name: "install" },
        argument: { name: "id", value: id.slice(0, -1) },
      });
      expect(completion.completion.values).toContain(id);
    } finally {
      await client.close();
    }
    return { errors, era };
  }

  it("TypeScript SDK v1 (StreamableHTTPClientTransport): connect, list, call each tool, get each prompt, no error events", async () => {
    const client = new ClientV1({ name: "iam-e2e-sdk-v1", version: "1.0.0" });
    const { errors } = await exercise(client, new TransportV1(new URL(url)));
    expect(errors).toEqual([]);
    expect(client.getServerVersion()?.name).toBe("indexagentica-mcp");
  });

  it("TypeScript SDK v2 client, legacy default: connect, list, call each tool, get each prompt, no error events", async () => {
    const client = new ClientV2({ name: "iam-e2e-sdk-v2", version: "1.0.0" });
    expect(await exercise(client, new TransportV2(new URL(url)))).toEqual({ errors: [], era: "legacy" });
  });

  it("TypeScript SDK v2 client pinned to 2026-07-28: connect, list, call each tool, get each prompt, no error events", async () => {
    const client = new ClientV2({ name: "iam-e2e-sdk-v2", version: "1.0.0" }, { versionNegotiation: { mode: { pin: "2026-07-28" } } });
    expect(await exercise(client, new TransportV2(new URL(url)))).toEqual({ errors: [], era: "modern" });
  });

  it("TypeScript SDK v2 client in auto mode discovers the modern era", async () => {
    const client = new ClientV2({ name: "iam-e2e-sdk-v2", version: "1.0.0" }, { versionNegotiation: { mode: "auto" } });
    expect(await exercise(client, new TransportV2(new URL(url)))).toEqual({ errors: [], era: "modern" });
  });
});
