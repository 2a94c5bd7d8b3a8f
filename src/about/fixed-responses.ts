// The fixed answers about the server itself: liveness, the crawler rules and the (absent) icon.

import { jsonResponse } from "../http/json";
import { SERVER_NAME, SERVER_VERSION } from "../core/server-info";

const stringSchema = { type: "string" } as const;

export function healthResponse(): Response {
  return jsonResponse({ ok: true, status: "ok", name: SERVER_NAME, version: SERVER_VERSION }, 200, { "cache-control": "no-store" });
}

export const HEALTH_SCHEMA = {
  type: "object",
  required: ["ok", "status", "name", "version"],
  properties: { ok: { const: true }, status: { const: "ok" }, name: stringSchema, version: stringSchema },
};

// Agents' fetch tools honour robots.txt, and the whole API is meant to be read by programs: everything is allowed.
const ROBOTS_TXT = "User-agent: *\nAllow: /\n";

export function robotsResponse(): Response {
  return new Response(ROBOTS_TXT, { headers: { "content-type": "text/plain", "cache-control": "public, max-age=86400" } });
}

export function faviconResponse(): Response {
  return new Response(null, { status: 204, headers: { "cache-control": "public, max-age=86400" } });
}
