// Headers every response carries: CORS (the API is public and read-only) and the security set for a JSON API.

import type { Config } from "../core/config";

/**
 * Request headers a browser caller may send: the live service's list (authorization included: the Inspector
 * and generic fetch wrappers send one, and nothing here reads it), then If-None-Match for the cards' ETags.
 */
export const CORS_ALLOWED_HEADERS = [
  "content-type",
  "accept",
  "authorization",
  "mcp-protocol-version",
  "mcp-method",
  "mcp-name",
  "mcp-session-id",
  "last-event-id",
  "if-none-match",
] as const;

/** 2026-07-28 `Mcp-Param-{Name}` headers have open-ended names, so they are allowed by prefix. */
const CORS_ALLOWED_HEADER_PREFIX = "mcp-param-";

export const CORS_EXPOSED_HEADERS = ["mcp-protocol-version", "retry-after", "x-ratelimit-limit", "x-ratelimit-period", "etag"] as const;

export const CORS_ALLOWED_METHODS = "GET, HEAD, POST, OPTIONS";

// Preflight answers may be cached by the browser for a day; they never depend on data.
const PREFLIGHT_MAX_AGE_SECONDS = 86_400;

const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "x-frame-options": "DENY",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "cross-origin-resource-policy": "cross-origin",
  "strict-transport-security": "max-age=31536000",
};

export function isOriginAllowed(config: Config, origin: string | null): boolean {
  if (origin === null) return true;
  if (config.allowedOrigins === "*") return true;
  return config.allowedOrigins.includes(origin);
}

/** Adds CORS and security headers; a response with immutable headers (e.g. from the Cache API) is copied first. */
export function decorate(original: Response, config: Config | null, origin: string | null): Response {
  let response = original;
  try {
    response.headers.set("x-content-type-options", "nosniff");
  } catch {
    response = new Response(original.body, original);
  }
  const headers = response.headers;
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!headers.has(name)) headers.set(name, value);
  }
  if (config === null || config.allowedOrigins === "*") {
    headers.set("access-control-allow-origin", "*");
  } else if (origin !== null && config.allowedOrigins.includes(origin)) {
    headers.set("access-control-allow-origin", origin);
    headers.append("vary", "Origin");
  } else {
    headers.append("vary", "Origin");
  }
  headers.set("access-control-expose-headers", CORS_EXPOSED_HEADERS.join(", "));
  return response;
}

/** The allowed subset of a preflight's Access-Control-Request-Headers (unknown names are left out). */
export function allowedRequestHeaders(requested: string | null): string {
  const allowed = new Set<string>(CORS_ALLOWED_HEADERS);
  if (requested) {
    for (const raw of requested.split(",")) {
      const name = raw.trim().toLowerCase();
      if (name.startsWith(CORS_ALLOWED_HEADER_PREFIX) && /^[a-z0-9-]+$/.test(name)) allowed.add(name);
    }
  }
  return [...allowed].join(", ");
}

export function preflightResponse(request: Request): Response {
  return new Response(null, {
    status: 204,
    headers: {
      "access-control-allow-methods": CORS_ALLOWED_METHODS,
      "access-control-allow-headers": allowedRequestHeaders(request.headers.get("access-control-request-headers")),
      "access-control-max-age": String(PREFLIGHT_MAX_AGE_SECONDS),
      "cache-control": "public, max-age=86400",
    },
  });
}
