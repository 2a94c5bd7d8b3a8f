// Whole-request latency through the real fetch handler: the site copy served on 127.0.0.1, the Worker in
// `wrangler dev --env test`, requests sent one at a time (so latency is not queueing). Every answer is
// checked (status, body shape, data served from the live copy, MCP results that are not errors); a run
// that gets anything else fails instead of timing it.
//
// What a request is made of is read from differences between kinds:
//   loopback   a tiny JSON from a Node server in this process: the client and loopback alone;
//   health     GET /health: workerd and the request pipeline, not metered, no catalogue;
//   not_found  GET /no/such/path: + the rate-limit check and usage logging, still no catalogue;
//   get_entry, search, multi, mcp_*: + the tool's work and a larger body;
//   registry_*: the MCP Registry routes as a gallery calls them (a page of 50, a search page of 50, versions/latest).
// Each kind runs twice: with the env's rate-limit binding (simulated locally by wrangler), and from a
// copy of the config without it (the isolate's own buckets then decide), to show what the simulation costs.
//
// And once per run, an empty Worker (one Response, no bindings) through the same `wrangler dev`: the floor
// that every request pays locally before this Worker does anything.
//
// Bundled and run by scripts/bench.mjs; prints one JSON object.
//   node requests.mjs site <site dir> <rounds> [<entry cap>]
//   node requests.mjs empty <rounds>

import { rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { startSiteServer } from "../../test/support/site-server";
import { startWranglerDev, type WranglerDev } from "../../test/support/wrangler-dev";
import { BENCH_QUERIES } from "./queries";
import { configWithoutRateLimits, noopWorkerProject } from "./workers";

const [mode, ...rest] = process.argv.slice(2);
const [siteDir, roundsArg, capArg] = mode === "empty" ? [undefined, rest[0], undefined] : rest;
const ROUNDS = Number(roundsArg ?? 3);
const PER_ROUND = 100;
const ROOT = process.env.IAM_PROJECT_ROOT ?? process.cwd();
const MODERN = "2026-07-28";
const LEGACY = "2025-11-25";

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
function median(values: number[]): number {
  return percentile(values, 50);
}

interface Check {
  (status: number, body: unknown): string | null;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/** REST answers: 200 and data from the live copy (not the bundled sample, not a stale copy). */
const restOk =
  (field: string): Check =>
  (status, body) => {
    if (status !== 200) return `HTTP ${status}`;
    if (!isObject(body) || !(field in body)) return `no ${field} in the body`;
    const data = body.data;
    if (!isObject(data) || data.source !== "live") return `data.source is ${isObject(data) ? String(data.source) : "missing"}`;
    return null;
  };

/** MCP answers: 200, a JSON-RPC result that is not a tool error, search results from the live copy. */
const mcpOk: Check = (status, body) => {
  if (status !== 200) return `HTTP ${status}: ${JSON.stringify(body).slice(0, 200)}`;
  if (!isObject(body) || !isObject(body.result)) return `no JSON-RPC result: ${JSON.stringify(body).slice(0, 200)}`;
  const result = body.result;
  if (result.isError === true) return `isError: ${JSON.stringify(result.content).slice(0, 200)}`;
  const structured = result.structuredContent;
  if (!isObject(structured) || !Array.isArray(structured.results)) return "no structuredContent.results";
  if (!isObject(structured.data) || structured.data.source !== "live") return "data.source is not live";
  return null;
};

/** Registry pages: 200 and a servers list with servers in it. */
const registryPageOk: Check = (status, body) => {
  if (status !== 200) return `HTTP ${status}: ${JSON.stringify(body).slice(0, 200)}`;
  return isObject(body) && Array.isArray(body.servers) && isObject(body.metadata) ? null : "no servers[] and metadata";
};

/** A registry lookup: 200 and one server with its _meta. */
const registryItemOk: Check = (status, body) => {
  if (status !== 200) return `HTTP ${status}: ${JSON.stringify(body).slice(0, 200)}`;
  return isObject(body) && isObject(body.server) && isObject(body._meta) ? null : "no server and _meta";
};

const statusOk =
  (expected: number): Check =>
  (status) =>
    status === expected ? null : `HTTP ${status} (expected ${expected})`;

async function timed(url: string, init: RequestInit | undefined, check: Check): Promise<number> {
  const t = performance.now();
  const response = await fetch(url, init);
  const text = await response.text();
  const ms = performance.now() - t;
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  const problem = check(response.status, body);
  if (problem !== null) throw new Error(`${init?.method ?? "GET"} ${url}: ${problem}`);
  return ms;
}

/** A tools/call search as each era sends it: legacy with its version header, modern with _meta and the standard headers. */
function mcpCall(era: "legacy" | "modern", id: number, args: Record<string, unknown>): RequestInit {
  const params: Json = { name: "search", arguments: args };
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json, text/event-stream" };
  if (era === "legacy") {
    headers["mcp-protocol-version"] = LEGACY;
  } else {
    params._meta = {
      "io.modelcontextprotocol/protocolVersion": MODERN,
      "io.modelcontextprotocol/clientInfo": { name: "bench", version: "1.0.0" },
      "io.modelcontextprotocol/clientCapabilities": {},
    };
    headers["mcp-protocol-version"] = MODERN;
    headers["mcp-method"] = "tools/call";
    headers["mcp-name"] = "search";
  }
  return { method: "POST", headers, body: JSON.stringify({ jsonrpc: "2.0", id, method: "tools/call", params }) };
}

interface KindStats {
  p50: number;
  p99: number;
  p50Spread: [number, number];
}

async function measure(dev: WranglerDev, loopbackUrl: string): Promise<Record<string, KindStats>> {
  const ids = ((await (await fetch(`${dev.url}/entries`)).json()) as { ids: string[] }).ids;
  const searchUrl = (i: number) => {
    const q = BENCH_QUERIES[i % BENCH_QUERIES.length]!.args;
    const params = new URLSearchParams({ q: q.query });
    if (q.type) params.set("type", q.type);
    if (q.category) params.set("category", q.category);
    if (q.tags) params.set("tags", q.tags.join(","));
    if (q.limit) params.set("limit", String(q.limit));
    return `${dev.url}/search?${params}`;
  };
  const multi = BENCH_QUERIES.filter((q) => q.kind === "multi");
  const registry = `${dev.url}/v0.1/servers`;
  const servers = ((await (await fetch(`${registry}?limit=100`)).json()) as { servers: { server: { name: string } }[] }).servers;
  const names = servers.map((item) => item.server.name);
  if (names.length === 0) throw new Error("the registry lists no servers");
  const kinds: Record<string, (i: number) => Promise<number>> = {
    loopback: () => timed(loopbackUrl, undefined, statusOk(200)),
    health: () => timed(`${dev.url}/health`, undefined, statusOk(200)),
    not_found: () => timed(`${dev.url}/no/such/path`, undefined, statusOk(404)),
    // REST /entries/{id} answers the entry itself (live contract §2.5), so its own id is the field to check.
    get_entry: (i) => timed(`${dev.url}/entries/${ids[(i * 7919) % ids.length]}`, undefined, restOk("id")),
    search: (i) => timed(searchUrl(i), undefined, restOk("results")),
    multi: (i) => timed(`${dev.url}/search?q=${encodeURIComponent(multi[i % multi.length]!.args.query)}`, undefined, restOk("results")),
    mcp_legacy: (i) => timed(`${dev.url}/mcp`, mcpCall("legacy", i, BENCH_QUERIES[i % BENCH_QUERIES.length]!.args), mcpOk),
    mcp_modern: (i) => timed(`${dev.url}/mcp`, mcpCall("modern", i, BENCH_QUERIES[i % BENCH_QUERIES.length]!.args), mcpOk),
    registry_page: () => timed(`${registry}?limit=50&version=latest`, undefined, registryPageOk),
    registry_search: (i) =>
      timed(
        `${registry}?limit=50&version=latest&search=${encodeURIComponent(BENCH_QUERIES[i % BENCH_QUERIES.length]!.args.query)}`,
        undefined,
        registryPageOk,
      ),
    registry_latest: (i) => timed(`${registry}/${encodeURIComponent(names[i % names.length]!)}/versions/latest`, undefined, registryItemOk),
  };
  const rounds: Record<string, { p50: number; p99: number }[]> = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, run] of Object.entries(kinds)) {
      const times: number[] = [];
      for (let i = 0; i < PER_ROUND; i++) times.push(await run(i));
      (rounds[name] ??= []).push({ p50: percentile(times, 50), p99: percentile(times, 99) });
    }
  }
  return Object.fromEntries(
    Object.entries(rounds).map(([name, list]) => {
      const p50s = list.map((r) => r.p50);
      return [name, { p50: median(p50s), p99: median(list.map((r) => r.p99)), p50Spread: [Math.min(...p50s), Math.max(...p50s)] }];
    }),
  );
}

/** The first request after start: the Worker fetches, parses and indexes the catalogue, then answers. */
async function firstRequest(dev: WranglerDev): Promise<{ coldMs: number; source: string }> {
  const t = performance.now();
  const response = await fetch(`${dev.url}/search?q=browser%20automation`);
  const body = (await response.json()) as { data?: { source?: string; notice?: string } };
  return { coldMs: performance.now() - t, source: body.data?.source ?? `HTTP ${response.status}` };
}

/** An empty Worker in a temporary project, started with the same wrangler. */
async function measureEmptyWorker(): Promise<Record<string, KindStats>> {
  const dir = noopWorkerProject();
  const dev = await startWranglerDev({ cwd: dir, startTimeoutMs: 180_000, readyPath: "/" });
  try {
    const rounds: { p50: number; p99: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const times: number[] = [];
      for (let i = 0; i < PER_ROUND; i++) times.push(await timed(`${dev.url}/`, undefined, statusOk(200)));
      rounds.push({ p50: percentile(times, 50), p99: percentile(times, 99) });
    }
    const p50s = rounds.map((r) => r.p50);
    return {
      empty_worker: { p50: median(p50s), p99: median(rounds.map((r) => r.p99)), p50Spread: [Math.min(...p50s), Math.max(...p50s)] },
    };
  } finally {
    await dev.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (mode === "empty") {
  console.log(JSON.stringify(await measureEmptyWorker()));
  process.exit(0);
}

const loopback = createServer((_req, res) => {
  res.writeHead(200, { "content-type": "application/json" });
  res.end('{"ok":true}');
});
await new Promise<void>((resolve) => loopback.listen(0, "127.0.0.1", resolve));
const loopbackUrl = `http://127.0.0.1:${(loopback.address() as AddressInfo).port}/`;
const site = await startSiteServer(siteDir!);
const define = capArg ? ["--define", `__MAX_INDEX_ENTRIES__:${capArg}`] : [];
const variants: { name: string; args: string[]; cleanup?: () => void }[] = [{ name: "binding", args: define }];
const noLimitConfig = configWithoutRateLimits(ROOT);
variants.push({ name: "no_binding", args: ["--config", noLimitConfig, ...define], cleanup: () => rmSync(noLimitConfig, { force: true }) });

const out: Record<string, unknown> = {};
try {
  for (const variant of variants) {
    const dev = await startWranglerDev({ env: "test", vars: { DATA_BASE_URL: site.url }, args: variant.args, startTimeoutMs: 180_000 });
    try {
      const first = await firstRequest(dev);
      if (first.source !== "live") {
        // The catalogue was refused (over the entry cap) or failed to load: timing the sample would mislead.
        out[variant.name] = { coldMs: first.coldMs, source: first.source };
        continue;
      }
      out[variant.name] = { coldMs: first.coldMs, source: first.source, ...(await measure(dev, loopbackUrl)) };
    } finally {
      await dev.stop();
    }
  }
} finally {
  for (const variant of variants) variant.cleanup?.();
  await site.close();
  loopback.close();
}
console.log(JSON.stringify(out));
