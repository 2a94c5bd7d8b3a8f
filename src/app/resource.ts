// The directory app (MCP Apps, SEP-1865) as an MCP resource: one self-contained HTML document (./view/, built
// into ./served.ts by `npm run build:app`) that hosts which render apps show beside search and get_entry
// results (docs/app.md). It declares no domains, so hosts run it under their default CSP: it loads nothing and
// reaches the directory only through tools/call. Listed first in resources/list and read in every era; the document
// changes only with a deploy, and its SHA-256 goes with it as a strong validator, as skill files carry theirs.

import { META_PREFIX } from "../skills/entry";
import { APP_HTML, APP_HTML_SHA256 } from "./served";

/** The app's document: the one ui:// resource, named as MCP Apps hosts expect. */
export const APP_URI = "ui://indexagentica/directory.html";
/** The MIME type hosts look for (ext-apps RESOURCE_MIME_TYPE). */
export const APP_MIME_TYPE = "text/html;profile=mcp-app";
// The document changes only with a deploy, like the tool list: an hour of client caching costs nothing.
export const APP_TTL_MS = 3_600_000;
/** `sha256:` and the lowercase hex digest of the document's bytes, as skill files write theirs. */
export const APP_DIGEST = `sha256:${APP_HTML_SHA256}`;
export const DIGEST_META_KEY = `${META_PREFIX}digest`;

/**
 * The app's `_meta.ui`: a border and background from the host (the view draws cards, not a page), and no `csp`,
 * so the host's default policy applies and no domain is declared.
 */
export const APP_UI_META = Object.freeze({ prefersBorder: true });

const meta = Object.freeze({ ui: APP_UI_META, [DIGEST_META_KEY]: APP_DIGEST });

/** The app as resources/list shows it (before the per-revision shape; resources/listing.ts ListedResource). */
export const APP_LISTED = Object.freeze({
  uri: APP_URI,
  name: "directory-app",
  title: "Index Agentica directory app",
  description:
    "The interactive view hosts that render MCP Apps show beside search and get_entry: results as cards, an entry's details and install actions.",
  mimeType: APP_MIME_TYPE,
  size: new TextEncoder().encode(APP_HTML).byteLength,
  annotations: Object.freeze({ audience: Object.freeze(["user"] as const), priority: 0.1 }),
  _meta: meta,
});

/** Whether a resources/read asks for the app (the one ui:// URI served). */
export const isAppUri = (uri: string): boolean => uri === APP_URI;

/** The app's content item as resources/read gives it, `_meta.ui` on the item as hosts read it first. */
export function appContent(): { readonly mimeType: string; readonly text: string; readonly _meta: Readonly<Record<string, unknown>> } {
  return { mimeType: APP_MIME_TYPE, text: APP_HTML, _meta: meta };
}
