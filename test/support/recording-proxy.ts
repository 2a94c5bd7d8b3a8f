// A recording proxy in front of a Worker: what a browser page sends to "the Worker" arrives here, is forwarded
// as is (method, body, and the headers that matter: Origin, Content-Type, User-Agent, Cookie), and the Worker's
// answer goes back unchanged. Each exchange is kept, so a test asserts on what reached the Worker and what it
// answered, not on the browser's own view of its requests (which misses keepalive and beacon bodies).
//
// POST /__sentinel is answered here (204, CORS open) and recorded: a page sends it after its actions, and once it
// has arrived, anything the page had sent before it has too (same page, same proxy, earlier).

import { createServer, type IncomingMessage, type Server } from "node:http";

export interface Exchange {
  readonly method: string;
  readonly path: string;
  readonly origin: string | null;
  readonly contentType: string | null;
  readonly cookie: string | null;
  readonly body: string;
  readonly status: number;
  readonly answer: string;
}

export interface RecordingProxy {
  readonly url: string;
  /** Everything recorded so far, oldest first. */
  exchanges(): readonly Exchange[];
  /** Resolves once `count` exchanges (sentinels included) have been recorded; bounded by `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<readonly Exchange[]>;
  clear(): void;
  close(): Promise<void>;
}

const FORWARDED = ["origin", "content-type", "user-agent", "cookie"] as const;
// How long a test waits for requests it caused; a lost one fails the test with what did arrive.
const WAIT_MS = 20_000;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const log: Exchange[] = [];
  const header = (req: IncomingMessage, name: string) => (typeof req.headers[name] === "string" ? (req.headers[name] as string) : null);
  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const path = req.url ?? "/";
      const seen = {
        method: req.method ?? "GET",
        path,
        origin: header(req, "origin"),
        contentType: header(req, "content-type"),
        cookie: header(req, "cookie"),
        body,
      };
      if (path === "/__sentinel") {
        log.push({ ...seen, status: 204, answer: "" });
        res.writeHead(204, { "access-control-allow-origin": "*" });
        return res.end();
      }
      const headers: Record<string, string> = {};
      for (const name of FORWARDED) if (typeof req.headers[name] === "string") headers[name] = req.headers[name] as string;
      const init: RequestInit = { method: seen.method, headers, redirect: "manual" };
      if (seen.method !== "GET" && seen.method !== "HEAD") init.body = body;
      const response = await fetch(`${target}${path}`, init);
      const answer = await response.text();
      log.push({ ...seen, status: response.status, answer });
      const out: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        if (name !== "content-length" && name !== "content-encoding" && name !== "transfer-encoding") out[name] = value;
      });
      res.writeHead(response.status, out);
      res.end(answer);
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(502);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    exchanges: () => [...log],
    async waitFor(count, timeoutMs = WAIT_MS) {
      const deadline = Date.now() + timeoutMs;
      while (log.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} requests at the proxy, got ${log.length}: ${JSON.stringify(log)}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return [...log];
    },
    clear: () => void log.splice(0),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
