// The rephrasings of the blind set's requests (fixture-blind-queries.ts): what a model calling `search` would add as
// `alternatives`, in a listing's words.
//
// Provenance. The request texts alone (a JSON array of strings: no ids, no kinds, no judgements) were handed over on
// 2026-12-06 to a separate agent that could read nothing else (no catalogue, no code, no earlier set) and was asked to
// act as an assistant calling the directory's search: three alternatives per request "in the words a product listing
// or directory category would use", keeping what a constraint or exclusion requires. Copied here verbatim from its
// JSON answer (request text → three strings) and frozen with the set: do not edit them, and never after looking at
// rankings.

export const FIXTURE_BLIND_REPHRASINGS: Readonly<Record<string, readonly string[]>> = {
  "something that lets my agent query and manage our Postgres databases from an MCP client": [
    "Postgres MCP server",
    "PostgreSQL database MCP server for query and admin",
    "SQL database tools for agents via MCP",
  ],
  "find a web search API that returns clean results an LLM can use directly": [
    "LLM-ready web search API",
    "search API for AI agents with clean results",
    "Tavily or Exa style web search for LLMs",
  ],
  "a hosted cloud browser my agent can drive to log in and fill out forms on websites": [
    "hosted cloud browser for AI agents",
    "remote headless browser for agent form filling and login",
    "Browserbase-style browser infrastructure",
  ],
  "give my coding assistant current documentation for the libraries it is writing code against": [
    "up-to-date library documentation MCP server",
    "docs context for coding agents",
    "Context7-style code documentation lookup",
  ],
  "I want to measure how often our RAG chatbot gives wrong answers using automated test metrics": [
    "RAG evaluation framework",
    "LLM hallucination and answer correctness metrics",
    "automated eval for RAG chatbots (Ragas, DeepEval)",
  ],
  "a place to discover ready-made MCP servers that I can plug into my client": [
    "MCP server registry",
    "MCP server directory and marketplace",
    "catalogue of ready-made MCP servers",
  ],
  "turn scanned PDFs and Office documents into markdown or JSON so my agent can read them": [
    "document parsing to markdown for LLMs",
    "PDF and Office OCR to JSON extraction",
    "document ingestion and conversion API for agents",
  ],
  "let agents built by different companies find each other and hand off tasks between them": [
    "agent-to-agent protocol",
    "A2A interoperability and agent discovery",
    "cross-vendor agent communication and task delegation",
  ],
  "track token spend and latency across all the LLM calls our agents make in production": [
    "LLM observability and cost tracking",
    "token usage and latency monitoring for agents",
    "LLM tracing platform for production",
  ],
  "a benchmark showing which models are best at resolving real GitHub issues in code repositories": [
    "SWE-bench coding benchmark",
    "software engineering agent benchmark on GitHub issues",
    "coding model leaderboard for real repository tasks",
  ],
  "let my service charge other agents a few cents per API request, paid in stablecoins": [
    "x402 pay-per-request API payments",
    "stablecoin micropayments for agent API calls",
    "monetize API per call with USDC",
  ],
  "a Python framework for building a team of agents where each one plays a defined role": [
    "role-based multi-agent framework Python",
    "CrewAI-style agent crews",
    "multi-agent orchestration with defined roles",
  ],
  "run an autonomous coding agent in my terminal that edits files and runs the test suite": [
    "terminal coding agent",
    "CLI AI coding assistant that edits files and runs tests",
    "autonomous coding agent like Claude Code or Aider",
  ],
  "store and search millions of embeddings for semantic retrieval without a huge bill": [
    "scalable low-cost vector database",
    "embedding storage and semantic search at scale",
    "vector search engine for millions of vectors",
  ],
  "connect my agent to Jira and Confluence so it can read and update tickets and pages": [
    "Atlassian MCP server",
    "Jira and Confluence integration for agents",
    "issue tracker and wiki MCP tools",
  ],
  "give my agent its own crypto wallet so it can hold funds and sign onchain transactions": [
    "agent crypto wallet",
    "onchain wallet for AI agents to sign transactions",
    "wallet SDK for autonomous agents",
  ],
  "compare which AI models and API providers are cheapest and fastest before we pick one": [
    "AI model and API provider comparison",
    "LLM price and speed benchmarks",
    "model pricing and latency leaderboard (Artificial Analysis)",
  ],
  "publish a file on our website that tells AI agents what the site contains and where docs live": [
    "llms.txt",
    "site description file for AI agents",
    "machine-readable website guide for LLMs",
  ],
  "the chatbot never recalls anything I told it in earlier chats": [
    "long-term memory for chatbots",
    "agent memory layer across sessions",
    "persistent conversational memory (Mem0, Zep)",
  ],
  "a robot that clicks around websites for me like a person would": [
    "browser automation agent",
    "computer-use web agent that navigates sites",
    "AI browser agent like Browser Use",
  ],
  "a throwaway box where the bot's scripts can't wreck my own laptop": [
    "code execution sandbox for agents",
    "isolated environment for running untrusted AI code",
    "secure cloud sandbox (E2B)",
  ],
  "I want the chatbot to look stuff up online and tell me where it got each fact": [
    "web search with citations",
    "AI research agent with source attribution",
    "grounded search API for LLMs",
  ],
  "my helper bot should shop online with its own pocket money and a cap I choose": [
    "agent payments with spending limits",
    "virtual card for AI shopping agents",
    "agentic commerce wallet with budget caps",
  ],
  "hook the chatbot up to the wiki where I keep my notes and to-do lists": [
    "Notion MCP server",
    "notes and task manager integration for agents",
    "knowledge base and to-do app connector",
  ],
  "is there a way to tell whether my helper bot got worse after I reworded its instructions": [
    "prompt regression testing",
    "LLM evaluation for prompt changes",
    "agent eval and A/B testing of prompts",
  ],
  "where can I see which chatbot brains are the smartest right now": [
    "LLM leaderboard",
    "AI model benchmark rankings",
    "model comparison arena (LMArena)",
  ],
  "get my bot to write snappy ads and product blurbs that bring in customers": [
    "marketing copywriting skill",
    "ad copy and product description generation",
    "conversion copywriting agent",
  ],
  "a helper that turns my web page into a short movie clip automatically": [
    "website to video generator",
    "AI video creation from a URL",
    "automated promo video from web page",
  ],
  "my robot programmer's apps look clunky and bland; teach it some taste in visual polish": [
    "frontend design skill for coding agents",
    "UI design guidelines for AI-generated apps",
    "visual polish and design taste skill",
  ],
  "dig up science articles about sleep and see which later articles point back to them": [
    "academic paper search API with citations",
    "scholarly literature and citation graph (Semantic Scholar, OpenAlex)",
    "research paper citation lookup",
  ],
  "my bot should look up facts on the free crowd-written online reference everybody reads": [
    "Wikipedia API",
    "Wikipedia MCP server",
    "encyclopedia lookup tool for agents",
  ],
  "our app crashed for customers overnight; I want my programming helper to read the crash reports and figure out why": [
    "error monitoring MCP server",
    "Sentry integration for coding agents",
    "crash report analysis and debugging tools",
  ],
  "shops keep blocking my shopping helper as if it were a scammer; it needs some kind of ID badge they will accept": [
    "agent identity verification for commerce",
    "trusted agent authentication for merchants",
    "bot detection allowlist and signed agent credentials (Web Bot Auth)",
  ],
  "make my programming helper less chatty so each session costs less": [
    "token usage reduction for coding agents",
    "concise output mode to cut LLM costs",
    "context and cost optimization for Claude Code",
  ],
  "one account and one bill to use chatbots from lots of different companies": [
    "LLM API gateway",
    "unified API for multiple model providers",
    "OpenRouter-style model router with single billing",
  ],
  "a note I can leave in the project folder that tells the programming bot our house rules": [
    "AGENTS.md",
    "project instructions file for coding agents",
    "CLAUDE.md repository rules",
  ],
  "web search MCP server with a hosted remote endpoint, so nothing to install locally": [
    "remote web search MCP server",
    "hosted web search MCP endpoint",
    "search MCP with no local install",
  ],
  "documentation lookup MCP server for coding that needs no sign-in or API key": [
    "documentation MCP server with no API key",
    "free code docs lookup MCP without sign-in",
    "library docs for coding agents, no auth required",
  ],
  "open-source vector database under the Apache 2.0 license that I can self-host": [
    "Apache-2.0 open-source vector database",
    "self-hosted vector database",
    "open-source embedding store (Qdrant, Milvus)",
  ],
  "multi-agent orchestration framework released under the MIT license": [
    "MIT-licensed multi-agent framework",
    "open-source agent orchestration MIT license",
    "multi-agent coordination library MIT",
  ],
  "remote MCP server for Postgres that signs in with OAuth instead of pasted keys": [
    "remote Postgres MCP server with OAuth",
    "hosted database MCP with OAuth sign-in",
    "PostgreSQL MCP endpoint without API keys",
  ],
  "free API for searching academic preprints with no API key required": [
    "free arXiv API",
    "preprint search API without key",
    "open academic paper search no authentication",
  ],
  "headless browser automation library, Apache-2.0 licensed, that I can run locally": [
    "Apache-2.0 headless browser automation",
    "open-source local browser automation library",
    "Playwright-style browser control",
  ],
  "open-source agent memory layer that can run entirely on my own machine": [
    "self-hosted agent memory",
    "open-source local memory layer for agents",
    "local-first long-term memory library",
  ],
  "terminal coding agent with an MIT license": [
    "MIT-licensed terminal coding agent",
    "open-source CLI coding agent MIT",
    "command-line AI coding assistant MIT license",
  ],
  "a catalogue of pay-per-call APIs my agent can search for free, with no account or key needed": [
    "pay-per-call API marketplace with free search",
    "x402 API discovery without account or key",
    "paid API catalogue for agents, no sign-up",
  ],
  "self-hostable open-source tracing for LLM apps with a permissive Apache-2.0 license": [
    "self-hosted LLM tracing Apache-2.0",
    "open-source LLM observability platform",
    "OpenTelemetry tracing for LLM apps, Apache license",
  ],
  "remote MCP server for project and issue tracking that uses OAuth sign-in": [
    "remote issue tracking MCP server with OAuth",
    "project management MCP endpoint OAuth (Linear, Jira)",
    "hosted task tracker MCP with sign-in",
  ],
  "structured facts about people, places and companies from a free endpoint with no key": [
    "Wikidata API no key",
    "free knowledge graph SPARQL endpoint",
    "structured entity data about people, places and companies",
  ],
  "sandbox for running agent-generated code whose runtime is Apache-2.0 open source": [
    "Apache-2.0 open-source code sandbox",
    "open-source sandbox runtime for agent code",
    "self-hostable code execution sandbox",
  ],
  "open-source MCP servers for working with our Amazon cloud services, Apache 2.0 licensed": [
    "AWS MCP servers",
    "Apache-2.0 Amazon Web Services MCP",
    "open-source AWS cloud tools for agents",
  ],
  "agent benchmark we can reuse in our own evals, MIT licensed": [
    "MIT-licensed agent benchmark",
    "open-source agent evaluation suite",
    "reusable agent benchmark for custom evals",
  ],
  "payments toolkit for my agent that exposes a remote MCP endpoint": [
    "payments remote MCP server",
    "hosted payment API MCP endpoint",
    "Stripe MCP for agents",
  ],
  "a Microsoft framework for multi-agent apps that is still actively developed, not in maintenance mode": [
    "Microsoft Agent Framework",
    "actively maintained Microsoft multi-agent SDK",
    "Semantic Kernel and AutoGen successor",
  ],
  "terminal coding agent that isn't locked to a single model vendor's account": [
    "model-agnostic terminal coding agent",
    "CLI coding agent with multiple LLM providers",
    "bring-your-own-model coding agent",
  ],
  "vector database I run myself, not a managed cloud service": [
    "self-hosted vector database",
    "open-source vector database on your own servers",
    "vector store deploy on-prem, not managed cloud",
  ],
  "agent framework in TypeScript, not Python": [
    "TypeScript agent framework",
    "JavaScript AI agent SDK",
    "Node.js agent library (Mastra, Vercel AI SDK)",
  ],
  "web search API with its own independent index, not a wrapper around Google or Bing": [
    "independent web search index API",
    "search engine API with own crawler",
    "Brave Search API, not a Google/Bing wrapper",
  ],
  "a way for agents to pay merchants that doesn't involve crypto or stablecoins": [
    "agent payments with cards, no crypto",
    "agentic checkout with fiat cards",
    "card network payments for AI agents",
  ],
  "browser automation for my agent that runs locally, not a hosted cloud browser service": [
    "local browser automation for agents",
    "self-run headless browser, not hosted cloud",
    "open-source browser control on your own machine",
  ],
  "long-term memory for my agent that doesn't require me to run a graph database": [
    "agent memory without graph database",
    "vector-based long-term memory layer",
    "lightweight persistent memory for agents",
  ],
  "LLM evaluation framework that isn't tied to LangChain": [
    "framework-agnostic LLM evaluation",
    "LLM eval library independent of LangChain",
    "standalone LLM testing framework",
  ],
  "a sandbox for agent code where I'm not paying for CPU while the agent just sits waiting on the model": [
    "pay-per-use sandbox billed on active CPU",
    "serverless code sandbox with idle pause",
    "agent sandbox without paying for idle time",
  ],
  "MCP server directory with an API I can query, not just a GitHub awesome-list": [
    "MCP registry API",
    "searchable MCP server directory with API",
    "programmatic MCP server catalogue",
  ],
  "managed enterprise runtime to deploy and operate agents, but not on Microsoft Azure": [
    "managed agent runtime on AWS or Google Cloud",
    "enterprise agent deployment platform, not Azure",
    "hosted agent hosting and operations (Bedrock AgentCore, Vertex Agent Engine)",
  ],
  "skills pack for my coding agent about engineering discipline like TDD and debugging, not frontend design": [
    "software engineering skills for coding agents",
    "TDD and systematic debugging skills",
    "engineering discipline skill pack (Superpowers)",
  ],
  "stablecoin wallet tooling for an AI agent that isn't from Coinbase": [
    "non-Coinbase stablecoin wallet for agents",
    "agent USDC wallet SDK",
    "crypto wallet infrastructure for AI agents",
  ],
  "open scholarly metadata I can download in bulk, not a paywalled commercial database": [
    "open scholarly metadata bulk download",
    "OpenAlex data snapshot",
    "free academic metadata dump, not paywalled",
  ],
  "benchmark for agents doing realistic web tasks, not a coding benchmark": [
    "web agent benchmark",
    "realistic browser task benchmark (WebArena)",
    "web navigation evaluation for agents",
  ],
  "knowledge-graph memory for agents that I can self-host, not the managed Zep cloud": [
    "self-hosted knowledge graph memory",
    "open-source Graphiti temporal memory",
    "Zep alternative self-hosted agent memory",
  ],
  "headless browser for scraping at scale that isn't Chromium-based and uses little memory": [
    "lightweight non-Chromium headless browser",
    "low-memory headless browser for scraping (Lightpanda)",
    "fast scraping browser at scale",
  ],
  "MCP server that lets my agent manage cloud infrastructure, but not AWS": [
    "cloud infrastructure MCP server, not AWS",
    "Azure or Google Cloud MCP server",
    "Kubernetes or Cloudflare infrastructure management MCP",
  ],
  "how do I add a remote MCP server to Codex or Gemini CLI and get the OAuth sign-in working?": [
    "remote MCP setup in Codex CLI",
    "Gemini CLI MCP OAuth configuration",
    "connect remote MCP server with OAuth guide",
  ],
  "what's the safest way to execute code my agent generated, covering network access, secrets and timeouts?": [
    "secure code execution for agents guide",
    "sandboxing AI-generated code network isolation and secrets",
    "code sandbox best practices timeouts",
  ],
  "which code sandbox should I pick if I need GPUs, or if the code must stay on my own machines?": [
    "GPU code sandbox",
    "self-hosted code sandbox on-prem",
    "code sandbox comparison guide",
  ],
  "how do I make my agent remember a user's preferences from one session to the next?": [
    "agent memory across sessions",
    "user preference memory for agents",
    "persistent long-term memory layer",
  ],
  "how does an agent pay for an API call that comes back with HTTP 402 Payment Required?": [
    "HTTP 402 payment protocol",
    "x402 agent payments",
    "pay-per-request API payment flow for agents",
  ],
  "what's the difference between machine-payment protocols and agent checkout protocols, and which one should my agent use?": [
    "agent payment protocols comparison",
    "machine payments vs agentic checkout (x402, ACP, AP2)",
    "agentic commerce protocol guide",
  ],
  "which terminal coding agents let me bring my own model key or run local models?": [
    "bring your own key coding agent",
    "terminal coding agent with local models (Ollama)",
    "model-agnostic CLI coding agent",
  ],
  "how should I set up a coding agent with current library docs, GitHub access, a real browser and a sandbox?": [
    "coding agent stack",
    "coding agent setup with docs MCP, GitHub MCP, browser and sandbox",
    "developer agent tooling guide",
  ],
  "how do I add MCP servers to my terminal coding agent at project scope without leaking tokens into the repo?": [
    "project-scoped MCP config for coding agents",
    "MCP server secrets and environment variables",
    "Claude Code .mcp.json token management",
  ],
  "how do I build a research agent that searches the web and academic papers and cites its sources?": [
    "research agent with citations",
    "web and academic search APIs for agents",
    "deep research agent stack",
  ],
  "which web search API is cheapest per 1,000 queries, and which ones have a free allowance?": [
    "web search API pricing comparison",
    "search API free tier",
    "cheapest search API per 1,000 queries",
  ],
  "how do I let an agent buy from online stores using a virtual card with spending limits?": [
    "virtual card for AI agent purchases",
    "agent spending limits with virtual cards",
    "agentic commerce card issuing",
  ],
  "how do I get a coding agent to build and run automation tests on an Unreal Engine 5 project without the editor GUI?": [
    "Unreal Engine 5 skill for coding agents",
    "UE5 headless automation testing",
    "Unreal Engine command-line build and test",
  ],
  "how can my agent search this catalogue for tools and MCP servers programmatically?": [
    "directory search API for agents",
    "MCP server for catalogue search",
    "programmatic tool discovery API",
  ],
  "how do I check that a remote MCP server actually works and debug a 401 or 405 response?": [
    "MCP Inspector",
    "remote MCP server testing and debugging",
    "MCP auth troubleshooting 401 405",
  ],
  "when do facts that change over time call for a temporal knowledge graph instead of a vector store for agent memory?": [
    "temporal knowledge graph vs vector store",
    "agent memory architecture guide",
    "Graphiti / Zep temporal memory",
  ],
  "what guardrails should I put on an agent that spends money: per-payment caps, budgets, human approval?": [
    "agent spending guardrails",
    "payment caps and human approval for agents",
    "agent budget controls",
  ],
  "which command-line coding agent is best for unattended runs in CI, and how do I keep it contained?": [
    "coding agent for CI",
    "headless coding agent in GitHub Actions",
    "sandboxed unattended CLI coding agent",
  ],
  "my agent needs to scrape web pages into clean markdown and also store them in a vector database for retrieval": [
    "web scraping to markdown API",
    "vector database for RAG",
    "Firecrawl crawler plus vector store",
  ],
  "an open-source microVM runtime I can run on my own servers for agent code, plus OpenTelemetry-based tracing": [
    "open-source microVM sandbox self-hosted",
    "OpenTelemetry LLM tracing",
    "Firecracker-based code execution runtime",
  ],
  "let our support agent issue refunds through our payment processor and file bug tickets in our issue tracker": [
    "Stripe MCP server for refunds",
    "issue tracker MCP server",
    "payments and ticketing tools for support agents",
  ],
  "up-to-date library docs inside my editor agent, and a way for it to check its UI changes in a real browser": [
    "documentation MCP server for coding agents",
    "browser automation MCP for UI verification",
    "Context7 and Playwright MCP",
  ],
  "a typed Python agent framework and an open-source eval library with ready-made metrics": [
    "typed Python agent framework (Pydantic AI)",
    "open-source LLM evaluation library with metrics",
    "DeepEval-style eval framework",
  ],
  "a knowledge graph for my agent's memory and a public SPARQL endpoint for general world facts": [
    "knowledge graph agent memory",
    "Wikidata SPARQL endpoint",
    "graph memory layer plus public knowledge base",
  ],
  "host our agent at the edge with persistent state, and expose its tools as a remote MCP server": [
    "edge agent hosting with persistent state",
    "remote MCP server hosting",
    "Cloudflare Agents and Durable Objects",
  ],
  "a daily feed of new AI agent papers, and a benchmark to compare agents on terminal tasks": [
    "daily AI agent papers feed",
    "terminal agent benchmark (Terminal-Bench)",
    "arXiv agent research digest",
  ],
  "give my agent a Lightning wallet and let it pay for APIs that charge in sats": [
    "Lightning Network agent wallet",
    "pay for APIs in sats (L402)",
    "Bitcoin micropayments for agents",
  ],
  "an identity provider to log users into our agent, and a way to secure our MCP server with OAuth": [
    "identity provider for AI agents",
    "MCP server OAuth authorization",
    "agent auth and login (Auth0, WorkOS, Stytch)",
  ],
  "a curated list of Claude skills, and a command-line tool to install skills into my coding agent": [
    "awesome Claude skills list",
    "skills installer CLI for coding agents",
    "Agent Skills catalogue",
  ],
  "open datasets to fine-tune a model, and something that teaches my agent to launch training runs on a model hub": [
    "open fine-tuning datasets",
    "Hugging Face training skill for agents",
    "model hub training job launcher",
  ],
  "containerized ready-to-run MCP servers, and a debugging tool to poke at a server's tools before I trust it": [
    "Docker MCP catalog",
    "MCP Inspector for testing servers",
    "containerized MCP servers and debugging tools",
  ],
  "our React frontend needs to stream agent events to the UI, and our editor needs to talk to the coding agent": [
    "AG-UI protocol",
    "Agent Client Protocol (ACP) for editors",
    "agent-to-frontend event streaming",
  ],
  "pay-per-use GPU compute for model inference, and a gateway to switch between hosted LLM providers": [
    "serverless GPU inference",
    "LLM gateway across providers",
    "pay-per-use GPU cloud and model router",
  ],
  "an MCP server to manage our frontend hosting deployments and another to pull production error reports": [
    "Vercel MCP server",
    "Sentry MCP server",
    "deployment and error monitoring MCP servers",
  ],
  "a curated collection of open-source agent examples with runnable code, and a leaderboard of which models call functions best": [
    "open-source agent examples repository",
    "function calling leaderboard (BFCL)",
    "tool use benchmark and agent cookbooks",
  ],
  "design skills for my coding agent and an MCP server that reads our design files": [
    "design skills for coding agents",
    "Figma MCP server",
    "UI design skill and design file integration",
  ],
  "cross-chain usdc transfers": ["CCTP cross-chain USDC", "cross-chain stablecoin bridge", "USDC transfer between blockchains"],
  "agent observability opentelemetry": [
    "OpenTelemetry tracing for AI agents",
    "GenAI semantic conventions",
    "agent observability platform",
  ],
  "api workflow specification": ["Arazzo specification", "OpenAPI workflow description", "API workflow standard"],
  "agent skill packaging format": ["Agent Skills format", "SKILL.md specification", "skill packaging standard for agents"],
  "headless browser low memory": ["lightweight headless browser", "low-memory browser for automation", "Lightpanda headless browser"],
  "ai model pricing database": ["LLM pricing database", "model cost comparison API", "token price data for AI models"],
  "onchain agent reputation": [
    "ERC-8004 trustless agents",
    "onchain agent identity and reputation registry",
    "blockchain agent trust scores",
  ],
  "natural language website interface": ["NLWeb", "conversational interface for websites", "natural language query endpoint for sites"],
  "in-browser agent tools": ["WebMCP", "browser-based MCP tools", "in-page tools for browser agents"],
  "stablecoin settlement chain": ["stablecoin payment blockchain", "USDC settlement network", "payments-focused L1 chain (Tempo, Arc)"],
  "delegated smart account permissions": [
    "smart account session keys",
    "ERC-7715 delegated permissions",
    "agent spending permissions on smart wallets",
  ],
  "agent design patterns": ["agent design patterns guide", "agentic architecture patterns", "building effective agents"],
  "computer use benchmark": ["computer-use agent benchmark", "OSWorld", "desktop GUI agent evaluation"],
  "ml engineering agent benchmark": ["MLE-bench", "machine learning engineering agent benchmark", "Kaggle-style agent evaluation"],
  "spec-driven coding ide": ["spec-driven development IDE", "Kiro AI IDE", "specification-first coding agent"],
  "serverless postgres agent skills": [
    "Neon Postgres agent skills",
    "serverless Postgres for AI agents",
    "database skills for coding agents",
  ],
  "red team llm prompts": [
    "LLM red teaming tool",
    "prompt injection and jailbreak testing",
    "adversarial prompt datasets (promptfoo, garak)",
  ],
  "open web crawl dataset": ["Common Crawl", "open web crawl corpus", "web-scale text dataset"],
  "We're building a support agent on LangGraph that answers questions from our product docs. It keeps inventing details, so before launch we want to trace every run, score answers against a golden set and catch regressions whenever we change prompts. What should we plug in?":
    ["LLM observability and evaluation for LangGraph", "LangSmith tracing and golden dataset evals", "regression testing for RAG agents"],
  "Our team of three is shipping a data-analysis assistant for finance analysts next month. Stack: FastAPI backend, React front end, OpenAI Agents SDK. Analysts upload CSVs and ask for charts, and the agent writes pandas code, which we currently exec() inside the API container; security flagged that last week. A plain Docker container didn't satisfy them either (shared kernel). We need an isolated place to run the generated code with no network and a short timeout, ideally with a Python SDK, without operating our own hosts.":
    [
      "managed code execution sandbox with Python SDK",
      "microVM isolated code interpreter (E2B)",
      "secure sandbox for LLM-generated pandas code without network",
    ],
  "I'm the agent inside a user's Cursor session. They pasted https://mcp.linear.app/mcp and asked me to hook it up so I can read their sprint issues, but the first attempt came back 401. Find instructions for configuring and authenticating a remote MCP server.":
    ["remote MCP server OAuth setup in Cursor", "Linear MCP server authentication", "fix 401 connecting remote MCP"],
  "Planning a procurement agent for a mid-size retailer: it should find suppliers' paid data APIs, pay per call out of a small budget without us signing up for keys everywhere, and log every payment for finance. What pieces exist for this?":
    ["x402 paid API discovery for agents", "agent pay-per-call with budget and audit logs", "agent payment wallet with spending limits"],
  "Context: I'm an agent helping a two-person startup building a travel-planning assistant. They started with a Python script calling one model provider directly, bolted on a second provider after an outage, and the code is now a mess of if/else branches. The founder wants one endpoint where they can swap models by name, see what each call costs, and fall back automatically when a provider is down. They don't want to self-host anything yet, and the demo is in two weeks. Which services fit?":
    [
      "LLM gateway with automatic fallback",
      "hosted model router with cost tracking (OpenRouter, Portkey)",
      "unified LLM API for multiple providers",
    ],
  "Our research group wants an agent that pulls the newest AI preprints every morning, reads them, and drafts a digest that includes citation counts for the related prior work. Which sources and APIs should it use?":
    ["arXiv API for new preprints", "citation counts API (Semantic Scholar, OpenAlex)", "daily AI paper digest sources"],
  "I'm setting up Claude Code in a monorepo where teammates also use Codex, Gemini CLI and Copilot. We want one shared instructions file and one shared set of skills that everyone's agent can load. What's the standard for each?":
    ["AGENTS.md shared instructions file", "Agent Skills standard (SKILL.md)", "cross-agent skills for Claude Code, Codex, Gemini CLI"],
  "We're a platform team at a bank running an internal agent marketplace. Every vendor agent we onboard wants to call our internal tools over MCP, and compliance says no shared API keys: each agent must act for a signed-in employee with scoped, revocable permissions and an audit trail. We already have workforce SSO, and a handful of Python MCP servers from last quarter sit behind a VPN with one static bearer token everyone copies. We need the authorization piece: how remote MCP servers should do OAuth, and products that add delegated user auth without a rewrite. Budget approval is next sprint.":
    ["MCP authorization spec OAuth 2.1", "delegated user auth for MCP servers", "enterprise MCP gateway with SSO and scoped tokens"],
  "Our e-commerce brand wants shopping agents in chat apps to be able to buy from our store. We run on Shopify and take cards through Stripe. Which protocols and integrations let agents check out with us as the merchant?":
    ["Agentic Commerce Protocol (ACP)", "Stripe and Shopify agentic checkout", "merchant integration for AI shopping agents"],
  "For a hackathon we're making a Slack bot that answers questions from our Notion wiki and Google Drive. We'd rather not write OAuth plumbing for every app. Is there a hosted service that brokers auth to lots of SaaS tools for the agent?":
    [
      "hosted OAuth broker for agent integrations",
      "managed auth for SaaS tools (Composio, Nango)",
      "Notion and Google Drive connectors for agents",
    ],
  "I maintain a small open-source MCP server written in Python and want to rewrite it on a nicer framework, test it interactively, and then publish it so clients can discover it. Which tools cover those three steps?":
    ["FastMCP Python framework", "MCP Inspector for testing", "MCP registry publishing"],
  "Some background: we're a consultancy building a browser agent for an insurance client that logs into about 40 carrier portals every night to download policy PDFs. The prototype used Selenium on one EC2 box; it breaks constantly on CAPTCHAs and bot detection and only runs a few sessions at once. Their IT won't let us keep passwords in code, and they want session recordings for audit. We need managed cloud browsers with anti-bot handling, proxies, persistent sessions and replays that scale to dozens of concurrent sessions.":
    [
      "managed cloud browser with anti-bot and proxies",
      "scalable headless browser infrastructure with session recording",
      "Browserbase or Steel for browser agents",
    ],
  "Our agent has to answer questions like who runs a given company and where it is headquartered, reliably and without general web search. Is there a free structured knowledge source it can query directly?":
    ["Wikidata SPARQL endpoint", "free structured knowledge graph API", "company facts knowledge base for agents"],
  "We're a Microsoft shop: .NET services and Azure for everything. I'm looking for the agent framework we should standardize on, plus the MCP servers our agents need to operate Azure resources and search the official docs.":
    ["Microsoft Agent Framework for .NET", "Azure MCP server", "Microsoft Learn docs MCP server"],
  "Background for this search: I'm assisting a solo indie game developer with a mid-sized Unreal Engine 5 project (C++ gameplay modules, lots of Blueprints, Perforce). He just started using a terminal coding agent, and on day one it sed-edited a .uasset, broke references, then ran a build while Live Coding was active. He wants something to load into the agent so it knows the engine's rules: module layout, reflection macros, headless builds, automation tests, editor Python. Is there a ready-made skill?":
    ["Unreal Engine skill for coding agents", "UE5 agent skill for C++ and Blueprints", "game engine coding agent rules"],
  "We run a customer-support agent with thousands of users. It should remember each customer's past issues and preferences across conversations without leaking anything between accounts, and we'd prefer a managed service with a Python SDK. What are the options?":
    ["managed agent memory with Python SDK", "multi-tenant per-user memory for support agents", "Mem0 or Zep customer memory service"],
  "Before we pick a model for our agentic coding product, product management wants a one-page summary of how current models do on realistic agent work: fixing repository issues, working in a terminal, long multi-step tasks. Which benchmark sources should I pull numbers from?":
    ["agentic coding benchmarks", "SWE-bench and Terminal-Bench leaderboards", "long-horizon agent task benchmarks (METR)"],
  "Quick context: our marketing site is a Next.js app on Vercel, and more of our traffic is now AI assistants and crawlers rather than people. Leadership asked me, the agent on the web team, to make the site agent-friendly this quarter: a concise summary of our docs for LLMs, maybe letting browser agents call our pricing calculator directly instead of scraping the page, and a way to tell signed, legitimate agent traffic from scrapers. We already have a sitemap and schema.org markup. Which standards and proposals should we look at?":
    ["llms.txt", "WebMCP for browser agents", "Web Bot Auth signed agent traffic"],
};
