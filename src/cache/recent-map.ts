// An isolate memo that keeps the most recently written entries: setting a key makes it the newest, and the
// oldest entries go once there are more than `max`. Reading does not refresh (recency is the last write).

export class RecentMap<K, V> {
  private readonly entries = new Map<K, V>();

  /** `max` entries at most; Infinity keeps every one. */
  constructor(private readonly max: number) {}

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  set(key: K, value: V): V {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
