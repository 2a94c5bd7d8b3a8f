// The fixed mixed query set every benchmark run uses, grouped by kind so costs can be compared per kind.

export interface BenchQuery {
  kind: "single" | "multi" | "filtered" | "miss" | "long";
  args: { query: string; type?: string; category?: string; tags?: string[]; limit?: number };
}

/**
 * Requests in a person's words with the four rephrasings a model would add in a listing's words (issue 25): each is
 * timed alone and with its `alternatives`, so the figure is what the four cost on top of the same request.
 */
export const BENCH_ALTERNATIVES: readonly { readonly query: string; readonly alternatives: readonly string[] }[] = [
  {
    query: "find out why my agent got slower and pricier",
    alternatives: ["LLM observability", "latency monitoring", "cost tracking", "agent tracing"],
  },
  { query: "let my agent click around websites", alternatives: ["browser automation", "headless browser", "playwright mcp", "web agents"] },
  {
    query: "keep my agent's code away from my laptop",
    alternatives: ["code sandbox", "isolated code execution", "microvm", "run untrusted code"],
  },
  { query: "pay for an api per call", alternatives: ["x402 payments", "stablecoin micropayments", "agent payments", "http 402"] },
  {
    query: "remember what users told it last month",
    alternatives: ["long-term memory", "agent memory layer", "vector database", "knowledge graph memory"],
  },
];

export const BENCH_QUERIES: readonly BenchQuery[] = [
  { kind: "single", args: { query: "playwright" } },
  { kind: "single", args: { query: "x402" } },
  { kind: "single", args: { query: "agent" } },
  { kind: "single", args: { query: "mcp" } },
  { kind: "single", args: { query: "sandbox" } },
  { kind: "single", args: { query: "memory" } },
  { kind: "multi", args: { query: "browser automation" } },
  { kind: "multi", args: { query: "payment rails for agents" } },
  { kind: "multi", args: { query: "run untrusted code in a sandbox" } },
  { kind: "multi", args: { query: "coding agent harness" } },
  { kind: "multi", args: { query: "web search api" } },
  { kind: "filtered", args: { query: "agent", type: "entry", category: "tools" } },
  { kind: "filtered", args: { query: "mcp", category: "mcp-servers", limit: 20 } },
  { kind: "filtered", args: { query: "payments", tags: ["x402"] } },
  { kind: "filtered", args: { query: "agent", type: "guide" } },
  { kind: "miss", args: { query: "zqxjkvbw" } },
  { kind: "miss", args: { query: "quantum blockchain toaster" } },
  {
    kind: "long",
    args: {
      query:
        "I need an MCP server that lets my coding agent open a real browser, click through pages, fill forms and take screenshots for end to end tests",
    },
  },
  { kind: "long", args: { query: "let my agent pay for an API per request with stablecoins and no account signup" } },
];
