// Routes that describe the service rather than the directory: /, /health, /robots.txt, /favicon.ico.

import { jsonResponse } from "../http/json";
import type { Route } from "../http/route";
import {
  LEGACY_PROTOCOL_VERSIONS,
  MODERN_PROTOCOL_VERSIONS,
  REPOSITORY_URL,
  SERVER_DESCRIPTION,
  SERVER_NAME,
  SERVER_TITLE,
  SERVER_VERSION,
  WEBSITE_URL,
} from "../server-info";

export interface ServiceDescription {
  name: string;
  title: string;
  version: string;
  description: string;
  mcp: { url: string; transport: string; protocol_versions: string[] };
  openapi: string;
  endpoints: { methods: string[]; path: string; summary: string }[];
  links: Record<string, string>;
  license: { code: string; content: string };
}

export function describeService(baseUrl: string, routes: readonly Route[]): ServiceDescription {
  return {
    name: SERVER_NAME,
    title: SERVER_TITLE,
    version: SERVER_VERSION,
    description: SERVER_DESCRIPTION,
    mcp: {
      url: `${baseUrl}/mcp`,
      transport: "streamable-http",
      protocol_versions: [...MODERN_PROTOCOL_VERSIONS, ...LEGACY_PROTOCOL_VERSIONS],
    },
    openapi: `${baseUrl}/openapi.json`,
    endpoints: routes.map((route) => ({ methods: [...route.methods], path: route.endpoint, summary: route.summary })),
    links: {
      site: WEBSITE_URL,
      llms_txt: `${WEBSITE_URL}/llms.txt`,
      repository: REPOSITORY_URL,
    },
    license: { code: "MIT", content: "CC-BY-4.0" },
  };
}

export function healthResponse(): Response {
  return jsonResponse({ status: "ok", name: SERVER_NAME, version: SERVER_VERSION }, 200, { "cache-control": "no-store" });
}

// The API is for programs; crawlers may read the self-description, cards and OpenAPI, not every search.
const ROBOTS_TXT = [
  "User-agent: *",
  "Allow: /$",
  "Allow: /openapi.json",
  "Allow: /.well-known/",
  "Allow: /mcp/server-card",
  "Disallow: /",
  "",
].join("\n");

export function robotsResponse(): Response {
  return new Response(ROBOTS_TXT, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=86400" },
  });
}

export function faviconResponse(): Response {
  return new Response(null, { status: 204, headers: { "cache-control": "public, max-age=86400" } });
}
