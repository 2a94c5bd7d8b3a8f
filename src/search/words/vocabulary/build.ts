// Concepts for building agents: frameworks, memory, multi-agent work, tools and integrations, coding
// agents and their editors, skills, plugins, languages. Data only: see ./index.ts.

import type { Concept } from "./types";

export const BUILD: readonly Concept[] = [
  {
    name: "memory",
    when:
      "memory, memories, remember, remembers, remembering, recall, recalls, forget, forgets, forgetting, " +
      "forgetful, amnesia, long term memory, persistent memory, across sessions, " +
      "between sessions, across conversations, between conversations, previous conversations, " +
      "past conversations, conversation history, chat history, session history, user preferences, personalise, " +
      "personalize, personalisation, personalization, loses context, lose context, context loss, stateful, " +
      "state between runs, facts about users, " +
      "memory layer, memory store, memory api, remember users, remember things, remember context, recall past, learn from past, learns over time, learn over time, past interactions, previous sessions, prior sessions, prior conversations, persist context, persistent context, keep context, retain context, knowledge retention, user profile, user profiles, episodic, semantic memory, " +
      "remember what i said, what i said before, between chats, across chats, continuity",
    read: "memory, long-term-memory, persistent, personalization, stateful-agents, knowledge-graph",
  },
  {
    name: "multi-agent",
    when:
      "multi agent, multiple agents, several agents, many agents, team of agents, agent team, " +
      "agents work together, agents collaborate, collaborating agents, crew, swarm, swarms, handoff, handoffs, " +
      "hand off, hand tasks, delegate, delegation, subagent, subagents, orchestrate, orchestration, " +
      "orchestrator, supervisor agent, " +
      "agent swarm, agent swarms, crews, role playing agents, planner and executor, manager agent, worker agents, agent collaboration, coordinate agents, coordination, parallel agents, agents in parallel, spawn agents, spawn subagents, sub-agents",
    read: "multi-agent, orchestration, subagents, agent-interop, delegation",
  },
  {
    name: "agent interoperability",
    when:
      "agent to agent, talk to each other, interoperate, interoperability, interop, " +
      "different vendors, across vendors, other companies agents, agent cards, agent discovery, cross-vendor, " +
      "agent2agent, remote agents, agent protocol, agent protocols",
    read: "a2a, agent-interop, agent-cards, open-standard, protocol",
  },
  {
    name: "agent frameworks",
    when:
      "library to build agents, build an agent, build my agent, build agents, agent library, agent toolkit, " +
      "agent loop, tool loop, graph of steps, workflow graph, " +
      "agent framework, agent frameworks, agent sdk, agent sdks, framework for agents, build ai agents, build an ai agent, create an agent, create agents, make an agent, write an agent, agent development, develop agents, agent builder",
    read: "framework, sdk, orchestration",
  },
  {
    name: "tool calling",
    when:
      "tool calling, tool call, tool calls, function calling, function calls, call tools, calls tools, " +
      "tool use, structured output, structured outputs, json mode, call functions, " +
      "give the model tools, expose functions, function tools, tool schemas, tool definitions, json schema tools",
    read: "function-calling, tool-use",
  },
  {
    name: "app integrations",
    when:
      "saas, saas apps, third party apps, integration, integrations, connector, connectors, " +
      "connect apps, gmail, email, emails, e-mail, inbox, send mail, calendar, calendars, slack, discord, " +
      "microsoft teams, crm, salesforce, hubspot, spreadsheet, spreadsheets, google sheets, google drive, " +
      "dropbox, workflow automation, zaps, no code, ipaas, " +
      "app connectors, connect to apps, api integrations, third-party apis, third party services, external services, business apps, enterprise apps, sync data between apps, automate workflows, workflow automations, automations, webhooks, webhook, send emails, send an email, read emails, read my email, mailbox, smtp, imap, outlook",
    read: "integrations, automation, tool-integration, toolkits, workflows",
  },
  {
    name: "mcp discovery",
    when:
      "find mcp servers, mcp registry, mcp registries, registry, registries, catalog, catalogue, marketplace, " +
      "marketplaces, directory of servers, list of servers, server list, awesome list, discover tools, " +
      "discover servers, tool discovery, browse servers, " +
      "list of mcp servers, find tools, find a tool, search for tools, tool search, tool directory, tools directory, server directory, mcp directory, mcp directories, mcp catalog, mcp hub, index of servers, browse mcp, explore servers, recommended mcp servers, popular mcp servers, best mcp servers, curated list, curated lists",
    read: "registry, directory, catalog, marketplace, discovery, awesome-list",
  },
  {
    name: "coding agents",
    when:
      "coding assistant, code assistant, ai pair programmer, pair programmer, pair programming, copilot, ai ide, " +
      "agentic ide, autocomplete, code generation, write code for me, software agent, developer agent, " +
      "ai developer, " +
      "ai coder, ai coding, ai coding tool, ai coding tools, agentic coding, vibe coding, vibe code, code agent, autonomous coding, write software, software engineering agent, swe agent, terminal agent, cli agent",
    read: "coding-agent, coding-agents, pair-programming, code-agents, ide",
  },
  {
    name: "editors",
    when:
      "editor, editors, ide, ides, vs code, vscode, visual studio code, neovim, vim, emacs, jetbrains, intellij, " +
      "zed, favourite editor, favorite editor, my editor, editor plugin, " +
      "code editor, code editors, text editor, pycharm, webstorm, sublime, xcode, android studio, windsurf, ide extension, ide plugin",
    read: "ide, editor-integration, vscode",
  },
  {
    name: "terminal",
    when:
      "terminal, command line, cli, shell, console, tui, bash, zsh, " +
      "commandline, terminal app, shell scripts, cli tool, cli tools, powershell",
    read: "cli, terminal, tui",
  },
  {
    name: "portable skills",
    when:
      "works in every agent, works everywhere, portable, portability, cross agent, any harness, " +
      "every harness, all harnesses, all agents, skill format, skill.md, " +
      "reusable skills, share skills, skill library, skills library, install skills, skill package, skill packages",
    read: "agent-skills, open-standard, open-format, skill-md",
  },
  {
    name: "plugins",
    when:
      "plugin, plugins, extension, extensions, extend, add-on, add-ons, addon, addons, " +
      "plug-in, plug-ins, plugin marketplace, plugin directory",
    read: "plugins, agent-plugins, extension, marketplace",
  },
  {
    name: "test-driven development",
    when:
      "tdd, test driven, tests first, test first, write tests, writes tests, " +
      "unit tests, red green, red green refactor, spec driven, plan before coding, " +
      "engineering discipline, methodology, " +
      "test driven development, test coverage, unit testing, spec first, specs first, specification driven, requirements first, plan first, plan mode, planning mode",
    read: "tdd, methodology, testing, spec-driven, engineering",
  },
  {
    name: "token efficiency",
    when:
      "fewer tokens, less tokens, save tokens, saving tokens, reduce tokens, cut tokens, token savings, " +
      "token efficient, token efficiency, context window, terse, concise, brevity, verbose, " +
      "shorter answers, compress, compression, cheaper runs, " +
      "shorter prompts, smaller prompts, context size, context length, context limit, context limits, token limit, token limits, token budget, prompt caching",
    read: "token-efficiency, tokens, compression",
  },
  {
    name: "python",
    when:
      "python, py, pip, pypi, pydantic, django, fastapi, jupyter, " +
      "python3, python sdk, python library, python package, pythonic, poetry, conda",
    read: "python",
  },
  {
    name: "typescript and javascript",
    when:
      "typescript, ts, javascript, js, node, nodejs, node.js, deno, bun, npm, react, next.js, nextjs, " +
      "ts sdk, typescript sdk, javascript sdk, js sdk, node library, npm package, vue, svelte, angular",
    read: "typescript, javascript",
  },
  { name: ".net", when: "dotnet, .net, csharp, c sharp, asp.net, " + "dot net, net core, blazor", read: "dotnet, microsoft" },
  { name: "rust", when: "rust, cargo, crates, " + "rustlang, rust crate", read: "rust" },
  {
    name: "game development",
    when: "game, games, gamedev, game dev, game engine, unreal, unreal engine, ue4, ue5, unity, godot, blueprints",
    read: "game-engine, gamedev, unreal-engine",
  },
  {
    name: "building mcp servers",
    when:
      "build an mcp server, build mcp servers, write an mcp server, create an mcp server, make an mcp server, " +
      "mcp server framework, mcp sdk, mcp sdks, server sdk, expose my api as mcp, wrap my api, wrap an api, " +
      "turn my api into tools, generate tools from openapi",
    read: "server-sdk, framework, openapi",
  },
  {
    name: "remote mcp servers",
    when:
      "remote mcp, remote mcp server, remote mcp servers, hosted mcp, hosted mcp server, hosted mcp servers, mcp over http, " +
      "http transport, streamable http, sse, server sent events, mcp url, mcp endpoint, mcp hosting, host an mcp server, " +
      "host my mcp server, deploy an mcp server, deploy my mcp server",
    read: "remote-mcp, streamable-http, hosting",
  },
  {
    name: "mcp client setup",
    when:
      "install an mcp server, install mcp servers, configure mcp, mcp config, mcp configuration, mcp settings, " +
      "set up mcp, setup mcp, mcp client, mcp clients",
    read: "setup, mcp-client",
  },
  {
    name: "api descriptions",
    when:
      "openapi, open api spec, swagger, api spec, api specs, api specification, api schema, describe my api, " +
      "describe an api, api definition, api definitions",
    read: "openapi, api-description",
  },
  {
    name: "prompt optimization",
    when:
      "prompt engineering, optimize prompts, optimise prompts, prompt optimization, prompt optimisation, improve prompts, " +
      "improve my prompts, better prompts, prompt tuning, auto prompt, compile prompts",
    read: "prompt-optimization",
  },
  {
    name: "agent design",
    when:
      "agent design, design patterns, agent patterns, agent architecture, architecture patterns, design an agent, " +
      "when to use agents, workflows vs agents, workflows versus agents",
    read: "agent-design, patterns",
  },
  {
    name: "agent instructions",
    when:
      "rules file, rules files, cursor rules, claude.md, agents.md, agent instructions, project instructions, " +
      "repo instructions, coding conventions, conventions, house rules, custom instructions",
    read: "repo-conventions, open-format",
  },
];
