// A stand-in for the directory site on 127.0.0.1: serves a folder shaped like the site's API and can
// misbehave on demand (slow, hanging, 500s, invalid JSON, wrong shape, oversized, redirects, missing
// items). Tests steer it over HTTP, so Workers-side tests can use it too.
//
//   POST /__control {"faults":[{"match":"index|longform|item|entry|skill-file|all","mode":...,"delayMs":N}]}
//   POST /__reset    clear faults and counters
//   GET  /__stats    {"requests":{"/api/index.json":3,...},"notModified":{"/api/index.json":1,...}}
//
// Files carry an ETag (a hash of their bytes) and Last-Modified; If-None-Match with the current ETag gets a 304.
//
// Any path may carry a prefix "/t/<name>" (e.g. /t/abc/api/index.json): it is served like the bare path
// and counted separately, so each test can use its own DATA_BASE_URL and never share caches.
// POST /t/<name>/__control sets faults for that prefix only (they replace the global ones there), so
// test files running at the same time never see each other's faults.

import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { join, normalize } from "node:path";

export type { Fault, FaultMode } from "./site-faults";
import type { Fault } from "./site-faults";

export interface SiteServer {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

function kindOf(path: string): Fault["match"] | null {
  if (/\/api\/index\.json$/.test(path)) return "index";
  if (/\/api\/longform\.json$/.test(path)) return "longform";
  if (/\/api\/longform\/[a-z]+\/[^/]+\.json$/.test(path)) return "item";
  if (/\/api\/entries\/[^/]+\.json$/.test(path)) return "entry";
  if (/^\/skills\/[^/]+\/./.test(path)) return "skill-file";
  return null;
}

function send(res: ServerResponse, status: number, body: string | Buffer, type = "application/json"): void {
  res.writeHead(status, { "content-type": type, "content-length": Buffer.byteLength(body) });
  res.end(body);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startSiteServer(root: string, port = 0): Promise<SiteServer> {
  let faults: Fault[] = [];
  const scopedFaults = new Map<string, Fault[]>();
  const counts = new Map<string, number>();
  const notModified = new Map<string, number>();
  const hanging = new Set<ServerResponse>();

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const scope = /^\/t\/([^/]+)\//.exec(url.pathname)?.[1] ?? null;
      if (/^(\/t\/[^/]+)?\/__control$/.test(url.pathname) && req.method === "POST") {
        const body = JSON.parse((await readBody(req)) || "{}") as { faults?: Fault[] };
        if (scope === null) faults = body.faults ?? [];
        else scopedFaults.set(scope, body.faults ?? []);
        return send(res, 200, JSON.stringify({ faults: body.faults ?? [] }));
      }
      if (url.pathname === "/__reset" && req.method === "POST") {
        faults = [];
        scopedFaults.clear();
        counts.clear();
        notModified.clear();
        return send(res, 200, "{}");
      }
      if (url.pathname === "/__stats") {
        return send(res, 200, JSON.stringify({ requests: Object.fromEntries(counts), notModified: Object.fromEntries(notModified) }));
      }
      counts.set(url.pathname, (counts.get(url.pathname) ?? 0) + 1);
      const bare = url.pathname.replace(/^\/t\/[^/]+/, "");
      const kind = kindOf(bare);
      const active = (scope !== null ? scopedFaults.get(scope) : undefined) ?? faults;
      const fault = active.find((f) => f.match === "all" || f.match === kind);
      const mode = kind ? (fault?.mode ?? "ok") : "ok";
      switch (mode) {
        case "hang":
          hanging.add(res);
          res.on("close", () => hanging.delete(res));
          return;
        case "slow":
          await new Promise((resolve) => setTimeout(resolve, fault?.delayMs ?? 10_000));
          break;
        case "status-500":
          return send(res, 500, JSON.stringify({ error: "boom" }));
        case "status-404":
          return send(res, 404, "Not Found", "text/plain");
        case "invalid-json":
          return send(res, 200, '{"entries": [ {"id": "broken"');
        case "wrong-shape":
          return send(res, 200, JSON.stringify({ hello: "world", entries: "not a list", items: 7 }));
        case "oversize-declared":
          res.writeHead(200, { "content-type": "application/json", "content-length": String(1024 * 1024 * 1024) });
          res.end("{}");
          return;
        case "oversize": {
          // Chunked, no length: the client must count bytes itself and give up (past the Worker's largest cap,
          // the index's 96 MiB network guard, src/catalog/store.ts MAX_INDEX_BYTES).
          res.writeHead(200, { "content-type": "application/json" });
          const chunk = Buffer.alloc(1024 * 1024, 0x20);
          res.write("[");
          for (let i = 0; i < 112 && !res.destroyed; i++) {
            if (!res.write(chunk)) await new Promise((resolve) => res.once("drain", resolve));
          }
          res.end("]");
          return;
        }
        case "trickle": {
          hanging.add(res);
          res.on("close", () => hanging.delete(res));
          res.writeHead(200, { "content-type": "application/json" });
          res.write("[");
          const timer = setInterval(() => (res.destroyed ? clearInterval(timer) : res.write(" ")), 200);
          res.on("close", () => clearInterval(timer));
          return;
        }
        case "redirect-offsite":
          res.writeHead(302, { location: `http://evil.example${url.pathname}` });
          res.end();
          return;
        case "redirect-samehost":
          if (!url.searchParams.has("redirected")) {
            res.writeHead(302, { location: `${url.pathname}?redirected=1` });
            res.end();
            return;
          }
          break;
        default:
          break;
      }
      // Paths arrive percent-encoded (skill files may have non-ASCII names); containment is checked after decoding.
      let decoded: string;
      try {
        decoded = decodeURIComponent(bare);
      } catch {
        return send(res, 400, "{}");
      }
      const file = normalize(join(root, decoded));
      if (!file.startsWith(normalize(root))) return send(res, 403, "{}");
      try {
        const body = await readFile(file);
        // Validators as static hosts send them; a GET that names the current ETag is answered 304, as theirs are.
        const etag = `"${createHash("sha1").update(body).digest("hex")}"`;
        const lastModified = (await stat(file)).mtime.toUTCString();
        const asked = req.headers["if-none-match"];
        if (asked !== undefined && asked.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
          notModified.set(url.pathname, (notModified.get(url.pathname) ?? 0) + 1);
          res.writeHead(304, { etag, "last-modified": lastModified });
          res.end();
          return;
        }
        res.writeHead(200, {
          "content-type": file.endsWith(".json") ? "application/json" : "text/plain",
          "content-length": body.byteLength,
          etag,
          "last-modified": lastModified,
        });
        res.end(body);
      } catch {
        send(res, 404, "Not Found", "text/plain");
      }
    })().catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, JSON.stringify({ error: String(error) }));
    });
  });

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
