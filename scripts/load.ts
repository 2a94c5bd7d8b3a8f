// npm run load: a bounded load test. Builds the test site (scripts/make-test-site.mjs), serves it on
// 127.0.0.1, starts `wrangler dev --env test` on free ports with a fresh --persist-to, and drives it with
// autocannon at a mixed workload (REST search, get_entry, 404s, and MCP tools/list + tools/call when /mcp
// answers) for a fixed time. Prints requests/s, p50/p99 latency, errors and the status of every kind of
// request; exits 1 on any connection error, timeout, 5xx or answer other than the one expected.
//
//   npm run load -- [--duration 20] [--connections 50] [--json] [--path /health]
//
// --path drives one GET path alone (expecting 200), to see what a single route costs next to the mix.

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { cliFlags, wholeNumber } from "./lib/args.mjs";
import { makeTestSite } from "./make-test-site.mjs";
import { startSiteServer, type SiteServer } from "../test/support/site-server.ts";
import { startWranglerDev, type WranglerDev } from "../test/support/wrangler-dev.ts";

// Long enough for the isolate to be warm for most of the run; short enough not to hog a shared machine.
const DEFAULT_DURATION_SECONDS = 20;
// The concurrency the Worker is expected to take without a single error.
const DEFAULT_CONNECTIONS = 50;
// Any answer slower than this is a failure, not a data point.
const REQUEST_TIMEOUT_SECONDS = 10;

interface Kind {
  label: string;
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** The status a correct server gives this request. */
  expect: number;
  /** For MCP: the JSON-RPC answer must be a result (and a tool call must not be an error result). */
  jsonRpc?: boolean;
}

interface Tally {
  byStatus: Map<number, number>;
  unexpected: number;
}

const USAGE = `usage: npm run load -- [--duration ${DEFAULT_DURATION_SECONDS}] [--connections ${DEFAULT_CONNECTIONS}] [--json] [--path /health]

A bounded load test of \`wrangler dev --env test\` on the test catalogue (127.0.0.1 only); exits 1 on any error.

  --duration S      seconds of load, 1-600 (default ${DEFAULT_DURATION_SECONDS})
  --connections N   concurrent connections, 1-1000 (default ${DEFAULT_CONNECTIONS})
  --json            the summary as JSON (for tools), not a table
  --path P          drive this one GET path alone (expecting 200) instead of the mix
  -h, --help        this text`;

const { values: args } = cliFlags({
  usage: USAGE,
  options: {
    duration: { type: "string", default: String(DEFAULT_DURATION_SECONDS) },
    connections: { type: "string", default: String(DEFAULT_CONNECTIONS) },
    json: { type: "boolean", default: false },
    path: { type: "string" },
  },
  check: (v) => {
    if (wholeNumber(v.duration, 1, 600) === null) return "--duration must be 1-600 seconds";
    if (wholeNumber(v.connections, 1, 1_000) === null) return "--connections must be 1-1000";
    if (v.path !== undefined && !String(v.path).startsWith("/")) return "--path must start with /";
    return null;
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const onlyPath = typeof args.path === "string" ? args.path : undefined;

const MCP_HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" };

function rpc(id: number, method: string, params?: Record<string, unknown>): string {
  return JSON.stringify({ jsonrpc: "2.0", id, method, ...(params ? { params } : {}) });
}

/** Whether a JSON-RPC answer is a success (and, for tools/call, not an isError result). */
function isRpcSuccess(text: string): boolean {
  try {
    const message = JSON.parse(text) as { result?: { isError?: boolean }; error?: unknown };
    return message.result !== undefined && message.error === undefined && message.result.isError !== true;
  } catch {
    return false;
  }
}

async function post(url: string, headers: Record<string, string>, body: string): Promise<{ status: number; text: string }> {
  const response = await fetch(url, { method: "POST", headers, body, signal: AbortSignal.timeout(10_000) });
  return { status: response.status, text: await response.text() };
}

/** The MCP part of the workload, in whichever eras /mcp answers (none when it is not routed). */
async function mcpKinds(base: string, entryId: string): Promise<Kind[]> {
  const legacy = { ...MCP_HEADERS, "mcp-protocol-version": "2025-11-25" };
  const modernMeta = {
    "io.modelcontextprotocol/protocolVersion": "2026-07-28",
    "io.modelcontextprotocol/clientCapabilities": {},
    "io.modelcontextprotocol/clientInfo": { name: "load", version: "1.0.0" },
  };
  const modern = (method: string, name?: string) => ({
    ...MCP_HEADERS,
    "mcp-protocol-version": "2026-07-28",
    "mcp-method": method,
    ...(name ? { "mcp-name": name } : {}),
  });
  const candidates: Kind[] = [
    {
      label: "mcp tools/list (2025-11-25)",
      method: "POST",
      path: "/mcp",
      headers: legacy,
      body: rpc(1, "tools/list"),
      expect: 200,
      jsonRpc: true,
    },
    {
      label: "mcp tools/call search (2025-11-25)",
      method: "POST",
      path: "/mcp",
      headers: legacy,
      body: rpc(2, "tools/call", { name: "search", arguments: { query: "browser automation", limit: 5 } }),
      expect: 200,
      jsonRpc: true,
    },
    {
      label: "mcp tools/call get_entry (2026-07-28)",
      method: "POST",
      path: "/mcp",
      headers: modern("tools/call", "get_entry"),
      body: rpc(3, "tools/call", { name: "get_entry", arguments: { id: entryId }, _meta: modernMeta }),
      expect: 200,
      jsonRpc: true,
    },
    {
      label: "mcp tools/list (2026-07-28)",
      method: "POST",
      path: "/mcp",
      headers: modern("tools/list"),
      body: rpc(4, "tools/list", { _meta: modernMeta }),
      expect: 200,
      jsonRpc: true,
    },
  ];
  const answering: Kind[] = [];
  for (const kind of candidates) {
    const reply = await post(`${base}${kind.path}`, kind.headers!, kind.body!);
    if (reply.status === 200 && isRpcSuccess(reply.text)) answering.push(kind);
    else console.error(`(left out: ${kind.label} answered ${reply.status} ${reply.text.slice(0, 120)})`);
  }
  return answering;
}

async function workload(base: string): Promise<Kind[]> {
  const list = (await (await fetch(`${base}/entries`)).json()) as { ids: string[] };
  const id = list.ids.find((candidate) => candidate.includes("-")) ?? list.ids[0]!;
  const other = list.ids[Math.floor(list.ids.length / 2)]!;
  const content = (await (await fetch(`${base}/content`)).json()) as { items: { type: string; id: string }[] };
  const item = content.items[0];
  const kinds: Kind[] = [
    { label: "GET /search (one word)", method: "GET", path: "/search?q=agent&limit=5", expect: 200 },
    { label: "GET /search (phrase, filters)", method: "GET", path: "/search?q=browser%20automation&type=entry&limit=10", expect: 200 },
    { label: "GET /entries/{id}", method: "GET", path: `/entries/${id}`, expect: 200 },
    { label: "GET /entries/{id}.json", method: "GET", path: `/entries/${other}.json`, expect: 200 },
    { label: "GET /entries/{typo} (404)", method: "GET", path: `/entries/${id.slice(0, -1)}x`, expect: 404 },
    { label: "GET unknown path (404)", method: "GET", path: "/no/such/path", expect: 404 },
    { label: "GET /categories", method: "GET", path: "/categories", expect: 200 },
  ];
  if (item) kinds.push({ label: "GET /content/{type}/{id}", method: "GET", path: `/content/${item.type}/${item.id}`, expect: 200 });
  return [...kinds, ...(await mcpKinds(base, id))];
}

function percentile(result: autocannon.Result, p: "p50" | "p99"): number {
  return result.latency[p];
}

async function main(): Promise<number> {
  const cleanups: (() => Promise<unknown>)[] = [];
  const cleanup = async () => {
    for (const fn of cleanups.reverse()) await fn().catch(() => undefined);
  };
  process.once("SIGINT", () => void cleanup().then(() => process.exit(130)));
  try {
    const dir = await mkdtemp(join(tmpdir(), "iam-load-site-"));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    await makeTestSite({ out: dir, extraEntry: true });
    const site: SiteServer = await startSiteServer(dir);
    cleanups.push(() => site.close());
    const dev: WranglerDev = await startWranglerDev({ env: "test", vars: { DATA_BASE_URL: site.url } });
    cleanups.push(() => dev.stop());

    const kinds: Kind[] = onlyPath ? [{ label: `GET ${onlyPath}`, method: "GET", path: onlyPath, expect: 200 }] : await workload(dev.url);
    const tallies = new Map<string, Tally>(kinds.map((kind) => [kind.label, { byStatus: new Map(), unexpected: 0 }]));
    console.error(
      `load: ${connections} connections for ${duration} s against ${dev.url} (wrangler dev --env test), ${kinds.length} kinds of request`,
    );

    const result = await autocannon({
      url: dev.url,
      connections,
      duration,
      timeout: REQUEST_TIMEOUT_SECONDS,
      requests: kinds.map((kind) => ({
        method: kind.method,
        path: kind.path,
        headers: kind.headers ?? {},
        ...(kind.body !== undefined ? { body: kind.body } : {}),
        onResponse: (status: number, body: string) => {
          const tally = tallies.get(kind.label)!;
          tally.byStatus.set(status, (tally.byStatus.get(status) ?? 0) + 1);
          if (status !== kind.expect || (kind.jsonRpc && !isRpcSuccess(body))) tally.unexpected++;
        },
      })),
    });

    const fivexx = Object.entries(result.statusCodeStats ?? {})
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, stats]) => sum + Number(stats.count), 0);
    const unexpected = [...tallies.values()].reduce((sum, tally) => sum + tally.unexpected, 0);
    const summary = {
      connections,
      duration_s: duration,
      requests: result.requests.total,
      requests_per_s: Math.round(result.requests.average),
      latency_ms: { p50: percentile(result, "p50"), p99: percentile(result, "p99"), max: result.latency.max },
      errors: result.errors,
      timeouts: result.timeouts,
      non_2xx: result.non2xx,
      status_5xx: fivexx,
      unexpected_answers: unexpected,
      by_status: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, Number(stats.count)])),
      by_kind: Object.fromEntries([...tallies].map(([label, tally]) => [label, Object.fromEntries(tally.byStatus)])),
    };
    if (args.json === true) {
      console.log(JSON.stringify(summary, null, 2));
    } else {
      console.log(`requests:    ${summary.requests} in ${duration} s (${summary.requests_per_s} req/s) at ${connections} connections`);
      console.log(`latency:     p50 ${summary.latency_ms.p50} ms, p99 ${summary.latency_ms.p99} ms, max ${summary.latency_ms.max} ms`);
      console.log(`errors:      ${summary.errors} (timeouts ${summary.timeouts}); 5xx ${fivexx}; unexpected answers ${unexpected}`);
      console.log(`non-2xx:     ${summary.non_2xx} ${JSON.stringify(summary.by_status)}`);
      for (const [label, statuses] of Object.entries(summary.by_kind)) console.log(`  ${label.padEnd(40)} ${JSON.stringify(statuses)}`);
    }
    const ok = result.errors === 0 && result.timeouts === 0 && fivexx === 0 && unexpected === 0;
    console.error(ok ? "load: target met (no errors, no 5xx, every answer as expected)" : "load: TARGET MISSED");
    return ok ? 0 : 1;
  } finally {
    await cleanup();
  }
}

process.exitCode = await main();
