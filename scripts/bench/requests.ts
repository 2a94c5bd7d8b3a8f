// Whole-request latency through the real fetch handler: the site copy served on 127.0.0.1, the Worker in
// `wrangler dev --env test`, sequential requests (one at a time, so latency is not queueing).
// Bundled and run by scripts/bench.mjs; prints one JSON object.

import { startSiteServer } from "../../test/support/site-server";
import { startWranglerDev } from "../../test/support/wrangler-dev";
import { BENCH_QUERIES } from "./queries";

const [siteDir, roundsArg] = process.argv.slice(2);
const ROUNDS = Number(roundsArg ?? 3);
const PER_ROUND = 100;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function timed(url: string, init?: RequestInit): Promise<number> {
  const t = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  if (response.status >= 500) throw new Error(`${url} → ${response.status}`);
  return performance.now() - t;
}

const site = await startSiteServer(siteDir!);
const dev = await startWranglerDev({ env: "test", vars: { DATA_BASE_URL: site.url }, startTimeoutMs: 180_000 });
try {
  const coldMs = await timed(`${dev.url}/search?q=browser%20automation`);
  const ids = ((await (await fetch(`${dev.url}/entries`)).json()) as { ids: string[] }).ids;
  const mcpUp =
    (
      await fetch(`${dev.url}/mcp`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
        body: '{"jsonrpc":"2.0","id":0,"method":"tools/list"}',
      })
    ).status === 200;

  const searchUrl = (i: number) => {
    const q = BENCH_QUERIES[i % BENCH_QUERIES.length]!.args;
    const params = new URLSearchParams({ q: q.query });
    if (q.type) params.set("type", q.type);
    if (q.category) params.set("category", q.category);
    if (q.tags) params.set("tags", q.tags.join(","));
    return `${dev.url}/search?${params}`;
  };
  const multi = BENCH_QUERIES.filter((q) => q.kind === "multi");
  const rounds: Record<string, { p50: number; p99: number }[]> = { search: [], multi: [], get_entry: [], mcp_search: [] };
  for (let round = 0; round < ROUNDS; round++) {
    const search: number[] = [];
    const multiWord: number[] = [];
    const entry: number[] = [];
    const mcp: number[] = [];
    for (let i = 0; i < PER_ROUND; i++) search.push(await timed(searchUrl(i)));
    for (let i = 0; i < PER_ROUND; i++)
      multiWord.push(await timed(`${dev.url}/search?q=${encodeURIComponent(multi[i % multi.length]!.args.query)}`));
    for (let i = 0; i < PER_ROUND; i++) entry.push(await timed(`${dev.url}/entries/${ids[(i * 7919) % ids.length]}`));
    if (mcpUp) {
      for (let i = 0; i < PER_ROUND; i++) {
        const args = BENCH_QUERIES[i % BENCH_QUERIES.length]!.args;
        mcp.push(
          await timed(`${dev.url}/mcp`, {
            method: "POST",
            headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
            body: JSON.stringify({ jsonrpc: "2.0", id: i, method: "tools/call", params: { name: "search", arguments: args } }),
          }),
        );
      }
    }
    rounds.search!.push({ p50: percentile(search, 50), p99: percentile(search, 99) });
    rounds.multi!.push({ p50: percentile(multiWord, 50), p99: percentile(multiWord, 99) });
    rounds.get_entry!.push({ p50: percentile(entry, 50), p99: percentile(entry, 99) });
    if (mcpUp) rounds.mcp_search!.push({ p50: percentile(mcp, 50), p99: percentile(mcp, 99) });
  }
  const summary = Object.fromEntries(
    Object.entries(rounds)
      .filter(([, list]) => list.length > 0)
      .map(([name, list]) => [
        name,
        {
          p50: median(list.map((r) => r.p50)),
          p99: median(list.map((r) => r.p99)),
          p50Spread: [Math.min(...list.map((r) => r.p50)), Math.max(...list.map((r) => r.p50))],
        },
      ]),
  );
  console.log(JSON.stringify({ coldMs, mcp: mcpUp, ...summary }));
} finally {
  await dev.stop();
  await site.close();
}
