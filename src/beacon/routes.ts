// The beacon routes: /hit and its alias /v1/e (the one the site uses: less likely to be on blocker lists), and
// /beacon.js, the script that posts to them.

import { bodyOf, errorEnvelope } from "../http/openapi-fragments";
import { defineRoutes } from "../routing/define-route";
import type { OpenApiOperation, Route } from "../routing/route";
import { BEACON_EVENTS, DOWNLOAD_KINDS } from "./events";
import { handleBeacon, MAX_BEACON_BYTES } from "./endpoint";
import { ID_PATTERN, MAX_ID_CHARS } from "../core/ids";
import { BEACON_SCRIPT_MAX_AGE_SECONDS, beaconScriptResponse } from "./script-response";

const path = {
  type: "string",
  anyOf: [{ pattern: "^/(?:[a-z0-9-]+/)*$", maxLength: 120 }, { const: "/404.html" }],
  description: "Canonical path of a published page, or /404.html (the site's not-found page).",
};
const id = { type: "string", pattern: ID_PATTERN.source, maxLength: MAX_ID_CHARS };

/** The request body: exactly one of the three events, nothing more. */
export const BEACON_BODY_SCHEMA = {
  oneOf: [
    {
      title: "Page view",
      type: "object",
      additionalProperties: false,
      required: ["t", "p"],
      properties: { t: { const: "pageview" }, p: path },
    },
    {
      title: "Outbound click",
      type: "object",
      additionalProperties: false,
      required: ["t", "p", "id", "h"],
      properties: {
        t: { const: "click" },
        p: { ...path, description: "The entry's own page, /entries/<id>/." },
        id: { ...id, description: "The entry id." },
        h: { type: "string", maxLength: 253, description: "Destination host (any case); must be one the entry links to." },
      },
    },
    {
      title: "Skill download",
      type: "object",
      additionalProperties: false,
      required: ["t", "p", "id", "k"],
      properties: {
        t: { const: "download" },
        p: path,
        id: { ...id, description: "A published skill id." },
        k: { type: "string", enum: [...DOWNLOAD_KINDS] },
      },
    },
  ],
};

/**
 * What the site sends: one event as JSON text in a text/plain body (no CORS preflight). Described as the live
 * service does (a string of at most 512), with the JSON it must hold as its contentSchema.
 */
const TEXT_BODY_SCHEMA = {
  type: "string",
  maxLength: MAX_BEACON_BYTES,
  description: `One event as JSON text, at most ${MAX_BEACON_BYTES} bytes.`,
  contentMediaType: "application/json",
  contentSchema: BEACON_BODY_SCHEMA,
};

function beaconOperation(operationId: string, alias: boolean): OpenApiOperation {
  return {
    operationId,
    summary: alias ? "Site usage beacon (alias of /hit, the path the site posts to)" : "Site usage beacon",
    description: `Counts one page view, outbound click or skill download from indexagentica.com's own inline script. Only Origins in HIT_ORIGINS are accepted; the body is JSON (the site sends it as text/plain, so there is no CORS preflight; any Content-Type is read the same way), at most ${MAX_BEACON_BYTES} bytes, with exactly the fields of one event type (${BEACON_EVENTS.join(", ")}); pages, ids and hosts are checked against the published catalogue. Not for agents: it stores a count and returns nothing.`,
    requestBody: {
      required: true,
      content: { "text/plain": { schema: TEXT_BODY_SCHEMA }, "application/json": { schema: BEACON_BODY_SCHEMA } },
    },
    responses: {
      "204": { description: "Accepted and counted." },
      "400": errorEnvelope("Not JSON, not one of the three event shapes, or a page, id or host the site does not publish. Nothing stored."),
      "403": errorEnvelope("forbidden_origin: Origin not in HIT_ORIGINS. Nothing stored."),
      "413": errorEnvelope(`too_large: body over ${MAX_BEACON_BYTES} bytes. Nothing stored.`),
      "429": errorEnvelope("Too many beacons from this client; retry after `Retry-After` seconds (also `retry_after` in the body)."),
      "503": errorEnvelope("unavailable: the directory index could not be loaded to check the beacon. Nothing stored."),
    },
  };
}

// Origins are checked against HIT_ORIGINS by the handler, not ALLOWED_ORIGINS; a beacon is never logged as usage.
const HIT_ROUTES: readonly Route[] = defineRoutes(
  { methods: ["POST"], kind: "other", meter: "hit", log: false, checkOrigin: false, handle: (context) => handleBeacon(context) },
  [
    {
      path: "/hit",
      summary: "Site usage beacon (origin-checked, strictly validated, 204)",
      openapi: { post: beaconOperation("postHit", false) },
    },
    { path: "/v1/e", summary: "Alias of POST /hit (used by the site)", openapi: { post: beaconOperation("postHitAlias", true) } },
  ],
);

// A static file for browsers: never metered or logged (it is no usage of the API), served to any Origin.
const SCRIPT_ROUTES: readonly Route[] = defineRoutes({ methods: ["GET"], kind: "other", meter: null, log: false, checkOrigin: false }, [
  {
    path: "/beacon.js",
    summary: "The site's beacon script (JavaScript, cached a week, ETag)",
    openapi: {
      get: {
        operationId: "getBeaconScript",
        summary: "The site's beacon script",
        description: `The script indexagentica.com's pages carry to post page views, outbound clicks and skill downloads to /v1/e (docs/site-snippet.md). Minified JavaScript; cached ${BEACON_SCRIPT_MAX_AGE_SECONDS / 86_400} days with a strong ETag (If-None-Match → 304). Not for agents.`,
        responses: {
          "200": bodyOf("The script.", "text/javascript", { type: "string" }),
          "304": { description: "Not modified (If-None-Match named the current ETag)." },
        },
      },
    },
    handle: (context) => beaconScriptResponse(context.request),
  },
]);

export const BEACON_ROUTES: readonly Route[] = [...HIT_ROUTES, ...SCRIPT_ROUTES];
