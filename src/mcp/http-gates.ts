// Two HTTP checks made before the body is read: is JSON an acceptable answer, and is the Host one a
// DNS-rebinding page could not have pointed at this server.

import { PRODUCTION_MCP_URL } from "../server-info";

interface MediaRange {
  readonly type: string;
  readonly subtype: string;
  readonly q: number;
}

function parseAccept(header: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  for (const part of header.split(",")) {
    const [range, ...params] = part.split(";").map((piece) => piece.trim());
    const match = /^([\w.+*-]+)\/([\w.+*-]+)$/.exec(range?.toLowerCase() ?? "");
    if (!match) continue;
    let q = 1;
    for (const param of params) {
      const qMatch = /^q\s*=\s*([0-9.]+)$/i.exec(param);
      if (qMatch) q = Number(qMatch[1]);
    }
    ranges.push({ type: match[1]!, subtype: match[2]!, q: Number.isFinite(q) ? q : 1 });
  }
  return ranges;
}

/**
 * Lenient on purpose: no header, `*\/*`, `application/*` or `application/json` all accept our JSON. Only a
 * list that leaves JSON out (e.g. just `text/event-stream`) or gives it q=0 is refused. The most specific
 * matching range decides, as RFC 9110 §12.5.1 says.
 */
export function acceptsJson(header: string | null): boolean {
  if (header === null || header.trim() === "") return true;
  const ranges = parseAccept(header);
  if (ranges.length === 0) return true;
  const specificity = (range: MediaRange) =>
    range.type === "application" && range.subtype === "json"
      ? 3
      : range.type === "application" && range.subtype === "*"
        ? 2
        : range.type === "*"
          ? 1
          : 0;
  let best: MediaRange | null = null;
  for (const range of ranges) {
    const rank = specificity(range);
    if (rank === 0) continue;
    if (best === null || rank > specificity(best)) best = range;
  }
  return best !== null && best.q > 0;
}

const PRODUCTION_HOST = new URL(PRODUCTION_MCP_URL).hostname;

function isLoopbackName(hostname: string): boolean {
  if (hostname === "localhost" || hostname.endsWith(".localhost")) return true;
  if (hostname === "[::1]") return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

/**
 * DNS rebinding makes a browser send a page's own host name to a server on 127.0.0.1. The names accepted
 * here are the ones an attacker cannot point at a victim's machine: loopback names (local runs), our own
 * production host and PUBLIC_BASE_URL's host, and workers.dev (Cloudflare controls its DNS). In production
 * Cloudflare only routes those hosts to the Worker anyway, so the check costs nothing there.
 */
export function isHostAllowed(hostname: string, publicBaseUrl: string | null): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (isLoopbackName(host) || host === PRODUCTION_HOST || host.endsWith(".workers.dev")) return true;
  return publicBaseUrl !== null && new URL(publicBaseUrl).hostname.toLowerCase() === host;
}
