// /mcp over real sockets: docs/protocol.md's curl examples run exactly as written (port swapped), header names in
// any case, the Host check against DNS rebinding, and the byte cap on a chunked body with no Content-Length.

import { request as httpRequest } from "node:http";
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { expect, it } from "vitest";
import { expectValidMessage, type Revision } from "../support/mcp-schemas";
import { modernMeta, standardHeaders } from "../support/mcp-wire";
import { runProcess } from "../support/run-process";
import { describeEachTarget, getJson } from "./helpers";

const PROTOCOL_DOC = resolve(import.meta.dirname, "../../docs/protocol.md");
const DOC_BASE = "http://127.0.0.1:8787";
// curl against a local Worker answers in milliseconds; this only bounds a hang.
const CURL_TIMEOUT_MS = 30_000;

interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** node:http keeps header names exactly as given and lets a test set Host and stream chunks. */
function rawPost(url: string, headers: Record<string, string>, chunks: readonly (string | Uint8Array)[]): Promise<RawReply> {
  const target = new URL(url);
  return new Promise((resolvePromise, reject) => {
    const req = httpRequest(
      { host: target.hostname, port: target.port, path: target.pathname, method: "POST", headers, timeout: 30_000 },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolvePromise({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

/** The curl commands between docs/protocol.md's mcp-curl markers, continuation lines joined. */
async function docCurlCommands(): Promise<string[]> {
  const text = await readFile(PROTOCOL_DOC, "utf8");
  const block = text.split("<!-- mcp-curl:start -->")[1]?.split("<!-- mcp-curl:end -->")[0];
  if (!block) throw new Error("docs/protocol.md has no mcp-curl block");
  return block
    .replace(/\\\n\s*/g, " ")
    .split("\n")
    .filter((line) => line.startsWith("curl "));
}

function revisionOf(command: string, method: string): Revision {
  const header = /mcp-protocol-version: ([\d-]+)/i.exec(command)?.[1];
  if (header) return header as Revision;
  return method === "initialize" ? "2025-11-25" : "2025-03-26";
}

describeEachTarget("/mcp over the network on $name", (target) => {
  const url = `${target.base}/mcp`;

  it("publishes a valid OpenAPI 3.1 document that describes /mcp and the discovery documents", async () => {
    const { body } = await getJson<{ paths: Record<string, Record<string, unknown>> }>(`${target.base}/openapi.json`);
    const result = await new Validator().validate(structuredClone(body));
    expect(result.valid, String(JSON.stringify(result.errors)).slice(0, 2_000)).toBe(true);
    expect(Object.keys(body.paths["/mcp"]!)).toEqual(["post"]);
    for (const path of ["/mcp/server-card", "/.well-known/ai-catalog.json", "/.well-known/mcp/server-card.json"]) {
      expect(Object.keys(body.paths[path] ?? {}), path).toEqual(["get"]);
    }
  });

  it("runs docs/protocol.md's curl examples for both eras as written", async () => {
    const commands = await docCurlCommands();
    expect(commands.length).toBeGreaterThanOrEqual(4);
    expect(commands.some((command) => command.includes("2026-07-28"))).toBe(true);
    expect(commands.some((command) => command.includes('"method":"initialize"'))).toBe(true);
    for (const command of commands) {
      expect(command).toContain(DOC_BASE);
      const run = await runProcess("sh", ["-c", command.replaceAll(DOC_BASE, target.base)], { timeoutMs: CURL_TIMEOUT_MS });
      expect(run.code, `${command}\n${run.stderr}`).toBe(0);
      const reply = JSON.parse(run.stdout) as { result?: { isError?: boolean }; error?: unknown };
      const method = (JSON.parse(/-d '([^']+)'/.exec(command)![1]!) as { method: string }).method;
      expect(reply.error, run.stdout.slice(0, 300)).toBeUndefined();
      expect(reply.result?.isError ?? false).toBe(false);
      expectValidMessage(revisionOf(command, method), method, reply);
    }
  });

  it.runIf(target.local)("accepts header names in any case", async () => {
    const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: { _meta: modernMeta() } });
    for (const names of [
      ["mcp-protocol-version", "mcp-method"],
      ["MCP-PROTOCOL-VERSION", "MCP-METHOD"],
      ["Mcp-Protocol-Version", "Mcp-Method"],
    ]) {
      const reply = await rawPost(url, { "Content-Type": "application/json", [names[0]!]: "2026-07-28", [names[1]!]: "tools/list" }, [
        body,
      ]);
      expect(reply.status, names.join(",")).toBe(200);
      expectValidMessage("2026-07-28", "tools/list", JSON.parse(reply.text));
    }
  });

  it.runIf(target.local)("refuses a rebound Host and Origin, accepts the real local ones", async () => {
    const port = new URL(url).port;
    const discover = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "server/discover", params: { _meta: modernMeta() } });
    const headers = { "Content-Type": "application/json", ...standardHeaders("server/discover") };
    const evil = await rawPost(url, { ...headers, Host: `evil.example.com:${port}`, Origin: `http://evil.example.com:${port}` }, [
      discover,
    ]);
    expect(evil.status).toBe(403);
    expectValidMessage("2026-07-28", null, JSON.parse(evil.text));
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      const ok = await rawPost(url, { ...headers, Host: host, Origin: `http://${host}` }, [discover]);
      expect(ok.status, host).toBe(200);
    }
    const init = JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "x", version: "1" } },
    });
    const evilLegacy = await rawPost(url, { "Content-Type": "application/json", Host: `evil.example.com:${port}` }, [init]);
    expect(evilLegacy.status).toBe(403);
  });

  it.runIf(target.local)("counts a chunked body in bytes and cuts it off at 64 KiB", async () => {
    // Multi-byte characters sent in chunks with no Content-Length: 24 × 3,000 × 3 bytes = 216,000 bytes.
    const chunks = [
      `{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"pad":"`,
      ...Array.from({ length: 24 }, () => "界".repeat(3_000)),
      `"}}`,
    ];
    const reply = await rawPost(url, { "Content-Type": "application/json", "Transfer-Encoding": "chunked" }, chunks);
    expect(reply.status).toBe(413);
    const body = JSON.parse(reply.text) as { error: { code: number } };
    expect(body.error.code).toBe(-32600);
    expectValidMessage("2025-11-25", null, body);
    expect(reply.headers["mcp-session-id"]).toBeUndefined();
  });
});
