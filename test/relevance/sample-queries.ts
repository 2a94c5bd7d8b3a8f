// Judged queries over the bundled sample catalogue (src/catalog/sample): 43 entries and one guide,
// comparison, stack and skill. Grades: 2 = what the agent is after, 1 = also worth showing.

import type { JudgedQuery } from "./judgements";

const GUIDE = "automate-a-browser-with-playwright-mcp";
const COMPARISON = "code-sandboxes-for-agents";
const STACK = "agent-that-pays-for-apis";
const SKILL = "search-the-directory";

export const SAMPLE_QUERIES: readonly JudgedQuery[] = [
  // Exact names (entries and long-form titles).
  { kind: "name", q: "Playwright", relevant: { playwright: 2, "playwright-mcp": 1, [GUIDE]: 1 } },
  { kind: "name", q: "Claude Code", relevant: { "claude-code": 2 } },
  { kind: "name", q: "Model Context Protocol (MCP)", relevant: { "model-context-protocol": 2 } },
  { kind: "name", q: "CodeSandbox SDK", relevant: { "codesandbox-sdk": 2, [COMPARISON]: 1 } },
  { kind: "name", q: "Stripe Agent Toolkit", relevant: { "stripe-agent-toolkit": 2, [STACK]: 1 } },
  { kind: "name", q: "Agent2Agent (A2A) Protocol", relevant: { "agent2agent-protocol": 2 } },
  { kind: "name", q: "E2B Code Interpreter", relevant: { "e2b-code-interpreter": 2, e2b: 1 } },
  { kind: "name", q: "Cursor", relevant: { cursor: 2 } },
  { kind: "name", q: "llms.txt", relevant: { "llms-txt": 2 } },
  { kind: "name", q: "AGENTS.md", relevant: { "agents-md": 2 } },
  { kind: "name", q: "Code sandboxes for agents", relevant: { [COMPARISON]: 2, e2b: 1, daytona: 1, "codesandbox-sdk": 1 } },
  { kind: "name", q: "An agent that can pay for APIs", relevant: { [STACK]: 2, x402: 1 } },
  { kind: "name", q: "Index Agentica MCP Server", relevant: { "indexagentica-mcp": 2, [SKILL]: 1 } },
  { kind: "name", q: "Search the directory", relevant: { [SKILL]: 2, "indexagentica-mcp": 1 } },
  { kind: "name", q: "Mem0", relevant: { mem0: 2 } },
  { kind: "name", q: "Cloudflare Workers", relevant: { "cloudflare-workers": 2, "cloudflare-agents-sdk": 1 } },
  { kind: "name", q: "GitHub MCP Server", relevant: { "github-mcp-server": 2 } },
  { kind: "name", q: "Automate a browser from an agent with Playwright MCP", relevant: { [GUIDE]: 2, "playwright-mcp": 1 } },
  { kind: "name", q: "Letta", relevant: { letta: 2 } },

  // Exact ids.
  { kind: "id", q: "playwright-mcp", relevant: { "playwright-mcp": 2, [GUIDE]: 1, playwright: 1 } },
  { kind: "id", q: "e2b", relevant: { e2b: 2, "e2b-code-interpreter": 1, [COMPARISON]: 1 } },
  { kind: "id", q: "x402", relevant: { x402: 2, [STACK]: 1, "coinbase-agentkit": 1 } },
  { kind: "id", q: "codex-cli", relevant: { "codex-cli": 2 } },
  { kind: "id", q: "openai-agents-sdk", relevant: { "openai-agents-sdk": 2 } },
  { kind: "id", q: "filesystem-mcp-server", relevant: { "filesystem-mcp-server": 2 } },
  { kind: "id", q: "agent-skills-spec", relevant: { "agent-skills-spec": 2, "skill-creator": 1, "anthropic-skills": 1 } },
  { kind: "id", q: "cloudflare-docs-mcp", relevant: { "cloudflare-docs-mcp": 2 } },
  { kind: "id", q: "search-the-directory", relevant: { [SKILL]: 2 } },
  { kind: "id", q: "brave-search-api", relevant: { "brave-search-api": 2 } },
  { kind: "id", q: "code-sandboxes-for-agents", relevant: { [COMPARISON]: 2 } },

  // Tags as published.
  { kind: "tag", q: "browser-automation", relevant: { playwright: 2, "playwright-mcp": 2, puppeteer: 2, [GUIDE]: 1, browserbase: 1 } },
  {
    kind: "tag",
    q: "remote-mcp",
    relevant: { "cloudflare-docs-mcp": 2, "deepwiki-mcp": 2, "github-mcp-server": 2, "indexagentica-mcp": 2, "cloudflare-agents-sdk": 1 },
  },
  { kind: "tag", q: "stablecoins", relevant: { x402: 2, "coinbase-agentkit": 2, [STACK]: 2 } },
  { kind: "tag", q: "web-search", relevant: { "brave-search-api": 2, "exa-api": 2, "tavily-api": 2 } },
  { kind: "tag", q: "coding-agent", relevant: { "claude-code": 2, aider: 2, cline: 2, "codex-cli": 2, cursor: 2, "agents-md": 1 } },
  { kind: "tag", q: "memory", relevant: { mem0: 2, letta: 2 } },
  {
    kind: "tag",
    q: "sandbox",
    relevant: { e2b: 2, daytona: 2, "codesandbox-sdk": 2, modal: 2, "e2b-code-interpreter": 1, [COMPARISON]: 2, "codex-cli": 1 },
  },
  { kind: "tag", q: "observability", relevant: { langfuse: 2 } },
  { kind: "tag", q: "mcp-client", relevant: { "claude-code": 2, cline: 2, cursor: 2, "codex-cli": 1 } },
  { kind: "tag", q: "agent-framework", relevant: { "cloudflare-agents-sdk": 2, crewai: 2, langgraph: 2, "openai-agents-sdk": 2 } },

  // Purposes, in an agent's words.
  { kind: "purpose", q: "browser automation", relevant: { playwright: 2, "playwright-mcp": 2, puppeteer: 2, [GUIDE]: 2, browserbase: 1 } },
  {
    kind: "purpose",
    q: "let my agent pay for an API",
    relevant: { [STACK]: 2, x402: 2, "stripe-agent-toolkit": 1, "coinbase-agentkit": 1 },
  },
  {
    kind: "purpose",
    q: "run untrusted code safely",
    relevant: { e2b: 2, daytona: 2, modal: 2, [COMPARISON]: 2, "codesandbox-sdk": 1, "e2b-code-interpreter": 1 },
  },
  { kind: "purpose", q: "long-term memory for agents", relevant: { letta: 2, mem0: 2 } },
  { kind: "purpose", q: "web search api for agents", relevant: { "tavily-api": 2, "exa-api": 2, "brave-search-api": 2 } },
  { kind: "purpose", q: "scrape a website into markdown", relevant: { firecrawl: 2 } },
  { kind: "purpose", q: "test an MCP server by hand", relevant: { "mcp-inspector": 2, [GUIDE]: 1 } },
  { kind: "purpose", q: "coding agent in the terminal", relevant: { "claude-code": 2, "codex-cli": 2, aider: 2, cline: 1, cursor: 1 } },
  { kind: "purpose", q: "trace and evaluate llm calls", relevant: { langfuse: 2 } },
  { kind: "purpose", q: "multi-agent framework in python", relevant: { crewai: 2, langgraph: 1, "openai-agents-sdk": 1 } },
  { kind: "purpose", q: "how do I give my agent a crypto wallet", relevant: { "coinbase-agentkit": 2, [STACK]: 1 } },
  { kind: "purpose", q: "ask questions about a github repository", relevant: { "deepwiki-mcp": 2, "github-mcp-server": 1 } },
  { kind: "purpose", q: "serverless functions at the edge", relevant: { "cloudflare-workers": 2, modal: 1 } },
  { kind: "purpose", q: "instructions file for coding agents in a repo", relevant: { "agents-md": 2 } },
  { kind: "purpose", q: "write a new skill", relevant: { "skill-creator": 2, "agent-skills-spec": 1, "anthropic-skills": 1 } },
  { kind: "purpose", q: "find mcp servers in the directory", relevant: { "indexagentica-mcp": 2, [SKILL]: 2 } },
  { kind: "purpose", q: "guide to playwright", type: "guide", relevant: { [GUIDE]: 2 } },
  { kind: "purpose", q: "sandbox", category: "infrastructure", relevant: { e2b: 2, daytona: 2, "codesandbox-sdk": 2, modal: 2 } },

  // Typos.
  { kind: "typo", q: "playwrigth", relevant: { playwright: 2, "playwright-mcp": 1, [GUIDE]: 1 } },
  { kind: "typo", q: "pupeteer", relevant: { puppeteer: 2 } },
  { kind: "typo", q: "firecrwal", relevant: { firecrawl: 2 } },
  { kind: "typo", q: "langfuze", relevant: { langfuse: 2 } },
  { kind: "typo", q: "crewia", relevant: { crewai: 2 } },
  { kind: "typo", q: "browserbse", relevant: { browserbase: 2 } },
  { kind: "typo", q: "antropic skills", relevant: { "anthropic-skills": 2, "skill-creator": 1, "agent-skills-spec": 1 } },
  { kind: "typo", q: "daytonna", relevant: { daytona: 2 } },
  { kind: "typo", q: "stripe agent tolkit", relevant: { "stripe-agent-toolkit": 2 } },
  { kind: "typo", q: "supperpowers", relevant: { superpowers: 2 } },
  { kind: "typo", q: "clodflare workers", relevant: { "cloudflare-workers": 2, "cloudflare-agents-sdk": 1 } },
  { kind: "typo", q: "langgrpah", relevant: { langgraph: 2 } },

  // Plurals and other inflections.
  { kind: "stem", q: "payment rails", relevant: { x402: 2, [STACK]: 2, "stripe-agent-toolkit": 1, "coinbase-agentkit": 1 } },
  {
    kind: "stem",
    q: "sandboxes",
    relevant: { e2b: 2, daytona: 2, "codesandbox-sdk": 2, modal: 2, [COMPARISON]: 2, "e2b-code-interpreter": 1 },
  },
  { kind: "stem", q: "headless browsers", relevant: { browserbase: 2, puppeteer: 2, "playwright-mcp": 1, playwright: 1 } },
  { kind: "stem", q: "stablecoin payment", relevant: { x402: 2, "coinbase-agentkit": 2, [STACK]: 2 } },
  { kind: "stem", q: "wallet", relevant: { "coinbase-agentkit": 2, [STACK]: 1 } },
  { kind: "stem", q: "automating browsers", relevant: { playwright: 2, puppeteer: 2, "playwright-mcp": 2, browserbase: 1, [GUIDE]: 1 } },
  { kind: "stem", q: "coding agents", relevant: { "claude-code": 2, aider: 2, cline: 2, "codex-cli": 2, cursor: 2 } },
  { kind: "stem", q: "microvms", relevant: { e2b: 2, "codesandbox-sdk": 2 } },
  { kind: "stem", q: "evaluations", relevant: { langfuse: 2 } },
  { kind: "stem", q: "skill", relevant: { "skill-creator": 2, "agent-skills-spec": 2, "anthropic-skills": 2, superpowers: 2, [SKILL]: 1 } },

  // Hyphen, space and joined variants.
  { kind: "compound", q: "code sandbox", relevant: { "codesandbox-sdk": 2, [COMPARISON]: 2, e2b: 1, daytona: 1 } },
  { kind: "compound", q: "codesandbox", relevant: { "codesandbox-sdk": 2, [COMPARISON]: 1 } },
  { kind: "compound", q: "code-sandbox", relevant: { "codesandbox-sdk": 2, [COMPARISON]: 2, e2b: 1, daytona: 1 } },
  { kind: "compound", q: "llmstxt", relevant: { "llms-txt": 2 } },
  { kind: "compound", q: "agent kit", relevant: { "coinbase-agentkit": 2 } },
  { kind: "compound", q: "deep wiki", relevant: { "deepwiki-mcp": 2 } },
  { kind: "compound", q: "fire crawl", relevant: { firecrawl: 2 } },
  { kind: "compound", q: "open ai agents", relevant: { "openai-agents-sdk": 2 } },
  { kind: "compound", q: "lang graph", relevant: { langgraph: 2 } },
  { kind: "compound", q: "code interpreter", relevant: { "e2b-code-interpreter": 2 } },
  { kind: "compound", q: "jsonrpc", relevant: { "model-context-protocol": 2, "agent2agent-protocol": 1 } },
  { kind: "compound", q: "web automation", relevant: { browserbase: 2, playwright: 1, puppeteer: 1, "playwright-mcp": 1 } },
  { kind: "compound", q: "skillmd", relevant: { "agent-skills-spec": 2, "anthropic-skills": 2, "skill-creator": 1 } },

  // Other scripts and Unicode variants.
  { kind: "script", q: "エージェント型コーディングツール", relevant: { "claude-code": 2 } },
  { kind: "script", q: "エージェント", relevant: { "claude-code": 2 } },
  { kind: "script", q: "日本語", relevant: { "claude-code": 2 } },
  { kind: "script", q: "Протокол контекста модели", relevant: { "model-context-protocol": 2 } },
  { kind: "script", q: "протокол", relevant: { "model-context-protocol": 2 } },
  { kind: "script", q: "контекст", relevant: { "model-context-protocol": 2 } },
  { kind: "script", q: "ＭＣＰ Ｉｎｓｐｅｃｔｏｒ", relevant: { "mcp-inspector": 2 } },
  { kind: "script", q: "CLÍNE", relevant: { cline: 2 } },

  // Nothing here matches: the right answer is an empty list.
  { kind: "none", q: "kubernetes operator", relevant: {} },
  { kind: "none", q: "banana bread recipe", relevant: {} },
  { kind: "none", q: "quantum chemistry", relevant: {} },
  { kind: "none", q: "salesforce crm", relevant: {} },
  { kind: "none", q: "zzzz", relevant: {} },
  { kind: "none", q: "spreadsheet formulas", relevant: {} },
  // One edit from real tokens ("stack", "emil"): typo tolerance must not reach them.
  { kind: "none", q: "slack", relevant: {} },
  { kind: "none", q: "email", relevant: {} },
];
