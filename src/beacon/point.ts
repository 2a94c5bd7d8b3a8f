// An accepted beacon → one point in the HITS dataset (docs/observability.md):
//   index hit:<event>; blob1 event, blob2 page, blob3 id, blob4 host, blob5 download kind, blob6 UA class,
//   blob7 country; double1 = 1.

import type { DataPoint } from "../observability/limits";
import type { UaClass } from "../observability/ua-class";
import type { BeaconEvent } from "./events";

export function hitDataPoint(event: BeaconEvent, uaClass: UaClass, country: string | null): DataPoint {
  return {
    indexes: [`hit:${event.t}`],
    blobs: [
      event.t,
      event.p,
      event.t === "pageview" ? "" : event.id,
      event.t === "click" ? event.h : "",
      event.t === "download" ? event.k : "",
      uaClass,
      country && /^[A-Z0-9]{2}$/.test(country) ? country : "",
    ],
    doubles: [1],
  };
}
