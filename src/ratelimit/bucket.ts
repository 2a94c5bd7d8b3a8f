// The fallback limiter: one token bucket per client, in this isolate's memory. A bucket holds `capacity`
// tokens and refills at capacity per period, so a client gets a burst of `capacity` and then the steady
// rate. Memory is bounded: past MAX_TRACKED_CLIENTS the least recently seen client is forgotten (a
// forgotten client only starts again with a full bucket), one at a time, never everyone at once.

// ~100 bytes per client, so at most ~1 MB of a 128 MB isolate; far more clients than one isolate sees per period.
export const MAX_TRACKED_CLIENTS = 10_000;
// Before forgetting the least recently seen client, this many of the oldest are checked for a bucket that
// has refilled completely: such a bucket carries no information, so dropping it costs nothing.
const EVICTION_SCAN = 32;

export interface BucketDecision {
  readonly allowed: boolean;
  /** Whole tokens left after this request. */
  readonly remaining: number;
  /** Seconds until the next request would be allowed (0 when this one was). */
  readonly retryAfterSeconds: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();
  private readonly refillPerMs: number;

  constructor(
    readonly capacity: number,
    readonly periodMs: number,
    private readonly maxClients: number = MAX_TRACKED_CLIENTS,
  ) {
    if (!(capacity >= 1) || !(periodMs > 0) || !(maxClients >= 1)) {
      throw new RangeError("A token bucket needs a capacity of at least 1, a positive period and room for one client.");
    }
    this.refillPerMs = capacity / periodMs;
  }

  /** Clients currently tracked. */
  get size(): number {
    return this.buckets.size;
  }

  private level(bucket: Bucket, now: number): number {
    // A clock that steps back never takes tokens away.
    const elapsed = Math.max(0, now - bucket.updatedAt);
    return Math.min(this.capacity, bucket.tokens + elapsed * this.refillPerMs);
  }

  private makeRoom(now: number): void {
    if (this.buckets.size < this.maxClients) return;
    let scanned = 0;
    for (const [key, bucket] of this.buckets) {
      if (scanned++ >= EVICTION_SCAN) break;
      if (this.level(bucket, now) >= this.capacity) {
        this.buckets.delete(key);
        return;
      }
    }
    const oldest = this.buckets.keys().next();
    if (!oldest.done) this.buckets.delete(oldest.value);
  }

  /** Counts one request for `key` at time `now` (ms) and says whether it is allowed. */
  take(key: string, now: number): BucketDecision {
    let bucket = this.buckets.get(key);
    if (bucket) {
      // Re-inserting keeps the Map in least-recently-seen order.
      this.buckets.delete(key);
      bucket.tokens = this.level(bucket, now);
      bucket.updatedAt = Math.max(bucket.updatedAt, now);
    } else {
      this.makeRoom(now);
      bucket = { tokens: this.capacity, updatedAt: now };
    }
    this.buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true, remaining: Math.floor(bucket.tokens), retryAfterSeconds: 0 };
    }
    const waitMs = (1 - bucket.tokens) / this.refillPerMs;
    return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }
}
