// GET /beacon.js: the site's beacon script (./script/beacon.js, minified into ./script/served.ts), for pages that
// load it by URL instead of pasting it inline. Long-lived and revalidated by ETag (the bytes change only with a
// deploy that changes the script); Cross-Origin-Resource-Policy: cross-origin and CORS let the site's pages load it
// with Subresource Integrity (crossorigin="anonymous").

import { matchesIfNoneMatch } from "../http/cacheable";
import { BEACON_SCRIPT, BEACON_SCRIPT_SHA256 } from "./script/served";

// A week: pages that pin the script with SRI keep working across deploys that leave it alone, and a changed
// script reaches every browser within that time (the ETag makes each revalidation a 304).
export const BEACON_SCRIPT_MAX_AGE_SECONDS = 604_800;

/** The strong ETag of the served bytes: their SHA-256, as the CSP hash writes it. */
export const BEACON_SCRIPT_ETAG = `"sha256-${BEACON_SCRIPT_SHA256}"`;

export function beaconScriptResponse(request: Request): Response {
  const headers = new Headers({
    etag: BEACON_SCRIPT_ETAG,
    "cache-control": `public, max-age=${BEACON_SCRIPT_MAX_AGE_SECONDS}`,
    "cross-origin-resource-policy": "cross-origin",
    // Any page, whatever ALLOWED_ORIGINS says of the API: SRI (crossorigin="anonymous") needs a CORS-readable answer.
    "access-control-allow-origin": "*",
  });
  if (matchesIfNoneMatch(request.headers.get("if-none-match"), BEACON_SCRIPT_ETAG)) return new Response(null, { status: 304, headers });
  headers.set("content-type", "text/javascript; charset=utf-8");
  return new Response(BEACON_SCRIPT, { status: 200, headers });
}
