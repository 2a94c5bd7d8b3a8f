// The HTTP check made before the body is read: is the Host one a DNS-rebinding page could not have pointed at
// this server.

import { PRODUCTION_MCP_URL } from "../core/server-info";

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
