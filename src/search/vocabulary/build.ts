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
      "state between runs, facts about users",
    read: "memory, long-term-memory, persistent, personalization, stateful-agents, knowledge-graph",
  },
  {
    name: "multi-agent",
    when:
      "multi agent, multiple agents, several agents, many agents, team of agents, agent team, " +
      "agents work together, agents collaborate, collaborating agents, crew, swarm, swarms, handoff, handoffs, " +
      "hand off, hand tasks, delegate, delegation, subagent, subagents, orchestrate, orchestration, " +
      "orchestrator, supervisor agent",
    read: "multi-agent, orchestration, subagents, agent-interop, delegation",
  },
  {
    name: "agent interoperability",
    when:
      "agent to agent, talk to each other, interoperate, interoperability, interop, " +
      "different vendors, across vendors, other companies agents, agent cards, agent discovery, cross-vendor",
    read: "a2a, agent-interop, agent-cards, open-standard, protocol",
  },
  {
    name: "agent frameworks",
    when:
      "library to build agents, build an agent, build my agent, build agents, agent library, agent toolkit, " +
      "agent loop, tool loop, graph of steps, workflow graph",
    read: "framework, sdk, orchestration",
  },
  {
    name: "tool calling",
    when:
      "tool calling, tool call, tool calls, function calling, function calls, call tools, calls tools, " +
      "tool use, structured output, structured outputs, json mode, call functions",
    read: "function-calling, tool-use",
  },
  {
    name: "app integrations",
    when:
      "saas, saas apps, third party apps, integration, integrations, connector, connectors, " +
      "connect apps, gmail, email, emails, e-mail, inbox, send mail, calendar, calendars, slack, discord, " +
      "microsoft teams, crm, salesforce, hubspot, spreadsheet, spreadsheets, google sheets, google drive, " +
      "dropbox, workflow automation, zaps, no code, ipaas",
    read: "integrations, automation, tool-integration, toolkits, workflows",
  },
  {
    name: "mcp discovery",
    when:
      "find mcp servers, mcp registry, mcp registries, registry, registries, catalog, catalogue, marketplace, " +
      "marketplaces, directory of servers, list of servers, server list, awesome list, discover tools, " +
      "discover servers, tool discovery, browse servers",
    read: "registry, directory, catalog, marketplace, discovery, awesome-list",
  },
  {
    name: "coding agents",
    when:
      "coding assistant, code assistant, ai pair programmer, pair programmer, pair programming, copilot, ai ide, " +
      "agentic ide, autocomplete, code generation, write code for me, software agent, developer agent, " +
      "ai developer",
    read: "coding-agent, coding-agents, pair-programming, code-agents, ide",
  },
  {
    name: "editors",
    when:
      "editor, editors, ide, ides, vs code, vscode, visual studio code, neovim, vim, emacs, jetbrains, intellij, " +
      "zed, favourite editor, favorite editor, my editor, editor plugin",
    read: "ide, editor-integration, vscode",
  },
  {
    name: "terminal",
    when: "terminal, command line, cli, shell, console, tui, bash, zsh",
    read: "cli, terminal, tui",
  },
  {
    name: "portable skills",
    when:
      "works in every agent, works everywhere, portable, portability, cross agent, any harness, " +
      "every harness, all harnesses, all agents, skill format, skill.md",
    read: "agent-skills, open-standard, open-format, skill-md",
  },
  {
    name: "plugins",
    when: "plugin, plugins, extension, extensions, extend, add-on, add-ons, addon, addons",
    read: "plugins, agent-plugins, extension, marketplace",
  },
  {
    name: "test-driven development",
    when:
      "tdd, test driven, tests first, test first, write tests, writes tests, " +
      "unit tests, red green, red green refactor, spec driven, plan before coding, " +
      "engineering discipline, methodology",
    read: "tdd, methodology, testing, spec-driven, engineering",
  },
  {
    name: "token efficiency",
    when:
      "fewer tokens, less tokens, save tokens, saving tokens, reduce tokens, cut tokens, token savings, " +
      "token efficient, token efficiency, context window, terse, concise, brevity, verbose, " +
      "shorter answers, compress, compression, cheaper runs",
    read: "token-efficiency, tokens, compression",
  },
  {
    name: "python",
    when: "python, py, pip, pypi, pydantic, django, fastapi, jupyter",
    read: "python",
  },
  {
    name: "typescript and javascript",
    when: "typescript, ts, javascript, js, node, nodejs, node.js, deno, bun, npm, react, next.js, nextjs",
    read: "typescript, javascript",
  },
  { name: ".net", when: "dotnet, .net, csharp, c sharp, asp.net", read: "dotnet, microsoft" },
  { name: "rust", when: "rust, cargo, crates", read: "rust" },
  {
    name: "game development",
    when: "game, games, gamedev, game dev, game engine, unreal, unreal engine, ue4, ue5, unity, godot, blueprints",
    read: "game-engine, gamedev, unreal-engine",
  },
];
