// POST /hit (and /v1/e): the site's inline beacon. Origin must be in HIT_ORIGINS (403), the body is at most
// 512 bytes counted while reading (413), text/plain JSON holding exactly one of the three events, checked
// against the published catalogue (400). Accepted → one HITS point and 204. Nothing is stored otherwise.

import type { RequestContext } from "../context";
import { readCappedBody } from "../http/capped-body";
import { errorResponse } from "../http/json";
import type { Problem } from "../problem";
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

function isTextPlain(contentType: string | null): boolean {
  return contentType !== null && /^text\/plain\s*(;|$)/i.test(contentType.trim());
}

export async function handleBeacon(context: RequestContext): Promise<Response> {
  const origin = allowedOrigin(context);
  if (origin === null) {
    await context.request.body?.cancel().catch(() => undefined);
    return reject({ code: "forbidden", message: "Beacons are accepted only from the site's own pages (HIT_ORIGINS)." }, null);
  }
  if (!isTextPlain(context.request.headers.get("content-type"))) {
    await context.request.body?.cancel().catch(() => undefined);
    return reject({ code: "bad_request", message: "Send the event as a text/plain body holding one JSON object." }, origin);
  }
  const body = await readCappedBody(context.request, MAX_BEACON_BYTES);
  if (!body.ok) {
    return body.reason === "too_large"
      ? reject({ code: "payload_too_large", message: `A beacon is at most ${MAX_BEACON_BYTES} bytes.` }, origin)
      : reject({ code: "bad_request", message: "The beacon body could not be read." }, origin);
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(body.bytes);
  } catch {
    return reject({ code: "bad_request", message: "The beacon body is not valid UTF-8." }, origin);
  }
  const event = parseBeacon(text);
  if (!event.ok) return reject(event.problem, origin);

  const snapshot = await context.tools.catalogue();
  if (!snapshot.ok) return reject(snapshot.problem, origin);
  if (snapshot.value.label.source === "sample") {
    // Checking against the bundled sample would wrongly refuse real pages; store nothing and say why.
    return reject(
      { code: "upstream_error", message: "The directory index could not be loaded to check this beacon; nothing was stored." },
      origin,
    );
  }
  const problem = checkBeacon(event.value, snapshot.value.catalogue);
  if (problem) return reject(problem, origin);

  const userAgent = context.request.headers.get("user-agent");
  writePoint(context.env.HITS, hitDataPoint(event.value, uaClass(userAgent), cfFacts(context.request).country), "hit");
  return withCors(new Response(null, { status: 204, headers: { "cache-control": "no-store" } }), origin);
}
