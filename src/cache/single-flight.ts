// Concurrent requests for the same work share one run: while a run for a key is pending, callers get its
// promise instead of starting another; once it settles, the next caller starts afresh.

export class SingleFlight<K, V> {
  private readonly pending = new Map<K, Promise<V>>();

  /**
   * The pending run for `key`, or a new one from `start`. `keepAlive` receives a new run once (the Workers
   * waitUntil), so it finishes even when every caller has gone.
   */
  run(key: K, start: () => Promise<V>, keepAlive?: (promise: Promise<unknown>) => void): Promise<V> {
    const known = this.pending.get(key);
    if (known) return known;
    const promise = start().finally(() => {
      if (this.pending.get(key) === promise) this.pending.delete(key);
    });
    this.pending.set(key, promise);
    keepAlive?.(promise.catch(() => undefined));
    return promise;
  }

  clear(): void {
    this.pending.clear();
  }
}
