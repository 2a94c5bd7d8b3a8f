// The rephrasings of the fresh blind set's requests (fixture-fresh-queries.ts): what a model calling `search` would
// add as `alternatives`, in a listing's words.
//
// Provenance. The request texts alone (a JSON array of strings: no ids, no kinds, no judgements) were handed on
// 2026-12-06 to a separate agent that could read nothing else (no catalogue, no code, no earlier set), acting as an
// assistant calling the directory's search: three alternatives per request in the words a product listing or directory
// category would use, keeping what a constraint or exclusion requires. Copied here verbatim from its JSON answer and
// frozen with the set: do not edit them, and never after looking at rankings.

export const FIXTURE_FRESH_REPHRASINGS: Readonly<Record<string, readonly string[]>> = {
  "cloud sandbox where an AI agent can run the code it generates in isolation": [
    "cloud code execution sandbox for AI agents",
    "isolated sandbox to run LLM-generated code",
    "secure remote code interpreter API",
  ],
  "vector database for storing embeddings and running semantic similarity search": [
    "vector database for embeddings",
    "semantic similarity search engine",
    "embedding store with nearest-neighbor search",
  ],
  "leaderboard that ranks language models on how well they call functions and tools": [
    "function calling leaderboard for LLMs",
    "tool use benchmark ranking language models",
    "LLM tool-calling evaluation leaderboard",
  ],
  "MCP server that lets an assistant read and update issues in a project tracker": [
    "issue tracker MCP server",
    "MCP server for project management tickets",
    "read and update issues via MCP",
  ],
  "tool that turns any web page into clean markdown an LLM can read": [
    "web page to markdown converter for LLMs",
    "URL to clean LLM-ready text extraction",
    "web content extraction API markdown",
  ],
  "Python framework for building multi-agent systems where several agents collaborate on one task": [
    "Python multi-agent framework",
    "collaborative multi-agent orchestration library",
    "agent teams working together on tasks",
  ],
  "protocol that lets independent agents from different vendors discover each other and hand off work": [
    "agent-to-agent interoperability protocol",
    "agent discovery and task delegation protocol",
    "cross-vendor agent communication standard",
  ],
  "trace and monitor an agent's LLM calls in production so I can debug failures": [
    "LLM observability and tracing platform",
    "agent monitoring and debugging in production",
    "LLM call tracing and logging tool",
  ],
  "stablecoin wallet that an autonomous agent can hold funds in and pay from": [
    "stablecoin wallet for AI agents",
    "agent crypto wallet for autonomous payments",
    "USDC wallet for agent spending",
  ],
  "directory to browse and install Agent Skills for my coding agent": [
    "Agent Skills directory",
    "install skills for coding agents",
    "SKILL.md marketplace and catalog",
  ],
  "I lead a customer help desk crew and want our chat assistant to look things up in the company wiki and jot fresh notes into it.": [
    "knowledge base MCP server for support assistant",
    "wiki read and write MCP server",
    "Confluence or Notion MCP integration",
  ],
  "I run promotions for a small brand and want my chatbot sidekick to boost sign-up rates on our web pages and draft snappier adverts.": [
    "conversion rate optimization skill for marketing",
    "ad copywriting agent skill",
    "landing page CRO and marketing copy tools",
  ],
  "I lecture at a college and want a script that finds recent journal publications, who penned each one and how often others reference them.":
    [
      "scholarly papers API with authors and citation counts",
      "academic literature search API",
      "research paper metadata and citations database",
    ],
  "I'm on call for our web fleet; when the pager goes off at night I'd like a chat assistant to fetch the graphs and timeseries panels so I can see what broke.":
    [
      "monitoring dashboards MCP server",
      "Grafana MCP server for metrics and dashboards",
      "observability metrics query tool for incident response",
    ],
  "I'm a paralegal buried in photocopied contracts and court paperwork; I need them converted into plain text a chatbot can read so it answers questions about each case.":
    ["OCR document parsing for LLMs", "scanned PDF to text conversion", "document ingestion for RAG legal documents"],
  "I teach high-school chemistry and want my digital helper to produce short animated clips explaining each lesson, made from code rather than a camera.":
    ["programmatic animation video generation", "Manim math and science animation skill", "code-based explainer video creation"],
  "I keep the books for a small design studio and want my assistant to send customers bills and see which ones are still outstanding.": [
    "invoicing and accounting MCP server",
    "send invoices and track unpaid bills",
    "accounting software integration for agents",
  ],
  "I crunch numbers for a retail chain and want to ask a chatbot plain-English questions about the tables in our company's SQL store.": [
    "text-to-SQL natural language database queries",
    "SQL database MCP server",
    "chat with your database analytics assistant",
  ],
  "I sketch app layouts in a vector illustration program; I want the programming bot to build screens that mirror my mockups exactly, not guess from screenshots.":
    ["Figma MCP server for design to code", "design file to code for coding agents", "Figma mockups to UI implementation"],
  "Our office manager asks which chatbot brain gives the best answers per dollar and replies quickest, before we sign a yearly contract.": [
    "LLM price and performance comparison",
    "model cost vs quality and latency benchmark",
    "LLM leaderboard by price and speed",
  ],
  "remote MCP server for looking up library and API documentation that needs no authentication": [
    "documentation lookup MCP server no authentication",
    "remote MCP server for library API docs",
    "free up-to-date docs MCP without API key",
  ],
  "Apache-2.0 licensed vector database I can run on my own servers": [
    "Apache-2.0 open source vector database",
    "self-hosted vector database",
    "on-premise embedding search engine open source",
  ],
  "Python framework for multi-agent workflows that is still actively maintained, not deprecated": [
    "actively maintained Python multi-agent framework",
    "multi-agent workflow orchestration library Python",
    "agent workflow framework not deprecated",
  ],
  "headless browser for my agents that I can self-host with Docker": [
    "self-hosted headless browser Docker",
    "open source browser automation for agents Docker",
    "headless Chrome server for AI agents self-hosted",
  ],
  "payments toolkit for agents that exposes a hosted remote MCP endpoint": [
    "agent payments remote MCP server",
    "hosted MCP endpoint for payments",
    "payments API toolkit for AI agents MCP",
  ],
  "open source tracing and observability platform for agents that I can run myself": [
    "open source LLM observability self-hosted",
    "self-hosted agent tracing platform",
    "open source LLM monitoring and evaluation",
  ],
  "TypeScript framework for building AI agents": [
    "TypeScript AI agent framework",
    "JavaScript library for building LLM agents",
    "Node.js agent development toolkit",
  ],
  "search research papers through an API without needing an API key": [
    "academic paper search API no API key",
    "free scholarly literature API without authentication",
    "open research papers search API",
  ],
  "free directory of MCP servers with a public API I can query": [
    "MCP server directory with public API",
    "free MCP server registry API",
    "searchable catalog of MCP servers",
  ],
  "open source code sandbox I can self-host for running agent-generated code": [
    "open source self-hosted code sandbox",
    "self-hosted code execution environment for AI agents",
    "open source secure code interpreter for LLMs",
  ],
  "web search API for my agent, but not Tavily": [
    "web search API for AI agents not Tavily",
    "LLM search API alternative to Tavily",
    "real-time web search API for agents",
  ],
  "terminal coding agent that is not made by Anthropic or OpenAI": [
    "open source terminal coding agent",
    "CLI coding assistant not Anthropic or OpenAI",
    "command-line AI coding agent independent vendor",
  ],
  "long-term memory layer for my agent, but not one built on a knowledge graph": [
    "long-term memory layer for agents without knowledge graph",
    "vector-based agent memory store",
    "persistent LLM memory not graph-based",
  ],
  "library for scripting a headless browser, anything except Playwright": [
    "headless browser automation library not Playwright",
    "Puppeteer or Selenium alternative browser scripting",
    "browser automation framework alternative to Playwright",
  ],
  "where to find MCP servers: a directory other than Smithery": [
    "MCP server directory alternative to Smithery",
    "MCP server registry and catalog",
    "find and browse MCP servers",
  ],
  "let my agent pay in stablecoins without using any Coinbase products": [
    "stablecoin payments for agents without Coinbase",
    "non-Coinbase agent crypto wallet",
    "USDC agent payments alternative to Coinbase",
  ],
  "scrape and crawl websites for my agent with an API or library, not an MCP server": [
    "web scraping and crawling API for agents",
    "web crawler library not MCP server",
    "scraping SDK for LLM data extraction",
  ],
  "Agent Skills for working with databases, not Supabase": [
    "database Agent Skills not Supabase",
    "SQL and Postgres skills for coding agents",
    "Agent Skills for database management",
  ],
  "managed platform to deploy and host my agents in production, anything but AWS": [
    "managed agent hosting platform not AWS",
    "deploy AI agents to production cloud",
    "agent runtime and deployment service",
  ],
  "benchmark for general AI assistants and web agents, not a coding benchmark": [
    "general AI assistant benchmark",
    "web agent evaluation benchmark",
    "agent benchmark for browsing and tool use not coding",
  ],
  "how do I add the GitHub MCP server to Claude Code?": [
    "GitHub MCP server setup in Claude Code",
    "add MCP server to Claude Code guide",
    "Claude Code MCP configuration",
  ],
  "how can my agent pay per request for an API with x402 and USDC?": [
    "x402 pay-per-request API payments",
    "USDC micropayments for agents HTTP 402",
    "x402 integration guide for agent payments",
  ],
  "how do I safely execute code an LLM wrote without exposing my secrets?": [
    "secure sandbox for running LLM-generated code",
    "isolated code execution without secret exposure",
    "safe code interpreter guide for agents",
  ],
  "how to give my chatbot memory of past conversations across sessions": [
    "long-term memory for chatbots across sessions",
    "persistent conversation memory layer",
    "LLM memory store for user history",
  ],
  "Claude Code vs Codex CLI vs Gemini CLI: which terminal coding agent should I choose?": [
    "terminal coding agents comparison",
    "Claude Code vs Codex CLI vs Gemini CLI",
    "CLI AI coding assistant comparison guide",
  ],
  "how do I connect Cursor to a remote MCP server that requires OAuth sign-in?": [
    "Cursor remote MCP server OAuth setup",
    "connect Cursor to authenticated MCP server",
    "MCP OAuth authorization client configuration",
  ],
  "what's a good setup for an agent that researches the web and academic papers and cites its sources?": [
    "deep research agent stack with citations",
    "web search and academic paper APIs for research agent",
    "research assistant with source citation tools",
  ],
  "which payment protocol should my agent use: x402, MPP or L402?": [
    "agent payment protocols comparison",
    "x402 vs MPP vs L402",
    "machine payments protocol for AI agents guide",
  ],
  "how do I get a coding agent to build and test an Unreal Engine 5 project?": [
    "Unreal Engine 5 coding agent integration",
    "Unreal Engine MCP server",
    "game development agent build and test UE5",
  ],
  "which web search API is cheapest per 1,000 queries and has a free tier for my agent?": [
    "cheapest web search API with free tier",
    "search API pricing comparison per 1000 queries",
    "affordable web search API for AI agents",
  ],
  "a vector database plus an evaluation tool for my RAG app": [
    "vector database for RAG",
    "RAG evaluation tool",
    "retrieval augmented generation evaluation and embedding store",
  ],
  "a cloud headless browser for my agent and a sandbox to run the code it writes": [
    "cloud headless browser for agents",
    "code execution sandbox for AI agents",
    "remote browser and code sandbox infrastructure",
  ],
  "an MCP server for our issue tracker and another one for error monitoring": [
    "issue tracker MCP server",
    "error monitoring MCP server",
    "Jira Linear and Sentry MCP integrations",
  ],
  "a crypto wallet for my agent and a virtual card it can shop with": [
    "crypto wallet for AI agents",
    "virtual card for agent purchases",
    "agent payments wallet and card issuing",
  ],
  "compare LLM prices across providers and call many models with one API key": [
    "LLM pricing comparison across providers",
    "unified LLM API gateway one key",
    "model router API access to many LLMs",
  ],
  "MCP server for my Postgres database, and vector search inside Postgres": [
    "Postgres MCP server",
    "pgvector vector search in Postgres",
    "PostgreSQL database tools for agents",
  ],
  "the SKILL.md format spec and a command-line tool to install skills": [
    "SKILL.md Agent Skills specification",
    "CLI to install Agent Skills",
    "skills package manager command-line tool",
  ],
  "a deep research API for the web and an API for paper citations": [
    "deep research API for web",
    "paper citation API",
    "scholarly citation graph API",
  ],
  "OAuth for my MCP server and a way to sign my bot's HTTP requests": [
    "MCP server OAuth authorization",
    "HTTP message signatures for bots",
    "agent authentication and request signing",
  ],
  "a Lightning wallet for my agent and a way to charge sats for my API": [
    "Lightning Network wallet for AI agents",
    "L402 paywall to charge sats for API",
    "bitcoin micropayments for agent APIs",
  ],
  "mcp server registry": ["MCP server registry", "MCP server directory", "catalog of Model Context Protocol servers"],
  "agent wallet usdc": ["USDC wallet for AI agents", "agent stablecoin wallet", "crypto wallet for autonomous agent payments"],
  "llm red teaming": ["LLM red teaming tool", "AI security vulnerability scanning", "adversarial prompt testing for LLMs"],
  "docx pdf skills": [
    "Word and PDF document Agent Skills",
    "docx and pdf file processing skills",
    "document generation and editing skills",
  ],
  "sparql knowledge graph": ["SPARQL knowledge graph query", "RDF knowledge graph MCP server", "Wikidata SPARQL endpoint tool"],
  "self-hosted microvm sandbox": [
    "self-hosted microVM sandbox",
    "Firecracker microVM code execution",
    "open source isolated sandbox for agents",
  ],
  "coding agent benchmark": ["coding agent benchmark", "software engineering benchmark for LLM agents", "SWE-bench style code evaluation"],
  "daily ai papers": ["daily AI research papers feed", "trending machine learning papers", "latest arXiv AI papers digest"],
  "oauth for mcp": ["OAuth authorization for MCP servers", "MCP authentication provider", "secure MCP server auth"],
  "cut agent token usage": [
    "reduce agent token usage",
    "LLM context compression and token optimization",
    "lower LLM cost prompt caching tools",
  ],
  "We run a Next.js storefront with a support chatbot built on the Vercel AI SDK. Right now every conversation starts from zero: returning shoppers have to repeat their order history, sizes and preferences each time. I tried stuffing the last twenty messages into the system prompt, but token costs tripled and the model still forgets anything older than a week. What I need is a persistent memory layer the bot can write facts to and recall them from across sessions, ideally something I can run on our own infrastructure and call from TypeScript. We already use Postgres for orders, so adding a heavyweight new database is a hard sell with the team, and compliance wants user data to stay in our region.":
    [
      "self-hosted memory layer for chatbots TypeScript",
      "Postgres-backed long-term agent memory",
      "persistent user memory across sessions self-hosted",
    ],
  "Our open-source project gets dozens of pull requests a week, many from first-time contributors, and we wired a coding agent into GitHub Actions to review each PR, run the test suite and suggest fixes. The problem is that the agent executes whatever code the fork contains, on the same runner that holds our deploy secrets. We tried wrapping the test step in a Docker container, but a security review pointed out that a shared kernel is not a real boundary for hostile code. I need a place where each PR's code runs in its own throwaway microVM or similarly isolated machine, started from an API call, with network egress locked down and no access to our credentials, then torn down when the run is over.":
    [
      "microVM sandbox API for untrusted code",
      "isolated ephemeral code execution with egress control",
      "secure sandbox for CI coding agents",
    ],
  "I'm building a literature-review assistant for a biology lab with LangGraph. Web search already works through Tavily, and the arXiv API gives us titles and abstracts, which was fine for the first prototype. Now the researchers want the agent to follow the citation trail: given one seminal paper, find the papers that cite it, rank them by how influential they are, and pull author affiliations so they can spot which groups are active. arXiv metadata has none of that, and scraping Google Scholar is off the table. What I need is a programmatic source for the scholarly graph of works, authors and citations that an agent can query in a loop, ideally with a free tier generous enough for a small lab.":
    ["scholarly citation graph API", "academic papers authors and citations API free tier", "research paper citation network database"],
  "We sell handmade ceramics through a Shopify store, plus a small wholesale catalogue on our own site. Customers increasingly ask ChatGPT and other assistants to find gifts, and we want our products to be buyable right there, without the shopper clicking through to our checkout page. We tried publishing a product feed and hoping the assistants would pick it up, but nothing actually lets an agent put items in a cart and pay. So I'm looking for the standard or platform that lets AI agents discover our catalogue, build a cart and complete checkout on the buyer's behalf while we stay merchant of record and keep using our existing payment processor.":
    ["agentic commerce checkout protocol", "AI agent shopping cart and checkout standard", "let AI assistants buy from merchant store"],
  "Our backend is a Python FastAPI service with about thirty internal endpoints for inventory and pricing. Colleagues want to call them from Claude Desktop and Cursor. I read the MCP spec and started hand-writing JSON-RPC handlers, which got messy fast. I'd like a Pythonic library that turns decorated functions into MCP tools and handles transports for me, so I can ship an MCP server this week.":
    ["Python MCP server framework", "decorator-based MCP tools library Python", "FastAPI to MCP server"],
  "Working in a TypeScript monorepo with Claude Code, I keep getting code written against old versions of our dependencies: removed options, renamed hooks, deprecated imports. Pasting changelogs into the chat helps for one session and then it's gone. I want the agent to fetch current, version-specific docs and examples for whatever library it is touching, automatically, through an MCP server I can add once.":
    ["up-to-date library documentation MCP server", "version-specific docs for coding agents", "code documentation context MCP"],
  "Every month I have to file the same reports on three government portals that have no API and change their layout constantly. My Selenium scripts break every time a button moves. I want to describe the task in plain English and have an agent look at the page like a person would, fill in the forms and submit them, self-hosted if possible since the data is sensitive.":
    [
      "AI browser agent for web form automation",
      "self-hosted vision-based browser automation",
      "natural language web task automation agent",
    ],
  "Our agent fans out to GPT, Claude and Gemini models depending on the step, and last month's bill was a surprise. I can't tell which runs or prompts are expensive or slow. I need something sitting between the agent and the providers that logs cost and latency per request and lets me route steps to cheaper models through one endpoint.":
    ["LLM gateway with cost and latency tracking", "model routing proxy for multiple providers", "LLM API proxy cost monitoring"],
  "My team has standardised on Google Cloud: BigQuery for analytics, Cloud Run for services and Gemini as the default model. We now have to build a handful of internal agents, such as a data-quality checker that runs nightly and a Slack helper for the finance team, and leadership wants them evaluated before they ship and deployed on our own GCP project. I tried asking my coding assistant to scaffold one, but it mixes up old Vertex AI samples with whatever it half-remembers, and the deployment config it writes never works. I need the official toolkit for building multi-agent systems on Google's stack, ideally with something that teaches my coding assistant how to create, evaluate and deploy these agents properly.":
    [
      "Google Agent Development Kit",
      "multi-agent framework for Google Cloud and Gemini",
      "Agent Skills for building and deploying agents on GCP",
    ],
  "I maintain a small MCP server for our internal ticketing system, written with the TypeScript SDK. Two clients report that some tools never show up and one call returns a schema error, but it works in my own setup. Logging to stderr hasn't shown anything useful. I want an interactive way to connect to the server, list its tools, call them by hand and see the raw protocol messages.":
    ["MCP Inspector debugging tool", "interactive MCP server testing client", "MCP protocol message debugger"],
  "alternatives to Pinecone": [
    "managed vector database",
    "vector search database alternative to Pinecone",
    "hosted embedding similarity search service",
  ],
  "open source alternative to LangSmith": [
    "open source LLM observability platform",
    "open source LLM tracing and evaluation",
    "self-hosted agent monitoring and prompt tracing",
  ],
  "something like E2B but self-hosted": [
    "self-hosted code execution sandbox for AI agents",
    "open source cloud sandbox for LLM code",
    "self-hosted secure code interpreter",
  ],
  "Browserbase alternative": [
    "cloud headless browser for AI agents",
    "remote browser infrastructure API",
    "managed browser automation platform",
  ],
  "open-source replacement for Claude Code in the terminal": [
    "open source terminal coding agent",
    "CLI AI coding assistant open source",
    "command-line agentic coding tool",
  ],
  "tools like Exa for agent web search": [
    "web search API for AI agents",
    "neural semantic search API for LLMs",
    "search engine API for agent web research",
  ],
  "replace Mem0 with something I can self-host": [
    "self-hosted long-term memory for agents",
    "open source agent memory layer",
    "persistent LLM memory store self-hosted",
  ],
  "what to use instead of x402 for agent micropayments": [
    "agent micropayments protocol",
    "pay-per-request payments for AI agents",
    "machine-to-machine payment standard",
  ],
  "AutoGen replacement for Python multi-agent apps": [
    "Python multi-agent framework",
    "multi-agent conversation orchestration library",
    "agent collaboration framework Python",
  ],
  "open source Zapier MCP alternative": [
    "open source workflow automation MCP server",
    "app integrations MCP server open source",
    "self-hosted automation platform with MCP",
  ],
  "playwrigth mcp": ["Playwright MCP server", "browser automation MCP server", "MCP server for web browser control"],
  "langfsue tracing": ["Langfuse tracing", "open source LLM observability and tracing", "LLM application tracing platform"],
  "quadrant vector database": ["Qdrant vector database", "open source vector similarity search engine", "embedding vector store"],
  "crewia agents": ["CrewAI agents", "multi-agent crew framework Python", "role-based collaborative AI agents"],
  "firecrawll scraping": ["Firecrawl web scraping", "web crawling API for LLMs", "website to markdown scraping tool"],
  "cloudfare sandbox": ["Cloudflare sandbox", "Cloudflare Workers code execution sandbox", "edge container sandbox for AI agents"],
  "tavilly search api": ["Tavily search API", "web search API for AI agents", "LLM-optimized search engine API"],
  "semantic kernal": ["Semantic Kernel", "Microsoft AI agent orchestration SDK", "enterprise LLM agent framework .NET and Python"],
  "pydnatic ai agents": ["Pydantic AI agents", "type-safe Python agent framework", "Pydantic-based LLM agent library"],
  "ligthpanda headless": [
    "Lightpanda headless browser",
    "lightweight headless browser for AI agents",
    "fast headless browser for automation and scraping",
  ],
};
