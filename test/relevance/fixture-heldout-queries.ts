// Held-out need-queries over the real site copy (the optional shared folder's fixtures/indexagentica-site,
// index.json and longform.json both "generated": "2026-10-02T00:00:00.000Z"; 250 entries, 16 long-form items).
//
// Written 2026-12-01 by an assessor who had not seen the ranker, its vocabulary, its golden files or the earlier
// need-queries, to measure the ranker on requests nobody tuned against. Judged from the catalogue text only
// (names, summaries, descriptions, tags, categories, agent_access notes, and the long-form summaries and bodies);
// frozen before scoring: do not edit these grades after looking at rankings, add a new set instead.
//
// Grades: 3 = an ideal answer, 2 = a good answer, 1 = a partial answer. Ten requests of each need kind.
// Some needs are only partly served by the catalogue on purpose (email, pre-training corpora); their best answer is 2.

import type { JudgedQuery } from "./judgements";

export const FIXTURE_HELDOUT_QUERIES: readonly JudgedQuery[] = [
  // plain-need: the job in the words the right items use.
  {
    kind: "plain-need",
    q: "convert any url into llm-friendly markdown",
    // Readers that fetch a page and return Markdown; the search APIs' extract endpoints and the long-form pieces
    // that point at the readers are partial.
    relevant: {
      "jina-reader": 3,
      crawl4ai: 2,
      "firecrawl-api": 2,
      "firecrawl-mcp-server": 1,
      "tavily-api": 1,
      "tavily-mcp": 1,
      "research-agent": 1,
      "web-search-apis": 1,
    },
  },
  {
    kind: "plain-need",
    q: "I need a tool for testing and debuging the mcp server I'm writing, ideally in the browser",
    // Glama lets you test listed servers in the browser: partial. The remote-MCP skill and guide troubleshoot a
    // server from the client side and point at the Inspector.
    relevant: {
      "mcp-inspector": 3,
      "glama-mcp": 1,
      "connect-remote-mcp": 1,
      "connect-an-agent-to-a-remote-mcp-server": 1,
    },
  },
  {
    kind: "plain-need",
    q: "postgres extension for vector similarity search",
    // Every other vector database does the search but outside Postgres: partial. The memory guide's Option E
    // explains pgvector's columns and indexes.
    relevant: {
      pgvector: 3,
      chroma: 1,
      milvus: 1,
      qdrant: 1,
      weaviate: 1,
      pinecone: 1,
      lancedb: 1,
      turbopuffer: 1,
      "give-an-agent-long-term-memory": 1,
    },
  },
  {
    kind: "plain-need",
    q: "crowd-voted leaderboard comparing llms head to head",
    // Only Arena is crowd-voted; other model leaderboards and benchmark hubs compare models another way.
    relevant: {
      "arena-ai": 3,
      "openrouter-rankings": 1,
      "artificial-analysis": 1,
      "epoch-ai-benchmarks": 1,
      "aider-leaderboards": 1,
      bfcl: 1,
      "swe-bench": 1,
      "terminal-bench": 1,
    },
  },
  {
    kind: "plain-need",
    q: "issue cards my agent can use to buy things, with spend controls",
    // Mastercard's suite is for merchants, not for issuing cards to an agent: left out.
    relevant: {
      "stripe-issuing-for-agents": 3,
      "crossmint-agents": 2,
      "agent-that-can-buy-things": 2,
      "visa-intelligent-commerce": 1,
      "kite-agent-passport": 1,
      "stripe-agentic-commerce": 1,
      skyfire: 1,
    },
  },
  {
    kind: "plain-need",
    q: "framework for multi-agent workflows in python",
    // AutoGen is in maintenance mode (1). LangGraph and Deep Agents orchestrate agents but are not described as
    // multi-agent (1). Agno carries the multi-agent tag but describes itself as a platform runtime (2).
    relevant: {
      "openai-agents-sdk": 3,
      "microsoft-agent-framework": 3,
      crewai: 3,
      "google-adk": 3,
      agno: 2,
      autogen: 1,
      langgraph: 1,
      deepagents: 1,
    },
  },
  {
    kind: "plain-need",
    q: "a skill to make my coding agent better at front-end design",
    relevant: {
      impeccable: 3,
      "emilkowalski-skills": 2,
      "vercel-agent-skills": 2,
      "figma-mcp": 1,
    },
  },
  {
    kind: "plain-need",
    q: "standard protocol for connecting a code editor to coding agents",
    // AG-UI connects agents to user-facing front ends, not editors: partial.
    relevant: { "agent-client-protocol": 3, "ag-ui": 1 },
  },
  {
    kind: "plain-need",
    q: "red-team my prompts and agents and scan them for vulnerabilities",
    relevant: { promptfoo: 3, deepeval: 1, "inspect-ai": 1 },
  },
  {
    kind: "plain-need",
    q: "managed runtime to deploy and operate agents at scale",
    // Blaxel hosts agents (2). General clouds and SDKs that can host an agent are partial; Google's Agents CLI
    // deploys agents to Google Cloud (1).
    relevant: {
      "amazon-bedrock-agentcore": 3,
      "microsoft-foundry-agent-service": 3,
      blaxel: 2,
      agno: 1,
      "cloudflare-agents": 1,
      modal: 1,
      "fly-io": 1,
      runloop: 1,
      "google-agents-cli": 1,
    },
  },

  // different-wording: the job in words the right items' text does not use.
  {
    kind: "different-wording",
    q: "my assistant forgets everything the user told it as soon as the chat ends",
    // Vector databases tagged memory without saying so in their text are left out; Pinecone's summary says
    // long-term memory (1); Mastra has memory built in (1).
    relevant: {
      mem0: 3,
      "give-an-agent-long-term-memory": 3,
      letta: 2,
      zep: 2,
      supermemory: 2,
      cognee: 2,
      graphiti: 1,
      pinecone: 1,
      mastra: 1,
    },
  },
  {
    kind: "different-wording",
    q: "let the agent click around websites for me like a person would",
    // Agents that drive a browser from a task are ideal; agent-facing browser tools are good; libraries and hosted
    // browser infrastructure are partial.
    relevant: {
      "browser-use": 3,
      skyvern: 3,
      "playwright-mcp": 2,
      stagehand: 2,
      "agent-browser": 2,
      notte: 2,
      "chrome-devtools-mcp": 1,
      playwright: 1,
      puppeteer: 1,
      "playwright-cli": 1,
      browserbase: 1,
      steel: 1,
      "anchor-browser": 1,
      hyperbrowser: 1,
      kernel: 1,
      browserless: 1,
      lightpanda: 1,
    },
  },
  {
    kind: "different-wording",
    q: "figure out why my agent went off the rails: replay each model and tool call it made",
    // Tracing and agent debugging. Steel's "session replays" are browser recordings, not this.
    relevant: {
      laminar: 3,
      agentops: 3,
      langfuse: 3,
      langsmith: 3,
      braintrust: 2,
      "arize-phoenix": 2,
      opik: 2,
      openllmetry: 2,
      "wandb-weave": 2,
      helicone: 1,
      "otel-genai-semconv": 1,
    },
  },
  {
    kind: "different-wording",
    q: "let claude read our sprint backlog and the team wiki",
    // Jira + Confluence is the exact pair. Linear (issues) and Notion (workspace) each cover half. MediaWiki and
    // DeepWiki are wikis of other kinds: left out.
    relevant: { "atlassian-rovo-mcp": 3, "linear-mcp": 2, "notion-mcp": 2, "github-mcp-server": 1 },
  },
  {
    kind: "different-wording",
    q: "where can i download big text corpora to fine-tune a model on",
    // Partly served: no entry is about fine-tuning; the two data sources are the good answers.
    relevant: { "hf-datasets": 2, "common-crawl": 2, "huggingface-skills": 1, "huggingface-mcp": 1 },
  },
  {
    kind: "different-wording",
    q: "let websites verify that requests really come from my agent and not some impostor",
    // Web Bot Auth signs requests so sites can check them; Visa's protocol does this for merchants; Skyfire gives
    // verified agent identity. Agent-identity ledgers and passports are partial.
    relevant: {
      "web-bot-auth": 3,
      "visa-trusted-agent-protocol": 2,
      skyfire: 2,
      "kite-agent-passport": 1,
      "erc-8004": 1,
    },
  },
  {
    kind: "different-wording",
    q: "make sure my bot can't blow more than twenty bucks a day on purchases",
    // The stack's guardrails section (caps at every layer, daily budget) and card spend controls are ideal;
    // wallets and rails with spending rules or policies are good; looser guardrails are partial.
    relevant: {
      "agent-that-can-buy-things": 3,
      "stripe-issuing-for-agents": 3,
      "kite-agent-passport": 2,
      "privy-agentic-wallets": 2,
      "crossmint-agents": 2,
      nevermined: 2,
      "coinbase-agentic-wallet": 2,
      "pay-with-x402": 2,
      "pay-for-an-api-with-x402": 2,
      turnkey: 1,
      "circle-agent-stack": 1,
      "visa-intelligent-commerce": 1,
      "agent-payments-protocol": 1,
    },
  },
  {
    kind: "different-wording",
    q: "my coding assistant keeps suggesting functions that were removed in newer releases of the packages I use",
    // Current docs for other scopes (one vendor's docs, repository wikis) are partial.
    relevant: { context7: 3, "deepwiki-mcp": 1, "microsoft-learn-mcp": 1, "coding-agent-starter": 1 },
  },
  {
    kind: "different-wording",
    q: "which llm is cheapest and quickest to respond these days",
    relevant: {
      "artificial-analysis": 3,
      "models-dev": 2,
      openrouter: 2,
      "openrouter-rankings": 1,
      "arena-ai": 1,
    },
  },
  {
    kind: "different-wording",
    q: "let my agent read and send email from my gmail",
    // Partly served: no entry mentions email; the large integration hubs are the good answers.
    relevant: { "zapier-mcp": 2, composio: 2, "pipedream-mcp": 2, arcade: 1, smithery: 1 },
  },

  // platform-constraint: a job plus a hard constraint.
  {
    kind: "platform-constraint",
    q: "vector db I can self host, preferably written in rust",
    // Other self-hostable vector stores miss the language (1); Pinecone is managed only (left out).
    relevant: { qdrant: 3, milvus: 1, weaviate: 1, chroma: 1, lancedb: 1, pgvector: 1, turbopuffer: 1 },
  },
  {
    kind: "platform-constraint",
    q: "open source terminal coding agent where i can bring my own model key",
    // Vendor-tied open-source CLIs (Codex, Gemini, Qwen) miss the key constraint (1). OpenHands is model-agnostic
    // but a cloud platform (1). The comparison sets out which harnesses take any provider key (2).
    relevant: {
      opencode: 3,
      aider: 3,
      goose: 3,
      "kilo-code": 3,
      cline: 2,
      "coding-agent-harnesses": 2,
      openhands: 1,
      "codex-cli": 1,
      "gemini-cli": 1,
      "qwen-code": 1,
    },
  },
  {
    kind: "platform-constraint",
    q: "build and host my own remote mcp server on cloudflare",
    // Cloudflare's own MCP servers manage Cloudflare, they do not host yours (1); Blaxel hosts MCP servers
    // elsewhere, FastMCP builds them in Python (1); this directory's server is an example built there (1).
    relevant: {
      "cloudflare-agents": 3,
      "cloudflare-mcp": 1,
      blaxel: 1,
      fastmcp: 1,
      "indexagentica-mcp": 1,
    },
  },
  {
    kind: "platform-constraint",
    q: "web search for my agent with a free allowance, ideally no api key at all",
    // Tavily (free key, keyless mode) and Exa (free credits, keyless MCP trial) meet it; the comparison lists
    // free allowances. Search APIs that do not state a free tier are partial.
    relevant: {
      "tavily-api": 3,
      "exa-api": 3,
      "web-search-apis": 3,
      "exa-mcp-server": 2,
      "tavily-mcp": 1,
      "brave-search-api": 1,
      "brave-search-mcp-server": 1,
      "parallel-api": 1,
      "perplexity-api": 1,
      "firecrawl-api": 1,
    },
  },
  {
    kind: "platform-constraint",
    q: "let my agent pay per request over bitcoin lightning instead of stablecoins",
    relevant: {
      l402: 3,
      "lightning-agent-tools": 3,
      "nostr-wallet-connect": 2,
      "agent-payment-rails": 2,
      "machine-payments-protocol": 1,
    },
  },
  {
    kind: "platform-constraint",
    q: "agent framework for typescript / node, not python",
    // Claude Agent SDK ships both languages (2); OpenAI's TypeScript SDK is only a sibling of a Python one (1).
    relevant: {
      "vercel-ai-sdk": 3,
      mastra: 3,
      "cloudflare-agents": 2,
      "claude-agent-sdk": 2,
      "openai-agents-sdk": 1,
    },
  },
  {
    kind: "platform-constraint",
    q: "run agent code in an isolated vm on my own laptop, nothing sent to a cloud",
    // E2B and Northflank only reach this through bring-your-own-cloud (1).
    relevant: {
      microsandbox: 3,
      "code-sandboxes": 2,
      "run-untrusted-code-in-a-sandbox": 2,
      "northflank-sandboxes": 1,
      e2b: 1,
    },
  },
  {
    kind: "platform-constraint",
    q: "hosted remote mcp for managing my postgress databases, sign in with oauth",
    // The skills help an agent with Postgres but are not hosted servers (1).
    relevant: {
      "neon-mcp-server": 3,
      "supabase-mcp": 3,
      "neon-agent-skills": 1,
      "supabase-agent-skills": 1,
      "prisma-skills": 1,
    },
  },
  {
    kind: "platform-constraint",
    q: "mcp servers i can pull and run as docker containers",
    // Directories of MCP servers that are not about containers are partial.
    relevant: {
      "docker-mcp-catalog": 3,
      "official-mcp-registry": 1,
      "glama-mcp": 1,
      "mcp-so": 1,
      "mcpservers-org": 1,
      pulsemcp: 1,
      "awesome-mcp-servers": 1,
      "github-mcp-registry": 1,
      smithery: 1,
      "pipedream-mcp": 1,
    },
  },
  {
    kind: "platform-constraint",
    q: "encyclopedia facts lookup my agent can call without signing up or getting a key",
    relevant: { "mediawiki-action-api": 3, "wikidata-query-service": 3 },
  },

  // how-to: a question a guide, comparison, stack or skill answers best.
  {
    kind: "how-to",
    q: "how do i stop code my agent writes from phoning home with my credentials?",
    // The guide's egress and secrets layers are the answer; the comparison covers egress controls; the harness
    // pages cover denyRead and network allowlists; each sandbox provider is partial.
    relevant: {
      "run-untrusted-code-in-a-sandbox": 3,
      "code-sandboxes": 2,
      "coding-agent-harnesses": 1,
      "coding-agent-starter": 1,
      e2b: 1,
      modal: 1,
      "vercel-sandbox": 1,
      daytona: 1,
      "cloudflare-sandbox": 1,
      microsandbox: 1,
      "northflank-sandboxes": 1,
    },
  },
  {
    kind: "how-to",
    q: "pay-per-call payments vs agent checkout protocols: which do i need so my agent can order from an online store?",
    relevant: {
      "agent-payment-rails": 3,
      "agent-that-can-buy-things": 2,
      "agentic-commerce-protocol": 2,
      "universal-commerce-protocol": 2,
      "agent-payments-protocol": 1,
      x402: 1,
      "machine-payments-protocol": 1,
      l402: 1,
      "stripe-agentic-commerce": 1,
      "shopify-agentic-commerce": 1,
    },
  },
  {
    kind: "how-to",
    q: "how do i stop my github token from ending up in the shared mcp config that gets committed to the repo",
    relevant: {
      "add-mcp-servers-to-claude-code": 3,
      "coding-agent-starter": 1,
      "github-mcp-server": 1,
      "claude-code": 1,
    },
  },
  {
    kind: "how-to",
    q: "please walk me through the oauth sign-in when connecting cursor to a remote mcp server",
    relevant: {
      "connect-an-agent-to-a-remote-mcp-server": 3,
      "connect-remote-mcp": 3,
      "mcp-authorization": 2,
      cursor: 1,
      "add-mcp-servers-to-claude-code": 1,
    },
  },
  {
    kind: "how-to",
    q: "what do I need to put together an assistant that digs through the web and academic papers and cites where every claim came from",
    // Brave is in the stack as an alternative but its text says nothing about research or citations: left out.
    relevant: {
      "research-agent": 3,
      "web-search-apis": 2,
      "exa-api": 1,
      "tavily-api": 1,
      "perplexity-api": 1,
      "parallel-api": 1,
      "semantic-scholar-api": 1,
      "openalex-api": 1,
      "arxiv-api": 1,
    },
  },
  {
    kind: "how-to",
    q: "which terminal coding agents sandbox shell commands by default and which ones do i have to switch it on for",
    relevant: {
      "coding-agent-harnesses": 3,
      "coding-agent-starter": 2,
      "codex-cli": 1,
      "claude-code": 1,
      "gemini-cli": 1,
      "run-untrusted-code-in-a-sandbox": 1,
    },
  },
  {
    kind: "how-to",
    q: "how can I try out paying for an api with usdc on a testnet before risking real money",
    // pay.sh's sandbox mode funds an ephemeral wallet: partial.
    relevant: {
      "pay-for-an-api-with-x402": 3,
      "pay-with-x402": 3,
      "agent-that-can-buy-things": 1,
      x402: 1,
      "cdp-x402": 1,
      usdc: 1,
      "pay-sh": 1,
    },
  },
  {
    kind: "how-to",
    q: "how do i get my coding agent to build and run tests on a ue5 game project from the command line",
    relevant: { "unreal-engine-dev": 3 },
  },
  {
    kind: "how-to",
    q: "how does my agent query this directory programmatically, json api or llms.txt?",
    relevant: { "indexagentica-lookup": 3, "indexagentica-mcp": 2, "llms-txt": 1 },
  },
  {
    kind: "how-to",
    q: "which mcp servers should i plug into a fresh coding agent setup to start with",
    relevant: {
      "coding-agent-starter": 3,
      "add-mcp-servers-to-claude-code": 2,
      context7: 1,
      "github-mcp-server": 1,
      "playwright-mcp": 1,
      "coding-agent-harnesses": 1,
      "connect-an-agent-to-a-remote-mcp-server": 1,
    },
  },
];
