// Workers Analytics Engine's per-point limits (developers.cloudflare.com/analytics/analytics-engine/limits/,
// checked 2026-11) and the one check every point passes before it is written.

/** Up to twenty blobs per writeDataPoint call. */
export const AE_MAX_BLOBS = 20;
/** Up to twenty doubles per writeDataPoint call. */
export const AE_MAX_DOUBLES = 20;
/** Exactly one index is accepted. */
export const AE_MAX_INDEXES = 1;
/** Each index is at most 96 bytes. */
export const AE_MAX_INDEX_BYTES = 96;
/** All blobs of one point together are at most 16 KB (it was 5,120 bytes before June 2025; our layouts stay under both). */
export const AE_MAX_BLOB_BYTES = 16 * 1024;

/** Our own budget: the older 5,120-byte blob limit, so a point is valid on every runtime version. */
export const BLOB_BUDGET_BYTES = 5_120;

export interface DataPoint {
  readonly indexes: readonly string[];
  readonly blobs: readonly string[];
  readonly doubles: readonly number[];
}

const encoder = new TextEncoder();

export function utf8Bytes(text: string): number {
  return encoder.encode(text).byteLength;
}

/** Why a point would be refused (null when it fits every limit and our budget). */
export function limitViolation(point: DataPoint): string | null {
  if (point.indexes.length > AE_MAX_INDEXES) return `${point.indexes.length} indexes (max ${AE_MAX_INDEXES})`;
  if (point.blobs.length > AE_MAX_BLOBS) return `${point.blobs.length} blobs (max ${AE_MAX_BLOBS})`;
  if (point.doubles.length > AE_MAX_DOUBLES) return `${point.doubles.length} doubles (max ${AE_MAX_DOUBLES})`;
  for (const index of point.indexes) {
    const bytes = utf8Bytes(index);
    if (bytes > AE_MAX_INDEX_BYTES) return `index of ${bytes} bytes (max ${AE_MAX_INDEX_BYTES})`;
  }
  const blobBytes = point.blobs.reduce((sum, blob) => sum + utf8Bytes(blob), 0);
  if (blobBytes > BLOB_BUDGET_BYTES) return `blobs of ${blobBytes} bytes (budget ${BLOB_BUDGET_BYTES}, limit ${AE_MAX_BLOB_BYTES})`;
  for (const value of point.doubles) if (!Number.isFinite(value)) return `a non-finite double (${value})`;
  return null;
}
