// The site's three beacon events, exactly (docs/observability.md): anything with a missing, extra or
// mistyped field is refused here, before the catalogue is consulted.
//   page view       {"t":"pageview","p":"/entries/x402/"}
//   outbound click  {"t":"click","p":"/entries/x402/","id":"x402","h":"www.x402.org"}
//   download        {"t":"download","p":"/skills/<id>/","id":"<id>","k":"zip"|"skill_md"}

import { isRecord } from "../core/guards";
import { isId } from "../core/ids";
import { fail, ok, type Result } from "../core/problem";

export const BEACON_EVENTS = ["pageview", "click", "download"] as const;
export type BeaconEventType = (typeof BEACON_EVENTS)[number];
export const DOWNLOAD_KINDS = ["zip", "skill_md"] as const;
export type DownloadKind = (typeof DOWNLOAD_KINDS)[number];

export type BeaconEvent =
  | { readonly t: "pageview"; readonly p: string }
  | { readonly t: "click"; readonly p: string; readonly id: string; readonly h: string }
  | { readonly t: "download"; readonly p: string; readonly id: string; readonly k: DownloadKind };

/** The exact field set of each event. */
export const EVENT_FIELDS: Readonly<Record<BeaconEventType, readonly string[]>> = {
  pageview: ["t", "p"],
  click: ["t", "p", "id", "h"],
  download: ["t", "p", "id", "k"],
};

// The site's longest canonical path is "/<route>/<80-char id>/"; anything past this is not one of its pages.
const MAX_PATH_LENGTH = 120;
// DNS names are at most 253 characters.
const MAX_HOST_LENGTH = 253;
// A directory-style page path; the one file-style page is the site's 404 page (GitHub Pages serves it for
// every missing URL, and its beacon reports its own path).
const PATH = /^\/(?:[a-z0-9-]+\/)*$/;
export const NOT_FOUND_PAGE = "/404.html";
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;

/** Parses and shape-checks one beacon body (already decoded text). */
export function parseBeacon(text: string): Result<BeaconEvent> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fail("bad_request", "The beacon body is not valid JSON; send one event object (the site sends it as text/plain).");
  }
  if (!isRecord(value)) return fail("bad_request", "The beacon body must be one JSON object.");
  const t = value.t;
  if (typeof t !== "string" || !(BEACON_EVENTS as readonly string[]).includes(t)) {
    return fail("bad_request", `"t" must be one of ${BEACON_EVENTS.join(", ")}.`);
  }
  const type = t as BeaconEventType;
  const expected = EVENT_FIELDS[type];
  const keys = Object.keys(value);
  const extra = keys.filter((key) => !expected.includes(key));
  const missing = expected.filter((key) => !(key in value));
  if (extra.length > 0 || missing.length > 0) {
    return fail("bad_request", `A ${type} event has exactly the fields ${expected.join(", ")}.`);
  }
  for (const key of expected) {
    if (typeof value[key] !== "string") return fail("bad_request", `"${key}" must be a string.`);
  }
  const p = value.p as string;
  if (p !== NOT_FOUND_PAGE && (p.length > MAX_PATH_LENGTH || !PATH.test(p))) {
    return fail("bad_request", `"p" must be a canonical page path of the site (e.g. "/entries/x402/"), without query or fragment.`);
  }
  if (type === "pageview") return ok({ t: type, p });
  const id = value.id as string;
  if (!isId(id)) return fail("bad_request", `"id" must be a kebab-case entry or skill id.`);
  if (type === "click") {
    // Host names are case-insensitive; browsers report them lower-cased, other senders may not.
    const h = (value.h as string).toLowerCase();
    if (h.length > MAX_HOST_LENGTH || !HOST.test(h)) return fail("bad_request", `"h" must be a host name.`);
    return ok({ t: type, p, id, h });
  }
  const k = value.k as string;
  if (!(DOWNLOAD_KINDS as readonly string[]).includes(k)) return fail("bad_request", `"k" must be one of ${DOWNLOAD_KINDS.join(", ")}.`);
  return ok({ t: type, p, id, k: k as DownloadKind });
}
