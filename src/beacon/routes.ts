// The beacon routes, /hit and its alias /v1/e (the one the site uses: less likely to be on blocker lists).

import type { OpenApiOperation, Route } from "../http/route";
import { BEACON_EVENTS, DOWNLOAD_KINDS } from "./events";
import { handleBeacon, MAX_BEACON_BYTES } from "./handler";

const errorRef = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

const path = { type: "string", pattern: "^/(?:[a-z0-9-]+/)*$", maxLength: 120, description: "Canonical path of a published page." };
const id = { type: "string", pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$", maxLength: 80 };

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
        h: { type: "string", maxLength: 253, description: "Destination host; must be one the entry links to." },
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

function beaconOperation(operationId: string, alias: boolean): OpenApiOperation {
  return {
    operationId,
    summary: alias ? "Site usage beacon (alias of /hit, the path the site posts to)" : "Site usage beacon",
    description: `Counts one page view, outbound click or skill download from indexagentica.com's own inline script. Only Origins in HIT_ORIGINS are accepted; the body is text/plain JSON (no CORS preflight), at most ${MAX_BEACON_BYTES} bytes, with exactly the fields of one event type (${BEACON_EVENTS.join(", ")}); pages, ids and hosts are checked against the published catalogue. Not for agents: it stores a count and returns nothing.`,
    requestBody: { required: true, content: { "text/plain": { schema: BEACON_BODY_SCHEMA } } },
    responses: {
      "204": { description: "Accepted and counted." },
      "400": errorRef("Not one of the three event shapes, or a page, id or host the site does not publish. Nothing stored."),
      "403": errorRef("Origin not in HIT_ORIGINS. Nothing stored."),
      "413": errorRef(`Body over ${MAX_BEACON_BYTES} bytes. Nothing stored.`),
      "429": errorRef("Too many beacons from this client; retry after `Retry-After` seconds."),
      "503": errorRef("The directory index could not be loaded to check the beacon. Nothing stored."),
    },
  };
}

function beaconRoute(pattern: string[], endpoint: string, operationId: string, alias: boolean): Route {
  return {
    pattern,
    methods: ["POST"],
    endpoint,
    kind: "other",
    meter: "hit",
    log: false,
    checkOrigin: false,
    summary: alias ? "Alias of POST /hit (used by the site)" : "Site usage beacon (origin-checked, strictly validated, 204)",
    openapi: { post: beaconOperation(operationId, alias) },
    handle: (context) => handleBeacon(context),
  };
}

export const BEACON_ROUTES: readonly Route[] = [
  beaconRoute(["hit"], "/hit", "hit", false),
  beaconRoute(["v1", "e"], "/v1/e", "hit_alias", true),
];
