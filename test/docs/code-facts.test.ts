// Facts the docs state about the code, checked against the code on every docs page (README.md and docs/*.md):
// paths they name exist; UPPER_SNAKE names they quote exist; constants quoted with a value (`NAME` (value), or a
// Constant | Value | Where table) have that value; the vars, bindings, routes, error codes, tools and REST
// operations tables list exactly what wrangler.toml and the route and tool tables hold; numbers that come from
// config (rate limits, the fuzz run count, the Node floor) match where they come from; timings are dated.

import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { experimental_readRawConfig } from "wrangler";
import { STATUS_BY_CODE } from "../../src/core/problem";
import { REST_OPERATIONS } from "../../src/rest/operations";
import { ROUTES } from "../../src/route-table";
import { SUPPORTED_PROTOCOL_VERSIONS } from "../../src/core/server-info";
import { PROMPTS } from "../../src/prompts/registry";
import { MCP_TOOLS } from "../../src/tools/registry";
import { PROJECT_ROOT } from "../support/doc-snippets";
import { codeSpans, column, docsPages, formatNumber, leadingNumber, readDoc, tables, withoutFences, type Table } from "./markdown";

/** The landing page and every docs page: what this team writes and keeps true. */
const PAGES = ["README.md", ...docsPages()];

interface RawConfig {
  vars?: Record<string, string>;
  ratelimits?: { name: string; simple: { limit: number; period: number } }[];
  analytics_engine_datasets?: { binding: string; dataset: string }[];
  kv_namespaces?: { binding: string }[];
  triggers?: { crons?: string[] };
  dev?: { ip?: string; port?: number };
  env?: Record<string, RawConfig>;
}
const wrangler = experimental_readRawConfig({ config: join(PROJECT_ROOT, "wrangler.toml") }).rawConfig as unknown as RawConfig;
const packageJson = JSON.parse(readFileSync(join(PROJECT_ROOT, "package.json"), "utf8")) as {
  engines: { node: string };
  scripts: Record<string, string>;
};

/** Every file under a folder, recursively. */
function filesUnder(folder: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(PROJECT_ROOT, folder))) {
    const path = `${folder}/${name}`;
    if (statSync(join(PROJECT_ROOT, path)).isDirectory()) out.push(...filesUnder(path));
    else out.push(path);
  }
  return out;
}

/** The directory app's entry script: it starts the view as it loads, which needs a browser frame (it exports nothing). */
const BROWSER_ENTRY = "src/app/view/main.ts";

/** Exported numeric constants of every src module, by name (with the modules that export each). */
async function srcConstants(): Promise<Map<string, { value: number; module: string }[]>> {
  const out = new Map<string, { value: number; module: string }[]>();
  for (const module of filesUnder("src").filter((path) => path.endsWith(".ts") && !path.endsWith(".d.ts") && path !== BROWSER_ENTRY)) {
    const exports = (await import(/* @vite-ignore */ join(PROJECT_ROOT, module))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (typeof value !== "number" || !/^[A-Z][A-Z0-9_]+$/.test(name)) continue;
      out.set(name, [...(out.get(name) ?? []), { value, module }]);
    }
  }
  return out;
}

/** `16 MiB` → 16777216; other units ("ms", "bytes") are the constant's own. */
function valueOf(text: string): number | null {
  const match = /^([\d,]*\.?\d+)\s*(KiB|MiB)?\b/.exec(text.trim());
  if (!match) return null;
  const number = Number(match[1]!.replace(/,/g, ""));
  return match[2] === "KiB" ? number * 1024 : match[2] === "MiB" ? number * 1024 * 1024 : number;
}

/** Tables of one page whose header has all these columns. */
function tablesWith(page: string, ...names: string[]): Table[] {
  return tables(readDoc(page)).filter((table) => names.every((name) => column(table, name) !== -1));
}

describe.each(PAGES)("%s names only what exists", (page) => {
  const prose = withoutFences(readDoc(page));

  it("repository paths", () => {
    // A path starts a word (not a URL's path: "code.visualstudio.com/docs/..." is preceded by a slash).
    for (const match of prose.matchAll(/(?<![\w./@-])((?:src|test|scripts|docs)\/[\w./-]*|\.ci\/run)/g)) {
      const path = match[1]!.replace(/[.,]+$/, "");
      // Globs and placeholders ("expected-failures-*.yaml", "<route>/<id>") are patterns, not paths.
      const next = prose[match.index! + match[0].length];
      if (next === "*" || next === "<" || next === "{") continue;
      expect(existsSync(join(PROJECT_ROOT, path)), `${page} names ${path}`).toBe(true);
    }
  });

  it("UPPER_SNAKE names (constants, vars, bindings, env vars)", () => {
    // Read by tools outside this repository (wrangler, the Cloudflare API), so only named here.
    const external = new Set(["CLOUDFLARE_ACCOUNT_ID", "CLOUDFLARE_API_TOKEN"]);
    const corpus = [
      ...filesUnder("src"),
      ...filesUnder("test"),
      ...filesUnder("scripts"),
      "wrangler.toml",
      "package.json",
      ".ci/run",
      "vitest.config.ts",
    ]
      .filter((path) => !path.endsWith(".json") || path === "package.json")
      .map((path) => readFileSync(join(PROJECT_ROOT, path), "utf8"))
      .join("\n");
    for (const name of codeSpans(prose).filter((span) => /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(span))) {
      if (external.has(name)) continue;
      expect(new RegExp(`\\b${name}\\b`).test(corpus), `${page} quotes ${name}, which nothing in the code uses`).toBe(true);
    }
  });
});

const constants = await srcConstants();

describe.each(PAGES)("%s quotes constants with their values", (page) => {
  const text = readDoc(page);

  it("inline: `NAME` (value)", () => {
    for (const match of withoutFences(text).matchAll(/`([A-Z][A-Z0-9_]+)` \(([^)]*)\)/g)) {
      const [, name, said] = match as unknown as [string, string, string];
      const value = valueOf(said);
      const known = constants.get(name);
      if (value === null || !known) continue;
      for (const { value: actual, module } of known) expect(value, `${page}: ${name} (${said}) but ${module} has ${actual}`).toBe(actual);
    }
  });

  it("tables: Constant | Value | Where", () => {
    for (const table of tablesWith(page, "Constant", "Value", "Where")) {
      for (const row of table.rows) {
        const name = codeSpans(row[column(table, "Constant")]!)[0]!;
        const module = codeSpans(row[column(table, "Where")]!)[0]!;
        const actual = constants.get(name)?.find((one) => one.module === module);
        expect(actual, `${page}:${table.line}: ${name} is not exported by ${module}`).toBeDefined();
        expect(leadingNumber(row[column(table, "Value")]!), `${page}:${table.line}: ${name}`).toBe(actual!.value);
      }
    }
  });
});

describe("tables that list what the code has", () => {
  it("docs/configuration.md: the vars are wrangler.toml's [vars], with its values as defaults", () => {
    const [table] = tablesWith("docs/configuration.md", "Var", "Default");
    const documented = new Map(table!.rows.map((row) => [codeSpans(row[0]!)[0]!, row[column(table!, "Default")]!]));
    expect([...documented.keys()].sort()).toEqual(Object.keys(wrangler.vars ?? {}).sort());
    for (const [name, value] of Object.entries(wrangler.vars ?? {})) {
      const cell = documented.get(name)!;
      if (value === "") expect(cell, `${name} is empty in wrangler.toml`).toMatch(/^\(empty/);
      else expect(codeSpans(cell)[0], name).toBe(value);
    }
  });

  it("docs/configuration.md: the bindings are wrangler.toml's, and the cron is its trigger", () => {
    const [table] = tablesWith("docs/configuration.md", "Binding", "Kind");
    const names = table!.rows.map((row) => codeSpans(row[0]!)[0]!);
    const expected = [
      ...(wrangler.analytics_engine_datasets ?? []).map((one) => one.binding),
      ...(wrangler.kv_namespaces ?? []).map((one) => one.binding),
      ...(wrangler.ratelimits ?? []).map((one) => one.name),
      ...(wrangler.triggers?.crons ?? []),
    ];
    expect(names.sort()).toEqual(expected.sort());
    for (const dataset of wrangler.analytics_engine_datasets ?? []) {
      const row = table!.rows.find((cells) => codeSpans(cells[0]!)[0] === dataset.binding)!;
      expect(codeSpans(row[column(table!, "Kind")]!), dataset.binding).toContain(dataset.dataset);
    }
  });

  it("docs/rest.md: the routes are the route table's, with their methods", () => {
    const [table] = tablesWith("docs/rest.md", "Method", "Path");
    const documented = table!.rows.map((row) => ({
      methods: row[column(table!, "Method")]!.split("/"),
      path: codeSpans(row[column(table!, "Path")]!)[0]!.split("?")[0]!,
    }));
    expect(new Set(documented.map((row) => row.path))).toEqual(new Set(ROUTES.map((route) => route.endpoint)));
    for (const route of ROUTES) {
      const methods = documented.filter((row) => row.path === route.endpoint).flatMap((row) => row.methods);
      for (const method of route.methods) expect(methods, `${route.endpoint} ${method}`).toContain(method);
    }
  });

  it("docs/rest.md: the error codes are problem.ts's, with their statuses", () => {
    const [table] = tablesWith("docs/rest.md", "Code", "Status");
    const documented = Object.fromEntries(
      table!.rows.map((row) => [codeSpans(row[0]!)[0]!, leadingNumber(row[column(table!, "Status")]!)]),
    );
    expect(documented).toEqual(STATUS_BY_CODE);
  });

  it("README.md: the REST table is the REST operations, in order", () => {
    const [table] = tablesWith("README.md", "Route");
    const paths = table!.rows.map((row) => codeSpans(row[0]!)[0]!.replace(/^GET /, "").split("?")[0]);
    expect(paths).toEqual(REST_OPERATIONS.map((operation) => operation.path));
  });

  it.each(["README.md", "docs/tools.md", "docs/agents.md", "docs/directory-listing.md", "llms-install.md"])(
    "%s: the tool table is tools/list's tools, in order",
    (page) => {
      const [table] = tables(readDoc(page)).filter((one) => one.header[0] === "Tool");
      expect(
        table!.rows.map((row) => codeSpans(row[0]!)[0]),
        page,
      ).toEqual(MCP_TOOLS.map((tool) => tool.name));
    },
  );

  it.each(["README.md", "docs/protocol.md", "docs/clients.md"])(
    "%s: the prompt table is prompts/list's prompts, in order, naming every argument",
    (page) => {
      const [table] = tables(readDoc(page)).filter((one) => one.header[0] === "Prompt");
      expect(table, page).toBeDefined();
      expect(table!.rows.map((row) => codeSpans(row[0]!)[0])).toEqual(PROMPTS.map((prompt) => prompt.name));
      for (const [at, prompt] of PROMPTS.entries()) {
        const spans = codeSpans(table!.rows[at]![column(table!, "Arguments")]!);
        for (const argument of prompt.arguments) expect(spans, `${page}: ${prompt.name}`).toContain(argument.name);
      }
    },
  );

  it("docs/clients.md: each prompt's slash command in each client", () => {
    const [table] = tables(readDoc("docs/clients.md")).filter((one) => one.header[0] === "Prompt");
    const commands = {
      "Claude Code": (name: string) => `/mcp__indexagentica__${name}`,
      "VS Code (Copilot chat)": (name: string) => `/mcp.indexagentica.${name}`,
      "Claude Code plugin": (name: string) => `/indexagentica:${name}`,
    };
    for (const [at, prompt] of PROMPTS.entries()) {
      for (const [client, command] of Object.entries(commands)) {
        expect(codeSpans(table!.rows[at]![column(table!, client)]!), client).toEqual([command(prompt.name)]);
      }
    }
  });

  it("README.md and docs/protocol.md: the protocol versions are the ones served", () => {
    expect(readDoc("docs/protocol.md")).toContain(`\`${JSON.stringify(SUPPORTED_PROTOCOL_VERSIONS)}\``);
    for (const version of SUPPORTED_PROTOCOL_VERSIONS) expect(readDoc("README.md"), version).toContain(version);
  });
});

describe("numbers that come from config and tests", () => {
  const vars = (env?: string) => (env ? wrangler.env?.[env]?.vars : wrangler.vars) ?? {};
  const limit = (env?: string) => formatNumber(Number(vars(env).RATE_LIMIT_REQUESTS));
  const period = (env?: string) => Number(vars(env).RATE_LIMIT_PERIOD_SECONDS);

  it("rate limits, as wrangler.toml sets them per environment", () => {
    expect(readDoc("docs/rate-limiting.md")).toContain(`**${limit()} requests / ${period()} s per client**`);
    expect(period(), "the docs say 'per minute'").toBe(60);
    for (const page of ["docs/agents.md", "llms-install.md"]) expect(readDoc(page), page).toContain(`${limit()} requests per minute`);
    const environments = readDoc("docs/configuration.md");
    expect(environments).toContain(`${limit("ratelimit-test")} requests / ${period("ratelimit-test")} s`);
    expect(environments).toContain(`${limit("test")} per ${period("test")} s`);
    expect(readDoc("docs/rate-limiting.md")).toContain(`(${limit("ratelimit-test")} / ${period("ratelimit-test")} s)`);
  });

  it("the fuzz suite's run count (RUNS in test/fuzz/bad-input.worker.test.ts)", () => {
    const source = readFileSync(join(PROJECT_ROOT, "test/fuzz/bad-input.worker.test.ts"), "utf8");
    const runs = /const RUNS = \{([^}]*)\}/.exec(source)?.[1];
    expect(runs, "RUNS in the fuzz suite").toBeDefined();
    const total = [...runs!.matchAll(/:\s*(\d+)/g)].reduce((sum, match) => sum + Number(match[1]), 0);
    expect(readDoc("docs/development.md")).toContain(`${formatNumber(total)} generated requests per run`);
  });

  it("the Node version the docs ask for is not below package.json's engines floor", () => {
    const floor = /(\d+)\.(\d+)/.exec(packageJson.engines.node)!;
    for (const page of ["README.md", "docs/development.md"]) {
      const said = /Node\.js (\d+)\.(\d+) or newer/.exec(readDoc(page));
      expect(said, `${page} states the Node version`).not.toBeNull();
      const [major, minor] = [Number(said![1]), Number(said![2])];
      expect(major * 1000 + minor, page).toBeGreaterThanOrEqual(Number(floor[1]) * 1000 + Number(floor[2]));
    }
  });

  it("the address `npm run dev` listens on (wrangler.toml [dev], else the dev script's flags)", () => {
    const script = packageJson.scripts.dev ?? "";
    const ip = wrangler.dev?.ip ?? /--ip (\S+)/.exec(script)?.[1] ?? "localhost";
    const port = wrangler.dev?.port ?? Number(/--port (\d+)/.exec(script)?.[1] ?? 8787);
    for (const page of ["README.md", "docs/development.md", "docs/configuration.md"]) {
      expect(readDoc(page), page).toContain(`${ip}:${port}`);
    }
  });

  it("docs/benchmarks.md: the generated timings say when and with which command they were measured", () => {
    const block = /<!-- bench:start -->\n([\s\S]*?)<!-- bench:end -->/.exec(readDoc("docs/benchmarks.md"))?.[1];
    expect(block).toBeDefined();
    expect(block!.trim()).toMatch(/^Measured \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC with `npm run bench[^`]*`/);
  });
});
