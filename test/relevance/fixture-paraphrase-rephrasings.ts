// The rephrasings of the paraphrase set's requests (fixture-paraphrase-queries.ts): what a model calling `search`
// would add as `alternatives`, "in the words a product listing would use".
//
// Provenance. The request texts alone (one per line, no ids, no judgements) were handed over on 2026-12-02, and the
// lead engineer had a separate agent that had never seen the catalogue, the judgements or this repository write
// three rephrasings of each; they are copied here verbatim from its JSON answer (request text → three strings) and
// frozen with the set: do not edit them, and never after looking at rankings. `npm run relevance` scores the
// request alone and fused with these.

export const FIXTURE_PARAPHRASE_REPHRASINGS: Readonly<Record<string, readonly string[]>> = {
  "figure out why my bot became sluggish and costlier since yesterday's deploy": [
    "LLM observability tracing latency monitoring",
    "LLM cost tracking and performance regression",
    "agent monitoring dashboard token usage analytics",
  ],
  "have my bot recall what somebody said to it a month back": [
    "long-term memory for AI agents",
    "persistent conversational memory layer",
    "agent memory store user facts recall",
  ],
  "a place where strangers rank chatbots by picking the better reply": [
    "LLM leaderboard crowdsourced pairwise voting",
    "Chatbot Arena human preference ranking",
    "model comparison arena Elo ratings",
  ],
  "read the ticket board and move cards along for my team's sprint": [
    "Jira MCP server issue tracking",
    "project management kanban board integration for agents",
    "Linear Trello sprint tickets MCP",
  ],
  "turn a designer's mockups into a working web page": [
    "design to code Figma MCP server",
    "convert UI mockups to frontend code",
    "screenshot to HTML React generator",
  ],
  "somewhere walled off to try scripts the chatbot wrote without risking my laptop": [
    "code execution sandbox for AI agents",
    "secure isolated sandbox run untrusted code",
    "microVM code interpreter environment",
  ],
  "hand my bot company plastic with a monthly ceiling so it can shop online": [
    "virtual cards for AI agents spending limits",
    "agent payments card issuing API",
    "agentic commerce checkout with budget controls",
  ],
  "let my programming sidekick propose changes and triage bug reports where our source lives": [
    "GitHub MCP server pull requests issues",
    "AI code review and issue triage bot",
    "GitHub app coding agent for repositories",
  ],
  "stop my programming helper from hallucinating outdated function signatures of packages": [
    "up-to-date library documentation MCP server",
    "version-specific API docs for coding assistants",
    "Context7 docs context for LLM code",
  ],
  "let the model click buttons and fill forms on websites for me": [
    "browser automation MCP server",
    "AI web agent clicks and fills forms",
    "Playwright browser control for LLMs",
  ],
  "grab an article's words without the ads and menus so the chatbot can digest it": [
    "web page to clean markdown extraction",
    "article content extraction reader API",
    "HTML to LLM-ready text scraper",
  ],
  "attack my chatbot with tricky inputs to see if it spills secrets before launch": [
    "LLM red teaming prompt injection testing",
    "AI security vulnerability scanner jailbreak",
    "adversarial testing data leakage guardrails",
  ],
  "my bot should settle tiny fees to paywalled web services automatically in digital cash": [
    "x402 HTTP micropayments for agents",
    "pay-per-request API payments stablecoin",
    "agent crypto micropayments paywall protocol",
  ],
  "a yardstick for how well bots patch bugs people reported against popular open projects": [
    "SWE-bench coding agent benchmark",
    "benchmark for resolving GitHub issues",
    "software engineering agent evaluation",
  ],
  "which chatbot brain costs least per token and replies quickest": [
    "LLM pricing and latency comparison",
    "model benchmark cost per token speed",
    "LLM provider performance leaderboard",
  ],
  "single bill and single secret for calling dozens of chatbot brains": [
    "LLM gateway unified API many models",
    "OpenRouter single API key model router",
    "AI gateway billing multiple providers",
  ],
  "spin up lots of little helpers that split a big job and hand pieces to each other": [
    "multi-agent orchestration framework",
    "agent swarm task delegation handoffs",
    "hierarchical multi-agent collaboration",
  ],
  "let my bot ask a bot from another company to take over a chore": [
    "agent-to-agent protocol A2A",
    "inter-agent communication cross-vendor delegation",
    "agent interoperability protocol task handoff",
  ],
  "a recipe file in the repository telling the bot how to build and test": [
    "AGENTS.md instructions file for coding agents",
    "repository agent config build and test commands",
    "CLAUDE.md project rules file",
  ],
  "teach my assistant new tricks it pulls in only when a job calls for them": [
    "agent skills loaded on demand",
    "Claude Skills modular capabilities",
    "plugin skills library for AI assistants",
  ],
  "keep up with newly published academic work on thinking machines each morning": [
    "arXiv paper feed AI research daily",
    "AI research paper digest alerts",
    "academic paper search MCP arXiv",
  ],
  "ask the crowd-edited reference site for facts like a country's population as machine-readable triples": [
    "Wikidata SPARQL query MCP server",
    "knowledge graph query structured facts",
    "Wikidata API entity lookup",
  ],
  "a spreadsheet-like catalog of every chatbot brain with context sizes and costs": [
    "LLM model catalog context window pricing",
    "model database specs and costs comparison",
    "list of AI models with token prices",
  ],
  "hand my bot its own digital purse for tokens pegged to the dollar": [
    "stablecoin wallet for AI agents USDC",
    "crypto wallet SDK for agents",
    "agent onchain wallet payments",
  ],
  "check that a visitor hitting my storefront is a genuine shopping assistant and not a bad crawler": [
    "bot verification agent authentication web",
    "verify AI agent traffic vs scrapers",
    "signed agent identity Web Bot Auth",
  ],
  "let people log in and grant my bot permission to act on their behalf": [
    "OAuth authorization for AI agents",
    "delegated user auth agent acting on behalf",
    "agent identity and access management",
  ],
  "score my bot's replies automatically with dozens of quality measures": [
    "LLM evaluation metrics framework",
    "automated LLM output scoring",
    "RAG evaluation LLM-as-judge metrics",
  ],
  "run heavy number crunching on rented graphics cards": [
    "GPU cloud compute rental",
    "serverless GPU inference and training",
    "on-demand GPU infrastructure",
  ],
  "my service should show up to bots browsing the internet with a short summary page made for them": [
    "llms.txt website summary for LLMs",
    "make website readable by AI agents",
    "agent-friendly site description file",
  ],
  "let a helper running in the visitor's tab trigger actions my storefront defines": [
    "WebMCP browser tools exposed by website",
    "in-browser agent actions defined by site",
    "website tool API for browser agents",
  ],
  "show what the bot is doing live inside my app's chat window": [
    "agent UI streaming protocol AG-UI",
    "real-time agent events in chat frontend",
    "generative UI chat components for agents",
  ],
  "plug any programming sidekick into my IDE of choice": [
    "Agent Client Protocol editor integration",
    "connect coding agents to any IDE",
    "editor-agnostic coding agent protocol",
  ],
  "a giant free archive of the internet's pages to train on": [
    "Common Crawl web dataset",
    "open web crawl corpus for LLM training",
    "large free text dataset of web pages",
  ],
  "talk to my teammates' wiki pages and notes from my chat app": [
    "Notion Confluence MCP server",
    "team wiki knowledge base integration for chat assistant",
    "workspace notes search connector for Claude ChatGPT",
  ],
  "make short explainer clips out of code": [
    "code to video generation",
    "programmatic explainer videos Manim",
    "animated video from code React",
  ],
  "write ad copy and boost search rankings for my startup": [
    "AI marketing copywriting tool",
    "SEO optimization agent",
    "ad copy generation and content marketing",
  ],
  "make the bot use fewer words so the bill drops": [
    "token usage reduction concise output",
    "LLM cost optimization prompt compression",
    "reduce output tokens verbosity",
  ],
  "test-first habits and disciplined bug hunting for my programming sidekick": [
    "test-driven development skills for coding agents",
    "systematic debugging workflow for AI coding",
    "coding agent best practices superpowers skills",
  ],
  "I want the interfaces my bot builds to look polished and tasteful": [
    "frontend design skill for polished UI",
    "UI design guidelines for AI generated interfaces",
    "beautiful web design components for agents",
  ],
  "spell out a multi-step recipe of web service requests that rely on each other's outputs": [
    "API workflow specification chained requests",
    "Arazzo multi-step API workflows",
    "OpenAPI sequence of dependent calls",
  ],
  "an on-ledger directory where bots build a track record others can check": [
    "onchain agent registry reputation",
    "ERC-8004 trustless agents identity",
    "blockchain agent reputation and validation",
  ],
  "move digital dollars between networks without a middleman": [
    "cross-chain stablecoin transfer",
    "USDC bridge between blockchains",
    "decentralized cross-chain payments protocol",
  ],
  "where can I shop around for add-ons my assistant can hook into": [
    "MCP server registry marketplace",
    "directory of MCP servers and plugins",
    "agent tools marketplace integrations",
  ],
  "map who knows whom and what happened when, so the bot can reason over connections": [
    "knowledge graph memory for agents",
    "graph database entities relationships temporal",
    "GraphRAG temporal knowledge graph",
  ],
  "save lists of numbers that an encoder spits out and fetch the most alike ones in milliseconds": [
    "vector database similarity search",
    "embedding store nearest neighbor search",
    "fast vector search engine",
  ],
  "remote MCP server for issue tracking that I can connect to without installing anything": [
    "remote MCP server issue tracking hosted no install",
    "hosted Jira Linear MCP endpoint",
    "issue tracker remote MCP URL",
  ],
  "web scraping API with a free tier": ["web scraping API free tier", "scraper API with free plan", "web data extraction API free credits"],
  "academic paper search API that works without an API key": [
    "academic paper search API no API key",
    "scholarly literature search free without key",
    "arXiv Semantic Scholar OpenAlex API no key",
  ],
  "open-source agent tracing platform I can self-host": [
    "open-source agent tracing self-hosted",
    "self-hosted LLM observability platform open source",
    "OpenTelemetry LLM tracing self-host",
  ],
  "MIT licensed coding agent for the terminal": [
    "MIT licensed terminal coding agent",
    "open source CLI coding agent MIT license",
    "command-line AI coding assistant MIT",
  ],
  "documentation MCP server with no auth and a hosted endpoint": [
    "documentation MCP server hosted endpoint no auth",
    "remote docs MCP server without authentication",
    "free hosted docs search MCP no login",
  ],
  "vector database under the Apache licence": [
    "Apache 2.0 licensed vector database",
    "open source vector database Apache license",
    "vector search engine Apache-2.0",
  ],
  "hosted MCP endpoint for web search": [
    "hosted remote MCP server web search",
    "web search MCP endpoint remote URL",
    "search API remote MCP hosted",
  ],
  "postgres MCP server that signs in with OAuth": [
    "Postgres MCP server OAuth authentication",
    "PostgreSQL database MCP with OAuth sign-in",
    "remote database MCP server OAuth",
  ],
  "actively maintained multi-agent framework": [
    "actively maintained multi-agent framework",
    "multi-agent orchestration framework recent releases",
    "popular open source multi-agent library",
  ],
  "open-source headless browser I can self-host for free": [
    "open-source headless browser self-hosted free",
    "self-host headless Chrome browser service",
    "free open source browser automation infrastructure",
  ],
  "code sandbox with an open-source licence that I can self-host": [
    "open-source code sandbox self-hosted",
    "self-hostable code execution sandbox open source license",
    "open source agent sandbox runtime",
  ],
  "payments MCP server with a remote endpoint": [
    "payments MCP server remote endpoint",
    "hosted payments MCP Stripe remote",
    "remote MCP server payment processing",
  ],
  "agent memory library with an Apache 2.0 licence": [
    "agent memory library Apache 2.0 license",
    "open source long-term memory Apache license",
    "LLM memory layer Apache-2.0",
  ],
  "knowledge base API I can query with no sign-up and no key": [
    "knowledge base API no sign-up no API key",
    "free open knowledge API without key",
    "public encyclopedia facts API no authentication",
  ],
  "agent framework, not python": [
    "agent framework not Python TypeScript",
    "AI agent framework in Go Rust Java not Python",
    "JavaScript agent SDK non-Python",
  ],
  "browser automation without a hosted cloud service": [
    "browser automation self-hosted not cloud",
    "local browser automation without hosted service",
    "open source browser control runs locally no cloud",
  ],
  "vector database that isn't a managed service": [
    "self-hosted vector database not managed service",
    "open source vector database run locally",
    "embedded vector database self-host",
  ],
  "terminal coding agent, not a VS Code extension": [
    "terminal coding agent not VS Code extension",
    "CLI AI coding agent command line",
    "standalone terminal coding assistant",
  ],
  "llm observability without langchain": [
    "LLM observability without LangChain",
    "framework-agnostic LLM tracing",
    "LLM monitoring OpenTelemetry no LangChain dependency",
  ],
  "let my agent buy things, no crypto": [
    "agent payments without crypto card based",
    "agentic commerce checkout fiat cards no crypto",
    "AI agent shopping purchases virtual cards not blockchain",
  ],
  "eval framework that is not written in python": [
    "eval framework not Python TypeScript",
    "LLM evaluation tool in JavaScript or Go",
    "non-Python LLM testing framework",
  ],
  "web crawler that isn't AGPL": [
    "web crawler not AGPL permissive license",
    "MIT or Apache licensed web crawler",
    "open source web scraping library non-AGPL",
  ],
  "wallet for my agent, not coinbase": [
    "agent wallet not Coinbase",
    "crypto wallet for AI agents alternative to Coinbase",
    "non-custodial agent wallet SDK",
  ],
  "code sandbox without docker or a vendor cloud": [
    "code sandbox without Docker or vendor cloud",
    "local code execution sandbox no Docker self-hosted",
    "WebAssembly or microVM sandbox runs locally",
  ],
  "memory for my agent without a hosted service": [
    "agent memory local not hosted service",
    "self-hosted long-term memory for agents",
    "open source on-device agent memory library",
  ],
  "AI agent benchmark that is not about coding": [
    "AI agent benchmark not coding",
    "general agent benchmark web tasks tool use",
    "agent evaluation benchmark non-coding tasks",
  ],
};
