// The host side of the app browser tests, run in the harness page (bundled by test/support/app-host.ts): the
// official MCP client connects to the Worker in one era, reads the tool's ui:// resource, and the official AppBridge
// (@modelcontextprotocol/ext-apps) shows it in `<iframe sandbox="allow-scripts" srcdoc>` under the MCP Apps
// default CSP, as a web host's inner frame does. Everything the view asks of the host is recorded for the test
// (window.harness), and the view's tools/call go to the Worker through the same client.

import { AppBridge, PostMessageTransport, getToolUiResourceUri } from "@modelcontextprotocol/ext-apps/app-bridge";
import type { McpUiHostCapabilities, McpUiHostContext } from "@modelcontextprotocol/ext-apps/app-bridge";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";

/** The CSP a host applies to a view that declares no domains (MCP Apps, "Default CSP"; the draft adds object-src). */
export const DEFAULT_APP_CSP =
  "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; media-src 'self' data:; connect-src 'none'; object-src 'none'";

export interface HostOptions {
  readonly mcpUrl: string;
  readonly era: "modern" | "legacy";
  readonly tool: string;
  readonly args: Record<string, unknown>;
  readonly hostCapabilities: McpUiHostCapabilities;
  readonly hostContext: McpUiHostContext;
  /** "result": send the input and the tool's result once the view is up; "manual": the test sends what it wants. */
  readonly flow: "result" | "manual";
}

export interface Recorded {
  initialized: boolean;
  /** What the Worker answered the model's own call (flow "result"). */
  result: unknown;
  toolCalls: { name: string; arguments: unknown }[];
  links: string[];
  messages: unknown[];
  contexts: unknown[];
  sizes: { width?: number; height?: number }[];
  logs: unknown[];
}

const MIME_TYPE = "text/html;profile=mcp-app";
const recorded: Recorded = { initialized: false, result: null, toolCalls: [], links: [], messages: [], contexts: [], sizes: [], logs: [] };
let bridge: AppBridge | null = null;
let client: Client | null = null;
let context: McpUiHostContext = {};

/** The document with the CSP a web host's sandbox proxy puts on it. */
function underCsp(html: string): string {
  return html.replace(/<head>/i, `<head><meta http-equiv="Content-Security-Policy" content="${DEFAULT_APP_CSP}">`);
}

async function connect(options: HostOptions): Promise<Client> {
  const capabilities = { extensions: { "io.modelcontextprotocol/ui": { mimeTypes: [MIME_TYPE] } } };
  const mcp = new Client(
    { name: "app-harness", version: "1.0.0" },
    options.era === "modern" ? { capabilities, versionNegotiation: { mode: { pin: "2026-07-28" } } } : { capabilities },
  );
  await mcp.connect(new StreamableHTTPClientTransport(new URL(options.mcpUrl)));
  return mcp;
}

/** Calls the tool as the model would, and hands the view its input and result. */
async function sendCall(tool: string, args: Record<string, unknown>): Promise<void> {
  await bridge!.sendToolInput({ arguments: args });
  const result = await client!.callTool({ name: tool, arguments: args });
  recorded.result = result;
  await bridge!.sendToolResult(result as Parameters<AppBridge["sendToolResult"]>[0]);
}

async function start(options: HostOptions): Promise<void> {
  client = await connect(options);
  const tool = (await client.listTools()).tools.find((one) => one.name === options.tool);
  if (tool === undefined) throw new Error(`no tool ${options.tool}`);
  const uri = getToolUiResourceUri(tool);
  if (uri === undefined) throw new Error(`${options.tool} names no ui:// resource`);
  const content = (await client.readResource({ uri })).contents[0] as { mimeType?: string; text?: string };
  if (content.mimeType !== MIME_TYPE || typeof content.text !== "string") throw new Error(`${uri} is not an MCP App`);
  const frame = document.createElement("iframe");
  frame.setAttribute("sandbox", "allow-scripts");
  frame.title = "Index Agentica directory app";
  const dimensions = options.hostContext.containerDimensions as { width?: number; maxWidth?: number; maxHeight?: number } | undefined;
  frame.style.width = `${dimensions?.width ?? dimensions?.maxWidth ?? 720}px`;
  frame.style.height = "120px";
  document.getElementById("host")!.appendChild(frame);
  context = { ...options.hostContext, toolInfo: { tool } };
  // No client: the harness forwards the view's tools/call itself, so it sees each one (AppBridge checks no visibility).
  bridge = new AppBridge(null, { name: "app-harness", version: "1.0.0" }, options.hostCapabilities, { hostContext: context });
  bridge.oncalltool = async (params) => {
    recorded.toolCalls.push({ name: params.name, arguments: params.arguments });
    return (await client!.callTool(params)) as Awaited<ReturnType<NonNullable<AppBridge["oncalltool"]>>>;
  };
  bridge.onopenlink = async ({ url }) => {
    recorded.links.push(url);
    return {};
  };
  bridge.onmessage = async (params) => {
    recorded.messages.push(params);
    return {};
  };
  bridge.onupdatemodelcontext = async (params) => {
    recorded.contexts.push(params);
    return {};
  };
  bridge.addEventListener("sizechange", (size) => {
    recorded.sizes.push(size);
    const cap = dimensions?.maxHeight ?? Number.POSITIVE_INFINITY;
    if (typeof size.height === "number") frame.style.height = `${Math.min(size.height, cap)}px`;
  });
  bridge.addEventListener("loggingmessage", (log) => recorded.logs.push(log));
  const up = new Promise<void>((resolve) => bridge!.addEventListener("initialized", () => resolve()));
  await bridge.connect(new PostMessageTransport(frame.contentWindow!, frame.contentWindow!));
  frame.srcdoc = underCsp(content.text);
  await up;
  recorded.initialized = true;
  if (options.flow === "result") await sendCall(options.tool, options.args);
}

const harness = {
  start,
  sendCall,
  recorded: (): Recorded => recorded,
  sendInputPartial: (args: Record<string, unknown>) => bridge!.sendToolInputPartial({ arguments: args }),
  sendInput: (args: Record<string, unknown>) => bridge!.sendToolInput({ arguments: args }),
  sendCancelled: (reason: string) => bridge!.sendToolCancelled({ reason }),
  /** Changes the host context; the bridge sends the view only what changed. */
  setContext(change: McpUiHostContext) {
    context = { ...context, ...change };
    bridge!.setHostContext(context);
  },
  teardown: () => bridge!.teardownResource({}),
  /** A call the test makes itself (not the view), for what to expect: the structured output. */
  async callTool(name: string, args: Record<string, unknown>) {
    return (await client!.callTool({ name, arguments: args })).structuredContent;
  },
};

export type Harness = typeof harness;
(window as unknown as { harness: Harness }).harness = harness;
