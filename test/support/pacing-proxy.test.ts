// The pacing proxy that `BASE=… npm run test:e2e` puts in front of a deployment: it must forward requests
// unchanged and never admit more than its budget in one window.

import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SlidingWindowGate, startPacingProxy, type PacingProxy } from "./pacing-proxy";

describe("SlidingWindowGate", () => {
  it("admits the budget at once, then each caller when the oldest admission leaves the window", async () => {
    let clock = 0;
    const gate = new SlidingWindowGate(
      3,
      1_000,
      () => clock,
      async (ms) => {
        clock += ms;
      },
    );
    const admittedAt: number[] = [];
    await Promise.all(Array.from({ length: 7 }, () => gate.admit().then(() => admittedAt.push(clock))));
    expect(admittedAt).toEqual([0, 0, 0, 1_000, 1_000, 1_000, 2_000]);
    expect(gate.peakPerWindow).toBe(3);
  });

  it("never has more than the budget inside any window, whatever the arrival times", async () => {
    let clock = 0;
    const gate = new SlidingWindowGate(
      5,
      100,
      () => clock,
      async (ms) => {
        clock += ms;
      },
    );
    const admittedAt: number[] = [];
    for (let i = 0; i < 40; i++) {
      clock += (i * 7) % 13;
      await gate.admit();
      admittedAt.push(clock);
    }
    for (const start of admittedAt) {
      expect(admittedAt.filter((t) => t >= start && t < start + 100).length).toBeLessThanOrEqual(5);
    }
  });
});

describe("startPacingProxy", () => {
  let upstream: Server;
  let upstreamUrl: string;
  let proxy: PacingProxy;
  const seen: { method: string; url: string; host: string; custom: string; body: string }[] = [];

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        seen.push({
          method: req.method ?? "",
          url: req.url ?? "",
          host: req.headers.host ?? "",
          custom: String(req.headers["mcp-protocol-version"] ?? ""),
          body: Buffer.concat(chunks).toString("utf8"),
        });
        if (req.url === "/gzip") {
          const body = gzipSync('{"compressed":true}');
          res.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip", "content-length": body.length });
          res.end(body);
          return;
        }
        res.writeHead(req.url === "/missing" ? 404 : 200, { "content-type": "application/json", "x-upstream": "yes" });
        res.end(req.method === "HEAD" ? undefined : JSON.stringify({ path: req.url }));
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", () => resolve()));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    proxy = await startPacingProxy(upstreamUrl, 1_000);
  });

  afterAll(async () => {
    await proxy?.close();
    await new Promise((resolve) => upstream?.close(resolve));
  });

  it("forwards method, path, query, headers and body, with the upstream's Host", async () => {
    const response = await fetch(`${proxy.url}/mcp?x=1`, {
      method: "POST",
      headers: { "content-type": "application/json", "mcp-protocol-version": "2025-11-25" },
      body: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-upstream")).toBe("yes");
    expect(await response.json()).toEqual({ path: "/mcp?x=1" });
    expect(seen.at(-1)).toEqual({
      method: "POST",
      url: "/mcp?x=1",
      host: new URL(upstreamUrl).host,
      custom: "2025-11-25",
      body: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
    });
  });

  it("passes statuses through, answers HEAD without a body, and decodes compressed bodies", async () => {
    expect((await fetch(`${proxy.url}/missing`)).status).toBe(404);
    const head = await fetch(`${proxy.url}/anything`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const gzip = await fetch(`${proxy.url}/gzip`);
    expect(gzip.headers.get("content-encoding")).toBeNull();
    expect(await gzip.json()).toEqual({ compressed: true });
    expect(proxy.stats().forwarded).toBe(4);
  });

  it("answers 502 with the reason when the upstream cannot be reached", async () => {
    const dead = await startPacingProxy("http://127.0.0.1:9", 10);
    try {
      const response = await fetch(`${dead.url}/health`);
      expect(response.status).toBe(502);
      expect(await response.text()).toContain("pacing proxy");
    } finally {
      await dead.close();
    }
  });
});
