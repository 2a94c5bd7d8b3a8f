// The documentation stays true to the code: docs/architecture.md's layout names real paths (and every top-level
// module), relative links resolve, and each client snippet (README.md, llms-install.md, docs/clients.md, ...)
// parses, points at the production endpoint and says exactly what get_entry's install snippets say for a remote
// server. (The snippets are run against wrangler dev by test/e2e/docs-commands.e2e.test.ts and, with the real
// clients, by `npm run verify:clients`.)

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { Entry } from "../../src/site/types";
import { PRODUCTION_MCP_URL } from "../../src/core/server-info";
import { installSnippets } from "../../src/tools/install";
import { PROJECT_ROOT, readSnippets, shellCommands, snippet, SNIPPET_DOCS } from "../support/doc-snippets";
import { allDocs, anchors } from "./markdown";

const read = (path: string) => readFileSync(join(PROJECT_ROOT, path), "utf8");
const PRODUCTION_ORIGIN = new URL(PRODUCTION_MCP_URL).origin;
const SERVER_KEY = "indexagentica";

/** What get_entry would publish for this very server: the reference the docs must agree with. */
const reference = installSnippets({
  id: SERVER_KEY,
  agent_access: { mcp_endpoint: PRODUCTION_MCP_URL, auth: "none" },
} as unknown as Entry)!;

/** Doc snippet name → the value get_entry's install snippets hold for it. */
const FROM_INSTALL: Record<string, { lang: string; value: string | Record<string, unknown> | undefined }> = {
  "claude-code-cli": { lang: "bash", value: reference.clients.claude_code!.command },
  "claude-code-json": { lang: "json", value: reference.clients.claude_code!.json },
  cursor: { lang: "json", value: reference.clients.cursor!.json },
  vscode: { lang: "json", value: reference.clients.vscode!.json },
  cline: { lang: "json", value: reference.clients.cline!.json },
  windsurf: { lang: "json", value: reference.clients.windsurf!.json },
  "codex-cli": { lang: "bash", value: reference.clients.codex!.command },
  "codex-toml": { lang: "toml", value: reference.clients.codex!.toml },
  generic: { lang: "json", value: reference.clients.generic!.json },
};

/** Snippets with no counterpart in get_entry, and the one URL each may name. */
const OTHER_CLIENT_SNIPPETS = ["cline-cli", "vscode-cli"];
/** The Claude Code plugin's install commands: they name the marketplace's repository, no URL (test/repo/plugin.test.ts). */
const PLUGIN_SNIPPETS = ["claude-code-plugin"];
const VERIFY_SNIPPETS = ["verify-curl", "verify-inspector"];
/** Where each snippet must be: every client on the clients page and in llms-install.md, the landing page's few. */
const REQUIRED: Record<string, readonly string[]> = {
  "README.md": ["claude-code-plugin", "claude-code-cli", "local-rest"],
  "llms-install.md": [...Object.keys(FROM_INSTALL), ...OTHER_CLIENT_SNIPPETS, ...VERIFY_SNIPPETS],
  "docs/clients.md": [...PLUGIN_SNIPPETS, ...Object.keys(FROM_INSTALL)],
  "plugins/indexagentica/README.md": PLUGIN_SNIPPETS,
  "docs/protocol.md": ["local-inspector"],
};
/** The docs' examples against `npm run dev`. */
const LOCAL_BASE = "http://127.0.0.1:8787";

const urlsIn = (text: string) => [...text.matchAll(/https?:\/\/[^\s'"\\)]+/g)].map((match) => match[0]);

describe("client snippets (README.md, llms-install.md, docs/)", () => {
  const all = SNIPPET_DOCS.flatMap((file) => readSnippets(file));

  it("carry every client and the verification commands", () => {
    const names = (file: string) => new Set(readSnippets(file).map((one) => one.name));
    for (const [file, required] of Object.entries(REQUIRED)) {
      expect(SNIPPET_DOCS, file).toContain(file);
      for (const name of required) expect(names(file), `${file}: ${name}`).toContain(name);
    }
  });

  it("say the same thing wherever a name appears twice", () => {
    for (const name of new Set(all.map((one) => one.name))) expect(() => snippet(name)).not.toThrow();
  });

  it.each(Object.keys(FROM_INSTALL))("%s matches get_entry's install snippet for this server", (name) => {
    const { lang, value } = FROM_INSTALL[name]!;
    const doc = snippet(name);
    expect(doc.lang).toBe(lang);
    if (lang === "json") expect(JSON.parse(doc.code)).toEqual(value);
    else if (lang === "toml") expect(doc.code.trim()).toBe(String(value).trim());
    else expect(shellCommands(doc.code)).toEqual([value]);
  });

  it("parse, and name only the production endpoint (local- examples: npm run dev)", () => {
    for (const one of all) {
      const where = `${one.file}:${one.line} ${one.name}`;
      if (one.lang === "json") expect(() => JSON.parse(one.code), where).not.toThrow();
      if (one.lang === "bash") expect(shellCommands(one.code).length, where).toBeGreaterThan(0);
      const urls = urlsIn(one.code);
      if (PLUGIN_SNIPPETS.includes(one.name)) {
        expect(urls, where).toEqual([]);
        continue;
      }
      expect(urls.length, where).toBeGreaterThan(0);
      for (const url of urls) {
        if (one.name.startsWith("local-")) expect(url.startsWith(`${LOCAL_BASE}/`), `${where}: ${url}`).toBe(true);
        else if (VERIFY_SNIPPETS.includes(one.name)) expect(url.startsWith(`${PRODUCTION_ORIGIN}/`), `${where}: ${url}`).toBe(true);
        else expect(url, where).toBe(PRODUCTION_MCP_URL);
      }
    }
  });

  it("write the Cline entry as Cline needs it: an explicit streamableHttp type (else Cline assumes SSE)", () => {
    const entry = (JSON.parse(snippet("cline").code) as { mcpServers: Record<string, { type?: string }> }).mcpServers[SERVER_KEY];
    expect(entry?.type).toBe("streamableHttp");
  });

  it("verify with both a tools/list and a tools/call", () => {
    const curl = shellCommands(snippet("verify-curl").code);
    expect(curl.some((command) => command.includes('"method":"tools/list"'))).toBe(true);
    expect(curl.some((command) => command.includes('"method":"tools/call"'))).toBe(true);
    const inspector = shellCommands(snippet("verify-inspector").code);
    expect(inspector.map((command) => /--method (\S+)/.exec(command)?.[1])).toEqual(["tools/list", "tools/call"]);
  });
});

const LAYOUT_DOC = "docs/architecture.md";

/** The paths in docs/architecture.md's ## Layout block, in order. */
function layoutPaths(): string[] {
  const page = read(LAYOUT_DOC);
  const section = page.split(/^## Layout$/m)[1]?.split(/^## /m)[0];
  if (!section) throw new Error(`${LAYOUT_DOC} has no ## Layout section`);
  const block = /```\n([\s\S]*?)\n```/.exec(section)?.[1];
  if (!block) throw new Error(`${LAYOUT_DOC}'s ## Layout has no code block`);
  return block.split("\n").map((line) => line.split(/\s{2,}/)[0]!.trim());
}

describe(`${LAYOUT_DOC} ## Layout`, () => {
  it("lists only paths that exist", () => {
    const paths = layoutPaths();
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) expect(existsSync(join(PROJECT_ROOT, path)), `the layout lists ${path}`).toBe(true);
  });

  it("lists every top-level module and folder of src/", () => {
    const listed = new Set(layoutPaths().map((path) => path.replace(/\/$/, "")));
    for (const name of readdirSync(join(PROJECT_ROOT, "src"))) {
      expect(listed, `src/${name} is missing from the layout`).toContain(`src/${name}`);
    }
  });
});

describe("relative links in the Markdown docs", () => {
  it.each(allDocs())("%s links only to files and headings that exist", (doc) => {
    // Links inside code (fenced blocks, `spans`) are examples, not links.
    const text = read(doc)
      .replace(/```[\s\S]*?```/g, "")
      .replace(/`[^`\n]*`/g, "");
    for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = match[1]!;
      if (/^[a-z]+:/i.test(target)) continue;
      const [file, anchor] = target.split("#") as [string, string | undefined];
      const path = file === "" ? join(PROJECT_ROOT, doc) : resolve(PROJECT_ROOT, dirname(doc), file);
      expect(existsSync(path), `${doc} → ${target}`).toBe(true);
      if (anchor !== undefined && path.endsWith(".md")) {
        expect(anchors(readFileSync(path, "utf8")), `${doc} → ${target}: no such heading`).toContain(anchor);
      }
    }
  });
});
