// The `instructions` string of initialize and server/discover: what a model should know about the server as a
// whole that no single tool description says. No live data (clients cache it next to tools/list).

import { REPOSITORY_URL, WEBSITE_URL } from "../core/server-info";

export function serverInstructions(baseUrl: string): string {
  return [
    `Read-only tools over the Index Agentica directory (${WEBSITE_URL}): agent skills, harnesses, MCP servers, tools, protocols and APIs, plus guides, comparisons, stacks and Agent Skills.`,
    "Start with search; open a hit with get_entry (entries) or get_content (long-form); list_categories gives the slugs for search's category filter.",
    "The directory is also readable as MCP resources (indexagentica://entries/{id}, indexagentica://content/{type}/{id}, indexagentica://categories/{slug}, as markdown), and its Agent Skills are served through skills/list and skills/get (skill://<name>/SKILL.md, every file with its sha256 digest).",
    "Data is the site's published JSON, cached for minutes; each answer's data.source says live, stale (site unreachable, last good copy) or sample (small bundled copy).",
    `Nothing is written. The same tools are a REST API: ${baseUrl}/openapi.json. Docs: ${REPOSITORY_URL}.`,
  ].join(" ");
}
