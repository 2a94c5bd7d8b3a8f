// Judged need-queries over the bundled sample catalogue (src/catalog/sample): the plain-language requests
// of fixture-need-queries.ts that this small catalogue can answer, and a few of its own.
//
// Provenance. Written on 2026-12-01 and judged from the catalogue text alone: every entry's name,
// summary, description, tags, category and pricing in index.json, and the title, summary, tags, entries
// and body of the four long-form items under longform/. No search engine (ours or any other) was run
// while the requests were written or judged, and no engine's output was looked at. The judgements were
// frozen, in their own commit, before anything was scored against them; change a grade only to fix a
// misreading of the text, say why in the commit, and never because of a ranker's output.
// Judged on: index.json generated 2026-11-01T00:00:00.000Z (43 entries, sha256 d4c063b0…), and
// longform.json generated 2026-11-01T00:00:00.000Z (4 items, sha256 8d9dc156…).
//
// Grades and kinds are those of fixture-need-queries.ts: 3 = an ideal answer, 2 = a good answer,
// 1 = a partial answer; plain-need, different-wording, platform-constraint, how-to.

import type { JudgedQuery } from "./judgements";

const GUIDE = "automate-a-browser-with-playwright-mcp";
const COMPARISON = "code-sandboxes-for-agents";
const STACK = "agent-that-pays-for-apis";
const SKILL = "search-the-directory";

export const SAMPLE_NEED_QUERIES: readonly JudgedQuery[] = [
  // Plain need: the job in plain words.
  {
    kind: "plain-need",
    q: "let my agent click through a website in a real browser",
    relevant: { "playwright-mcp": 3, [GUIDE]: 3, playwright: 2, puppeteer: 2, browserbase: 2 },
  },
  {
    kind: "plain-need",
    q: "run code the model wrote without putting my machine at risk",
    relevant: { e2b: 3, daytona: 3, "codesandbox-sdk": 3, modal: 3, [COMPARISON]: 3, "e2b-code-interpreter": 2, "codex-cli": 1 },
  },
  {
    kind: "plain-need",
    q: "search the web for fresh results from inside my agent",
    relevant: { "brave-search-api": 3, "exa-api": 3, "tavily-api": 3, firecrawl: 1 },
  },
  {
    kind: "plain-need",
    q: "remember facts about each user across conversations",
    relevant: { mem0: 3, letta: 3 },
  },
  {
    kind: "plain-need",
    q: "record traces of my agent's llm calls and what they cost",
    relevant: { langfuse: 3, "openai-agents-sdk": 1, [STACK]: 1 },
  },
  {
    kind: "plain-need",
    q: "let agents from different vendors hand tasks to each other",
    relevant: { "agent2agent-protocol": 3, "openai-agents-sdk": 1 },
  },
  {
    kind: "plain-need",
    q: "let the agent read and edit files only inside one project folder",
    relevant: { "filesystem-mcp-server": 3 },
  },

  // Different wording: the job in words the right items do not use.
  {
    kind: "different-wording",
    q: "drive headless chrome from my agent",
    relevant: { puppeteer: 3, browserbase: 3, "playwright-mcp": 2, playwright: 2, [GUIDE]: 2 },
  },
  {
    kind: "different-wording",
    q: "my agent needs a throwaway computer it can break",
    relevant: { e2b: 3, [COMPARISON]: 3, daytona: 2, "codesandbox-sdk": 2, modal: 2, "e2b-code-interpreter": 1 },
  },
  {
    kind: "different-wording",
    q: "see why my agent's last run went wrong",
    relevant: { langfuse: 3, "openai-agents-sdk": 1 },
  },
  {
    kind: "different-wording",
    q: "open pull requests and update tickets from the agent",
    relevant: { "github-mcp-server": 3 },
  },
  {
    kind: "different-wording",
    q: "pull the readable text out of web pages so the model can use it",
    relevant: { firecrawl: 3, "tavily-api": 2, "exa-api": 2 },
  },
  {
    kind: "different-wording",
    q: "ask questions about an open-source codebase without cloning it",
    relevant: { "deepwiki-mcp": 3, "github-mcp-server": 2 },
  },
  {
    kind: "different-wording",
    q: "put my agent's api spending on a credit card",
    relevant: { "stripe-agent-toolkit": 3, [STACK]: 2 },
  },
  {
    kind: "different-wording",
    q: "let my agent hold digital dollars and pay with them",
    relevant: { "coinbase-agentkit": 3, [STACK]: 3, x402: 2 },
  },

  // Platform constraint: the job plus a hard constraint.
  {
    kind: "platform-constraint",
    q: "sandbox with gpus for python code",
    relevant: { modal: 3, [COMPARISON]: 2 },
  },
  {
    kind: "platform-constraint",
    q: "agent framework for typescript",
    relevant: { "cloudflare-agents-sdk": 3, langgraph: 3, "openai-agents-sdk": 3 },
  },
  {
    kind: "platform-constraint",
    q: "run my agent at the edge on cloudflare",
    relevant: { "cloudflare-agents-sdk": 3, "cloudflare-workers": 3, "cloudflare-docs-mcp": 1 },
  },
  {
    kind: "platform-constraint",
    q: "free documentation mcp server that needs no key",
    relevant: { "cloudflare-docs-mcp": 3, "deepwiki-mcp": 2, "indexagentica-mcp": 1 },
  },
  {
    kind: "platform-constraint",
    q: "llm tracing i can self-host",
    relevant: { langfuse: 3 },
  },
  {
    kind: "platform-constraint",
    q: "coding agent for vs code that works with my own model",
    relevant: { cline: 3, cursor: 1, aider: 1 },
  },
  {
    kind: "platform-constraint",
    q: "open-source coding agent for the terminal",
    relevant: { aider: 3, "codex-cli": 3, cline: 1, "claude-code": 1 },
  },

  // How-to: answered best by a long-form item, with the entries it relies on.
  {
    kind: "how-to",
    q: "how do i give my coding agent a browser it can use",
    relevant: { [GUIDE]: 3, "playwright-mcp": 2, browserbase: 1, playwright: 1, puppeteer: 1 },
  },
  {
    kind: "how-to",
    q: "which code sandbox suits an agent that keeps coming back to the same workspace",
    relevant: { [COMPARISON]: 3, daytona: 2, "codesandbox-sdk": 1, e2b: 1 },
  },
  {
    kind: "how-to",
    q: "how do i cap what my agent spends when it pays for apis",
    relevant: { [STACK]: 3, x402: 1, "coinbase-agentkit": 1, "stripe-agent-toolkit": 1 },
  },
  {
    kind: "how-to",
    q: "how can my agent look up tools in this directory",
    relevant: { [SKILL]: 3, "indexagentica-mcp": 2, "llms-txt": 1 },
  },
  {
    kind: "how-to",
    q: "how do i try a browser mcp server's tools by hand before my agent uses it",
    relevant: { [GUIDE]: 3, "mcp-inspector": 2, "playwright-mcp": 1 },
  },
  {
    kind: "how-to",
    q: "stop my browsing agent from using my own logged-in accounts",
    relevant: { [GUIDE]: 3, browserbase: 1, "playwright-mcp": 1 },
  },
  {
    kind: "how-to",
    q: "how to pay for an api call with stablecoins step by step",
    relevant: { [STACK]: 3, x402: 2, "coinbase-agentkit": 1 },
  },
];
