// A well-formed beacon is then checked against the published catalogue: the page exists, the id exists,
// and a click goes to a host the entry really links to.

import type { Catalogue } from "../catalog/catalogue";
import type { Problem } from "../core/problem";
import type { BeaconEvent } from "./events";
import { entryLinkHosts, isPublishedPage } from "./pages";

export function checkBeacon(event: BeaconEvent, catalogue: Catalogue): Problem | null {
  if (!isPublishedPage(catalogue, event.p)) {
    return { code: "bad_request", message: `"p" is not a page the site publishes.` };
  }
  if (event.t === "click") {
    const entry = catalogue.entryById.get(event.id);
    if (!entry) return { code: "bad_request", message: `"id" is not an entry in the directory.` };
    if (event.p !== `/entries/${event.id}/`) return { code: "bad_request", message: `A click is sent from its entry's own page.` };
    if (!entryLinkHosts(entry).has(event.h)) return { code: "bad_request", message: `"h" is not a host this entry links to.` };
  }
  if (event.t === "download" && catalogue.longformItem("skill", event.id) === undefined) {
    return { code: "bad_request", message: `"id" is not a published skill.` };
  }
  return null;
}
