// Serves the app browser tests' host page on 127.0.0.1: the host side (./app-host/page.ts, the official MCP client
// and AppBridge) bundled by esbuild for the browser at test time into a temporary folder, and one HTML page that
// loads it. The Worker is another origin; its CORS and ALLOWED_ORIGINS="*" (wrangler.toml [env.test]) let the page
// call it, as a web host's page does.

import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";

export interface AppHostServer {
  readonly url: string;
  close(): Promise<void>;
}

// An empty icon of its own, so Chromium asks for no /favicon.ico (whose 404 it would log as an error).
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>MCP Apps test host</title><link rel="icon" href="data:,">
<style>body{margin:0;padding:8px;background:#e8eaed}iframe{display:block;border:1px solid #9aa0a6;border-radius:8px;background:#fff}</style>
</head><body><main id="host"></main><script src="/host.js"></script></body></html>`;

export async function startAppHost(): Promise<AppHostServer> {
  const dir = await mkdtemp(join(tmpdir(), "iam-app-host-"));
  const script = join(dir, "host.js");
  await build({
    entryPoints: [join(import.meta.dirname, "app-host/page.ts")],
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    outfile: script,
    logLevel: "silent",
  });
  const hostJs = await readFile(script);
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
    if (path === "/host.js") res.writeHead(200, { "content-type": "text/javascript; charset=utf-8" }).end(hostJs);
    else if (path === "/") res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(PAGE);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the host page server has no port");
  return {
    url: `http://127.0.0.1:${address.port}/`,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
