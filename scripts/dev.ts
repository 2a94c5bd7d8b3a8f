// `npm run dev`: `wrangler dev` on the top-level environment, the way a newcomer needs it.
//
//   npm run dev -- [any wrangler dev flag, e.g. --port 9000 or --var DATA_BASE_URL:http://127.0.0.1:8089]
//
// - Listens where wrangler.toml's [dev] says (127.0.0.1:8787); a flag overrides it.
// - Self links (GET /, OpenAPI servers, server cards, the AI catalog, MCP instructions, error messages) point at
//   the local origin: --infer-origin-from-routes=false keeps request.url as served, where wrangler would
//   otherwise rewrite it to the production route (http://mcp.indexagentica.com), and PUBLIC_BASE_URL is set
//   empty (= the request's origin) over wrangler.toml's production value. `wrangler deploy` is unaffected; a
//   --var PUBLIC_BASE_URL:<url> flag still wins.
// - Asks nothing of workers.cloudflare.com (CLOUDFLARE_CF_FETCH_ENABLED=false): request.cf is wrangler's
//   placeholder, which the Worker only reads for analytics.
// - Before starting, checks that the site the Worker reads (DATA_BASE_URL: a --var flag, else .dev.vars, else
//   wrangler.toml) answers. When it cannot be reached (offline, DNS, refused), it prints one line saying so and
//   serves the bundled sample catalogue to the Worker from a local copy on 127.0.0.1 (scripts/make-test-site.mjs
//   and the tests' site stand-in), instead of letting every request end in runtime errors about DNS.
// With --env or --remote it only adds the origin flag: named environments and remote sessions choose their own data.

import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { makeTestSite } from "./make-test-site.mjs";
import { startSiteServer, type SiteServer } from "../test/support/site-server.ts";

const ROOT = resolve(import.meta.dirname, "..");
// Long enough for a slow DNS answer and a TLS handshake; short enough not to hold up the start.
const PROBE_TIMEOUT_MS = 3_000;

const USAGE = `usage: npm run dev -- [wrangler dev flags]

Starts the Worker locally (wrangler.toml [dev]: http://127.0.0.1:8787) with links to itself at the local origin.
When the site it reads (DATA_BASE_URL) cannot be reached, it serves the bundled sample catalogue instead and says so.
Every flag goes to \`wrangler dev\` (see npx wrangler dev --help), for example:

  --port 9000                                    another port
  --var DATA_BASE_URL:http://127.0.0.1:8089      read another copy of the site
  -h, --help                                     this text`;

const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  console.log(USAGE);
  process.exit(0);
}

/** The value of `--name value` or `--name=value` among the flags, or undefined. */
function flagValues(name: string): string[] {
  const values: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === name && i + 1 < args.length) values.push(args[++i]!);
    else if (arg.startsWith(`${name}=`)) values.push(arg.slice(name.length + 1));
  }
  return values;
}

/** DATA_BASE_URL as wrangler will set it: --var, then .dev.vars, then wrangler.toml's top-level [vars]. */
function dataBaseUrl(): string | null {
  for (const value of flagValues("--var").reverse()) {
    if (value.startsWith("DATA_BASE_URL:")) return value.slice("DATA_BASE_URL:".length);
  }
  const devVars = join(ROOT, ".dev.vars");
  if (existsSync(devVars)) {
    const line = /^\s*DATA_BASE_URL\s*=\s*"?([^"\n]*)"?\s*$/m.exec(readFileSync(devVars, "utf8"));
    if (line) return line[1]!;
  }
  const toml = readFileSync(join(ROOT, "wrangler.toml"), "utf8");
  const topLevel = toml.split(/^\[env\./m)[0]!;
  const vars = topLevel.split(/^\[vars\]\s*$/m)[1]?.split(/^\[/m)[0] ?? "";
  return /^DATA_BASE_URL\s*=\s*"([^"]*)"/m.exec(vars)?.[1] ?? null;
}

/** Why the site cannot be reached, or null when it answers (any HTTP status: the Worker handles those). */
async function unreachable(base: string): Promise<string | null> {
  try {
    const response = await fetch(`${base.replace(/\/+$/, "")}/api/index.json`, {
      method: "HEAD",
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return null;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    if (error instanceof Error && error.name === "TimeoutError") return `no answer within ${PROBE_TIMEOUT_MS / 1000} s`;
    return cause?.message ?? cause?.code ?? (error instanceof Error ? error.message : String(error));
  }
}

/** The flags without any `--var NAME:value` for `name` (a later --var wins in wrangler, so a replacement must go alone). */
function withoutVar(flags: readonly string[], name: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < flags.length; i++) {
    const flag = flags[i]!;
    if (flag === "--var" && flags[i + 1]?.startsWith(`${name}:`)) i++;
    else if (!flag.startsWith(`--var=${name}:`)) out.push(flag);
  }
  return out;
}

const wranglerArgs = ["dev", "--infer-origin-from-routes=false", "--var", "PUBLIC_BASE_URL:"];
let passedArgs = args;
const cleanups: (() => Promise<void>)[] = [];
const chooseOwnData = flagValues("--env").length > 0 || flagValues("-e").length > 0 || args.includes("--remote") || args.includes("-r");
const base = chooseOwnData ? null : dataBaseUrl();
if (base !== null) {
  const reason = await unreachable(base);
  if (reason !== null) {
    const dir = await mkdtemp(join(tmpdir(), "iam-dev-sample-"));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    await makeTestSite({ out: dir });
    const site: SiteServer = await startSiteServer(dir);
    cleanups.push(() => site.close());
    wranglerArgs.push("--var", `DATA_BASE_URL:${site.url}`);
    passedArgs = withoutVar(args, "DATA_BASE_URL");
    console.log(
      `${base} cannot be reached from here (${reason}): serving the bundled sample catalogue from a local copy at ${site.url}. ` +
        "To read another copy of the site: npm run dev -- --var DATA_BASE_URL:<its URL>",
    );
  }
}

const child = spawn(process.execPath, [join(ROOT, "node_modules", "wrangler", "bin", "wrangler.js"), ...wranglerArgs, ...passedArgs], {
  cwd: ROOT,
  stdio: "inherit",
  env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
});
// Ctrl-C reaches wrangler too (same process group); this process waits for it to finish, then cleans up.
process.on("SIGINT", () => undefined);
process.on("SIGTERM", () => child.kill("SIGTERM"));
const code = await new Promise<number>((done) => child.on("exit", (status, signal) => done(status ?? (signal ? 1 : 0))));
for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
process.exit(code);
