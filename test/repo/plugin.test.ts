// The Claude Code plugin marketplace of this repository (.claude-plugin/marketplace.json, plugins/indexagentica/)
// agrees with the rest of it: one name, one URL and one version across the marketplace entry, plugin.json,
// package.json, server.json, the plugin's .mcp.json and the README snippets; the plugin has what the plugin directory
// asks for (README, licence, a square PNG icon of 512 to 2048 px under 2 MB, drawn by our script, a privacy link that
// resolves); its commands are the four prompts and its skill names real tools. The real CLI runs it in
// test/e2e/claude-plugin.e2e.test.ts.

import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MARKETPLACE_FILE, MARKETPLACE_REPOSITORY, PLUGIN_DIR, PLUGIN_SNIPPET } from "../../scripts/lib/claude-plugin.ts";
import { ICON_PATH, pluginIcon, pngSize } from "../../scripts/lib/plugin-icon.mjs";
import { PRODUCTION_MCP_URL, REPOSITORY_URL, SERVER_DESCRIPTION, SERVER_VERSION, WEBSITE_URL } from "../../src/core/server-info";
import { SIMILAR_TO_ARGUMENT } from "../../src/prompts/alternatives";
import { findPrompt } from "../../src/prompts/find";
import { CLIENT_KEYS } from "../../src/prompts/install";
import { PROMPTS } from "../../src/prompts/registry";
import { readSkillFile } from "../../src/skills/frontmatter";
import type { Entry } from "../../src/site/types";
import { installSnippets } from "../../src/tools/install";
import { MCP_TOOLS } from "../../src/tools/registry";
import { anchors } from "../docs/markdown";
import { PROJECT_ROOT, shellCommands, snippet } from "../support/doc-snippets";

const read = (path: string) => readFileSync(join(PROJECT_ROOT, path), "utf8");
const json = <T>(path: string) => JSON.parse(read(path)) as T;

interface Marketplace {
  name: string;
  owner: { name: string };
  description: string;
  plugins: { name: string; source: string; description: string; version: string }[];
}
interface PluginManifest {
  name: string;
  version: string;
  description: string;
  author: { name: string };
  homepage: string;
  repository: string;
  license: string;
  icon: string;
  privacyPolicyUrl: string;
}

const marketplace = json<Marketplace>(MARKETPLACE_FILE);
const plugin = json<PluginManifest>(`${PLUGIN_DIR}/.claude-plugin/plugin.json`);
const SERVER_KEY = "indexagentica";

/** A plugin file's frontmatter and body, read as SKILL.md frontmatter is (commands use the same form). */
function frontmatterOf(path: string): { frontmatter: Record<string, unknown>; body: string } {
  const parsed = readSkillFile(read(path));
  if (!parsed.ok) throw new Error(`${path}: ${parsed.reason}`);
  return { frontmatter: parsed.value.frontmatter as Record<string, unknown>, body: parsed.value.body };
}

describe("the marketplace and its plugin agree with the repository", () => {
  it("one plugin, in its own folder, named and described alike in both manifests", () => {
    expect(marketplace.owner.name).toBe("Index Agentica");
    expect(marketplace.description.length).toBeGreaterThan(40);
    expect(marketplace.plugins).toHaveLength(1);
    const [entry] = marketplace.plugins;
    expect(entry!.source).toBe(`./${PLUGIN_DIR}`);
    expect(statSync(join(PROJECT_ROOT, PLUGIN_DIR)).isDirectory()).toBe(true);
    expect(entry!.name).toBe(plugin.name);
    expect(entry!.description).toBe(plugin.description);
  });

  it("one version: package.json's, in the marketplace entry, plugin.json, server.json and the server itself", () => {
    const version = json<{ version: string }>("package.json").version;
    expect([marketplace.plugins[0]!.version, plugin.version, json<{ version: string }>("server.json").version, SERVER_VERSION]).toEqual(
      Array(4).fill(version),
    );
  });

  it("one URL: the plugin's .mcp.json is get_entry's Claude Code entry for this server, server.json's remote, the docs' snippet", () => {
    const mcp = json<Record<string, unknown>>(`${PLUGIN_DIR}/.mcp.json`);
    const reference = installSnippets({ id: SERVER_KEY, agent_access: { mcp_endpoint: PRODUCTION_MCP_URL } } as unknown as Entry)!;
    expect(mcp).toEqual(reference.clients.claude_code!.json);
    expect(mcp).toEqual(JSON.parse(snippet("claude-code-json").code));
    expect(json<{ remotes: { url: string }[] }>("server.json").remotes.map((remote) => remote.url)).toEqual([PRODUCTION_MCP_URL]);
    expect(shellCommands(snippet("claude-code-cli").code)).toEqual([`claude mcp add --transport http ${SERVER_KEY} ${PRODUCTION_MCP_URL}`]);
  });

  it("one name: the README's install commands add this repository and install this plugin from this marketplace", () => {
    expect(`https://github.com/${MARKETPLACE_REPOSITORY}`).toBe(REPOSITORY_URL);
    expect(shellCommands(snippet(PLUGIN_SNIPPET).code)).toEqual([
      `claude plugin marketplace add ${MARKETPLACE_REPOSITORY}`,
      `claude plugin install ${plugin.name}@${marketplace.name}`,
    ]);
    expect(read("README.md")).toContain(`/plugin install ${plugin.name}@${marketplace.name}`);
  });

  it("plugin.json: author, homepage, repository and description as the server card has them", () => {
    expect(plugin).toMatchObject({ author: { name: "Index Agentica" }, homepage: WEBSITE_URL, repository: REPOSITORY_URL });
    expect(plugin.description).toContain("Index Agentica directory");
    expect(SERVER_DESCRIPTION).toContain("Index Agentica directory");
  });
});

describe("what the plugin directory asks for", () => {
  it("a README in the plugin folder, of more than 40 words, with a Privacy section linking plugin.json's privacy policy", () => {
    const readme = read(`${PLUGIN_DIR}/README.md`);
    expect(readme.split(/\s+/).length).toBeGreaterThan(40);
    const privacy = readme.split(/^## Privacy$/m)[1]?.split(/^## /m)[0];
    expect(privacy).toContain(plugin.privacyPolicyUrl);
  });

  it("the privacy policy is SECURITY.md's section on what is stored and logged, on the repository's main branch", () => {
    const url = new URL(plugin.privacyPolicyUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${REPOSITORY_URL}/blob/main/SECURITY.md`);
    expect(anchors(read("SECURITY.md"))).toContain(url.hash.slice(1));
    expect(url.hash).toBe("#what-is-never-stored-or-logged");
  });

  it("the licence: MIT in plugin.json and the repository's LICENSE beside it", () => {
    expect(plugin.license).toBe("MIT");
    expect(read(`${PLUGIN_DIR}/LICENSE`)).toBe(read("LICENSE"));
  });

  it("a square PNG icon of 512 to 2048 px under 2 MB, exactly what scripts/lib/plugin-icon.mjs draws (npm run build:plugin-icon)", () => {
    expect(join(PROJECT_ROOT, PLUGIN_DIR, plugin.icon)).toBe(ICON_PATH);
    const bytes = readFileSync(ICON_PATH);
    const size = pngSize(bytes);
    expect(size).not.toBeNull();
    expect(size!.width).toBe(size!.height);
    expect(size!.width).toBeGreaterThanOrEqual(512);
    expect(size!.width).toBeLessThanOrEqual(2048);
    expect(bytes.length).toBeLessThan(2 * 1024 * 1024);
    expect(Buffer.compare(bytes, pluginIcon()), "the icon is stale: run npm run build:plugin-icon").toBe(0);
  });
});

describe("the plugin's commands and skill", () => {
  const commandsDir = `${PLUGIN_DIR}/commands`;

  it("one command per prompt, described by the prompt's title, its argument hint naming the prompt's required arguments", () => {
    expect(
      readdirSync(join(PROJECT_ROOT, commandsDir))
        .map((name) => name.replace(/\.md$/, ""))
        .sort(),
    ).toEqual(PROMPTS.map((prompt) => prompt.name).sort());
    for (const prompt of PROMPTS) {
      const { frontmatter, body } = frontmatterOf(`${commandsDir}/${prompt.name}.md`);
      expect(frontmatter.description, prompt.name).toBe(prompt.title);
      expect(String(frontmatter["argument-hint"])).toMatch(/^<[^>]+>/);
      expect(body, prompt.name).toContain("$ARGUMENTS");
    }
  });

  it("find's command says exactly what the find prompt's message says, with the command's arguments as the need", async () => {
    const built = await findPrompt.build({ need: "$ARGUMENTS" }, {} as never);
    if (!built.ok) throw new Error(built.problem.message);
    const message = built.value.messages[0]!.content;
    expect(message.type === "text" ? message.text : null).toBe(frontmatterOf(`${commandsDir}/find.md`).body.trim());
  });

  it("the commands name only tools the server publishes, and what each needs of them", () => {
    const tools = MCP_TOOLS.map((tool) => tool.name);
    for (const prompt of PROMPTS) {
      const { body } = frontmatterOf(`${commandsDir}/${prompt.name}.md`);
      const named = [...body.matchAll(/\b(search|get_entry|get_content|list_categories|[a-z]+_[a-z_]+) with\b/g)].map((match) => match[1]);
      for (const name of named) expect(tools, `${prompt.name} names ${name}`).toContain(name);
      // Choosing between tools turns on these facts; installing one needs its snippet instead.
      if (prompt.name !== "install") expect(body).toMatch(/remote MCP endpoint.*sign-in.*licence.*pricing.*status/s);
    }
    expect(frontmatterOf(`${commandsDir}/alternatives.md`).body).toContain(`search with ${SIMILAR_TO_ARGUMENT}`);
    const install = frontmatterOf(`${commandsDir}/install.md`);
    for (const client of CLIENT_KEYS) {
      expect(install.body).toContain(client);
      expect(String(install.frontmatter["argument-hint"])).toContain(client);
    }
  });

  it("one skill, named as its folder, saying when to use it, and teaching the tools and arguments that exist", () => {
    const skills = readdirSync(join(PROJECT_ROOT, PLUGIN_DIR, "skills"));
    expect(skills).toEqual(["directory-search"]);
    const { frontmatter, body } = frontmatterOf(`${PLUGIN_DIR}/skills/directory-search/SKILL.md`);
    expect(frontmatter.name).toBe("directory-search");
    expect(String(frontmatter.description)).toMatch(/^Find, compare and install agent tools .* Use it when /);
    expect(String(frontmatter.description).length).toBeLessThanOrEqual(1024);
    for (const tool of MCP_TOOLS) expect(body).toContain(`\`${tool.name}\``);
    for (const argument of ["query", "alternatives", "type", "category", "tags"]) expect(body).toContain(`\`${argument}\``);
    for (const client of CLIENT_KEYS) expect(body).toContain(`\`${client}\``);
    for (const prompt of PROMPTS) expect(body).toContain(`/indexagentica:${prompt.name}`);
    expect(existsSync(join(PROJECT_ROOT, PLUGIN_DIR, ".claude-plugin", "icon.png"))).toBe(true);
  });
});
