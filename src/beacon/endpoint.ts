// POST /hit (and /v1/e): the site's inline beacon. Origin must be in HIT_ORIGINS (403 forbidden_origin), the
// body is at most 512 bytes counted while reading (413 too_large), JSON (any Content-Type: the site sends
// text/plain, other senders application/json or none) holding exactly one of the three events (400), checked
// against the published catalogue (400; 503 unavailable while only the bundled sample is held). Accepted → one
// HITS point and 204. Nothing is stored otherwise. The codes are the live service's.

import type { RequestContext } from "../routing/request-context";
import { readRequestText } from "../http/capped-stream";
import { errorResponse } from "../http/json";
import type { Problem } from "../core/problem";
import { uaClass } from "../observability/ua-class";
import { cfFacts, writePoint } from "../observability/writer";
import { parseBeacon } from "./events";
import { hitDataPoint } from "./point";
import { checkBeacon } from "./validate";

// The largest real event is ~150 bytes; 512 leaves room for long ids and hosts and nothing else.
export const MAX_BEACON_BYTES = 512;

function allowedOrigin(context: RequestContext): string | null {
  const origin = context.request.headers.get("origin");
  return origin !== null && context.config.hitOrigins.includes(origin) ? origin : null;
}

/** The site reads no answer, but a CORS-visible one keeps its fetch() from failing over to the mirror host. */
function withCors(response: Response, origin: string | null): Response {
  if (origin !== null) response.headers.set("access-control-allow-origin", origin);
  response.headers.append("vary", "Origin");
  return response;
}

function reject(problem: Problem, origin: string | null): Response {
  return withCors(errorResponse(problem), origin);
}

export async function handleBeacon(context: RequestContext): Promise<Response> {
  const origin = allowedOrigin(context);
  if (origin === null) {
    await context.request.body?.cancel().catch(() => undefined);
    return reject({ code: "forbidden_origin", message: "Beacons are accepted only from the site's own pages (HIT_ORIGINS)." }, null);
  }
  const body = await readRequestText(context.request, MAX_BEACON_BYTES);
  if (!body.ok) {
    if (body.reason === "too_large")
      return reject({ code: "too_large", message: `A beacon is at most ${MAX_BEACON_BYTES} bytes.` }, origin);
    if (body.reason === "not_utf8") return reject({ code: "bad_request", message: "The beacon body is not valid UTF-8." }, origin);
    return reject({ code: "bad_request", message: "The beacon body could not be read." }, origin);
  }
  const event = parseBeacon(body.text);
  if (!event.ok) return reject(event.problem, origin);

  const snapshot = await context.tools.catalogue();
  // Checking against the bundled sample would wrongly refuse real pages; store nothing and say why.
  if (!snapshot.ok || snapshot.value.label.source === "sample") {
    return reject(
      {
        code: "unavailable",
        message: "The directory index could not be loaded to check this beacon; nothing was stored. Try again later.",
      },
      origin,
    );
  }
  const problem = checkBeacon(event.value, snapshot.value.catalogue);
  if (problem) return reject(problem, origin);

  const userAgent = context.request.headers.get("user-agent");
  writePoint(context.env.HITS, hitDataPoint(event.value, uaClass(userAgent), cfFacts(context.request).country), "hit");
  return withCors(new Response(null, { status: 204, headers: { "cache-control": "no-store" } }), origin);
}
