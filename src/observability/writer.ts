// The only place a data point reaches a dataset. A missing binding is a no-op, a point over any limit is
// dropped (and reported), and a throwing write is swallowed: observability never changes a response.

import { errorText } from "../core/guards";
import { limitViolation, type DataPoint } from "./limits";

/** The part of an Analytics Engine binding we use (an AnalyticsEngineDataset is one; tests pass a recorder). */
export interface DatasetLike {
  writeDataPoint(point?: { indexes?: string[]; blobs?: string[]; doubles?: number[] }): void;
}

/** Writes one point; true when the binding accepted it. */
export function writePoint(dataset: DatasetLike | null | undefined, point: DataPoint, label: string): boolean {
  if (!dataset || typeof dataset.writeDataPoint !== "function") return false;
  const violation = limitViolation(point);
  if (violation !== null) {
    console.error(`${label} data point dropped: ${violation}`);
    return false;
  }
  try {
    dataset.writeDataPoint({ indexes: [...point.indexes], blobs: [...point.blobs], doubles: [...point.doubles] });
    return true;
  } catch (error) {
    console.warn(`${label} data point not written: ${errorText(error)}`);
    return false;
  }
}

/** Country, colo and ASN from `request.cf`, read defensively (absent in tests and local dev). */
export function cfFacts(request: Request): { country: string | null; colo: string | null; asn: number | null } {
  const cf = (request as { cf?: Record<string, unknown> }).cf;
  const text = (key: string) => (cf && typeof cf[key] === "string" ? (cf[key] as string) : null);
  const asn = cf && typeof cf.asn === "number" ? cf.asn : null;
  return { country: text("country"), colo: text("colo"), asn };
}
