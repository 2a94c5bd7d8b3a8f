// A registry client as VS Code's MCP gallery is one (microsoft/vscode src/vs/platform/mcp/common/
// mcpGalleryManifestService.ts and mcpGalleryService.ts, as the team's registry API digest reads them), for the tests
// of the MCP Registry routes. No registry client can be installed from npm here, so its rules are written down once
// and every registry test reads answers through them:
//   - the base URL is probed with {base}/v0.1/servers?limit=1 (any 2xx will do);
//   - pages are {base}/v0.1/servers?limit=50&version=latest, then &cursor=<metadata.nextCursor> appended raw
//     (not URL-encoded), with search text URI-encoded;
//   - an item without a `_meta` object throws (the serializer destructures it); an item whose server lacks a
//     non-empty name, description or version does not parse: the first such item fails the whole page, a later
//     one is skipped;
//   - update checks read {base}/v0.1/servers/{encodeURIComponent(name)}/versions/latest.
// Plus the official server.json schema (2025-12-11) when the shared folder has it.

import Ajv from "ajv";
import addFormats from "ajv-formats";
import type { OfficialSchemas } from "./official-schemas";

export const OFFICIAL_KEY = "io.modelcontextprotocol.registry/official";
export const GALLERY_PAGE_SIZE = 50;
// Far more pages than any test catalogue has: a cursor that never ends fails the walk instead of hanging it.
const MAX_PAGES = 100;

export type Fetch = (url: string) => Promise<Response>;

export interface GalleryServer {
  readonly name: string;
  readonly description: string;
  readonly version: string;
  readonly title?: string;
  readonly status?: string;
  readonly isLatest: boolean;
  readonly remotes: readonly { type: string; url: string }[];
  /** The item as served. */
  readonly raw: Record<string, unknown>;
}

export interface GalleryPage {
  readonly servers: readonly GalleryServer[];
  /** Items after the first that did not parse (VS Code drops them silently). */
  readonly skipped: number;
  readonly nextCursor: string | undefined;
}

const nonEmpty = (value: unknown): value is string => typeof value === "string" && value !== "";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** One item as VS Code's v0.1 serializer reads it: throws where it throws, null where it gives up on the item. */
export function readGalleryItem(item: unknown): GalleryServer | null {
  if (!isRecord(item) || !isRecord(item._meta)) throw new Error(`item without a _meta object: ${JSON.stringify(item).slice(0, 200)}`);
  const server = item.server;
  if (!isRecord(server) || !nonEmpty(server.name) || !nonEmpty(server.description) || !nonEmpty(server.version)) return null;
  const official = isRecord(item._meta[OFFICIAL_KEY]) ? item._meta[OFFICIAL_KEY] : {};
  return {
    name: server.name,
    description: server.description,
    version: server.version,
    ...(typeof server.title === "string" ? { title: server.title } : {}),
    ...(typeof official.status === "string" ? { status: official.status } : {}),
    isLatest: typeof official.isLatest === "boolean" ? official.isLatest : true,
    remotes: Array.isArray(server.remotes) ? (server.remotes as { type: string; url: string }[]) : [],
    raw: item,
  };
}

/** A list answer as VS Code reads it: the first item must parse, later ones that do not are skipped. */
export function readGalleryPage(body: unknown): GalleryPage {
  if (!isRecord(body) || !Array.isArray(body.servers)) throw new Error("a list answer without servers[]");
  const servers: GalleryServer[] = [];
  let skipped = 0;
  body.servers.forEach((item, at) => {
    const parsed = readGalleryItem(item);
    if (parsed) servers.push(parsed);
    else if (at === 0) throw new Error("the page's first server does not parse: the gallery shows nothing");
    else skipped += 1;
  });
  const metadata = isRecord(body.metadata) ? body.metadata : {};
  return { servers, skipped, nextCursor: nonEmpty(metadata.nextCursor) ? metadata.nextCursor : undefined };
}

export interface GalleryWalk {
  readonly probeStatus: number;
  readonly pages: readonly GalleryPage[];
  readonly servers: readonly GalleryServer[];
  /** The URLs asked, in order (cursors appended raw). */
  readonly urls: readonly string[];
}

/** Probe, then every page of `limit=50&version=latest`, following nextCursor appended raw. */
export async function walkGallery(fetchUrl: Fetch, base: string, search?: string): Promise<GalleryWalk> {
  const urls: string[] = [];
  const get = async (url: string) => {
    urls.push(url);
    const response = await fetchUrl(url);
    if (!response.ok) throw new Error(`${url} → ${response.status}: ${await response.text()}`);
    return response.json();
  };
  const probe = await fetchUrl(`${base}/v0.1/servers?limit=1`);
  await probe.body?.cancel();
  const pages: GalleryPage[] = [];
  let cursor: string | undefined;
  do {
    const query = `limit=${GALLERY_PAGE_SIZE}&version=latest${search ? `&search=${encodeURIComponent(search)}` : ""}`;
    const page = readGalleryPage(await get(`${base}/v0.1/servers?${query}${cursor ? `&cursor=${cursor}` : ""}`));
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor !== undefined && pages.length < MAX_PAGES);
  if (cursor !== undefined) throw new Error(`still a nextCursor after ${MAX_PAGES} pages`);
  return { probeStatus: probe.status, pages, servers: pages.flatMap((page) => page.servers), urls };
}

/** The latest version of a server, as VS Code's update check asks for it. */
export async function latestOf(fetchUrl: Fetch, base: string, name: string): Promise<{ status: number; body: unknown }> {
  const response = await fetchUrl(`${base}/v0.1/servers/${encodeURIComponent(name)}/versions/latest`);
  return { status: response.status, body: await response.json() };
}

/** A checker of items' `server` against the official server.json schema, or null without the shared folder. */
export function officialServerCheck(schemas: OfficialSchemas): ((server: unknown) => string | null) | null {
  const schema = schemas?.["registry-server"];
  if (!schema) return null;
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const validate = ajv.compile(schema);
  return (server) => (validate(server) ? null : ajv.errorsText(validate.errors));
}
