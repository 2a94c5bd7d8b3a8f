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

/**
 * The same need asked in about 200 characters and in about 1,000 (issue 30: a paragraph costs what its telling words
 * cost, within 2x of the short request): each pair is timed through the search tool, the long one being the short
 * one with the narrative an agent wraps around a task.
 */
export const BENCH_LENGTHS: readonly { readonly short: string; readonly long: string }[] = [
  {
    short:
      "We need our support agent to read customer tickets, look up their order in Postgres and answer by email; what should it use to query the database safely without giving it write access?",
    long:
      "Some context first: we are a team of four building a customer support agent for a small online shop, mostly TypeScript on Node with a Next.js dashboard, deployed on a single VPS, and the deadline is the end of the month. " +
      "The agent already reads incoming customer tickets from our helpdesk and drafts answers that a person approves before they go out by email, and that part works well enough for now. " +
      "What it cannot do yet is look up the customer's order, which lives in a Postgres database that the rest of the business also depends on, so nobody wants an agent writing to it by accident. " +
      "We tried pasting query results into the prompt by hand and it does not scale past a handful of tickets a day. " +
      "We need our support agent to read customer tickets, look up their order in Postgres and answer by email; what should it use to query the database safely without giving it write access? " +
      "Open source is preferred, and it should run next to the agent rather than as another hosted service we pay for.",
  },
  {
    short:
      "Our coding agent has to open a real browser, log into our staging site, click through the checkout and take screenshots when a step fails; which browser automation should it drive?",
    long:
      "We maintain an e-commerce storefront with a React front end and a Django back end, and our coding agent writes most of the end to end tests now, which has been a big help for a team that never had time for them. " +
      "The tests it writes are plain scripts, though, and it has no way to see what actually happens on the page, so half of them break on the first layout change and somebody has to debug them by hand late in the evening. " +
      "Our coding agent has to open a real browser, log into our staging site, click through the checkout and take screenshots when a step fails; which browser automation should it drive? " +
      "It runs in GitHub Actions and on laptops, Linux and macOS, and we would rather not pay per minute for a cloud browser while we are still experimenting with the idea. " +
      "A headless mode matters for CI, and being able to watch it locally matters for us when something goes wrong and we need to understand why.",
  },
  {
    short:
      "Before we ship the new release we want to know why answers got slower and more expensive after switching models, with traces of every call and the cost per request; what should we add?",
    long:
      "Our product is a research assistant that plans a few steps, calls a handful of tools and writes a report, built on LangGraph with a mix of hosted models and one we serve ourselves for the cheaper steps. " +
      "Last week we switched the planner to a newer model, and since then people complain that reports take twice as long, while the monthly bill went up far more than the token prices alone would explain. " +
      "Before we ship the new release we want to know why answers got slower and more expensive after switching models, with traces of every call and the cost per request; what should we add? " +
      "We also want to compare the old and new planner on a fixed set of questions before anything goes to customers, and the data should stay on our own infrastructure if that is at all possible, " +
      "because some of the documents our users upload are confidential and our contracts say so in writing.",
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
