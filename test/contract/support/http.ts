// Plain HTTP to a contract target, as a curl script or the site's beacon would send it, with the answer read
// once: status, headers, raw text and parsed JSON (null for an empty or non-JSON body).

import { inject } from "vitest";
import { McpWire } from "../../support/mcp-wire";
import type { ContractTarget, ContractTargets } from "./global-contract";

export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  // Parsed JSON of whatever route answered; tests assert its shape field by field.
  readonly body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export function targets(): ContractTargets {
  return inject("contractTargets");
}

/** The targets every row is checked on, as [name, target] pairs for describe.each. */
export function dataTargets(): [string, ContractTarget][] {
  return targets().data.map((target) => [target.name, target]);
}

export async function request(target: ContractTarget, path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`${target.base}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
  const text = await response.text();
  let body = null;
  if (text !== "") {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  return { status: response.status, headers: response.headers, text, body };
}

export function get(target: ContractTarget, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return request(target, path, { headers });
}

/** An MCP wire client of either era aimed at the target's /mcp (test/support/mcp-wire.ts). */
export function mcp(target: ContractTarget): McpWire {
  return new McpWire((req) => fetch(req, { signal: AbortSignal.timeout(30_000) }), target.base);
}
