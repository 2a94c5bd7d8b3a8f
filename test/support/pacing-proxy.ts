// A forwarding proxy on 127.0.0.1 that keeps the e2e suite under a deployment's rate limit.
//
// `BASE=https://… npm run test:e2e` sends all its traffic from one IP. The suite makes more requests than a
// deployment allows one client per minute (about 160 against 120 / 60 s), and the MCP Inspector and SDK
// clients are child processes or libraries that cannot be slowed from inside a test. So the suite talks to
// this proxy, which forwards each request to the deployment unchanged (method, path, headers, body; Host
// becomes the deployment's) and admits at most `perMinute` requests in any 60 s window. Requests beyond that
// wait for a slot, in order: the run gets slower, never flaky, and never trips the limit it is meant to check.

import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { Readable } from "node:stream";
import type { AddressInfo } from "node:net";

/**
 * The window the production limit counts in (`RATE_LIMIT_PERIOD_SECONDS`), plus a second: a request arrives a
 * little after it is admitted, and that jitter must not let two admissions a window apart land in one window.
 */
const WINDOW_MS = 61_000;
// Hop-by-hop headers and those fetch() recomputes; forwarding them would corrupt the exchange.
const DROP_REQUEST_HEADERS = new Set(["host", "connection", "keep-alive", "transfer-encoding", "content-length", "upgrade"]);
// fetch() has already decoded the body, so the upstream length and encoding no longer describe it.
const DROP_RESPONSE_HEADERS = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding"]);
// A deployment answers in well under a second; this only bounds a hung connection.
const UPSTREAM_TIMEOUT_MS = 30_000;

export interface PacingProxy {
  /** Base URL of the proxy (no trailing slash). */
  readonly url: string;
  /** Requests forwarded so far, and the most seen in any 60 s window (never above `perMinute`). */
  stats(): { forwarded: number; peakPerWindow: number };
  close(): Promise<void>;
}

/** Admits at most `limit` calls in any sliding window of `windowMs`; later callers wait their turn. */
export class SlidingWindowGate {
  private readonly admitted: number[] = [];
  private queue: Promise<void> = Promise.resolve();
  private peak = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  /** Resolves when the caller may send; admissions happen in call order. */
  admit(): Promise<void> {
    const turn = this.queue.then(async () => {
      for (;;) {
        const now = this.now();
        while (this.admitted.length > 0 && now - this.admitted[0]! >= this.windowMs) this.admitted.shift();
        if (this.admitted.length < this.limit) {
          this.admitted.push(now);
          this.peak = Math.max(this.peak, this.admitted.length);
          return;
        }
        await this.sleep(this.admitted[0]! + this.windowMs - now);
      }
    });
    this.queue = turn;
    return turn;
  }

  get peakPerWindow(): number {
    return this.peak;
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function forward(upstream: string, gate: SlidingWindowGate, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await readBody(req);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || DROP_REQUEST_HEADERS.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  await gate.admit();
  const method = req.method ?? "GET";
  const response = await fetch(`${upstream}${req.url ?? "/"}`, {
    method,
    headers,
    body: method === "GET" || method === "HEAD" ? undefined : new Uint8Array(body),
    redirect: "manual",
    signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
  });
  const out: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (!DROP_RESPONSE_HEADERS.has(name)) out[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) out["set-cookie"] = cookies;
  res.writeHead(response.status, out);
  if (response.body === null || method === "HEAD") {
    res.end();
    return;
  }
  Readable.fromWeb(response.body as import("node:stream/web").ReadableStream).pipe(res);
}

export async function startPacingProxy(upstream: string, perMinute: number, windowMs = WINDOW_MS): Promise<PacingProxy> {
  const gate = new SlidingWindowGate(perMinute, windowMs);
  let forwarded = 0;
  const server = createServer((req, res) => {
    forwarded += 1;
    forward(upstream, gate, req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end(`pacing proxy: ${upstream}${req.url ?? ""} failed: ${String(error)}`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stats: () => ({ forwarded, peakPerWindow: gate.peakPerWindow }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
