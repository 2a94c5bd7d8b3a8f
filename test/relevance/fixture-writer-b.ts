// Writer B's judged set (issue 33): a second writer's needs over the real site copy (the optional shared folder's
// fixtures/indexagentica-site), kept in the repository so tuning and reporting need nothing beside it. Converted from
// the shared folder's relevance/writer-b-48.json (2026-12-06) by format only: its kinds mapped to ours (purpose → plain-purpose,
// synonym → everyday-words, negation → exclusion, howto → how-to, multi → two-needs; constraint, terse, task as they
// are; `writerKind` keeps the original), long-form ids `<type>:<id>` written bare as the other sets do (each checked
// to be that type's item), and the `alternatives` moved to FIXTURE_WRITER_B_REPHRASINGS. Grades are its own scale:
// 2 = does the job and meets every stated constraint (the ideal answer), 1 = relevant. Its about text, verbatim:
//
// A judged set of 48 needs over the real site copy (shared/fixtures/indexagentica-site), released for tuning and
// validation. It was written and judged on 2026-12-05 by a writer other than the one of the repository's own blind
// set, from the catalogue files alone (api/index.json and the 16 long-form items), without any search engine, ranking
// code or other judged set; the three rephrasings of each need (field 'alternatives') were written by another writer
// who saw only the requests, as a calling model would. 6 needs of each of 8 kinds: purpose (a plain need), synonym
// (the need in everyday words: no content word shares a stem with its ideal answers' names, summaries or tags),
// constraint (a need plus a constraint the fields answer: licence, auth, remote endpoint, pricing, language),
// negation (a need plus what it must not be), howto (a question a long-form item answers best), multi (two needs in
// one request), terse (2-4 keywords) and task (a 25-45 word description from inside a project). Gains: 2 = does the
// job and meets every stated constraint; 1 = relevant (partial fit, a component, a close alternative, supporting
// reading); unlisted = 0. Ids: entries bare, long-form items as '<type>:<id>' with the API's type names (guide,
// comparison, stack, skill). Its scores so far (nDCG@5, request alone / with the rephrasings as alternatives): 0.521
// / 0.700 before long requests were read, 0.586 / 0.776 after. Other judged sets, by other writers, stay unpublished
// and are what the ranking is measured on.
//
// Frozen: change a grade only to fix a misreading of the text, say why in the commit, never because of a ranker.

import type { JudgedQuery } from "./judgements";

export const FIXTURE_WRITER_B_QUERIES: readonly (JudgedQuery & { readonly writerKind: string })[] = [
  {
    kind: "plain-purpose",
    writerKind: "purpose",
    q: "Find a way for my agent to pull the current docs for whichever version of a library it is coding against, so it stops making up functions that were removed two releases ago.",
    relevant: { context7: 2, "deepwiki-mcp": 1, "microsoft-learn-mcp": 1, "llmstxt-directory": 1, "coding-agent-starter": 1 },
  },
  {
    kind: "plain-purpose",
    writerKind: "purpose",
    q: "find a way for my agent to discover other companies' agents, hand off sub-tasks to them and get the results back",
    relevant: { "a2a-protocol": 2, "erc-8004": 1, "microsoft-agent-framework": 1 },
  },
  {
    kind: "plain-purpose",
    writerKind: "purpose",
    q: "Find a way for my agent to pay for API calls one request at a time with stablecoins, without me opening an account or getting a key from every provider.",
    relevant: {
      x402: 2,
      "pay-sh": 2,
      "machine-payments-protocol": 2,
      "coinbase-agentic-wallet": 2,
      "circle-agent-stack": 2,
      l402: 1,
      "lightning-agent-tools": 1,
      "cdp-x402": 1,
      "coinbase-agentic-wallet-skills": 1,
      "circle-gateway": 1,
      "pay-for-an-api-with-x402": 1,
      "pay-with-x402": 1,
      skyfire: 1,
    },
  },
  {
    kind: "plain-purpose",
    writerKind: "purpose",
    q: "I need a way to check how reliably a model picks the right tool and fills in its arguments before I swap it into my agent",
    relevant: { bfcl: 2, "tau-bench": 2, "inspect-ai": 1, promptfoo: 1, deepeval: 1 },
  },
  {
    kind: "plain-purpose",
    writerKind: "purpose",
    q: "find a way for my agent to use hosted browsers that get past anti-bot walls and captchas, so I don't have to run Chrome myself",
    relevant: { steel: 2, kernel: 2, browserbase: 1, hyperbrowser: 1, "anchor-browser": 1, notte: 1, browserless: 1, "browser-use": 1 },
  },
  {
    kind: "plain-purpose",
    writerKind: "purpose",
    q: "Find a way to let my agent act inside users' Google, Slack and GitHub accounts with their permission, without my own code ever holding their passwords or tokens.",
    relevant: {
      composio: 2,
      arcade: 2,
      "auth0-for-ai-agents": 2,
      "descope-agentic-identity": 2,
      "zapier-mcp": 2,
      smithery: 2,
      "pipedream-mcp": 1,
      "stytch-connected-apps": 1,
      "workos-authkit-mcp": 1,
      "github-mcp-server": 1,
    },
  },
  {
    kind: "everyday-words",
    writerKind: "synonym",
    q: "my helper bot forgets everything a customer told it once the chat closes; how do I make it recall their likes and earlier requests on their next visit?",
    relevant: { mem0: 2, zep: 2, letta: 2, supermemory: 2, cognee: 2, graphiti: 1, pinecone: 1, "give-an-agent-long-term-memory": 1 },
  },
  {
    kind: "everyday-words",
    writerKind: "synonym",
    q: "need a walled-off spot where my bot can try scripts it wrote itself without putting my laptop at risk",
    relevant: {
      e2b: 2,
      daytona: 2,
      "vercel-sandbox": 2,
      "cloudflare-sandbox": 2,
      microsandbox: 2,
      "northflank-sandboxes": 2,
      modal: 2,
      runloop: 2,
      blaxel: 2,
      "fly-io": 1,
      "run-untrusted-code-in-a-sandbox": 1,
      "code-sandboxes": 1,
    },
  },
  {
    kind: "everyday-words",
    writerKind: "synonym",
    q: "my server-side code needs to put a question to the net and receive tidy, readable snippets, not whole sites full of menus and ads",
    relevant: {
      "tavily-api": 2,
      "exa-api": 2,
      "parallel-api": 2,
      "perplexity-api": 2,
      "brave-search-api": 2,
      "firecrawl-api": 2,
      "jina-reader": 1,
      "tavily-mcp": 1,
      "exa-mcp-server": 1,
      "brave-search-mcp-server": 1,
      "web-search-apis": 1,
    },
  },
  {
    kind: "everyday-words",
    writerKind: "synonym",
    q: "I want to replay, step by step, what my bot did yesterday and pinpoint where it went off the rails",
    relevant: {
      langfuse: 2,
      laminar: 2,
      langsmith: 2,
      braintrust: 2,
      "arize-phoenix": 2,
      agentops: 2,
      opik: 2,
      helicone: 1,
      openllmetry: 1,
      "wandb-weave": 1,
    },
  },
  {
    kind: "everyday-words",
    writerKind: "synonym",
    q: "which scoreboard ranks how often the bots can patch actual bugs filed against public repositories?",
    relevant: { "swe-bench": 2, "aider-leaderboards": 1, "terminal-bench": 1 },
  },
  {
    kind: "everyday-words",
    writerKind: "synonym",
    q: "one plain text file I can drop at the top of my codebase so every AI helper knows how to build, lint and run it",
    relevant: { "agents-md": 2, "agent-skills-spec": 1, "llms-txt": 1, "coding-agent-harnesses": 1 },
  },
  {
    kind: "constraint",
    writerKind: "constraint",
    q: "hosted MCP endpoint for looking up technical documentation that my agent can hit with no login, OAuth or API key",
    relevant: { "deepwiki-mcp": 2, "microsoft-learn-mcp": 2, context7: 1, "circle-mcp": 1 },
  },
  {
    kind: "constraint",
    writerKind: "constraint",
    q: "self-hosted vector database for agent memory, permissive licence only (MIT or Apache)",
    relevant: { qdrant: 2, milvus: 2, chroma: 2, lancedb: 2, weaviate: 1, pgvector: 1 },
  },
  {
    kind: "constraint",
    writerKind: "constraint",
    q: "Is there an open-source agent framework with real C#/.NET support? Our backend team doesn't write Python.",
    relevant: { "microsoft-agent-framework": 2, "semantic-kernel": 1 },
  },
  {
    kind: "constraint",
    writerKind: "constraint",
    q: "search academic papers from my agent with no API key or sign-up at all",
    relevant: { "arxiv-api": 2, "semantic-scholar-api": 1, "arxiv-cs-ai": 1, "hf-daily-papers": 1 },
  },
  {
    kind: "constraint",
    writerKind: "constraint",
    q: "open-source (MIT or Apache) tool to red-team my agent for prompt injection and jailbreaks before launch",
    relevant: { promptfoo: 2, deepeval: 1, "inspect-ai": 1 },
  },
  {
    kind: "constraint",
    writerKind: "constraint",
    q: "free index of which products publish an llms.txt, so my agent knows where to start reading a vendor's docs",
    relevant: { "llmstxt-directory": 2, "llmstxt-site": 2, "llms-txt": 1 },
  },
  {
    kind: "exclusion",
    writerKind: "negation",
    q: "need to script headless Chrome from Node.js for my agent - anything but Playwright",
    relevant: { puppeteer: 2, "chrome-devtools-mcp": 1, stagehand: 1, "agent-browser": 1, lightpanda: 1, browserless: 1 },
  },
  {
    kind: "exclusion",
    writerKind: "negation",
    q: "Python multi-agent framework, but nothing built on LangChain or LangGraph",
    relevant: {
      crewai: 2,
      "microsoft-agent-framework": 2,
      "openai-agents-sdk": 2,
      "google-adk": 2,
      agno: 2,
      autogen: 1,
      smolagents: 1,
      "pydantic-ai": 1,
      haystack: 1,
    },
  },
  {
    kind: "exclusion",
    writerKind: "negation",
    q: "a terminal coding agent that works with any model provider, so not Claude Code, Codex or Gemini CLI",
    relevant: { opencode: 2, aider: 2, goose: 2, cline: 2, "kilo-code": 2, "qwen-code": 1, openhands: 1, "coding-agent-harnesses": 1 },
  },
  {
    kind: "exclusion",
    writerKind: "negation",
    q: "let my agent buy stuff from normal online stores with a card I control. No crypto, no stablecoins.",
    relevant: {
      "stripe-issuing-for-agents": 2,
      "visa-intelligent-commerce": 2,
      "stripe-agentic-commerce": 2,
      "agentic-commerce-protocol": 1,
      "universal-commerce-protocol": 1,
      "shopify-agentic-commerce": 1,
      "mastercard-agent-suite": 1,
      "agent-payments-protocol": 1,
      "agent-that-can-buy-things": 1,
    },
  },
  {
    kind: "exclusion",
    writerKind: "negation",
    q: "tracing and evals for my agents that I can run on my own servers; no SaaS-only products like LangSmith or Braintrust",
    relevant: {
      langfuse: 2,
      "arize-phoenix": 2,
      laminar: 2,
      opik: 2,
      helicone: 2,
      openllmetry: 1,
      deepeval: 1,
      "inspect-ai": 1,
      agentops: 1,
      "wandb-weave": 1,
    },
  },
  {
    kind: "exclusion",
    writerKind: "negation",
    q: "design-focused skills so my coding agent's front-end work looks less generic, but not the React/Next.js-specific packs",
    relevant: { impeccable: 2, "emilkowalski-skills": 2, "anthropic-skills": 1, "figma-mcp": 1 },
  },
  {
    kind: "how-to",
    writerKind: "howto",
    q: "x402 vs MPP vs L402: what's actually different, and when would an agent use ACP or AP2 instead?",
    relevant: {
      "agent-payment-rails": 2,
      "pay-for-an-api-with-x402": 1,
      "agent-that-can-buy-things": 1,
      x402: 1,
      "machine-payments-protocol": 1,
      l402: 1,
    },
  },
  {
    kind: "how-to",
    writerKind: "howto",
    q: "How should I lock things down before letting my agent execute the Python it generates? Network, secrets, time limits, all of it.",
    relevant: { "run-untrusted-code-in-a-sandbox": 2, "code-sandboxes": 1, e2b: 1, modal: 1, microsandbox: 1 },
  },
  {
    kind: "how-to",
    writerKind: "howto",
    q: "how do I add the GitHub MCP server to Claude Code for just one project without committing my personal access token?",
    relevant: {
      "add-mcp-servers-to-claude-code": 2,
      "connect-an-agent-to-a-remote-mcp-server": 1,
      "connect-remote-mcp": 1,
      "coding-agent-starter": 1,
      "github-mcp-server": 1,
      "claude-code": 1,
    },
  },
  {
    kind: "how-to",
    writerKind: "howto",
    q: "Which of the terminal coding agents sandbox shell commands by default, and which of them read AGENTS.md?",
    relevant: { "coding-agent-harnesses": 2, "codex-cli": 1, "claude-code": 1, "gemini-cli": 1, "agents-md": 1 },
  },
  {
    kind: "how-to",
    writerKind: "howto",
    q: "Should my assistant's long-term memory live in plain files, a vector store or a knowledge graph? What are the trade-offs?",
    relevant: { "give-an-agent-long-term-memory": 2, mem0: 1, zep: 1, graphiti: 1, letta: 1 },
  },
  {
    kind: "how-to",
    writerKind: "howto",
    q: "what's a sensible first setup for a coding agent - which MCP servers and safety settings should I start with?",
    relevant: {
      "coding-agent-starter": 2,
      "add-mcp-servers-to-claude-code": 1,
      "coding-agent-harnesses": 1,
      context7: 1,
      "github-mcp-server": 1,
      "playwright-mcp": 1,
    },
  },
  {
    kind: "two-needs",
    writerKind: "multi",
    q: "one HTTP API I can call from my backend that both searches the web and fetches whole pages back as markdown",
    relevant: {
      "firecrawl-api": 2,
      "tavily-api": 2,
      "parallel-api": 2,
      "exa-api": 2,
      "jina-reader": 1,
      crawl4ai: 1,
      "brave-search-api": 1,
      "perplexity-api": 1,
      "firecrawl-mcp-server": 1,
      "tavily-mcp": 1,
      "web-search-apis": 1,
    },
  },
  {
    kind: "two-needs",
    writerKind: "multi",
    q: "agent wallet that holds USDC and can also pay for x402 services straight from an MCP client like Claude Desktop",
    relevant: {
      "coinbase-agentic-wallet": 2,
      "circle-agent-stack": 1,
      "coinbase-agentic-wallet-skills": 1,
      "pay-sh": 1,
      "lightning-agent-tools": 1,
      x402: 1,
      "pay-for-an-api-with-x402": 1,
    },
  },
  {
    kind: "two-needs",
    writerKind: "multi",
    q: "compare LLMs on price and speed, then call whichever one I pick through a single API key",
    relevant: { openrouter: 2, "artificial-analysis": 2, "models-dev": 1, helicone: 1, "openrouter-rankings": 1 },
  },
  {
    kind: "two-needs",
    writerKind: "multi",
    q: "I want my agent to produce short promo videos and also write the marketing copy and landing-page text that goes with them",
    relevant: { hyperframes: 2, "remotion-skills": 2, marketingskills: 2 },
  },
  {
    kind: "two-needs",
    writerKind: "multi",
    q: "a coding agent I can drive from the terminal day to day and also embed as a library inside our own product",
    relevant: { "claude-agent-sdk": 2, cline: 2, goose: 2, "claude-code": 1, openhands: 1, "codex-cli": 1, opencode: 1 },
  },
  {
    kind: "two-needs",
    writerKind: "multi",
    q: "somewhere to deploy my agent as a long-running service that also gives it isolated sandboxes to execute code in",
    relevant: {
      blaxel: 2,
      modal: 2,
      "cloudflare-sandbox": 1,
      "cloudflare-agents": 1,
      "amazon-bedrock-agentcore": 1,
      "fly-io": 1,
      "northflank-sandboxes": 1,
      e2b: 1,
    },
  },
  {
    kind: "terse",
    writerKind: "terse",
    q: "jira mcp",
    relevant: { "atlassian-rovo-mcp": 2, "zapier-mcp": 1, "pipedream-mcp": 1 },
  },
  {
    kind: "terse",
    writerKind: "terse",
    q: "agent virtual card limits",
    relevant: {
      "stripe-issuing-for-agents": 2,
      "crossmint-agents": 2,
      "visa-intelligent-commerce": 1,
      "kite-agent-passport": 1,
      "agent-that-can-buy-things": 1,
    },
  },
  {
    kind: "terse",
    writerKind: "terse",
    q: "computer use benchmark",
    relevant: { osworld: 2, webarena: 1, "terminal-bench": 1, "gaia-benchmark": 1 },
  },
  {
    kind: "terse",
    writerKind: "terse",
    q: "skills installer cli",
    relevant: { "skills-cli": 2, "skills-sh": 1, "agent-skills-spec": 1 },
  },
  {
    kind: "terse",
    writerKind: "terse",
    q: "search api price comparison",
    relevant: { "web-search-apis": 2, "tavily-api": 1, "exa-api": 1, "brave-search-api": 1, "parallel-api": 1, "perplexity-api": 1 },
  },
  {
    kind: "terse",
    writerKind: "terse",
    q: "mcp registry api",
    relevant: { "official-mcp-registry": 2, "glama-mcp": 2, "github-mcp-registry": 1, "docker-mcp-catalog": 1, "indexagentica-mcp": 1 },
  },
  {
    kind: "task",
    writerKind: "task",
    q: "I'm building a support bot that answers staff questions from our Notion wiki and opens tickets in Linear when something is broken; what should it connect to so it can read pages and create issues?",
    relevant: { "notion-mcp": 2, "linear-mcp": 2, "zapier-mcp": 1, composio: 1, "pipedream-mcp": 1 },
  },
  {
    kind: "task",
    writerKind: "task",
    q: "We use Claude Code on an Unreal Engine 5 C++ game and it keeps breaking the reflection macros and can't run automation tests headlessly. Is there something it can load that teaches it our build commands and rules?",
    relevant: { "unreal-engine-dev": 2, "agents-md": 1, "agent-skills-spec": 1 },
  },
  {
    kind: "task",
    writerKind: "task",
    q: "Our team is building a literature-review agent: it has to find papers, follow citation trails, read the full text and cite properly. Which APIs and pieces should it use, and how do we stop it citing search snippets?",
    relevant: {
      "research-agent": 2,
      "openalex-api": 2,
      "semantic-scholar-api": 2,
      "arxiv-api": 1,
      "jina-reader": 1,
      "firecrawl-api": 1,
      "exa-api": 1,
      "web-search-apis": 1,
    },
  },
  {
    kind: "task",
    writerKind: "task",
    q: "Our data API wants to charge AI agents per call in USDC instead of selling monthly plans. What do we put in front of the endpoints to quote a price, check the payment and settle it without running our own node?",
    relevant: {
      x402: 2,
      "cdp-x402": 2,
      "machine-payments-protocol": 2,
      "circle-gateway": 1,
      nevermined: 1,
      "stripe-agents": 1,
      "x402-bazaar": 1,
    },
  },
  {
    kind: "task",
    writerKind: "task",
    q: "All our services run on AWS and we want to deploy a few LangGraph agents with a managed runtime, identity and scaling instead of babysitting containers ourselves; what should we look at first?",
    relevant: { "amazon-bedrock-agentcore": 2, "aws-mcp-servers": 1, blaxel: 1 },
  },
  {
    kind: "task",
    writerKind: "task",
    q: "Our React dashboard embeds an agent and we want the UI to show tool-call progress and partial answers as they stream from the backend. Is there a standard event format between the agent and the front end?",
    relevant: { "ag-ui": 2, "vercel-ai-sdk": 1 },
  },
];

/** The rephrasings writer B's set ships with (its `alternatives`), written by another writer from the requests alone. */
export const FIXTURE_WRITER_B_REPHRASINGS: Readonly<Record<string, readonly string[]>> = {
  "Find a way for my agent to pull the current docs for whichever version of a library it is coding against, so it stops making up functions that were removed two releases ago.":
    ["version-specific library docs MCP server", "Context7 up-to-date code documentation", "prevent hallucinated APIs with current docs"],
  "find a way for my agent to discover other companies' agents, hand off sub-tasks to them and get the results back": [
    "agent-to-agent protocol discovery delegation",
    "A2A protocol agent cards",
    "cross-organization agent task handoff",
  ],
  "Find a way for my agent to pay for API calls one request at a time with stablecoins, without me opening an account or getting a key from every provider.":
    ["x402 pay-per-request stablecoin payments", "agent micropayments USDC no API key", "HTTP 402 payment protocol for APIs"],
  "I need a way to check how reliably a model picks the right tool and fills in its arguments before I swap it into my agent": [
    "tool calling accuracy benchmark",
    "Berkeley Function Calling Leaderboard BFCL",
    "function-calling evaluation for model selection",
  ],
  "find a way for my agent to use hosted browsers that get past anti-bot walls and captchas, so I don't have to run Chrome myself": [
    "cloud browser with captcha solving",
    "Browserbase stealth headless browser API",
    "managed anti-bot browser infrastructure for agents",
  ],
  "Find a way to let my agent act inside users' Google, Slack and GitHub accounts with their permission, without my own code ever holding their passwords or tokens.":
    [
      "delegated OAuth auth for agent integrations",
      "Composio or Arcade managed user tokens",
      "agent auth token vault, no stored credentials",
    ],
  "my helper bot forgets everything a customer told it once the chat closes; how do I make it recall their likes and earlier requests on their next visit?":
    ["long-term user memory for chatbots", "Mem0 persistent personalization memory layer", "cross-session customer memory for agents"],
  "need a walled-off spot where my bot can try scripts it wrote itself without putting my laptop at risk": [
    "code execution sandbox for agents",
    "E2B secure isolated code interpreter",
    "run untrusted AI-generated code safely",
  ],
  "my server-side code needs to put a question to the net and receive tidy, readable snippets, not whole sites full of menus and ads": [
    "web search API returning clean snippets",
    "Tavily or Exa search for LLMs",
    "search API with extracted content, no HTML clutter",
  ],
  "I want to replay, step by step, what my bot did yesterday and pinpoint where it went off the rails": [
    "agent tracing and session replay",
    "LangSmith Langfuse trace debugging",
    "step-by-step agent run observability",
  ],
  "which scoreboard ranks how often the bots can patch actual bugs filed against public repositories?": [
    "SWE-bench coding agent leaderboard",
    "real GitHub issue resolution benchmark",
    "software engineering agent eval rankings",
  ],
  "one plain text file I can drop at the top of my codebase so every AI helper knows how to build, lint and run it": [
    "AGENTS.md repository instructions file",
    "coding agent project context file convention",
    "CLAUDE.md build and lint instructions",
  ],
  "hosted MCP endpoint for looking up technical documentation that my agent can hit with no login, OAuth or API key": [
    "free documentation MCP server, no auth",
    "public remote MCP docs search endpoint",
    "keyless hosted docs lookup for agents",
  ],
  "self-hosted vector database for agent memory, permissive licence only (MIT or Apache)": [
    "open-source vector DB, Apache or MIT",
    "Qdrant Chroma Milvus self-hosted",
    "self-hosted embedding store for agent memory",
  ],
  "Is there an open-source agent framework with real C#/.NET support? Our backend team doesn't write Python.": [
    "C# .NET agent framework",
    "Semantic Kernel Microsoft Agent Framework",
    "open-source agent SDK, non-Python .NET",
  ],
  "search academic papers from my agent with no API key or sign-up at all": [
    "free academic paper search, no API key",
    "arXiv OpenAlex scholarly search MCP",
    "research literature lookup without sign-up",
  ],
  "open-source (MIT or Apache) tool to red-team my agent for prompt injection and jailbreaks before launch": [
    "open-source LLM red teaming tool",
    "promptfoo garak PyRIT prompt injection testing",
    "MIT/Apache jailbreak vulnerability scanner",
  ],
  "free index of which products publish an llms.txt, so my agent knows where to start reading a vendor's docs": [
    "llms.txt directory of websites",
    "free llms.txt index of vendor docs",
    "LLM-friendly documentation hub list",
  ],
  "need to script headless Chrome from Node.js for my agent - anything but Playwright": [
    "Puppeteer headless Chrome Node.js",
    "Chrome DevTools Protocol browser automation, not Playwright",
    "Node browser automation library alternative",
  ],
  "Python multi-agent framework, but nothing built on LangChain or LangGraph": [
    "Python multi-agent framework without LangChain",
    "CrewAI AutoGen Agno PydanticAI",
    "standalone agent orchestration, not LangGraph",
  ],
  "a terminal coding agent that works with any model provider, so not Claude Code, Codex or Gemini CLI": [
    "model-agnostic terminal coding agent",
    "opencode Aider Crush CLI coding assistant",
    "open-source CLI coder, any LLM provider",
  ],
  "let my agent buy stuff from normal online stores with a card I control. No crypto, no stablecoins.": [
    "agent virtual card for online shopping",
    "agentic commerce card payments, no crypto",
    "Visa Intelligent Commerce or Stripe issuing for agents",
  ],
  "tracing and evals for my agents that I can run on my own servers; no SaaS-only products like LangSmith or Braintrust": [
    "self-hosted LLM observability and evals",
    "Langfuse Arize Phoenix open-source tracing",
    "on-prem agent tracing, not SaaS-only",
  ],
  "design-focused skills so my coding agent's front-end work looks less generic, but not the React/Next.js-specific packs": [
    "frontend design agent skills",
    "UI aesthetics skill for coding agents",
    "framework-agnostic design guidance, not React-specific",
  ],
  "x402 vs MPP vs L402: what's actually different, and when would an agent use ACP or AP2 instead?": [
    "agent payment protocols comparison",
    "x402 L402 MPP ACP AP2 explained",
    "agentic payments standards guide",
  ],
  "How should I lock things down before letting my agent execute the Python it generates? Network, secrets, time limits, all of it.": [
    "secure sandboxing for AI-generated code",
    "isolating code execution: network, secrets, timeouts",
    "code interpreter security best practices",
  ],
  "how do I add the GitHub MCP server to Claude Code for just one project without committing my personal access token?": [
    "Claude Code project-scoped MCP configuration",
    "GitHub MCP server setup with env variable token",
    ".mcp.json without committing secrets",
  ],
  "Which of the terminal coding agents sandbox shell commands by default, and which of them read AGENTS.md?": [
    "terminal coding agents comparison",
    "CLI agent sandboxing defaults and AGENTS.md support",
    "Codex Claude Code Gemini CLI feature matrix",
  ],
  "Should my assistant's long-term memory live in plain files, a vector store or a knowledge graph? What are the trade-offs?": [
    "agent memory architecture trade-offs",
    "file-based vs vector vs knowledge graph memory",
    "long-term memory design guide for assistants",
  ],
  "what's a sensible first setup for a coding agent - which MCP servers and safety settings should I start with?": [
    "coding agent starter stack",
    "recommended MCP servers for coding agents",
    "coding agent safety permissions setup guide",
  ],
  "one HTTP API I can call from my backend that both searches the web and fetches whole pages back as markdown": [
    "search and scrape API with markdown output",
    "Firecrawl or Jina Reader web API",
    "web search plus page extraction single endpoint",
  ],
  "agent wallet that holds USDC and can also pay for x402 services straight from an MCP client like Claude Desktop": [
    "crypto wallet MCP server for agents",
    "Coinbase AgentKit USDC wallet x402",
    "agent wallet paying x402 from Claude Desktop",
  ],
  "compare LLMs on price and speed, then call whichever one I pick through a single API key": [
    "LLM price and latency comparison",
    "OpenRouter unified model API",
    "model router with single API key and benchmarks",
  ],
  "I want my agent to produce short promo videos and also write the marketing copy and landing-page text that goes with them": [
    "AI video generation for marketing",
    "promo video plus copywriting agent tools",
    "marketing content creation skills for agents",
  ],
  "a coding agent I can drive from the terminal day to day and also embed as a library inside our own product": [
    "coding agent with SDK and CLI",
    "Claude Agent SDK or Codex embeddable",
    "embeddable coding agent library plus terminal use",
  ],
  "somewhere to deploy my agent as a long-running service that also gives it isolated sandboxes to execute code in": [
    "agent hosting platform with code sandboxes",
    "long-running agent deployment runtime",
    "managed agent infrastructure with isolated execution",
  ],
  "jira mcp": ["Jira MCP server", "Atlassian Jira integration for agents", "issue tracker MCP Jira Confluence"],
  "agent virtual card limits": [
    "virtual cards with spending limits for agents",
    "agent payment card controls",
    "programmable cards for AI agent purchases",
  ],
  "computer use benchmark": ["computer-use agent benchmark", "OSWorld GUI agent evaluation", "desktop automation agent leaderboard"],
  "skills installer cli": ["agent skills package manager CLI", "install SKILL.md skills command line", "Claude skills installer tool"],
  "search api price comparison": [
    "web search API pricing comparison",
    "Tavily Exa Brave Serper cost comparison",
    "search APIs for LLMs compared",
  ],
  "mcp registry api": ["MCP server registry API", "official MCP registry programmatic listing", "MCP server discovery catalog endpoint"],
  "I'm building a support bot that answers staff questions from our Notion wiki and opens tickets in Linear when something is broken; what should it connect to so it can read pages and create issues?":
    ["Notion MCP server", "Linear MCP server issue creation", "knowledge base plus ticketing integrations for support bot"],
  "We use Claude Code on an Unreal Engine 5 C++ game and it keeps breaking the reflection macros and can't run automation tests headlessly. Is there something it can load that teaches it our build commands and rules?":
    ["Unreal Engine agent skill", "UE5 C++ coding agent rules and build commands", "CLAUDE.md game engine project instructions"],
  "Our team is building a literature-review agent: it has to find papers, follow citation trails, read the full text and cite properly. Which APIs and pieces should it use, and how do we stop it citing search snippets?":
    [
      "academic literature research agent stack",
      "Semantic Scholar OpenAlex citation graph API",
      "full-text paper retrieval and grounded citations",
    ],
  "Our data API wants to charge AI agents per call in USDC instead of selling monthly plans. What do we put in front of the endpoints to quote a price, check the payment and settle it without running our own node?":
    ["x402 facilitator for API monetization", "charge agents per call in USDC", "hosted payment verification and settlement middleware"],
  "All our services run on AWS and we want to deploy a few LangGraph agents with a managed runtime, identity and scaling instead of babysitting containers ourselves; what should we look at first?":
    ["Amazon Bedrock AgentCore runtime", "managed agent deployment on AWS", "LangGraph agent hosting with identity and scaling"],
  "Our React dashboard embeds an agent and we want the UI to show tool-call progress and partial answers as they stream from the backend. Is there a standard event format between the agent and the front end?":
    ["AG-UI agent-user interaction protocol", "streaming agent events to frontend", "CopilotKit React agent UI streaming standard"],
};
